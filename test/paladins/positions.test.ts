/**
 * Paladins on the battle map (docs/rulesets/paladins.md §Positions): moves measured in squares of
 * 5 ft over the encounter's zones, shifts, crawling and standing up, slowed, immobilized and
 * frightened movers, opportunity attacks from leaving a foe's side, reach and range, area attacks
 * and fleeing — each from the seed's sentence (002_508f9552a4514e32.txt §Types, §Stamina Actions,
 * §Conditions, §Ranges, §Sequence) with scripted dice. Kara acts first (initiative dice 12, then
 * 1 for everyone else, every DEX 0).
 */
import { describe, expect, it } from 'vitest';
import { runEncounter } from '../../language/engine/runner.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import type { ConditionName } from '../../language/rulesets/paladins/rules/conditions.js';
import { act, arena, eventsOf, hit, notes, turn } from './harness.js';

/**
 * ford–near 5 ft (one square: still adjacent), ford–bank 30 ft, bank–far 5 ft (so ford–far 35 ft).
 * Kara (speed 6: 30 ft a move) and the Ogre start in the ford, the Post in `post`.
 */
const MAP = (opts: { kara?: string; ogre?: string; post?: string; sides?: string; extra?: string } = {}) => `ruleset paladins
character Kara {
  DEX 0 END 0 VIT 1 SPI 1 MIN 1 HEA 12 STA 14 WIL 10 ${opts.kara ?? 'speed 6'}
  defenses { DEF 0 }
  attack Blow { damage 1d6 tags melee }
  weapon crossbow
  ${opts.extra ?? ''}
}
creature Ogre { DEX 0 HEA 10 STA 10 WIL 8 speed 6 defenses { DEF 0 } attack Club { damage 1d6 tags melee } ${opts.ogre ?? ''} }
creature Post { DEX 0 HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e {
  zone ford { distance bank 30 ft  distance near 5 ft }
  zone near
  zone bank { distance far 5 ft }
  zone far
  ${opts.sides ?? `side a { Kara at ford }\n  side b { Ogre at ford, Post at ${opts.post ?? 'bank'} }`}
}`;

/** Initiative: Kara 12, everyone else 1 — Kara first, then encounter order. */
const FIRST = [12, 1, 1];
const give = (f: { conditions: { name: ConditionName; rating?: number; source?: string }[] }, name: ConditionName, source?: string) =>
    f.conditions.push({ name, ...(source ? { source } : {}) });
const to = (action: string, zone: string, targets: string[] = [], weapon?: string) => ({ ...act(action, targets, weapon), destination: zone });
const where = (a: Awaited<ReturnType<typeof arena>>, id: string) =>
    (a.engine as unknown as { state: { field: { position(id: string): unknown } } }).state.field.position(id);
const actions = (events: ReturnType<Awaited<ReturnType<typeof arena>>['play']>) => eventsOf(events, 'action').map(e => e.text);

describe('§Types: "Move a number of squares equal to your speed or shift one square"', () => {
    it('speed 6 covers 30 ft: a zone exactly 30 ft away is reached in one move', async () => {
        const a = await arena(MAP());
        const events = a.play(1, FIRST, [turn('Kara', to('move', 'bank'))]);
        expect(actions(events)).toEqual(['Kara moves 6 squares toward bank: it is in bank, leaving Ogre.']);
        expect(where(a, 'Kara')).toMatchObject({ kind: 'zone', zone: 'bank' });
    });

    it('a zone 35 ft away: the move stops a square short, and the next move goes on', async () => {
        const a = await arena(MAP());
        const first = a.play(1, FIRST, [turn('Kara', to('move', 'far'))]);
        expect(actions(first)).toEqual(['Kara moves 6 squares toward far: it stops on the way, 1 square short, leaving Ogre.']);
        expect(where(a, 'Kara')).toMatchObject({ kind: 'transit', to: 'far', travelled: 30 });
        const second = a.play(2, [], [turn('Kara', to('move', 'far'))]);
        expect(actions(second)).toEqual(['Kara moves 1 square toward far: it is in far.']);
    });

    it('§Stamina Actions: a second move in the turn (6 STA) goes on with the journey', async () => {
        const a = await arena(MAP());
        a.play(1, FIRST, [turn('Kara', to('move', 'far'), to('move', 'far'))]);
        expect(where(a, 'Kara')).toMatchObject({ kind: 'zone', zone: 'far' });
        expect(a.byId('Kara').sta).toBe(14 - 6);
    });

    it('a shift covers one square and provokes nothing; a move that leaves the foe provokes its opportunity attack', async () => {
        const ogreReacts = turn('Ogre', act('opportunity_attack', ['Kara'], 'Club'));
        const a = await arena(MAP());
        const shifted = a.play(1, FIRST, [turn('Kara', to('shift', 'bank')), ogreReacts]);
        expect(actions(shifted)).toEqual(['Kara shifts one square (no opportunity attacks) toward bank.']);
        expect(where(a, 'Kara')).toMatchObject({ kind: 'transit', travelled: 5 });
        expect(eventsOf(shifted, 'attack')).toEqual([]);

        const b = await arena(MAP());
        // The Ogre's Club rolls 4, before the move takes Kara away: 12 − 4 = 8 HEA; 3 STA spent.
        const moved = b.play(1, [...FIRST, 4], [turn('Kara', to('move', 'bank')), ogreReacts]);
        expect(eventsOf(moved, 'attack')).toEqual([
            expect.objectContaining({ actor: 'Ogre', target: 'Kara', note: 'opportunity attack (reaction)' }),
        ]);
        expect(b.byId('Kara').hp).toBe(8);
        expect(b.byId('Ogre').sta).toBe(7);
        expect(where(b, 'Kara')).toMatchObject({ kind: 'zone', zone: 'bank' });
    });
});

describe('§Stamina Actions: "an adjacent enemy moves to a square that is not adjacent to you"', () => {
    const ogreReacts = turn('Ogre', act('opportunity_attack', ['Kara'], 'Club'));

    it('a move that ends one square away (still adjacent) provokes nothing', async () => {
        const a = await arena(MAP());
        const events = a.play(1, FIRST, [turn('Kara', to('move', 'near')), ogreReacts]);
        expect(actions(events)).toEqual(['Kara moves 1 square toward near: it is in near.']);
        expect(eventsOf(events, 'attack')).toEqual([]);
    });

    it('a foe that was not adjacent gets no opportunity attack', async () => {
        const a = await arena(MAP({ sides: 'side a { Kara at ford }\n  side b { Ogre at bank, Post at bank }' }));
        const events = a.play(1, FIRST, [turn('Kara', to('move', 'near')), ogreReacts]);
        expect(eventsOf(events, 'attack')).toEqual([]);
    });

    it('the attack strikes before the move: a mover it drops falls where it stood', async () => {
        const a = await arena(MAP());
        a.byId('Kara').hp = 3;
        const events = a.play(1, [...FIRST, 6], [turn('Kara', to('move', 'bank')), ogreReacts]);
        expect(eventsOf(events, 'defeated')[0]).toMatchObject({ who: 'Kara' });
        expect(where(a, 'Kara')).toMatchObject({ kind: 'zone', zone: 'ford' });
    });

    it('under tactics a foe strikes whoever leaves its side, fought before or not', async () => {
        const a = await arena(MAP());
        // Kara leaves; the Ogre (tactics, 10 STA) strikes with its Club: 5. On its own turn Kara is 30 ft away:
        // it moves toward her until it stands next to her (5 squares, one short of the bank) and strikes again: 2. Kara 12 − 5 − 2 = 5.
        const events = a.play(1, [...FIRST, 5, 2], [turn('Kara', to('move', 'bank'))], { Ogre: 'attack_first' });
        expect(eventsOf(events, 'attack').map(e => [e.actor, e.note])).toEqual([
            ['Ogre', 'opportunity attack (reaction)'],
            ['Ogre', undefined],
        ]);
        expect(actions(events)).toContain('Ogre moves 5 squares toward Kara: next to it.');
        expect(a.byId('Kara').hp).toBe(5);
    });

    it('two foes left behind make two opportunity attacks, each its own reaction', async () => {
        const a = await arena(MAP({ sides: 'side a { Kara at ford }\n  side b { Ogre x2 at ford, Post at bank }' }));
        const reacts = (id: string) => turn(id, act('opportunity_attack', ['Kara'], 'Club'));
        const events = a.play(1, [12, 1, 1, 1, 2, 3], [turn('Kara', to('move', 'bank')), reacts('Ogre#1'), reacts('Ogre#2')]);
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Ogre#1', 'Ogre#2']);
        expect(a.byId('Kara').hp).toBe(12 - 2 - 3);
    });

    it('a foe that already reacted this round (a dodge) has no opportunity attack left', async () => {
        const a = await arena(MAP({ sides: 'side a { Kara at ford }\n  side b { Ogre x2 at ford, Post at bank }' }));
        // Kara's Blow on Ogre#1 rolls 5; Ogre#1 dodges (d6 6): it has reacted. Kara then leaves: only Ogre#2 strikes (3).
        const events = a.play(
            1,
            [12, 1, 1, 1, 6, 5, 3],
            [
                turn('Kara', hit('Blow', 'Ogre#1'), to('move', 'bank')),
                turn('Ogre#1', act('dodge', ['Kara']), act('opportunity_attack', ['Kara'], 'Club')),
                turn('Ogre#2', act('opportunity_attack', ['Kara'], 'Club')),
            ],
        );
        expect(eventsOf(events, 'attack').map(e => `${e.actor}→${e.target}`)).toEqual(['Kara→Ogre#1', 'Ogre#2→Kara']);
    });

    it('§Conditions (prone): an opportunity attack on a crawling prone mover is a melee attack against prone, +4', async () => {
        const a = await arena(MAP({ kara: 'speed 8' }));
        give(a.byId('Kara'), 'prone');
        // Speed 8: a crawl is 2 squares (10 ft), out of the Ogre's reach. Its Club: 1 + 4 prone = 5.
        const events = a.play(1, [...FIRST, 1], [turn('Kara', to('crawl', 'bank')), ogreReacts]);
        expect(actions(events)).toEqual([
            'Kara crawls 2 squares toward bank (prone: a quarter of its speed): it stops on the way, 4 squares short, leaving Ogre.',
        ]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ actor: 'Ogre', total: 5, bonuses: [{ value: 4, label: 'prone' }] });
    });

    it('§Conditions (dazed): a dazed foe makes no opportunity attack', async () => {
        const a = await arena(MAP());
        give(a.byId('Ogre'), 'dazed');
        const events = a.play(1, [...FIRST, 1], [turn('Kara', to('move', 'bank')), ogreReacts]); // the Ogre's MIN save fails
        expect(notes(events)).toContain('Ogre cannot make an opportunity attack on Kara: it is dazed (no stamina actions, so no reactions).');
        expect(eventsOf(events, 'attack')).toEqual([]);
    });

    it('§Conditions (frightened): no opportunity attack on the source of the fear', async () => {
        const a = await arena(MAP());
        give(a.byId('Ogre'), 'frightened', 'Kara');
        const events = a.play(1, [...FIRST, 1], [turn('Kara', to('move', 'bank')), ogreReacts]); // the Ogre's SPI save fails
        expect(notes(events)).toContain('Ogre is frightened of Kara and cannot make an opportunity attack on it.');
        expect(eventsOf(events, 'attack')).toEqual([]);
    });
});

describe('§Conditions on the map: prone, slowed, immobilized, frightened', () => {
    it('prone: standing up takes half the movement (speed 8: 4 squares left)', async () => {
        const a = await arena(MAP({ kara: 'speed 8' }));
        give(a.byId('Kara'), 'prone');
        const events = a.play(1, FIRST, [turn('Kara', to('move', 'bank'))]);
        expect(actions(events)).toEqual([
            'Kara moves 4 squares toward bank (half the move went to standing up): it stops on the way, 2 squares short, leaving Ogre.',
        ]);
    });

    it('slowed: half the speed (speed 6: 3 squares)', async () => {
        const a = await arena(MAP());
        give(a.byId('Kara'), 'slowed');
        a.play(1, [...FIRST, 1], [turn('Kara', to('move', 'bank'))]); // the VIT save fails
        expect(where(a, 'Kara')).toMatchObject({ kind: 'transit', travelled: 15 });
    });

    it('immobilized: no move action at all; nothing is paid and it stays', async () => {
        const a = await arena(MAP());
        give(a.byId('Kara'), 'immobilized');
        const events = a.play(1, [...FIRST, 1], [turn('Kara', to('move', 'bank'), to('move', 'bank'))]);
        expect(notes(events)).toContain('Kara is immobilized and cannot move.');
        expect(a.byId('Kara').sta).toBe(14);
        expect(where(a, 'Kara')).toMatchObject({ kind: 'zone', zone: 'ford' });
    });

    it('frightened: "unable to move towards" its source — that move is not made; a move away is', async () => {
        const a = await arena(MAP());
        give(a.byId('Kara'), 'frightened', 'Post'); // the Post stands in bank
        const events = a.play(1, [...FIRST, 1], [turn('Kara', to('move', 'bank'), to('move', 'near'))]); // SPI save fails
        expect(notes(events)).toContain('Kara is frightened of Post and cannot move nearer it (toward bank).');
        expect(actions(events)).toEqual(['Kara moves 1 square toward near: it is in near.']);
        expect(a.byId('Kara').sta).toBe(14); // the refused move was not paid: the move to near is the turn's first
    });
});

describe('tactics on the map move toward a target, or away from a fear', () => {
    it('a frightened combatant under tactics with its fear beside it and no other foe in reach steps away from it', async () => {
        const a = await arena(MAP());
        give(a.byId('Kara'), 'frightened', 'Ogre');
        // Kara's SPI save fails (1). The Post (bank, 30 ft) is her only other foe: she moves away from the Ogre —
        // to far, the zone farthest from it (35 ft): 6 squares, a square short — and the Ogre, under its
        // tactics too, strikes as she leaves (Club 2). Her crossbow then reaches the Post (2d8: 1, 1), and
        // 14 STA buy one more shot (1, 1). On its turn the Ogre walks up to her and strikes again (3).
        const events = a.play(1, [...FIRST, 1, 2, 1, 1, 1, 1, 3], [], { Kara: 'attack_first', Ogre: 'attack_first' });
        expect(actions(events)[0]).toBe('Kara moves 6 squares toward far: it stops on the way, 1 square short, leaving Ogre.');
        expect(eventsOf(events, 'attack').map(e => [e.actor, e.attack, e.target])).toEqual([
            ['Ogre', 'Club', 'Kara'],
            ['Kara', 'crossbow', 'Post'],
            ['Kara', 'crossbow', 'Post'],
            ['Ogre', 'Club', 'Kara'],
        ]);
    });
});

describe('tactics close in on a foe on its way between zones', () => {
    it('Kara in the ford walks out to meet the Ogre 20 ft along from bank, rather than to the ford it heads for', async () => {
        // Speed 2 (10 ft a move) for both. Round 1 Kara rests and the Ogre walks 10 ft from bank toward
        // the ford. Round 2 Kara, under tactics, moves toward bank: 2 squares, then (an extra move) 1
        // more, to its side (not 2: she stops beside it), and strikes. She used to 'move' 0 squares
        // toward the ford she stood in, twice, paying 6 STA for the second.
        const a = await arena(
            MAP({ kara: 'speed 2', sides: 'side a { Kara at ford }\n  side b { Ogre at bank }' })
                .replace('WIL 8 speed 6', 'WIL 8 speed 2')
                .replace('weapon crossbow', ''),
        );
        const script = [{ round: 1, turns: [turn('Kara', act('rest')), turn('Ogre', { ...act('move'), destination: 'ford' })] }];
        const run = runEncounter({ ...a.model, script, tactics: [{ side: 'a', policy: 'attack_first' }], roundLimit: 2 }, paladins, { seed: 1 });
        const round2 = run.log.events.slice(run.log.events.findIndex(e => e.kind === 'round' && e.round === 2));
        expect(eventsOf(round2, 'action').map(e => e.text)).toEqual([
            'Kara moves 2 squares toward Ogre: it stops on the way, 2 squares from it.',
            'Kara moves 1 square toward Ogre: next to it.',
        ]);
        expect(eventsOf(round2, 'attack').map(e => [e.actor, e.target])).toEqual([['Kara', 'Ogre']]);
    });
});

describe('reach and range (§Stamina Actions: adjacency; §Ranges)', () => {
    it('a melee attack reaches an adjacent foe — one zone 5 ft away — and not one 30 ft away', async () => {
        const a = await arena(MAP({ post: 'near' }));
        const near = a.play(1, [...FIRST, 3], [turn('Kara', hit('Blow', 'Post'))]);
        expect(eventsOf(near, 'attack')).toHaveLength(1);
        const b = await arena(MAP());
        const far = b.play(1, FIRST, [turn('Kara', hit('Blow', 'Post'), hit('Blow', 'Post'))]);
        expect(notes(far)).toContain("Post is out of reach of Kara's Blow: 6 squares away, it reaches 1 square.");
        expect(eventsOf(far, 'attack')).toEqual([]);
        expect(b.byId('Kara').sta).toBe(14);
    });

    it('a crossbow reaches 20 squares (its range in the equipment table)', async () => {
        const a = await arena(MAP());
        const events = a.play(1, [...FIRST, 2, 2], [turn('Kara', hit('crossbow', 'Post'))]);
        expect(eventsOf(events, 'attack')).toHaveLength(1);
    });
});

describe('area attacks (§Ranges: Blast, Close Burst, Burst, Line)', () => {
    const AREA = `attack Firestorm { damage 1d6 tags spell blast 1 }
  attack Nova { damage 1d6 tags spell close_burst 1 }
  attack Lance { damage 1d6 tags spell line 6 }
  attack Hail { damage 1d6 tags spell burst 1 range 2 }`;
    const TEAM = 'side a { Kara at ford, Doran at ford }\n  side b { Ogre at ford, Post at bank }';
    const withDoran = (extra = AREA) =>
        MAP({ extra, sides: TEAM }).replace(
            'creature Post',
            'character Doran { DEX 0 HEA 9 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }\ncreature Post',
        );
    const aim = (attack: string, zone: string) => ({ ...hit(attack), targets: [], area: zone });

    it('everyone in the zone but the attacker is attacked, friend or foe — one roll each', async () => {
        const a = await arena(withDoran());
        // Initiative: Kara 12, Doran 1, Ogre 1, Post 1. Firestorm in ford (0 ft): Doran 3, Ogre 5.
        const events = a.play(1, [12, 1, 1, 1, 3, 5], [turn('Kara', aim('Firestorm', 'ford'))]);
        expect(eventsOf(events, 'attack').map(e => [e.target, e.total])).toEqual([
            ['Doran', 3],
            ['Ogre', 5],
        ]);
        expect(a.byId('Kara').hp).toBe(12);
    });

    it('a blast 1 reaches 2 squares, a close burst 1 one square, a line 6 six, a burst 1 with range 2 three', async () => {
        const reach = async (attack: string, zone: string, dice: number[]) => {
            const a = await arena(withDoran());
            return a.play(1, [12, 1, 1, 1, ...dice], [turn('Kara', aim(attack, zone))]);
        };
        expect(notes(await reach('Firestorm', 'bank', []))).toContain(
            "bank is out of reach of Kara's Firestorm: 6 squares away, its area reaches 2 squares.",
        );
        expect(notes(await reach('Nova', 'bank', []))).toContain('its area reaches 1 square.');
        expect(notes(await reach('Hail', 'bank', []))).toContain('its area reaches 3 squares.');
        expect(eventsOf(await reach('Lance', 'bank', [4]), 'attack').map(e => e.target)).toEqual(['Post']);
        expect(notes(await reach('Nova', 'near', []))).toContain("Kara's Nova in near catches nobody.");
    });

    it('§Conditions (frightened): no area attack that would catch the source of the fear', async () => {
        const a = await arena(withDoran());
        give(a.byId('Kara'), 'frightened', 'Ogre');
        const events = a.play(1, [12, 1, 1, 1, 1], [turn('Kara', aim('Firestorm', 'ford'))]);
        expect(notes(events)).toContain('Kara is frightened of Ogre, who stands in ford: it cannot aim Firestorm there.');
        expect(eventsOf(events, 'attack')).toEqual([]);
    });
});

describe('§Sequence step 5: "until ... one side flees"', () => {
    it('a side whose last standing combatant flees has left: the other side holds the field', async () => {
        const a = await arena(MAP({ sides: 'side a { Kara at far }\n  side b { Ogre at ford, Post at bank }' }));
        const model = { ...a.model, script: [{ round: 1, turns: [turn('Kara', act('flee'))] }], tactics: [] };
        const run = runEncounter(model, paladins, { seed: 3 });
        expect(run.winner).toBe('b');
        expect(run.rounds).toBe(1);
        expect(run.final.find(f => f.id === 'Kara')?.status).toBe('fled');
    });

    it('a frightened combatant that flees takes the opportunity attack of the foe beside it (its fear), then is gone', async () => {
        const a = await arena(MAP());
        give(a.byId('Kara'), 'frightened', 'Ogre');
        // Kara's SPI save fails (1); fleeing leaves the Ogre's side: its Club rolls 4. Kara, at 8 HEA, is gone.
        const events = a.play(
            1,
            [...FIRST, 1, 4],
            [turn('Kara', act('flee'), hit('Blow', 'Ogre')), turn('Ogre', act('opportunity_attack', ['Kara'], 'Club'))],
        );
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Ogre']);
        expect(a.byId('Kara')).toMatchObject({ hp: 8, status: 'fled' });
        expect(notes(events)).toContain('Kara has fled: Blow is not taken.');
    });

    it('an immobilized combatant cannot flee', async () => {
        const a = await arena(MAP());
        give(a.byId('Kara'), 'immobilized');
        const events = a.play(1, [...FIRST, 1], [turn('Kara', act('flee'))]);
        expect(notes(events)).toContain('Kara is immobilized and cannot flee.');
        expect(a.byId('Kara').status).toBe('active');
    });
});
