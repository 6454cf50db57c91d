/**
 * Restrictions, defeat, the defense-rolls variant and the reaction economy —
 * 001_66230f9a082df360.txt §Restrictions in Combat, §Defense Rolls (Variant), §Defending; death
 * from the public rules.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { takeDefend, takeReaction } from '../../language/rulesets/enchanted-realms/rules/defending.js';
import { defenseDC, rollDefense } from '../../language/rulesets/enchanted-realms/rules/defense-rolls-variant.js';
import { combineRestrictions } from '../../language/rulesets/enchanted-realms/rules/restrictions-in-combat.js';
import { RESTRICTIONS } from '../../language/rulesets/enchanted-realms/rules/restrictions-table.js';
import { bodyState } from '../../language/rulesets/enchanted-realms/rules/shackling.js';

/** Whether one defense die of face `face` avoids the hit (AC `ac`, monster to-hit `toHit`). */
const avoids = (face: number, ac: number, toHit: number) =>
    withDice([face], d => rollDefense(d, { count: 1, keepLowerPair: false }, ac, toHit)).failures === 0;

describe('§Restrictions in Combat', () => {
    it("lists the seed's 23 restrictions, bound in its three forms (hands; tied to an object; feet too)", () => {
        expect(RESTRICTIONS.map(r => r.name)).toContain('paralyzed');
        expect(RESTRICTIONS.map(r => r.name).filter(n => n.startsWith('bound'))).toEqual(['bound', 'bound_to_object', 'bound_at_feet']);
        expect(RESTRICTIONS).toHaveLength(25);
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
        expect(bodyState(1, 9, 'resilience')).toBe('fighting');
        expect(bodyState(0, 9, 'resilience')).toBe('defeated');
        expect(bodyState(-2, 9, 'resilience')).toBe('defeated');
    });
    it('public rules: Resilience 15 dies at −5, Resilience 8 at −2', () => {
        expect(bodyState(-5, 15, 'resilience')).toBe('dead');
        expect(bodyState(-4, 15, 'resilience')).toBe('defeated');
        expect(bodyState(-2, 8, 'resilience')).toBe('dead');
        expect(bodyState(-1, 8, 'resilience')).toBe('defeated');
    });
    it('the earliest death is at 0 Body (Resilience 2)', () => {
        expect(bodyState(0, 2, 'resilience')).toBe('dead');
    });
    it('option at-zero: dead at 0', () => {
        expect(bodyState(0, 15, 'at_zero')).toBe('dead');
    });
});

describe('§Defense Rolls (Variant)', () => {
    it("DC 21 + the monster's modifiers; each d20 + AC meeting it avoids", () => {
        expect(defenseDC(2)).toBe(23);
        expect(avoids(9, 14, 2)).toBe(true);
        expect(avoids(8, 14, 2)).toBe(false);
    });
    it('raw 20 always avoids, raw 1 is always a hit', () => {
        expect(avoids(20, -30, 10)).toBe(true);
        expect(avoids(1, 40, 0)).toBe(false);
    });
    it('a monster keeping the lower of two dice: the player rolls its one defense die at advantage (5, 18 → 18 avoids)', () => {
        expect(withDice([5, 18], d => rollDefense(d, { count: 1, keepLowerPair: true }, 14, 2)).failures).toBe(0);
    });
    it("one die per die of the monster's attack; failures are hits", () => {
        expect(withDice([9, 8, 1], d => rollDefense(d, { count: 3, keepLowerPair: false }, 14, 2)).failures).toBe(2);
    });
    it('seed arithmetic: DC 21 is one face kinder to the player than the GM-rolled attack (AC 14, +2: 8 vs 9 hitting faces of 20)', () => {
        let variantHits = 0;
        for (let f = 1; f <= 20; f++) if (!avoids(f, 14, 2)) variantHits++;
        // The GM's own roll, d20 + 2 ≥ 14, hits on faces 12..20: 9 faces.
        expect(variantHits).toBe(8);
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
});
