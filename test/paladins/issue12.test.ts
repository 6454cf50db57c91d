/**
 * Issue 12 — Paladins of Awoudan exact where it was wrong: each rule from its sentence in
 * 002_508f9552a4514e32.txt, with scripted dice, each test failing on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { act, arena, eventsOf, hit, notes, turn } from './harness.js';

const FIELD = `ruleset paladins
character Kara { DEX -2 END 0 VIT 1 SPI 1 MIN 1 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { VIT 0 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } }
creature Post { HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Ogre, Post } }`;

/** Initiative Kara 10, Ogre 1, Post 1: Kara first. */
const KARA_FIRST = [12, 1, 1];
/** Initiative Kara 1, Ogre 12, Post 1: the Ogre first, then Kara (ties go to players). */
const OGRE_FIRST = [3, 12, 1];

describe('§Types: a reaction is performed outside of a turn', () => {
    it('§Types: no dodge against an opportunity attack provoked by its own move', async () => {
        const a = await arena(FIELD);
        const events = a.play(
            1,
            [...KARA_FIRST, 4],
            [turn('Kara', act('move'), act('dodge', ['Ogre'])), turn('Ogre', act('opportunity_attack', ['Kara'], 'Club'))],
        );
        expect(eventsOf(events, 'action').some(e => e.action === 'dodge')).toBe(false);
        expect(notes(events)).toMatch(/outside its own turn/);
        expect(a.byId('Kara')).toMatchObject({ hp: 8, sta: 14 });
    });
});

describe('§Conditions: frightened', () => {
    it('§Conditions: a frightened combatant makes no opportunity attack on the source of its fear', async () => {
        const a = await arena(FIELD);
        a.byId('Ogre').conditions.push({ name: 'frightened', source: 'Kara' });
        const events = a.play(1, [...KARA_FIRST, 1], [turn('Kara', act('move')), turn('Ogre', act('opportunity_attack', ['Kara'], 'Club'))]);
        expect(eventsOf(events, 'attack')).toHaveLength(0);
        expect(notes(events)).toMatch(/frightened of Kara/);
        expect(a.byId('Ogre').sta).toBe(10);
    });
});

describe('§Stamina Damage: exposed at once', () => {
    it('§Stamina Actions: a dodge total below zero still subtracts (d6 1 + DEX −2 = −1 adds 1)', async () => {
        const a = await arena(FIELD);
        const events = a.play(1, [...OGRE_FIRST, 1, 4], [turn('Kara', act('dodge', ['Ogre'])), turn('Ogre', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ total: 5 });
        expect(a.byId('Kara').hp).toBe(7);
    });

    it('§Stamina Damage: a dodge that spends the last STA exposes at once, and the +4 applies to the attack it was against', async () => {
        const a = await arena(FIELD);
        a.byId('Kara').sta = 6;
        // Dodge 3 − 2 = 1; STA 6 − 6 = 0: exposed before damage is rolled. Club 6 − 1 − DEF 0 + 4 = 9.
        // Kara's turn: exposed, no save; at its end the drained pool recovers d8 (1) + END 0.
        const events = a.play(1, [...OGRE_FIRST, 3, 6, 1], [turn('Kara', act('dodge', ['Ogre'])), turn('Ogre', hit('Club', 'Kara'))]);
        expect(eventsOf(events, 'damage')[0]).toMatchObject({ target: 'Kara', amount: 9 });
        expect(a.byId('Kara').hp).toBe(3);
    });
});

describe('the script checks agree with the engine', () => {
    const file = (members: string) => `ruleset paladins
character Vex { DEX 1 STA 10 defenses { armor 1 } weapon shortsword }
creature Bandit { DEX 1 HEA 9 defenses { armor 1 } weapon shortsword }
encounter Fight {
  side heroes { Vex }
  side bandits { Bandit x2 }
${members}
}`;
    const codes = async (text: string) => {
        const { build } = await import('../helpers.js');
        const b = await build(text);
        return b.diagnostics.map(d => `${d.code}: ${d.message}`);
    };

    it('§Types: a dodge against an opportunity attack provoked by its own move is reported as never happening', async () => {
        const found = await codes(
            file('  round 1 {\n    Vex: move; dodge -> Bandit#1\n    Bandit#1: opportunity_attack -> Vex using shortsword\n  }'),
        );
        expect(found.filter(c => c.startsWith('paladins-reaction-unmatched'))).toEqual([expect.stringMatching(/own turn/)]);
    });

    it('§Sequence: no stamina warning for a surprised round 1 (no turn, no reaction, nothing spent)', async () => {
        const found = await codes(
            file('  surprised heroes\n  tactics attack_weakest\n  round 2 { Vex: shortsword -> Bandit#1; shortsword -> Bandit#2 }'),
        );
        expect(found.filter(c => c.startsWith('paladins-stamina'))).toEqual([]);
    });

    it('§Stamina Actions: no stamina warning for rounds without a line when no tactics can spend it', async () => {
        const round2 = '  round 2 { Vex: shortsword -> Bandit#1; shortsword -> Bandit#2 }';
        expect((await codes(file(round2))).filter(c => c.startsWith('paladins-stamina'))).toEqual([]);
        // With tactics, round 1 may cost a dodge: 10 − 6 = 4 may leave the extra attack short.
        expect((await codes(file(`  tactics attack_weakest\n${round2}`))).filter(c => c.startsWith('paladins-stamina'))).toHaveLength(1);
    });
});

describe('§Sequence step 1: surprise checks (option surprise_checks: INT)', () => {
    const ambush = (options: string) =>
        `ruleset paladins${options}
character Kara { DEX -2 END 0 VIT 1 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 0 } attack Blow { damage 1d6 tags melee } }
creature Ogre { INT 0 HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Club { damage 1d6 tags melee } }
creature Post { INT 0 HEA 99 defenses { DEF 0 } attack Nothing { damage 0 } }
encounter e { side a { Kara } side b { Ogre, Post } surprised b }`;
    const plans = [turn('Ogre', hit('Club', 'Kara'))];

    it('§Sequence: "they could roll INT to piece together that the location is perfect for an ambush" — a success is not surprised', async () => {
        const a = await arena(ambush(' { surprise_checks: INT }'));
        // Surprise checks before initiative, in encounter order: Ogre d12 7 + INT 0 = 7 (over 6), Post 1.
        // Initiative Kara 12 − 2, Ogre 1, Post 1; the Ogre's Club rolls 3.
        const events = a.play(1, [7, 1, 12, 1, 1, 3], plans);
        expect(eventsOf(events, 'check').map(e => [e.who, e.total, e.success])).toEqual([
            ['Ogre', 7, true],
            ['Post', 1, false],
        ]);
        expect(notes(events)).toMatch(/Ogre sees the ambush coming/);
        expect(notes(events)).toMatch(/Post is surprised: no turn in round 1/);
        expect(a.byId('Kara').hp).toBe(9);
    });

    it('§Sequence: without the option the GM decides — the whole side is surprised and no check is rolled', async () => {
        const a = await arena(ambush(''));
        const events = a.play(1, [12, 1, 1], plans);
        expect(eventsOf(events, 'check')).toHaveLength(0);
        expect(a.byId('Kara').hp).toBe(12);
    });
});

describe('§Conditions (prone): "You move at a quarter speed" — crawling', () => {
    it('§Conditions: a prone combatant crawls a quarter of its speed and stays prone (no half move to stand up)', async () => {
        const a = await arena(FIELD);
        a.byId('Kara').conditions.push({ name: 'prone' });
        const events = a.play(1, [...KARA_FIRST], [turn('Kara', act('crawl'))]);
        expect(eventsOf(events, 'action').find(e => e.action === 'crawl')?.text).toMatch(/crawls up to 1 square \(prone: a quarter of its speed\)/);
        expect(a.byId('Kara').conditions.some(c => c.name === 'prone')).toBe(true);
    });

    it('§Conditions: a move instead stands up with half the movement (speed 6: 3 squares) and ends prone', async () => {
        const a = await arena(FIELD);
        a.byId('Kara').conditions.push({ name: 'prone' });
        const events = a.play(1, [...KARA_FIRST], [turn('Kara', act('move'))]);
        expect(eventsOf(events, 'action').find(e => e.action === 'move')?.text).toMatch(/moves up to 3 squares/);
        expect(a.byId('Kara').conditions.some(c => c.name === 'prone')).toBe(false);
    });

    it('§Stamina Actions: a crawl provokes an opportunity attack, which gets melee +4 against the still prone crawler', async () => {
        const a = await arena(FIELD);
        a.byId('Kara').conditions.push({ name: 'prone' });
        // Club 2 + 4 (prone, melee) − DEF 0 = 6.
        const events = a.play(1, [...KARA_FIRST, 2], [turn('Kara', act('crawl')), turn('Ogre', act('opportunity_attack', ['Kara'], 'Club'))]);
        expect(eventsOf(events, 'attack')[0]).toMatchObject({ actor: 'Ogre', total: 6 });
        expect(a.byId('Kara').hp).toBe(6);
        expect(a.byId('Ogre').sta).toBe(7);
    });
});

describe('§Attacks: "If an ability says it deals damage instead of an attack, then there is no attack roll"', () => {
    const field = `ruleset paladins
character Kara { DEX -2 END 0 HEA 12 STA 14 WIL 10 speed 6 defenses { DEF 5 } attack Blow { damage 1d6 tags melee } }
creature Ogre { HEA 10 STA 10 WIL 8 defenses { DEF 0 } attack Quake { damage 1d6 + 2 tags no_attack_roll, prone } }
encounter e { side a { Kara } side b { Ogre } }`;

    it('§Attacks: the dice are the damage — no DEF taken off, no dodge; its condition lands', async () => {
        const a = await arena(field);
        // Initiative Kara 3 − 2 = 1, Ogre 12. Quake 4 + 2 = 6, whatever Kara's DEF 5; her scripted dodge never comes.
        const events = a.play(1, [3, 12, 4], [turn('Kara', act('dodge', ['Ogre'])), turn('Ogre', hit('Quake', 'Kara'))]);
        expect(eventsOf(events, 'attack')).toHaveLength(0);
        expect(eventsOf(events, 'damage')[0]).toMatchObject({ attacker: 'Ogre', target: 'Kara', amount: 6 });
        expect(a.byId('Kara')).toMatchObject({ hp: 6, sta: 14 });
        expect(a.byId('Kara').conditions.some(c => c.name === 'prone')).toBe(true);
    });

    it('§Attacks: a scripted dodge against damage instead of an attack is reported as never happening', async () => {
        const { build } = await import('../helpers.js');
        const script = (ability: string) => `ruleset paladins
character Kara { DEX -2 END 0 HEA 12 STA 14 WIL 10 defenses { DEF 5 } attack Blow { damage 1d6 tags melee } }
creature Ogre { HEA 10 STA 10 WIL 8 defenses { DEF 0 }
  attack Quake { damage 1d6 + 2 tags no_attack_roll, prone }
  attack Club { damage 1d6 tags melee } }
encounter e { side a { Kara } side b { Ogre }
  round 1 { Kara: dodge -> Ogre
    Ogre: ${ability} -> Kara } }`;
        const unmatched = async (ability: string) =>
            (await build(script(ability))).diagnostics.filter(d => d.code === 'paladins-reaction-unmatched').map(d => d.message);
        expect(await unmatched('Quake')).toEqual([expect.stringMatching(/instead of an attack/)]);
        expect(await unmatched('Club')).toEqual([]);
    });

    it('§Attacks: the hover shows no defense for damage instead of an attack', async () => {
        const { paladins } = await import('../../language/rulesets/paladins/index.js');
        const a = await arena(field);
        const ogre = a.byId('Ogre').model;
        const outlook = paladins.damageAgainst?.(ogre.attacks[0], ogre, a.byId('Kara').model, 1);
        expect(outlook?.versus).toBe('no defense');
        expect([...(outlook?.distribution ?? [])].map(([v]) => v)).toEqual([3, 4, 5, 6, 7, 8]);
    });
});
