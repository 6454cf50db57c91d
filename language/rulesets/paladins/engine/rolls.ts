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
    const stat = (name: string) => statOf(f, name);
    if (!scene.log.enabled) return { total: rollTotal(formula, scene.rng, stat) + 0 }; // + 0: -0 becomes 0, as in rollExpr
    const roll = rollExpr(formula, scene.rng, stat);
    return { total: roll.total, record: recordRoll(shown ?? formatExpr(formula), roll) };
}

/**
 * A check or save: d12 + `score` (− `penalty`, e.g. the damage taken for concentration) against
 * "over 6"; logs a `check` event. @returns whether it succeeded.
 */
export function rollCheck(scene: Pick<Scene, 'rng' | 'log'>, f: PaladinsFighter, score: string, what: string, penalty = 0, note?: string): boolean {
    let expr = diceplus(1, CHECK_SIDES, score);
    if (penalty !== 0) expr = { kind: 'binary', op: '-', left: expr, right: { kind: 'number', value: penalty } };
    const roll = rollFor(scene, f, expr);
    const success = checkSucceeds(roll.total);
    scene.log.add(() => ({
        kind: 'check',
        who: f.id,
        what,
        rolls: [roll.record!],
        total: roll.total,
        needs: `over ${CHECK_TARGET}`,
        success,
        note,
    }));
    return success;
}
