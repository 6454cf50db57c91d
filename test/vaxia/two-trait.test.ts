/**
 * The two-trait ruling as the public dice ruler combines it: mean margin, mean-might PP, mishap
 * below −50. Expected values computed in Python from the PHP source (not from the module).
 * Seed: 004_941aee309a07cd38.txt §The Lopsided Two-Trait Ruling, §Combat Ruling.
 */
import { describe, expect, it } from 'vitest';
import { ruleTraitPair, ruleTwoTraits } from '../../language/rulesets/vaxia/rules/lopsided-two-trait-ruling.js';

describe('two-trait combination', () => {
    // [mightA, diffA, rollA, mightB, diffB, rollB, neededA, neededB, winsby, PP exact, PP rounded]
    const TABLE: [number, number, number, number, number, number, number, number, number, number, number][] = [
        [40, 30, 70, 35, 40, 60, 34.454036, 58.322836, 18.611564, 6.979336, 7],
        [10, 25, 87, 70, 25, 15, 86.553748, 12.550507, 1.447873, 0.579149, 1],
        [25, 25, 90, 25, 25, 20, 50.5, 50.5, 4.5, 1.125, 1],
        [25, 25, 80, 25, 25, 20, 50.5, 50.5, -0.5, 0, 0],
        [25, 100, 1, 25, 100, 1, 92.654614, 92.654614, -91.654614, 0, 0],
        [50, 35, 44, 45, 40, 61, 31.20406, 43.577697, 15.109122, 7.176833, 7],
        [25, 1, 60, 25, 1, 40, 1.982367, 1.982367, 48.017633, 12.004408, 12],
    ];

    it.each(TABLE)('%i vs %i rolling %i with %i vs %i rolling %i', (ma, da, ra, mb, db, rb, na, nb, w, pp, rounded) => {
        const r = ruleTwoTraits({ might: ma, difficulty: da, roll: ra }, { might: mb, difficulty: db, roll: rb });
        expect(r.a.needed).toBeCloseTo(na, 5);
        expect(r.b.needed).toBeCloseTo(nb, 5);
        expect(r.winsby).toBeCloseTo(w, 5);
        expect(r.ppExact).toBeCloseTo(pp, 5);
        expect(r.pp).toBe(rounded);
        expect(r.success).toBe(w >= 0);
    });

    it('§Combat Ruling: one trait can fail and the ruling still succeed (lopsided)', () => {
        const r = ruleTwoTraits({ might: 25, difficulty: 25, roll: 90 }, { might: 25, difficulty: 25, roll: 20 });
        expect(r.a.success).toBe(true);
        expect(r.b.success).toBe(false);
        expect(r.success).toBe(true);
        expect(r.lopsided).toBe(true);
        expect(r.pp).toBe(1);
    });

    it('a combined margin below −50 is a mishap; −49.5 is a plain failure', () => {
        const worst = ruleTwoTraits({ might: 25, difficulty: 100, roll: 1 }, { might: 25, difficulty: 100, roll: 1 });
        expect(worst.outcome).toBe('mishap');
        expect(worst.band).toBe('extreme');
        const ones = ruleTwoTraits({ might: 30, difficulty: 30, roll: 1 }, { might: 30, difficulty: 30, roll: 1 });
        expect(ones.winsby).toBe(-49.5);
        expect(ones.outcome).toBe('failure');
    });

    it('option mishap: a different threshold, or never', () => {
        const ones = ruleTwoTraits({ might: 30, difficulty: 30, roll: 1 }, { might: 30, difficulty: 30, roll: 1 }, { mishapBelow: -49 });
        expect(ones.outcome).toBe('mishap');
        const worst = ruleTwoTraits({ might: 25, difficulty: 100, roll: 1 }, { might: 25, difficulty: 100, roll: 1 }, { mishapBelow: null });
        expect(worst.outcome).toBe('failure');
    });

    it('each trait is ruled on its own might, difficulty and roll (read once, kept)', () => {
        const r = ruleTwoTraits({ might: 40, difficulty: 30, roll: 70 }, { might: 35, difficulty: 40, roll: 60 });
        expect([r.a.might, r.a.difficulty, r.a.roll, r.b.might, r.b.difficulty, r.b.roll]).toEqual([40, 30, 70, 35, 40, 60]);
        // Needed 34.454036 and 58.322836 (first row of the table).
        expect(r.a.winsby).toBeCloseTo(70 - 34.454036, 5);
        expect(r.b.winsby).toBeCloseTo(60 - 58.322836, 5);
        expect(r.a).toBe(r.a);
    });

    it('a bad trait is refused before anything is combined: the first trait first, its roll before its might', () => {
        const fine = { might: 25, difficulty: 25, roll: 50 };
        expect(() => ruleTwoTraits({ might: 0, difficulty: 25, roll: 0 }, fine)).toThrow('vaxia-bad-roll');
        expect(() => ruleTwoTraits({ might: 0, difficulty: 25, roll: 50 }, { ...fine, roll: 101 })).toThrow('vaxia-might-below-1');
        expect(() => ruleTwoTraits(fine, { ...fine, difficulty: -1 })).toThrow('vaxia-bad-difficulty');
    });

    it('ruleTraitPair is the same ruling from parallel pairs', () => {
        const r = ruleTraitPair([50, 45], [35, 40], [44, 61]);
        expect(r.pp).toBe(7);
        expect(r.winsby).toBeCloseTo(15.109122, 5);
    });
});
