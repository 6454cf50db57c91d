import { describe, expect, it } from 'vitest';
import { applyPercent, damageFromRoll, damagePercent, partPercent, rollDamage } from '../../language/rulesets/rpgstuck/damage.js';
import { dice } from './scripted.js';

const d10x2 = { dice: [{ count: 2, sides: 10 }], flat: 3 }; // 2d10+STR with STR 3

describe('§Damage Dice: advantage on damage', () => {
    it('rolls twice the dice and keeps the highest as many as normal', () => {
        const r = rollDamage({ dice: [{ count: 2, sides: 6 }], flat: 1, advantage: true }, dice(1, 5, 3, 6));
        expect(r.faces).toEqual([1, 5, 3, 6]);
        expect(r.kept).toEqual([6, 5]);
        expect(r.total).toBe(12);
    });
    it('keeps the highest half of each group of dice separately', () => {
        const r = rollDamage(
            {
                dice: [
                    { count: 1, sides: 8 },
                    { count: 1, sides: 4 },
                ],
                flat: 0,
                advantage: true,
            },
            dice(2, 7, 4, 1),
        );
        expect(r.kept).toEqual([7, 4]);
        expect(r.total).toBe(11);
    });
});

describe('§Critical Hits, Percentages: the two crit rules', () => {
    it('§Critical Hits: a crit with 2d10+STR rolls 4d10+2*STR (double dice and modifiers)', () => {
        const r = rollDamage({ ...d10x2, critical: true }, dice(3, 9, 5, 7), { critRule: 'double_dice' });
        expect(r.faces).toHaveLength(4);
        expect(r.raw).toBe(3 + 9 + 5 + 7 + 2 * 3);
        expect(r.total).toBe(30);
    });
    it('§Critical Hits: … or rolls 2d10+STR and doubles the result', () => {
        const r = rollDamage({ ...d10x2, critical: true }, dice(3, 9), { critRule: 'double_total' });
        expect(r.faces).toHaveLength(2);
        expect(r.raw).toBe(15);
        expect(r.total).toBe(30);
    });
    it('the dev note says both rules give "the same" outcome: same mean, different spread (4d10 can be odd, 2×2d10 cannot)', () => {
        const odd = rollDamage({ dice: [{ count: 2, sides: 10 }], flat: 0, critical: true }, dice(1, 1, 1, 2), { critRule: 'double_dice' });
        expect(odd.total).toBe(5);
        const even = rollDamage({ dice: [{ count: 2, sides: 10 }], flat: 0, critical: true }, dice(2, 1), { critRule: 'double_total' });
        expect(even.total % 2).toBe(0);
    });
    it('crit + advantage on damage under double dice: roll 4× the dice, keep the highest 2×', () => {
        const r = rollDamage({ dice: [{ count: 1, sides: 6 }], flat: 2, critical: true, advantage: true }, dice(1, 6, 2, 5), {
            critRule: 'double_dice',
        });
        expect(r.kept).toEqual([6, 5]);
        expect(r.total).toBe(11 + 4);
    });
});

describe('§Critical Hits, Percentages: bonus percentages and halving', () => {
    it('§Critical Hits: a crit is 100% bonus damage', () => {
        expect(damagePercent(true)).toBe(200);
        expect(damageFromRoll(10, true)).toBe(20);
    });
    it('§Critical Hits: head crit with Trace as the example counts it: 250% bonus, a roll of 10 becomes 35', () => {
        const head = partPercent('head', true, 'trace_example');
        expect(head).toBe(50);
        expect(damagePercent(true, [head, 100]) - 100).toBe(250);
        expect(damageFromRoll(10, true, [head, 100])).toBe(35);
    });
    it('§Head: the Head entry adds +50% more on crits: 300% bonus, a roll of 10 becomes 40 (the seed contradicts its example)', () => {
        const head = partPercent('head', true, 'head_text');
        expect(head).toBe(100);
        expect(damagePercent(true, [head, 100]) - 100).toBe(300);
        expect(damageFromRoll(10, true, [head, 100])).toBe(40);
    });
    it('§Head: a non-crit headshot is +50% under both readings', () => {
        expect(partPercent('head', false, 'head_text')).toBe(50);
        expect(partPercent('head', false, 'trace_example')).toBe(50);
        expect(damageFromRoll(10, false, [50])).toBe(15);
    });
    it('§Psi Core: +50% like a headshot (no crit extra, an assumption)', () => {
        expect(partPercent('psi_core', true)).toBe(50);
        expect(partPercent('arm', true)).toBe(0);
    });
    it('percentages apply after all modifiers: (roll + flat) × percent', () => {
        const r = rollDamage({ dice: [{ count: 1, sides: 6 }], flat: 4, critical: true, bonusPercents: [50] }, dice(6));
        expect(r.total).toBe(25);
    });
    it('§Critical Hits: a crit on an attack that deals half damage still deals 50% bonus damage', () => {
        expect(damagePercent(true, [], 1)).toBe(150);
        expect(damageFromRoll(10, true, [], 1)).toBe(15);
    });
    it('§Critical Hits: halved twice with no bonus percentage: no damage, yet still a damaging attack', () => {
        expect(damagePercent(false, [], 2)).toBe(0);
        expect(damageFromRoll(10, false, [], 2)).toBe(0);
        const r = rollDamage({ dice: [{ count: 1, sides: 6 }], flat: 0, halvings: 2 }, dice(6));
        expect(r).toMatchObject({ raw: 6, percent: 0, total: 0 });
    });
    it('§Critical Hits: damage cannot go below zero however many halvings stack', () => {
        expect(damagePercent(false, [], 5)).toBe(0);
        expect(damageFromRoll(10, true, [50], 7)).toBe(0);
    });
    it('halving once with no bonus: half, rounded down (assumption)', () => {
        expect(damageFromRoll(7, false, [], 1)).toBe(3);
        expect(damageFromRoll(7, false, [], 1, 'up')).toBe(4);
        expect(damageFromRoll(7, false, [], 1, 'nearest')).toBe(4);
    });
    it('halving eats the bonus first: crit + Trace (300%) halved once is 250%', () => {
        expect(damagePercent(true, [100], 1)).toBe(250);
    });
    it('the double-dice crit with a percentage: the doubled roll counts as twice the base', () => {
        // 2d10+3 crit on the head (head_text, +100): 4d10+6 → 30 raw, worth 300% of the base → 45.
        const r = rollDamage({ ...d10x2, critical: true, bonusPercents: [100] }, dice(3, 9, 5, 7), { critRule: 'double_dice' });
        expect(r.total).toBe(45);
        const t = rollDamage({ ...d10x2, critical: true, bonusPercents: [100] }, dice(3, 9), { critRule: 'double_total' });
        expect(t.total).toBe(45);
    });
    it('a negative raw (−P below d2) deals 0, not negative', () => {
        expect(rollDamage({ dice: [{ count: 1, sides: 2 }], flat: -4 }, dice(1)).total).toBe(0);
        expect(applyPercent(-3, 200)).toBe(0);
    });
});
