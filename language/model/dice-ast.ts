/** Converts a parsed dice formula (syntax tree) to the engine's `DiceExpr`. */
import { parseDiceToken, type DiceExpr } from '../engine/dice.js';
import type { DiceExpr as DiceAst, DiceLit } from '../generated/ast.js';

/** Deepest formula nesting accepted; deeper formulas are reported and not evaluated. */
export const MAX_DICE_DEPTH = 64;

/** A stat's value by name; undefined when the combatant has no such stat. */
export type StatLookup = (name: string) => number | undefined;

/**
 * The engine form of a formula, or undefined when part of it cannot be used (a malformed dice
 * token, nesting beyond MAX_DICE_DEPTH, an incomplete tree from a syntax error, a dice count from
 * stats with no stats to read). Validation reports why. Dice counts taken from stats (`skills d20`,
 * `(2 * Q) d6`) are resolved here with `stat`, so the engine only ever sees plain dice terms.
 */
export function diceFromAst(node: DiceAst | undefined, stat?: StatLookup, depth = 0): DiceExpr | undefined {
    if (!node || depth > MAX_DICE_DEPTH) return undefined;
    switch (node.$type) {
        case 'CountedDice': {
            const countFrom = diceFromAst(node.count, stat, depth + 1);
            const count = stat && countOf(countFrom, stat);
            const die = node.die ? parseDiceToken(`${count ?? 0}${node.die}`) : undefined;
            return count !== undefined && countFrom && die && 'term' in die ? { kind: 'dice', term: die.term, countFrom } : undefined;
        }
        case 'NumberLit':
            return typeof node.value === 'number' && Number.isFinite(node.value) ? { kind: 'number', value: node.value } : undefined;
        case 'StatRef':
            return node.name ? { kind: 'stat', name: node.name } : undefined;
        case 'ParenExpr':
            return diceFromAst(node.inner, stat, depth + 1);
        case 'NegExpr': {
            const operand = diceFromAst(node.operand, stat, depth + 1);
            return operand && { kind: 'negate', operand };
        }
        case 'BinaryExpr': {
            const left = diceFromAst(node.left, stat, depth + 1);
            const right = diceFromAst(node.right, stat, depth + 1);
            return left && right && node.op ? { kind: 'binary', op: node.op, left, right } : undefined;
        }
        case 'DiceLit': {
            if (!node.token) return undefined;
            const parsed = parseDiceToken(node.token);
            if ('term' in parsed) return { kind: 'dice', term: parsed.term };
            if ('increment' in parsed) return { kind: 'increment', steps: parsed.increment };
            return undefined;
        }
    }
}

/**
 * A dice count from numbers and stats, rounded down; undefined when it uses dice, a stat the
 * combatant lacks, or a division by zero, or is not a whole number of dice from 0 up.
 */
function countOf(expr: DiceExpr | undefined, stat: StatLookup): number | undefined {
    const value = (e: DiceExpr | undefined): number | undefined => {
        if (!e) return undefined;
        switch (e.kind) {
            case 'number':
                return e.value;
            case 'stat':
                return stat(e.name);
            case 'negate': {
                const v = value(e.operand);
                return v === undefined ? undefined : -v;
            }
            case 'binary': {
                const l = value(e.left);
                const r = value(e.right);
                if (l === undefined || r === undefined) return undefined;
                if (e.op === '/') return r === 0 ? undefined : Math.floor(l / r);
                return e.op === '+' ? l + r : e.op === '-' ? l - r : l * r;
            }
            default:
                return undefined;
        }
    };
    const n = value(expr);
    return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Every dice token of a formula, in reading order. */
export function diceLiterals(node: DiceAst | undefined, out: DiceLit[] = [], depth = 0): DiceLit[] {
    if (!node || depth > MAX_DICE_DEPTH) return out;
    switch (node.$type) {
        case 'DiceLit':
            out.push(node);
            break;
        case 'ParenExpr':
            diceLiterals(node.inner, out, depth + 1);
            break;
        case 'NegExpr':
            diceLiterals(node.operand, out, depth + 1);
            break;
        case 'BinaryExpr':
            diceLiterals(node.left, out, depth + 1);
            diceLiterals(node.right, out, depth + 1);
            break;
        case 'CountedDice':
            diceLiterals(node.count, out, depth + 1);
            break;
    }
    return out;
}

/** Nesting depth of a formula, counted up to MAX_DICE_DEPTH + 1. */
export function diceDepth(node: DiceAst | undefined, depth = 0): number {
    if (!node || depth > MAX_DICE_DEPTH) return depth;
    switch (node.$type) {
        case 'ParenExpr':
            return diceDepth(node.inner, depth + 1);
        case 'NegExpr':
            return diceDepth(node.operand, depth + 1);
        case 'BinaryExpr':
            return Math.max(diceDepth(node.left, depth + 1), diceDepth(node.right, depth + 1));
        case 'CountedDice':
            return diceDepth(node.count, depth + 1);
        default:
            return depth;
    }
}
