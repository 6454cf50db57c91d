/**
 * Exact pool-attack distributions against brute-force enumeration of every dice sequence the
 * attack can draw, and a high-count seeded simulation — 001_66230f9a082df360.txt §The Attack,
 * §Critical Hits.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../language/engine/rng.js';
import { enumerate } from './dice.js';
import { poolOutlook } from '../../language/rulesets/enchanted-realms/outlook.js';
import { applyCategory, type CategoryTraits } from '../../language/rulesets/enchanted-realms/rules/physical-damage.js';
import { type PoolAttackSpec, rollPoolAttack } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';

/** Brute force: every draw sequence of rollPoolAttack (cut beyond maxDraws), tallied. */
function bruteForce(spec: PoolAttackSpec, maxDraws: number, traits: CategoryTraits = {}) {
    const { outcomes, cut } = enumerate(d => {
        const r = rollPoolAttack(d, spec);
        return { damage: applyCategory(r.damage, traits), hits: r.hits + r.critHits };
    }, maxDraws);
    const damage = new Map<number, number>();
    const hits = new Map<number, number>();
    for (const o of outcomes) {
        damage.set(o.value.damage, (damage.get(o.value.damage) ?? 0) + o.p);
        hits.set(o.value.hits, (hits.get(o.value.hits) ?? 0) + o.p);
    }
    return { damage, hits, cut };
}

function expectClose(exact: ReadonlyMap<number, number>, brute: ReadonlyMap<number, number>, tolerance: number) {
    for (const [k, p] of brute) expect(Math.abs((exact.get(k) ?? 0) - p)).toBeLessThanOrEqual(tolerance);
    let total = 0;
    for (const [k, p] of exact) {
        total += p;
        expect(Math.abs(p - (brute.get(k) ?? 0))).toBeLessThanOrEqual(tolerance);
    }
    expect(total).toBeGreaterThan(1 - 1e-12);
}

describe('building blocks', () => {
    it('one d20 vs AC 12 with +0 hits on 12..20: 9/20', () => {
        expect(poolOutlook({ pool: 1, ac: 12, damageModifier: 0, vantageDamage: 'none' }).hitChance).toBeCloseTo(0.45, 15);
    });
    it('raw 20 keeps a 1/20 chance against any AC; raw 1 caps it at 19/20', () => {
        expect(poolOutlook({ pool: 1, ac: 100, damageModifier: 0, vantageDamage: 'none' }).hitChance).toBeCloseTo(0.05, 15);
        expect(poolOutlook({ pool: 1, ac: -100, damageModifier: 0, vantageDamage: 'none' }).hitChance).toBeCloseTo(0.95, 15);
    });
    it('the lower of two d20s (one die at disadvantage) hits AC 20 only on a double 20: 1/400', () => {
        expect(poolOutlook({ pool: 1, ac: 20, damageModifier: 0, vantage: 'disadvantage', vantageDamage: 'none' }).hitChance).toBeCloseTo(
            1 / 400,
            15,
        );
    });
    it('the crit chain vs AC 21: every crit die but a 20 misses; chains past 11 twenties are left out', () => {
        // A natural 20 hits (1 die); its crit die hits only on another 20 (then chains again).
        const o = poolOutlook({ pool: 1, ac: 21, damageModifier: 0, crits: true, vantageDamage: 'none' });
        expect(o.hits.get(1)).toBeCloseTo((1 / 20) * (19 / 20), 14);
        expect(o.omitted).toBeCloseTo((1 / 20) * 20 ** -12, 25);
    });
});

describe('exact outlook = brute-force enumeration', () => {
    it('2d20 vs AC 14, Str +1, weight 2, crits (chains cut at 5 crit dice in the brute force)', () => {
        const spec: PoolAttackSpec = { pool: 2, ac: 14, damageModifier: 1, weaponWeight: 2, crits: true, vantageDamage: 'none' };
        const exact = poolOutlook(spec);
        const brute = bruteForce(spec, 2 + 2 * 5);
        expect(brute.cut).toBeLessThan(1e-7);
        expectClose(exact.damage, brute.damage, brute.cut + 1e-12);
        expectClose(exact.hits, brute.hits, brute.cut + 1e-12);
        expect(exact.omitted).toBeLessThan(1e-16);
    });
    it('1d20 vs AC 25 with crits: only the 20 hits, and its chain', () => {
        const spec: PoolAttackSpec = { pool: 1, ac: 25, damageModifier: 0, crits: true, vantageDamage: 'none' };
        const exact = poolOutlook(spec);
        const brute = bruteForce(spec, 1 + 2 * 6);
        expectClose(exact.damage, brute.damage, brute.cut + 1e-12);
        expect(exact.damage.get(0)).toBeCloseTo(19 / 20, 14);
    });
    it('2d20 at advantage (3 dice) vs AC 12 with crits and d3 vantage damage, through resistance', () => {
        const spec: PoolAttackSpec = {
            pool: 2,
            ac: 12,
            damageModifier: 2,
            weaponWeight: 1,
            crits: true,
            vantage: 'advantage',
            vantageDamage: 'one_d3',
        };
        const traits = { resistances: ['ring'] };
        const exact = poolOutlook(spec, traits);
        const brute = bruteForce(spec, 3 + 2 * 2 + 1, traits);
        expectClose(exact.damage, brute.damage, brute.cut + 1e-12);
    });
    it('1d20 at disadvantage (two keep lower) vs AC 10: no crits, −d3, neutralized hits count as 0', () => {
        const spec: PoolAttackSpec = { pool: 1, ac: 10, damageModifier: 1, crits: true, vantage: 'disadvantage', vantageDamage: 'one_d3' };
        const exact = poolOutlook(spec);
        const brute = bruteForce(spec, 3);
        expect(brute.cut).toBe(0);
        expectClose(exact.damage, brute.damage, 1e-12);
        expect(exact.critChance).toBe(0);
    });
    it('paralyzed target: any hit starts a chain', () => {
        const spec: PoolAttackSpec = { pool: 2, ac: 15, damageModifier: 0, critOnAnyHit: true, vantageDamage: 'none' };
        const exact = poolOutlook(spec);
        const brute = bruteForce(spec, 2 + 2 * 4);
        expectClose(exact.damage, brute.damage, brute.cut + 1e-12);
        expect(exact.critChance).toBeCloseTo(exact.hitChance, 15);
    });
});

describe('exact outlook vs 200,000 seeded attacks', () => {
    it('3d20 vs AC 13, Str +2, weight 1, crits: every damage frequency within 5 standard errors', () => {
        const spec: PoolAttackSpec = { pool: 3, ac: 13, damageModifier: 2, weaponWeight: 1, crits: true, vantageDamage: 'none' };
        const exact = poolOutlook(spec);
        const rng = new SeededRng(20240501);
        const n = 200_000;
        const counts = new Map<number, number>();
        let sum = 0;
        for (let i = 0; i < n; i++) {
            const r = rollPoolAttack(rng, spec);
            counts.set(r.damage, (counts.get(r.damage) ?? 0) + 1);
            sum += r.damage;
        }
        for (const [k, p] of exact.damage) {
            const se = Math.sqrt((p * (1 - p)) / n);
            expect(Math.abs((counts.get(k) ?? 0) / n - p)).toBeLessThanOrEqual(5 * se + 1e-9);
        }
        expect(Math.abs(sum / n - exact.expectedDamage)).toBeLessThan(0.03);
    });
});

describe('hover figures', () => {
    it('1d20 vs AC 12, +0, weight 0, no crits: 45 % for exactly 1 + modifier, else 0', () => {
        const o = poolOutlook({ pool: 1, ac: 12, damageModifier: 1, vantageDamage: 'none' });
        expect([...o.damage.entries()]).toEqual([
            [0, expect.closeTo(0.55, 14)],
            [2, expect.closeTo(0.45, 14)],
        ]);
        expect(o.expectedDamage).toBeCloseTo(0.9, 14);
    });
    it('2d20 vs AC 12: 0, 1 or 2 hits binomially (0.3025, 0.495, 0.2025)', () => {
        const o = poolOutlook({ pool: 2, ac: 12, damageModifier: 0, vantageDamage: 'none' });
        expect(o.hits.get(0)).toBeCloseTo(0.3025, 14);
        expect(o.hits.get(1)).toBeCloseTo(0.495, 14);
        expect(o.hits.get(2)).toBeCloseTo(0.2025, 14);
    });
});
