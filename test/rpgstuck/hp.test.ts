import { describe, expect, it } from 'vitest';
import {
    breath,
    gainTempHp,
    healthState,
    heal,
    hitDieAverage,
    maxHp,
    reduceMaxHp,
    reduceStat,
    takeDamage,
} from '../../language/rulesets/rpgstuck/hp.js';

const h = (hp: number, maxHp: number, tempHp = 0) => ({ hp, maxHp, tempHp });

describe('§Hit Points and Stats', () => {
    it('level 1: 10 + hit die maximum + CON (d8, CON 2 → 20)', () => {
        expect(maxHp(1, 8, 2)).toEqual({ ok: true, value: 20 });
    });
    it('each level adds the hit die average + CON (d8 average 5, assumption; level 3, CON 2 → 34)', () => {
        expect(hitDieAverage(8)).toBe(5);
        expect(maxHp(3, 8, 2)).toEqual({ ok: true, value: 20 + 2 * 7 });
        expect(maxHp(3, 8, 2, 'round_down')).toEqual({ ok: true, value: 20 + 2 * 6 });
        expect(hitDieAverage(10, 'round_down')).toBe(5);
    });
    it('bad level or hit die: coded issues', () => {
        expect(maxHp(0, 8, 2)).toMatchObject({ ok: false, issues: [{ code: 'rpgstuck.hp.level' }] });
        expect(maxHp(1, 1, 2)).toMatchObject({ ok: false, issues: [{ code: 'rpgstuck.hp.hit-die' }] });
    });
    it('0 HP is unconscious, not dead (no death saves)', () => {
        expect(healthState(h(0, 20))).toBe('unconscious');
        expect(healthState(h(1, 20))).toBe('up');
        expect(takeDamage(h(5, 20), 9)).toMatchObject({ hp: 0, lost: 5 });
    });
    it('temp HP absorbs damage first, the rest comes off HP', () => {
        expect(takeDamage(h(20, 20, 5), 8)).toEqual({ hp: 17, maxHp: 20, tempHp: 0, absorbed: 5, lost: 3 });
        expect(takeDamage(h(20, 20, 5), 3)).toEqual({ hp: 20, maxHp: 20, tempHp: 2, absorbed: 3, lost: 0 });
    });
    it('temp HP can be gained at full HP', () => {
        expect(gainTempHp(h(20, 20), 4)).toEqual({ ok: true, value: h(20, 20, 4) });
    });
    it('temp HP does not stack: more replaces, less or equal grants nothing', () => {
        expect(gainTempHp(h(20, 20, 5), 8)).toEqual({ ok: true, value: h(20, 20, 8) });
        expect(gainTempHp(h(20, 20, 5), 3)).toEqual({ ok: true, value: h(20, 20, 5) });
        expect(gainTempHp(h(20, 20, 5), 5)).toEqual({ ok: true, value: h(20, 20, 5) });
    });
    it('negative temp HP is a coded issue', () => {
        expect(gainTempHp(h(20, 20), -1)).toMatchObject({ ok: false, issues: [{ code: 'rpgstuck.hp.temp-negative' }] });
    });
    it('healing stops at the maximum and leaves temp HP alone', () => {
        expect(heal(h(15, 20, 3), 10)).toEqual(h(20, 20, 3));
    });
    it("§Developer's Note 2024-02-24: reducing max HP reduces current HP by the same number", () => {
        expect(reduceMaxHp(h(18, 20), 5)).toEqual({ hp: 13, maxHp: 15, tempHp: 0, state: 'up' });
        expect(reduceMaxHp(h(3, 20), 5)).toMatchObject({ hp: 0, maxHp: 15, state: 'unconscious' });
    });
    it('max HP reduced to 0 is instant death', () => {
        expect(reduceMaxHp(h(18, 20), 20).state).toBe('dead');
        expect(reduceMaxHp(h(18, 20), 25)).toMatchObject({ maxHp: 0, state: 'dead' });
    });
    it('a stat reduced to 0 is instant death', () => {
        expect(reduceStat(3, 2)).toEqual({ value: 1, dead: false });
        expect(reduceStat(3, 3)).toEqual({ value: 0, dead: true });
        expect(reduceStat(0, 0)).toEqual({ value: 0, dead: false });
    });
    it('§Environmental Factors: hold breath 1 + CON minutes, then CON rounds (min 1)', () => {
        expect(breath(3)).toEqual({ holdMinutes: 4, roundsWithout: 3 });
        expect(breath(0)).toEqual({ holdMinutes: 1, roundsWithout: 1 });
    });
});
