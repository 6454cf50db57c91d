/**
 * Scores and pool size — 001_66230f9a082df360.txt §Touch-based Effects, §The Attack,
 * §Critical Hits (the 5d20 limit), §Throwing Items (the untrained).
 */
import { describe, expect, it } from 'vitest';
import { attackPool } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';
import { modifierOf } from '../../language/rulesets/enchanted-realms/rules/touch-based-effects.js';

describe('score → modifier', () => {
    it('§Touch-based Effects: Agility 4 gives +1 and Agility 6 gives +2 (the example)', () => {
        expect(modifierOf(4, 'starts_at_4')).toBe(1);
        expect(modifierOf(6, 'starts_at_4')).toBe(2);
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
        expect(modifierOf(score, 'starts_at_4')).toBe(mod);
    });
    it('the digest formula ⌊s/2⌋−1 would give −1 at score 1; the seed edition starts modifiers at 4', () => {
        expect(modifierOf(1, 'starts_at_4')).toBe(0);
    });
    it('option ten_is_zero: the newer public table (10 → 0, 4 → −3) contradicts the seed example', () => {
        expect(modifierOf(10, 'ten_is_zero')).toBe(0);
        expect(modifierOf(4, 'ten_is_zero')).toBe(-3);
        expect(modifierOf(20, 'ten_is_zero')).toBe(5);
    });
});

describe('attack pool', () => {
    it('one die per applicable combat skill', () => {
        expect(attackPool(3, false)).toEqual({ ok: true, value: 3 });
    });
    it('5 skill dice is the cap; a 6th without a rule is enchanted-realms-pool-over-cap', () => {
        expect(attackPool(5, false).ok).toBe(true);
        const r = attackPool(6, false);
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-pool-over-cap');
    });
    it('a rule may exceed the cap', () => {
        expect(attackPool(6, true)).toEqual({ ok: true, value: 6 });
    });
    it('§Throwing Items: an untrained fighter has no attack dice (enchanted-realms-untrained-attack)', () => {
        const r = attackPool(0, false);
        expect(!r.ok && r.diagnostic.code).toBe('enchanted-realms-untrained-attack');
    });
});
