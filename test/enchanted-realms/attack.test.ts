/**
 * The pool attack — 001_66230f9a082df360.txt (opening of "Combat Detailed"), §The Attack;
 * vantage on pools from the public rules, agreeing with §Sneak Attacks and §Restrictions in Combat.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { dieHits } from '../../language/rulesets/enchanted-realms/rules/combat-detailed.js';
import { poolShape, type PoolAttackResult, type PoolAttackSpec, rollPoolAttack } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';

/** A pool attack with scripted faces; vantage damage is the public d3 unless the spec says. */
const attack = (faces: number[], spec: Omit<PoolAttackSpec, 'vantageDamage'> & Partial<Pick<PoolAttackSpec, 'vantageDamage'>>): PoolAttackResult =>
    withDice(faces, d => rollPoolAttack(d, { vantageDamage: 'one_d3', ...spec }));

describe('each die against AC on its own', () => {
    it('a die hits when face + to-hit meets the AC, misses below it', () => {
        expect(dieHits(14, 14)).toBe(true);
        expect(dieHits(13, 14)).toBe(false);
        expect(dieHits(12, 14, 2)).toBe(true);
    });
    it('a raw 20 always hits, even against AC 40', () => {
        expect(dieHits(20, 40)).toBe(true);
        expect(dieHits(20, 40, -10)).toBe(true);
    });
    it('a raw 1 always misses, even against AC 0 with +10', () => {
        expect(dieHits(1, 0, 10)).toBe(false);
    });
    it('3 dice vs AC 12: 15 hits, 8 misses, 12 hits → 2 hits, faces kept in order', () => {
        const r = attack([15, 8, 12], { pool: 3, ac: 12, damageModifier: 1, weaponWeight: 2 });
        expect(r.dice.map(d => [d.face, d.hit])).toEqual([
            [15, true],
            [8, false],
            [12, true],
        ]);
        expect(r.hits).toBe(2);
    });
});

describe('damage', () => {
    it('= hitting dice + Str/Agi modifier + weapon weight, modifiers once per attack: 2 hits + 1 + 2 = 5', () => {
        const r = attack([15, 8, 12], { pool: 3, ac: 12, damageModifier: 1, weaponWeight: 2 });
        expect(r.parts).toEqual({ hitDice: 2, critDamage: 0, modifier: 1, weight: 2, vantage: 0, onlyCrit: false });
        expect(r.damage).toBe(5);
    });
    it('no hit, no damage: the modifiers are not dealt alone', () => {
        const r = attack([3, 8, 1], { pool: 3, ac: 12, damageModifier: 3, weaponWeight: 2 });
        expect(r.hits).toBe(0);
        expect(r.damage).toBe(0);
        expect(r.parts.modifier).toBe(0);
    });
    it('a natural 20 is not a crit by itself: without a grant it counts 1 and draws no crit die', () => {
        const r = attack([20, 20], { pool: 2, ac: 30, damageModifier: 0, weaponWeight: 1 });
        expect(r.crit.triggered).toBe(false);
        expect(r.damage).toBe(3);
    });
    it('a negative modifier never makes damage negative', () => {
        const r = attack([15], { pool: 1, ac: 10, damageModifier: -3 });
        expect(r.damage).toBe(0);
        expect(r.neutralized).toBe(true);
    });
});

describe('§The Attack: separate attacks', () => {
    it('the same 2 hits as one attack on one target deal 2 + 2 + 1 = 5, not 8: splitting pays the modifiers per target', () => {
        expect(attack([14, 17], { pool: 2, ac: 12, damageModifier: 2, weaponWeight: 1 }).damage).toBe(5);
    });
    it('§The Attack: a shield blitz on one target is two attacks, each with its own modifiers', () => {
        // Weapon: 2d20, Str +1, weight 2 → 14, 16 vs AC 13 → 2 + 1 + 2 = 5; shield: 1d20, weight 1 → 13 → 1 + 1 + 1 = 3.
        const weapon = attack([14, 16], { pool: 2, ac: 13, damageModifier: 1, weaponWeight: 2 });
        const shield = attack([13], { pool: 1, ac: 13, damageModifier: 1, weaponWeight: 1 });
        expect([weapon.damage, shield.damage]).toEqual([5, 3]);
    });
});

describe('advantage and disadvantage on pools (public rules)', () => {
    it('advantage adds a d20, beyond the cap: 5 → 6 dice', () => {
        expect(poolShape(5, 'advantage')).toEqual({ count: 6, keepLowerPair: false });
    });
    it('disadvantage removes a d20: 3 → 2', () => {
        expect(poolShape(3, 'disadvantage')).toEqual({ count: 2, keepLowerPair: false });
    });
    it('disadvantage on a single die: two d20s, the lower kept', () => {
        expect(poolShape(1, 'disadvantage')).toEqual({ count: 1, keepLowerPair: true });
        const r = attack([18, 9], { pool: 1, ac: 12, damageModifier: 0, vantage: 'disadvantage', vantageDamage: 'none' });
        expect(r.dice).toEqual([
            { face: 18, kept: false, hit: false },
            { face: 9, kept: true, hit: false },
        ]);
        expect(r.damage).toBe(0);
    });
    it('advantage adds d3 damage on a hit (default option): 1 hit + 1 + d3=2 → 4', () => {
        const r = attack([15, 4, 3, 2], { pool: 2, ac: 12, damageModifier: 1, vantage: 'advantage' });
        expect(r.dice).toHaveLength(3);
        expect(r.parts.vantage).toBe(2);
        expect(r.damage).toBe(4);
    });
    it('disadvantage takes d3 from the damage; 0 or less acts as a miss (neutralized)', () => {
        const r = attack([15, 3, 3], { pool: 3, ac: 12, damageModifier: 1, vantage: 'disadvantage' });
        expect(r.parts.vantage).toBe(-3);
        expect(r.damage).toBe(0);
        expect(r.neutralized).toBe(true);
    });
    it('option vantage_damage one_d2 / flat_2 / none', () => {
        expect(attack([15, 4, 3, 2], { pool: 2, ac: 12, damageModifier: 0, vantage: 'advantage', vantageDamage: 'one_d2' }).damage).toBe(3);
        expect(attack([15, 4, 3], { pool: 2, ac: 12, damageModifier: 0, vantage: 'advantage', vantageDamage: 'flat_2' }).damage).toBe(3);
        expect(attack([15, 4, 3], { pool: 2, ac: 12, damageModifier: 0, vantage: 'advantage', vantageDamage: 'none' }).damage).toBe(1);
    });
    it('no hit: no vantage die is drawn', () => {
        const r = attack([5, 4, 3], { pool: 2, ac: 12, damageModifier: 0, vantage: 'advantage' });
        expect(r.damage).toBe(0);
    });
    it('an untrained pool of 0 (option) throws two dice and keeps the lower', () => {
        const r = attack([19, 14], { pool: 0, ac: 12, damageModifier: 0 });
        expect(r.dice.filter(d => d.kept).map(d => d.face)).toEqual([14]);
        expect(r.damage).toBe(1);
    });
});
