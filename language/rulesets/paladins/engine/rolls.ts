/**
 * Rolling in a Paladins fight: a formula with a fighter's scores (faces kept only when the log is),
 * and checks and saves — d12 + the score, over 6 — logged as `check` events.
 * Source: 002_508f9552a4514e32.txt §Attacks (dice plus scores), §Health Damage (checks).
 */
import { type DiceExpr, formatExpr, rollExpr, rollTotal } from '../../../engine/dice.js';
import { type RollRecord, recordRoll } from '../../../engine/log.js';
import { diceplus } from '../rules/attacks.js';
import { CHECK_SIDES, CHECK_TARGET, checkSucceeds } from '../rules/health-damage.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import type { Scene } from './scene.js';

/** A roll's total, and its record (every face, the formula shown) when the log is kept. */
export interface Rolled {
    readonly total: number;
    readonly record?: RollRecord;
}

/**
 * Rolls `formula` with `f`'s stats. The dice drawn are the same either way; the faces and the text
 * are kept only when the log is (simulations never read them, and building them cost more than
 * the roll). `shown` is the formula as the log prints it (default: `formula` formatted).
 */
export function rollFor(scene: Pick<Scene, 'rng' | 'log'>, f: PaladinsFighter, formula: DiceExpr, shown?: string): Rolled {
    if (!scene.log.enabled) return { total: rollTotalFor(scene, f, formula) };
    rolling = f;
    const roll = rollExpr(formula, scene.rng, rollingStat);
    return { total: roll.total, record: recordRoll(shown ?? formatExpr(formula), roll) };
}

/**
 * The fighter whose stats the roll under way reads, for `rollingStat`: one function for every roll
 * rather than a closure over the fighter made for each (rolls are synchronous, so one slot does).
 */
let rolling: PaladinsFighter | undefined;
const rollingStat = (name: string): number => statOf(rolling!, name);

/** `rollFor`'s total alone, unlogged: no `Rolled` object made (checks and saves of every turn of every run). */
function rollTotalFor(scene: Pick<Scene, 'rng'>, f: PaladinsFighter, formula: DiceExpr): number {
    rolling = f;
    return rollTotal(formula, scene.rng, rollingStat) + 0; // + 0: -0 becomes 0, as in rollExpr
}

/**
 * A check or save: d12 + `score` (− `penalty`, e.g. the damage taken for concentration) against
 * "over 6" (or over `dc`, the difficulty an effect's save names); logs a `check` event.
 * @returns whether it succeeded.
 */
export function rollCheck(
    scene: Pick<Scene, 'rng' | 'log'>,
    f: PaladinsFighter,
    score: string,
    what: string,
    penalty = 0,
    note?: string,
    dc = CHECK_TARGET,
): boolean {
    let expr = diceplus(1, CHECK_SIDES, score);
    if (penalty !== 0) expr = { kind: 'binary', op: '-', left: expr, right: { kind: 'number', value: penalty } };
    // Unlogged, the total alone; the logged roll and its closure live in `loggedCheck` (V8 made the closure's context on every call).
    if (!scene.log.enabled) return checkSucceeds(rollTotalFor(scene, f, expr), dc);
    return loggedCheck(scene, f, expr, what, note, dc);
}

/** `rollCheck` with the log kept: the roll with its faces, and the `check` event. */
function loggedCheck(
    scene: Pick<Scene, 'rng' | 'log'>,
    f: PaladinsFighter,
    expr: DiceExpr,
    what: string,
    note: string | undefined,
    dc: number,
): boolean {
    const roll = rollFor(scene, f, expr);
    const success = checkSucceeds(roll.total, dc);
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what,
        rolls: [roll.record!],
        total: roll.total,
        needs: `over ${dc}`,
        success,
        note,
    }));
    return success;
}
