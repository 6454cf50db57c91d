/**
 * `strife odds` arithmetic: formulas typed as text, and their odds checked against brute-force
 * enumeration of every way the dice can fall (independent of dice-stats.ts's dynamic programs).
 */
import { describe, expect, it } from 'vitest';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import type { DiceExpr, DiceTerm } from '../../language/engine/dice-notation.js';
import { diceOdds } from '../../language/engine/dice-odds.js';

function parse(text: string): DiceExpr {
    const parsed = parseDiceFormula(text);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.expr;
}

type Dist = Map<number, number>;

/** Outcomes of one die as [face, probability]: a plain draw, or `ro` (reroll once on the condition), or `!` chains cut at `depth`. */
function oneDie(term: DiceTerm, depth: number): [number, number][] {
    const s = term.sides;
    const faces = Array.from({ length: s }, (_, i) => i + 1);
    const rerollOnce = term.modifiers.find(m => m.kind === 'reroll' && m.once);
    if (rerollOnce && rerollOnce.kind === 'reroll') {
        const hit = (v: number) => v === rerollOnce.when.value;
        return faces.flatMap(v => (hit(v) ? faces.map(w => [w, 1 / s / s] as [number, number]) : [[v, 1 / s] as [number, number]]));
    }
    if (term.modifiers.some(m => m.kind === 'explode')) {
        // Explodes on the highest face: sum of a chain, cut after `depth` explosions (negligible mass).
        const out: [number, number][] = [];
        for (let k = 0; k <= depth; k++) for (const v of faces.slice(0, -1)) out.push([k * s + v, s ** -(k + 1)]);
        return out;
    }
    return faces.map(v => [v, 1 / s]);
}

/** Every combination of `count` dice, then keep/drop on the sorted faces. */
function bruteTerm(term: DiceTerm, depth = 12): Dist {
    const die = oneDie(term, depth);
    const out: Dist = new Map();
    const keep = term.modifiers.find(m => m.kind === 'keep' || m.kind === 'drop');
    const visit = (i: number, faces: number[], p: number) => {
        if (i === term.count) {
            let kept = [...faces].sort((a, b) => a - b);
            if (keep?.kind === 'keep') kept = keep.which === 'highest' ? kept.slice(-keep.count) : kept.slice(0, keep.count);
            if (keep?.kind === 'drop') kept = keep.which === 'highest' ? kept.slice(0, -keep.count) : kept.slice(keep.count);
            const total = kept.reduce((a, b) => a + b, 0);
            out.set(total, (out.get(total) ?? 0) + p);
            return;
        }
        for (const [v, q] of die) visit(i + 1, [...faces, v], p * q);
    };
    visit(0, [], 1);
    return out;
}

function brute(expr: DiceExpr): Dist {
    switch (expr.kind) {
        case 'number':
            return new Map([[expr.value, 1]]);
        case 'dice':
            return bruteTerm(expr.term);
        case 'negate':
            return new Map([...brute(expr.operand)].map(([v, p]) => [-v, p]));
        case 'binary': {
            const out: Dist = new Map();
            for (const [a, p] of brute(expr.left))
                for (const [b, q] of brute(expr.right)) {
                    const v = expr.op === '+' ? a + b : expr.op === '-' ? a - b : expr.op === '*' ? a * b : Math.floor(a / b);
                    out.set(v, (out.get(v) ?? 0) + p * q);
                }
            return out;
        }
        default:
            throw new Error(`cannot enumerate ${expr.kind}`);
    }
}

describe('dice formulas typed as text', () => {
    it('reads dice, numbers, the four operations, unary minus and parentheses with the usual precedence', () => {
        expect(diceOdds(parse('2 + 3 * 4')).mean).toBe(14);
        expect(diceOdds(parse('(2 + 3) * 4')).mean).toBe(20);
        expect(diceOdds(parse('-7 / 2')).mean).toBe(-4);
        expect(diceOdds(parse(' 4d6kh3 ')).max).toBe(18);
    });

    it.each([
        ['', /empty/],
        ['2d6 + str', /"str" is not dice notation.*no stat names/],
        ['1d', /dice increment/],
        ['1d0', /0 sides/],
        ['1001d6', /limit is 1000 dice/],
        ['(2d6', /Expected "\)"/],
        ['2d6 +', /found the end/],
        ['2d6 3', /Unexpected column 5/],
        ['2d6 # 3', /Unexpected "#"/],
        [`${'('.repeat(100)}1${')'.repeat(100)}`, /deeper than 64/],
        [`${'1+'.repeat(300)}1`, /longer than 500/],
    ])('refuses %j with a sentence saying why', (text, message) => {
        const parsed = parseDiceFormula(text);
        expect('error' in parsed && parsed.error).toMatch(message);
    });
});

describe('odds against brute-force enumeration', () => {
    it.each(['2d6+3', '4d6kh3', '3d4-1d3', '2d6*2', '1d8/2', '-1d4+2d3', '5d4dl2', '3d6kl1', '(1d4+1)*1d3', '2d6ro1', '4d4dh1+1'])(
        '%s: every value, mean and deviation match',
        formula => {
            const expr = parse(formula);
            const odds = diceOdds(expr);
            const truth = brute(expr);
            expect(odds.exact).toBe(true);
            expect(odds.rows.map(r => r.value)).toEqual([...truth.keys()].filter(v => truth.get(v)! > 0).sort((a, b) => a - b));
            let mean = 0;
            for (const [v, p] of truth) mean += v * p;
            let variance = 0;
            for (const [v, p] of truth) variance += (v - mean) ** 2 * p;
            for (const row of odds.rows) expect(row.p).toBeCloseTo(truth.get(row.value)!, 12);
            expect(odds.mean).toBeCloseTo(mean, 10);
            expect(odds.sd).toBeCloseTo(Math.sqrt(variance), 10);
        },
    );

    it('1d6! (exploding) matches chains enumerated twelve explosions deep', () => {
        const odds = diceOdds(parse('1d6!'));
        const truth = bruteTerm((parse('1d6!') as { term: DiceTerm }).term, 12);
        for (const row of odds.rows.filter(r => r.value < 60)) expect(row.p).toBeCloseTo(truth.get(row.value) ?? 0, 9);
        expect(odds.mean).toBeCloseTo(4.2, 6); // 3.5 × 6/5
        expect(odds.max).toBe(606); // the die and its 100 allowed explosions
    });

    it('gives percentiles, cumulative columns and the chance to reach a target', () => {
        const odds = diceOdds(parse('2d6+3'), { vs: 15 });
        expect(odds.min).toBe(5);
        expect(odds.max).toBe(15);
        expect(odds.percentiles['50']).toBe(10);
        expect(odds.percentiles['5']).toBe(6); // P(≤ 5) = 1/36 < 5%, P(≤ 6) = 3/36
        expect(odds.rows[0]).toMatchObject({ value: 5, atLeast: 1 });
        expect(odds.rows.at(-1)!.atMost).toBeCloseTo(1, 12);
        expect(odds.vs!.chance).toBeCloseTo(1 / 36, 12);
        expect(diceOdds(parse('2d6'), { vs: 13 }).vs!.chance).toBe(0);
        expect(diceOdds(parse('2d6'), { vs: -5 }).vs!.chance).toBe(1);
    });

    it('says when it samples instead, with a reproducible estimate and its error bound', () => {
        const expr = parse('1000d1000');
        const a = diceOdds(expr);
        expect(a.exact).toBe(false);
        // 4,000,000 draws over 1,000 dice; seed 1 unless told.
        expect(a.sampling!.samples).toBe(4000);
        expect(a.sampling!.seed).toBe(1);
        expect(a.sampling!.reason).toMatch(/too many values or cost too much/);
        expect(a.sampling!.probabilityError).toBeCloseTo(0.98 / Math.sqrt(a.sampling!.samples), 3);
        expect(a.sampling!.meanError).toBeCloseTo((1.959963984540054 * a.sd) / Math.sqrt(4000), 9);
        expect(Math.abs(a.mean - 500_500)).toBeLessThan(3 * a.sampling!.meanError);
        expect(a.min).toBe(1000);
        expect(a.max).toBe(1_000_000);
        expect(diceOdds(expr).rows).toEqual(a.rows);
    });

    it('refuses a divisor that can be zero (the formula reader refuses it first, coded as a file would)', () => {
        expect(parseDiceFormula('1d6/(1d3-1)')).toEqual({ error: expect.stringContaining('[dice-divisor-zero]') });
        const expr: DiceExpr = { kind: 'binary', op: '/', left: parse('1d6'), right: parse('1d3-1') };
        expect(() => diceOdds(expr)).toThrow(/divisor can be zero/);
    });
});
