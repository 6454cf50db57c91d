/**
 * Critical hits — 001_66230f9a082df360.txt §Critical Hits; paralyzed / petrified from
 * §Restrictions in Combat.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { critsAllowed } from '../../language/rulesets/enchanted-realms/rules/critical-hits.js';
import { type PoolAttackResult, type PoolAttackSpec, rollPoolAttack } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';

const attack = (faces: number[], spec: Omit<PoolAttackSpec, 'vantageDamage'>): PoolAttackResult =>
    withDice(faces, d => rollPoolAttack(d, { vantageDamage: 'one_d3', ...spec }));
const sword = { ac: 14, damageModifier: 1, weaponWeight: 2, crits: true } as const;

describe('who may crit', () => {
    it('only where a skill, weapon or circumstance grants it', () => {
        expect(critsAllowed({ granted: false, ranged: false, rangedGrant: false })).toEqual({ ok: true, value: false });
        expect(critsAllowed({ granted: true, ranged: false, rangedGrant: false })).toEqual({ ok: true, value: true });
    });
    it('ranged weapons never crit by default: enchanted-realms-ranged-crit', () => {
        const r = critsAllowed({ granted: true, ranged: true, rangedGrant: false });
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-ranged-crit');
        expect(critsAllowed({ granted: true, ranged: true, rangedGrant: true })).toEqual({ ok: true, value: true });
    });
});

describe('the crit chain', () => {
    it('a natural 20 with a grant: one extra d20; a hitting crit die adds d3, the 20 itself still counts 1', () => {
        // Pool 20, 9 vs AC 14: 1 hit. Crit die 16 hits → d3 = 3. Damage 1 + 3 + 1 + 2 = 7.
        const r = attack([20, 9, 16, 3], { ...sword, pool: 2 });
        expect(r.crit.triggered).toBe(true);
        expect(r.crit.dice).toEqual([{ face: 16, hit: true, d3: 3 }]);
        expect(r.parts).toEqual({ hitDice: 1, critDamage: 3, modifier: 1, weight: 2, vantage: 0, onlyCrit: false });
        expect(r.damage).toBe(7);
    });
    it('several 20s in the original pool still grant only one crit die', () => {
        const r = attack([20, 20, 20, 5], { ...sword, pool: 3 });
        expect(r.crit.dice).toEqual([{ face: 5, hit: false }]);
        expect(r.damage).toBe(3 + 1 + 2);
    });
    it('the crit die goes beyond the 5d20 cap: a 5-die pool plus its crit die makes 6 d20s', () => {
        const r = attack([20, 3, 3, 3, 3, 15, 1], { ...sword, pool: 5 });
        expect(r.dice).toHaveLength(5);
        expect(r.crit.dice).toHaveLength(1);
        expect(r.damage).toBe(1 + 1 + 1 + 2);
    });
    it("a crit die's own 20 grants another, without limit: 20 → 20 → 20 → 7 (miss)", () => {
        const r = attack([20, 20, 2, 20, 1, 20, 3, 7], { ...sword, pool: 1 });
        expect(r.crit.dice).toEqual([
            { face: 20, hit: true, d3: 2 },
            { face: 20, hit: true, d3: 1 },
            { face: 20, hit: true, d3: 3 },
            { face: 7, hit: false },
        ]);
        expect(r.critHits).toBe(3);
        expect(r.damage).toBe(1 + 6 + 1 + 2);
    });
    it('a crit die of raw 1 misses; of 19 below AC 25 misses too (each die against AC)', () => {
        expect(attack([20, 1], { ...sword, pool: 1 }).critHits).toBe(0);
        expect(attack([20, 19], { ...sword, ac: 25, pool: 1 }).critHits).toBe(0);
    });
    it('no grant: a natural 20 only hits', () => {
        const r = attack([20], { ...sword, crits: false, pool: 1 });
        expect(r.crit.triggered).toBe(false);
        expect(r.damage).toBe(4);
    });
    it('at disadvantage a natural 20 draws no crit die even with a grant', () => {
        // pool 2 at disadvantage = 1 die: 20; then the −d3 die: 1. 1 + 1 + 2 − 1 = 3.
        const r = attack([20, 1], { ...sword, pool: 2, vantage: 'disadvantage' });
        expect(r.crit.triggered).toBe(false);
        expect(r.damage).toBe(3);
    });
    it('modifiers and weight are added to the attack once, not to crit dice', () => {
        const r = attack([20, 20, 3, 20, 3, 2], { ...sword, pool: 1 });
        expect(r.damage).toBe(1 + 3 + 3 + 1 + 2);
    });
    it('§Restrictions (paralyzed): one hitting die counts as a crit without a 20', () => {
        const r = attack([15, 2, 14, 2], { ac: 14, damageModifier: 0, pool: 2, critOnAnyHit: true });
        expect(r.crit.dice).toEqual([{ face: 14, hit: true, d3: 2 }]);
        expect(r.damage).toBe(1 + 2);
    });
    it('§Restrictions (petrified): only the crit chain deals damage', () => {
        expect(attack([15, 14], { ...sword, pool: 2, onlyCritDamage: true }).damage).toBe(0);
        expect(attack([20, 14, 15, 2], { ...sword, pool: 2, onlyCritDamage: true }).damage).toBe(2);
    });
});
