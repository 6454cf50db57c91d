/**
 * Cover, obscurement, friendly fire, thrown items — 001_66230f9a082df360.txt §Cover,
 * §Obscurement, §Friendly Fire, §Throwing Items.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { coveredAC } from '../../language/rulesets/enchanted-realms/rules/cover.js';
import { strayShot } from '../../language/rulesets/enchanted-realms/rules/friendly-fire.js';
import { obscurementToHit } from '../../language/rulesets/enchanted-realms/rules/obscurement.js';
import { THROWN_ITEMS, throwItem } from '../../language/rulesets/enchanted-realms/rules/throwing-items.js';

describe('§Cover', () => {
    it('half cover +2 AC, three-quarters +5 AC against ranged attacks', () => {
        expect(coveredAC(13, 'half', true)).toEqual({ ok: true, value: 15 });
        expect(coveredAC(13, 'three-quarters', true)).toEqual({ ok: true, value: 18 });
    });
    it('assumption: melee ignores cover', () => {
        expect(coveredAC(13, 'three-quarters', false)).toEqual({ ok: true, value: 13 });
    });
    it('full cover cannot be aimed at: enchanted-realms-full-cover (only friendly fire resolves the shot)', () => {
        const r = coveredAC(13, 'full', true);
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-full-cover');
    });
    it('§Obscurement: a penalty on the attacker, not on the AC', () => {
        expect(obscurementToHit(1, 3)).toBe(-2);
    });
});

describe('§Friendly Fire', () => {
    it('§Friendly Fire: dice rolled forward by 2 — 18 and 19 become a natural 20, a natural 1 a raw 3', () => {
        expect(withDice([1], d => strayShot(d, [18, 19, 1, 10], 1)).faces).toEqual([20, 20, 3, 12]);
    });
    it('the d10 picks one of the numbered creatures: 2 → the second', () => {
        expect(withDice([2], d => strayShot(d, [18], 2))).toEqual({ slot: 2, target: 1, faces: [20] });
    });
    it('9 and 10 on the d10, and numbers with nobody, hit nothing; only 8 creatures are numbered', () => {
        expect(withDice([9], d => strayShot(d, [18], 12)).target).toBeNull();
        expect(withDice([8], d => strayShot(d, [18], 12)).target).toBe(7);
        expect(withDice([3], d => strayShot(d, [18], 2)).target).toBeNull();
    });
});

describe('§Throwing Items', () => {
    it('the table: acid splash d4 alchemical, bonfire blend 1 fire, holy water d4 smite, smokes are areas', () => {
        const byName = new Map(THROWN_ITEMS.map(i => [i.name, i]));
        expect(byName.get('acid_splash')).toMatchObject({ damage: { sides: 4 }, category: 'alchemical' });
        expect(byName.get('bonfire_blend')).toMatchObject({ damage: { flat: 1 }, category: 'fire' });
        expect(byName.get('holy_water')).toMatchObject({ damage: { sides: 4 }, category: 'smite' });
        expect(byName.get('thick_smoke')).toMatchObject({ damage: null, area: true });
        expect(THROWN_ITEMS).toHaveLength(8);
    });
    it('anyone 1d20, ranged fighting 2d20, hurling 3d20', () => {
        const acid = THROWN_ITEMS[0];
        expect(withDice([5], d => throwItem(d, acid, 13)).faces).toHaveLength(1);
        expect(withDice([5, 5], d => throwItem(d, acid, 13, { rangedFighting: true })).faces).toHaveLength(2);
        expect(withDice([5, 5, 5], d => throwItem(d, acid, 13, { rangedFighting: true, hurling: true })).faces).toHaveLength(3);
    });
    it('the raw face must reach AC; either die of two activates the effect, damage rolled once (acid d4 = 3)', () => {
        const acid = THROWN_ITEMS[0];
        expect(withDice([8, 14, 3], d => throwItem(d, acid, 13, { rangedFighting: true }))).toEqual({ faces: [8, 14], contact: true, damage: 3 });
        expect(withDice([8, 12], d => throwItem(d, acid, 13, { rangedFighting: true }))).toEqual({ faces: [8, 12], contact: false, damage: 0 });
    });
});
