/**
 * Weapon negation, restrictions, defeat, the defense-rolls variant, the action economy and touch
 * effects — 001_66230f9a082df360.txt §Weapon Negation, §Restrictions in Combat, §Defense Rolls
 * (Variant), §Defending, §At The Ready, §Touch-based Effects; death from the public rules.
 */
import { describe, expect, it } from 'vitest';
import { bodyState, deathThreshold } from '../../language/rulesets/enchanted-realms/defeat.js';
import { defenseDC, defenseDieAvoids, rollDefense } from '../../language/rulesets/enchanted-realms/defense-rolls.js';
import { defendingEffects, readyTriggerLooksValid, takeDefend, takeReaction } from '../../language/rulesets/enchanted-realms/economy.js';
import { disarmResistCost, freePinnedWeapon, negationRoll, resistDisarm, resistLock } from '../../language/rulesets/enchanted-realms/negation.js';
import { dieHitChance } from '../../language/rulesets/enchanted-realms/probability.js';
import { combineRestrictions, RESTRICTIONS } from '../../language/rulesets/enchanted-realms/restrictions.js';
import { clandestineScore, sleightOfHandDC, sleightOfHandTouch } from '../../language/rulesets/enchanted-realms/touch.js';
import { withDice } from './dice.js';

describe('§Touch-based Effects: sleight of hand', () => {
    it("§Touch-based Effects: DC 10 → 12 with the victim's Agility 6 (+2) → 13 with a ring of protection (other +1)", () => {
        expect(sleightOfHandDC({ agilityModifier: 0, acOther: 0 })).toBe(10);
        expect(sleightOfHandDC({ agilityModifier: 2, acOther: 0 })).toBe(12);
        expect(sleightOfHandDC({ agilityModifier: 2, acOther: 1 })).toBe(13);
    });
    it('§Touch-based Effects: the caster (Agility 4, +1) scoring 17 or more touches unnoticed', () => {
        expect(clandestineScore(13)).toBe(17);
        expect(withDice([16], d => sleightOfHandTouch(d, 1, 13))).toEqual({ faces: [16], total: 17, success: true, clandestine: true });
        expect(withDice([15], d => sleightOfHandTouch(d, 1, 13))).toEqual({ faces: [15], total: 16, success: true, clandestine: false });
        expect(withDice([11], d => sleightOfHandTouch(d, 1, 13))).toEqual({ faces: [11], total: 12, success: false, clandestine: false });
    });
});

describe('§Weapon Negation', () => {
    it('one d20 however many skills apply; two under vantage', () => {
        expect(withDice([14], d => negationRoll(d, 14, 0))).toEqual({ faces: [14], success: true });
        expect(withDice([14, 5], d => negationRoll(d, 14, 0, 'disadvantage'))).toEqual({ faces: [14, 5], success: false });
    });
    it('resisting a lock: Strength competition with the attacker at advantage on the d12', () => {
        const r = withDice([3, 10, 9], d => resistLock(d, 0, 0));
        expect(r).toMatchObject({ attackerTotal: 10, defenderTotal: 9, winner: 'attacker' });
    });
    it('resisting a disarm costs 2 / 3 / 4 Body by weapon size, then an Agility competition', () => {
        expect([disarmResistCost('light'), disarmResistCost('medium'), disarmResistCost('heavy')]).toEqual([2, 3, 4]);
        const r = withDice([3, 4, 9], d => resistDisarm(d, 'medium', 0, 0));
        expect(r).toMatchObject({ damage: 3, kept: true });
    });
    it('§Weapon Negation: freeing a pinned weapon costs 2 dice — 2d20 spend the action, 3d20 still attack with 1d20, 1 die takes two rounds', () => {
        expect(freePinnedWeapon(2)).toEqual({ diceLeft: 0, rounds: 1 });
        expect(freePinnedWeapon(3)).toEqual({ diceLeft: 1, rounds: 1 });
        expect(freePinnedWeapon(1)).toEqual({ diceLeft: 0, rounds: 2 });
        expect(freePinnedWeapon(0)).toEqual({ diceLeft: 0, rounds: 2 });
    });
});

describe('§Restrictions in Combat', () => {
    it("lists the seed's 23 restrictions", () => {
        expect(RESTRICTIONS.map(r => r.name)).toContain('paralyzed');
        expect(RESTRICTIONS).toHaveLength(23);
    });
    it('the strongest applies, never cumulative: shaken (−2) and bound (−5) give −5, not −7', () => {
        expect(combineRestrictions(['shaken', 'bound']).toHitPenalty).toBe(5);
    });
    it('two sources of disadvantage are one disadvantage (poisoned + held breath)', () => {
        const c = combineRestrictions(['poisoned', 'held_breath']);
        expect(c.attacksAtDisadvantage).toBe(true);
        expect(c.savesAtDisadvantage).toBe(true);
    });
    it('movement: the most limiting (prone crawl + grappled 0 → 0)', () => {
        expect(combineRestrictions(['prone', 'grappled']).movement).toBe('zero');
        expect(combineRestrictions(['prone']).movement).toBe('crawl');
        expect(combineRestrictions([]).movement).toBe('normal');
    });
    it('invisible: attacks against it at disadvantage and −3 on the remaining dice', () => {
        expect(combineRestrictions(['invisible'])).toMatchObject({ disadvantageAgainst: true, penaltyAgainst: 3 });
    });
    it('unconscious: melee against at advantage, ranged at disadvantage; no actions', () => {
        expect(combineRestrictions(['unconscious'])).toMatchObject({ advantageAgainstMelee: true, disadvantageAgainstRanged: true, noActions: true });
    });
    it('unknown names are ignored', () => {
        expect(combineRestrictions(['sparkly']).attacksAtDisadvantage).toBe(false);
    });
});

describe('defeat and death', () => {
    it('Body ≤ 0 is defeat', () => {
        expect(bodyState(1, 9)).toBe('fighting');
        expect(bodyState(0, 9)).toBe('defeated');
        expect(bodyState(-2, 9)).toBe('defeated');
    });
    it('public rules: Resilience 15 dies at −5, Resilience 8 at −2', () => {
        expect(deathThreshold(15)).toBe(-5);
        expect(deathThreshold(8)).toBe(-2);
        expect(bodyState(-5, 15)).toBe('dead');
        expect(bodyState(-4, 15)).toBe('defeated');
    });
    it('the earliest death is at 0 Body (Resilience 2)', () => {
        expect(bodyState(0, 2)).toBe('dead');
    });
    it('option at-zero: dead at 0', () => {
        expect(bodyState(0, 15, 'at-zero')).toBe('dead');
    });
});

describe('§Defense Rolls (Variant)', () => {
    it("DC 21 + the monster's modifiers; each d20 + AC meeting it avoids", () => {
        expect(defenseDC(2)).toBe(23);
        expect(defenseDieAvoids(9, 14, 2)).toBe(true);
        expect(defenseDieAvoids(8, 14, 2)).toBe(false);
    });
    it('raw 20 always avoids, raw 1 is always a hit', () => {
        expect(defenseDieAvoids(20, -30, 10)).toBe(true);
        expect(defenseDieAvoids(1, 40, 0)).toBe(false);
    });
    it("one die per die of the monster's attack; failures are hits", () => {
        expect(withDice([9, 8, 1], d => rollDefense(d, 3, 14, 2)).failures).toBe(2);
    });
    it('seed arithmetic: DC 21 is one face kinder to the player than the GM-rolled attack (AC 14, +2: 9 vs 8 hitting faces of 20)', () => {
        let variantHits = 0;
        for (let f = 1; f <= 20; f++) if (!defenseDieAvoids(f, 14, 2)) variantHits++;
        expect(variantHits).toBe(8);
        expect(dieHitChance(14, 2) * 20).toBe(9);
    });
});

describe('the action economy', () => {
    it('one reaction per round: a second is enchanted-realms-second-reaction; the next round allows one again', () => {
        const first = takeReaction({}, 1);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        const second = takeReaction(first.value, 1);
        expect(!second.ok && second.diagnostic.code).toBe('enchanted-realms-second-reaction');
        expect(takeReaction(first.value, 2).ok).toBe(true);
    });
    it('§Defending: no reactions this round or the next (enchanted-realms-reaction-while-defending)', () => {
        const d = takeDefend({}, 3);
        if (!d.ok) throw new Error();
        expect(!takeReaction(d.value, 3).ok && (takeReaction(d.value, 3) as { diagnostic: { code: string } }).diagnostic.code).toBe(
            'enchanted-realms-reaction-while-defending',
        );
        expect(takeReaction(d.value, 4).ok).toBe(false);
        expect(takeReaction(d.value, 5).ok).toBe(true);
    });
    it('§Defending: not possible after a reaction in the same round', () => {
        const r = takeReaction({}, 2);
        if (!r.ok) throw new Error();
        const d = takeDefend(r.value, 2);
        expect(!d.ok && d.diagnostic.code).toBe('enchanted-realms-defend-after-reaction');
    });
    it('defending: attacks against at disadvantage if it sees them, saves at advantage', () => {
        expect(defendingEffects(true)).toEqual({ attacksAgainstDisadvantage: true, savesAdvantage: true });
        expect(defendingEffects(false)).toEqual({ attacksAgainstDisadvantage: false, savesAdvantage: true });
    });
    it('§At The Ready: "if …" triggers are valid, "after …" / "when …" are not', () => {
        expect(readyTriggerLooksValid('if someone steps out of this corridor, I attack')).toBe(true);
        expect(readyTriggerLooksValid('after Bob takes his attack, I fire')).toBe(false);
        expect(readyTriggerLooksValid('when the monster attacks again')).toBe(false);
    });
});
