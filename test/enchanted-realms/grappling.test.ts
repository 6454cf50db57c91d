/**
 * Grappling, escaping, the hurt grappler, shoving and tripping — 001_66230f9a082df360.txt
 * §Grappling, §Uncommon Conditions, §Shoving and Tripping.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { erArena } from './harness.js';
import { grappleModifiers, holdDC } from '../../language/rulesets/enchanted-realms/rules/grappling.js';
import { competition, featSave } from '../../language/rulesets/enchanted-realms/rules/saves.js';
import { shoveModifiers, shoveOutcome } from '../../language/rulesets/enchanted-realms/rules/shoving-and-tripping.js';

describe('the grappling table', () => {
    it('grappler 2 sizes larger: +4 to the grappler (+2 per category)', () => {
        expect(grappleModifiers({ size: 5 }, { size: 3 })).toMatchObject({ grappler: 4, victim: 0 });
    });
    it('a larger victim gives no size bonus on the initial grapple', () => {
        expect(grappleModifiers({ size: 3 }, { size: 4 })).toMatchObject({ grappler: 0, victim: 0 });
    });
    it('victim faster: +1 per full 10 ft of difference (40 vs 25 → +1)', () => {
        expect(grappleModifiers({ size: 3, speed: 25 }, { size: 3, speed: 40 })).toMatchObject({ grappler: 0, victim: 1 });
        expect(grappleModifiers({ size: 3, speed: 20 }, { size: 3, speed: 40 }).victim).toBe(2);
    });
    it('rainy, icy or slick ground: +3 to the victim', () => {
        expect(grappleModifiers({ size: 3 }, { size: 3 }, { slick: true }).victim).toBe(3);
    });
    it('prone: −5 to each prone side', () => {
        expect(grappleModifiers({ size: 3, prone: true }, { size: 3, prone: true })).toMatchObject({ grappler: -5, victim: -5 });
    });
    it('all rows at once add up: grappler 1 larger, victim 20 ft faster, slick, victim prone', () => {
        expect(grappleModifiers({ size: 4, speed: 30 }, { size: 3, speed: 50, prone: true }, { slick: true })).toMatchObject({
            grappler: 2,
            victim: 2 + 3 - 5,
        });
    });
    it('escaping: the bigger escaper takes the size bonus instead of the grappler', () => {
        expect(grappleModifiers({ size: 3 }, { size: 5 }, { escaping: true })).toMatchObject({ grappler: 0, victim: 4 });
        expect(grappleModifiers({ size: 5 }, { size: 3 }, { escaping: true })).toMatchObject({ grappler: 4, victim: 0 });
    });
    it('a grapple: d12 + Str or Agi modifier + table, grappler 8 + 2 + 2 beats victim 9 + 1', () => {
        const mods = grappleModifiers({ size: 4 }, { size: 3 });
        const r = withDice([8, 9], d => competition(d, { modifier: 2 + mods.grappler }, { modifier: 1 + mods.victim }, 'reroll'));
        expect(r.winner).toBe('attacker');
    });
});

describe('a grappler struck while holding', () => {
    it('§Grappling: a 3-point strike calls for a DC 13 Strength feat', () => {
        expect(holdDC(3)).toBe(13);
    });
    it('§Grappling: the grappler hit for 3 makes the DC 13 feat with 11 + 2 and keeps the hold; 10 + 2 releases', () => {
        expect(withDice([11], d => featSave(d, { modifier: 2, dc: holdDC(3) })).success).toBe(true);
        expect(withDice([10], d => featSave(d, { modifier: 2, dc: holdDC(3) })).success).toBe(false);
    });
    it('§Uncommon Conditions: the incidental point of a savage-form escaper calls for DC 11', () => {
        expect(holdDC(1)).toBe(11);
    });
});

describe('shoving and tripping (their own table)', () => {
    it('size advantage: a flat +2 for the larger side, not per category', () => {
        const r = shoveModifiers({ size: 5 }, { size: 3 });
        expect(r.ok && r.value).toMatchObject({ grappler: 2, victim: 0 });
        const up = shoveModifiers({ size: 3 }, { size: 4 });
        expect(up.ok && up.value).toMatchObject({ grappler: 0, victim: 2 });
    });
    it('§Shoving and Tripping: slick ground is −3 for a shoved victim (grappling gives it +3)', () => {
        const r = shoveModifiers({ size: 3 }, { size: 3 }, { slick: true });
        expect(r.ok && r.value.victim).toBe(-3);
        expect(grappleModifiers({ size: 3 }, { size: 3 }, { slick: true }).victim).toBe(3);
    });
    it('prone: −5 for the prone competitor', () => {
        const r = shoveModifiers({ size: 3, prone: true }, { size: 3 });
        expect(r.ok && r.value.grappler).toBe(-5);
    });
    it('a target two sizes larger cannot be shoved: enchanted-realms-shove-too-large', () => {
        const r = shoveModifiers({ size: 3 }, { size: 5 });
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-shove-too-large');
    });
    it('a won shove pushes 5 ft; a won trip drops the victim prone in place', () => {
        expect(shoveOutcome('shove')).toEqual({ pushFeet: 5, prone: false });
        expect(shoveOutcome('trip')).toEqual({ pushFeet: 0, prone: true });
    });
});

describe('§Grappling in a fight: escaping uses the same optional modifiers', () => {
    const text = (line: string) => `ruleset enchanted-realms
character Hild { strength 2 agility 2 body 20 }
creature Cultist { strength 2 agility 2 body 20 attack Knife { roll 1d20 } }
encounter E { side a { Hild } side b { Cultist } round 1 { Cultist: grapple -> Hild } round 2 { Hild: ${line} } }`;
    it('on slick ground the escaping victim takes +3: 5 + 3 beats the holder 7', async () => {
        const a = await erArena(text('escape -> Cultist with slick'));
        a.play(1, [1, 9, 8, 3]); // d10s; the grapple d12s 8 vs 3: Hild is held
        expect(a.byId('Hild').conditions.has('grappled')).toBe(true);
        a.play(2, [9, 1, 5, 7]);
        expect(a.byId('Hild').conditions.has('grappled')).toBe(false);
    });
    it('without slick the same 5 loses to 7', async () => {
        const a = await erArena(text('escape -> Cultist'));
        a.play(1, [1, 9, 8, 3]);
        a.play(2, [9, 1, 5, 7]);
        expect(a.byId('Hild').conditions.has('grappled')).toBe(true);
    });
});
