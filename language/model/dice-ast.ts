/** Converts a parsed dice formula (syntax tree) to the engine's `DiceExpr`. */
import { checkDiceTerm, DICE_LIMITS, type DiceProblem, parseDiceToken, type DiceExpr } from '../engine/dice.js';
import { readGroup } from '../engine/dice-group.js';
import type { CountedDice, DiceExpr as DiceAst, DiceLit, GroupExpr, ParenExpr } from '../generated/ast.js';

/** Deepest formula nesting accepted; deeper formulas are reported and not evaluated. */
export const MAX_DICE_DEPTH = 64;

/** A stat's value by name; undefined when the combatant has no such stat. */
export type StatLookup = (name: string) => number | undefined;

/**
 * The engine form of a formula, or undefined when part of it cannot be used (a malformed dice
 * token, nesting beyond MAX_DICE_DEPTH, an incomplete tree from a syntax error, a dice count from
 * stats with no stats to read, or one that comes out below 0 or above `DICE_LIMITS.maxDicePerTerm`).
 * Validation reports why (`dice-count-checks.ts`). Dice counts taken from stats (`skills d20`,
 * `(2 * Q) d6`) are resolved here with `stat`, so the engine only ever sees plain dice terms, and
 * never more dice than a written term may have: hovers and runs alike are bounded by the dice limits.
 */
export function diceFromAst(node: DiceAst | undefined, stat?: StatLookup, depth = 0): DiceExpr | undefined {
    if (!node || depth > MAX_DICE_DEPTH) return undefined;
    const group = writtenGroup(node);
    if (group) {
        const items: DiceExpr[] = [];
        for (const item of group.items) {
            const expr = diceFromAst(item, stat, depth + 1);
            if (!expr) return undefined;
            items.push(expr);
        }
        const read = readGroup(items, group.set, group.selector);
        return 'expr' in read ? read.expr : undefined;
    }
    switch (node.$type) {
        case 'CountedDice': {
            const count = stat && countedDice(node, stat, depth);
            if (count?.kind !== 'count' || !countWithinLimits(count.value)) return undefined;
            // The formula the count was read from travels with the term (RPGStuck's ladder keeps Q a multiplier).
            const countFrom = diceFromAst(node.count, stat, depth + 1);
            const die = node.die ? parseDiceToken(`${count.value}${node.die}`) : undefined;
            return countFrom && die && 'term' in die ? { kind: 'dice', term: die.term, countFrom } : undefined;
        }
        case 'NumberLit':
            return typeof node.value === 'number' && Number.isFinite(node.value) ? { kind: 'number', value: node.value } : undefined;
        case 'StatRef':
            return node.name ? { kind: 'stat', name: node.name } : undefined;
        case 'ParenExpr':
            return diceFromAst(node.inner, stat, depth + 1);
        case 'GroupExpr':
            return undefined; // always a written group (above)
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
 * A group or set as a file writes it (see the grammar's `Primary`): its item nodes, whether it is a
 * group rather than a parenthesis (`set`), its selector text and the property holding it (a set's
 * `(1d6, 1d8)d1` is read as a dice count by the parser: the `die` of a CountedDice). Undefined for
 * any other node, a plain parenthesis among them.
 */
export function writtenGroup(
    node: DiceAst,
): { items: DiceAst[]; set: boolean; selector?: string; node: GroupExpr | ParenExpr | CountedDice; property: 'selector' | 'die' } | undefined {
    switch (node.$type) {
        case 'GroupExpr':
            return { items: node.items, set: true, selector: node.selector, node, property: 'selector' };
        case 'ParenExpr':
            if (node.items.length === 0 && !node.set && node.selector === undefined) return undefined;
            return {
                items: [node.inner, ...node.items],
                set: node.items.length > 0 || node.set,
                selector: node.selector,
                node,
                property: 'selector',
            };
        case 'CountedDice': {
            const count = node.count;
            if (count?.$type !== 'ParenExpr' || (count.items.length === 0 && !count.set)) return undefined;
            return { items: [count.inner, ...count.items], set: true, selector: node.die, node, property: 'die' };
        }
        default:
            return undefined;
    }
}

/**
 * What `strife roll` would say of a group written in a file (dice-group.ts's `readGroup`, the one
 * reading of both): a refused selector (`dice-group-modifier`, `dice-keep-too-many`, …) or an
 * increment inside the group (`dice-group-increment`), as errors; for one dice term with a
 * selector, the problems of the term it makes (`checkDiceTerm`, warnings stay warnings). Reported on
 * `group.property` of `group.node` (the node itself when nothing is written after the bracket).
 * Items that cannot be read here (a malformed token, a count from stats) are reported by their own
 * checks; a count from stats with a selector is checked with each combatant's stats
 * (dice-count-checks.ts, {@link ownDiceSelector}).
 */
export function groupProblems(group: NonNullable<ReturnType<typeof writtenGroup>>): DiceProblem[] {
    const [only] = group.items;
    if (group.items.length === 1 && only.$type === 'CountedDice' && group.selector !== undefined) {
        // `(Q d6)kh1`: the term's own checks come with each combatant's stats; the notation is checked here.
        const parsed = parseDiceToken(`1${only.die ?? 'd1'}${group.selector}`);
        return 'error' in parsed ? [{ code: parsed.code, message: parsed.error, severity: 'error' }] : [];
    }
    const items = group.items.map(item => diceFromAst(item));
    if (group.items.length === 1 && !items[0]) return [];
    const read = readGroup(
        items.map(item => item ?? { kind: 'number', value: 0 }),
        group.set,
        group.selector,
    );
    if ('error' in read) return [{ code: read.code, message: read.error, severity: 'error' }];
    return read.expr.kind === 'dice' && group.selector !== undefined ? checkDiceTerm(read.expr.term) : [];
}

/**
 * The selector of the group `node` is the one item of, if any (`(Q d6)kh1` keeps from Q d6's own
 * dice): the text a counted term's notation is read with. '' otherwise.
 */
export function ownDiceSelector(node: CountedDice): string {
    const container = node.$container;
    if (container?.$type !== 'ParenExpr' && container?.$type !== 'GroupExpr') return '';
    const group = writtenGroup(container);
    return group?.items.length === 1 && group.items[0] === node ? (group.selector ?? '') : '';
}

/**
 * What a dice count written before a die (`Q d6`, `(skills - 1) d20`) comes to with a combatant's
 * stats, rounded down at each division: `count` (any whole number, also negative or past the dice
 * limits: the caller bounds it), or why there is none — `unset` (a stat the combatant does not
 * have), `divisor-zero`, `rolled` (the count has dice in it), `incomplete` (a half-written tree).
 */
export type DiceCount =
    | { readonly kind: 'count'; readonly value: number }
    | { readonly kind: 'unset'; readonly stat: string }
    | { readonly kind: 'divisor-zero' }
    | { readonly kind: 'rolled' }
    | { readonly kind: 'incomplete' };

/** The count of `node` under `stat` (see {@link DiceCount}). Never throws (the tree is at most MAX_DICE_DEPTH deep). */
export function countedDice(node: CountedDice, stat: StatLookup, depth = 0): DiceCount {
    const expr = diceFromAst(node.count, stat, depth + 1);
    if (!expr) return { kind: 'incomplete' };
    let problem: DiceCount | undefined;
    const value = (e: DiceExpr): number => {
        if (problem) return 0;
        switch (e.kind) {
            case 'number':
                return e.value;
            case 'stat': {
                const v = stat(e.name);
                if (v === undefined) problem = { kind: 'unset', stat: e.name };
                return v ?? 0;
            }
            case 'negate':
                return -value(e.operand);
            case 'binary': {
                const l = value(e.left);
                const r = value(e.right);
                if (e.op === '/') {
                    if (r === 0) problem ??= { kind: 'divisor-zero' };
                    return r === 0 ? 0 : Math.floor(l / r);
                }
                return e.op === '+' ? l + r : e.op === '-' ? l - r : l * r;
            }
            default:
                problem ??= { kind: 'rolled' };
                return 0;
        }
    };
    const n = value(expr);
    if (problem) return problem;
    // Products of large stats may overflow to ±Infinity (or NaN): `countWithinLimits` refuses those too.
    return { kind: 'count', value: n };
}

/** Whether a count can be rolled: a whole number from 0 to `DICE_LIMITS.maxDicePerTerm`. */
export function countWithinLimits(count: number): boolean {
    return Number.isInteger(count) && count >= 0 && count <= DICE_LIMITS.maxDicePerTerm;
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
            for (const item of node.items) diceLiterals(item, out, depth + 1);
            break;
        case 'GroupExpr':
            for (const item of node.items) diceLiterals(item, out, depth + 1);
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
            return Math.max(diceDepth(node.inner, depth + 1), ...node.items.map(item => diceDepth(item, depth + 1)));
        case 'GroupExpr':
            return Math.max(depth + 1, ...node.items.map(item => diceDepth(item, depth + 1)));
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
