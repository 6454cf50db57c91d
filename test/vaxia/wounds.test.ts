/**
 * Wounds, unconsciousness, death, staying conscious and healing, played by the engine with scripted
 * d100 faces. Expected PP computed by hand from the dice ruler's curve (Python, values pasted).
 * Seed: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead, §Staying Conscious, §Vehicle Death
 * (healing read like repair).
 */
import { recordText } from '../../language/engine/roll-text.js';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

const CAST = `ruleset vaxia
character Dwarf { END 30 LIF 30 skills { hardcore 10 } attack Axe { uses DEX, STR vs DEX, END } }
character Plain { END 30 LIF 30 attack Axe { uses DEX, STR vs DEX, END } }
character Medic { INT 30 LIF 30 skills { healing 15 } attack Staff { uses DEX, STR vs DEX, END } }
`;

describe('§Wounded, Unconscious and Dead', () => {
    it('the LIF 30 dwarf is fine after 29 damage, unconscious after 30 and 59, dead after 60', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Plain } side b { Medic } }`);
        const plain = a.byId('Plain');
        const states: string[] = [];
        for (const [round, damage] of [
            [1, 29],
            [2, 30],
            [3, 59],
            [4, 60],
        ]) {
            plain.damage = damage;
            a.play(round, []);
            states.push(plain.status);
        }
        expect(states).toEqual(['active', 'unconscious', 'unconscious', 'dead']);
    });

    it('healing: one LIF per PP (INT 30 + healing 15 against 25, roll 33: 5 PP); exactly 0 LIF is still out, above 0 revives at once', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Plain, Medic } side b { Dwarf } round 2 { Medic: heal -> Plain } round 3 { Medic: heal -> Plain } }`,
        );
        const plain = a.byId('Plain');
        plain.damage = 35;
        a.play(1, []);
        expect(plain.status).toBe('unconscious');
        a.play(2, [33]);
        expect([plain.damage, plain.status]).toEqual([30, 'unconscious']);
        const events = a.play(3, [33]);
        expect([plain.damage, plain.status]).toEqual([25, 'active']);
        expect(eventsOf(events, 'defeated').map(e => `${e.who} ${e.how}`)).toEqual(['Plain is conscious again']);
    });

    it('the dead stay dead: no healing roll', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Plain, Medic } side b { Dwarf } round 2 { Medic: heal -> Plain } }`);
        a.byId('Plain').damage = 60;
        a.play(1, []);
        const events = a.play(2, []);
        expect(eventsOf(events, 'note').map(n => n.text)).toEqual(['Medic cannot heal Plain.']);
    });
});

describe('§Staying Conscious', () => {
    it('LIF 30 taking 45 rolls END 30 + hardcore 10 against 25 + 15 = 40; a roll of 85 makes 13.8 → 14 PP and keeps the dwarf up', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Dwarf } side b { Plain } }`);
        const dwarf = a.byId('Dwarf');
        dwarf.damage = 45;
        const [check] = eventsOf(a.play(1, [85]), 'check');
        expect(check.what).toBe('stay conscious');
        expect(check.needs).toBe('25 + 15 past 0 LIF');
        expect(recordText(check.rolls[0])).toContain('40 vs 40');
        expect(check.total).toBe(14);
        expect(dwarf.status).toBe('active');
    });

    it('a failed roll leaves the character down', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Dwarf } side b { Plain } }`);
        const dwarf = a.byId('Dwarf');
        dwarf.damage = 45;
        const events = a.play(1, [20]);
        expect(dwarf.status).toBe('unconscious');
        expect(eventsOf(events, 'defeated').map(e => e.how)).toEqual(['falls unconscious']);
    });

    it('reaching twice LIF kills even while a roll holds', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Dwarf } side b { Plain } }`);
        const dwarf = a.byId('Dwarf');
        dwarf.damage = 45;
        a.play(1, [85]);
        dwarf.damage = 60;
        a.play(2, []);
        expect(dwarf.status).toBe('dead');
    });

    it('without a hardcore skill nobody rolls by default: the character drops at 0', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Plain } side b { Dwarf } }`);
        a.byId('Plain').damage = 45;
        const events = a.play(1, []);
        expect(eventsOf(events, 'check')).toEqual([]);
        expect(a.byId('Plain').status).toBe('unconscious');
    });

    it('a scripted stay_conscious rolls even without a hardcore skill (END 30 alone against 40)', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Plain } side b { Dwarf } round 1 { Plain: stay_conscious } }`);
        a.byId('Plain').damage = 45;
        const [check] = eventsOf(a.play(1, [1]), 'check');
        expect(recordText(check.rolls[0])).toContain('30 vs 40');
    });

    it('15 PP (roll 88, exactly 15.0) give two rounds of consciousness before the next roll; the round of the roll does not count; damage meanwhile raises the next difficulty', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Dwarf } side b { Plain } }`);
        const dwarf = a.byId('Dwarf');
        dwarf.damage = 45;
        expect(eventsOf(a.play(1, [88]), 'check').map(c => c.total)).toEqual([15]);
        expect(eventsOf(a.play(2, []), 'check')).toEqual([]);
        dwarf.damage = 50; // hit while up: 20 past 0 now
        expect(eventsOf(a.play(3, []), 'check')).toEqual([]);
        expect(dwarf.status).toBe('active');
        const events = a.play(4, [90]);
        const [again] = eventsOf(events, 'check');
        expect(mightsOf(again)[0][2]).toBe(45);
        // The roll comes first in its round, before anyone acts.
        expect(events[1]).toBe(again);
    });

    it('exactly 7 PP (roll 68) give one round: up in round 2, the next roll opens round 3', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Dwarf } side b { Plain } }`);
        a.byId('Dwarf').damage = 45;
        a.play(1, [68]);
        a.play(2, []);
        expect(eventsOf(a.play(3, [1]), 'check')).toHaveLength(1);
        expect(a.byId('Dwarf').status).toBe('unconscious');
    });

    it('a success under 7 PP (roll 65: 6 PP) keeps the character up for the rest of the round; the next roll opens the next round, not the same one', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Dwarf } side b { Plain } }`);
        const dwarf = a.byId('Dwarf');
        dwarf.damage = 45;
        expect(eventsOf(a.play(1, [65]), 'check').map(c => c.total)).toEqual([6]);
        expect(dwarf.status).toBe('active');
        const events = a.play(2, [1]);
        expect(events[1].kind).toBe('check');
        expect(dwarf.status).toBe('unconscious');
    });
});

describe('§Staying Conscious: the stat follows the character’s theme (END most often; STR, SPIR or CHA)', () => {
    const THEMED = `ruleset vaxia
character Zealot { END 20 SPIR 40 LIF 30 skills { hardcore_spir 10 } attack Staff { uses DEX, STR vs DEX, END } }
character Brawler { END 20 STR 35 LIF 30 skills { str_hardcore 5 } attack Fist { uses DEX, STR vs DEX, END } }
character Odd { END 20 INT 50 LIF 30 skills { hardcore_int 10 } attack Fist { uses DEX, STR vs DEX, END } }
`;
    it('a hardcore skill named for SPIR rolls SPIR 40 + 10 (not END 20 + 10) against 25 + 15', async () => {
        const a = await vaxiaArena(`${THEMED}encounter E { side a { Zealot } side b { Brawler } }`);
        a.byId('Zealot').damage = 45;
        const [check] = eventsOf(a.play(1, [1]), 'check');
        expect(mightsOf(check)).toEqual([['SPIR + hardcore_spir', 50, 40]]);
    });

    it('str_hardcore rolls STR', async () => {
        const a = await vaxiaArena(`${THEMED}encounter E { side a { Brawler } side b { Zealot } }`);
        a.byId('Brawler').damage = 45;
        expect(mightsOf(eventsOf(a.play(1, [1]), 'check')[0])).toEqual([['STR + str_hardcore', 40, 40]]);
    });

    it('a stat the seed does not name (hardcore_int): a warning, and END is rolled', async () => {
        const built = await build(THEMED);
        expect(built.diagnostics.filter(d => d.code === 'vaxia-stay-conscious-stat').map(d => d.severity)).toEqual([2]);
        const a = await vaxiaArena(`${THEMED}encounter E { side a { Odd } side b { Zealot } }`);
        a.byId('Odd').damage = 45;
        expect(mightsOf(eventsOf(a.play(1, [1]), 'check')[0])).toEqual([['END + hardcore_int', 30, 40]]);
    });
});
