/**
 * The one-trait ruling against the public dice ruler's curve (digest check value), a table of
 * cases computed independently (Python's math library, values pasted), an independent second
 * implementation over a grid, rounding, bands, bad input and the seed's numeric illustrations.
 * Seed: 004_941aee309a07cd38.txt.
 */
import { describe, expect, it } from 'vitest';
import { bandOf, rollNeeded, roundPp, ruleTrait, VaxiaInputError } from '../../language/rulesets/vaxia/rules/ruling-narration.js';
import { twoTraitPpCounts } from '../../language/rulesets/vaxia/engine/odds.js';
import { resistedDamage } from '../../language/rulesets/vaxia/rules/environmental-damage.js';

describe('trait-roll formula (public dice ruler, digest check value)', () => {
    it('digest check: might 25 vs difficulty 1 rolling 21 gives about 4.75 PP (5 rounded)', () => {
        const r = ruleTrait(25, 1, 21);
        expect(r.needed).toBeCloseTo(1.982367, 6);
        expect(r.winsby).toBeCloseTo(19.017633, 6);
        expect(r.ppExact).toBeCloseTo(4.754408, 6);
        expect(r.ppExact).toBeCloseTo(4.75, 2);
        expect(r.pp).toBe(5);
        expect(r.success).toBe(true);
    });

    // [might, difficulty, roll, needed, winsby, exact PP, PP rounded to nearest] — computed in Python
    // (math.atan, math.floor) from the PHP source, not from the module under test.
    const TABLE: [number, number, number, number, number, number, number][] = [
        [25, 1, 21, 1.982367, 19.017633, 4.754408, 5],
        [25, 25, 50, 50.5, -0.5, 0, 0],
        [25, 25, 51, 50.5, 0.5, 0.125, 0],
        [30, 25, 75, 39.948364, 35.051636, 10.515491, 11],
        [50, 25, 60, 19.374472, 40.625528, 20.312764, 20],
        [10, 25, 87, 86.553748, 0.446252, 0.044625, 0],
        [70, 25, 15, 12.550507, 2.449493, 1.714645, 2],
        [80, 1, 20, 1.300223, 18.699777, 14.959821, 15],
        [1, 1, 100, 50.5, 49.5, 0.495, 0],
        [40, 55, 40, 68.031402, -28.031402, 0, 0],
        [40, 65, 80, 75.080644, 4.919356, 1.967742, 2],
        [100, 50, 99, 19.374472, 79.625528, 79.625528, 80],
        [60, 30, 45, 19.374472, 25.625528, 15.375317, 15],
        [35, 40, 50, 58.322836, -8.322836, 0, 0],
        [25, 1, 2, 1.982367, 0.017633, 0.004408, 0],
        [25, 1, 1, 1.982367, -0.982367, 0, 0],
        [15, 30, 99, 81.625528, 17.374472, 2.606171, 3],
        [120, 60, 70, 19.374472, 50.625528, 60.750634, 61],
        [45, 45, 96, 50.5, 45.5, 20.475, 20],
        [20, 80, 100, 92.654614, 7.345386, 1.469077, 1],
        [55, 5, 10, 3.328508, 6.671492, 3.669321, 4],
        [33, 33, 51, 50.5, 0.5, 0.165, 0],
        [5, 100, 100, 98.761957, 1.238043, 0.061902, 0],
        [200, 10, 3, 2.238043, 0.761957, 1.523915, 2],
    ];

    it.each(TABLE)('might %i vs difficulty %i rolling %i: needed %f, winsby %f, PP %f → %i', (m, d, roll, needed, winsby, pp, rounded) => {
        const r = ruleTrait(m, d, roll);
        expect(r.needed).toBeCloseTo(needed, 5);
        expect(r.winsby).toBeCloseTo(winsby, 5);
        expect(r.ppExact).toBeCloseTo(pp, 5);
        expect(r.pp).toBe(rounded);
        expect(r.success).toBe(winsby >= 0);
        expect(r.failsby).toBeCloseTo(winsby >= 0 ? 0 : -winsby, 5);
    });

    it('agrees with a second, independent implementation on a grid of mights, difficulties and rolls', () => {
        // The curve written the other way round: needed = 50.5 + 49.5 · atan(0.06 (100 p − 50)) / atan(3)
        // with p = D / (D + M) the difficulty's share; PP = M (roll − needed) / 100.
        const other = (m: number, d: number, roll: number) => {
            const share = d / (d + m);
            const needed = 50.5 + (49.5 * Math.atan(0.06 * (100 * share - 50))) / Math.atan(3);
            const margin = roll - needed;
            return { needed, pp: margin >= 0 ? (m * margin) / 100 : 0 };
        };
        let checked = 0;
        for (const m of [1, 7, 25, 40, 63, 99, 150]) {
            for (const d of [0, 1, 12, 25, 55, 100, 180]) {
                for (const roll of [1, 2, 13, 37, 50, 51, 76, 99, 100]) {
                    const r = ruleTrait(m, d, roll);
                    const o = other(m, d, roll);
                    expect(r.needed).toBeCloseTo(o.needed, 9);
                    expect(r.ppExact).toBeCloseTo(o.pp, 9);
                    checked++;
                }
            }
        }
        expect(checked).toBe(441);
    });

    it('equal might and difficulty need 50.5; difficulty 0 needs exactly 1', () => {
        expect(rollNeeded(37, 37)).toBe(50.5);
        expect(rollNeeded(25, 0)).toBeCloseTo(1, 12);
        expect(ruleTrait(25, 0, 1).success).toBe(true);
    });

    it('the lowest succeeding face is the needed value rounded up: 51 against an equal might, 2 against difficulty 1, 87 for 10 against 25', () => {
        for (const [m, d, lowest] of [
            [25, 25, 51],
            [25, 1, 2],
            [10, 25, 87],
        ]) {
            expect(ruleTrait(m, d, lowest - 1).success).toBe(false);
            expect(ruleTrait(m, d, lowest).success).toBe(true);
        }
    });
});

describe('PP rounding (option pp_rounding)', () => {
    it('nearest rounds halves away from zero, as the public ruler (PHP number_format) does', () => {
        expect(roundPp(4.5)).toBe(5);
        expect(roundPp(4.49)).toBe(4);
        expect(roundPp(0.5)).toBe(1);
        expect(roundPp(-2.5)).toBe(-3);
        expect(Object.is(roundPp(-0.2), 0)).toBe(true);
    });

    it('might 100 vs 100 rolling 55 makes exactly 4.5 PP: 5 to nearest, 4 floored', () => {
        expect(ruleTrait(100, 100, 55).ppExact).toBe(4.5);
        expect(ruleTrait(100, 100, 55).pp).toBe(5);
        expect(ruleTrait(100, 100, 55, 'floor').pp).toBe(4);
        expect(ruleTrait(20, 20, 53).pp).toBe(1); // exactly 0.5
        expect(ruleTrait(60, 60, 53).pp).toBe(2); // exactly 1.5
    });
});

describe('§Ruling Narration bands', () => {
    it.each([
        [0, 'barely'],
        [14.99, 'barely'],
        [15, 'moderate'],
        [24.99, 'moderate'],
        [25, 'extreme'],
        [-14, 'barely'],
        [-20, 'moderate'],
        [-25, 'extreme'],
    ])('margin %f is %s', (margin, band) => {
        expect(bandOf(margin)).toBe(band);
    });

    it('the band reads the margin, not the PP: winsby 19 with 5 PP is moderate (the seed’s "PP in the single digits" hint for barely disagrees at low mights)', () => {
        const r = ruleTrait(25, 1, 21);
        expect(r.pp).toBe(5);
        expect(r.band).toBe('moderate');
    });

    it('rulings carry their band: winsby 35 is an extreme success, failsby 28 an extreme failure', () => {
        expect(ruleTrait(30, 25, 75).band).toBe('extreme');
        expect(ruleTrait(40, 55, 40).band).toBe('extreme');
        expect(ruleTrait(80, 1, 20).band).toBe('moderate');
    });
});

describe('input the engine never passes is a coded programming error', () => {
    it.each([
        [0, 25, 50, 'vaxia-might-below-1'],
        [-5, 25, 50, 'vaxia-might-below-1'],
        [25, -1, 50, 'vaxia-bad-difficulty'],
        [25, 25, 0, 'vaxia-bad-roll'],
        [25, 25, 101, 'vaxia-bad-roll'],
        [25, 25, 50.5, 'vaxia-bad-roll'],
    ])('might %f vs %f rolling %f → %s', (m, d, roll, code) => {
        expect(() => ruleTrait(m, d, roll)).toThrow(VaxiaInputError);
        try {
            ruleTrait(m, d, roll);
        } catch (e) {
            expect((e as VaxiaInputError).code).toBe(code);
        }
    });
});

describe('the seed’s numeric illustrations of the curve', () => {
    const faces = Array.from({ length: 100 }, (_, i) => i + 1);
    it('§The Lopsided Two-Trait Ruling: rolls 87 and 15 with mights 10 and 70 give about the same PP', () => {
        // The seed names no difficulty; at the dice ruler's default 25 both rolls barely succeed,
        // at difficulty 1 they give 8 and 10 PP: "about the same" either way.
        const low = ruleTrait(10, 25, 87);
        const high = ruleTrait(70, 25, 15);
        expect([low.success, high.success]).toEqual([true, true]);
        expect([low.pp, high.pp]).toEqual([0, 2]);
        expect([low.band, high.band]).toEqual(['barely', 'barely']);
        expect([ruleTrait(10, 1, 87).pp, ruleTrait(70, 1, 15).pp]).toEqual([8, 10]);
    });

    it('§Determining Base Damage: a stat of 25 against difficulty 1 sumps 4–5 PP at a roll of about 20 — the seed’s "only … 80% of the time" holds as "at least"', () => {
        // Exactly (rounded PP): at least 5 on rolls 20..100 (81 faces), at least 4 on 85; at most 5 on only 23.
        const pps = faces.map(roll => ruleTrait(25, 1, roll).pp);
        const atLeast = (k: number) => pps.filter(pp => pp >= k).length;
        const atMost = (k: number) => pps.filter(pp => pp <= k).length;
        expect(atLeast(5)).toBe(81);
        expect(atLeast(4)).toBe(85);
        expect(atMost(5)).toBe(23);
        expect(ruleTrait(25, 1, 20).pp).toBe(5); // 4.50 exact
        expect(ruleTrait(25, 1, 20).ppExact).toBeCloseTo(4.504, 3);
    });

    it('§Determining Base Damage: falling ceiling at 15 PP — the seed expects "most" to take 5–10; exactly, DEX 25 + END 25 take 5–10 only 30% of the time', () => {
        // Two-trait DEX 25 / END 25 vs difficulty 1, damage = 15 − PP (Python-computed counts of 10,000).
        const c = twoTraitPpCounts({ might: 25, difficulty: 1 }, { might: 25, difficulty: 1 });
        const damage = new Map<number, number>();
        for (const [pp, n] of c.counts) damage.set(resistedDamage(15, pp), (damage.get(resistedDamage(15, pp)) ?? 0) + n);
        expect(damage.get(0)).toBe(3321);
        expect(damage.get(15)).toBe(21);
        const fiveToTen = [...damage].filter(([d]) => d >= 5 && d <= 10).reduce((n, [, x]) => n + x, 0);
        expect(fiveToTen).toBe(3000);
        const mean = [...damage].reduce((sum, [d, n]) => sum + d * n, 0) / 10000;
        expect(mean).toBeCloseTo(3.7797, 4);
    });

    it('§Determining Base Damage: an 80 might sumps about 15 at a roll of 20, and at least that 81% of the time', () => {
        expect(ruleTrait(80, 1, 20).pp).toBe(15);
        expect(faces.filter(roll => ruleTrait(80, 1, roll).pp >= 15)).toHaveLength(81);
    });
});
