/**
 * Edges of the Enchanted Realms rules that the mutation run (issue 31, "Tests that can fail") found
 * untested: values exactly on the thresholds the seed states, with fixed dice; expected values worked
 * out by hand. Seed 001_66230f9a082df360.txt ("Combat Detailed"); initiative and preservation saves
 * follow the public rules the rule files cite.
 */
import { describe, expect, it } from 'vitest';
import { withDice } from './dice.js';
import { erArena } from './harness.js';
import { attacks, checks, fight } from './tactical.js';
import { initiativeOrder } from '../../language/rulesets/enchanted-realms/rules/initiative.js';
import { competition, featSave, preservationSave } from '../../language/rulesets/enchanted-realms/rules/saves.js';

describe('initiative (public rules: d10 + modifier, highest first, ties roll off on d20s)', () => {
    it('the last entrant with the highest total moves to the front: 2 + 0, 4 + 0, 9 + 0 → c, b, a', () => {
        const r = withDice([2, 4, 9], d =>
            initiativeOrder(d, [
                { id: 'a', modifier: 0 },
                { id: 'b', modifier: 0 },
                { id: 'c', modifier: 0 },
            ]),
        );
        expect(r.map(e => [e.id, e.total])).toEqual([
            ['c', 9],
            ['b', 4],
            ['a', 2],
        ]);
    });
    it('a tie after a higher total: the tied pair rolls off in the given order (d20s drawn a, then b)', () => {
        // d10s: a 5, b 5, c 8 → c first; a and b tie on 5 and roll off 7 (a) against 12 (b).
        const r = withDice([5, 5, 8, 7, 12], d =>
            initiativeOrder(d, [
                { id: 'a', modifier: 0 },
                { id: 'b', modifier: 0 },
                { id: 'c', modifier: 0 },
            ]),
        );
        expect(r.map(e => [e.id, e.rollOff])).toEqual([
            ['c', []],
            ['b', [12]],
            ['a', [7]],
        ]);
    });
    it('three tied: while two of them still match, all three roll again; then ordered die by die', () => {
        // All on 6. Roll-off 1: a 9, b 9, c 15 (a and b match) → roll-off 2: a 3, b 8, c 1.
        const r = withDice([6, 6, 6, 9, 9, 15, 3, 8, 1], d =>
            initiativeOrder(d, [
                { id: 'a', modifier: 0 },
                { id: 'b', modifier: 0 },
                { id: 'c', modifier: 0 },
            ]),
        );
        expect(r.map(e => [e.id, e.rollOff])).toEqual([
            ['c', [15, 1]],
            ['b', [9, 8]],
            ['a', [9, 3]],
        ]);
    });
    it('a tie that never breaks stops after 20 roll-offs and keeps the given order', () => {
        let draws = 0;
        const r = initiativeOrder(
            {
                die: () => {
                    draws++;
                    return 7;
                },
            },
            [
                { id: 'a', modifier: 1 },
                { id: 'b', modifier: 1 },
            ],
        );
        expect(draws).toBe(2 + 2 * 20);
        expect(r.map(e => [e.id, e.rollOff.length])).toEqual([
            ['a', 20],
            ['b', 20],
        ]);
    });
    it('§Restrictions in Combat (frightened: every roll at disadvantage): two d10s, the lower kept — 8 and 3 → 3 + 2', () => {
        const r = withDice([8, 3, 4], d =>
            initiativeOrder(d, [
                { id: 'scared', modifier: 2, disadvantaged: true },
                { id: 'calm', modifier: 0 },
            ]),
        );
        expect(r.map(e => [e.id, e.d10, e.d10s, e.total])).toEqual([
            ['scared', 3, [8, 3], 5],
            ['calm', 4, [4], 4],
        ]);
    });
});

describe('saves on their thresholds', () => {
    it('a feat exactly on its DC succeeds: 10 + 2 = DC 12', () => {
        expect(withDice([10], d => featSave(d, { modifier: 2, dc: 12 }))).toMatchObject({ raw: 10, total: 12, success: true });
    });
    it('a feat adds its bonus: 9 + 2 + 1 = 12 vs DC 12 succeeds', () => {
        expect(withDice([9], d => featSave(d, { modifier: 2, bonus: 1, dc: 12 }))).toMatchObject({ total: 12, success: true });
    });
    it('a preservation save adds cover or magic: 9 + 8 + 2 = 19 vs DC 19 succeeds, 18 would not', () => {
        expect(withDice([9], d => preservationSave(d, { score: 8, bonus: 2, dc: 19 }))).toMatchObject({ total: 19, success: true });
        expect(withDice([9], d => preservationSave(d, { score: 8, bonus: 1, dc: 19 }))).toMatchObject({ total: 18, success: false });
    });
    it('a raw 20 makes a preservation save and a raw 1 fails a feat, whatever the numbers', () => {
        expect(withDice([20], d => preservationSave(d, { score: 0, dc: 40 })).success).toBe(true);
        expect(withDice([1], d => featSave(d, { modifier: 30, dc: 5 })).success).toBe(false);
    });
    it('§Restrictions in Combat (paralyzed: fails Strength feats): a save that fails outright throws no die', () => {
        expect(withDice([], d => featSave(d, { modifier: 5, dc: 2, fails: true }))).toEqual({ faces: [], raw: 0, total: 0, dc: 2, success: false });
        expect(withDice([], d => preservationSave(d, { score: 9, dc: 2, fails: true }))).toEqual({
            faces: [],
            raw: 0,
            total: 0,
            dc: 2,
            success: false,
        });
    });
});

describe('competitions on their edges', () => {
    it('a side that fails outright loses with no die thrown; when both do, the defender keeps the status quo', () => {
        expect(withDice([], d => competition(d, { modifier: 9, fails: true }, { modifier: 0 }, 'reroll'))).toEqual({
            rounds: [],
            attackerTotal: 0,
            defenderTotal: 0,
            winner: 'defender',
        });
        expect(withDice([], d => competition(d, { modifier: 0 }, { modifier: 9, fails: true }, 'reroll')).winner).toBe('attacker');
        expect(withDice([], d => competition(d, { modifier: 0, fails: true }, { modifier: 0, fails: true }, 'reroll')).winner).toBe('defender');
    });
    it('under option defender, a higher attacker still wins: 9 + 0 against 8 + 0', () => {
        expect(withDice([9, 8], d => competition(d, { modifier: 0 }, { modifier: 0 }, 'defender')).winner).toBe('attacker');
    });
    it('a tie that never breaks reports the last totals with their modifiers: 5 + 1 against 6 + 0, fifty times', () => {
        let n = 0;
        const r = competition({ die: () => (n++ % 2 === 0 ? 5 : 6) }, { modifier: 1 }, { modifier: 0 }, 'reroll');
        expect(r).toMatchObject({ attackerTotal: 6, defenderTotal: 6, winner: 'defender' });
        expect(r.rounds).toHaveLength(50);
        expect(r.rounds[49]).toEqual({ attacker: 5, defender: 6 });
    });
    it('disadvantage on a d12: two d12s, the worse kept — 11 and 4 + 0 loses to 5 + 0', () => {
        expect(withDice([11, 4, 5], d => competition(d, { modifier: 0, vantage: 'disadvantage' }, { modifier: 0 }, 'reroll'))).toMatchObject({
            attackerTotal: 4,
            defenderTotal: 5,
            winner: 'defender',
        });
    });
});

describe('§Cover: each degree, from the zone or written on the shot', () => {
    const blocks = `ruleset enchanted-realms
character Archer { agility 8 body 12 skills { archery 1 } attack Bow { roll skills d20 category piercing weight 1 tags ranged uses agility } }
creature Goblin { agility 6 body 8 defenses { armor 9 } attack Dagger { roll 1d20 } }
creature Knight { body 10 defenses { armor 25 } attack Sword { roll 1d20 } }
`;
    /** Goblin AC 9 + Agility 6 → +2 = 11; the Archer shoots from the wall at the yard. */
    const shot = (yardCover: string, mods = '', others = '') =>
        erArena(`${blocks}encounter E { zone yard ${yardCover ? `{ cover ${yardCover} }` : ''} zone wall { distance yard 60 ft }
  side a { Archer at wall } side b { Goblin at yard${others} } round 1 { Archer: Bow -> Goblin${mods} } }`);
    it('half cover: AC 11 + 2 = 13 — a 13 hits, a 12 misses, and the miss strays to no one (no friendly fire by default)', async () => {
        expect(attacks((await shot('half')).play(1, [9, 1, 13]))[0]).toMatchObject({ defense: 13, outcome: 'hit' });
        // d10s Archer 9, Goblin 2, Knight 1; the 12 misses; no d10 is drawn for a stray.
        const events = (await shot('half', '', ', Knight at yard')).play(1, [9, 2, 1, 12]);
        expect(attacks(events).map(e => [e.target, e.outcome])).toEqual([['Goblin', 'miss']]);
    });
    it('three-quarters cover: AC 11 + 5 = 16 — a 15 misses, and the miss is resolved by friendly fire (its d10 finds no one)', async () => {
        expect(attacks((await shot('three_quarters')).play(1, [9, 1, 15, 4]))[0]).toMatchObject({ defense: 16, outcome: 'miss' });
    });
    it('written on the shot: with half_cover 13, with three_quarters_cover 16, with full_cover it cannot be struck', async () => {
        expect(attacks((await shot('', ' with half_cover')).play(1, [9, 1, 13]))[0]).toMatchObject({ defense: 13, outcome: 'hit' });
        expect(attacks((await shot('', ' with three_quarters_cover')).play(1, [9, 1, 16]))[0]).toMatchObject({ defense: 16, outcome: 'hit' });
        // A 20 would hit any AC, but not a target in full cover; alone in the yard, the stray d10 finds no one.
        const events = (await shot('', ' with full_cover')).play(1, [9, 1, 20, 4]);
        expect(attacks(events).map(e => [e.target, e.outcome])).toEqual([['Goblin', 'miss']]);
    });
    it('the stronger of the zone’s cover and the written one counts, either way round: 16 both times', async () => {
        expect(attacks((await shot('half', ' with three_quarters_cover')).play(1, [9, 1, 16]))[0]).toMatchObject({ defense: 16 });
        expect(attacks((await shot('three_quarters', ' with half_cover')).play(1, [9, 1, 16]))[0]).toMatchObject({ defense: 16 });
    });
});

describe('§Cover: Agility preservation saves against an area effect from outside the zone', () => {
    const smoker = 'character Alchemist { agility 8 body 12 ability Sleep_Smoke { inflicts asleep tags area area_save 12 uses 1 per fight } }';
    const text = (cover: string) =>
        fight(
            `zone camp { cover ${cover} } zone road { distance camp 30 ft } side a { Alchemist at road } side b { Goblin at camp } round 1 { Alchemist: Sleep_Smoke in camp }`,
            smoker,
        );
    it('three-quarters and full cover add 5 (half would add 2): 2 + Agility 6 + 5 = 13 makes DC 12', async () => {
        for (const cover of ['three_quarters', 'full']) {
            const events = (await erArena(text(cover))).play(1, [9, 1, 2]);
            expect(checks(events).map(c => [c.who, c.total, c.success])).toEqual([['Goblin', 13, true]]);
        }
    });
});
