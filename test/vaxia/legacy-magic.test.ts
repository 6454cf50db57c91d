/**
 * The superseded magic ruling (option legacy_magic: on), played by the engine with scripted d100
 * faces. Expected PP computed by hand from the dice ruler's curve (Python, values pasted).
 * Seed: 004_941aee309a07cd38.txt §History of Magic Ruling, §Combat Magic, §Mundane vs Magic
 * Combat, §Magic vs Mundane in the Dice Ruler.
 */
import { describe, expect, it } from 'vitest';
import { build, rangeText } from '../helpers.js';
import { codesOf, eventsOf, mightsOf, vaxiaArena } from './harness.js';

// Mage: INT 40, SPIR 35, fire_magic 15 → spell mights 55 and 50. Fireball goes against the body (DEX, END).
const CAST = `
character Mage { INT 40 SPIR 35 LIF 40 skills { fire_magic 15 } attack Fireball { uses INT, SPIR vs DEX, END tags magic } attack Mindspike { uses INT, SPIR vs INT, SPIR tags magic } }
character Knight { STR 35 DEX 30 END 40 INT 25 SPIR 30 LIF 60 attack Sword { uses DEX, STR vs DEX, END } }
character Meta { INT 50 SPIR 45 LIF 40 skills { arcane_magic 10 } attack Bolt { uses INT, SPIR vs INT, CHA tags magic } }
`;
const legacy = (script: string, options = '', knight = '') =>
    vaxiaArena(
        `ruleset vaxia { legacy_magic: on${options} }${CAST.replace('character Knight {', `character Knight { ${knight}`)}encounter E { side a { Mage, Meta } side b { Knight } round 1 { ${script} } }`,
    );

describe('§Combat Magic (legacy)', () => {
    it('DEX 30 / END 40 against a difficulty-25 fireball → difficulties 55 and 65', async () => {
        const a = await legacy('Mage: Fireball -> Knight');
        const [attack] = eventsOf(a.play(1, [80, 70]), 'attack');
        expect(mightsOf(attack)).toEqual([
            ['INT', 55, 55],
            ['SPI', 50, 65],
        ]);
    });

    it('a magic-resisting skill adds to both difficulties: 65 and 75', async () => {
        const a = await legacy('Mage: Fireball -> Knight', '', 'skills { magic_resist 10 }');
        const [attack] = eventsOf(a.play(1, [80, 70]), 'attack');
        expect(mightsOf(attack).map(m => m[2])).toEqual([65, 75]);
    });

    it('a mind spell (vs INT, SPIR) goes against 25 + INT 25 and 25 + SPIR 30', async () => {
        const a = await legacy('Mage: Mindspike -> Knight');
        const [attack] = eventsOf(a.play(1, [80, 70]), 'attack');
        expect(mightsOf(attack).map(m => m[2])).toEqual([50, 55]);
    });

    it('affected: rolls 80 and 70 beat 55 and 65 (winsby 17.11, 9 PP): 9 damage', async () => {
        const a = await legacy('Mage: Fireball -> Knight');
        const [attack] = eventsOf(a.play(1, [80, 70]), 'attack');
        expect([attack.total, attack.outcome]).toEqual([9, 'hit']);
        expect(a.byId('Knight').damage).toBe(9);
    });

    it('resisted: rolls 40 and 45 fail against the target but beat the base 25 alone (winsby 24.29) — the spell went off', async () => {
        const a = await legacy('Mage: Fireball -> Knight');
        const [attack] = eventsOf(a.play(1, [40, 45]), 'attack');
        expect(attack.outcome).toBe('resisted');
        expect(a.byId('Knight').damage).toBe(0);
    });

    it('fizzled: rolls 10 and 10 fail even the base', async () => {
        const a = await legacy('Mage: Fireball -> Knight');
        expect(eventsOf(a.play(1, [10, 10]), 'attack')[0].outcome).toBe('fizzled');
    });
});

describe('§Mundane vs Magic Combat (legacy): the two-part ruling', () => {
    it.each([
        ['block', ['STR', 'END'], [60, 65]],
        ['dodge', ['DEX', 'END'], [55, 65]],
        ['parry', ['DEX', 'STR'], [55, 60]],
    ])('a %s shifts the spell to 25 + %j and rolls those mights against the mage’s 55 and 50', async (defense, stats, difficulties) => {
        const a = await legacy(`Mage: Fireball -> Knight Knight: ${defense}`);
        const events = a.play(1, [85, 80, 70, 60]);
        expect(mightsOf(eventsOf(events, 'attack')[0]).map(m => m[2])).toEqual(difficulties);
        expect(mightsOf(eventsOf(events, 'check')[0]).map(m => [m[0], m[2]])).toEqual([
            [stats[0], 55],
            [stats[1], 50],
        ]);
    });

    it('the spell makes 12 PP against 60 / 65; the block (STR 35 + 10, END 40 + 10) makes 4 against 55 / 50: 8 damage', async () => {
        const a = await legacy('Mage: Fireball -> Knight Knight: block', '', 'skills { block 10 }');
        const events = a.play(1, [85, 80, 70, 60]);
        expect(eventsOf(events, 'attack')[0].total).toBe(12);
        expect(eventsOf(events, 'check')[0].total).toBe(4);
        expect(a.byId('Knight').damage).toBe(8);
    });
});

describe('legacy metamagic (§History of Magic Ruling)', () => {
    // Meta: INT 50 + 10, SPIR 45 + 10 → [60, 55]; the Fireball against the Knight's 55 / 65 makes 13 PP at 85, 80.
    const knight = '';
    it('drain: against 45 + the caster’s INT 40 and SPIR 35 (85, 80), 10 PP come off the spell’s 13: 3 damage', async () => {
        const a = await legacy('Meta: metamagic -> Mage with drain Mage: Fireball -> Knight', '', knight);
        const events = a.play(1, [90, 85, 85, 80]);
        const [check] = eventsOf(events, 'check');
        expect(mightsOf(check).map(m => m[2])).toEqual([85, 80]);
        expect(check.total).toBe(10);
        expect(a.byId('Knight').damage).toBe(3);
    });

    it('metamagic_difficulty: might — 45 + the caster’s mights (100, 95); a bolster of 6 PP makes the spell 19', async () => {
        const a = await legacy('Meta: metamagic -> Mage with bolster Mage: Fireball -> Knight', ', metamagic_difficulty: might', knight);
        const events = a.play(1, [90, 85, 85, 80]);
        expect(mightsOf(eventsOf(events, 'check')[0]).map(m => m[2])).toEqual([100, 95]);
        expect(a.byId('Knight').damage).toBe(19);
    });

    it('redirect short of the caster’s PP (10 < 13): the spell hits nobody, unless metamagic_partial is not_allowed', async () => {
        const partial = await legacy('Meta: metamagic -> Mage with redirect Mage: Fireball -> Knight', '', knight);
        partial.play(1, [90, 85, 85, 80]);
        expect(partial.byId('Knight').damage).toBe(0);
        const strict = await legacy('Meta: metamagic -> Mage with redirect Mage: Fireball -> Knight', ', metamagic_partial: not_allowed', knight);
        strict.play(1, [90, 85, 85, 80]);
        expect(strict.byId('Knight').damage).toBe(13);
    });

    it('metamagic does nothing under the current ruling (legacy_magic off): no roll, no action counted, and the log says why', async () => {
        const a = await vaxiaArena(
            `ruleset vaxia${CAST}encounter E { side a { Mage, Meta } side b { Knight } round 1 { Mage: Fireball -> Knight } }`,
        );
        const meta = { action: 'metamagic', isAttack: false, targets: ['Mage'], modifiers: ['drain'] };
        const bolt = { action: 'Bolt', isAttack: true, targets: ['Knight'], modifiers: [] };
        const events = a.play(1, [85, 80, 85, 80], [...a.model.script[0].turns, { actor: 'Meta', actions: [meta, bolt] }]);
        expect(eventsOf(events, 'check')).toEqual([]);
        expect(eventsOf(events, 'note').map(n => n.text)).toEqual([
            "Meta's metamagic does nothing: metamagic is ruled only under the superseded magic ruling (option legacy_magic: on); the current ruling has none.",
        ]);
        // Meta's Bolt: INT 50 + arcane 10, SPIR 45 + 10 — no −20 for the metamagic.
        expect(mightsOf(eventsOf(events, 'attack')[1]).map(m => m[1])).toEqual([60, 55]);
    });

    it('strife check refuses metamagic under the current ruling (vaxia-metamagic-legacy-only), whatever metamagic_difficulty says', async () => {
        const text = (options: string) =>
            `ruleset vaxia${options}${CAST}encounter E { side a { Mage, Meta } side b { Knight } round 1 { Meta: metamagic -> Mage with drain Mage: Fireball -> Knight } }`;
        const built = await build(text(' { metamagic_difficulty: might }'));
        // The option is also warned about on its own (option-has-no-effect, the test below).
        expect(built.diagnostics.map(d => [d.code, d.severity])).toEqual([
            ['option-has-no-effect', 2],
            ['vaxia-metamagic-legacy-only', 1],
        ]);
        expect(built.diagnostics[1].message).toContain('metamagic_difficulty');
        expect(await codesOf(text(' { legacy_magic: on, metamagic_difficulty: might }'))).toEqual([]);
    });

    // §History of Magic Ruling: metamagic belongs to the superseded ruling only, so its two options
    // change nothing unless legacy_magic is on, metamagic line or not.
    it.each(['metamagic_difficulty: might', 'metamagic_partial: not_allowed'])(
        '%s without legacy_magic: on, and no metamagic line: option-has-no-effect (warning) on the option’s name',
        async option => {
            const text = (options: string) =>
                `ruleset vaxia { ${options} }${CAST}encounter E { side a { Mage } side b { Knight } round 1 { Mage: Fireball -> Knight } }`;
            const built = await build(text(option));
            expect(built.diagnostics.map(d => [d.code, d.severity, rangeText(built.main, d)])).toEqual([
                ['option-has-no-effect', 2, option.split(':')[0]],
            ]);
            expect(built.diagnostics[0].message).toContain('legacy_magic');
            expect(await codesOf(text(`legacy_magic: on, ${option}`))).toEqual([]);
        },
    );
});
