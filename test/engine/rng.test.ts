/**
 * `SeededRng.die` computes pure-rand's `uniformInt(1, sides)` with constants of the die size
 * instead of a division per draw; every seeded log ever written depends on it giving the very same
 * faces, so it is held to pure-rand itself here, draw by draw.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../language/engine/rng.js';

describe('SeededRng.die', () => {
    it('gives the faces of pure-rand uniformInt(1, sides), for every die size in use and odd ones', () => {
        // Sizes where the rejection bound matters (3, 7, 10000, 2^31 − 1: most of 2^32 rejected
        // near the top), powers of two (no rejection), 1 and 2 (no bound at all).
        const sizes = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 20, 100, 1000, 9999, 10_000, 65_537, 2 ** 31 - 1, 2 ** 31];
        for (const seed of [1, 42, -7, 0x7fffffff]) {
            const rng = new SeededRng(seed);
            const twin = xoroshiro128plus(seed);
            for (let i = 0; i < 20_000; i++) {
                // Switching sizes between draws exercises the cached constants of the last size.
                const sides = sizes[(i * 7 + (i >> 3)) % sizes.length];
                const expected = uniformInt(twin, 1, sides);
                const got = rng.die(sides);
                if (got !== expected) expect(got, `seed ${seed} draw ${i} d${sides}`).toBe(expected);
            }
            expect(rng.drawCount).toBe(20_000);
        }
    });

    it('gets the face right when the raw draw is an exact multiple of the die size (the rounding case)', () => {
        // For some sizes (49 is the first found), draw × (1 / sides) rounds just under the whole
        // quotient when the draw is a multiple of `sides`; about one draw in a few hundred of
        // those sizes lands there. Every size from 3 to 200, 10,000 draws each.
        const rng = new SeededRng(3);
        const twin = xoroshiro128plus(3);
        let mismatches = 0;
        for (let sides = 3; sides <= 200; sides++) {
            for (let i = 0; i < 10_000; i++) if (rng.die(sides) !== uniformInt(twin, 1, sides)) mismatches++;
        }
        expect(mismatches).toBe(0);
    });

    it('stays on pure-rand for sizes no die has (fractions, past 2^31) and keeps drawing in step', () => {
        const rng = new SeededRng(9);
        const twin = xoroshiro128plus(9);
        for (const sides of [2.5, 2 ** 33, 6]) expect(rng.die(sides)).toBe(uniformInt(twin, 1, sides));
    });

    it('draws through int when a subclass overrides it (scripted dice in tests), recordings included', () => {
        class Loaded extends SeededRng {
            override int(_min: number, max: number): number {
                this.drawCount++;
                return max;
            }
        }
        const rng = new Loaded(1);
        const { result, draws } = rng.record(() => [rng.die(6), rng.die(6), rng.die(20)]);
        expect(result).toEqual([6, 6, 20]);
        expect(draws.map(d => d.value)).toEqual([6, 6, 20]);
        expect(rng.drawCount).toBe(3);
    });
});
