/**
 * Every Vaxia option, both ways, through the engine a user runs (values set on the file's ruleset
 * line). Expected PP computed by hand from the dice ruler's curve (Python, values pasted). Each
 * option's meaning and source are in the schema (`VAXIA_OPTIONS`).
 */
import { describe, expect, it } from 'vitest';
import { VAXIA_OPTIONS } from '../../language/rulesets/vaxia/schema.js';
import { codesOf, eventsOf, mightsOf, vaxiaArena } from './harness.js';

const CAST = `
character Fighter { STR 35 DEX 30 END 25 INT 25 LIF 40 skills { swords 10 } attack Sword { uses DEX, STR vs DEX, END } }
character Weakling { STR 10 DEX 10 END 25 LIF 40 attack Slap { uses DEX, STR vs DEX, END } }
character Guard { STR 25 DEX 30 END 35 INT 30 SPIR 25 CHA 35 LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
character Mage { INT 40 SPIR 35 CHA 25 LIF 40 skills { fire_magic 5 } attack Fireball { uses INT, SPIR vs INT, CHA tags magic } }
character Tough { END 30 LIF 30 skills { hardcore 10 } attack Fist { uses DEX, STR vs DEX, END } }
character Plain { END 30 LIF 30 attack Fist { uses DEX, STR vs DEX, END } }
creature Brute { END 30 LIF 30 attack Fist { uses DEX, STR vs DEX, END } }
`;
const arena = (options: string, encounter: string) => vaxiaArena(`ruleset vaxia { ${options} }${CAST}encounter E { ${encounter} }`);

/** The options this file tests; the last test checks it is all of them. */
const TESTED = new Set<string>();

describe('pp_rounding', () => {
    TESTED.add('pp_rounding');
    it.each([
        ['nearest', 13],
        ['floor', 12],
    ])('%s: attack [40, 45] vs [30, 35] rolling 70, 60 makes 12.59 PP → %i damage', async (value, damage) => {
        const a = await arena(`pp_rounding: ${value}`, 'side a { Fighter } side b { Guard } round 1 { Fighter: Sword -> Guard }');
        a.play(1, [70, 60]);
        expect(a.byId('Guard').damage).toBe(damage);
    });
});

describe('mishap', () => {
    TESTED.add('mishap');
    it.each([
        ['failsby_over_50', 'mishap'],
        ['never', 'missed'],
    ])('%s: [10, 10] vs [30, 35] rolling 1 and 1 (combined failsby 89.39) is %s', async (value, outcome) => {
        const a = await arena(`mishap: ${value}`, 'side a { Weakling } side b { Guard } round 1 { Weakling: Slap -> Guard }');
        expect(eventsOf(a.play(1, [1, 1]), 'attack')[0].outcome).toBe(outcome);
    });
});

describe('legacy_magic', () => {
    TESTED.add('legacy_magic');
    it.each([
        ['off', [30, 35]],
        ['on', [55, 50]],
    ])('%s: a fireball (vs INT, CHA) against the Guard meets %j', async (value, difficulties) => {
        const a = await arena(`legacy_magic: ${value}`, 'side a { Mage } side b { Guard } round 1 { Mage: Fireball -> Guard }');
        // Off: INT 30 and CHA 35, ruled like a sword. On: a mind spell against 25 + INT 30 and 25 + SPIR 25.
        expect(mightsOf(eventsOf(a.play(1, [80, 75]), 'attack')[0]).map(m => m[2])).toEqual(difficulties);
    });
});

describe('metamagic_difficulty and metamagic_partial', () => {
    // Both ways in legacy-magic.test.ts ('stat' in the drain test, 'might' in the bolster test;
    // 'allowed' and 'not_allowed' in the redirect test).
    TESTED.add('metamagic_difficulty');
    TESTED.add('metamagic_partial');
    it('are legacy-magic options', () => {
        expect(VAXIA_OPTIONS.find(o => o.name === 'metamagic_difficulty')?.values).toEqual(['stat', 'might']);
        expect(VAXIA_OPTIONS.find(o => o.name === 'metamagic_partial')?.values).toEqual(['allowed', 'not_allowed']);
    });
});

describe('multi_action_penalty', () => {
    TESTED.add('multi_action_penalty');
    it.each([
        ['20', [20, 25]],
        ['10', [30, 35]],
        ['0', [40, 45]],
    ])('%s: two attacks in a post roll [40, 45] less one penalty: %j', async (value, mights) => {
        const a = await arena(
            `multi_action_penalty: ${value}`,
            'side a { Fighter } side b { Guard, Plain } round 1 { Fighter: Sword -> Guard; Sword -> Plain }',
        );
        const [attack] = eventsOf(a.play(1, [50, 50, 50, 50]), 'attack');
        expect(mightsOf(attack).map(m => m[1])).toEqual(mights);
    });
});

describe('order_of_actions', () => {
    TESTED.add('order_of_actions');
    const duel = 'side a { Fighter } side b { Guard } round 1 { Fighter: Sword -> Guard Guard: Fist -> Fighter }';
    it('simultaneous: both swing, though the Fighter’s 24 PP drop the Guard (LIF 20)', async () => {
        const a = await arena('order_of_actions: simultaneous', duel.replace('side b { Guard }', 'side b { Guard }'));
        a.byId('Guard').damage = 20;
        const events = a.play(1, [95, 95, 50, 50]);
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Fighter', 'Guard']);
        // The log says why one past 0 LIF still swings (its fall is settled at the round's end).
        expect(eventsOf(events, 'note').map(e => e.text)).toContainEqual(
            expect.stringMatching(/^Guard is past 0 LIF but still acts: .*settled at its end/),
        );
    });
    it('speed: the Fighter rolls first (DEX 40 at 95 against the Guard’s 30 at 10) and the Guard never swings', async () => {
        const a = await arena('order_of_actions: speed', duel);
        a.byId('Guard').damage = 20;
        const events = a.play(1, [95, 10, 95]);
        expect(eventsOf(events, 'order').map(e => e.order.map(o => o.id))).toEqual([['Fighter'], ['Guard']]);
        expect(eventsOf(events, 'attack').map(e => e.actor)).toEqual(['Fighter']);
        expect(eventsOf(events, 'note').some(e => e.text.includes('still acts'))).toBe(false);
    });
});

describe('stay_conscious', () => {
    TESTED.add('stay_conscious');
    const down = async (value: string, who: string, dice: number[]) => {
        const a = await arena(`stay_conscious: ${value}`, `side a { ${who} } side b { Guard }`);
        a.byId(who).damage = 45;
        return eventsOf(a.play(1, dice), 'check').length;
    };
    it('hardcore (the default): only a character with a hardcore skill rolls', async () => {
        expect(await down('hardcore', 'Tough', [1])).toBe(1);
        expect(await down('hardcore', 'Plain', [])).toBe(0);
    });
    it('characters: every character rolls, a creature does not', async () => {
        expect(await down('characters', 'Plain', [1])).toBe(1);
        expect(await down('characters', 'Brute', [])).toBe(0);
    });
    it('never: nobody rolls unless the script says so', async () => {
        expect(await down('never', 'Tough', [])).toBe(0);
    });
});

describe('duration_rounding', () => {
    TESTED.add('duration_rounding');
    it.each([
        ['floor', 3],
        ['nearest', 4],
    ])('%s: 13 PP to stay conscious (roll 83, exactly 13.0) hold until round %i’s roll', async (value, next) => {
        const a = await arena(`duration_rounding: ${value}`, 'side a { Tough } side b { Guard }');
        a.byId('Tough').damage = 45;
        a.play(1, [83]);
        for (let round = 2; round < next; round++) a.play(round, []);
        expect(eventsOf(a.play(next, [1]), 'check')).toHaveLength(1);
    });
});

describe('frost', () => {
    TESTED.add('frost');
    it.each([
        ['lif_damage', 5, 0],
        ['dex_penalty', 0, 5],
    ])('%s: an unresisted round of frost is %i damage and %i off DEX', async (value, damage, penalty) => {
        const a = await arena(`frost: ${value}`, 'zone ice { hazard frost } zone hall side a { Plain at ice } side b { Guard at hall }');
        a.play(1, [1]);
        expect([a.byId('Plain').damage, a.byId('Plain').conditions.get('frostbitten')?.value ?? 0]).toEqual([damage, penalty]);
    });
});

it('every value of every option can be written on the ruleset line (the metamagic options with legacy_magic: on, which they need)', async () => {
    for (const o of VAXIA_OPTIONS) {
        const needs = 'onlyWith' in o && o.onlyWith ? `${o.onlyWith.option}: ${o.onlyWith.values[0]}, ` : '';
        for (const v of o.values) expect(await codesOf(`ruleset vaxia { ${needs}${o.name}: ${v} }`), `${o.name}: ${v}`).toEqual([]);
    }
});

it('every option of the schema is tested above', () => {
    expect([...TESTED].sort()).toEqual(VAXIA_OPTIONS.map(o => o.name).sort());
});
