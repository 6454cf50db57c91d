/**
 * The Paladins condition table at work (002_508f9552a4514e32.txt §Conditions, §Health Damage):
 * conditions a participant starts with (`Kara is prone`), effects that inflict, remove and heal,
 * durations and saves written with a condition, medicine and healing that wake the unconscious, and
 * limited uses — each from the seed's sentence, with scripted dice. Kara acts first (initiative dice
 * 12, then 1 for everyone else; every DEX 0).
 */
import { describe, expect, it } from 'vitest';
import { act, arena, eventsOf, hit, notes, turn } from './harness.js';

const FIELD = (opts: { sides?: string; kara?: string; ogre?: string; extra?: string } = {}) => `ruleset paladins
character Kara {
  DEX 0 END 0 VIT 1 SPI 1 MIN 1 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 0 }
  attack Blow { damage 1d6 tags melee }
  ${opts.kara ?? ''}
}
character Doran { DEX 0 VIT 0 HEA 9 STA 12 defenses { DEF 0 } attack Fist { damage 1d4 tags melee } }
creature Ogre { DEX 0 VIT 0 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } ${opts.ogre ?? ''} }
${opts.extra ?? ''}
encounter e {
  ${opts.sides ?? 'side a { Kara, Doran }\n  side b { Ogre }'}
}`;

/** Initiative: Kara 12, Doran 1, Ogre 1. */
const FIRST = [12, 1, 1];

describe('conditions a participant starts with (`is …`)', () => {
    it('§Conditions (prone): `Ogre is prone` — a melee attack on it has +4 from the first round', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara, Doran }\n  side b { Ogre is prone }' }));
        const events = a.play(1, [...FIRST, 2], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(notes(events)).toContain('Ogre starts the fight prone.');
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ total: 6, bonuses: [{ value: 4, label: 'prone' }] });
    });

    it('§Conditions (bleeding): `is bleeding 2` — 2 damage at the start of its turn, then a VIT save', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara is bleeding 2, Doran }\n  side b { Ogre }' }));
        const events = a.play(1, [...FIRST, 5], []); // VIT save 5 + 1 = 6: not over 6
        expect(eventsOf(events, 'damage')[0]).toMatchObject({ target: 'Kara', amount: 2, note: 'bleeding 2 at the start of the turn' });
        expect(a.byId('Kara').conditions).toEqual([expect.objectContaining({ name: 'bleeding', rating: 2 })]);
    });

    it('§Conditions (frightened): `is frightened by Ogre` — no attack on the Ogre', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara is frightened by Ogre, Doran }\n  side b { Ogre }' }));
        const events = a.play(1, [...FIRST, 1], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(notes(events)).toContain('Kara is frightened of Ogre and cannot attack it.');
    });

    it('§Health Damage: `is dying` — 0 HEA, unconscious, a death save on its turn', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara, Doran is dying }\n  side b { Ogre }' }));
        expect(a.byId('Doran')).toMatchObject({ hp: 0, status: 'unconscious' });
        const events = a.play(1, [...FIRST, 7], []);
        expect(eventsOf(events, 'check')[0]).toMatchObject({ who: 'Doran', what: 'death save', total: 7, success: true });
    });

    it('§Conditions (unconscious): `is unconscious` alone — no actions, but no death saves either', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara, Doran is unconscious }\n  side b { Ogre }' }));
        const events = a.play(1, FIRST, [turn('Doran', hit('Fist', 'Ogre'))]);
        expect(notes(events)).toContain('Doran is unconscious (not dying).');
        expect(eventsOf(events, 'check')).toEqual([]);
    });

    // §Conditions (Bleeding): a VIT save removes it; §Health Damage puts a death save in the place
    // of saving only while dying. Unconscious but not dying (or stable), a character still bleeds and
    // still saves: it bled on every turn with no save, down to −10 HEA in a GM's day.
    it('§Conditions (bleeding): unconscious but not dying, it still makes its VIT save against bleeding', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara, Doran is unconscious and bleeding 2 }\n  side b { Ogre }' }));
        const events = a.play(1, [...FIRST, 7], []);
        expect(eventsOf(events, 'check')).toEqual([expect.objectContaining({ who: 'Doran', what: 'VIT save against bleeding', success: true })]);
        expect(a.byId('Doran')).toMatchObject({ hp: 7, status: 'unconscious' });
        expect(a.byId('Doran').conditions.map(c => c.name)).not.toContain('bleeding');
    });

    it('§Health Damage: a third failed death save kills, and the dead roll no save after it (burning stays unrolled)', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara, Doran is dying and burning 1 }\n  side b { Ogre }' }));
        a.byId('Doran').deathSaves.failures = 2;
        const events = a.play(1, [...FIRST, 1], []); // Doran's death save: 1 + VIT 0 fails — his third
        expect(a.byId('Doran').status).toBe('dead');
        expect(eventsOf(events, 'check').map(c => c.what)).toEqual(['death save']);
    });

    it('a duration: `is slowed for 2 rounds` ends at the end of round 2 (the VIT saves failing)', async () => {
        const a = await arena(FIELD({ sides: 'side a { Kara is slowed for 2 rounds, Doran }\n  side b { Ogre }' }));
        a.play(1, [...FIRST, 1], []);
        expect(a.byId('Kara').conditions).toEqual([expect.objectContaining({ name: 'slowed', roundsLeft: 1 })]);
        const events = a.play(2, [1], []);
        expect(eventsOf(events, 'condition')).toEqual([
            expect.objectContaining({ who: 'Kara', condition: 'slowed', gained: false, note: 'its rounds are over' }),
        ]);
    });

    it('a save written with it: `save SPI 8` — the total must be over 8 (8 fails, 9 succeeds)', async () => {
        const text = FIELD({ sides: 'side a { Kara is prone save SPI 8, Doran }\n  side b { Ogre }' });
        const fails = await arena(text);
        fails.play(1, [...FIRST, 7], []); // 7 + SPI 1 = 8
        expect(fails.byId('Kara').conditions.map(c => c.name)).toEqual(['prone']);
        const saves = await arena(text);
        const events = saves.play(1, [...FIRST, 8], []); // 9
        expect(eventsOf(events, 'check')[0]).toMatchObject({ what: 'SPI save against prone', total: 9, needs: 'over 8', success: true });
        expect(saves.byId('Kara').conditions).toEqual([]);
    });
});

describe('effects of attacks and abilities', () => {
    it('`inflicts slowed for 2 rounds` and `tags slowed` are one rule: the target is slowed on a hit', async () => {
        for (const how of ['inflicts slowed for 2 rounds', 'tags melee, slowed']) {
            const a = await arena(FIELD({ kara: `attack Hamstring { damage 1d6 ${how.startsWith('tags') ? how : `tags melee ${how}`} }` }));
            const events = a.play(1, [...FIRST, 3, 1], [turn('Kara', hit('Hamstring', 'Ogre'))]); // the Ogre's VIT save fails
            expect(eventsOf(events, 'condition')[0]).toMatchObject({ who: 'Ogre', gained: true });
            expect(a.byId('Ogre').conditions.map(c => c.name)).toEqual(['slowed']);
        }
    });

    // docs §Attacks: "`tags prone` and `inflicts prone` … are the same rule, read once": written both
    // ways, the duration written with the effect holds — the tag adds no second, endless prone.
    it('`tags prone` with `inflicts prone for 1 rounds` is one rule: the Ogre is prone until the end of round 1', async () => {
        const a = await arena(FIELD({ kara: 'attack Trip { damage 1d6 tags melee, prone inflicts prone for 1 rounds }' }));
        const events = a.play(1, [...FIRST, 3], [turn('Kara', hit('Trip', 'Ogre'))]);
        expect(eventsOf(events, 'condition')).toEqual([
            expect.objectContaining({ who: 'Ogre', condition: 'prone (1 round left)', gained: true }),
            expect.objectContaining({ who: 'Ogre', condition: 'prone', gained: false, note: 'its rounds are over' }),
        ]);
        expect(a.byId('Ogre').conditions).toEqual([]);
    });

    it('`bleeding 2` with `inflicts bleeding 2 save VIT 9` is one rule: one bleeding, saved with the written difficulty', async () => {
        const a = await arena(FIELD({ kara: 'attack Cut { damage 1d6 tags melee bleeding 2 inflicts bleeding 2 save VIT 9 }' }));
        const events = a.play(1, [...FIRST, 3, 9], [turn('Kara', hit('Cut', 'Ogre'))]); // the Ogre's VIT save: 9 + 0, not over 9
        expect(eventsOf(events, 'check')).toEqual([expect.objectContaining({ what: 'VIT save against bleeding', total: 9, success: false })]);
        expect(a.byId('Ogre').conditions).toEqual([expect.objectContaining({ name: 'bleeding', rating: 2, save: { stat: 'VIT', dc: 9 } })]);
    });

    it('a miss inflicts nothing (§Attacks: 0 or less is a miss)', async () => {
        const a = await arena(FIELD({ kara: 'attack Hamstring { damage 1d6 - 3 tags melee inflicts slowed }' }));
        a.play(1, [...FIRST, 3], [turn('Kara', hit('Hamstring', 'Ogre'))]);
        expect(a.byId('Ogre').conditions).toEqual([]);
    });

    it('an ability without `vs` takes effect without a roll: `removes prone` on an ally', async () => {
        const a = await arena(FIELD({ kara: 'ability Steady { removes prone }', sides: 'side a { Kara, Doran is prone }\n  side b { Ogre }' }));
        const events = a.play(1, FIRST, [turn('Kara', hit('Steady', 'Doran'))]);
        expect(eventsOf(events, 'attack')).toEqual([]);
        expect(eventsOf(events, 'condition')).toEqual([expect.objectContaining({ who: 'Doran', condition: 'prone', gained: false })]);
    });

    it('an ability that deals damage without `vs` deals it instead of an attack: no defense', async () => {
        const a = await arena(FIELD({ kara: 'ability Smite { damage 1d4 }' }).replace('WIL 8 defenses { DEF 0 }', 'WIL 8 defenses { DEF 3 }'));
        a.play(1, [...FIRST, 2], [turn('Kara', hit('Smite', 'Ogre'))]);
        expect(a.byId('Ogre').hp).toBe(8);
    });
});

describe('§Health Damage: "If your HEA is restored to a value greater than 0, you lose the unconscious condition"', () => {
    const dying = (f: { hp: number; status: string; conditions: { name: string }[]; deathSaves: { successes: number; failures: number } }) => {
        Object.assign(f, { hp: -2, status: 'unconscious', deathSaves: { successes: 1, failures: 2 } });
        f.conditions.push({ name: 'dying' }, { name: 'unconscious' });
    };

    it('healing to 1 HEA wakes it and throws out its death saves; to exactly 0 it stays down', async () => {
        const heals = FIELD({ kara: 'ability Mend { heals 1d6 }' });
        const a = await arena(heals);
        dying(a.byId('Doran') as never);
        const events = a.play(1, [...FIRST, 3], [turn('Kara', hit('Mend', 'Doran'))]); // −2 + 3 = 1
        expect(a.byId('Doran')).toMatchObject({ hp: 1, status: 'active', deathSaves: { successes: 0, failures: 0 }, conditions: [] });
        expect(eventsOf(events, 'condition')).toEqual([
            expect.objectContaining({ who: 'Doran', condition: 'unconscious', gained: false, note: 'HEA above 0; its death saves are thrown out' }),
        ]);
        const b = await arena(heals);
        dying(b.byId('Doran') as never);
        b.play(1, [...FIRST, 2, 7], [turn('Kara', hit('Mend', 'Doran'))]); // −2 + 2 = 0; then Doran's death save succeeds (7)
        expect(b.byId('Doran')).toMatchObject({ hp: 0, status: 'unconscious', deathSaves: { successes: 2, failures: 2 } });
    });

    it('§Conditions (unconscious): medicine from an ally wakes it, at the HEA it has — still dying; the next damage drops it again', async () => {
        const a = await arena(FIELD());
        dying(a.byId('Doran') as never);
        // Kara tends to Doran; Doran wakes at −2 HEA, still dying: on its turn it makes its death save (7: a
        // success), then strikes (Fist 3); the Ogre's Club (1) drops it again, its death saves kept.
        const events = a.play(
            1,
            [...FIRST, 7, 3, 1],
            [turn('Kara', act('medicine', ['Doran'])), turn('Doran', hit('Fist', 'Ogre')), turn('Ogre', hit('Club', 'Doran'))],
        );
        expect(eventsOf(events, 'condition')[0]).toMatchObject({
            who: 'Doran',
            condition: 'unconscious',
            gained: false,
            note: 'medicine from Kara; at -2 HEA it is still dying: its death saves go on',
        });
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Doran', 'Ogre']);
        expect(eventsOf(events, 'defeated')).toEqual([expect.objectContaining({ who: 'Doran', how: 'drops to -3 HEA: unconscious and dying' })]);
        expect(a.byId('Doran').deathSaves).toEqual({ successes: 2, failures: 2 });
    });

    it("medicine is the turn's standard action: not after an attack; an attack after it costs 6 STA", async () => {
        const a = await arena(FIELD());
        dying(a.byId('Doran') as never);
        const events = a.play(1, [...FIRST, 2, 1], [turn('Kara', hit('Blow', 'Ogre'), act('medicine', ['Doran']))]);
        expect(notes(events)).toContain('Kara already took its standard action: no medicine this turn (only attacks can be bought with STA).');
        const b = await arena(FIELD());
        dying(b.byId('Doran') as never);
        b.play(1, [...FIRST, 2, 7], [turn('Kara', act('medicine', ['Doran']), hit('Blow', 'Ogre'))]); // Doran, awake but still dying: death save 7
        expect(b.byId('Kara').sta).toBe(14 - 6);
        expect(b.byId('Doran').status).toBe('active');
    });

    it("an ally woken in the round takes its turn by its side's tactics (it was down when the round was planned)", async () => {
        const a = await arena(
            FIELD({
                sides: 'side a { Kara, Doran is dying, Ida }\n  side b { Ogre }\n  tactics a: attack_first',
                extra: 'character Ida { DEX 0 HEA 8 STA 8 defenses { DEF 0 } attack Jab { damage 1d4 tags melee } }',
            }),
        );
        // Initiative Kara 12, Doran 1, Ida 1, Ogre 1. Kara tends to Doran; Doran, awake at 0 HEA and still
        // dying, makes his death save (7) and strikes by his side's tactics (Fist 3); Ida by hers (Jab 2).
        const events = a.play(1, [12, 1, 1, 1, 7, 3, 2], [turn('Kara', act('medicine', ['Doran']))], { Ida: 'attack_first' });
        expect(eventsOf(events, 'attack').map(e => [e.actor, e.attack])).toEqual([
            ['Doran', 'Fist'],
            ['Ida', 'Jab'],
        ]);
    });

    it('on the map medicine needs the ally next to the medic', async () => {
        const text = FIELD({
            sides: 'zone camp { distance road 10 ft }\n  zone road\n  side a { Kara at camp, Doran at road }\n  side b { Ogre at road }',
        });
        const a = await arena(text);
        dying(a.byId('Doran') as never);
        const events = a.play(1, [...FIRST, 7], [turn('Kara', act('medicine', ['Doran']))]); // Doran's death save succeeds
        expect(notes(events)).toContain('Doran is not next to Kara: medicine needs an adjacent ally; nothing happens.');
        expect(a.byId('Doran').status).toBe('unconscious');
    });
});

describe('limited uses (`uses 1 per fight`)', () => {
    it('a use past the count is not made (and costs nothing)', async () => {
        const a = await arena(FIELD({ kara: 'attack Smash { damage 1d6 tags melee uses 1 per fight }' }));
        a.play(1, [...FIRST, 2], [turn('Kara', hit('Smash', 'Ogre'))]);
        const events = a.play(2, [], [turn('Kara', hit('Smash', 'Ogre'))]);
        expect(notes(events)).toContain('Kara has no use of Smash left (1 per fight); it is not used.');
        expect(eventsOf(events, 'attack')).toEqual([]);
    });

    it('tactics skip a spent ability for the next best', async () => {
        // 14 STA buys one extra attack a turn: round 1 Smash (2d6: 3, 3), then Blow (2) as the extra;
        // round 2 (8 STA, no extra) Blow (2) — Smash is spent —, then regeneration (d4: 1).
        const a = await arena(FIELD({ kara: 'attack Smash { damage 2d6 tags melee uses 1 per fight }' }));
        const first = a.play(1, [...FIRST, 3, 3, 2], [], { Kara: 'attack_first' });
        expect(eventsOf(first, 'attack').map(e => e.attack)).toEqual(['Smash', 'Blow']);
        const second = a.play(2, [2, 1], [], { Kara: 'attack_first' });
        expect(eventsOf(second, 'attack').map(e => e.attack)).toEqual(['Blow']);
    });
});
