/**
 * Paladins conditions, death saves and concentration, against 002_508f9552a4514e32.txt
 * §Conditions, §Health Damage and §Concentration. Saves are d12 + score over 6 (public checks
 * page, per the rules digest). Kara acts first in every test (initiative dice [12, 1]).
 */
import { describe, expect, it } from 'vitest';
import { addCondition, type ConditionName } from '../../language/rulesets/paladins/rules/conditions.js';
import { act, arena, eventsOf, hit, notes, turn, withRoll } from './harness.js';

const FIELD = (extra = '', options = '') => `ruleset paladins ${options}
character Kara { STR 1 DEX 1 END 0 VIT 1 SPI 1 MIN 1 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } attack Shot { damage 1d6 tags ranged } }
creature Ogre { VIT 0 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } ${extra} }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Ogre, Post } }`;

/** Initiative: Kara 13, Ogre 1, Post 1 — in that order. (The Post keeps side b standing when the Ogre drops.) */
const FIRST = [12, 1, 1];
const give = (
    f: { conditions: { name: ConditionName; rating?: number; source?: string }[] },
    name: ConditionName,
    extra: { rating?: number; source?: string } = {},
) => f.conditions.push({ name, ...extra });

describe('conditions with a save (§Conditions)', () => {
    it.each([
        ['bleeding', 'VIT', 2],
        ['burning', 'DEX', 3],
    ] as const)('%s deals its rating at the start of the turn, then a %s save can end it', async (name, score, rating) => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), name, { rating });
        const events = a.play(1, [...FIRST, 6], []); // save 6 + 1 = 7: success
        expect(eventsOf(events, 'damage')[0]).toMatchObject({
            target: 'Kara',
            amount: rating,
            hp: 12 - rating,
            note: `${name} ${rating} at the start of the turn`,
        });
        expect(eventsOf(events, 'check')[0]).toMatchObject({ what: `${score} save against ${name}`, total: 7, success: true });
        expect(a.byId('Kara').conditions).toEqual([]);
    });

    it('a failed save keeps the condition, and it hurts again next turn', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'bleeding', { rating: 2 });
        a.play(1, [...FIRST, 5], []); // 5 + 1 = 6: not over 6
        a.play(2, [5], []);
        expect(a.byId('Kara').hp).toBe(8);
    });

    it('a new bleeding keeps the higher rating (ratings do not add up)', async () => {
        const a = await arena(FIELD('attack Rend { damage 1d6 tags melee bleeding 3 }'));
        give(a.byId('Kara'), 'bleeding', { rating: 1 });
        a.play(1, [1, 12, 1, 6, 1], [turn('Ogre', hit('Rend', 'Kara'))]); // Ogre first: Rend 6; Kara: bleeds 3, save 1 + 1 fails
        expect(a.byId('Kara').conditions).toEqual([expect.objectContaining({ name: 'bleeding', rating: 3 })]);
        expect(a.byId('Kara').hp).toBe(12 - 6 - 3);
    });

    it('exposed: only free actions and +4 damage taken until a MIN save', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'exposed');
        const events = a.play(1, [...FIRST, 2, 1], [turn('Kara', hit('Blow', 'Ogre')), turn('Ogre', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'check')[0]).toMatchObject({ what: 'MIN save against exposed', success: false });
        expect(notes(events)).toContain('Kara is exposed: only free actions (Blow not taken).');
        expect(withRoll(eventsOf(events, 'damage')[0])).toMatchObject({ amount: 5, roll: '1 − 0 DEF + 4 exposed' });
    });

    it('dazed: no stamina actions (no extra attack, no reaction) until a MIN save', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'dazed');
        const events = a.play(
            1,
            [...FIRST, 1, 3, 6],
            [turn('Kara', hit('Blow', 'Ogre'), hit('Blow', 'Ogre'), act('dodge', ['Ogre'])), turn('Ogre', hit('Club', 'Kara'))],
        );
        expect(notes(events)).toContain('Kara is dazed: no extra attack (a stamina action).');
        expect(notes(events)).toContain("Kara cannot dodge Ogre's attack: it is dazed (no stamina actions, so no reactions).");
        expect(a.byId('Kara').sta).toBe(14);
    });

    it('frightened: no attack on its source until a SPI save', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'frightened', { source: 'Ogre' });
        const events = a.play(1, [...FIRST, 1], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(eventsOf(events, 'check')[0].what).toBe('SPI save against frightened');
        expect(notes(events)).toContain('Kara is frightened of Ogre and cannot attack it.');
        expect(eventsOf(events, 'attack')).toHaveLength(0);
    });

    it('immobilized: no move actions until a VIT save', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'immobilized');
        const events = a.play(1, [...FIRST, 1], [turn('Kara', act('move'))]);
        expect(eventsOf(events, 'check')[0].what).toBe('VIT save against immobilized');
        expect(notes(events)).toContain('Kara is immobilized and cannot move.');
    });

    it('slowed: half speed until a VIT save', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'slowed');
        const events = a.play(1, [...FIRST, 1], [turn('Kara', act('move'))]);
        expect(eventsOf(events, 'check')[0].what).toBe('VIT save against slowed');
        expect(eventsOf(events, 'action')[0].text).toBe('Kara moves up to 3 squares (slowed: half speed).');
        const b = await arena(FIELD());
        give(b.byId('Kara'), 'slowed');
        b.play(1, [...FIRST, 6], []);
        expect(b.byId('Kara').conditions).toEqual([]);
    });

    it('prone: no save; a move stands up with half the movement, a shift only stands up', async () => {
        const a = await arena(FIELD());
        give(a.byId('Kara'), 'prone');
        const events = a.play(1, [...FIRST], [turn('Kara', act('move'))]);
        expect(eventsOf(events, 'check')).toHaveLength(0);
        expect(eventsOf(events, 'condition')[0]).toMatchObject({ condition: 'prone', gained: false, note: 'stands up with half its movement' });
        expect(eventsOf(events, 'action')[0].text).toBe('Kara moves up to 3 squares (half the move went to standing up).');
        const b = await arena(FIELD());
        give(b.byId('Kara'), 'prone');
        const shifted = b.play(1, [...FIRST], [turn('Kara', act('shift'))]);
        expect(eventsOf(shifted, 'action')).toHaveLength(0);
        expect(b.byId('Kara').conditions).toEqual([]);
    });

    it('an attack tag gives its condition on a hit, and frightened remembers who', async () => {
        const a = await arena(FIELD('attack Roar { damage 1d6 tags melee, frightened, slowed }'));
        const events = a.play(1, [1, 12, 1, 3, 1, 1], [turn('Ogre', hit('Roar', 'Kara'))]); // Ogre first; Kara fails SPI and VIT saves
        expect(eventsOf(events, 'condition').map(c => c.condition)).toEqual(['frightened of Ogre', 'slowed']);
        expect(eventsOf(events, 'check').map(c => c.what)).toEqual(['SPI save against frightened', 'VIT save against slowed']);
        expect(a.byId('Kara').conditions).toEqual([
            expect.objectContaining({ name: 'frightened', source: 'Ogre' }),
            expect.objectContaining({ name: 'slowed' }),
        ]);
    });
});

describe('unconscious (§Conditions, §Health Damage)', () => {
    it('takes no action and no reaction, and makes no save but the death save', async () => {
        const a = await arena(FIELD());
        Object.assign(a.byId('Ogre'), { hp: 0, status: 'unconscious', conditions: [{ name: 'dying' }, { name: 'slowed' }, { name: 'unconscious' }] });
        const events = a.play(1, [...FIRST, 4, 9], [turn('Kara', hit('Blow', 'Post')), turn('Ogre', hit('Club', 'Kara'), act('dodge', ['Kara']))]);
        expect(eventsOf(events, 'action').filter(e => e.actor === 'Ogre')).toEqual([]);
        expect(eventsOf(events, 'check').map(c => c.what)).toEqual(['death save']);
        expect(notes(events)).toContain('Ogre is unconscious and cannot act.');
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Kara']);
    });
});

describe('health damage and death saves (§Health Damage)', () => {
    const down = async (options = '') => {
        const a = await arena(FIELD('', options));
        return a;
    };

    it('at 0 HEA: unconscious and dying; a death save (d12 + VIT over 6) each turn', async () => {
        const a = await down();
        a.byId('Ogre').hp = 3;
        const events = a.play(1, [...FIRST, 3, 5], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(eventsOf(events, 'defeated')[0]).toMatchObject({ who: 'Ogre', how: 'drops to 0 HEA: unconscious and dying' });
        expect(a.byId('Ogre').status).toBe('unconscious');
        expect(a.byId('Ogre').conditions.map(c => c.name)).toEqual(['dying', 'unconscious']);
        expect(eventsOf(events, 'check')[0]).toMatchObject({ who: 'Ogre', what: 'death save', total: 5, success: false });
    });

    it('three failed death saves: dead', async () => {
        const a = await down();
        a.byId('Ogre').hp = 0;
        a.byId('Ogre').status = 'unconscious';
        give(a.byId('Ogre'), 'dying');
        a.play(1, [...FIRST, 1], []);
        a.play(2, [6], []);
        expect(a.byId('Ogre').status).toBe('unconscious');
        const events = a.play(3, [2], []);
        expect(eventsOf(events, 'defeated')[0]).toMatchObject({ who: 'Ogre', how: 'fails a third death save and dies' });
        expect(a.byId('Ogre').status).toBe('dead');
        expect(a.play(4, [], [])).not.toContainEqual(expect.objectContaining({ kind: 'phase', name: "Ogre's turn (initiative 1)" }));
    });

    it('death ends dying, bleeding and unconsciousness: none stays on the dead (nor is carried into a next fight)', async () => {
        const a = await down();
        Object.assign(a.byId('Ogre'), {
            hp: 0,
            status: 'unconscious',
            deathSaves: { successes: 0, failures: 2 },
            conditions: [{ name: 'dying' }, { name: 'unconscious' }, { name: 'bleeding', value: 1 }],
        });
        a.play(1, [...FIRST, 1], []); // bleeding 1 at the start of its turn, then a failed death save: the third
        expect(a.byId('Ogre').status).toBe('dead');
        expect(a.byId('Ogre').conditions.map(c => c.name)).toEqual([]);
    });

    it('the dead roll no initiative: only the living and the dying take a place in the order', async () => {
        const a = await down();
        Object.assign(a.byId('Ogre'), { hp: -3, status: 'dead' });
        const events = a.play(1, [12, 1], []); // Kara's d12 and the Post's, no third
        expect(eventsOf(events, 'order')[0].order.map(o => o.id)).toEqual(['Kara', 'Post']);
    });

    it('three successes: stable, still unconscious, no more death saves; mixed results count separately', async () => {
        const a = await down();
        Object.assign(a.byId('Ogre'), { hp: 0, status: 'unconscious', conditions: [{ name: 'dying' }, { name: 'unconscious' }] });
        a.play(1, [...FIRST, 7], []);
        a.play(2, [1], []);
        a.play(3, [12], []);
        const events = a.play(4, [9], []);
        expect(a.byId('Ogre').deathSaves).toEqual({ successes: 3, failures: 1 });
        expect(a.byId('Ogre').stable).toBe(true);
        expect(a.byId('Ogre').status).toBe('unconscious');
        expect(eventsOf(events, 'condition')[0]).toMatchObject({ condition: 'dying', gained: false });
        expect(eventsOf(a.play(5, [], []), 'check')).toHaveLength(0);
    });

    it('creatures_at_zero: dead kills a monster at 0 HEA, but characters still make death saves', async () => {
        const a = await arena(FIELD('', '{ creatures_at_zero: dead }'));
        a.byId('Ogre').hp = 2;
        const events = a.play(1, [...FIRST, 4], [turn('Kara', hit('Blow', 'Ogre'))]);
        expect(a.byId('Ogre').status).toBe('dead');
        expect(eventsOf(events, 'defeated')[0].how).toContain('dies (creatures_at_zero: dead)');
    });
});

describe('concentration (§Concentration)', () => {
    const HOLD = `ruleset paladins
character Kara { DEX 1 MIN 1 HEA 12 STA 14 WIL 10 defenses { DEF 0 } attack Bind { damage 1d4 tags spell, immobilized concentration 3 } attack Blow { damage 1 tags melee } }
creature Ogre { VIT 3 HEA 20 defenses { DEF 0 FOC 0 } attack Club { damage 1d6 tags melee } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Ogre, Post } }`;

    it('a held condition allows no save while the caster pays its WIL each later turn', async () => {
        const a = await arena(HOLD);
        const r1 = a.play(1, [...FIRST, 2], [turn('Kara', hit('Bind', 'Ogre'))]);
        expect(eventsOf(r1, 'condition')[0]).toMatchObject({
            who: 'Ogre',
            condition: 'immobilized',
            note: "held by Kara's concentration: no save while it lasts",
        });
        const r2 = a.play(2, [], [turn('Ogre', act('move'))]);
        expect(eventsOf(r2, 'resource')[0]).toMatchObject({ who: 'Kara', resource: 'WIL', delta: -3, value: 7 });
        expect(notes(r2)).toContain("Ogre cannot save against immobilized: Kara's concentration holds it.");
        expect(notes(r2)).toContain('Ogre is immobilized and cannot move.');
    });

    it('damage calls for a MIN check minus the damage; failing ends it, and the effect with it', async () => {
        const a = await arena(HOLD);
        a.play(1, [...FIRST, 2], [turn('Kara', hit('Bind', 'Ogre'))]);
        const r2 = a.play(2, [5, 3], [turn('Ogre', hit('Club', 'Kara'))]); // Club 5; check 3 + 1 − 5
        expect(withRoll(eventsOf(r2, 'check')[0])).toMatchObject({
            who: 'Kara',
            what: 'concentration check (MIN − 5 damage)',
            roll: '1d12 [3] + MIN (1) - 5',
            total: -1,
            success: false,
        });
        expect(notes(r2)).toContain('Kara stops concentrating on Bind: the concentration check failed.');
        // §Concentration: "If you fail, the effect ends" — the Ogre is free at once (it was held, no save, until round 3).
        expect(eventsOf(r2, 'condition')).toEqual([
            expect.objectContaining({ who: 'Ogre', condition: 'immobilized', gained: false, note: "Kara's Bind is no longer maintained" }),
        ]);
        expect(a.byId('Ogre').conditions).toEqual([]);
        const r3 = a.play(3, [], []); // nothing left to save against
        expect(eventsOf(r3, 'check')).toEqual([]);
    });

    it('ends when the upkeep cannot be paid, or with drop_concentration', async () => {
        const a = await arena(HOLD);
        a.play(1, [...FIRST, 2], [turn('Kara', hit('Bind', 'Ogre'))]);
        a.byId('Kara').wil = 2;
        const r2 = a.play(2, [], []); // unpaid, the effect ends: the Ogre has nothing to save against
        expect(notes(r2)).toContain('Kara stops concentrating on Bind: it has 2 WIL, the upkeep is 3.');
        expect(a.byId('Ogre').conditions).toEqual([]);
        const b = await arena(HOLD);
        b.play(1, [...FIRST, 2], [turn('Kara', hit('Bind', 'Ogre'))]);
        const d = b.play(2, [], [turn('Kara', act('drop_concentration'))]); // no upkeep paid; the immobilized ends with it
        expect(notes(d)).toContain('Kara stops concentrating on Bind: it lets go before paying for it (free action).');
        expect(eventsOf(d, 'resource')).toEqual([]);
        expect(b.byId('Ogre').conditions).toEqual([]);
    });
});

describe('a dodge that takes the attack to 0 or less (§Stamina Actions, Dodge)', () => {
    // Knight: DEX 0, END 0 — STA 6, so paying the dodge empties it and exposes the Knight before the
    // damage (+4 on this very attack, §Stamina Damage). The Rat's Bite bleeds on a hit.
    const DODGE = `ruleset paladins
character Knight { STR 0 DEX 0 END 0 VIT 2 defenses { armor 0 } weapon dagger }
creature Rat { DEX 0 HEA 20 defenses { armor 0 } attack Bite { damage 1d4 tags melee bleeding 2 } }
encounter e { side party { Knight } side foes { Rat } }`;

    it('leaves nothing of it: no damage (not even the exposed +4) and no on-hit condition', async () => {
        const a = await arena(DODGE);
        // Initiative Knight 1, Rat 12; the Knight's dodge d6 [4], then the Bite's 1d4 [2]: 2 − 4 = −2; the
        // Knight's own turn then ends its drain (d8 [3] STA).
        const events = a.play(1, [1, 12, 4, 2, 3], [turn('Rat', hit('Bite', 'Knight')), turn('Knight', act('dodge', ['Rat']))]);
        const bite = eventsOf(events, 'attack')[0];
        expect(bite).toMatchObject({ total: -2, outcome: 'miss', note: 'the dodge takes it to 0 or less: nothing of it lands, exposed or not' });
        expect(a.byId('Knight').hp).toBe(a.byId('Knight').maxHp);
        expect(a.byId('Knight').conditions.map(c => c.name)).not.toContain('bleeding');
    });

    it('a dodge that leaves the attack above 0 still lets an exposed target take the +4', async () => {
        const a = await arena(DODGE);
        // Dodge d6 [1]: 4 − 1 = 3 vs DEF 0, + 4 exposed = 7 damage, and the bleeding lands (its 2 more at
        // the start of the Knight's turn, whose VIT save d12 [3] + 2 fails; then d8 [3] STA back).
        const events = a.play(1, [1, 12, 1, 4, 3, 3], [turn('Rat', hit('Bite', 'Knight')), turn('Knight', act('dodge', ['Rat']))]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ total: 3, outcome: 'hit' });
        expect(a.byId('Knight').maxHp - a.byId('Knight').hp).toBe(7 + 2);
        expect(a.byId('Knight').conditions.map(c => c.name)).toContain('bleeding');
    });
});

describe('a held condition given again by a source no concentration holds', () => {
    it('is no longer held: it outlasts the concentration, and may be saved against', () => {
        const f = { conditions: [{ name: 'immobilized' as const, heldBy: 'Kara' }] };
        addCondition(f, { name: 'immobilized' });
        expect(f.conditions).toEqual([{ name: 'immobilized', heldBy: undefined }]);
        // The held one again keeps its holder.
        const g = { conditions: [{ name: 'immobilized' as const, heldBy: 'Kara' }] };
        addCondition(g, { name: 'immobilized', heldBy: 'Kara' });
        expect(g.conditions).toEqual([{ name: 'immobilized', heldBy: 'Kara' }]);
    });
});
