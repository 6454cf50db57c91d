/**
 * The Paladins round: initiative and surprise (002_508f9552a4514e32.txt §Sequence), the turn
 * economy and its stamina accounting (§Types, §Stamina Actions), regeneration and drained pools
 * (§Stamina Damage, §Stamina Regeneration, §Willpower Regeneration).
 */
import { describe, expect, it } from 'vitest';
import { recordText } from '../../language/engine/roll-text.js';
import { act, arena, eventsOf, hit, notes, turn } from './harness.js';

const PARTY = (extra = '') => `ruleset paladins
character Kara { DEX 2 END 1 MIN 1 HEA 12 STA 14 WIL 10 defenses { DEF 1 } attack Blow { damage 1d6 tags melee } }
character Doran { DEX 1 END 0 HEA 12 STA 10 defenses { DEF 1 } attack Blow { damage 1d6 tags melee } }
creature Wolf { DEX 3 END 1 HEA 30 STA 10 defenses { DEF 0 } attack Bite { damage 1d6 tags melee } }
encounter e { side heroes { Kara, Doran } side pack { Wolf x2 } ${extra} }`;

describe('initiative (§Sequence)', () => {
    it('is d12 + DEX, highest first, logged with every roll', async () => {
        const a = await arena(PARTY());
        const events = a.play(1, [3, 9, 2, 8], []); // Kara 5, Doran 10, Wolf#1 5, Wolf#2 11
        const [order] = eventsOf(events, 'order');
        expect(order.order.map(o => [o.id, o.total])).toEqual([
            ['Wolf#2', 11],
            ['Doran', 10],
            ['Kara', 5],
            ['Wolf#1', 5],
        ]);
        expect(`${recordText(order.order[0].rolls![0])} = ${order.order[0].total}`).toBe('1d12 [8] + DEX (3) = 11');
        expect(eventsOf(events, 'phase').map(p => p.name)).toEqual([
            'initiative',
            "Wolf#2's turn (initiative 11)",
            "Doran's turn (initiative 10)",
            "Kara's turn (initiative 5)",
            "Wolf#1's turn (initiative 5)",
        ]);
    });

    it("a tie goes to the players' side, whatever the encounter order", async () => {
        const a = await arena(`ruleset paladins
creature Wolf { DEX 2 HEA 9 defenses { DEF 0 } attack Bite { damage 1 } }
character Kara { DEX 1 HEA 9 defenses { DEF 0 } attack Blow { damage 1 } }
encounter e { side pack { Wolf } side heroes { Kara } }`);
        const events = a.play(1, [4, 5], []); // both 6
        expect(eventsOf(events, 'order')[0].order.map(o => o.id)).toEqual(['Kara', 'Wolf']);
        expect(notes(events)).toContain("Kara and Wolf tie at 6: Kara, on the players' side, goes first.");
    });

    it('ties on the same side keep encounter order', async () => {
        const a = await arena(PARTY());
        const events = a.play(1, [6, 7, 1, 1], []); // Kara 8, Doran 8
        expect(
            eventsOf(events, 'order')[0]
                .order.map(o => o.id)
                .slice(0, 2),
        ).toEqual(['Kara', 'Doran']);
        expect(notes(events)).toContain('Kara and Doran tie at 8: Kara, written first in the encounter, goes first.');
    });

    it('is rolled once: later rounds keep the order', async () => {
        const a = await arena(PARTY());
        a.play(1, [3, 9, 2, 8], []);
        const events = a.play(2, [], []);
        expect(eventsOf(events, 'order')).toHaveLength(0);
        expect(eventsOf(events, 'phase').map(p => p.name)[0]).toBe("Wolf#2's turn (initiative 11)");
    });
});

describe('surprise (§Sequence)', () => {
    it('surprised combatants lose round 1 and cannot react, then act normally', async () => {
        const a = await arena(PARTY('surprised pack'));
        const plans = [turn('Wolf#1', hit('Bite', 'Kara'), act('dodge', ['Kara'])), turn('Kara', hit('Blow', 'Wolf#1'))];
        const events = a.play(1, [12, 1, 1, 1, 5], plans); // Kara first; Blow 5
        expect(notes(events)).toContain('Wolf#1 is surprised: no turn in round 1.');
        expect(notes(events)).toContain("Wolf#1 cannot dodge Kara's attack: it is surprised in round 1.");
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Kara']);
        const next = a.play(2, [4], [turn('Wolf#1', hit('Bite', 'Kara'))]); // Bite 4; Kara has no plan, so no reaction
        expect(eventsOf(next, 'attack').map(e => e.actor)).toEqual(['Wolf#1']);
    });
});

describe('turn economy and stamina (§Types, §Stamina Actions)', () => {
    const solo = `ruleset paladins
character Kara { DEX 0 END 0 MIN 0 HEA 12 STA 14 WIL 8 speed 6 defenses { DEF 0 } attack Blow { damage 1 tags melee } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Post } }`;

    it('one attack and one move are free; each extra one costs 6 STA', async () => {
        const a = await arena(solo);
        const events = a.play(1, [12, 1], [turn('Kara', act('move'), hit('Blow', 'Post'), act('move'), hit('Blow', 'Post'))]);
        expect(eventsOf(events, 'resource').map(e => [e.reason, e.delta, e.value])).toEqual([
            ['extra move', -6, 8],
            ['extra attack', -6, 2],
        ]);
        expect(a.byId('Post').hp).toBe(97);
    });

    it('a third move is refused, even with STA to pay', async () => {
        const a = await arena(solo);
        const events = a.play(1, [12, 1], [turn('Kara', act('move'), act('move'), act('shift'))]);
        expect(notes(events)).toContain('Kara cannot take a third move action this round.');
        expect(a.byId('Kara').sta).toBe(8);
    });

    it('a stamina action needs its cost in STA; spending the last STA drains the pool', async () => {
        const a = await arena(solo);
        a.byId('Kara').sta = 6;
        const events = a.play(1, [12, 1], [turn('Kara', hit('Blow', 'Post'), hit('Blow', 'Post'), hit('Blow', 'Post'))]);
        expect(eventsOf(events, 'resource').map(e => e.value)).toEqual([0]);
        expect(eventsOf(events, 'condition')[0]).toMatchObject({ condition: 'exposed', gained: true });
        expect(notes(events)).toContain('Kara is exposed: only free actions (Blow not taken).');
        expect(a.byId('Post').hp).toBe(97);
    });

    it('refuses a stamina action it cannot pay, and says so', async () => {
        const a = await arena(solo);
        a.byId('Kara').sta = 5;
        const events = a.play(1, [12, 1, 1], [turn('Kara', hit('Blow', 'Post'), hit('Blow', 'Post'))]); // regen d4
        expect(notes(events)).toContain('Kara cannot pay for an extra attack: it costs 6 STA and Kara has 5.');
        expect(a.byId('Post').hp).toBe(98);
    });

    it('a resting combatant takes only free actions and regains 2d4 on top of regeneration', async () => {
        const a = await arena(solo);
        a.byId('Kara').sta = 2;
        const events = a.play(1, [12, 1, 3, 2, 4], [turn('Kara', act('rest'), hit('Blow', 'Post'))]);
        expect(eventsOf(events, 'attack')).toHaveLength(0);
        expect(eventsOf(events, 'resource').map(e => [e.delta, e.value])).toEqual([
            [3, 5],
            [6, 11],
        ]);
    });
});

describe('regeneration (§Stamina Regeneration, §Willpower Regeneration)', () => {
    const REGEN = `ruleset paladins
character Kara { DEX 0 END 2 MIN 2 HEA 12 STA 20 WIL 12 defenses { DEF 0 } attack Blow { damage 1 tags melee } attack Hold { damage 1 tags melee, prone concentration 3 } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Post } }`;

    it('regains d4 + END STA and MIN WIL at the end of a turn that spent none', async () => {
        const a = await arena(REGEN);
        Object.assign(a.byId('Kara'), { sta: 5, wil: 4 });
        const events = a.play(1, [12, 1, 3], [turn('Kara', hit('Blow', 'Post'))]);
        expect(
            eventsOf(events, 'resource').map(e => [e.resource, e.delta, `${e.reason}: ${recordText(e.rolls![0])} = ${e.rolls?.[0].total}`]),
        ).toEqual([
            ['STA', 5, 'regeneration, no STA spent: 1d4 [3] + END (2) = 5'],
            ['WIL', 2, 'regeneration, no WIL spent: MIN (2) = 2'],
        ]);
    });

    it('no STA regeneration after spending STA, none of WIL after spending WIL', async () => {
        const a = await arena(REGEN);
        Object.assign(a.byId('Kara'), { sta: 15, wil: 8 });
        const r1 = a.play(1, [12, 1], [turn('Kara', hit('Hold', 'Post'), hit('Blow', 'Post'))]); // extra attack: 6 STA
        expect(eventsOf(r1, 'resource').map(e => [e.resource, e.delta])).toEqual([
            ['STA', -6],
            ['WIL', 2],
        ]);
        const r2 = a.play(2, [2], [turn('Kara')]); // upkeep 3 WIL: no WIL regeneration; nothing spent in STA: d4 + END
        expect(eventsOf(r2, 'resource').map(e => [e.resource, e.delta])).toEqual([
            ['WIL', -3],
            ['STA', 4],
        ]);
    });

    it('never decreases a pool and stops at the maximum', async () => {
        const a = await arena(REGEN.replace('END 2', 'END -2'));
        a.byId('Kara').sta = 5;
        const events = a.play(1, [12, 1, 1], [turn('Kara')]); // 1d4 [1] − 2 = −1: nothing regained
        expect(eventsOf(events, 'resource')[0]).toMatchObject({ delta: 0, value: 5 });
        const b = await arena(REGEN);
        b.byId('Kara').sta = 19;
        expect(eventsOf(b.play(1, [12, 1, 4], [turn('Kara')]), 'resource')[0]).toMatchObject({ delta: 1, value: 20 });
    });

    it('counts a reaction made since the last turn as spending', async () => {
        const a = await arena(`ruleset paladins
character Kara { DEX 0 END 2 HEA 12 STA 20 defenses { DEF 0 } attack Blow { damage 1 tags melee } }
creature Brute { HEA 99 defenses { DEF 0 } attack Club { damage 1d8 tags melee } }
encounter e { side a { Kara } side b { Brute } }`);
        const events = a.play(1, [1, 12, 3, 8], [turn('Kara', act('dodge', ['Brute'])), turn('Brute', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'resource').map(e => e.reason)).toEqual(['dodge against Brute']);
    });
});

describe('a drained STA pool (§Stamina Damage)', () => {
    it('drained on its own turn: exposed through its next turn, then d8 + END back', async () => {
        const a = await arena(`ruleset paladins
character Kara { END 1 HEA 12 STA 6 defenses { DEF 0 } attack Blow { damage 1 tags melee } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Post } }`);
        a.play(1, [12, 1], [turn('Kara', hit('Blow', 'Post'), hit('Blow', 'Post'))]);
        expect(a.byId('Kara').sta).toBe(0);
        // Turn 2 is the "next turn": exposed all through it, no save; at its end regeneration
        // (nothing spent since turn 1) and the recovery: exposed ends, d8 + END STA.
        const r2 = a.play(2, [3, 5], [turn('Kara', hit('Blow', 'Post'))]);
        expect(notes(r2)).toContain('Kara is exposed: only free actions (Blow not taken).');
        expect(eventsOf(r2, 'resource').map(e => [e.delta, e.value])).toEqual([
            [4, 4],
            [2, 6],
        ]);
        expect(eventsOf(r2, 'condition')).toEqual([expect.objectContaining({ condition: 'exposed', gained: false })]);
        const r3 = a.play(3, [], [turn('Kara', hit('Blow', 'Post'))]);
        expect(eventsOf(r3, 'attack')).toHaveLength(1);
        expect(r3.some(e => e.kind === 'check')).toBe(false);
    });
});
