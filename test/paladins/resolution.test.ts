/**
 * Paladins attack resolution against 002_508f9552a4514e32.txt §Attacks (dice + stats − DEF, 0 or
 * less misses), §Stamina Actions (dodge, shield and the worked example), §Conditions (exposed +4,
 * prone ±4), §Dual Wielding, and FOC for spells (rules digest).
 */
import { describe, expect, it } from 'vitest';
import { rollText } from '../../language/engine/render.js';
import { act, arena, eventsOf, hit, notes, turn, withRoll } from './harness.js';

/** Kara (DEF 4, a shield, STA 12) and a Brute (DEF 2, FOC 1). Initiative dice [12, 1] put Kara first. */
const DUO = (extra = '', kara = '', brute = '') => `ruleset paladins
character Kara {
  DEX 2 END 1 VIT 1 MIN 1 HEA 12 STA 12 WIL 10 ${kara}
  defenses { DEF 4 shield 2 }
  attack Blow { damage 1d8 + DEX tags melee }
  attack Shot { damage 1d8 tags ranged }
  attack Hex { damage 1d8 tags spell }
}
creature Brute {
  STR 1 HEA 20 STA 12 ${brute}
  defenses { DEF 2 FOC 1 }
  attack Club { damage 1d8 tags melee }
}
encounter e { side a { Kara } side b { Brute } ${extra} }`;

const FIRST = [12, 1]; // initiative: Kara 14, Brute 1

describe('the worked example (§Stamina Actions, Shield)', () => {
    it('an attack roll of 8 against armor 4 deals 4, and shielding it costs 4 STA', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST, 8], [turn('Kara', act('shield', ['Brute'])), turn('Brute', hit('Club', 'Kara'))]);
        const [attack] = eventsOf(events, 'attack');
        expect(withRoll(attack)).toMatchObject({ roll: '1d8 [8]', total: 8, versus: 'DEF', defense: 4, outcome: 'hit' });
        const [damage] = eventsOf(events, 'damage');
        expect(damage).toMatchObject({ amount: 4, absorbed: 4, absorbedBy: 'shield', hpLost: 0, pool: 'HEA' });
        expect(eventsOf(events, 'resource')).toEqual([expect.objectContaining({ who: 'Kara', resource: 'STA', delta: -4, value: 8 })]);
        expect(a.byId('Kara').hp).toBe(12);
        expect(a.byId('Kara').sta).toBe(8);
    });

    it('without the shield the same attack takes 4 HEA', async () => {
        const a = await arena(DUO());
        a.play(1, [...FIRST, 8], [turn('Brute', hit('Club', 'Kara'))]);
        expect(a.byId('Kara').hp).toBe(8);
        expect(a.byId('Kara').sta).toBe(12);
    });
});

describe('damage = dice + stats − DEF (§Attacks)', () => {
    it('adds the named stats and subtracts DEF', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST, 5], [turn('Kara', hit('Blow', 'Brute'))]);
        expect(withRoll(eventsOf(events, 'attack')[0])).toMatchObject({ roll: '1d8 [5] + DEX (2)', total: 7, defense: 2, outcome: 'hit' });
        expect(withRoll(eventsOf(events, 'damage')[0])).toMatchObject({ amount: 5, roll: '7 − 2 DEF', hp: 15 });
    });

    it('0 damage is a miss, and so is less', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST, 2], [turn('Brute', hit('Club', 'Kara'))]); // 2 − 4
        expect(eventsOf(events, 'attack')[0].outcome).toBe('miss');
        expect(eventsOf(events, 'damage')).toHaveLength(0);
        const b = await arena(DUO());
        expect(eventsOf(b.play(1, [...FIRST, 4], [turn('Brute', hit('Club', 'Kara'))]), 'attack')[0].outcome).toBe('miss'); // 4 − 4 = 0
    });

    it('a spell attack subtracts FOC instead of DEF', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST, 5], [turn('Kara', hit('Hex', 'Brute'))]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ versus: 'FOC', defense: 1 });
        expect(a.byId('Brute').hp).toBe(16);
    });

    it('an exposed target takes 4 more', async () => {
        const a = await arena(DUO());
        a.byId('Brute').conditions.push({ name: 'exposed', drained: true });
        const events = a.play(1, [...FIRST, 1], [turn('Kara', hit('Shot', 'Brute'))]);
        expect(withRoll(eventsOf(events, 'damage')[0])).toMatchObject({ amount: 3, roll: '1 − 2 DEF + 4 exposed' });
    });

    it('melee attacks get +4 against a prone target, ranged ones −4', async () => {
        const a = await arena(DUO());
        a.byId('Brute').conditions.push({ name: 'prone' });
        const events = a.play(1, [...FIRST, 3, 7], [turn('Kara', hit('Blow', 'Brute'), hit('Shot', 'Brute'))]);
        const [melee, ranged] = eventsOf(events, 'attack');
        expect(withRoll(melee)).toMatchObject({ roll: '1d8 [3] + DEX (2) + 4 prone', total: 9 });
        expect(withRoll(ranged)).toMatchObject({ roll: '1d8 [7] − 4 prone', total: 3 });
    });

    it('an attack tagged both melee and ranged is melee against a prone target (+4) — in the fight and for tactics alike', async () => {
        // The seed gives melee +4 and ranged −4 and does not say which wins; fights and tactics read it one way.
        const a = await arena(DUO('', 'attack Spear { damage 1d10 tags melee, ranged } attack Club { damage 1d8 tags melee }'));
        a.byId('Brute').conditions.push({ name: 'prone' });
        const events = a.play(1, [...FIRST, 3], [turn('Kara', hit('Spear', 'Brute'))]);
        expect(withRoll(eventsOf(events, 'attack')[0])).toMatchObject({ roll: '1d10 [3] + 4 prone', total: 7 });
        // Tactics weigh the same +4: the Spear (mean 5.5 + 4 − DEF 2) beats the Club (4.5 + 4 − 2).
        const b = await arena(
            DUO('', 'attack Spear { damage 1d10 tags melee, ranged } attack Club { damage 1d8 tags melee }').replace(
                'attack Blow { damage 1d8 + DEX tags melee }',
                '',
            ),
        );
        b.byId('Brute').conditions.push({ name: 'prone' });
        expect(eventsOf(b.play(1, [...FIRST, 3], [], { Kara: 'attack_first' }), 'attack')[0]).toMatchObject({ attack: 'Spear', total: 7 });
    });

    it('an attack tagged STA drains the pool and exposes at 0', async () => {
        const a = await arena(DUO('', '', 'attack Sap { damage 20 tags STA }'));
        const events = a.play(1, [...FIRST], [turn('Brute', hit('Sap', 'Kara'))]);
        expect(eventsOf(events, 'damage')[0]).toMatchObject({ pool: 'STA', amount: 16, hp: -4 });
        expect(a.byId('Kara').sta).toBe(-4);
        expect(a.byId('Kara').conditions).toContainEqual(expect.objectContaining({ name: 'exposed', drained: true }));
    });

    it('an attack tagged WIL takes willpower, and at 0 or less the target is dazed', async () => {
        const a = await arena(DUO('', '', 'attack Dread { damage 1d8 tags spell, WIL }'));
        const events = a.play(1, [1, 12, 8], [turn('Brute', hit('Dread', 'Kara'))]); // Brute first; FOC 0 → 8 WIL
        expect(eventsOf(events, 'damage')[0]).toMatchObject({ pool: 'WIL', amount: 8, hp: 2, maxHp: 10 });
        expect(a.byId('Kara').hp).toBe(12);
        const b = await arena(DUO('', '', 'attack Dread { damage 12 tags spell, WIL }'));
        b.play(1, [...FIRST], [turn('Brute', hit('Dread', 'Kara'))]); // 12 WIL off 10
        expect(b.byId('Kara').conditions).toContainEqual(expect.objectContaining({ name: 'dazed' }));
    });
});

describe('dodge (§Stamina Actions)', () => {
    it('costs 6 STA and takes d6 + DEX off the attack roll', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST, 3, 8], [turn('Kara', act('dodge', ['Brute'])), turn('Brute', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'action')[0].text).toContain('1d6 [3] + DEX (2) = 5');
        expect(withRoll(eventsOf(events, 'attack')[0])).toMatchObject({ roll: '1d8 [8] − 5 dodge', total: 3, outcome: 'miss' });
        expect(a.byId('Kara').sta).toBe(6);
        expect(a.byId('Kara').hp).toBe(12);
    });

    it("a dodge that leaves nothing also stops the attack's conditions", async () => {
        const a = await arena(DUO('', '', 'attack Rend { damage 1d8 tags melee bleeding 2 }'));
        a.play(1, [...FIRST, 6, 8], [turn('Kara', act('dodge', ['Brute'])), turn('Brute', hit('Rend', 'Kara'))]);
        expect(a.byId('Kara').conditions).toEqual([]);
    });

    it.each([
        [2, 0, []], // 8 − (2 + DEX 2) − DEF 4 = 0: nothing left, no effects
        [1, 1, ['bleeding']], // 8 − (1 + 2) − 4 = 1: a hit, and its bleeding lands
    ])('a dodge of d6 %i leaves %i damage: the conditions land only above 0', async (d6, damage, conditions) => {
        const a = await arena(DUO('', '', 'attack Rend { damage 1d8 tags melee bleeding 2 }'));
        const events = a.play(1, [...FIRST, d6, 8], [turn('Kara', act('dodge', ['Brute'])), turn('Brute', hit('Rend', 'Kara'))]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ outcome: damage > 0 ? 'hit' : 'miss' });
        expect(a.byId('Kara').hp).toBe(12 - damage);
        expect(a.byId('Kara').conditions.map(c => c.name)).toEqual(conditions);
    });

    it('is not possible with less than 6 STA; the log says why', async () => {
        const a = await arena(DUO());
        a.byId('Kara').sta = 5;
        // The Brute goes first (initiative 13 against 3); Kara regenerates d4 + END at the end of her turn.
        const events = a.play(1, [1, 12, 8, 1], [turn('Kara', act('dodge', ['Brute'])), turn('Brute', hit('Club', 'Kara'))]);
        expect(notes(events)).toContain('Kara cannot dodge: a dodge costs 6 STA and it has 5.');
        expect(a.byId('Kara').hp).toBe(8);
    });
});

describe('shield (§Stamina Actions)', () => {
    it('leaving 0 STA or less exposes the shield bearer, with no save on its next turn, which it loses', async () => {
        const a = await arena(DUO());
        a.byId('Kara').sta = 3;
        // The Brute acts first; Kara's turn right after is her "next turn": exposed, no save, no
        // actions; at its end exposed goes and she regains d8 + END (no regeneration: she spent STA).
        const events = a.play(1, [1, 12, 8, 4], [turn('Kara', act('shield', ['Brute']), hit('Blow', 'Brute')), turn('Brute', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'condition')[0]).toMatchObject({ who: 'Kara', condition: 'exposed', gained: true });
        expect(notes(events)).toContain("Kara cannot save against exposed: Kara's STA drained.");
        expect(notes(events)).toContain('Kara is exposed: only free actions (Blow not taken).');
        expect(eventsOf(events, 'check')).toHaveLength(0);
        expect(eventsOf(events, 'resource').map(e => [e.delta, e.value])).toEqual([
            [-4, -1],
            [5, 4],
        ]);
        expect(a.byId('Kara').conditions).toEqual([]);
    });

    it('needs a shield', async () => {
        const a = await arena(DUO('', '', ''));
        const events = a.play(1, [...FIRST, 8], [turn('Brute', act('shield', ['Kara'])), turn('Kara', hit('Shot', 'Brute'))]);
        expect(notes(events)).toContain('Brute cannot shield: it wields no shield.');
    });

    it('a shielded hit still lands its conditions', async () => {
        const a = await arena(DUO('', '', 'attack Rend { damage 1d8 tags melee bleeding 2 }'));
        a.play(1, [...FIRST, 8], [turn('Kara', act('shield', ['Brute'])), turn('Brute', hit('Rend', 'Kara'))]);
        expect(a.byId('Kara').conditions).toContainEqual(expect.objectContaining({ name: 'bleeding', rating: 2 }));
    });
});

describe('reactions (§Types)', () => {
    it('one a round: a second attack by the same foe is not dodged', async () => {
        const a = await arena(DUO());
        const events = a.play(
            1,
            [...FIRST, 2, 8, 8],
            [turn('Kara', act('dodge', ['Brute'])), turn('Brute', hit('Club', 'Kara'), hit('Club', 'Kara'))],
        );
        expect(eventsOf(events, 'attack').map(e => e.total)).toEqual([4, 8]);
        expect(a.byId('Kara').hp).toBe(8);
    });

    it('an opportunity attack (3 STA) strikes a foe that moves away, before the move ends', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST, 5], [turn('Kara', act('opportunity_attack', ['Brute'], 'Blow')), turn('Brute', act('move'))]);
        expect(eventsOf(events, 'resource')[0]).toMatchObject({ who: 'Kara', delta: -3 });
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ actor: 'Kara', target: 'Brute', note: 'opportunity attack (reaction)' });
        expect(a.byId('Brute').hp).toBe(15);
    });

    it('a shift provokes no opportunity attack', async () => {
        const a = await arena(DUO());
        const events = a.play(1, [...FIRST], [turn('Kara', act('opportunity_attack', ['Brute'], 'Blow')), turn('Brute', act('shift'))]);
        expect(eventsOf(events, 'attack')).toHaveLength(0);
    });

    it('under tactics, a combatant dodges an attack expected to hurt', async () => {
        const a = await arena(DUO('', '', 'attack Maul { damage 2d8 + 4 tags melee }'));
        // Kara's tactics plan attacks the Brute (1 die); the Brute mauls her and she dodges.
        const events = a.play(1, [...FIRST, 4, 6, 3, 3], [turn('Brute', hit('Maul', 'Kara'))], { Kara: 'attack_first' });
        expect(eventsOf(events, 'action').map(e => e.action)).toContain('dodge');
        expect(a.byId('Kara').sta).toBe(6);
    });
});

describe('dual wielding (§Dual Wielding)', () => {
    const DUAL = `ruleset paladins
character Twin { DEX 3 HEA 12 defenses { DEF 0 } weapon shortsword { tags dual } }
creature Mook { HEA 20 defenses { DEF 1 } attack Poke { damage 1 } }
encounter e { side a { Twin } side b { Mook x2 } }`;

    it('against one target: both dice, no ability scores', async () => {
        const a = await arena(DUAL);
        const events = a.play(1, [12, 1, 1, 4, 5], [turn('Twin', hit('shortsword', 'Mook#1'))]);
        expect(withRoll(eventsOf(events, 'attack')[0])).toMatchObject({ roll: '2d6 [4, 5]', total: 9 });
        expect(a.byId('Mook#1').hp).toBe(12);
    });

    it('against two targets: one die each, one standard action', async () => {
        const a = await arena(DUAL);
        const events = a.play(1, [12, 1, 1, 4, 5], [turn('Twin', hit('shortsword', 'Mook#1', 'Mook#2'))]);
        expect(eventsOf(events, 'attack').map(e => [e.target, rollText(e)])).toEqual([
            ['Mook#1', '1d6 [4]'],
            ['Mook#2', '1d6 [5]'],
        ]);
        expect(eventsOf(events, 'resource')).toHaveLength(0);
    });
});
