/**
 * Exact distributions for hovers: enumerated d100 faces, checked against counts computed in Python
 * (hover.test.ts checks them against the engine playing every face pair).
 */
import { describe, expect, it } from 'vitest';
import { attackOutlook, describeCounts, twoTraitPpCounts } from '../../language/rulesets/vaxia/engine/odds.js';

describe('one- and two-trait PP distributions', () => {
    it('two traits: attack [40, 45] vs [30, 35] — 2,628 of 10,000 pairs make 0 PP, 76,287 PP in all, at most 27 (Python)', () => {
        const c = twoTraitPpCounts({ might: 40, difficulty: 30 }, { might: 45, difficulty: 35 });
        expect(c.total).toBe(10000);
        expect(c.counts.get(0)).toBe(2628);
        expect([...c.counts].reduce((s, [pp, n]) => s + pp * n, 0)).toBe(76287);
        expect(Math.max(...c.counts.keys())).toBe(27);
        expect([...c.counts.keys()]).toEqual([...c.counts.keys()].sort((a, b) => a - b));
    });
});

describe('attack outlook against the target’s chosen defense', () => {
    it('against a block: attack [40, 45] vs block [35, 35] — exact counts out of 10⁸ (Python)', () => {
        const o = attackOutlook({ realm: 'physical', mights: [40, 45] }, { kind: 'block', mights: [35, 35] }, { lif: 30, damage: 20 });
        expect(o.damage.total).toBe(100_000_000);
        expect(o.attackPp.counts.get(0)).toBe(3240);
        expect(o.defensePp.counts.get(0)).toBe(7150);
        expect(o.damage.counts.get(0)).toBe(38_143_798);
        expect(o.damage.counts.get(26)).toBe(21_450);
        expect(Math.max(...o.damage.counts.keys())).toBe(26);
        expect(o.expected).toBeCloseTo(559_002_927 / 1e8, 12);
        expect(o.pDown).toBeCloseTo(26_001_818 / 1e8, 12); // 10+ damage takes LIF 30 / damage 20 to 0
        expect(o.pDamage).toBeCloseTo(1 - 38_143_798 / 1e8, 12);
        expect(o.pDead).toBe(0); // needs 40 more
    });

    it('a non-lethal attack never takes the target past 0 LIF', () => {
        const o = attackOutlook(
            { realm: 'physical', mights: [60, 60], nonLethal: true },
            { kind: 'none', mights: [25, 30] },
            { lif: 30, damage: 20 },
        );
        expect(Math.max(...o.damage.counts.keys())).toBe(10);
        expect(o.pDead).toBe(0);
    });

    it('describes itself for a hover: two traits 25 vs 25 each fail on 1..50 of 100, so 0 PP on at least a quarter of the pairs', () => {
        const c = twoTraitPpCounts({ might: 25, difficulty: 25 }, { might: 25, difficulty: 25 });
        expect([...c.counts.values()].reduce((s, x) => s + x, 0)).toBe(c.total);
        expect(describeCounts(c)).toMatch(/^0: \d+\.\d%, 1: /);
    });
});

describe('tactics: defend_best picks the allowed defense with the least expected damage', () => {
    it('a strong blocker blocks; a physical parry against magic is never chosen', async () => {
        const { bestDefense } = await import('../../language/rulesets/vaxia/engine/tactics.js');
        const target = { lif: 30, damage: 0 };
        const choices = [
            { kind: 'none', mights: [30, 35] },
            { kind: 'dodge', realm: 'physical', mights: [25, 20] },
            { kind: 'block', realm: 'physical', mights: [50, 50] },
        ] as const;
        const pick = bestDefense({ realm: 'physical', mights: [40, 45] }, choices, target);
        expect(pick?.choice.kind).toBe('block');
        const standing = attackOutlook({ realm: 'physical', mights: [40, 45] }, { kind: 'none', mights: [30, 35] }, target).expected;
        expect(pick!.expected).toBeLessThan(standing);
        const vsMagic = bestDefense(
            { realm: 'magic', mights: [40, 45] },
            [
                { kind: 'parry', realm: 'physical', mights: [90, 90] },
                { kind: 'none', mights: [30, 35] },
            ],
            target,
        );
        expect(vsMagic?.choice.kind).toBe('none');
    });
});
