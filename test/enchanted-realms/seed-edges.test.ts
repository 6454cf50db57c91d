/**
 * Edges of the Enchanted Realms rules that the mutation run (issue 31, "Tests that can fail") found
 * untested: values exactly on the thresholds the seed states, with fixed dice; expected values worked
 * out by hand. Seed 001_66230f9a082df360.txt ("Combat Detailed"); initiative and preservation saves
 * follow the public rules the rule files cite.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { Scripted, withDice } from './dice.js';
import { type ErArena, erArena } from './harness.js';
import { attacks, checks, codesOf, damages, faces, fight, lines, restrictions } from './tactical.js';
import { combineRestrictions } from '../../language/rulesets/enchanted-realms/rules/restrictions-in-combat.js';
import { sneakShockDC } from '../../language/rulesets/enchanted-realms/rules/sneak-attacks.js';
import { rollPoolAttack } from '../../language/rulesets/enchanted-realms/rules/the-attack.js';
import { rollCritChain } from '../../language/rulesets/enchanted-realms/rules/critical-hits.js';
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
    it('a tie that never breaks reports the last totals with their modifiers: 5 + 1 against 6 + 0 (and 6 + 0 against 5 + 1), fifty times', () => {
        let n = 0;
        const r = competition({ die: () => (n++ % 2 === 0 ? 5 : 6) }, { modifier: 1 }, { modifier: 0 }, 'reroll');
        expect(r).toMatchObject({ attackerTotal: 6, defenderTotal: 6, winner: 'defender' });
        expect(r.rounds).toHaveLength(50);
        expect(r.rounds[49]).toEqual({ attacker: 5, defender: 6, attackerFaces: [5], defenderFaces: [6] });
        let m = 0;
        const other = competition({ die: () => (m++ % 2 === 0 ? 6 : 5) }, { modifier: 0 }, { modifier: 1 }, 'reroll');
        expect(other).toMatchObject({ attackerTotal: 6, defenderTotal: 6, winner: 'defender' });
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
    it('full cover: strife check says why the shot cannot strike', async () => {
        const text = `${blocks}encounter E { zone yard { cover full } zone wall { distance yard 60 ft }
  side a { Archer at wall } side b { Goblin at yard } round 1 { Archer: Bow -> Goblin } }`;
        expect((await build(text)).diagnostics.filter(d => d.code === 'enchanted-realms-full-cover').map(d => d.message)).toEqual([
            'Goblin is in full cover from Archer: a target in full cover cannot be aimed at by a ranged attack; only friendly fire can hit it (the engine rolls the shot and sends it to those near Goblin).',
        ]);
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

describe('§Grappling: the table’s rows in the competition’s line', () => {
    const blocks = `ruleset enchanted-realms
creature Brute { strength 6 agility 2 body 30 movement 20 size 5 defenses { armor 5 } }
character Runner { strength 2 agility 2 body 20 movement 45 }
character Big { strength 2 agility 2 body 20 movement 20 size 7 }
character Peer { strength 2 agility 2 body 20 movement 20 size 5 }
`;
    it('every row at once: 2 sizes larger +4, 25 ft faster +2 (whole 10s), slick +3, each prone side −5', async () => {
        const a = await erArena(
            `${blocks}encounter E { side a { Runner is prone } side b { Brute is prone } round 1 { Brute: grapple -> Runner with slick } }`,
        );
        // d10s Runner 9, Brute 1; d12s Brute 8, Runner 3. Brute Str +2 + 4 − 5 = +1; Runner +0 + 2 + 3 − 5 = 0.
        const [c] = checks(a.play(1, [9, 1, 8, 3]));
        expect(c).toMatchObject({ who: 'Brute', total: 9, needs: "more than Runner's d12 [3] = 3", success: true });
        expect(c.note).toBe(
            'grappler 2 sizes larger: +4 grappler; victim faster: +2 victim; slick ground: +3 victim; grappler prone: −5 grappler; victim prone: −5 victim',
        );
    });
    it('escaping, the bigger escaper takes the size bonus; equal speeds add no row: 7 + 4 beats 4 + 2', async () => {
        const a = await erArena(`${blocks}encounter E { side a { Big is grappled by Brute } side b { Brute } round 1 { Big: escape -> Brute } }`);
        const [c] = checks(a.play(1, [9, 1, 7, 4]));
        expect(c).toMatchObject({ who: 'Big', total: 11, needs: "more than Brute's d12 [4] + 2 = 6", success: true });
        expect(c.note).toBe('escaping victim 2 sizes larger: +4 victim');
        expect(a.byId('Big').grappledBy).toBeUndefined();
    });
    it('escaping a grappler of the same size and speed: no row at all — 7 + 0 beats 4 + 2', async () => {
        const a = await erArena(`${blocks}encounter E { side a { Peer is grappled by Brute } side b { Brute } round 1 { Peer: escape -> Brute } }`);
        const [c] = checks(a.play(1, [9, 1, 7, 4]));
        expect(c).toMatchObject({ who: 'Peer', total: 7, needs: "more than Brute's d12 [4] + 2 = 6", success: true });
        expect(c.note).toBeUndefined();
    });
});

describe('§Grappling, §Uncommon Conditions: slams', () => {
    const blocks = `creature Bugbear { strength 10 agility 4 body 30 movement 30 size 4 defenses { armor 10 } attack Club { roll 2d20 } }
character Sprite { body 10 size 2 }
character Kael { agility 8 body 20 defenses { armor 10 } }`;
    it('one size larger: strife check names the rule', async () => {
        expect(
            await messagesOf(
                fight('side a { Vessa is grappled by Bugbear } side b { Bugbear } round 1 { Bugbear: slam -> Vessa }', blocks),
                'enchanted-realms-slam-too-small',
            ),
        ).toEqual(['Bugbear → Vessa: a slam needs a grappler two size categories larger than its victim.']);
    });
    it('a large grappler (size 4, under ten feet) slams a size-2 victim down (+4) but cannot hurl it into another', async () => {
        const a = await erArena(
            fight('side a { Sprite is grappled by Bugbear, Kael } side b { Bugbear } round 1 { Bugbear: slam -> Sprite, Kael }', blocks),
        );
        const events = a.play(1, [1, 2, 9]);
        expect(damages(events)).toEqual([['Sprite', 4]]);
        expect(lines(events)).toContain('Bugbear cannot hurl Sprite into Kael');
    });
});

/**
 * §Restrictions in Combat, row by row where one adjustment alone decides the outcome (the others of
 * the row do not stop it first). Numbers of the stat blocks: tactical.ts (Goblin AC 11, Perception 4 → +1).
 */
describe('§Restrictions in Combat: one adjustment at a time', () => {
    const rook = 'character Rook { agility 8 body 20 movement 30 skills { daggers 1 } attack Dagger { roll skills d20 weight 1 tags light } }';
    const mage = 'character Mage { agility 8 mind 9 body 12 skills { ranged 1 } ability Mend { heals 3 tags spell mind_cost 2 } }';
    it('nauseated: it cannot attack — the engine skips the blow and strife check warns', async () => {
        const text = fight('side a { Vessa is nauseated } side b { Goblin } round 1 { Vessa: Sword -> Goblin }');
        expect(await codesOf(text)).toEqual(['enchanted-realms-restricted']);
        expect(lines((await erArena(text)).play(1, [9, 1]))).toEqual(['Vessa cannot attack now']);
    });
    it('nauseated: no spells at all, not even one that strikes no one', async () => {
        const text = fight('side a { Mage is nauseated } side b { Goblin } round 1 { Mage: Mend -> Mage }', mage);
        expect(await codesOf(text)).toEqual(['enchanted-realms-restricted']);
        expect(lines((await erArena(text)).play(1, [9, 1]))).toEqual(['Mage cannot cast Mend now (no spells at all)']);
    });
    it('nauseated: an ability that strikes no one is no attack — a non-spell heal is used, in play as by strife check', async () => {
        const healer = 'character Healer { body 20 ability Second_Wind { heals 3 } }';
        const text = fight('side a { Healer is nauseated } side b { Goblin } round 1 { Healer: Second_Wind -> Healer }', healer);
        expect(await codesOf(text)).toEqual([]);
        expect(lines((await erArena(text)).play(1, [9, 1]))).not.toContain('Healer cannot attack now');
    });
    it('asleep: no reactions — the orc walks off without a flee attack', async () => {
        const text = fight('zone a zone b { distance a 30 ft } side a { Vessa at a is asleep } side b { Orc at a } round 1 { Orc: move to b }');
        expect(attacks((await erArena(text)).play(1, [1, 9]))).toEqual([]);
    });
    it('asleep: unaware, so a sneak attack stands in any round without surprise — skill die + advantage die + sneak die', async () => {
        const events = (
            await erArena(fight('side a { Vessa } side b { Goblin is asleep } round 1 { Vessa: sneak_attack -> Goblin using Bow }'))
        ).play(1, [9, 1, 15, 12, 13]);
        expect(faces(events)).toEqual([[15, 12, 13]]);
        expect(damages(events)).toEqual([['Goblin', 3 + 2]]);
    });
    it('drowsy: its Perception takes the larger of −2 (saves) and −3 (Perception) — 15 + 1 − 3 = 13 misses DC 14, the sneak die stays', async () => {
        const a = await erArena(
            fight(
                'side a { Rook } side b { Goblin is drowsy } surprised b round 1 { Rook: sneak_attack -> Goblin using Dagger with stealth 14 }',
                rook,
            ),
        );
        // The drowsy 2d10 (3 + 4: 70 rounds), the d10s, the second Perception d20 15, then 1 skill + sneak + advantage die.
        const events = a.play(1, [3, 4, 9, 1, 15, 15, 12, 13]);
        expect(checks(events)[0]).toMatchObject({ total: 13, needs: 'DC 14', success: false });
        expect(faces(events)).toEqual([[15, 12, 13]]);
    });
    it('stunned: it fails every Body competition outright — the grapple holds with no die thrown', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is stunned } round 1 { Vessa: grapple -> Goblin }'));
        const [c] = checks(a.play(1, [9, 1]));
        expect(c).toMatchObject({ rolls: [], success: true, note: 'one side fails outright (a restriction)' });
        expect(a.byId('Goblin').grappledBy).toBe('Vessa');
    });
    it('blind: ranged attacks against it are at advantage — one more d20 (15 and 12 both hit AC 11: 2 + 2)', async () => {
        const events = (await erArena(fight('side a { Vessa } side b { Goblin is blind } round 1 { Vessa: Bow -> Goblin }'))).play(1, [9, 1, 15, 12]);
        expect(faces(events)).toEqual([[15, 12]]);
        expect(damages(events)).toEqual([['Goblin', 4]]);
    });
    it('petrified: poison does nothing to it — a hitting poison dart rolls its d4 (3) and deals 0', async () => {
        const poisoner = mage.replace(
            'ability Mend { heals 3 tags spell mind_cost 2 }',
            'ability Dart { damage 1d4 category poison tags spell, thrown_magic mind_cost 2 }',
        );
        const events = (await erArena(fight('side a { Mage } side b { Goblin is petrified } round 1 { Mage: Dart -> Goblin }', poisoner))).play(
            1,
            [9, 1, 15, 3, 3],
        );
        expect(attacks(events)[0].outcome).toBe('hit');
        expect(damages(events)).toEqual([['Goblin', 0]]);
    });
    it('the most limiting movement and casting hold whichever row comes last', () => {
        expect(combineRestrictions(['grappled', 'blind']).movement).toBe('zero');
        expect(combineRestrictions(['nauseated', 'drowsy']).casting).toBe('none');
    });
});

/** What `strife check` says, word for word, for one code. */
const messagesOf = async (text: string, code: string) => (await build(text)).diagnostics.filter(d => d.code === code).map(d => d.message);

describe('what strife check says of a pool (§The Attack, §Critical Hits: the 5d20 limit; §Throwing Items)', () => {
    it('six skill dice: the count and the cap are named', async () => {
        const text = fight(
            'side a { Vessa } side b { Goblin } round 1 { Vessa: Sword -> Goblin }',
            'creature Hydra { body 20 attack Heads { roll 6d20 } }',
        );
        expect(await messagesOf(text, 'enchanted-realms-pool-over-cap')).toEqual([
            'Heads: 6 skill dice exceed the 5d20 cap; only a rule such as a sneak attack or a crit adds dice beyond it (tag it exceeds_cap if a rule lets it go beyond).',
        ]);
    });
    it('no skill dice: the untrained fighter is told it has none and which option changes that', async () => {
        const text = fight(
            'side a { Vessa } side b { Goblin } round 1 { Vessa: Sword -> Goblin }',
            'character Novice { body 20 attack Club { roll skills d20 } }',
        );
        expect(await messagesOf(text, 'enchanted-realms-untrained-attack')).toEqual([
            'Club: no attack dice: its skills grant none (§Throwing Items: the untrained have no dice to roll). Under untrained_attacks: none (the default) its pool is not rolled: the line is spent, the log says it is untrained, and only a sneak attack still rolls its own dice; under two_keep_lower two d20s are thrown and the lower kept (advantage leaves one d20). Effect items (`throw_item`) are thrown by anyone.',
        ]);
    });
});

describe('§Restrictions in Combat (underwater: linear shots, limited range): what strife check says', () => {
    const DIVER = `character Diver { agility 8 body 12 skills { archery 1 }
  attack Crossbow { roll skills d20 tags ranged water_range 20 }
  attack Bow { roll skills d20 tags ranged } }`;
    const scene = (goblinAt: string, line: string) =>
        fight(
            `zone pool { terrain underwater } zone deep { terrain underwater distance pool 20 ft } zone reef { terrain underwater distance pool 30 ft } zone far { terrain underwater distance deep 20 ft }
             side a { Diver at pool } side b { Goblin at ${goblinAt} } round 1 { Diver: ${line} }`,
            DIVER,
        );
    const code = 'enchanted-realms-underwater-shot';
    it('a zone no written distance joins to the shooter’s: not a straight shot', async () => {
        expect(await messagesOf(scene('far', 'Crossbow -> Goblin'), code)).toEqual([
            'Diver cannot shoot Goblin from pool: under water a shot must go straight: the target is not in a zone a written distance joins to the shooter’s.',
        ]);
    });
    it('30 ft with water_range 20: the range and the distance are named; 20 ft is within it', async () => {
        expect(await messagesOf(scene('reef', 'Crossbow -> Goblin'), code)).toEqual([
            'Diver cannot shoot Goblin from pool: under water its range is 20 ft (water_range); the target is 30 ft away.',
        ]);
        expect(await messagesOf(scene('deep', 'Crossbow -> Goblin'), code)).toEqual([]);
    });
    it('no water_range stated: its own zone only', async () => {
        expect(await messagesOf(scene('deep', 'Bow -> Goblin'), code)).toEqual([
            'Diver cannot shoot Goblin from pool: under water its range is its own zone (no water_range stated); the target is 20 ft away.',
        ]);
    });
});

describe('the pool’s dice (public rules, Applying Vantage)', () => {
    it('two equal dice under disadvantage: one is kept and one is shown set aside (the first kept) — 7 and 7 → 7, ~7', async () => {
        const a = await erArena(fight('side a { Vessa } side b { Goblin is prone } round 1 { Vessa: Bow -> Goblin }'));
        expect(faces(a.play(1, [9, 1, 7, 7]))).toEqual([[7, '~7']]);
    });
    it('option vantage_damage one_d2: the advantage die is a d2, not a d3', () => {
        const d = new Scripted([15, 4, 2]);
        const r = rollPoolAttack(d, { pool: 1, ac: 12, damageModifier: 0, vantage: 'advantage', vantageDamage: 'one_d2' });
        expect(d.drawn).toEqual([
            { sides: 20, value: 15 },
            { sides: 20, value: 4 },
            { sides: 2, value: 2 },
        ]);
        expect(r.damage).toBe(1 + 2);
    });
});

describe('§Sneak Attacks: what strife check says', () => {
    it('at disadvantage, and with a weapon neither ranged, light nor reach', async () => {
        const text = (line: string) => fight(`side a { Vessa } side b { Goblin } surprised b round 1 { Vessa: ${line} }`);
        expect(await messagesOf(text('sneak_attack -> Goblin using Bow with disadvantage'), 'enchanted-realms-sneak-disadvantage')).toEqual([
            'a sneak attack cannot be made at disadvantage',
        ]);
        expect(await messagesOf(text('sneak_attack -> Goblin using Sword'), 'enchanted-realms-sneak-weapon')).toEqual([
            'a sneak attack needs a ranged weapon, or one with the light or reach property, or one marked as usable for it',
        ]);
    });
    it('§Sneak Attacks: the shock save comes at exactly half the victim’s Body, and not below', () => {
        expect(sneakShockDC(4, 8)).toBe(9);
        expect(sneakShockDC(3, 8)).toBeNull();
        expect(sneakShockDC(1, 1)).toBe(6);
    });
});

describe('§Touch-based Effects: Mind and Spirit points are what a spell costs', () => {
    it('mind_cost on a weapon: enchanted-realms-cost-ignored, the cost would be ignored', async () => {
        const text = fight(
            'side a { Vessa } side b { Goblin } round 1 { Vessa: Sword -> Goblin }',
            'character Monk { body 10 attack Staff { roll 1d20 mind_cost 2 } }',
        );
        expect(await messagesOf(text, 'enchanted-realms-cost-ignored')).toEqual([
            'Staff: only a spell (tag `spell`) spends Mind or Spirit points; the cost would be ignored.',
        ]);
    });
});

describe('§Shoving and Tripping: its own table in the competition’s line (Strength only)', () => {
    const extra = `creature Ogre { strength 8 agility 2 body 30 size 4 defenses { armor 5 } }
character Imp { strength 2 agility 2 body 10 size 2 }
creature Giant { strength 8 body 40 size 5 }`;
    it('every row: the victim one size larger +2, slick −3 to the victim, each prone side −5 — 8 + 2 − 5 beats 3 + 3 + 2 − 3 − 5', async () => {
        const a = await erArena(fight('side a { Vessa is prone } side b { Ogre is prone } round 1 { Vessa: shove -> Ogre with slick }', extra));
        const [c] = checks(a.play(1, [9, 1, 8, 3]));
        expect(c).toMatchObject({ total: 5, needs: "more than Ogre's d12 [3] − 3 = 0", success: true });
        expect(c.note).toBe('victim larger: +2 victim; slick ground: −3 victim; pusher prone: −5 pusher; victim prone: −5 victim');
    });
    it('the larger pusher takes a flat +2 (two sizes larger, still +2): 8 + 3 + 2 trips the Imp', async () => {
        const a = await erArena(fight('side a { Ogre } side b { Imp } round 1 { Ogre: trip -> Imp }', extra));
        const [c] = checks(a.play(1, [9, 1, 8, 3]));
        expect(c).toMatchObject({ total: 13, needs: "more than Imp's d12 [3] = 3", note: 'pusher larger: +2 pusher' });
        expect(a.byId('Imp').conditions.has('prone')).toBe(true);
    });
    it('two sizes larger: strife check names the gap', async () => {
        expect(
            await messagesOf(fight('side a { Vessa } side b { Giant } round 1 { Vessa: shove -> Giant }', extra), 'enchanted-realms-shove-too-large'),
        ).toEqual(['Giant: a shove or trip needs a target at most one size larger (it is 2 larger)']);
    });
});

/**
 * §Critical Hits (a dodge comes after the attack and its crits are rolled, never against a natural
 * 20); the d6 against the lowest hitting die is the public rules' ("Dodge & Deflect"). Kara: AC 10 +
 * Agility 8 (+3) = 13, tags dodge. Orc blows: hits + Strength 8 (+3) + weight 2. Dice: d10s Kara, Orc;
 * the pool's d20s; the crit chain; the vantage die; the dodge's d6.
 */
describe('§Critical Hits: a dodge after the damage is rolled', () => {
    const kara =
        'character Kara { strength 6 agility 8 body 20 movement 30 defenses { armor 10 } skills { swords 1 } tags dodge attack Sword { roll skills d20 weight 2 } }';
    const duel = (body: string, extra = '') => fight(body, `${kara}\n${extra}`);
    /** The dodge's check line and the damage dealt. */
    const dodged = (events: ReturnType<ErArena['play']>) => ({
        check: checks(events).map(c => [c.total, c.success, c.note]),
        dealt: damages(events),
    });
    it('it aims at the lowest hitting die wherever it lies: 18 and 14 hit, the d6 3 takes the 14 to 11 (the 18 would stay at 15)', async () => {
        const a = await erArena(duel('side a { Kara } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        expect(dodged(a.play(1, [1, 9, 18, 14, 5, 3]))).toEqual({
            check: [[11, true, 'one hitting die fewer: 6 damage']],
            dealt: [['Kara', 6]],
        });
    });
    it('the only hitting die turned aside: no hit left, no damage at all — not even the modifiers', async () => {
        const a = await erArena(duel('side a { Kara } side b { Orc } round 1 { Orc: Cleaver -> Kara }'));
        expect(dodged(a.play(1, [1, 9, 14, 5, 3, 3]))).toEqual({ check: [[11, true, 'one hitting die fewer: 0 damage']], dealt: [] });
    });
    it('the attacker’s to-hit counts in the die aimed at: in light concealment (−2) 17 − 2 − d6 3 = 12 is below 13', async () => {
        const a = await erArena(
            duel('zone mist { concealment light } side a { Kara at mist } side b { Orc at mist } round 1 { Orc: Cleaver -> Kara }'),
        );
        expect(dodged(a.play(1, [1, 9, 17, 18, 5, 3]))).toEqual({ check: [[12, true, 'one hitting die fewer: 6 damage']], dealt: [['Kara', 6]] });
    });
    it('what is left keeps the crit d3s and the vantage die: 20 and 14 hit, crit 15 (d3 2), advantage d3 3 → 12; the 14 dodged → 11', async () => {
        const axe =
            'creature Berserker { strength 8 agility 4 body 20 movement 30 defenses { armor 10 } attack Axe { roll 3d20 weight 2 tags crits } }';
        const text = duel('side a { Kara } side b { Berserker } round 1 { Berserker: Axe -> Kara with advantage }', axe).replace(
            'ruleset enchanted-realms',
            'ruleset enchanted-realms { vantage_damage: one_d3 }',
        );
        const a = await erArena(text);
        const events = a.play(1, [1, 9, 20, 14, 5, 3, 15, 2, 3, 3]);
        expect(dodged(events)).toEqual({ check: [[11, true, 'one hitting die fewer: 11 damage']], dealt: [['Kara', 11]] });
        const dealt = events.find(e => e.kind === 'damage');
        expect(dealt).toMatchObject({
            terms: [
                { value: 1, label: 'hitting die' },
                { value: 2, label: 'crit d3' },
                { value: 3, label: 'modifier' },
                { value: 2, label: 'weight' },
                { value: 3, label: 'vantage d3' },
            ],
        });
    });
});

describe('§Obscurement: a concealed zone is a penalty on the one attacking into it (light −2, heavy −5: our assumption of the levels)', () => {
    /** The Goblin's Dagger (1d20) against Vessa (AC 13), both in the zone; d10s Vessa 1, Goblin 9. */
    const stab = async (level: string, face: number) =>
        attacks(
            (
                await erArena(
                    fight(
                        `zone mist { concealment ${level} } side a { Vessa at mist } side b { Goblin at mist } round 1 { Goblin: Dagger -> Vessa }`,
                    ),
                )
            ).play(1, [1, 9, face]),
        ).map(e => [e.outcome, e.note]);
    it('light: 15 − 2 = 13 hits AC 13, 14 − 2 misses', async () => {
        expect(await stab('light', 15)).toEqual([['hit', '−2 per die (concealment)']]);
        expect(await stab('light', 14)).toEqual([['miss', '−2 per die (concealment)']]);
    });
    it('heavy: 18 − 5 = 13 hits AC 13, 17 − 5 misses', async () => {
        expect(await stab('heavy', 18)).toEqual([['hit', '−5 per die (concealment)']]);
        expect(await stab('heavy', 17)).toEqual([['miss', '−5 per die (concealment)']]);
    });
});

describe('§Knocked Down, §Movement Details: what strife check says of a round’s movement', () => {
    it('rough ground doubles a walk: 15 ft out of the bog spends all 30 ft; 20 ft would cost 40', async () => {
        const walk = (feet: number) =>
            fight(
                `zone bog { terrain difficult } zone bank { distance bog ${feet} ft } side a { Vessa at bog } side b { Goblin at bank } round 1 { Vessa: move to bank }`,
            );
        expect(await codesOf(walk(15))).toEqual([]);
        expect(await messagesOf(walk(20), 'enchanted-realms-move-too-far')).toEqual([
            'Vessa: moving 20 ft to bank costs 40 ft of movement, but only 30 ft are left this round.',
        ]);
    });
    it('no dash while crawling, and the crawl then costs double: 20 ft takes 40 of the 30', async () => {
        const text = fight(
            'zone a zone b { distance a 20 ft } side a { Vessa at a is prone } side b { Goblin at b } round 1 { Vessa: dash; move to b }',
        );
        expect(await messagesOf(text, 'enchanted-realms-dash-while-crawling')).toEqual(['Vessa: dash cannot be used while crawling.']);
        expect(await messagesOf(text, 'enchanted-realms-move-too-far')).toEqual([
            'Vessa: crawling 20 ft to b costs 40 ft of movement, but only 30 ft are left this round.',
        ]);
    });
});

/**
 * §Flee Attack, the blocked hallway: a move that must get through a narrow zone may be stopped in it
 * by a blocker, so strife check cannot know where such a mover ends. One that starts or ends in the
 * hallway, or whose way does not run through it, ends where it went: a blow at a foe left behind is
 * out of reach. Yard–court 30 ft, court–hall 20 ft (the hall is off the way from yard to court).
 */
describe('§Flee Attack: only a move through a narrow hallway leaves its end uncertain', () => {
    const scene = (from: string, to: string) =>
        fight(
            `zone yard zone court { distance yard 30 ft } zone hall { terrain narrow distance court 20 ft } side a { Vessa at ${from} } side b { Goblin at ${from} } round 1 { Vessa: move to ${to}; Sword -> Goblin }`,
        );
    const code = 'enchanted-realms-out-of-reach';
    it('out of the hallway: Vessa is in the court', async () => {
        expect(await messagesOf(scene('hall', 'court'), code)).toEqual([
            'Vessa is in court and Goblin in hall, 20 ft away: Sword reaches only its own zone. Move first (`move to hall`).',
        ]);
    });
    it('into the hallway: Vessa is in the hall', async () => {
        expect(await messagesOf(scene('court', 'hall'), code)).toEqual([
            'Vessa is in hall and Goblin in court, 20 ft away: Sword reaches only its own zone. Move first (`move to court`).',
        ]);
    });
    it('a hallway off the way: Vessa is in the court', async () => {
        expect(await messagesOf(scene('yard', 'court'), code)).toEqual([
            'Vessa is in court and Goblin in yard, 30 ft away: Sword reaches only its own zone. Move first (`move to yard`).',
        ]);
    });
});

describe('§Knocked Down, mounts: what strife check accepts (a willing mount, one rider, starting where its rider does: our terms)', () => {
    const horse =
        'creature Horse { strength 10 agility 4 body 20 movement 60 size 5 defenses { armor 8 } attack Hooves { roll 1d20 weight 1 } }\ncharacter Kara { body 20 }';
    const riders = (side: string) =>
        messagesOf(
            fight(`zone field zone hill { distance field 60 ft } side a { ${side} } side b { Goblin at hill } round 1 { Vessa: defend }`, horse),
            'enchanted-realms-mount',
        );
    it('one rider each', async () => {
        expect(await riders('Horse at field, Vessa at field aboard Horse, Kara at field aboard Horse')).toEqual([
            'Kara cannot ride Horse: Vessa already rides Horse.',
        ]);
    });
    it('the rider starts where its mount does', async () => {
        expect(await riders('Horse at hill, Vessa at field aboard Horse')).toEqual(['Vessa cannot ride Horse: it starts at field, Horse at hill.']);
    });
    it('a rider or mount placed nowhere is not refused', async () => {
        expect(await riders('Horse, Vessa at field aboard Horse')).toEqual([]);
        expect(await riders('Horse at field, Vessa aboard Horse')).toEqual([]);
    });
});

describe('§Uncommon Conditions: a savage defender’s raw 12 also delivers its natural weapon’s effect', () => {
    const wolf = 'creature Wolf { strength 4 agility 6 body 10 size 3 defenses { armor 8 } attack Bite { roll 1d20 tags savage inflicts maimed } }';
    /** Vessa grapples the Wolf and loses: her d12 2 against its raw d12 11 or 12 (d10s Vessa 9, Wolf 1). */
    const bout = async (raw: number) => {
        const events = (await erArena(fight('side a { Vessa } side b { Wolf } round 1 { Vessa: grapple -> Wolf }', wolf))).play(1, [9, 1, 2, raw]);
        return { dealt: damages(events), gained: restrictions(events) };
    };
    it('a raw 12: 1 point and the bite’s maiming', async () => {
        expect(await bout(12)).toEqual({ dealt: [['Vessa', 1]], gained: ['Vessa +maimed'] });
    });
    it('a raw 11: the 1 point only', async () => {
        expect(await bout(11)).toEqual({ dealt: [['Vessa', 1]], gained: [] });
    });
});

/** Ysolde: polearms skill, one melee skill (1 die + 2 impalement = 3d20). Orc: AC 10 + 1 = 11; its charge covers the line–field distance. */
describe('§Impalement Maneuver: what strife check says is missing, and the glaive’s tie', () => {
    const PIKE = `ruleset enchanted-realms
character Ysolde { strength 6 agility 8 body 20 defenses { armor 8 } skills { melee 1 polearms 1 }
  attack Glaive { roll skills d20 category piercing weight 3 tags polearm, heavy, reach }
  attack Staff { roll skills d20 category blunt weight 1 tags polearm }
  attack Sword { roll skills d20 category edged weight 2 } }
character Novice { strength 6 agility 8 body 20 defenses { armor 8 } skills { melee 1 } attack Pike { roll skills d20 category piercing weight 2 tags polearm } }
creature Orc { strength 8 agility 4 body 16 movement 30 defenses { armor 10 } attack Cleaver { roll 2d20 weight 2 } attack Sling { roll 1d20 tags ranged } }
`;
    const charge = (feet: number, orc: string, wielder: string, pole: string) =>
        `${PIKE}encounter E { zone line zone field { distance line ${feet} ft } side a { ${wielder} at line } side b { Orc at field }
  round 1 { Orc: move to line; ${orc}
            ${wielder}: impale -> Orc using ${pole} } }`;
    const said = (t: string) => messagesOf(t, 'enchanted-realms-impalement-not-allowed');
    it('each missing condition by name, several joined by commas', async () => {
        expect(await said(charge(30, 'Cleaver -> Ysolde', 'Ysolde', 'Sword'))).toEqual([
            'Ysolde → Orc: impalement needs a polearm, piercing damage.',
        ]);
        expect(await said(charge(30, 'Cleaver -> Novice', 'Novice', 'Pike'))).toEqual(['Novice → Orc: impalement needs the polearms skill.']);
        expect(await said(charge(30, 'Sling -> Ysolde', 'Ysolde', 'Staff'))).toEqual([
            // A sling shot is no charge either: the feet count only before a melee blow at the wielder.
            'Ysolde → Orc: impalement needs piercing damage, a melee attacker, a charge of 25 ft or more.',
        ]);
        expect(await said(charge(20, 'Cleaver -> Ysolde', 'Ysolde', 'Glaive'))).toEqual([
            'Ysolde → Orc: impalement needs a charge of 25 ft or more.',
        ]);
    });
    it('a glaive’s 19 rolled again to another 19: the first is kept (the two are equal), so two hits with the 17', async () => {
        const a = await erArena(charge(25, 'Cleaver -> Ysolde', 'Ysolde', 'Glaive'));
        // d10s Ysolde 1, Orc 9; impalement 3d20: 19 (again: 19), 17, 3; then the Cleaver 2, 2.
        const events = a.play(1, [1, 9, 19, 19, 17, 3, 2, 2]);
        expect(faces(events)[0]).toEqual([19, '~19', 17, 3]);
        expect(attacks(events)[0]).toMatchObject({ attack: 'Glaive (impalement)', total: 2 });
    });
});

describe('§Throwing Items: bonfire blend does a flat 1 point of fire', () => {
    it('its raw 11 meets the Goblin’s AC 11: contact, 1 damage', async () => {
        const events = (await erArena(fight('side a { Vessa } side b { Goblin } round 1 { Vessa: throw_item -> Goblin with bonfire_blend }'))).play(
            1,
            [9, 1, 11],
        );
        expect(damages(events)).toEqual([['Goblin', 1]]);
    });
});

describe('§Critical Hits: what strife check says, and the endless chain', () => {
    it('a ranged weapon that claims crits without a grant', async () => {
        const text = fight(
            'side a { Vessa } side b { Goblin } round 1 { Vessa: Sword -> Goblin }',
            'character Sniper { body 10 attack Rifle { roll 1d20 tags ranged, crits } }',
        );
        expect(await messagesOf(text, 'enchanted-realms-ranged-crit')).toEqual([
            'Rifle: ranged weapons cannot crit by default; name the rule that grants it (tag ranged_crits).',
        ]);
    });
    it('the chain is unlimited, but a die that only shows 20 is cut at 1000 crit dice', () => {
        const chain = rollCritChain({ die: sides => (sides === 20 ? 20 : 1) }, 10);
        expect(chain).toHaveLength(1000);
        expect(chain[999]).toEqual({ face: 20, hit: true, d3: 1 });
    });
});

describe('§Defending: what strife check says of the reaction economy', () => {
    const says = async (lines: string, code: string) =>
        messagesOf(fight(`side a { Vessa } side b { Goblin, Orc } ${lines}`).replace('character Vessa {', 'character Vessa { tags dodge'), code);
    it('no reaction the round after defending', async () => {
        expect(await says('round 1 { Vessa: defend } round 2 { Vessa: dodge }', 'enchanted-realms-reaction-while-defending')).toEqual([
            'Vessa defends in round 1: no reactions that round or the next.',
        ]);
    });
    it('one reaction per round', async () => {
        expect(await says('round 1 { Vessa: dodge -> Goblin; dodge -> Orc }', 'enchanted-realms-second-reaction')).toEqual([
            'Vessa already reacts in round 1: one reaction per round.',
        ]);
    });
    it('no defend after a reaction in the same round', async () => {
        expect(await says('round 1 { Vessa: dodge; defend }', 'enchanted-realms-defend-after-reaction')).toEqual([
            'Vessa already reacts in round 1: defending is not possible after a reaction this round.',
        ]);
    });
});

describe('§Touch-based Effects: a sleight-of-hand touch goes unnoticed only 4 or more over its DC', () => {
    const cleric = `character Cleric { strength 2 agility 4 spirit 4 body 12 tags sleight_of_hand
  ability Shock { damage 1d6 category lightning tags spell, touch spirit_cost 2 } }
creature Guard { agility 6 body 12 defenses { armor 9 ac_other 1 } }`;
    it('DC 10 + 2 (Agility 6) + 1 (ring) = 13: 15 + 1 = 16 touches, but is noticed; the seed’s 17 is not', async () => {
        const touch = async (face: number) =>
            lines(
                (await erArena(fight('side a { Cleric } side b { Guard } round 1 { Cleric: Shock -> Guard with sleight_of_hand }', cleric))).play(1, [
                    9,
                    1,
                    face,
                    4,
                ]),
            ).filter(l => l.includes('unnoticed'));
        expect(await touch(15)).toEqual([]);
        expect(await touch(16)).toEqual(['Cleric touches Guard unnoticed']);
    });
});

describe('§Restrictions in Combat (bound: attacks against it are with advantage)', () => {
    it('a ranged shot too: one more d20 (15 and 12 both hit AC 11: 2 + 2)', async () => {
        const events = (await erArena(fight('side a { Vessa } side b { Goblin is bound } round 1 { Vessa: Bow -> Goblin }'))).play(1, [9, 1, 15, 12]);
        expect(faces(events)).toEqual([[15, 12]]);
        expect(damages(events)).toEqual([['Goblin', 4]]);
    });
});

describe('§Throwing Items: the log names what each item does on contact', () => {
    const thrown = async (item: string, dice: number[]) =>
        lines((await erArena(fight(`side a { Vessa } side b { Goblin } round 1 { Vessa: throw_item -> Goblin with ${item} }`))).play(1, dice));
    it('firebreather’s oil: fire damage, special delivery (its d4: 3)', async () => {
        expect(await thrown('firebreathers_oil', [9, 1, 11, 3])).toContain(
            "Vessa's firebreathers_oil (1d20 [11]) makes contact (fire damage; special delivery)",
        );
    });
    it('smoke of restraint: grappled, an area', async () => {
        expect(await thrown('smoke_of_restraint', [9, 1, 11])).toContain(
            "Vessa's smoke_of_restraint (1d20 [11]) makes contact (grappled; area of effect)",
        );
    });
});
