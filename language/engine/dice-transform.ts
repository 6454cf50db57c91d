/**
 * Rewrites of dice formulas that rulesets need before rolling: counting and removing dice
 * increments, multiplying or dropping the dice of a formula (critical hits, glancing blows) and
 * moving a pool to another size. Pure functions over `DiceExpr`; no randomness.
 */
import { parseDiceToken, type DiceExpr, type DiceTerm } from './dice-notation.js';

/** The sum of the increments (`+1d`, `-2d`) in a formula, signs applied. */
export function countIncrements(expr: DiceExpr): number {
    switch (expr.kind) {
        case 'increment':
            return expr.steps;
        case 'binary':
            if (expr.op === '+') return countIncrements(expr.left) + countIncrements(expr.right);
            if (expr.op === '-') return countIncrements(expr.left) - countIncrements(expr.right);
            return 0;
        case 'negate':
            return -countIncrements(expr.operand);
        default:
            return 0;
    }
}

/** Maps every dice term (and increment) of a formula; other nodes are rebuilt around it. */
export function mapDice(
    expr: DiceExpr,
    fn: (term: DiceTerm) => DiceExpr,
    increments: (steps: number) => DiceExpr = () => ({ kind: 'number', value: 0 }),
): DiceExpr {
    switch (expr.kind) {
        case 'dice':
            return fn(expr.term);
        case 'increment':
            return increments(expr.steps);
        case 'binary':
            return { ...expr, left: mapDice(expr.left, fn, increments), right: mapDice(expr.right, fn, increments) };
        case 'negate':
            return { ...expr, operand: mapDice(expr.operand, fn, increments) };
        case 'group':
            return { ...expr, items: expr.items.map(item => mapDice(item, fn, increments)) };
        default:
            return expr;
    }
}

/** The first dice term of a formula, in reading order. */
export function firstDiceTerm(expr: DiceExpr): DiceTerm | undefined {
    switch (expr.kind) {
        case 'dice':
            return expr.term;
        case 'binary':
            return firstDiceTerm(expr.left) ?? firstDiceTerm(expr.right);
        case 'negate':
            return firstDiceTerm(expr.operand);
        case 'group':
            for (const item of expr.items) {
                const term = firstDiceTerm(item);
                if (term) return term;
            }
            return undefined;
        default:
            return undefined;
    }
}

/**
 * A copy of `term` with another count and size; its written modifiers are kept and re-read, so
 * defaults that depend on the size (`!` explodes on the highest face) follow the new size.
 */
export function resizeTerm(term: DiceTerm, count: number, sides: number): DiceTerm {
    const modifiers = term.notation.replace(/^\d*d(\d+|%|F)?/, '');
    // Fate dice stay Fate dice (`4dF` × 2 is `8dF`, not `8d3`).
    const size = term.fate && sides === term.sides ? 'F' : String(sides);
    const parsed = parseDiceToken(`${count}d${size}${modifiers}`);
    return 'term' in parsed ? parsed.term : { ...term, count, sides, notation: `${count}d${size}${modifiers}` };
}

/** Every dice term rolls `factor` times as many dice (critical hits in Rise). */
export function multiplyDice(expr: DiceExpr, factor: number): DiceExpr {
    return mapDice(expr, term => ({ kind: 'dice', term: resizeTerm(term, term.count * factor, term.sides) }));
}

/** Only the flat part of a formula: every dice term becomes 0 (a glancing blow in Rise). */
export function withoutDice(expr: DiceExpr): DiceExpr {
    return mapDice(expr, () => ({ kind: 'number', value: 0 }));
}

/**
 * `expr` with each stat replaced by its value, `stat(name)`: for a formula rolled many times whose
 * stats cannot change (a stat block's damage in a simulation), so no stat is looked up per roll.
 * Rolls the same totals as `expr` with `stat`; its text names numbers, not stats (keep `expr` for the log).
 */
export function withStatValues(expr: DiceExpr, stat: (name: string) => number): DiceExpr {
    switch (expr.kind) {
        case 'stat':
            return { kind: 'number', value: stat(expr.name) };
        case 'binary':
            return { ...expr, left: withStatValues(expr.left, stat), right: withStatValues(expr.right, stat) };
        case 'negate':
            return { ...expr, operand: withStatValues(expr.operand, stat) };
        case 'group':
            return { ...expr, items: expr.items.map(item => withStatValues(item, stat)) };
        default:
            return expr;
    }
}
