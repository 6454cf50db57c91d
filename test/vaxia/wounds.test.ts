/**
 * Wounds, unconsciousness, death, staying conscious and healing.
 * Seed: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead, §Staying Conscious.
 */
import { describe, expect, it } from 'vitest';
import {
    applyStayConscious,
    checkStayConsciousStat,
    endRound,
    freshConsciousness,
    heal,
    pp7Rounds,
    rollStayConscious,
    stayConsciousDifficulty,
    stayConsciousMight,
    takeDamage,
    woundState,
} from '../../language/rulesets/vaxia/wounds.js';
import { VaxiaInputError } from '../../language/rulesets/vaxia/ruling.js';
import type { StatName } from '../../language/rulesets/vaxia/combatant.js';

describe('§Wounded, Unconscious and Dead', () => {
    it('§Wounded, Unconscious and Dead: the LIF 30 dwarf is fine after 29, unconscious after 30, dead after 60', () => {
        expect(woundState(30, 29)).toBe('active');
        expect(woundState(30, 30)).toBe('unconscious');
        expect(woundState(30, 59)).toBe('unconscious');
        expect(woundState(30, 60)).toBe('dead');
    });

    it('healing above 0 LIF revives at once; the dead stay dead', () => {
        let c = takeDamage(freshConsciousness(30), 35);
        expect(c.state).toBe('unconscious');
        c = heal(c, 5);
        expect(c.damage).toBe(30);
        expect(c.state).toBe('unconscious'); // exactly 0 LIF is not above 0
        c = heal(c, 1);
        expect(c.state).toBe('active');
        const dead = takeDamage(freshConsciousness(30), 60);
        expect(heal(dead, 50).state).toBe('dead');
    });
});

describe('§Staying Conscious', () => {
    it('§Staying Conscious: LIF 30 taking 45 → difficulty 25 + 15 = 40', () => {
        expect(stayConsciousDifficulty(30, 45)).toBe(40);
        expect(stayConsciousDifficulty(30, 30)).toBe(25);
    });

    it('§Staying Conscious: 15 PP → two rounds of consciousness', () => {
        expect(pp7Rounds(15)).toBe(2);
        expect(pp7Rounds(13)).toBe(1);
        expect(pp7Rounds(13, 'nearest')).toBe(2); // the public ruler's display
        expect(pp7Rounds(14)).toBe(2);
        expect(pp7Rounds(6)).toBe(0);
    });

    it('END 30 + hardcore 10 = 40 against 40, rolling 85: 14 PP, two rounds up', () => {
        const stats = { STR: 25, DEX: 25, END: 30, INT: 25, SPIR: 25, CHA: 25, CON: 25, AWA: 25 } as Record<StatName, number>;
        const might = stayConsciousMight(stats, [{ name: 'Iron Will', value: 10, aspects: ['hardcore'] }]);
        expect(might).toBe(40);
        const r = rollStayConscious(might, 30, 45, 85);
        expect(r.difficulty).toBe(40);
        expect(r.ruling.ppExact).toBeCloseTo(13.8, 9);
        expect(r.ruling.pp).toBe(14);
        expect(r.rounds).toBe(2);
        expect(r.conscious).toBe(true);
    });

    it('a success under 7 PP still holds for the round of the roll (our assumption)', () => {
        const r = rollStayConscious(40, 30, 45, 61);
        expect(r.ruling.pp).toBe(4);
        expect(r.rounds).toBe(1);
    });

    it('the next roll counts the damage taken meanwhile: 45 then 5 more → difficulty 45', () => {
        let c = takeDamage(freshConsciousness(30), 45);
        expect(c.state).toBe('unconscious');
        c = applyStayConscious(c, rollStayConscious(40, 30, 45, 85));
        expect(c).toMatchObject({ state: 'active', holding: 2 });
        c = takeDamage(c, 5); // still up: the hold lasts
        expect(c.state).toBe('active');
        c = endRound(c);
        expect(c).toMatchObject({ state: 'active', holding: 1 });
        c = endRound(c);
        expect(c).toMatchObject({ state: 'unconscious', holding: 0 });
        expect(stayConsciousDifficulty(c.lif, c.damage)).toBe(45);
        const again = rollStayConscious(40, 30, c.damage, 90);
        expect(again.difficulty).toBe(45);
        expect(again.ruling.pp).toBe(13);
        expect(again.rounds).toBe(1);
    });

    it('reaching twice LIF kills even while holding', () => {
        let c = applyStayConscious(takeDamage(freshConsciousness(30), 45), rollStayConscious(40, 30, 45, 85));
        c = takeDamage(c, 15);
        expect(c.state).toBe('dead');
    });

    it('a failed roll leaves the character down', () => {
        const r = rollStayConscious(40, 30, 45, 20);
        expect(r.conscious).toBe(false);
        expect(r.rounds).toBe(0);
    });

    it('only the unconscious range may roll: a coded error otherwise', () => {
        expect(() => rollStayConscious(40, 30, 20, 50)).toThrow(VaxiaInputError);
        expect(() => rollStayConscious(40, 30, 60, 50)).toThrow(VaxiaInputError);
    });

    it('END, STR, SPIR or CHA may be used; INT draws a warning', () => {
        expect(checkStayConsciousStat('SPIR')).toBeUndefined();
        expect(checkStayConsciousStat('INT')).toMatchObject({ code: 'vaxia.stay-conscious-stat', severity: 'warning' });
    });
});
