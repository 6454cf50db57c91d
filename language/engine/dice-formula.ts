/**
 * A dice formula typed as text outside a .strife file (`strife roll "4d6kh3+2"`, `strife odds`):
 * numbers, dice tokens in the notation of `dice-notation.ts`, `+ - * /`, unary minus and
 * parentheses. Stat names and dice increments (`1d`) belong to an encounter and are refused here.
 */
import { checkDiceTerm, parseDiceToken, type DiceExpr } from './dice-notation.js';

/** Longest formula accepted, in characters, and deepest nesting of parentheses and unary minus. */
export const FORMULA_LIMITS = Object.freeze({ maxLength: 500, maxDepth: 64 });

/** The same dice token the grammar's DICE terminal matches. */
const DICE_TOKEN = /^(\d+d(\d+|%)?|d(\d+|%))((kh|kl|dh|dl|ro|rr|r|mi|ma|cs|cf|!!|!|e)(<=|>=|<|>|=)?\d*)*/;
const NUMBER = /^\d+/;

type Token = { kind: 'dice'; text: string; at: number } | { kind: 'number'; value: number; at: number } | { kind: 'op'; op: string; at: number };

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
        const dice = DICE_TOKEN.exec(rest);
        if (dice) {
            tokens.push({ kind: 'dice', text: dice[0], at });
            at += dice[0].length;
            continue;
        }
        const number = NUMBER.exec(rest);
        if (number) {
            const value = Number(number[0]);
            if (!Number.isSafeInteger(value)) throw new FormulaError(`The number ${number[0]} is too large.`);
            tokens.push({ kind: 'number', value, at });
            at += number[0].length;
            continue;
        }
        if ('+-*/()'.includes(rest[0])) {
            tokens.push({ kind: 'op', op: rest[0], at });
            at++;
            continue;
        }
        const word = /^[A-Za-z_]\w*/.exec(rest)?.[0];
        throw new FormulaError(
            word
                ? `"${word}" is not dice notation; only dice, numbers, + - * / and parentheses are allowed here (no stat names).`
                : `Unexpected "${rest[0]}" at column ${at + 1}.`,
        );
    }
    return tokens;
}

/**
 * Parses a dice formula such as `2d6+3`, `4d6kh3`, `(1d8+2)*2` or `10d10!`. Never throws.
 * @returns `{ expr }`, or `{ error }`: one English sentence saying what is wrong (empty text, text past
 * {@link FORMULA_LIMITS}, unknown characters or words, a dice increment, a dice term that cannot be
 * rolled such as `1001d6` or `1d0`, unbalanced parentheses).
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
        const describe = (t: Token | undefined) => (t === undefined ? 'the end' : t.kind === 'op' ? `"${t.op}"` : `column ${t.at + 1}`);
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
            if (t?.kind === 'dice') {
                const parsed = parseDiceToken(t.text);
                if ('error' in parsed) throw new FormulaError(parsed.error);
                if ('increment' in parsed)
                    throw new FormulaError(`"${t.text}" is a dice increment, which only a ruleset can resolve; write e.g. ${t.text}6.`);
                const problem = checkDiceTerm(parsed.term).find(p => p.severity === 'error');
                if (problem) throw new FormulaError(problem.message);
                return { kind: 'dice', term: parsed.term };
            }
            if (t?.kind === 'op' && t.op === '(') {
                const inner = sum(depth + 1);
                if (!peekOp(')')) throw new FormulaError(`Expected ")" but found ${describe(tokens[next])}.`);
                next++;
                return inner;
            }
            throw new FormulaError(`Expected a number, dice or "(" but found ${describe(t)}.`);
        };
        const expr = sum(0);
        if (next < tokens.length) throw new FormulaError(`Unexpected ${describe(tokens[next])} after the formula.`);
        return { expr };
    } catch (error) {
        if (error instanceof FormulaError) return { error: error.message };
        throw error;
    }
}
