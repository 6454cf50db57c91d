/**
 * Edges of the dice code that mutation testing (issue 31) found untested: the formula rewrites the
 * rulesets use (dice-transform.ts), the options and columns of `strife odds` (dice-odds.ts), and rolling
 * on scripted faces (dice-roll.ts: the log's path and the simulation's compiled one).
 * Expected values are worked out by hand or by enumerating faces here, never by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { parseDiceToken, type DiceExpr, type DiceTerm } from '../../language/engine/dice-notation.js';
import { diceOdds, opposedOdds } from '../../language/engine/dice-odds.js';
import { compileTotal, formatRoll, formatTerm, rollExpr, rollTotal } from '../../language/engine/dice-roll.js';
import { convolve, diceRange, distribution } from '../../language/engine/dice-stats.js';
import {
    countIncrements,
    firstDiceTerm,
    mapDice,
    multiplyDice,
    resizeTerm,
    withoutDice,
    withStatValues,
} from '../../language/engine/dice-transform.js';
import { SeededRng } from '../../language/engine/rng.js';
import { ScriptedRng } from '../arena.js';

function parse(text: string): DiceExpr {
    const parsed = parseDiceFormula(text);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.expr;
}

function term(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`${token} is not a term`);
    return parsed.term;
}

const inc = (steps: number): DiceExpr => ({ kind: 'increment', steps });
const dice = (token: string): DiceExpr => ({ kind: 'dice', term: term(token) });
const num = (value: number): DiceExpr => ({ kind: 'number', value });
const bin = (op: '+' | '-' | '*' | '/', left: DiceExpr, right: DiceExpr): DiceExpr => ({ kind: 'binary', op, left, right });

describe('dice increments in a formula (Rise: `+1d`, `-2d`)', () => {
    it('add up with their signs: + adds, - subtracts, a negation flips, other operators and leaves count none', () => {
        expect(countIncrements(inc(2))).toBe(2);
        expect(countIncrements(bin('+', dice('2d6'), inc(1)))).toBe(1);
        expect(countIncrements(bin('+', inc(1), inc(2)))).toBe(3);
        expect(countIncrements(bin('-', inc(3), inc(1)))).toBe(2);
        expect(countIncrements(bin('-', dice('2d6'), inc(1)))).toBe(-1);
        expect(countIncrements({ kind: 'negate', operand: inc(2) })).toBe(-2);
        expect(countIncrements(bin('*', inc(2), num(3)))).toBe(0);
        expect(countIncrements(dice('2d6'))).toBe(0);
    });
});

describe('mapping the dice of a formula', () => {
    const twice = (t: DiceTerm): DiceExpr => ({ kind: 'dice', term: { ...t, count: t.count * 2 } });

    it('reaches dice under a negation and in a group, and keeps the rest of the formula', () => {
        const negated = mapDice({ kind: 'negate', operand: dice('1d6') }, twice);
        expect(negated).toMatchObject({ kind: 'negate', operand: { kind: 'dice', term: { count: 2, sides: 6 } } });
        const group = parse('{1d4, 3}kh1');
        const mapped = mapDice(group, twice);
        expect(mapped).toMatchObject({
            kind: 'group',
            modifiers: [{ kind: 'keep' }],
            items: [
                { kind: 'dice', term: { count: 2, sides: 4 } },
                { kind: 'number', value: 3 },
            ],
        });
    });

    it('turns an increment into 0 unless told what to make of it', () => {
        expect(mapDice(bin('+', dice('1d6'), inc(2)), twice)).toMatchObject({ right: { kind: 'number', value: 0 } });
        expect(mapDice(inc(2), twice, steps => num(steps * 10))).toEqual(num(20));
    });

    it('withoutDice keeps only the flat part (a glancing blow): 2d6 + 3 is 0 + 3', () => {
        expect(withoutDice(parse('2d6+3'))).toEqual(bin('+', num(0), num(3)));
    });
});

describe('a formula with its stats as numbers (what a simulation rolls)', () => {
    const stats: Record<string, number> = { power: 3, strength: -2 };
    const stat = (name: string): number => stats[name] ?? 0;
    const st = (name: string): DiceExpr => ({ kind: 'stat', name });
    // Formulas written in a stat block name stats; the dice parser does not, so they are built here.
    const group = parse('{1d4, 5}kh1') as Extract<DiceExpr, { kind: 'group' }>;
    const groupWithPower: DiceExpr = { ...group, items: [group.items[0], st('power')] };

    it("puts each stat's value in its place, under a negation and in a group too", () => {
        expect(withStatValues(bin('+', dice('1d10'), st('power')), stat)).toEqual(bin('+', dice('1d10'), num(3)));
        expect(withStatValues({ kind: 'negate', operand: st('strength') }, stat)).toEqual({ kind: 'negate', operand: num(-2) });
        expect(withStatValues(groupWithPower, stat)).toMatchObject({ items: [{ kind: 'dice' }, num(3)] });
    });

    it('rolls the same totals from the same seed as the formula with its stats', () => {
        const formulas = [
            bin('+', dice('1d10!'), st('power')),
            bin('-', dice('2d6'), bin('*', st('strength'), num(2))),
            bin('+', groupWithPower, num(1)),
            bin('/', dice('3d6kh2'), st('power')),
        ];
        for (const expr of formulas) {
            const a = new SeededRng(7);
            const b = new SeededRng(7);
            const withStats = Array.from({ length: 200 }, () => rollTotal(expr, a, stat));
            const asNumbers = Array.from({ length: 200 }, () => rollTotal(withStatValues(expr, stat), b, () => Number.NaN));
            expect(asNumbers).toEqual(withStats);
        }
    });

    it('made ready to roll once (compileTotal), rolls the same totals from the same seed, stats or not', () => {
        const formulas = [
            bin('+', dice('1d10'), num(3)),
            bin('+', dice('1d10!'), st('power')),
            bin('-', dice('2d6'), bin('*', st('strength'), num(2))),
            bin('+', groupWithPower, num(1)),
            { kind: 'negate', operand: dice('3d6kh2') } as DiceExpr,
        ];
        for (const expr of formulas) {
            const a = new SeededRng(11);
            const b = new SeededRng(11);
            const roll = compileTotal(expr);
            const walked = Array.from({ length: 200 }, () => rollTotal(expr, a, stat));
            expect(Array.from({ length: 200 }, () => roll(b, stat))).toEqual(walked);
        }
    });
});

describe('the first dice term of a formula, in reading order', () => {
    it('looks left first, then right, through negations and group items', () => {
        expect(firstDiceTerm(parse('1d4+1d6'))?.sides).toBe(4);
        expect(firstDiceTerm(parse('3+1d6'))?.sides).toBe(6);
        expect(firstDiceTerm(parse('-1d8'))?.sides).toBe(8);
        expect(firstDiceTerm(parse('{3, 2d10}kh1'))?.sides).toBe(10);
        expect(firstDiceTerm(parse('{3, 4}kh1'))).toBeUndefined();
        expect(firstDiceTerm(num(5))).toBeUndefined();
    });
});

describe('resizing a term keeps its written modifiers', () => {
    it('multiplying dice keeps the size and re-reads the modifiers: 1d6! is 2d6!, 10d6kh3 is 20d6kh3, 1d20kh1 is 3d20kh1', () => {
        expect((multiplyDice(dice('1d6!'), 2) as { term: DiceTerm }).term).toEqual(term('2d6!'));
        expect((multiplyDice(dice('10d6kh3'), 2) as { term: DiceTerm }).term).toEqual(term('20d6kh3'));
        expect((multiplyDice(dice('1d20kh1'), 3) as { term: DiceTerm }).term).toEqual(term('3d20kh1'));
        expect((multiplyDice(dice('2d6'), 2) as { term: DiceTerm }).term).toEqual(term('4d6'));
    });

    it('a default that follows the size follows the new size: 1d6! moved to a d8 explodes on 8', () => {
        expect(resizeTerm(term('1d6!'), 1, 8)).toEqual(term('1d8!'));
    });

    it('Fate dice moved to another size become that size', () => {
        expect(resizeTerm(term('4dF'), 2, 6)).toEqual(term('2d6'));
    });
});

describe('odds: the explosion depth (--explode-depth)', () => {
    it('takes a whole number from 0 to 100 and refuses one past either end or a fraction', () => {
        for (const bad of [-1, 101, 2.5]) {
            expect(() => diceOdds(parse('1d6!'), { explodeDepth: bad })).toThrow(/explosion depth is a whole number from 0 to 100; .* is outside/);
        }
        const none = diceOdds(parse('1d6!'), { explodeDepth: 0 });
        expect(none.rows.map(r => [r.value, r.p])).toEqual([1, 2, 3, 4, 5, 6].map(v => [v, expect.closeTo(1 / 6, 12)]));
        expect(none.explodeDepth).toBe(0);
        expect(none.unbounded).toBeUndefined();
        // At the engine's own limit, the depth is still one the reader asked for: bounded, 6 × 101 at most.
        const deepest = diceOdds(parse('1d6!'), { explodeDepth: 100 });
        expect(deepest.explodeDepth).toBe(100);
        expect(deepest.unbounded).toBeUndefined();
        expect(deepest.max).toBe(606);
        expect('explodeDepth' in diceOdds(parse('1d6!'))).toBe(false);
    });

    it('a term with no dice, or whose explosion no face meets, is not unbounded', () => {
        expect(diceOdds(parse('0d6!')).unbounded).toBeUndefined();
        // The formula reader refuses `1d6!>6` (dice-condition-never); a term built from the token is still answered right.
        const never = diceOdds(dice('1d6!>6'));
        expect(never.unbounded).toBeUndefined();
        expect([never.min, never.max]).toEqual([1, 6]);
    });
});

describe('odds: columns, percentiles and targets', () => {
    it('the percentiles of a d4 and a d20 land on the faces whose P(≤) is exactly the percentile', () => {
        // d4: P(≤ 1) = 25%, P(≤ 2) = 50%, P(≤ 3) = 75%; P(≤ 1) = 25% ≥ 5% and 10%; P(≤ 4) = 100% ≥ 90%, 95%.
        expect(diceOdds(parse('1d4')).percentiles).toEqual({ '5': 1, '10': 1, '25': 1, '50': 2, '75': 3, '90': 4, '95': 4 });
        // d20: P(≤ v) = v / 20, so the q-th percentile is face q / 5.
        expect(diceOdds(parse('1d20')).percentiles).toEqual({ '5': 1, '10': 2, '25': 5, '50': 10, '75': 15, '90': 18, '95': 19 });
    });

    it('the last row holds everything, P(≤) exactly 1', () => {
        for (const formula of ['1d6!', '3d7', '2d6ro1', '1d3*1d7', '4d6kh3']) expect(diceOdds(parse(formula)).rows.at(-1)!.atMost).toBe(1);
    });

    it('roll-under: P(≤ target), 0 below the lowest total, 1 above the highest; no target, no column', () => {
        // 2d6 ≤ 4: (1,1) (1,2) (2,1) (1,3) (2,2) (3,1) = 6 of 36.
        const odds = diceOdds(parse('2d6'), { under: 4 });
        expect(odds.under).toEqual({ target: 4, chance: expect.closeTo(6 / 36, 12) });
        expect(diceOdds(parse('2d6'), { under: 1 }).under!.chance).toBe(0);
        expect(diceOdds(parse('2d6'), { under: 12 }).under!.chance).toBe(1);
        expect(diceOdds(parse('2d6'), { under: 40 }).under!.chance).toBe(1);
        const plain = diceOdds(parse('2d6'));
        expect(plain.under).toBeUndefined();
        expect(plain.vs).toBeUndefined();
        expect('under' in plain || 'vs' in plain).toBe(false);
    });

    it('refuses a stat name: odds take dice and numbers only', () => {
        expect(() => diceOdds(bin('+', dice('1d6'), { kind: 'stat', name: 'str' }))).toThrow(
            'The formula names "str"; odds take dice and numbers only.',
        );
    });
});

describe('odds: opposed rolls (--against)', () => {
    /** Win, tie and lose of `a` against `b`, counted over every pair of faces. */
    function byHand(a: number[], b: number[]) {
        let win = 0;
        let tie = 0;
        let lose = 0;
        for (const x of a)
            for (const y of b) {
                if (x > y) win++;
                else if (x === y) tie++;
                else lose++;
            }
        const n = a.length * b.length;
        return { win: win / n, tie: tie / n, lose: lose / n };
    }
    const faces = (sides: number, plus = 0) => Array.from({ length: sides }, (_, i) => i + 1 + plus);

    it.each([
        ['1d6', '1d6', faces(6), faces(6)],
        ['1d4', '1d6', faces(4), faces(6)],
        ['1d6', '1d4+2', faces(6), faces(4, 2)],
        ['1d6+10', '1d6', faces(6, 10), faces(6)],
        ['1d6', '1d6+10', faces(6), faces(6, 10)],
    ])('%s against %s', (a, b, fa, fb) => {
        const got = opposedOdds(diceOdds(parse(a)), diceOdds(parse(b)));
        const want = byHand(fa, fb);
        expect(got.win).toBeCloseTo(want.win, 12);
        expect(got.tie).toBeCloseTo(want.tie, 12);
        expect(got.lose).toBeCloseTo(want.lose, 12);
    });
});

describe('odds: the sampling fallback', () => {
    it('draws as many samples as the 4,000,000-die budget allows, counting the dice of every part of the formula', () => {
        // 20 + 10 + 10 dice, none exact (20d10000 alone has 199,981 values): 4,000,000 / 40 = 100,000 samples.
        const odds = diceOdds(parse('(-(20d10000) + {10d10000, 10d10000}kh1) / 10000'));
        expect(odds.exact).toBe(false);
        const { samples, seed } = odds.sampling!;
        expect(samples).toBe(100_000);
        expect(seed).toBe(1);
        // Each probability is a count of samples over the number of samples, the rows ascending.
        let counted = 0;
        for (const row of odds.rows) {
            const n = row.p * samples;
            expect(row.p).toBeGreaterThan(0);
            expect(Math.abs(n - Math.round(n))).toBeLessThan(1e-6);
            counted += Math.round(n);
        }
        expect(counted).toBe(samples);
        const values = odds.rows.map(r => r.value);
        expect(values).toEqual([...values].sort((x, y) => x - y));
        expect(values.length).toBeGreaterThan(5);
        // The lowest total is still known: (−200,000 + 10) / 10,000 rounds down to −20.
        expect(odds.min).toBe(-20);
    });
});

/** Rolls `formula` on scripted faces both ways (the log's rollExpr and the simulation's rollTotal): every face used, the same total. */
function rollBoth(expr: DiceExpr, faces: number[], stat: (name: string) => number = () => 0) {
    const logged = new ScriptedRng([...faces]);
    const roll = rollExpr(expr, logged, stat);
    expect(logged.remaining).toBe(0);
    const simulated = new ScriptedRng([...faces]);
    expect(rollTotal(expr, simulated, stat)).toBe(roll.total);
    expect(simulated.remaining).toBe(0);
    return roll;
}

describe('rolling on scripted faces: the log and the simulation agree', () => {
    it.each([
        // `!!` and `!p` together: one compounded face, each added die one less: 6 + (6 − 1) + (3 − 1).
        ['1d6!!!p', [6, 6, 3], '1d6!!!p [13!] = 13'],
        // Several success conditions: a face meeting any one of them is a success.
        ['2d10cs>8cs=1', [1, 5], '2d10cs>8cs=1 [1*, 5] = 1'],
        ['2d10cs>=8cf=1', [1, 9], '2d10cs>=8cf=1 [1f, 9*] = 0'],
        // Avrae's ra and eh: the face that added a die is marked.
        ['2d6ra6', [6, 2, 4], '2d6ra6 [6!, 2, 4] = 12'],
        ['1d6eh1', [3, 5, 2], '1d6eh1 [3!, 5!, 2] = 10'],
        // Equal highest faces: the earlier rolled explodes, and the new 4 does not beat it.
        ['3d4eh1', [3, 4, 4, 4], '3d4eh1 [3, 4!, 4, 4] = 15'],
        // Keep/drop after a keep by face: over the dice still kept (2, 3, 4), not all four.
        ['4d6k>1dl1', [1, 2, 3, 4], '4d6k>1dl1 [~1~, ~2~, 3, 4] = 7'],
        ['4d6k>1kh2', [1, 2, 3, 4], '4d6k>1kh2 [~1~, ~2~, 3, 4] = 7'],
        ['0d6ra6', [], '0d6ra6 [] = 0'],
        // A keep by rank before ra: the dropped 1 is not looked at again.
        ['3d6kh2ra1', [1, 5, 6], '3d6kh2ra1 [~1~, 5, 6] = 11'],
        ['3d6kl2ra6', [6, 2, 3], '3d6kl2ra6 [~6~, 2, 3] = 5'],
        // Groups: a plain group adds its items; one that selects shows each item's value after it.
        ['{1d6, 3}', [2], '{1d6 [2], 3} = 5'],
        ['{1d6, 1d8}kh1', [3, 5], '{1d6 [3], 1d8 [5]}kh1 [~3~, 5] = 5'],
        ['{1d6, 1d8}dh1', [3, 5], '{1d6 [3], 1d8 [5]}dh1 [3, ~5~] = 3'],
        ['{1d6, 1d8}kh2', [3, 5], '{1d6 [3], 1d8 [5]}kh2 [3, 5] = 8'],
        ['{1d6, 1d8}', [3, 5], '{1d6 [3], 1d8 [5]} = 8'],
        // Group items of every shape (the simulation compiles each to its own closure): 3 + 3 + 3 + 8 + 2.
        [
            '{1d6-2, 1d4+1d4, 1d6-1d4, 1d6*2, 1d6/2}',
            [5, 1, 2, 6, 3, 4, 5],
            '{1d6 [5] - 2, 1d4 [1] + 1d4 [2], 1d6 [6] - 1d4 [3], 1d6 [4]*2, 1d6 [5]/2} = 19',
        ],
        ['{1d6!, 1}kh1', [6, 2], '{1d6! [6!, 2], 1}kh1 [8, ~1~] = 8'],
        ['{1dF, -2}kh1', [1], '{1dF [-1], -2}kh1 [-1, ~-2~] = -1'],
    ])('%s on %j', (formula, faces, text) => {
        expect(formatRoll(rollBoth(parse(formula), faces))).toBe(text);
    });

    it('a group keeps its items for the roll record', () => {
        const roll = rollBoth(parse('{1d6, 1d8}kh1'), [3, 5]);
        expect(roll.parts).toContainEqual({ kind: 'group', items: [expect.objectContaining({ value: 3 }), expect.objectContaining({ value: 5 })] });
    });

    it('a stat in a group is read from the caller', () => {
        expect(rollBoth(parse('{1d6, 4}kh1'), [2]).total).toBe(4);
        const withStat: DiceExpr = {
            kind: 'group',
            items: [dice('1d6'), { kind: 'stat', name: 'might' }],
            modifiers: [{ kind: 'keep', which: 'highest', count: 1 }],
            suffix: 'kh1',
        };
        expect(rollBoth(withStat, [2], name => (name === 'might' ? 4 : 0)).total).toBe(4);
    });

    it('a negated zero is 0, not −0', () => {
        expect(rollBoth(parse('-(1d6*0)'), [4]).total).toBe(0);
        expect(rollBoth(parse('{-(1d6*0)}'), [4]).total).toBe(0);
        // The higher of 0 and −1 is 0, not −0 (Math.max keeps a −0).
        expect(rollBoth(parse('{-(1d6*0), -1}kh1'), [4]).total).toBe(0);
        expect(rollBoth(parse('-1d6'), [4]).total).toBe(-4);
    });

    it('Avrae eh explodes at most 100 rounds, however many faces still beat the last', () => {
        // 1d200eh1 on 1, 2, 3, …: every new die beats the one before; rounds 0 to 100 add 101 dice.
        const faces = Array.from({ length: 102 }, (_, i) => i + 1);
        expect(rollBoth(parse('1d200eh1'), faces).total).toBe((102 * 103) / 2);
    });

    it('the dice ra or eh add are of the term’s size', () => {
        const roll = rollBoth(parse('2d6ra6'), [6, 2, 4]);
        expect(roll.terms[0].faces.map(f => f.sides)).toEqual([6, 6, 6]);
    });

    it('formatTerm shows one term as the log does', () => {
        expect(formatTerm(rollBoth(parse('1d10!'), [10, 3]).terms[0])).toBe('1d10! [10!, 3]');
    });
});

describe('rolling what cannot be rolled', () => {
    // Built in each test, not here: reading a formula computes its range, and code a describe body
    // runs makes every mutant it reaches a static one for Stryker (all tests run for it).
    const divisorZero = (): DiceExpr => bin('/', dice('1d6'), parse('1d2-1'));

    it('a divisor that rolls 0 stops the roll, quoting the formula, in the log and the simulation', () => {
        const zero = divisorZero();
        expect(() => rollExpr(zero, new ScriptedRng([3, 1]), () => 0)).toThrow('Division by zero in "1d6/(1d2 - 1)".');
        expect(() => rollTotal(zero, new ScriptedRng([3, 1]), () => 0)).toThrow('Division by zero in "1d6/(1d2 - 1)".');
        const group: DiceExpr = { kind: 'group', items: [zero, num(1)], modifiers: [], suffix: '' };
        expect(() => rollTotal(group, new ScriptedRng([3, 1]), () => 0)).toThrow('Division by zero in "1d6/(1d2 - 1)".');
    });

    it('an increment must be resolved first, in a group too', () => {
        expect(() => rollTotal(inc(1), new ScriptedRng([]), () => 0)).toThrow(/dice increment "1d" must be resolved/);
        const group: DiceExpr = { kind: 'group', items: [dice('1d6'), inc(1)], modifiers: [], suffix: '' };
        expect(() => rollTotal(group, new ScriptedRng([3]), () => 0)).toThrow(/dice increment "1d" must be resolved/);
    });

    it('a die past the size limit is refused in a group as alone', () => {
        const group: DiceExpr = {
            kind: 'group',
            items: [dice('1d20000'), num(1)],
            modifiers: [{ kind: 'keep', which: 'highest', count: 1 }],
            suffix: 'kh1',
        };
        expect(() => rollTotal(group, new ScriptedRng([5]), () => 0)).toThrow(RangeError);
    });
});

describe('a rolled group copied with other dice rolls the new dice', () => {
    it('doubling the dice of {1d6, 1d6}kh1 after it rolled draws four dice', () => {
        const group = parse('{1d6, 1d6}kh1');
        expect(rollTotal(group, new ScriptedRng([2, 5]), () => 0)).toBe(5);
        const doubled = multiplyDice(group, 2);
        const rng = new ScriptedRng([1, 2, 3, 4]);
        expect(rollTotal(doubled, rng, () => 0)).toBe(7);
        expect(rng.remaining).toBe(0);
    });

    it('a frozen group rolls too', () => {
        const group = Object.freeze(parse('{1d6, 1d8}kh1'));
        expect(rollTotal(group, new ScriptedRng([2, 7]), () => 0)).toBe(7);
        expect(rollTotal(group, new ScriptedRng([6, 1]), () => 0)).toBe(6);
    });
});

describe('the range of a group too large to count exactly', () => {
    // 10d10000 alone is past the exact distribution's budget, so these take the bounds path.
    it.each([
        // The higher of two 10..100,000 totals: 10 at the least, 100,000 at the most (not the 200,000 of both).
        ['{10d10000, 10d10000}kh1', 10, 100_000],
        // Three items, the highest dropped: both dice at 10 with the 5 is 10 + 5; at 100,000 it is 100,000 + 5.
        ['{10d10000, 10d10000, 5}dh1', 15, 100_005],
        // The lower of 20..200,000 and −100,000..−10.
        ['{20d10000, -(10d10000)}kl1', -100_000, -10],
    ])('%s runs from %d to %d', (formula, min, max) => {
        const range = diceRange(parse(formula), () => 0);
        expect([range.min, range.max]).toEqual([min, max]);
    });

    it('a group that counts successes is −1 to 1 per item', () => {
        const range = diceRange(parse('{10d10000, 10d10000}>50000'), () => 0);
        expect([range.min, range.max]).toEqual([-2, 2]);
    });
});

describe('exact distributions on their edges (dice-stats.ts), against faces enumerated here', () => {
    /** Every row of `formula`'s odds against `expected` (value → probability), to `digits`; no other value above 1e-9. */
    function matches(formula: string, expected: Map<number, number>, digits = 12): void {
        const odds = diceOdds(parse(formula));
        expect(odds.exact).toBe(true);
        for (const row of odds.rows) {
            if (expected.has(row.value)) expect(row.p, `${formula}: P(${row.value})`).toBeCloseTo(expected.get(row.value)!, digits);
            else expect(row.p, `${formula}: P(${row.value})`).toBeLessThan(1e-9);
        }
        for (const [v, p] of expected)
            if (p > 1e-9)
                expect(
                    odds.rows.some(r => r.value === v),
                    `${formula}: ${v} shown`,
                ).toBe(true);
    }
    const add = (m: Map<number, number>, v: number, p: number) => m.set(v, (m.get(v) ?? 0) + p);

    it('a reroll on the highest face: r6 leaves 1–5 at 1/5 each; ro6 gives 1–5 1/6 + 1/36 and 6 1/36', () => {
        matches('1d6r6', new Map([1, 2, 3, 4, 5].map(v => [v, 1 / 5])));
        matches('1d6ro6', new Map([...[1, 2, 3, 4, 5].map((v): [number, number] => [v, 1 / 6 + 1 / 36]), [6, 1 / 36]]));
    });

    it('a reroll on a Fate die reads its faces −1, 0, +1: ro<0 rerolls the −1 once', () => {
        // −1: 1/3 × 1/3; 0 and +1: 1/3 + 1/3 × 1/3.
        matches(
            '1dFro<0',
            new Map([
                [-1, 1 / 9],
                [0, 4 / 9],
                [1, 4 / 9],
            ]),
        );
    });

    it('1d6! is followed to 12 explosions, the first depth whose chance, (1/6)^12 ≈ 4.6e-10, is below 1e-9', () => {
        const rows = diceOdds(parse('1d6!')).rows;
        // 12 sixes and a last die of any face: 13 × 6 at the most.
        expect(rows.at(-1)!.value).toBe(78);
    });

    /** One `!!` `!p` die: k sixes then a face f of 1–5 adds 6 + 5 × (k − 1) + (f − 1) (each added die one less), or f alone. */
    function compoundPenetrating(): Map<number, number> {
        const out = new Map<number, number>();
        for (let k = 0; k <= 14; k++) for (let f = 1; f <= 5; f++) add(out, k === 0 ? f : 6 + 5 * (k - 1) + (f - 1), (1 / 6) ** (k + 1));
        return out;
    }

    it('!! with !p: one compounded face, each added die one less', () => {
        matches('1d6!!!p', compoundPenetrating(), 9);
    });

    it('!! with !p, the higher of two kept', () => {
        const one = compoundPenetrating();
        const atMost = (v: number) => [...one].filter(([x]) => x <= v).reduce((s, [, p]) => s + p, 0);
        const best = new Map<number, number>();
        for (const v of one.keys()) best.set(v, atMost(v) ** 2 - atMost(v - 1) ** 2);
        matches('2d6!!!pkh1', best, 9);
    });

    it('explosions on a low face that score below the faces that end the chain: 1d10!<2cs>9cf<2', () => {
        // Each 1 scores −1 and adds a die; the chain ends on 2–9 (0) or 10 (+1).
        const out = new Map<number, number>();
        for (let k = 0; k <= 14; k++) {
            add(out, -k, 0.1 ** k * 0.8);
            add(out, -k + 1, 0.1 ** k * 0.1);
        }
        matches('1d10!<2cs>9cf<2', out, 9);
    });

    it('twenty dice with Avrae ra or rol are counted exactly (the pool walk alone would be too large)', () => {
        // ra6: 20 × 3.5, plus one more die (3.5) when any shows a 6.
        expect(diceOdds(parse('20d6ra6')).mean).toBeCloseTo(70 + (1 - (5 / 6) ** 20) * 3.5, 9);
        // rol1: the lowest of 20 replaced by a fresh die; E[lowest] = Σ_k P(all ≥ k).
        let lowest = 0;
        for (let k = 1; k <= 6; k++) lowest += ((7 - k) / 6) ** 20;
        const rerolled = diceOdds(parse('20d6rol1'));
        expect(rerolled.exact).toBe(true);
        expect(rerolled.mean).toBeCloseTo(70 - lowest + 3.5, 9);
    });

    it('keep over dice that explode on every face: each die is a pool of 101 draws (a file may write it; the formula reader refuses it)', () => {
        // 2d6!>0kh1: 2 × 101 d6, the highest kept: P(highest = v) = (v/6)^202 − ((v − 1)/6)^202.
        const kept = distribution(dice('2d6!>0kh1'), () => 0)!;
        for (let v = 1; v <= 6; v++) expect(kept.get(v) ?? 0, `P(${v})`).toBeCloseTo((v / 6) ** 202 - ((v - 1) / 6) ** 202, 12);
        // Penetrating, the added dice count one less: not a fixed pool of one die's faces, so not counted.
        expect(distribution(dice('2d6!p>0kh1'), () => 0)).toBeUndefined();
    });

    it('an explosion depth past the 1e-9 cut is followed to the depth asked: 1d6! at depth 20 reaches 21 × 6', () => {
        expect(diceOdds(parse('1d6!'), { explodeDepth: 20 }).rows.at(-1)!.value).toBe(126);
    });

    it('every face explodes, at depth 1: each die is two draws, the highest of four kept', () => {
        const odds = diceOdds(dice('2d6!>0kh1'), { explodeDepth: 1 });
        expect(odds.exact).toBe(true);
        for (let v = 1; v <= 6; v++) expect(odds.rows.find(r => r.value === v)?.p ?? 0, `P(${v})`).toBeCloseTo((v / 6) ** 4 - ((v - 1) / 6) ** 4, 12);
    });

    it('!! with !p at depth 1, the higher of two kept: the last die counts one less too', () => {
        // One die: 1–5 (1/6 each), or 6 and a second die counting one less: 6 + 0 … 6 + 5 (1/36 each).
        const one = new Map<number, number>();
        for (let f = 1; f <= 5; f++) add(one, f, 1 / 6);
        for (let g = 1; g <= 6; g++) add(one, 6 + g - 1, 1 / 36);
        const atMost = (v: number) => [...one].filter(([x]) => x <= v).reduce((t, [, q]) => t + q, 0);
        const odds = diceOdds(parse('2d6!!!pkh1'), { explodeDepth: 1 });
        for (const v of one.keys())
            expect(odds.rows.find(r => r.value === v)?.p ?? 0, `P(${v})`).toBeCloseTo(atMost(v) ** 2 - atMost(v - 1) ** 2, 12);
    });

    it('ra over exploding dice, at depth 1: 1d4!ra4', () => {
        // The die: 1–3, or 4 and one more die (depth 1: it does not explode). A 4 anywhere adds a plain die.
        const out = new Map<number, number>();
        const pools: [number[], number][] = [
            [[1], 1 / 4],
            [[2], 1 / 4],
            [[3], 1 / 4],
        ];
        for (let g = 1; g <= 4; g++) pools.push([[4, g], 1 / 16]);
        for (const [pool, p] of pools) {
            const total = pool.reduce((a, b) => a + b, 0);
            if (pool.includes(4)) for (let w = 1; w <= 4; w++) add(out, total + w, p / 4);
            else add(out, total, p);
        }
        const odds = diceOdds(parse('1d4!ra4'), { explodeDepth: 1 });
        expect(odds.exact).toBe(true);
        for (const [v, p] of out) expect(odds.rows.find(r => r.value === v)?.p ?? 0, `P(${v})`).toBeCloseTo(p, 12);
        expect(odds.rows.length).toBe(out.size);
    });

    it('success counting on compounded faces: 1d6!!cs>6 succeeds whenever the first die is a 6', () => {
        const odds = diceOdds(parse('1d6!!cs>6'));
        expect(odds.rows.map(r => [r.value, r.p])).toEqual([
            [0, expect.closeTo(5 / 6, 12)],
            [1, expect.closeTo(1 / 6, 12)],
        ]);
    });

    it('keeping the highest 50 of 100d10 is counted exactly (by ranks, not by listing pools)', () => {
        expect(diceOdds(parse('100d10kh50')).exact).toBe(true);
    });

    it('a distribution holds at most 100,000 values, counted from the lowest to the highest', () => {
        // 99,999 and 199,998 span 100,000 values; 100,000 and 200,000 span 100,001.
        matches(
            '1d2*99999',
            new Map([
                [99_999, 0.5],
                [199_998, 0.5],
            ]),
        );
        expect(diceOdds(parse('1d2*100000')).exact).toBe(false);
    });
});

describe('convolve: the sum of two independent whole-number values (RPGStuck outlook: several hits)', () => {
    it('adds two coins of 1 and 2: 2, 3, 4 at 1/4, 1/2, 1/4', () => {
        const coin = new Map([
            [1, 0.5],
            [2, 0.5],
        ]);
        expect(convolve(coin, coin)).toEqual(
            new Map([
                [2, 0.25],
                [3, 0.5],
                [4, 0.25],
            ]),
        );
    });

    it('gives up (undefined) past 100,000 values from lowest to highest', () => {
        const far = new Map([
            [0, 0.5],
            [50_000, 0.5],
        ]);
        // 0 to 100,000 is 100,001 values.
        expect(convolve(far, far)).toBeUndefined();
    });
});

describe('pools counted one by one (dice-stats.ts poolDist), against pools enumerated here', () => {
    type Chain = [number[], number];
    /**
     * A d4's explosion chains to `depth`: each 4 adds a die (`less` off every added one), the last die
     * allowed any face; `compound` sums a chain into one face.
     */
    function d4Chains(less: number, compound: boolean, depth = 1): Chain[] {
        const out: Chain[] = [];
        const go = (faces: number[], p: number, level: number) => {
            for (let f = 1; f <= 4; f++) {
                const shown = [...faces, level === 0 ? f : f - less];
                if (f === 4 && level < depth) go(shown, p / 4, level + 1);
                else out.push([compound ? [sum(shown)] : shown, p / 4]);
            }
        };
        go([], 1, 0);
        return out;
    }
    /** Every pool of `dice` such dice, scored by `score` (a pool and one more plain d4 draw, for modifiers that add dice). */
    function pools(chains: Chain[], dice: number, score: (pool: number[]) => Map<number, number>): Map<number, number> {
        const out = new Map<number, number>();
        const go = (i: number, pool: number[], p: number) => {
            if (i === dice) {
                for (const [v, q] of score(pool)) out.set(v, (out.get(v) ?? 0) + p * q);
                return;
            }
            for (const [faces, q] of chains) go(i + 1, [...pool, ...faces], p * q);
        };
        go(0, [], 1);
        return out;
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const only = (v: number) => new Map([[v, 1]]);
    /** The pool with one more plain d4 when `when` holds for some die. */
    const plusDie = (pool: number[], when: (v: number) => boolean) =>
        pool.some(when) ? new Map([1, 2, 3, 4].map((w): [number, number] => [sum(pool) + w, 1 / 4])) : only(sum(pool));

    function agrees(formula: string, expected: Map<number, number>, depth = 1): void {
        const odds = diceOdds(parse(formula), { explodeDepth: depth });
        expect(odds.exact, `${formula} exact`).toBe(true);
        const shown = new Map(odds.rows.map(r => [r.value, r.p]));
        for (const v of new Set([...shown.keys(), ...expected.keys()]))
            expect(shown.get(v) ?? 0, `${formula}: P(${v})`).toBeCloseTo(expected.get(v) ?? 0, 12);
    }

    it('keep the lowest over exploding dice: 2d4!kl1 keeps the lowest face of both chains', () => {
        agrees(
            '2d4!kl1',
            pools(d4Chains(0, false), 2, pool => only(Math.min(...pool))),
        );
    });

    // (The formula reader refuses `ra>4` on `!!` d4s as never met, though a compounded face can pass 4.)
    it('compounding dice with ra, at depth 2: 2d4!!ra<2 adds a plain die when a face shows 1', () => {
        agrees(
            '2d4!!ra<2',
            pools(d4Chains(0, true, 2), 2, pool => plusDie(pool, v => v < 2)),
            2,
        );
    });

    it('compounding, penetrating dice with ra, at depth 2: 2d4!!!pra<3, each added die one less', () => {
        agrees(
            '2d4!!!pra<3',
            pools(d4Chains(1, true, 2), 2, pool => plusDie(pool, v => v < 3)),
            2,
        );
    });

    it('rerolling the highest die of exploding dice once: 2d4!roh1', () => {
        agrees(
            '2d4!roh1',
            pools(d4Chains(0, false), 2, pool => {
                const rest = [...pool].sort((a, b) => a - b).slice(0, -1);
                return new Map([1, 2, 3, 4].map((w): [number, number] => [sum(rest) + w, 1 / 4]));
            }),
        );
    });
    it('rerolling the lowest die of exploding dice once: 2d4!rol1', () => {
        agrees(
            '2d4!rol1',
            pools(d4Chains(0, false), 2, pool => {
                const rest = [...pool].sort((a, b) => a - b).slice(1);
                return new Map([1, 2, 3, 4].map((w): [number, number] => [sum(rest) + w, 1 / 4]));
            }),
        );
    });

    /** 3d4 with the lowest rerolled once, then `then` on the dice: every face and redraw enumerated. */
    function rerolledThen(then: (dice: number[]) => number[]): Map<number, number> {
        const out = new Map<number, number>();
        for (const a of [1, 2, 3, 4])
            for (const b of [1, 2, 3, 4])
                for (const c of [1, 2, 3, 4])
                    for (const w of [1, 2, 3, 4]) {
                        const kept = then([...[a, b, c].sort((x, y) => x - y).slice(1), w]);
                        out.set(sum(kept), (out.get(sum(kept)) ?? 0) + 1 / 256);
                    }
        return out;
    }

    it('a keep by face after a reroll: 3d4rol1k>2 keeps the dice above 2', () => {
        agrees(
            '3d4rol1k>2',
            rerolledThen(dice => dice.filter(v => v > 2)),
        );
    });

    it('a drop of the highest after a reroll: 3d4rol1dh1', () => {
        agrees(
            '3d4rol1dh1',
            rerolledThen(dice => [...dice].sort((x, y) => x - y).slice(0, -1)),
        );
    });
    /** 3d4 with the highest two kept, then `then` on them: every face enumerated. */
    function keptTwoThen(then: (dice: number[]) => number[]): Map<number, number> {
        const out = new Map<number, number>();
        for (const a of [1, 2, 3, 4])
            for (const b of [1, 2, 3, 4])
                for (const c of [1, 2, 3, 4]) {
                    const kept = then([a, b, c].sort((x, y) => y - x).slice(0, 2));
                    out.set(sum(kept), (out.get(sum(kept)) ?? 0) + 1 / 64);
                }
        return out;
    }

    it('a keep by face after a keep by rank: 3d4kh2k>2, of the two highest those above 2', () => {
        agrees(
            '3d4kh2k>2',
            keptTwoThen(dice => dice.filter(v => v > 2)),
        );
    });

    it('a drop by face after a keep by rank: 3d4kh2p<3, of the two highest those not below 3', () => {
        agrees(
            '3d4kh2p<3',
            keptTwoThen(dice => dice.filter(v => !(v < 3))),
        );
    });
});
