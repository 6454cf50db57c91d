/**
 * Scores, AC and pool size — 001_66230f9a082df360.txt §Touch-based Effects, §The Attack,
 * §Critical Hits (the 5d20 limit), §Throwing Items (the untrained).
 */
import { describe, expect, it } from 'vitest';
import { armorClass, attackPool, modifierOf } from '../../language/rulesets/enchanted-realms/scores.js';

describe('score → modifier', () => {
    it('§Touch-based Effects: Agility 4 gives +1 and Agility 6 gives +2 (the example)', () => {
        expect(modifierOf(4)).toBe(1);
        expect(modifierOf(6)).toBe(2);
    });
    it.each([
        [1, 0],
        [2, 0],
        [3, 0],
        [5, 1],
        [7, 2],
        [8, 3],
        [12, 5],
        [25, 11],
    ])('seed table: score %i → %i (no modifier below 4, +1 per two points after)', (score, mod) => {
        expect(modifierOf(score)).toBe(mod);
    });
    it('the digest formula ⌊s/2⌋−1 would give −1 at score 1; the seed edition starts modifiers at 4', () => {
        expect(modifierOf(1)).toBe(0);
    });
    it('option d20: the newer public table (10 → 0, 4 → −3) contradicts the seed example', () => {
        expect(modifierOf(10, 'd20')).toBe(0);
        expect(modifierOf(4, 'd20')).toBe(-3);
        expect(modifierOf(20, 'd20')).toBe(5);
    });
});

describe('armour class', () => {
    it('is armour + Agility modifier + other, with the other part kept apart', () => {
        expect(armorClass({ armor: 12, agilityScore: 6, other: 1 })).toEqual({ total: 15, armor: 12, agility: 2, other: 1 });
    });
    it('other defaults to 0', () => {
        expect(armorClass({ armor: 10, agilityScore: 4 }).total).toBe(11);
    });
});

describe('attack pool', () => {
    it('one die per applicable combat skill', () => {
        const r = attackPool(3);
        expect(r.ok && r.value).toEqual({ skillDice: 3, bonusDice: 0, total: 3 });
    });
    it('5 skill dice is the cap; a 6th without a rule is enchanted-realms-pool-over-cap', () => {
        expect(attackPool(5).ok).toBe(true);
        const r = attackPool(6);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.diagnostic.code).toBe('enchanted-realms-pool-over-cap');
    });
    it('a rule may exceed the cap; bonus dice (sneak, crit) always go beyond it', () => {
        const over = attackPool(6, { exceedCap: true });
        expect(over.ok && over.value.total).toBe(6);
        const sneak = attackPool(5, { bonusDice: 2 });
        expect(sneak.ok && sneak.value.total).toBe(7);
    });
    it('§Throwing Items: an untrained fighter has no attack dice (enchanted-realms-untrained-attack)', () => {
        const r = attackPool(0);
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-untrained-attack');
    });
    it('option two-keep-lower lets the untrained attack with a pool of 0', () => {
        const r = attackPool(0, { untrained: 'two-keep-lower' });
        expect(r.ok && r.value.total).toBe(0);
    });
    it('rejects negative or fractional dice with enchanted-realms-bad-number', () => {
        expect(!attackPool(-1).ok && (attackPool(-1) as { diagnostic: { code: string } }).diagnostic.code).toBe('enchanted-realms-bad-number');
        expect(attackPool(1.5).ok).toBe(false);
    });
});
