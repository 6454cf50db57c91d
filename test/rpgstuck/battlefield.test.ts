import { describe, expect, it } from 'vitest';
import { hordeAreaHits, hordeHits, hordeStrength } from '../../language/rulesets/rpgstuck/horde.js';
import {
    collision,
    coverBonus,
    fallingDice,
    hubCollision,
    jump,
    lightEffects,
    movementCost,
    pooledCollision,
    wallImpact,
} from '../../language/rulesets/rpgstuck/environment.js';
import { crLabel, effectiveCr, encounterCr } from '../../language/rulesets/rpgstuck/difficulty.js';
import { rollAttack } from '../../language/rulesets/rpgstuck/attack-roll.js';
import { dice } from './scripted.js';

describe('§Hordes and Swarms', () => {
    it('Horde Strength: +10, +5 at two thirds of its HP, none at one third', () => {
        expect(hordeStrength(90, 90)).toBe(10);
        expect(hordeStrength(61, 90)).toBe(10);
        expect(hordeStrength(60, 90)).toBe(5);
        expect(hordeStrength(31, 90)).toBe(5);
        expect(hordeStrength(30, 90)).toBe(0);
    });
    it('an extra hit for every 5 the attack beats the defense by', () => {
        const r = rollAttack({ proficiency: 2, stat: 3, bonuses: [hordeStrength(90, 90)], defense: 15 }, dice(11));
        expect(r.total).toBe(26);
        expect(hordeHits(r.outcome, r.total, r.defense)).toBe(3);
        expect(hordeHits('hit', 19, 15)).toBe(1);
        expect(hordeHits('hit', 20, 15)).toBe(2);
        expect(hordeHits('miss', 40, 15)).toBe(0);
        expect(hordeHits('critical', 10, 15)).toBe(1);
    });
    it('Horde Anatomy: an area hits once per square; a Medium one-square horde three times', () => {
        expect(hordeAreaHits(4)).toBe(4);
        expect(hordeAreaHits(1, true)).toBe(3);
    });
});

describe('§Environmental Factors', () => {
    it('half cover +2, three-quarters +4 to AC and Reflex; full cover untargetable', () => {
        expect(coverBonus('half', 'AC')).toEqual({ bonus: 2, targetable: true });
        expect(coverBonus('three_quarters', 'reflex')).toEqual({ bonus: 4, targetable: true });
        expect(coverBonus('three_quarters', 'will')).toEqual({ bonus: 0, targetable: true });
        expect(coverBonus('full', 'AC').targetable).toBe(false);
    });
    it('falling: 1d6 per 10 feet', () => {
        expect(fallingDice(35)).toBe(3);
        expect(fallingDice(9)).toBe(0);
    });
    it('§Environmental Factors: a T3 Titachnid pushes 35 ft, the wall stops it after 10: 25 ft left deal 15', () => {
        expect(wallImpact(35, 10, 3)).toEqual({ units: 5, damage: 15 });
    });
    it('§Environmental Factors: a player slams the Titachnid 30 ft into a wall after 20: 10 ft left deal 2P', () => {
        expect(wallImpact(30, 20, 1).units).toBe(2);
        expect(wallImpact(30, 20, 4).damage).toBe(8); // P 4
    });
    it('§Environmental Factors: an Imp Shoved into an Imp: 2P split into P each, or 2P to the first if the second passes', () => {
        const P = 3;
        expect(collision(2 * P, true)).toEqual({ first: P, second: P });
        expect(collision(2 * P, false)).toEqual({ first: 2 * P, second: 0 });
    });
    it('assumption: an odd point of a split goes to the moved creature', () => {
        expect(collision(7, true)).toEqual({ first: 4, second: 3 });
    });
    it('§Environmental Factors: pushed into each other with one ability, damage is pooled and split', () => {
        expect(pooledCollision([6, 2])).toEqual([4, 4]);
        expect(pooledCollision([5, 5, 1])).toEqual([4, 4, 3]);
    });
    it('§Environmental Factors: four Imps into a Giclops, 2P each: each Imp takes P, the Giclops four times P (4P)', () => {
        const P = 3;
        const r = hubCollision([2 * P, 2 * P, 2 * P, 2 * P]);
        expect(r.movers).toEqual([P, P, P, P]);
        expect(r.centre).toEqual([P, P, P, P]);
        expect(r.centre.reduce((a, b) => a + b, 0)).toBe(4 * P);
    });
});

describe('§Special Types of Movement, §Light and Darkness', () => {
    it('§Special Types of Movement: climbing 5 feet takes 10 feet of movement', () => {
        expect(movementCost(5, 'climb')).toBe(10);
        expect(movementCost(5, 'swim')).toBe(10);
        expect(movementCost(5, 'fly')).toBe(5);
    });
    it('jumping: STR feet across and 3 + STR up with a run-up; half without', () => {
        expect(jump(4, true)).toEqual({ horizontal: 4, vertical: 7 });
        expect(jump(4, false)).toEqual({ horizontal: 2, vertical: 3 });
    });
    it('dim light: disadvantage on sight Perception; darkness: attacks on unseen targets have disadvantage', () => {
        expect(lightEffects('dim')).toEqual({ perceptionDisadvantage: true, attackDisadvantage: 0 });
        expect(lightEffects('dark')).toEqual({ perceptionDisadvantage: false, attackDisadvantage: 1 });
        expect(lightEffects('dark', true).attackDisadvantage).toBe(0);
    });
});

describe('§Combat Rating (CR)', () => {
    it('§CR: two CR 1 Imps are a CR 2 encounter', () => {
        expect(encounterCr([{ cr: 1, count: 2 }], 1)).toBe(2);
    });
    it('§CR: a CR 2 Ogre and a CR 1 Imp are CR 3', () => {
        expect(encounterCr([{ cr: 2 }, { cr: 1 }], 1)).toBe(3);
    });
    it('§CR: three CR 2 Ogres are CR 6', () => {
        expect(encounterCr([{ cr: 2 }, { cr: 2 }, { cr: 2 }], 1)).toBe(6);
    });
    it('§CR: eight Tier 0 CR 1 imps against Tier 1 players are CR 4', () => {
        expect(encounterCr([{ cr: 1, tier: 0, count: 8 }], 1)).toBe(4);
    });
    it('§CR: one Tier 3 CR 2 Acheron against Tier 2 players is CR 4', () => {
        expect(effectiveCr({ cr: 2, tier: 3 }, 2)).toBe(4);
    });
    it('assumption: two tiers apart keeps doubling', () => {
        expect(effectiveCr({ cr: 1, tier: 3 }, 1)).toBe(4);
    });
    it("labels follow the seed's CR list", () => {
        expect(crLabel(3)).toContain('miniboss');
        expect(crLabel(6)).toContain('beyond');
    });
});
