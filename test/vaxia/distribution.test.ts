/**
 * Exact distributions for hovers: enumerated d100 faces. Checked against brute force through
 * resolveAttack (every one of the 10,000 face pairs) and against counts computed in Python.
 */
import { describe, expect, it } from 'vitest';
import { resolveAttack } from '../../language/rulesets/vaxia/combat.js';
import { attackOutlook, describeCounts, probabilities, traitPpCounts, twoTraitPpCounts } from '../../language/rulesets/vaxia/distribution.js';
import { ruleTrait } from '../../language/rulesets/vaxia/ruling.js';

describe('one- and two-trait PP distributions', () => {
    it('one trait: 100 faces, matching ruleTrait face by face', () => {
        const c = traitPpCounts(40, 30);
        const brute = new Map<number, number>();
        for (let roll = 1; roll <= 100; roll++) {
            const pp = ruleTrait(40, 30, roll).pp;
            brute.set(pp, (brute.get(pp) ?? 0) + 1);
        }
        expect(c.total).toBe(100);
        expect([...c.counts].sort((a, b) => a[0] - b[0])).toEqual([...brute].sort((a, b) => a[0] - b[0]));
        expect(c.counts.get(0)).toBe(35); // rolls 1..34 fail (needed 34.45); 35 makes 0.22 PP → 0
    });

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
    it('standing target: equals brute force through resolveAttack over all 10,000 face pairs', () => {
        const attack = { realm: 'physical' as const, mights: [40, 45] as [number, number] };
        const target = { lif: 30, damage: 20, armour: 2 };
        const outlook = attackOutlook(attack, { kind: 'none', mights: [30, 35] }, target);
        const brute = new Map<number, number>();
        for (let a = 1; a <= 100; a++) {
            for (let b = 1; b <= 100; b++) {
                const d = resolveAttack({ ...attack, rolls: [a, b] }, { kind: 'none', mights: [30, 35] }, target).damage;
                brute.set(d, (brute.get(d) ?? 0) + 1);
            }
        }
        expect(outlook.damage.total).toBe(10000);
        expect([...outlook.damage.counts]).toEqual([...brute].sort((x, y) => x[0] - y[0]));
    });

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

    it('probabilities sum to 1 and describe themselves for a hover', () => {
        const c = traitPpCounts(25, 25);
        const p = probabilities(c);
        expect([...p.values()].reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
        expect(p.get(0)).toBe(0.52); // rolls 1..50 fail; 51 and 52 make 0.125 and 0.375 → 0
        expect(describeCounts(c)).toMatch(/^0: 52\.0%, 1: /);
    });

    it('is fast enough for hovers: 20 active-defense outlooks well under a second', () => {
        const start = performance.now();
        for (let i = 0; i < 20; i++)
            attackOutlook({ realm: 'physical', mights: [40 + i, 45] }, { kind: 'dodge', mights: [35, 30] }, { lif: 30, damage: 0 });
        expect(performance.now() - start).toBeLessThan(1000);
    });
});

describe('tactics: defend_best picks the allowed defense with the least expected damage', () => {
    it('a strong blocker blocks; a physical parry against magic is never chosen', async () => {
        const { bestDefense } = await import('../../language/rulesets/vaxia/tactics.js');
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
