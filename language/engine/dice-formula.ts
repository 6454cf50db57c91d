/**
 * A dice formula typed as text outside a .strife file (`strife roll "4d6kh3+2"`, `strife odds`):
 * numbers, dice tokens in the notation of `dice-notation.ts`, `+ - * /`, unary minus and
 * parentheses. Stat names and dice increments (`1d`) belong to an encounter and are refused here.
 */
import { readGroup } from './dice-group.js';
import { checkDiceTerm, DICE_LIMITS, DICE_TOKEN_SOURCE, parseDiceToken, type DiceExpr, type DiceTerm } from './dice-notation.js';
import { diceRange } from './dice-stats.js';

/** Longest formula accepted, in characters, and deepest nesting of parentheses and unary minus. */
export const FORMULA_LIMITS = Object.freeze({ maxLength: 500, maxDepth: 64 });

/** The same dice token the grammar's DICE terminal matches. */
const DICE_TOKEN = new RegExp(`^${DICE_TOKEN_SOURCE}`);
const NUMBER = /^\d+/;
/** The modifiers written right after a group's `}` or a set's `)`: `kh1`, `>10`, `k>3`. */
const GROUP_MODIFIERS = /^[a-zA-Z!<>=][a-zA-Z!<>=\d]*/;

type Token =
    | { kind: 'dice'; text: string; at: number }
    | { kind: 'number'; value: number; at: number }
    | { kind: 'op'; op: string; at: number }
    | { kind: 'modifiers'; text: string; at: number };

class FormulaError extends Error {}

function tokenize(text: string): Token[] {
    const tokens: Token[] = [];
    let at = 0;
    while (at < text.length) {
        const rest = text.slice(at);
        const space = /^\s+/.exec(rest);
        if (space) {
            at += space[0].length;
            continue;
        }
        const previous = tokens[tokens.length - 1];
        const mods = previous?.kind === 'op' && (previous.op === ')' || previous.op === '}') ? GROUP_MODIFIERS.exec(rest) : null;
        if (mods) {
            tokens.push({ kind: 'modifiers', text: mods[0], at });
            at += mods[0].length;
            continue;
        }
        const dice = DICE_TOKEN.exec(rest);
        if (dice) {
            tokens.push({ kind: 'dice', text: dice[0], at });
            at += dice[0].length;
            continue;
        }
        const number = NUMBER.exec(rest);
        if (number) {
            const value = Number(number[0]);
            if (!(value <= DICE_LIMITS.maxFormulaNumber))
                throw new FormulaError(
                    `A number in a formula is a whole number from 0 to ${DICE_LIMITS.maxFormulaNumber.toLocaleString('en-US')}; ${number[0]} is outside. [number-out-of-range]`,
                );
            tokens.push({ kind: 'number', value, at });
            at += number[0].length;
            continue;
        }
        if ('+-*/(){},'.includes(rest[0])) {
            tokens.push({ kind: 'op', op: rest[0], at });
            at++;
            continue;
        }
        const word = /^[A-Za-z_]\w*/.exec(rest)?.[0];
        throw new FormulaError(
            word
                ? `"${word}" is not dice notation; only dice, numbers, + - * /, parentheses and groups {…} are allowed here (no stat names${/^(adv|dis)/i.test(word) ? `; for ${/^adv/i.test(word) ? 'advantage write 2d20kh1' : 'disadvantage write 2d20kl1'}` : ''}). [dice-malformed]`
                : `Unexpected "${rest[0]}" at column ${at + 1}. [dice-malformed]`,
        );
    }
    return tokens;
}

/** A dice term as the command line accepts it: what a file would flag, error or warning, is refused with the same code. */
function checkedTerm(text: string): DiceExpr {
    const parsed = parseDiceToken(text);
    if ('error' in parsed) throw new FormulaError(`${parsed.error} [${parsed.code}]`);
    if ('increment' in parsed)
        throw new FormulaError(`"${text}" is a dice increment, which only a ruleset can resolve; write e.g. ${text}6. [dice-malformed]`);
    return refuseProblems(parsed.term);
}

function refuseProblems(term: DiceTerm): DiceExpr {
    // `0d6` totals 0 (Avrae): a file's warning, not a refusal.
    const problem = checkDiceTerm(term).find(p => p.code !== 'dice-zero-count');
    if (problem) throw new FormulaError(`${problem.message} [${problem.code}]`);
    return { kind: 'dice', term };
}

/**
 * The lowest and highest totals. A divisor that can be 0 is refused here, before any roll, as a
 * file reports it (`dice-divisor-zero`): a roll must not depend on the dice whether it fails.
 */
function totalRange(expr: DiceExpr): { min: number; max: number } {
    try {
        return diceRange(expr, () => 0);
    } catch (error) {
        if (error instanceof RangeError && /divisor/i.test(error.message)) {
            throw new FormulaError(
                `A divisor in this formula can be 0, so some rolls have no total; divide by something that is never 0. [dice-divisor-zero]`,
            );
        }
        if (error instanceof RangeError) throw new FormulaError(`${error.message} [dice-malformed]`);
        throw error;
    }
}

/**
 * Parses a dice formula such as `2d6+3`, `4d6kh3`, `(1d8+2)*2` or `10d10!`. Never throws.
 * @returns `{ expr }`, or `{ error }`: one English sentence saying what is wrong (empty text, text past
 * {@link FORMULA_LIMITS}, unknown characters or words, a dice increment, unbalanced parentheses), or
 * what a .strife file would flag, with the same code in brackets: a dice term it reports, error or
 * warning (`1001d6` [dice-too-many], `2d20kh3` [dice-keep-too-many], `4d6dl5` [dice-drop-too-many]),
 * a number past `DICE_LIMITS.maxFormulaNumber`, totals past ±`maxFormulaTotal`.
 */
export function parseDiceFormula(text: string): { expr: DiceExpr } | { error: string } {
    if (text.trim() === '') return { error: 'The formula is empty; write e.g. 2d6+3.' };
    if (text.length > FORMULA_LIMITS.maxLength) return { error: `The formula is longer than ${FORMULA_LIMITS.maxLength} characters.` };
    try {
        const tokens = tokenize(text);
        let next = 0;
        const peekOp = (...ops: string[]) => {
            const t = tokens[next];
            return t?.kind === 'op' && ops.includes(t.op) ? t.op : undefined;
        };
        const describe = (t: Token | undefined) =>
            t === undefined ? 'the end' : t.kind === 'op' ? `"${t.op}"` : t.kind === 'modifiers' ? `"${t.text}"` : `column ${t.at + 1}`;
        const sum = (depth: number): DiceExpr => {
            let left = product(depth);
            for (let op = peekOp('+', '-'); op; op = peekOp('+', '-')) {
                next++;
                left = { kind: 'binary', op: op as '+' | '-', left, right: product(depth) };
            }
            return left;
        };
        const product = (depth: number): DiceExpr => {
            let left = unary(depth);
            for (let op = peekOp('*', '/'); op; op = peekOp('*', '/')) {
                next++;
                left = { kind: 'binary', op: op as '*' | '/', left, right: unary(depth) };
            }
            return left;
        };
        const unary = (depth: number): DiceExpr => {
            if (depth > FORMULA_LIMITS.maxDepth) throw new FormulaError(`The formula nests deeper than ${FORMULA_LIMITS.maxDepth} levels.`);
            if (peekOp('-')) {
                next++;
                return { kind: 'negate', operand: unary(depth + 1) };
            }
            if (peekOp('+')) {
                next++;
                return unary(depth + 1);
            }
            return atom(depth);
        };
        const atom = (depth: number): DiceExpr => {
            const t = tokens[next++];
            if (t?.kind === 'number') return { kind: 'number', value: t.value };
            if (t?.kind === 'dice') return checkedTerm(t.text);
            if (t?.kind === 'op' && (t.op === '(' || t.op === '{')) {
                const close = t.op === '(' ? ')' : '}';
                const items = [sum(depth + 1)];
                let set = t.op === '{';
                while (peekOp(',')) {
                    next++;
                    set = true;
                    if (peekOp(close)) break; // Avrae's trailing comma: `(1d6,)` is a set of one
                    items.push(sum(depth + 1));
                }
                if (!peekOp(close)) throw new FormulaError(`Expected "${close}" but found ${describe(tokens[next])}. [dice-malformed]`);
                next++;
                const mods = tokens[next]?.kind === 'modifiers' ? (tokens[next++] as { text: string }).text : undefined;
                // The group as a file reads it (dice-group.ts); one dice term with a selector is a term, checked as written ones are.
                const group = readGroup(items, set, mods);
                if ('error' in group) throw new FormulaError(`${group.error} [${group.code}]`);
                return group.expr.kind === 'dice' && mods !== undefined ? refuseProblems(group.expr.term) : group.expr;
            }
            throw new FormulaError(`Expected a number, dice, "(" or "{" but found ${describe(t)}. [dice-malformed]`);
        };
        const expr = sum(0);
        if (next < tokens.length) throw new FormulaError(`Unexpected ${describe(tokens[next])} after the formula.`);
        const total = totalRange(expr);
        if (Math.abs(total.min) > DICE_LIMITS.maxFormulaTotal || Math.abs(total.max) > DICE_LIMITS.maxFormulaTotal)
            throw new FormulaError(
                `This formula totals from ${total.min} to ${total.max}; a formula's totals stay within ±${DICE_LIMITS.maxFormulaTotal.toLocaleString('en-US')}. [dice-total-out-of-range]`,
            );
        return { expr };
    } catch (error) {
        if (error instanceof FormulaError) return { error: error.message };
        throw error;
    }
}
