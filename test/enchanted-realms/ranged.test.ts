/**
 * Cover, obscurement, friendly fire, thrown items — 001_66230f9a082df360.txt §Cover,
 * §Obscurement, §Friendly Fire, §Throwing Items.
 */
import { describe, expect, it } from 'vitest';
import {
    coveredAC,
    coverEffect,
    friendlyFire,
    obscurementToHit,
    rollForward,
    THROWN_ITEMS,
    thrownItemDice,
    thrownMagicToHit,
    throwItem,
} from '../../language/rulesets/enchanted-realms/ranged.js';
import { withDice } from './dice.js';

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
        expect(coverEffect('full')).toEqual({ ac: 0, agilityAreaSave: 5, targetable: false, friendlyFire: true });
    });
    it('the same bonus on Agility saves against areas; friendly fire by default at three-quarters', () => {
        expect(coverEffect('half')).toMatchObject({ agilityAreaSave: 2, friendlyFire: false });
        expect(coverEffect('three-quarters')).toMatchObject({ agilityAreaSave: 5, friendlyFire: true });
    });
    it('§Obscurement: a penalty on the attacker, not on the AC', () => {
        expect(obscurementToHit(1, 3)).toBe(-2);
    });
});

describe('§Friendly Fire', () => {
    it('§Friendly Fire: dice rolled forward by 2 — 18 and 19 become a natural 20, a natural 1 a raw 3', () => {
        expect(rollForward(18)).toBe(20);
        expect(rollForward(19)).toBe(20);
        expect(rollForward(1)).toBe(3);
        expect(rollForward(10)).toBe(12);
    });
    it('§Friendly Fire: a missed 18 against AC 25 becomes a natural 20 that hits the ally in slot 2 (AC 30)', () => {
        const r = withDice([2], d => friendlyFire(d, [18], 0, [12, 30]));
        expect(r.ok && r.value).toEqual({ slot: 2, target: 1, faces: [20], hits: [true] });
    });
    it('§Friendly Fire: a natural 1 rolled forward is a raw 3, no longer a sure miss (hits AC 3)', () => {
        const r = withDice([1], d => friendlyFire(d, [1], 0, [3]));
        expect(r.ok && r.value.hits).toEqual([true]);
    });
    it('all the dice of the missed pool go forward against the one alternate target, same to-hit', () => {
        const r = withDice([1], d => friendlyFire(d, [9, 12, 4], 1, [14]));
        expect(r.ok && r.value).toEqual({ slot: 1, target: 0, faces: [11, 14, 6], hits: [false, true, false] });
    });
    it('9 and 10 on the d10, and numbers with nobody, hit nothing', () => {
        expect(withDice([9], d => friendlyFire(d, [18], 0, [10, 10]))).toMatchObject({ ok: true, value: { target: null } });
        expect(withDice([3], d => friendlyFire(d, [18], 0, [10, 10]))).toMatchObject({ ok: true, value: { target: null } });
    });
    it('more than 8 numbered creatures: enchanted-realms-friendly-fire-slots', () => {
        const r = friendlyFire({ die: () => 1 }, [5], 0, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-friendly-fire-slots');
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
        expect(thrownItemDice({})).toBe(1);
        expect(thrownItemDice({ rangedFighting: true })).toBe(2);
        expect(thrownItemDice({ rangedFighting: true, hurling: true })).toBe(3);
    });
    it('the raw face must reach AC; either die of two activates the effect, damage rolled once (acid d4 = 3)', () => {
        const acid = THROWN_ITEMS[0];
        expect(withDice([8, 14, 3], d => throwItem(d, acid, 13, { rangedFighting: true }))).toEqual({ faces: [8, 14], contact: true, damage: 3 });
        expect(withDice([8, 12], d => throwItem(d, acid, 13, { rangedFighting: true }))).toEqual({ faces: [8, 12], contact: false, damage: 0 });
    });
    it('thrown magic: ranged fighting adds a positive Agility modifier, hurling the whole Agility score', () => {
        expect(thrownMagicToHit({ agilityScore: 7, agilityModifier: 2 })).toBe(0);
        expect(thrownMagicToHit({ rangedFighting: true, agilityScore: 7, agilityModifier: 2 })).toBe(2);
        expect(thrownMagicToHit({ rangedFighting: true, hurling: true, agilityScore: 7, agilityModifier: 2 })).toBe(7);
    });
});
