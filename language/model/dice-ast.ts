/** Converts a parsed dice formula (syntax tree) to the engine's `DiceExpr`. */
import { parseDiceToken, type DiceExpr } from '../engine/dice.js';
import type { DiceExpr as DiceAst, DiceLit } from '../generated/ast.js';

/** Deepest formula nesting accepted; deeper formulas are reported and not evaluated. */
export const MAX_DICE_DEPTH = 64;

/**
 * The engine form of a formula, or undefined when part of it cannot be used (a malformed dice
 * token, nesting beyond MAX_DICE_DEPTH, an incomplete tree from a syntax error). Validation reports
 * why.
 */
export function diceFromAst(node: DiceAst | undefined, depth = 0): DiceExpr | undefined {
    if (!node || depth > MAX_DICE_DEPTH) return undefined;
    switch (node.$type) {
        case 'NumberLit':
            return typeof node.value === 'number' && Number.isFinite(node.value) ? { kind: 'number', value: node.value } : undefined;
        case 'StatRef':
            return node.name ? { kind: 'stat', name: node.name } : undefined;
        case 'ParenExpr':
            return diceFromAst(node.inner, depth + 1);
        case 'NegExpr': {
            const operand = diceFromAst(node.operand, depth + 1);
            return operand && { kind: 'negate', operand };
        }
        case 'BinaryExpr': {
            const left = diceFromAst(node.left, depth + 1);
            const right = diceFromAst(node.right, depth + 1);
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
        default:
            return depth;
    }
}
