/**
 * Non-damaging attacks and their PP/7 durations, played by the engine with scripted d100 faces.
 * Seed: 004_941aee309a07cd38.txt §What counts as combat? — a non-damaging attack's PP decide
 * whether it succeeds and how much it does; PP/7 give its duration; the target may break it by
 * producing more PP. PP worked out by hand from the dice ruler's curve (Python, values pasted):
 * the Hexer's Hex is INT 35 + hex_magic 15 = 50 and SPIR 30 + 15 = 45 against a standing Knight's
 * INT 20 and CHA 20 — both faces 28 make 6 PP, 30 make 7, 42 make 13, 44 make 14, 47 make 15.
 */
import { describe, expect, it } from 'vitest';
import { eventsOf, mightsOf, vaxiaArena } from './harness.js';

const CAST = `ruleset vaxia
character Hexer { STR 15 DEX 25 END 25 INT 35 SPIR 30 CHA 25 LIF 30 skills { hex_magic 15 }
  ability Hex { uses INT, SPIR  tags magic  inflicts penalized 10 }
  ability Weaken { uses INT, SPIR  tags magic  modifies END -10 }
  ability Sleep { uses INT, SPIR  tags magic  inflicts unconscious }
  ability Bind { uses INT, SPIR  tags magic  inflicts penalized 10 save END 1 } }
character Knight { STR 30 DEX 30 END 30 INT 20 SPIR 20 CHA 20 LIF 30 skills { swords 10 }
  attack Sword { uses DEX, STR  vs DEX, END }
  attack Trip { uses DEX, STR  vs DEX, END  inflicts penalized 5 } }
character Cleric { STR 20 DEX 25 END 25 INT 30 SPIR 30 CHA 25 LIF 30 skills { holy_magic 10 }
  ability Cleanse { uses INT, SPIR  tags magic  removes penalized }
  ability Ward { uses INT, SPIR  tags magic  modifies END 10 } }
`;

/** The Knight's Sword mights in the events of one round (to-hit, power). */
const swordMights = (events: ReturnType<Awaited<ReturnType<typeof vaxiaArena>>['play']>) =>
    eventsOf(events, 'attack')
        .filter(e => e.actor === 'Knight')
        .map(e => mightsOf(e).map(([, might]) => might));

describe('§What counts as combat?: a non-damaging attack', () => {
    it('15 PP: no damage, and the penalty holds the two rounds after the round it lands (the seed: 15 PP → two rounds)', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight }
              round 1 { Hexer: Hex -> Knight  Knight: Sword -> Hexer }
              round 2 { Knight: Sword -> Hexer } round 3 { Knight: Sword -> Hexer } round 4 { Knight: Sword -> Hexer } }`,
        );
        const round1 = a.play(1, [47, 47, 1, 1]);
        const [hex] = eventsOf(round1, 'attack').filter(e => e.attack === 'Hex');
        expect([hex.total, hex.outcome]).toEqual([15, 'affected']);
        expect(eventsOf(round1, 'damage')).toEqual([]);
        // Posts happen together: the Knight's round-1 sword is not yet hindered.
        expect(swordMights(round1)).toEqual([[40, 40]]);
        expect(eventsOf(round1, 'condition').map(c => [c.who, c.condition, c.gained])).toEqual([['Knight', 'penalized 10', true]]);
        expect(swordMights(a.play(2, [1, 1]))).toEqual([[30, 30]]);
        const round3 = a.play(3, [1, 1]);
        expect(swordMights(round3)).toEqual([[30, 30]]);
        expect(eventsOf(round3, 'condition').map(c => [c.who, c.condition, c.gained])).toEqual([['Knight', 'penalized 10', false]]);
        expect(swordMights(a.play(4, [1, 1]))).toEqual([[40, 40]]);
        expect(a.byId('Knight').damage).toBe(0);
    });

    it.each([
        [28, 6, 0],
        [30, 7, 1],
        [44, 14, 2],
    ])('both faces %i: %i PP hold %i rounds after the round it lands (PP/7, floor)', async (face, pp, rounds) => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight }
              round 1 { Hexer: Hex -> Knight } round 2 { Knight: Sword -> Hexer } round 3 { Knight: Sword -> Hexer } round 4 { Knight: Sword -> Hexer } }`,
        );
        const [hex] = eventsOf(a.play(1, [face, face]), 'attack');
        expect(hex.total).toBe(pp);
        const held = [2, 3, 4].map(round => swordMights(a.play(round, [1, 1]))[0][0] === 30);
        expect(held).toEqual([2, 3, 4].map(round => round - 1 <= rounds));
    });

    it('duration_rounding: nearest — 13 PP hold two rounds, as the public ruler displays 13/7', async () => {
        const a = await vaxiaArena(
            `ruleset vaxia { duration_rounding: nearest }\n${CAST.replace('ruleset vaxia\n', '')}encounter E { side a { Hexer } side b { Knight }
              round 1 { Hexer: Hex -> Knight } round 3 { Knight: Sword -> Hexer } round 4 { Knight: Sword -> Hexer } }`,
        );
        expect(eventsOf(a.play(1, [42, 42]), 'attack')[0].total).toBe(13);
        a.play(2, []);
        expect(swordMights(a.play(3, [1, 1]))).toEqual([[30, 30]]);
        expect(swordMights(a.play(4, [1, 1]))).toEqual([[40, 40]]);
    });

    it('a failed ruling lands nothing', async () => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Hex -> Knight } }`);
        const events = a.play(1, [5, 5]);
        expect(eventsOf(events, 'attack')[0].outcome).toBe('missed');
        expect(eventsOf(events, 'condition')).toEqual([]);
        expect(a.byId('Knight').conditions.list).toEqual([]);
    });

    it('the defense’s PP come off the effect’s: a magical block of 2 PP leaves 15 − 2 = 13 PP, one round', async () => {
        // The Knight blocks magically: SPIR 20 + CHA 20 (no block skill). The Hex is ruled against
        // those mights, 20 and 20 (as standing): 15 PP. The block against the Hex's 50 and 45,
        // faces 95 and 95: 2 PP (Python).
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight }
              round 1 { Hexer: Hex -> Knight  Knight: block with magic } round 2 { Knight: Sword -> Hexer } round 3 { Knight: Sword -> Hexer } }`,
        );
        const events = a.play(1, [47, 47, 95, 95]);
        expect(eventsOf(events, 'check').map(c => c.total)).toEqual([2]);
        expect(eventsOf(events, 'condition')[0].note).toContain('13 PP');
        expect(swordMights(a.play(2, [1, 1]))).toEqual([[30, 30]]);
        expect(swordMights(a.play(3, [1, 1]))).toEqual([[40, 40]]);
    });

    it('modifies END −10 changes a defence: the Knight stands on END 20 while it holds', async () => {
        const a = await vaxiaArena(
            `${CAST}character Squire { STR 30 DEX 30 LIF 30 attack Sword { uses DEX, STR vs DEX, END } }
            encounter E { side a { Hexer, Squire } side b { Knight } round 1 { Hexer: Weaken -> Knight } round 2 { Squire: Sword -> Knight } }`,
        );
        const round1 = a.play(1, [47, 47]);
        expect(eventsOf(round1, 'resource').map(r => [r.who, r.resource, r.delta, r.value])).toEqual([['Knight', 'END', -10, 20]]);
        const [sword] = eventsOf(a.play(2, [1, 1]), 'attack');
        expect(mightsOf(sword).map(([stat, , difficulty]) => [stat, difficulty])).toEqual([
            ['DEX', 30],
            ['STR', 20],
        ]);
    });

    it('penalized lowers the standing mights too: an attack on a penalized Knight meets DEX 20 and END 20', async () => {
        const a = await vaxiaArena(
            `${CAST}character Squire { STR 30 DEX 30 LIF 30 attack Sword { uses DEX, STR vs DEX, END } }
            encounter E { side a { Squire } side b { Knight is penalized 10 } round 1 { Squire: Sword -> Knight } }`,
        );
        const [sword] = eventsOf(a.play(1, [1, 1]), 'attack');
        expect(mightsOf(sword).map(([, , difficulty]) => difficulty)).toEqual([20, 20]);
    });
});

describe('two sides in one phase, and a duration that ends within a round of speed order', () => {
    it('simultaneous: each side’s effect lands at the round’s end, so neither hinders the other’s post that round', async () => {
        // Knight's Trip on the standing Hexer (DEX 25, END 25): faces 60 and 60 succeed.
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Hex -> Knight  Knight: Trip -> Hexer } round 2 { Hexer: Hex -> Knight  Knight: Sword -> Hexer } }`,
        );
        const round1 = a.play(1, [47, 47, 60, 60]);
        const mights = eventsOf(round1, 'attack').map(e => [e.actor, mightsOf(e).map(([, m]) => m)]);
        expect(mights).toEqual([
            ['Hexer', [50, 45]],
            ['Knight', [40, 40]],
        ]);
        expect(eventsOf(round1, 'condition').map(c => `${c.who} ${c.condition}`)).toEqual(['Knight penalized 10', 'Hexer penalized 5']);
        const round2 = eventsOf(a.play(2, [1, 1, 1, 1]), 'attack').map(e => [e.actor, mightsOf(e).map(([, m]) => m)]);
        expect(round2).toEqual([
            ['Hexer', [45, 40]],
            ['Knight', [30, 30]],
        ]);
    });

    it('speed order: a Hex landing in the first group hinders the second group at once; 6 PP end with that round', async () => {
        // Speed: the Hexer's INT 50 against the Knight's DEX 40 with face 30 (failsby 7.75) goes
        // before the Knight's DEX 40 against 50 with face 10 (failsby 53.25). The Hex keeps face 30
        // as its to-hit and rolls 28: 6 PP.
        const a = await vaxiaArena(
            `ruleset vaxia { order_of_actions: speed }\n${CAST.replace('ruleset vaxia\n', '')}encounter E { side a { Hexer } side b { Knight }
              round 1 { Hexer: Hex -> Knight  Knight: Sword -> Hexer } round 2 { Knight: Sword -> Hexer } }`,
        );
        const round1 = a.play(1, [30, 10, 28, 1]);
        expect(eventsOf(round1, 'attack').find(e => e.attack === 'Hex')?.total).toBe(6);
        expect(swordMights(round1)).toEqual([[30, 30]]);
        expect(swordMights(a.play(2, [1, 1]))).toEqual([[40, 40]]);
    });
});

describe('breaking an effect: more PP than it has', () => {
    it.each([
        [53, 15, true],
        [54, 16, false],
    ])('END 30 against difficulty 1, face %i: %i PP against the effect’s 15 — held: %s', async (face, pp, held) => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Bind -> Knight } round 2 { Knight: Sword -> Hexer } }`,
        );
        a.play(1, [47, 47]);
        const round2 = a.play(2, [face, 1, 1]);
        const [check] = eventsOf(round2, 'check');
        expect(check.what).toBe('break penalized 10');
        expect(check.total).toBe(pp);
        expect(swordMights(round2)).toEqual([held ? [30, 30] : [40, 40]]);
        expect(a.byId('Knight').conditions.has('penalized')).toBe(held);
    });
});

describe('helping effects and effects that stop a fighter', () => {
    it('Cleanse on an ally is ruled against difficulty 25 (no defense) and removes the penalty at the round’s end', async () => {
        // Cleric INT 30 + holy_magic 10 = 40, SPIR 40 against 25 and 25, faces 60 and 60: a success.
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight is penalized 10, Cleric }
              round 1 { Cleric: Cleanse -> Knight  Knight: Sword -> Hexer } round 2 { Knight: Sword -> Hexer } }`,
        );
        const round1 = a.play(1, [1, 1, 60, 60]);
        const cleanse = eventsOf(round1, 'attack').find(e => e.attack === 'Cleanse')!;
        expect(mightsOf(cleanse)).toEqual([
            ['INT', 40, 25],
            ['SPIR', 40, 25],
        ]);
        expect(swordMights(round1)).toEqual([[30, 30]]);
        expect(eventsOf(round1, 'condition').map(c => [c.condition, c.gained])).toEqual([['penalized 10', false]]);
        expect(swordMights(a.play(2, [1, 1]))).toEqual([[40, 40]]);
    });

    it('Ward raises END 10 for PP/7 rounds; a target’s defend never meets a helping effect (no penalty for it)', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight, Cleric } round 1 { Cleric: Ward -> Knight  Knight: Sword -> Hexer; defend } }`,
        );
        const round1 = a.play(1, [1, 1, 60, 60]);
        expect(eventsOf(round1, 'check')).toEqual([]);
        expect(swordMights(round1)).toEqual([[40, 40]]);
        expect(eventsOf(round1, 'resource').map(r => [r.who, r.resource, r.delta, r.value])).toEqual([['Knight', 'END', 10, 40]]);
    });

    it('Sleep: 7 PP knock the Knight out for the round after; he takes no action, then wakes', async () => {
        const a = await vaxiaArena(
            `${CAST}encounter E { side a { Hexer } side b { Knight }
              round 1 { Hexer: Sleep -> Knight } round 2 { Knight: Sword -> Hexer } round 3 { Knight: Sword -> Hexer } }`,
        );
        const round1 = a.play(1, [30, 30]);
        expect(a.byId('Knight').status).toBe('unconscious');
        expect(eventsOf(round1, 'defeated').map(d => `${d.who} ${d.how}`)).toEqual(['Knight falls unconscious']);
        const round2 = a.play(2, []);
        expect(eventsOf(round2, 'attack')).toEqual([]);
        expect(a.byId('Knight').status).toBe('active');
        expect(swordMights(a.play(3, [1, 1]))).toEqual([[40, 40]]);
    });
});

describe('what an effect cannot do, and legacy magic', () => {
    it('removes unconscious wakes a sleeper, not the wounded: wound unconsciousness ends only with healing above 0 LIF', async () => {
        const text =
            `${CAST}character Waker { INT 30 SPIR 30 LIF 30 skills { holy_magic 10 } ability Rouse { uses INT, SPIR  tags magic  removes unconscious } }
            encounter E { side a { Hexer } side b { Knight is unconscious, Squire is wounded 30, Waker }
              round 1 { Waker: Rouse -> Knight; Rouse -> Squire } }`.replace(
                'encounter E',
                'character Squire { STR 30 DEX 30 LIF 30 attack Sword { uses DEX, STR vs DEX, END } }\nencounter E',
            );
        const a = await vaxiaArena(text);
        // Two actions: the post is at −20 on every might, so the rulings need high rolls to succeed.
        a.play(1, [90, 90, 90, 90]);
        expect([a.byId('Knight').status, a.byId('Squire').status]).toEqual(['active', 'unconscious']);
    });

    it('legacy magic: a non-damaging spell against 25 + the mind’s INT and SPIR takes hold with its PP and deals no damage', async () => {
        const a = await vaxiaArena(
            `ruleset vaxia { legacy_magic: on }\n${CAST.replace('ruleset vaxia\n', '')}encounter E { side a { Hexer } side b { Knight } round 1 { Hexer: Hex -> Knight } }`,
        );
        const events = a.play(1, [99, 99]);
        const [hex] = eventsOf(events, 'attack');
        expect(mightsOf(hex).map(([, , d]) => d)).toEqual([45, 45]);
        expect(hex.outcome).toBe('affected');
        expect(eventsOf(events, 'damage')).toEqual([]);
        expect(a.byId('Knight').conditions.get('penalized')?.value).toBe(10);
    });
});
