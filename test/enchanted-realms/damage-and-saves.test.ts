/**
 * Damage categories (§Physical Damage), saves and competitions (§Touch-based Effects, §Grappling,
 * public rules for preservation and initiative) — 001_66230f9a082df360.txt.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { initiativeOrder } from '../../language/rulesets/enchanted-realms/rules/initiative.js';
import { applyCategory, DAMAGE_CATEGORIES } from '../../language/rulesets/enchanted-realms/rules/physical-damage.js';
import { competition, featSave, preservationSave } from '../../language/rulesets/enchanted-realms/rules/saves.js';

describe('§Physical Damage', () => {
    it('lists ten categories', () => {
        expect(DAMAGE_CATEGORIES).toEqual(['alchemical', 'blunt', 'cold', 'edged', 'fire', 'lightning', 'necrotic', 'piercing', 'poison', 'smite']);
    });
    it("resistant halves one attack's damage, rounding down: 7 → 3", () => {
        expect(applyCategory(7, { resistances: ['ring'] })).toBe(3);
    });
    it('§Physical Damage: a 1-point attack does nothing to a resistant target', () => {
        expect(applyCategory(1, { resistances: ['ring'] })).toBe(0);
    });
    it('vulnerable doubles: 5 → 10', () => {
        expect(applyCategory(5, { vulnerabilities: ['curse'] })).toBe(10);
    });
    it('resistant and vulnerable at once cancel: 5 → 5', () => {
        expect(applyCategory(5, { resistances: ['nature'], vulnerabilities: ['enchantment'] })).toBe(5);
    });
    it('several sources do not stack: two resistances still halve once (8 → 4), two vulnerabilities double once', () => {
        expect(applyCategory(8, { resistances: ['ring', 'potion'] })).toBe(4);
        expect(applyCategory(8, { vulnerabilities: ['a', 'b'] })).toBe(16);
        expect(applyCategory(8, { resistances: ['a', 'b'], vulnerabilities: ['c'] })).toBe(8);
    });
});

describe('saves', () => {
    it('preservation: d20 + the score: 9 + Resilience 8 = 17 vs DC 17 succeeds', () => {
        const r = withDice([9], d => preservationSave(d, { score: 8, dc: 17 }));
        expect(r).toMatchObject({ raw: 9, total: 17, success: true });
    });
    it('feat: d20 + the modifier only: 9 + 2 = 11 vs DC 12 fails', () => {
        const r = withDice([9], d => featSave(d, { modifier: 2, dc: 12 }));
        expect(r).toMatchObject({ total: 11, success: false });
    });
    it('a raw 20 saves and a raw 1 fails whatever the numbers', () => {
        expect(withDice([20], d => featSave(d, { modifier: 0, dc: 40 })).success).toBe(true);
        expect(withDice([1], d => preservationSave(d, { score: 30, dc: 5 })).success).toBe(false);
    });
    it('§Defending: saves at advantage roll two d20s and keep the better', () => {
        const r = withDice([4, 15], d => featSave(d, { modifier: 0, dc: 10, vantage: 'advantage' }));
        expect(r).toMatchObject({ faces: [4, 15], raw: 15, success: true });
    });
});

describe('competitions (d12 + modifier each side)', () => {
    it('higher total wins: 7 + 1 vs 5 + 2', () => {
        const r = withDice([7, 5], d => competition(d, { modifier: 1 }, { modifier: 2 }, 'reroll'));
        expect(r).toMatchObject({ attackerTotal: 8, defenderTotal: 7, winner: 'attacker' });
    });
    it('ties re-roll by default (assumption): 6+1 vs 5+2, then 3 vs 9', () => {
        const r = withDice([6, 5, 3, 9], d => competition(d, { modifier: 1 }, { modifier: 2 }, 'reroll'));
        expect(r.rounds).toHaveLength(2);
        expect(r.winner).toBe('defender');
    });
    it('option defender: the resisting side wins ties', () => {
        const r = withDice([6, 5], d => competition(d, { modifier: 1 }, { modifier: 2 }, 'defender'));
        expect(r.winner).toBe('defender');
    });
    it('advantage on a d12: two d12s, the better kept', () => {
        const r = withDice([2, 11, 8], d => competition(d, { modifier: 0, vantage: 'advantage' }, { modifier: 0 }, 'reroll'));
        expect(r).toMatchObject({ attackerTotal: 11, defenderTotal: 8, winner: 'attacker' });
    });
    it('a tie that never breaks ends after 50 rounds with the defender', () => {
        const r = competition({ die: () => 6 }, { modifier: 0 }, { modifier: 0 }, 'reroll');
        expect(r.rounds).toHaveLength(50);
        expect(r.winner).toBe('defender');
    });
});

describe('initiative (public rules: d10 + modifiers, ties roll off on d20)', () => {
    it('orders highest first', () => {
        const r = withDice([3, 9, 5], d =>
            initiativeOrder(d, [
                { id: 'a', modifier: 2 },
                { id: 'b', modifier: 0 },
                { id: 'c', modifier: 1 },
            ]),
        );
        expect(r.map(e => [e.id, e.total])).toEqual([
            ['b', 9],
            ['c', 6],
            ['a', 5],
        ]);
    });
    it('ties roll off on d20, again while they tie', () => {
        const r = withDice([4, 5, 10, 10, 3, 17], d =>
            initiativeOrder(d, [
                { id: 'a', modifier: 1 },
                { id: 'b', modifier: 0 },
            ]),
        );
        expect(r.map(e => [e.id, e.d10, e.rollOff])).toEqual([
            ['b', 5, [10, 17]],
            ['a', 4, [10, 3]],
        ]);
    });
});
