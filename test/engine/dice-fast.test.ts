/**
 * The simulation path (`rollTotal` / `termTotal`, dice-fast.ts) against the logging path
 * (`rollExpr` / `rollTerm`): same seed ⇒ same total and the same dice drawn, for every kind of
 * modifier. A simulation that drifted from the log would report odds of fights nobody can replay.
 */
import { describe, expect, it } from 'vitest';
import { parseDiceToken, rollExpr, rollTerm, rollTotal, termTotal, type DiceExpr, type DiceTerm } from '../../language/engine/dice.js';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { SeededRng } from '../../language/engine/rng.js';

function term(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`${token} did not parse: ${JSON.stringify(parsed)}`);
    return parsed.term;
}
const dice = (token: string): DiceExpr => ({ kind: 'dice', term: term(token) });
const num = (value: number): DiceExpr => ({ kind: 'number', value });
const bin = (op: '+' | '-' | '*' | '/', left: DiceExpr, right: DiceExpr): DiceExpr => ({ kind: 'binary', op, left, right });
const stat = (name: string): number => (name === 'power' ? 3 : -2);

/** Every modifier, alone and combined, including the ones that interact (rerolls before clamps before explosions). */
const TOKENS = [
    '3d6',
    'd%',
    '0d6',
    '1d1',
    '1d1!',
    '4d6kh3',
    '4d6kh',
    '4d6kl3',
    '4d6dh1',
    '4d6dl1',
    '2d20kh1',
    '2d20kl1',
    '6d6kh4dl1',
    '5d10dh1dl1',
    '3d6kh5',
    '3d6dl4',
    '3d6r1',
    '3d6rr<3',
    '4d6ro<3',
    '3d6ro1r2',
    '2d4r<4',
    '8d6!',
    '1d10!',
    '2d6!>4',
    '3d6e5!1',
    '4d6!kh3',
    '5d6!dl2',
    '1d2!',
    '2d6!!',
    '3d6!!>4',
    '4d6!!kh2',
    '3d4!!cs>=6',
    '10d10cs>=7',
    '10d10cs>=8cf',
    '8d10cs>7cf<3',
    '6d6cf',
    '5d10cs>=6kh3',
    '6d10!cs>=8',
    '4d6mi2',
    '4d6ma4',
    '4d6mi3ma4',
    '4d6ma2mi5',
    '3d6mi7!',
    '3d6ma3!>=3',
    '4d6mi2cs>=3',
    '3d6r1mi2!kh2',
    '4d8ro<3!cs>=7dl1',
    // Issue 26: the notations of Roll20, Foundry VTT and Avrae.
    '4d6k3',
    '4d6d1',
    '4d6pl1',
    '10d10>7',
    '10d10>7f1',
    '4dF',
    '4dFkh2',
    '4dF!',
    '6dFcs=1cf<0',
    '3d6!p',
    '3d6!pkh2',
    '3d6xo',
    '4d6x>4',
    '4d6min3max5',
    '10d6k>3',
    '10d6p<3',
    '10d6!p<3',
    '6d6!!k>8',
    '4d6ra6',
    '4d6r1ra6',
    '4d6!ra6',
    '3d6rol1',
    '3d6roh1',
    '3d6ral1',
    '3d6rah1mi2',
    '4d6!rol1',
    '5d6rol2',
    '5d6kh3ra6',
    '6d6k>2kl2',
    '4d6ra6cs>=5',
    '4d6eh1',
    '4d6el1',
    '1d20eh1',
    '4d6eh2',
    '4d6r1eh1',
    '4d6kh3eh1',
];

/**
 * Formulas as the engine writes them: terms with stats, negative terms, products and divisions.
 * Built when a test asks, not when the file loads: reading a formula computes its range, and code run
 * at load makes every mutant it reaches a static one for Stryker (every test runs for each).
 */
const expressions = (): [string, DiceExpr][] => [
    ['1d20 + power', bin('+', dice('1d20'), { kind: 'stat', name: 'power' })],
    ['2d6 - 1d4kh1', bin('-', dice('2d6'), dice('1d4kh1'))],
    ['-(4d6dl1) + 3', bin('+', { kind: 'negate', operand: dice('4d6dl1') }, num(3))],
    ['8d6! - 2d6!! * 2', bin('-', dice('8d6!'), bin('*', dice('2d6!!'), num(2)))],
    ['(10d10cs>=7 - 3d6ro1) / 2', bin('/', bin('-', dice('10d10cs>=7'), dice('3d6ro1')), num(2))],
    ['-3d6r1 + might', bin('+', { kind: 'negate', operand: dice('3d6r1') }, { kind: 'stat', name: 'might' })],
    // Groups (issue 26): compiled to closures on the fast path.
    ...['{1d20+5, 1d20+3}kh1', '{1d20+5, 1d20+3}kl1', '{2d6, 1d8, 3}dl1', '(1d4, 2+2, 3d6kl1)kh1', '{3d6, 2d8}>9', '{1d6/2, -1d4}k>0'].map(
        (f): [string, DiceExpr] => {
            const parsed = parseDiceFormula(f);
            if ('error' in parsed) throw new Error(parsed.error);
            return [f, parsed.expr];
        },
    ),
];

describe('dice fast path (rollTotal) against the logging path (rollExpr)', () => {
    it('every notation: same total and same dice drawn, seed by seed, many rolls in a row', () => {
        for (const token of TOKENS) {
            const t = term(token);
            for (let seed = 1; seed <= 60; seed++) {
                const slow = new SeededRng(seed);
                const fast = new SeededRng(seed);
                // Several rolls on one generator: a path that drew one die too many would drift.
                for (let roll = 0; roll < 8; roll++) {
                    const expected = rollTerm(t, slow).total;
                    expect(termTotal(t, fast), `${token} seed ${seed} roll ${roll}`).toBe(expected);
                    expect(fast.drawCount, `${token} seed ${seed} roll ${roll}: dice drawn`).toBe(slow.drawCount);
                }
            }
        }
    });

    it('whole formulas: same totals and draws through rollTotal and rollExpr', () => {
        for (const [label, expr] of expressions()) {
            for (let seed = 1; seed <= 200; seed++) {
                const slow = new SeededRng(seed);
                const fast = new SeededRng(seed);
                expect(rollTotal(expr, fast, stat), `${label} seed ${seed}`).toBe(rollExpr(expr, slow, stat).total);
                expect(fast.drawCount, `${label} seed ${seed}: dice drawn`).toBe(slow.drawCount);
            }
        }
    });

    it('a face that explodes at every draw stops at the limit on both paths', () => {
        for (const token of ['1d1!', '2d1!!', '3d1!kh2', '2d1!cs>=1']) {
            const slow = new SeededRng(5);
            const fast = new SeededRng(5);
            expect(termTotal(term(token), fast), token).toBe(rollTerm(term(token), slow).total);
            expect(fast.drawCount, token).toBe(slow.drawCount);
        }
    });

    it('a keep/drop pool larger than the first buffer (hundreds of dice, with explosions) still agrees', () => {
        const t = term('300d6!kh150');
        for (let seed = 1; seed <= 5; seed++) {
            const slow = new SeededRng(seed);
            const fast = new SeededRng(seed);
            expect(termTotal(t, fast)).toBe(rollTerm(t, slow).total);
            expect(fast.drawCount).toBe(slow.drawCount);
        }
    });

    it('the simulation path shows its draws to an open recording, like the logging path', () => {
        const rng = new SeededRng(11);
        const { result, draws } = rng.record(() => termTotal(term('4d6r1!kh3'), rng));
        const replay = new SeededRng(11);
        expect(result).toBe(rollTerm(term('4d6r1!kh3'), replay).total);
        expect(draws.length).toBe(replay.drawCount);
    });

    it('a term copied with another count (as rulesets resolve dice counts) rolls its own count, not the cached one', () => {
        const original = term('4d6kh3');
        termTotal(original, new SeededRng(1)); // compiles and caches the original's fast form
        const copy: DiceTerm = { ...original, count: 6, notation: '6d6kh3' };
        const slow = new SeededRng(2);
        const fast = new SeededRng(2);
        expect(termTotal(copy, fast)).toBe(rollTerm(copy, slow).total);
        expect(fast.drawCount).toBe(6);
    });

    it('a frozen term rolls the same as any other', () => {
        const frozen = Object.freeze(term('5d10cs>=6kh3'));
        for (let seed = 1; seed <= 20; seed++) {
            const slow = new SeededRng(seed);
            const fast = new SeededRng(seed);
            expect(termTotal(frozen, fast)).toBe(rollTerm(frozen, slow).total);
            expect(termTotal(frozen, fast)).toBe(rollTerm(frozen, slow).total);
        }
    });

    it('refuses an unrollable term with the same error as the logging path', () => {
        expect(() => termTotal(term('100001d6kh3'), new SeededRng(1))).toThrow(RangeError); // past DICE_LIMITS.maxDicePerRoll
        expect(() => termTotal(term('1d0'), new SeededRng(1))).toThrow(RangeError);
    });
});
