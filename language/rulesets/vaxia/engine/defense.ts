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
import { attackMightsOf, defenseMightsOf, passiveMightsOf, type Pair } from './mights.js';
import { declaredViewOf, type Scene } from './scene.js';
import { bestDefense, type DefenseChoice } from './tactics.js';
import { vehicleActionRefusal } from '../rules/vehicle-combat.js';
import { isMental, mentalRefusal, RESIST_SKILL } from '../rules/magic-vs-mundane-in-the-dice-ruler.js';
import { bestWith } from '../rules/combat-stats-and-skills.js';
import { isNonDamaging } from '../rules/what-counts-as-combat.js';
import type { AttackModel } from '../../../engine/model.js';

/** Which defense meets one attack, before its mights: what the post's actions decide. */
export interface DefenseDecision {
    readonly kind: DefenseKind | 'none';
    readonly realm: Realm;
    /** The rider leaps out of their vehicle to dodge. */
    readonly leaping: boolean;
    /** The action of the target's post that is rolled (none when the target stands). */
    readonly action?: PlannedAction;
    /** Why a scripted defense did not apply, for the narration. */
    readonly skipped?: string;
}

export interface ChosenDefense extends DefenseDecision {
    /** The defender's mights: passive when standing, the defense's otherwise (with the post's penalty). */
    readonly mights: Pair;
    /**
     * What the attack is ruled against: the defender's mights — except for a resistance to a
     * mental spell, which leaves the spell ruled against the passive mights and subtracts its PP.
     */
    readonly difficulties: Pair;
}

/** The defenses `defend` weighs for a vehicle, in this order (ties keep the earlier). */
const VEHICLE_DEFENSE_ORDER: readonly DefenseKind[] = ['dodge', 'block', 'parry'];
const DEFENSES: ReadonlySet<string> = new Set([...DEFENSE_KINDS, 'resist', 'leap_out', 'defend']);

/** Whether a planned action is a defense (a kind, leap_out or defend). */
export function isDefenseAction(a: PlannedAction): boolean {
    return !a.isAttack && DEFENSES.has(a.action);
}

/** The defense actions of a post, in the order written. */
export function defenseActions(actions: readonly PlannedAction[]): PlannedAction[] {
    return actions.filter(isDefenseAction);
}

/**
 * Bounded memo of `defend` choices: the same mights always choose the same defense. Keyed by
 * numbers (words mapped to small integers) and looked up by a hash of them: a string key made for
 * every `defend` against every attack cost more than the choice it saved.
 */
const BEST = new Map<number, { readonly key: readonly number[]; readonly index: number }[]>();
let bestEntries = 0;
const WORDS = new Map<string, number>();

function wordNumber(word: string | undefined): number {
    if (word === undefined) return -1;
    let n = WORDS.get(word);
    if (n === undefined) WORDS.set(word, (n = WORDS.size));
    return n;
}

function sameKey(a: readonly number[], b: readonly number[]): boolean {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
}

function best(choices: readonly DefenseChoice[], attackRealmOf: Realm, attackMights: Pair, armor: number, shield: number, scene: Scene): number {
    const key = [wordNumber(attackRealmOf), attackMights[0], attackMights[1], armor, shield, wordNumber(scene.options.rounding)];
    for (const c of choices) key.push(wordNumber(c.kind), wordNumber(c.realm), c.mights[0], c.mights[1]);
    let hash = 2166136261;
    for (const x of key) hash = Math.imul(hash ^ ((x * 1024) | 0), 16777619);
    const bucket = BEST.get(hash);
    const known = bucket?.find(e => sameKey(e.key, key));
    if (known) return known.index;
    const target = { lif: 1e9, damage: 0, armour: armor, shield };
    const chosen = bestDefense({ realm: attackRealmOf, mights: attackMights }, choices, target, scene.options.rounding);
    const index = chosen ? choices.indexOf(chosen.choice) : 0;
    if (bestEntries >= 4096) {
        BEST.clear();
        bestEntries = 0;
    }
    if (bucket && BEST.has(hash)) bucket.push({ key, index });
    else BEST.set(hash, [{ key, index }]);
    bestEntries++;
    return index;
}

/**
 * The mights as the posts are written, every action counted: `defend` weighs its choices with them,
 * so the choice is made once, before the round settles which actions are taken.
 */
function declared(scene: Scene): Scene {
    scene.declaredView ??= declaredViewOf(scene);
    return scene.declaredView;
}

/**
 * Which defense `target` puts up against `attacker`'s `attack` (of realm `realm`): the first defense
 * of its post that can meet the attack, or for `defend` the allowed one with the least expected
 * damage (weighed at the post's declared penalty); none when it cannot defend.
 */
export function decideDefense(scene: Scene, target: VaxiaFighter, attacker: VaxiaFighter, attack: AttackModel, realm: Realm): DefenseDecision {
    if (target.status !== 'active') return stand(realm);
    if (target.isVehicle && !scene.pilot(target)) return stand(realm, `${target.id} has no pilot to manoeuvre it`);
    let skipped: string | undefined;
    // An indexed loop over the post rather than a filtered copy or a for-of (V8 made an iterator
    // for each): asked for every attack, twice a round.
    const actions = scene.planOf(target)?.actions ?? NO_ACTIONS;
    for (let i = 0; i < actions.length; i++) {
        const a = actions[i];
        if (!isDefenseAction(a)) continue;
        if (target.isVehicle && vehicleActionRefusal(a.action, target.shields)) continue;
        const defenseRealm: Realm = a.modifiers.includes('magic') ? 'magic' : 'physical';
        if (a.action === 'defend') {
            const view = declared(scene);
            const choices = defendChoices(view, target, attacker, attack, realm);
            // Against a non-damaging attack armour and a shield take nothing: the PP past the defense are the effect's.
            const absorbs = !isNonDamaging(attack);
            const c =
                choices[best(choices, realm, attackMightsOf(view, attacker, attack), absorbs ? target.armor : 0, absorbs ? target.shield : 0, scene)];
            if (c.kind === 'none') return stand(realm);
            return { kind: c.kind, realm: c.realm ?? 'physical', leaping: c.kind === 'dodge' && !!target.aboard, action: a };
        }
        const kind: DefenseKind = a.action === 'leap_out' ? 'dodge' : (a.action as DefenseKind);
        // A mental spell: no block, dodge or parry; a resistance needs the skill made for it.
        const mental = isMental(attack) ? mentalRefusal(kind) : undefined;
        if (mental) {
            skipped = mental;
            continue;
        }
        if (kind === 'resist') {
            if (!isMental(attack)) continue;
            if (bestWith(target.skills, RESIST_SKILL) === 0) {
                skipped = `${target.id} has no skill made to resist magic`;
                continue;
            }
            return { kind, realm: 'magic', leaping: false, action: a };
        }
        if (!target.isVehicle && !defenseMeets(kind, defenseRealm, realm)) {
            skipped = `a ${defenseRealm === 'physical' ? 'physical' : 'magical'} ${kind} cannot meet a ${realm === 'physical' ? 'physical' : 'magical'} attack`;
            continue;
        }
        return { kind, realm: defenseRealm, leaping: kind === 'dodge' && !!target.aboard, action: a };
    }
    return stand(realm, skipped);
}

/** A post without actions (shared, never changed; posts.ts and round.ts read it too). */
export const NO_ACTIONS: readonly PlannedAction[] = [];

/** Standing against an attack of each realm, with no reason to give: shared, as decisions are never changed. */
const STANDING: Readonly<Record<Realm, DefenseDecision>> = {
    physical: { kind: 'none', realm: 'physical', leaping: false, action: undefined, skipped: undefined },
    magic: { kind: 'none', realm: 'magic', leaping: false, action: undefined, skipped: undefined },
};

/** The target stands against an attack of `realm` (with why a scripted defense did not apply, if one did not). */
function stand(realm: Realm, skipped?: string): DefenseDecision {
    return skipped === undefined ? STANDING[realm] : { kind: 'none', realm, leaping: false, action: undefined, skipped };
}

/** The defense `target` puts up against `attacker`'s `attack`, with the mights it rolls (or stands on). */
export function chooseDefense(scene: Scene, target: VaxiaFighter, attacker: VaxiaFighter, attack: AttackModel, realm: Realm): ChosenDefense {
    const d = decideDefense(scene, target, attacker, attack, realm);
    const mights = decidedMights(scene, target, attacker, attack, realm, d);
    return withMights(d, mights, d.kind === 'resist' ? passiveMightsOf(scene, target, attacker, attack) : mights);
}

/**
 * The mights `target` rolls for the defense `d` it decided on against `attacker`'s `attack` (of
 * realm `realm`), or stands on when it stands. Strikes read them apart from the decision, so that no
 * `ChosenDefense` is made for each.
 */
export function decidedMights(
    scene: Scene,
    target: VaxiaFighter,
    attacker: VaxiaFighter,
    attack: AttackModel,
    realm: Realm,
    d: DefenseDecision,
): Pair {
    if (d.kind === 'none') return passiveMightsOf(scene, target, attacker, attack);
    // A leap out dodges with the rider's own stats: no vehicle lends END to a leaping rider.
    const self = d.leaping ? { ...target, aboard: undefined } : target;
    return defenseMightsOf(scene, self, attacker, d.kind, d.realm, realm);
}

/**
 * A decision with its mights, every field written out: a spread (`{ ...d }`) of decisions of
 * several shapes took V8's slow object-clone path and was a quarter of a Vaxia run's time.
 */
function withMights(d: DefenseDecision, mights: Pair, difficulties: Pair): ChosenDefense {
    return { kind: d.kind, realm: d.realm, leaping: d.leaping, action: d.action, skipped: d.skipped, mights, difficulties };
}

/** Standing and every defense allowed against an attack of `realm`, for `defend`. */
function defendChoices(scene: Scene, target: VaxiaFighter, attacker: VaxiaFighter, attack: AttackModel, realm: Realm): DefenseChoice[] {
    const choices: DefenseChoice[] = [{ kind: 'none', mights: passiveMightsOf(scene, target, attacker, attack) }];
    let kinds: DefenseKind[] = target.isVehicle
        ? VEHICLE_DEFENSE_ORDER.filter(k => !vehicleActionRefusal(k, target.shields))
        : ['block', 'dodge', 'parry', 'redirect'];
    if (isMental(attack)) {
        kinds = kinds.filter(k => !mentalRefusal(k));
        if (!target.isVehicle && bestWith(target.skills, RESIST_SKILL) > 0) kinds.push('resist');
    }
    for (const kind of kinds) {
        const realms: Realm[] =
            kind === 'dodge' || target.isVehicle ? ['physical'] : kind === 'block' ? ['physical', 'magic'] : kind === 'resist' ? ['magic'] : [realm];
        for (const r of realms) {
            const mights = defenseMightsOf(scene, target, attacker, kind, r, realm);
            choices.push({ kind, realm: r, mights, ...(kind === 'resist' ? { difficulties: choices[0].mights } : {}) });
        }
    }
    return choices;
}
