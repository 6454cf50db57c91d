/**
 * Dual wielding (attacks tagged `dual`): no ability scores are added; against one target both
 * weapons' dice are rolled as one attack, against two each gets one die — so at most two targets.
 * Source: 002_508f9552a4514e32.txt §Dual Wielding.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import { multiplyDice } from '../../../engine/dice-transform.js';
import type { AttackModel } from '../../../engine/model.js';
import { ABILITY_SCORES } from '../schema.js';

const SCORES: ReadonlySet<string> = new Set(ABILITY_SCORES);

/** How many targets one attack may have: two for a dual-wielded weapon, else one. */
export function targetLimit(attack: AttackModel): number {
    return attack.tags.includes('dual') ? 2 : 1;
}

/** A formula with every ability-score term removed (`1d6 + DEX` → `1d6`). */
function withoutScores(expr: DiceExpr): DiceExpr {
    switch (expr.kind) {
        case 'stat':
            return SCORES.has(expr.name) ? { kind: 'number', value: 0 } : expr;
        case 'negate':
            return { ...expr, operand: withoutScores(expr.operand) };
        case 'binary': {
            const left = withoutScores(expr.left);
            const right = withoutScores(expr.right);
            const zero = (e: DiceExpr) => e.kind === 'number' && e.value === 0;
            if ((expr.op === '+' || expr.op === '-') && zero(right)) return left;
            if (expr.op === '+' && zero(left)) return right;
            return { ...expr, left, right };
        }
        default:
            return expr;
    }
}

/**
 * The attack roll's formula against one of `targetCount` targets: as written, except a `dual`
 * attack drops ability scores and, against a single target, rolls its dice twice (both weapons
 * combined). Undefined when the attack has no damage formula.
 */
export function attackFormula(attack: AttackModel, targetCount: number): DiceExpr | undefined {
    if (!attack.damage) return undefined;
    if (!attack.tags.includes('dual')) return attack.damage;
    const bare = withoutScores(attack.damage);
    return targetCount <= 1 ? multiplyDice(bare, 2) : bare;
}
