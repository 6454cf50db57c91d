/**
 * Vaxia rules at the edges the mutation run of language/rulesets/vaxia/rules/ (npm run mutate,
 * README §Testing) found untested: which skills serve an attack, which hardcore or healing skill is
 * the best, the realm an attack's tags and traits give it, and the rest listed per describe. Played
 * by the engine with scripted d100 faces; expected mights and PP worked out by hand from
 * 004_941aee309a07cd38.txt and the dice ruler's curve (Python, values pasted).
 */
import { describe, expect, it } from 'vitest';
import { ruleTrait } from '../../language/rulesets/vaxia/rules/ruling-narration.js';
import { build } from '../helpers.js';
import { eventsOf, hoverAt, mightsOf, vaxiaArena } from './harness.js';

// Guard stands: a physical attack meets DEX 30 / END 35, a magical one INT 30 / CHA 35.
const GUARD = 'character Guard { STR 25 DEX 30 END 35 INT 30 SPIR 25 CHA 35 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }';

/** The mights of `attacker`'s first attack on the standing Guard, as [stat, might, difficulty]. */
async function attackMights(attacker: string, attack: string): Promise<[string, number, number][]> {
    const a = await vaxiaArena(
        `ruleset vaxia\n${attacker}\n${GUARD}\nencounter E { side a { Hero } side b { Guard } round 1 { Hero: ${attack} -> Guard } }`,
    );
    return mightsOf(eventsOf(a.play(1, [50, 50]), 'attack')[0]);
}

describe('§Combat Stats and Skills: the skill an attack adds', () => {
    it('hardcore, piloting, repair, healing and magic_resist are no combat skills: a sword adds swords 10, not the larger ones', async () => {
        const hero = `character Hero { STR 35 DEX 30 LIF 40 skills { swords 10 hardcore 30 piloting 31 repair 32 healing 33 magic_resist 34 }
            attack Sword { uses DEX, STR vs DEX, END } }`;
        expect(await attackMights(hero, 'Sword')).toEqual([
            ['DEX', 40, 30],
            ['STR', 45, 35],
        ]);
    });

    it.each([
        ['psi', 'psi_blades'],
        ['mental', 'mind_magic'],
    ])(
        'an attack tagged %s that names no traits is magical: INT 30 and SPIR 35 + %s 20 (not swords 5), against INT 30 and CHA 35',
        async (tag, skill) => {
            const hero = `character Hero { STR 40 DEX 40 INT 30 SPIR 35 LIF 40 skills { swords 5 ${skill} 20 } attack Blades { vs INT, SPIR tags ${tag} } }`;
            expect((await attackMights(hero, 'Blades')).map(m => m.slice(0, 2))).toEqual([
                ['INT', 50],
                ['SPIR', 55],
            ]);
        },
    );

    it('an untagged attack using INT and SPIR is magical: fire_magic 10, not swords 20', async () => {
        const hero = `character Hero { STR 30 DEX 30 INT 30 SPIR 35 LIF 40 skills { swords 20 fire_magic 10 } attack Bolt { uses INT, SPIR vs INT, CHA } }`;
        expect(await attackMights(hero, 'Bolt')).toEqual([
            ['INT', 40, 30],
            ['SPIR', 45, 35],
        ]);
    });

    it('an attack’s own skill stat replaces the best combat skill: skill 12 → 42 / 47', async () => {
        const hero = `character Hero { STR 35 DEX 30 LIF 40 skills { swords 10 } attack Sword { uses DEX, STR vs DEX, END skill 12 } }`;
        expect((await attackMights(hero, 'Sword')).map(m => m[1])).toEqual([42, 47]);
    });

    it('an attack written with skill 0 adds no skill (not the swords 10 a bare attack would take)', async () => {
        const hero = `character Hero { STR 35 DEX 30 LIF 40 skills { swords 10 } attack Sword { uses DEX, STR vs DEX, END skill 0 } }`;
        expect((await attackMights(hero, 'Sword')).map(m => m[1])).toEqual([30, 35]);
    });
});

describe('§Staying Conscious: which hardcore skill, which stat', () => {
    const PLAIN = 'character Plain { END 30 LIF 30 attack Axe { uses DEX, STR vs DEX, END } }';

    /** The stay-conscious roll of Dwarf at LIF 30 with 45 damage (difficulty 25 + 15 = 40), face 1. */
    async function stayRoll(dwarf: string): Promise<[string, number, number][]> {
        const a = await vaxiaArena(`ruleset vaxia\n${dwarf}\n${PLAIN}\nencounter E { side a { Dwarf } side b { Plain } }`);
        a.byId('Dwarf').damage = 45;
        return mightsOf(eventsOf(a.play(1, [1]), 'check')[0]);
    }

    it('two hardcore skills of 10: the first listed (STR 40 + 10), not the last (END 30 + 10), nor the larger swords 40', async () => {
        const dwarf = `character Dwarf { STR 40 END 30 LIF 30 skills { swords 40 hardcore_str 10 hardcore 10 } attack Axe { uses DEX, STR vs DEX, END } }`;
        expect(await stayRoll(dwarf)).toEqual([['STR + hardcore_str', 50, 40]]);
    });

    it('the larger hardcore skill wins though listed first: SPIR 40 + hardcore_spir 20, not END 30 + hardcore 5', async () => {
        const dwarf = `character Dwarf { END 30 SPIR 40 LIF 30 skills { hardcore_spir 20 hardcore 5 } attack Axe { uses DEX, STR vs DEX, END } }`;
        expect(await stayRoll(dwarf)).toEqual([['SPIR + hardcore_spir', 60, 40]]);
    });

    it('SPI in a hardcore skill’s name is SPIR: hardcore_spi 10 rolls SPIR 40 + 10', async () => {
        const dwarf = `character Dwarf { END 30 SPIR 40 LIF 30 skills { hardcore_spi 10 } attack Axe { uses DEX, STR vs DEX, END } }`;
        expect(await stayRoll(dwarf)).toEqual([['SPIR + hardcore_spi', 50, 40]]);
    });
});

describe('healing with several healing skills (§Vehicle Death: one LIF per PP, healing read like repair)', () => {
    it('the best healing skill (20), not the last listed (field_healing 5) nor a larger non-healing one (swords 40): INT 30 + 20', async () => {
        const a = await vaxiaArena(`ruleset vaxia
character Plain { END 30 LIF 30 attack Axe { uses DEX, STR vs DEX, END } }
character Medic { INT 30 LIF 30 skills { healing 20 swords 40 field_healing 5 } attack Staff { uses DEX, STR vs DEX, END } }
encounter E { side a { Plain, Medic } side b { Guard } round 1 { Medic: heal -> Plain } }
${GUARD}`);
        a.byId('Plain').damage = 10;
        const [heal] = eventsOf(a.play(1, [1]), 'check');
        expect(mightsOf(heal)).toEqual([['INT + healing', 50, 25]]);
    });
});

describe('§Vehicle Combat: what strife check says a vehicle cannot do', () => {
    const JET = `ruleset vaxia
character Ace { DEX 30 LIF 40 skills { piloting 20 } attack Blaster { uses DEX, STR vs DEX, END } }
creature Raider { STR 30 DEX 30 END 30 LIF 60 attack Rifle { uses DEX, STR vs DEX, END } }
creature Jet { LIF 50 END 60 STR 50 DEX 40 tags vehicle, closed attack Guns { uses DEX, STR vs DEX, END } }
`;
    const messages = async (post: string) =>
        (
            await build(`${JET}encounter E { zone bay side a { Jet at bay, Ace aboard Jet } side b { Raider at bay } round 1 { Jet: ${post} } }`)
        ).diagnostics
            .filter(d => d.code === 'vaxia-vehicle-action')
            .map(d => d.message);

    it('block without shields, and a counter, each with its reason', async () => {
        expect(await messages('block')).toEqual(['Jet is a vehicle: it has no shields (tag shields), so it cannot block.']);
        expect(await messages('counter')).toEqual([
            'Jet is a vehicle: a vehicle can attack and dodge (block with shields, parry by targeting guns, or move), not counter.',
        ]);
    });

    it('pilot is not refused as a vehicle action (it is refused for everyone as not modelled)', async () => {
        expect(await messages('pilot')).toEqual([]);
    });
});

describe('§What counts as combat?: a help is ruled against 25 with nobody resisting; anything that harms meets the target', () => {
    const CAST = `ruleset vaxia
character Hexer { STR 15 DEX 25 END 25 INT 35 SPIR 30 CHA 25 LIF 30 attack Fist { uses DEX, STR vs DEX, END } }
character Knight { STR 30 DEX 30 END 30 INT 20 SPIR 20 CHA 20 LIF 30 attack Sword { uses DEX, STR vs DEX, END } }
character Cleric { STR 20 DEX 25 END 25 INT 30 SPIR 30 CHA 25 LIF 30 skills { holy_magic 10 }
  ability Ward { uses INT, SPIR  tags magic  modifies END 10 }
  ability Weaken { uses INT, SPIR  tags magic  modifies END -10 }
  ability Purge { uses INT, SPIR  tags magic  removes penalized  modifies END -10 } }
`;
    const mightsOfCast = async (spell: string, target: string) => {
        const a = await vaxiaArena(`${CAST}encounter E { side a { Cleric, Knight } side b { Hexer } round 1 { Cleric: ${spell} -> ${target} } }`);
        return mightsOf(eventsOf(a.play(1, [50, 50]), 'attack')[0]);
    };

    it('Ward (END +10) on the Knight: INT 40 and SPIR 40 against 25 and 25', async () => {
        expect(await mightsOfCast('Ward', 'Knight')).toEqual([
            ['INT', 40, 25],
            ['SPIR', 40, 25],
        ]);
    });

    it.each([
        ['Weaken (END −10)', 'Weaken'],
        ['Purge (removes penalized, and END −10)', 'Purge'],
    ])('%s on the Hexer: against its standing INT 35 and CHA 25', async (_, spell) => {
        expect(await mightsOfCast(spell, 'Hexer')).toEqual([
            ['INT', 40, 35],
            ['SPIR', 40, 25],
        ]);
    });
});

describe('§Combat Stats and Skills: the best combat skill of the realm, wherever it is listed', () => {
    it('fire_magic 20 before arcane_magic 10: a bolt adds 20', async () => {
        const hero = `character Hero { INT 30 SPIR 35 LIF 40 skills { fire_magic 20 arcane_magic 10 } attack Bolt { uses INT, SPIR vs INT, CHA } }`;
        expect((await attackMights(hero, 'Bolt')).map(m => m[1])).toEqual([50, 55]);
    });
});

describe('§Order of Actions: each speed might against the best of the others, not the last listed', () => {
    it('Quick (DEX 40) rolls 60 against Mid’s 35, not Slow’s 20: 7 PP (not 16); Mid 4, Slow 2', async () => {
        const fighter = (name: string, dex: number) =>
            `character ${name} { DEX ${dex} STR 30 END 30 INT 30 LIF 200 attack Sword { uses DEX, STR vs DEX, END } }`;
        const a = await vaxiaArena(`ruleset vaxia { order_of_actions: speed }
${fighter('Quick', 40)}
${fighter('Mid', 35)}
${fighter('Slow', 20)}
encounter E { side a { Quick, Mid } side b { Slow } round 1 { Quick: Sword -> Slow  Mid: Sword -> Slow  Slow: Sword -> Quick } }`);
        // Speed dice in encounter order: Quick 60, Mid 70, Slow 90; then the three attacks' second dice.
        const order = eventsOf(a.play(1, [60, 70, 90, 50, 50, 50]), 'order').flatMap(e => e.order);
        expect(order.map(o => [o.id, o.total, mightsOf(o)[0][2]])).toEqual([
            ['Quick', 7, 35],
            ['Mid', 4, 40],
            ['Slow', 2, 40],
        ]);
    });
});

describe('§Environmental Damage Base Damage Chart as the hover of each hazard gives it', () => {
    const CHART = 'Environmental Damage Base Damage Chart';
    it.each([
        ['fire', '10 base damage; resisted by END against difficulty 1; smoke inhalation is noxious gas', CHART],
        [
            'electrocution',
            '10 base damage; resisted by END against difficulty 1; twice the base (20) when the target is wet or in water, a written base too',
            CHART,
        ],
        ['emp', '10 base damage; resisted by END against difficulty 1; harms electronics only', CHART],
        [
            'frost',
            '5 base damage every round of exposure; resisted by END against difficulty 1; may be taken as a stacking DEX penalty instead',
            CHART,
        ],
        [
            'radiation',
            '5 base damage every round of exposure; resisted by END against difficulty 1; also −5 END each round, for an hour or until treated',
            CHART,
        ],
        [
            'lava',
            '15 base damage every round of exposure; resisted by END against difficulty 1; the chart gives lava no cadence, but near it is "only" 5, ongoing: standing in it is read as lasting too (assumption)',
            CHART,
        ],
        ['near_lava', '5 base damage every round of exposure; resisted by END against difficulty 1; extreme heat beside (not in) lava', CHART],
        ['collapse', '10 base damage per floor; resisted by DEX + END against difficulty 1; per floor; a collapse beneath someone is a fall', CHART],
        [
            'noxious_gas',
            '5 base damage the first round, growing by 5 each further round in a row; resisted by CON against difficulty 1; thick gas may also penalise AWA',
            CHART,
        ],
        ['drowning', '5 base damage the first round, growing by 5 each further round in a row; resisted by CON against difficulty 1', CHART],
        [
            'deep_sea',
            '15 base damage the first round, growing by 15 each further round in a row; resisted by END against difficulty 1; cold, drowning and pressure at 5 each: a water-breather takes two thirds (10, 20, 30 …), of a written base too',
            CHART,
        ],
        [
            'falling',
            'One point of base damage per foot fallen; resisted by END against difficulty 1; per foot fallen',
            'Special Cases - Falling and Space',
        ],
    ])('%s: %s (§%s)', async (source, summary, section) => {
        const text = `ruleset vaxia
encounter E { zone pit { hazard ${source} } side a { Guard at pit } side b { Guard } }
${GUARD}`;
        expect(await hoverAt(text, source)).toBe(
            `**${source}** — Vaxia / Sirian hazard\n\n${summary}. Armour does not help.\n\nSource: Vaxia / Sirian, Ruling Guides §${section}`,
        );
    });
});

describe('§Staying Conscious: END, STR, SPIR or CHA by the character’s theme; any other stat is refused for END', () => {
    const PLAIN = 'character Plain { END 30 LIF 30 attack Axe { uses DEX, STR vs DEX, END } }';
    it.each([
        ['hardcore_cha', 'CHA', 45],
        ['str_hardcore', 'STR', 40],
        ['hardcore_end', 'END', 35],
        ['hardcore_dex', 'END', 35],
        ['hardcore_awa', 'END', 35],
        ['hardcore_con', 'END', 35],
    ])('%s rolls %s (+ 5): %i against 40', async (skill, stat, might) => {
        const a = await vaxiaArena(`ruleset vaxia
character Dwarf { STR 35 DEX 50 END 30 CHA 40 CON 50 AWA 50 LIF 30 skills { ${skill} 5 } attack Axe { uses DEX, STR vs DEX, END } }
${PLAIN}
encounter E { side a { Dwarf } side b { Plain } }`);
        a.byId('Dwarf').damage = 45;
        expect(mightsOf(eventsOf(a.play(1, [1]), 'check')[0])).toEqual([[`${stat} + ${skill}`, might, 40]]);
    });

    it('strife check warns of a hardcore skill that names another stat, and of no other', async () => {
        const warned = async (skill: string) =>
            (
                await build(`ruleset vaxia
character Dwarf { END 30 LIF 30 skills { ${skill} 5 } attack Axe { uses DEX, STR vs DEX, END } }`)
            ).diagnostics.filter(d => /hardcore/.test(String(d.message))).length;
        expect([await warned('hardcore_dex'), await warned('hardcore_end'), await warned('hardcore_spi'), await warned('hardcore_cha')]).toEqual([
            1, 0, 0, 0,
        ]);
    });
});

describe('§Environmental Damage Base Damage Chart: fire, electrocution and EMP strike once, not every round', () => {
    it('lava strikes every round: being near it is "only 5 damage (ongoing)", so standing in it is no less lasting', async () => {
        const a = await vaxiaArena(`ruleset vaxia
creature Wanderer { LIF 500 attack Fist { uses DEX, STR vs DEX, END } }
encounter E { zone here { hazard lava } zone safe side a { Wanderer at here } side b { Guard at safe } }
${GUARD}`);
        a.play(1, [1]);
        a.play(2, [1]);
        expect(a.byId('Wanderer').damage).toBe(30);
    });

    it.each([
        ['fire', 10],
        ['electrocution', 10],
        ['emp', 10],
    ])('%s: %i damage in round 1 (a resist roll of 1 fails), nothing and no roll in round 2', async (source, base) => {
        // Electronic, so that EMP reaches it too.
        const a = await vaxiaArena(`ruleset vaxia
creature Wanderer { LIF 500 tags electronic attack Fist { uses DEX, STR vs DEX, END } }
encounter E { zone here { hazard ${source} } zone safe side a { Wanderer at here } side b { Guard at safe } }
${GUARD}`);
        a.play(1, [1]);
        expect(a.byId('Wanderer').damage).toBe(base);
        a.play(2, []);
        expect(a.byId('Wanderer').damage).toBe(base);
    });
});

describe('§Combat Stats and Skills: magic_resist resists magic, it does not cast it', () => {
    it('a bolt adds fire_magic 10, not the larger magic_resist 30', async () => {
        const hero = `character Hero { INT 30 SPIR 35 LIF 40 skills { fire_magic 10 magic_resist 30 } attack Bolt { uses INT, SPIR vs INT, CHA } }`;
        expect((await attackMights(hero, 'Bolt')).map(m => m[1])).toEqual([40, 45]);
    });
});

describe('§Combat Ruling, §The Lopsided Two-Trait Ruling: the combined margin as the attack’s note gives it', () => {
    // Hero's mights equal the standing Guard's: DEX 30 against 30, STR 35 against END 35; each needs 50.5.
    const HERO = 'character Hero { STR 35 DEX 30 LIF 40 attack Sword { uses DEX, STR vs DEX, END } }';
    const noteOf = async (faces: [number, number]) => {
        const a = await vaxiaArena(
            `ruleset vaxia\n${HERO}\n${GUARD}\nencounter E { side a { Hero } side b { Guard } round 1 { Hero: Sword -> Guard } }`,
        );
        return eventsOf(a.play(1, faces), 'attack')[0].note ?? '';
    };

    it.each([
        // 50 fails (below 50.5) and 51 succeeds: a margin of exactly 0 is a success, and lopsided.
        [[50, 51], 'winsby 0.00% × might 32.5: barely a success, lopsided'],
        [[45, 46], 'failsby 5.00: barely a failure'],
        [[60, 70], 'winsby 14.50% × might 32.5: barely a success'],
        [[40, 70], 'winsby 4.50% × might 32.5: barely a success, lopsided'],
    ])('faces %j: "%s"', async (faces, margin) => {
        const note = await noteOf(faces as [number, number]);
        expect(note).toContain(margin);
        if (!margin.includes('lopsided')) expect(note).not.toContain('lopsided');
    });
});

describe('input the engine never passes: a coded error that says what was wrong', () => {
    it.each([
        [25, 25, 0, 'vaxia-bad-roll: roll 0 is not a d100 face'],
        [0, 25, 50, 'vaxia-might-below-1: might 0 is below 1'],
        [25, -1, 50, 'vaxia-bad-difficulty: difficulty -1 is not a number ≥ 0'],
    ])('might %i, difficulty %i, roll %i: "%s"', (might, difficulty, roll, message) => {
        expect(() => ruleTrait(might, difficulty, roll)).toThrow(message);
    });
});
