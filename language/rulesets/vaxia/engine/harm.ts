/**
 * Who is still up: damage ≥ LIF knocks a character out, ≥ 2 × LIF kills (a vehicle: disabled at 0
 * LIF left, destroyed at −LIF); past 0 a character may roll to stay conscious — END (or the
 * stat of their best "hardcore" skill's choice; END here) + hardcore against 25 + the damage past
 * 0. A success of PP gives PP/7 whole rounds of consciousness after the round of the roll; the
 * next roll opens the round after them (15 PP: up through the next two rounds, roll again at the
 * start of the third), against 25 + all the damage past 0 by then.
 * Source: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead, §Staying Conscious,
 * §Vehicle Death.
 */
import { statOf, type VaxiaFighter } from './fighter.js';
import { checkNote, traitRecord } from './records.js';
import type { Scene } from './scene.js';
import { bestSkillWith, bestWith } from '../rules/combat-stats-and-skills.js';
import { vehicleState } from '../rules/vehicle-death.js';
import { hardcoreStat, rollStayConscious } from '../rules/staying-conscious.js';
import { woundState } from '../rules/wounded-unconscious-and-dead.js';

/** Whether `f` tries to stay conscious when it drops: a scripted stay_conscious, else the option. */
function tries(scene: Scene, f: VaxiaFighter): boolean {
    // A loop, not `some` with a closure (a closure is allocated on every call).
    const actions = scene.planOf(f)?.actions;
    if (actions) for (let i = 0; i < actions.length; i++) if (actions[i].action === 'stay_conscious') return true;
    switch (scene.options.stayConscious) {
        case 'never':
            return false;
        case 'characters':
            return f.model.kind === 'character';
        default:
            return bestWith(f.skills, 'hardcore') > 0;
    }
}

/**
 * The stay-conscious roll of `f`, logged; sets the hold and the status. The might is the stat of the
 * best hardcore skill's theme (END unless its name says STR, SPIR or CHA) + that skill.
 */
function stayConscious(scene: Scene, f: VaxiaFighter): void {
    const hardcore = bestSkillWith(f.skills, 'hardcore');
    const { stat } = hardcoreStat(hardcore?.name ?? '');
    const might = statOf(f, stat) + (hardcore?.value ?? 0);
    const result = rollStayConscious(might, f.lif, f.damage, scene.rng.die(100), {
        rounding: scene.options.rounding,
        durations: scene.options.durations,
    });
    if (result.conscious) {
        f.holding = result.rounds;
        f.rolledIn = scene.round;
    } else stopHolding(f);
    f.status = result.conscious ? 'active' : 'unconscious';
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what: 'stay conscious',
        rolls: [traitRecord(hardcore ? `${stat} + ${hardcore.name}` : stat, result.ruling)],
        total: result.ruling.pp,
        needs: `25 + ${f.damage - f.lif} past 0 LIF`,
        success: result.conscious,
        note: `${checkNote(result.ruling)}${result.conscious ? `; up ${result.rounds === 0 ? 'for the rest of this round' : `${result.rounds} more round${result.rounds === 1 ? '' : 's'}`}` : ''}`,
    }));
    if (!result.conscious) scene.log.add({ kind: 'defeated', who: f.id, how: 'falls unconscious' });
}

/**
 * Brings every status in line with the damage taken and with a held `unconscious` (a knockout or a
 * sleep without wounds, §What counts as combat?): held, a fighter is down whatever its LIF.
 */
export function settle(scene: Scene): void {
    // Indexed loops here and below: V8 made an iterator object for each for-of (several a round).
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status === 'dead') continue;
        const held = f.conditions.has('unconscious');
        if (f.isVehicle) {
            const state = vehicleState(f.lif, f.damage);
            const status = state === 'destroyed' ? 'dead' : state === 'disabled' || held ? 'unconscious' : 'active';
            if (status !== f.status) {
                f.status = status;
                scene.log.add({
                    kind: 'defeated',
                    who: f.id,
                    how: status === 'dead' ? 'is destroyed, beyond repair' : status === 'unconscious' ? 'is disabled' : 'is operational again',
                });
            }
            continue;
        }
        const state = woundState(f.lif, f.damage);
        if (state === 'dead') {
            f.status = 'dead';
            stopHolding(f);
            scene.log.add({ kind: 'defeated', who: f.id, how: 'dies' });
        } else if (held) {
            stopHolding(f);
            if (f.status === 'active') scene.log.add({ kind: 'defeated', who: f.id, how: 'falls unconscious' });
            f.status = 'unconscious';
        } else if (state === 'active') {
            stopHolding(f);
            if (f.status !== 'active') scene.log.add({ kind: 'defeated', who: f.id, how: 'is conscious again' });
            f.status = 'active';
        } else if (f.status === 'active' && f.rolledIn === undefined) {
            if (tries(scene, f)) stayConscious(scene, f);
            else {
                f.status = 'unconscious';
                scene.log.add({ kind: 'defeated', who: f.id, how: 'falls unconscious' });
            }
        }
    }
}

function stopHolding(f: VaxiaFighter): void {
    f.holding = 0;
    f.rolledIn = undefined;
}

/**
 * End of round: the holds of earlier rolls count down a round (the round of the roll does not
 * count against its rounds).
 */
export function countDownHolds(scene: Scene): void {
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.rolledIn !== undefined && f.rolledIn < scene.round && f.holding > 0) f.holding--;
    }
}

/**
 * Start of round: whoever is up past 0 LIF on a hold that has run out rolls again before anyone
 * acts. Having chosen to stay up, they keep trying (our reading: the seed has them roll again).
 */
export function rollAgain(scene: Scene): void {
    const fighters = scene.fighters;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status !== 'active' || f.rolledIn === undefined || f.rolledIn >= scene.round || f.holding > 0) continue;
        if (woundState(f.lif, f.damage) === 'unconscious') stayConscious(scene, f);
        else stopHolding(f);
    }
}

/** One term of a damage event's sum, for the log. */
export interface DamageTerm {
    readonly value: number;
    readonly label?: string;
    readonly subtract?: boolean;
}

/** The terms of a damage event nobody logs (shared: `applyDamage` never calls it with the log off). */
export const NO_TERMS = (): DamageTerm[] => [];

/** Damage onto the LIF counter, with its damage event. Status changes wait for `settle`. */
export function applyDamage(
    scene: Scene,
    attacker: VaxiaFighter | undefined,
    target: VaxiaFighter,
    amount: number,
    terms: () => DamageTerm[],
    note?: string,
): void {
    if (amount <= 0) return;
    target.damage += amount;
    target.hp = target.lif - target.damage;
    // Built only for a kept log: a closure here would be allocated on every hit.
    if (scene.log.enabled)
        scene.log.add({
            kind: 'damage',
            ...(attacker ? { attacker: attacker.id } : {}),
            target: target.id,
            terms: terms(),
            amount,
            absorbed: 0,
            hpLost: amount,
            hp: target.hp,
            maxHp: target.maxHp,
            pool: 'LIF',
            ...(note ? { note } : {}),
        });
}
