/**
 * Which defense meets an incoming attack: the defender's post names it (block, dodge, parry,
 * counter, redirect, disarm, leap_out, or `defend` for the best allowed one), `with magic` picks
 * the magical/psi version. A defense of the wrong realm (a physical parry against a spell) does not
 * apply — the target stands against that attack; static checks report it. An unconscious target,
 * or a disabled vehicle, stands. A rider's dodge is a leap out of the vehicle with their own stats,
 * and a closed vehicle's passengers can defend only by leaping out (dodge) or with their other
 * defenses. Vehicles defend only by dodge, block (with shields) and parry (targeting guns).
 * Source: 004_941aee309a07cd38.txt §Attacking and Defending, §Vehicle Combat, §Open Vehicles.
 */
import type { PlannedAction } from '../../../engine/model.js';
import { DEFENSE_KINDS, defenseMeets, type DefenseKind, type Realm } from '../rules/attacking-and-defending.js';
import type { VaxiaFighter } from './fighter.js';
import { defenseMightsOf, passiveMightsOf, type Pair } from './mights.js';
import type { Scene } from './scene.js';
import { bestDefense, type DefenseChoice } from './tactics.js';
import { vehicleActionRefusal } from '../rules/vehicle-combat.js';
import type { AttackModel } from '../../../engine/model.js';

export interface ChosenDefense {
    readonly kind: DefenseKind | 'none';
    readonly realm: Realm;
    readonly mights: Pair;
    /** The rider leaps out of their vehicle to dodge. */
    readonly leaping: boolean;
    /** Why a scripted defense did not apply, for the narration. */
    readonly skipped?: string;
}

/** The defenses `defend` weighs for a vehicle, in this order (ties keep the earlier). */
const VEHICLE_DEFENSE_ORDER: readonly DefenseKind[] = ['dodge', 'block', 'parry'];
const DEFENSES: ReadonlySet<string> = new Set([...DEFENSE_KINDS, 'leap_out', 'defend']);

/** The defense actions of a post, in the order written. */
export function defenseActions(actions: readonly PlannedAction[]): PlannedAction[] {
    return actions.filter(a => !a.isAttack && DEFENSES.has(a.action));
}

/** Bounded memo of `defend` choices: the same mights always choose the same defense. */
const BEST = new Map<string, number>();

function best(choices: readonly DefenseChoice[], attackRealmOf: Realm, attackMights: Pair, armor: number, shield: number, scene: Scene): number {
    const key = `${attackRealmOf}|${attackMights.join(',')}|${choices.map(c => `${c.kind}:${c.realm}:${c.mights.join(',')}`).join(';')}|${armor}|${shield}|${scene.options.rounding}`;
    let index = BEST.get(key);
    if (index === undefined) {
        const target = { lif: 1e9, damage: 0, armour: armor, shield };
        const chosen = bestDefense({ realm: attackRealmOf, mights: attackMights }, choices, target, scene.options.rounding);
        index = chosen ? choices.indexOf(chosen.choice) : 0;
        if (BEST.size > 4096) BEST.clear();
        BEST.set(key, index);
    }
    return index;
}

/** The defense `target` puts up against `attacker`'s `attack` (of realm `realm`, mights `attackMights`). */
export function chooseDefense(
    scene: Scene,
    target: VaxiaFighter,
    attacker: VaxiaFighter,
    attack: AttackModel,
    realm: Realm,
    attackMights: Pair,
): ChosenDefense {
    const stand = (skipped?: string): ChosenDefense => ({
        kind: 'none',
        realm,
        mights: passiveMightsOf(scene, target, attacker, attack),
        leaping: false,
        ...(skipped ? { skipped } : {}),
    });
    if (target.status !== 'active') return stand();
    if (target.isVehicle && !scene.pilot(target)) return stand(`${target.id} has no pilot to manoeuvre it`);
    const actions = defenseActions(scene.planOf(target)?.actions ?? []);
    let skipped: string | undefined;
    for (const a of actions) {
        if (target.isVehicle && vehicleActionRefusal(a.action, target.shields)) continue;
        const defenseRealm: Realm = a.modifiers.includes('magic') ? 'magic' : 'physical';
        if (a.action === 'defend') {
            const choices = defendChoices(scene, target, attacker, attack, realm);
            const i = best(choices, realm, attackMights, target.armor, target.shield, scene);
            const c = choices[i];
            if (c.kind === 'none') return stand();
            return { kind: c.kind, realm: c.realm ?? 'physical', mights: c.mights, leaping: c.kind === 'dodge' && !!target.aboard };
        }
        const kind: DefenseKind = a.action === 'leap_out' ? 'dodge' : (a.action as DefenseKind);
        if (!target.isVehicle && !defenseMeets(kind, defenseRealm, realm)) {
            skipped = `a ${defenseRealm === 'physical' ? 'physical' : 'magical'} ${kind} cannot meet a ${realm === 'physical' ? 'physical' : 'magical'} attack`;
            continue;
        }
        const leaping = kind === 'dodge' && !!target.aboard;
        // A leap out dodges with the rider's own stats: no vehicle lends END to a leaping rider.
        const self = leaping ? { ...target, aboard: undefined } : target;
        return { kind, realm: defenseRealm, mights: defenseMightsOf(scene, self, attacker, kind, defenseRealm, realm), leaping };
    }
    return stand(skipped);
}

/** Standing and every defense allowed against an attack of `realm`, for `defend`. */
function defendChoices(scene: Scene, target: VaxiaFighter, attacker: VaxiaFighter, attack: AttackModel, realm: Realm): DefenseChoice[] {
    const choices: DefenseChoice[] = [{ kind: 'none', mights: passiveMightsOf(scene, target, attacker, attack) }];
    const kinds: DefenseKind[] = target.isVehicle
        ? VEHICLE_DEFENSE_ORDER.filter(k => !vehicleActionRefusal(k, target.shields))
        : ['block', 'dodge', 'parry', 'redirect'];
    for (const kind of kinds) {
        const realms: Realm[] = kind === 'dodge' || target.isVehicle ? ['physical'] : kind === 'block' ? ['physical', 'magic'] : [realm];
        for (const r of realms) choices.push({ kind, realm: r, mights: defenseMightsOf(scene, target, attacker, kind, r, realm) });
    }
    return choices;
}
