/**
 * How a formula is written back (`formatExpr`: the log, hovers, `strife odds`): only the parentheses
 * the structure needs. Found by `npm run mutate`: no test grouped to the right or negated twice.
 */
import { describe, expect, it } from 'vitest';
import { formatExpr, parseDiceToken, type DiceExpr } from '../../language/engine/dice.js';

const num = (value: number): DiceExpr => ({ kind: 'number', value });
const bin = (op: '+' | '-' | '*' | '/', left: DiceExpr, right: DiceExpr): DiceExpr => ({ kind: 'binary', op, left, right });
const neg = (operand: DiceExpr): DiceExpr => ({ kind: 'negate', operand });
const d6: DiceExpr = (() => {
    const parsed = parseDiceToken('1d6');
    if (!('term' in parsed)) throw new Error('1d6 did not parse');
    return { kind: 'dice', term: parsed.term };
})();

describe('formatExpr groups to the right only where it changes the value', () => {
    it.each([
        [bin('+', num(1), bin('+', num(2), num(3))), '1 + 2 + 3'], // (a + b) + c = a + (b + c)
        [bin('-', num(1), bin('+', num(2), num(3))), '1 - (2 + 3)'],
        [bin('*', num(2), bin('*', num(3), num(4))), '2*3*4'],
        [bin('*', num(2), bin('/', num(3), num(4))), '2*(3/4)'], // flooring: 2*(3/4) = 0, 2*3/4 = 1
        [bin('/', num(8), bin('*', num(4), num(2))), '8/(4*2)'],
        [bin('/', num(8), bin('/', num(4), num(2))), '8/(4/2)'],
        [bin('*', num(2), bin('+', num(3), num(4))), '2*(3 + 4)'],
        [bin('+', num(2), bin('*', num(3), num(4))), '2 + 3*4'],
    ])('%j → %s', (expr, text) => {
        expect(formatExpr(expr)).toBe(text);
    });

    it('negates a term, a negation or a negative number without parentheses, a sum or product with them', () => {
        expect(formatExpr(neg(d6))).toBe('-1d6');
        expect(formatExpr(neg(neg(d6)))).toBe('--1d6');
        expect(formatExpr(neg(num(-3)))).toBe('--3');
        expect(formatExpr(neg(bin('+', d6, num(1))))).toBe('-(1d6 + 1)');
        expect(formatExpr(neg(bin('*', d6, num(2))))).toBe('-(1d6*2)');
        expect(formatExpr(bin('*', num(2), num(-3)))).toBe('2*-3');
    });
});
