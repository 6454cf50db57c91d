/**
 * What `strife check` says is what `strife run` does, and nothing written is dropped without a
 * word: skills the chapter does not name, two restrictions one ability cannot give together, the
 * untrained attack under each option, and the crit when advantage and disadvantage meet.
 * Seed 001_66230f9a082df360.txt §The Attack, §Throwing Items, §Critical Hits, §Restrictions in Combat.
 */
import { describe, expect, it } from 'vitest';
import { build, codes, rangeText } from '../helpers.js';
import { erArena } from './harness.js';
import { attacks, damages, fight, lines, restrictions } from './tactical.js';

/** The diagnostics of one code: message and the text its range covers. */
async function found(text: string, code: string): Promise<{ message: string; at: string }[]> {
    const { main } = await build(text);
    return (main.diagnostics ?? []).filter(d => d.code === code).map(d => ({ message: String(d.message), at: rangeText(main, d) }));
}

describe('§The Attack: a skill the chapter does not name (enchanted-realms-skill-unknown)', () => {
    const swimmer = 'character Swimmer { strength 2 body 20 skills { melee 1 swimming 1 } attack Club { roll skills d20 weight 1 } }';
    it('is a warning at the entry that says the pool counts it as a die', async () => {
        const text = fight('side a { Swimmer } side b { Goblin } round 1 { Swimmer: Club -> Goblin }', swimmer);
        const warned = await found(text, 'enchanted-realms-skill-unknown');
        expect(warned.map(w => w.at)).toEqual(['swimming 1']);
        expect(warned[0].message).toContain('`roll skills d20` counts it as 1 attack die');
        expect(warned[0].message).toContain('`swim 20`');
        expect((await build(text)).diagnostics.find(d => d.code === 'enchanted-realms-skill-unknown')?.severity).toBe(2);
    });
    it('and the run does count it: 2d20 for melee and swimming', async () => {
        const a = await erArena(fight('side a { Swimmer } side b { Goblin } round 1 { Swimmer: Club -> Goblin }', swimmer));
        const events = a.play(1, [9, 1, 4, 3]);
        expect(attacks(events).map(e => e.rolls[0].faces.length)).toEqual([2]);
    });
    it("the chapter's combat skills, and the public Combat Skills' techniques, are known: no warning", async () => {
        const text = fight(
            'side a { Vessa } side b { Goblin }',
            'character Vet { body 20 skills { melee 1 swords 1 cleaving 1 bludgeoning 1 martial_arts 1 } attack A { roll 5d20 } }\n' +
                'character Shot { body 20 skills { ranged 1 archery 1 hurling 1 } attack B { roll 3d20 tags ranged } }\n' +
                'character Pike { body 20 skills { melee 1 polearms 1 weapon_forte 1 spinning 1 } attack C { roll 4d20 } }',
        );
        expect(codes((await build(text)).diagnostics)).toEqual([]);
    });
});

describe('§Restrictions in Combat: one ability giving two restrictions that cannot be held together', () => {
    const hexer = 'creature Hexer { body 10 ability Hex { inflicts frightened  inflicts shaken } }';
    const text = fight('side a { Vessa } side b { Hexer } round 1 { Hexer: Hex -> Vessa }', hexer);
    it('is a warning at the ability (enchanted-realms-inflicts-contradictory) naming the one the run keeps', async () => {
        const warned = await found(text, 'enchanted-realms-inflicts-contradictory');
        expect(warned.map(w => w.at)).toEqual(['Hex']);
        expect(warned[0].message).toContain('shaken replaces frightened');
    });
    it('the run gives the first and the second replaces it', async () => {
        const a = await erArena(text);
        expect(restrictions(a.play(1, [1, 9]))).toEqual(['Vessa +frightened', 'Vessa −frightened', 'Vessa +shaken']);
    });
    it('two restrictions that may be held together are clean', async () => {
        const both = fight(
            'side a { Vessa } side b { Hexer }',
            'creature Hexer { body 10 ability Hex { inflicts frightened  inflicts poisoned save resilience 12 } }',
        );
        expect(codes((await build(both)).diagnostics)).toEqual([]);
    });
});

describe('§Throwing Items: the untrained attack, under each untrained_attacks option', () => {
    const novice = 'character Novice { strength 2 body 20 attack Club { roll skills d20 } }';
    const text = (mode: string) =>
        fight('side a { Novice } side b { Goblin } round 1 { Novice: Club -> Goblin }', novice).replace(
            'ruleset enchanted-realms',
            `ruleset enchanted-realms { untrained_attacks: ${mode} }`,
        );
    it('two_keep_lower: the warning does not say it cannot attack, and says the two dice the run throws', async () => {
        const [warned] = await found(text('two_keep_lower'), 'enchanted-realms-untrained-attack');
        expect(warned.message).not.toContain('cannot attack');
        expect(warned.message).toContain('under two_keep_lower two d20s are thrown and the lower kept');
        const a = await erArena(text('two_keep_lower'));
        expect(attacks(a.play(1, [9, 1, 15, 12])).map(e => e.rolls[0].faces.map(f => f.value))).toEqual([[15, 12]]);
    });
    it('none: the warning says nothing is rolled, as the run does', async () => {
        const [warned] = await found(text('none'), 'enchanted-realms-untrained-attack');
        expect(warned.message).toContain('untrained_attacks: none (the default) its pool is not rolled');
        const a = await erArena(text('none'));
        const events = a.play(1, [9, 1]);
        expect(attacks(events)).toEqual([]);
        expect(lines(events).some(l => l.includes('untrained'))).toBe(true);
    });
});

describe('§Critical Hits: an attacker at disadvantage never crits, whatever advantage it also has', () => {
    // Kara is prone (her attacks at disadvantage); the goblin is stunned (attacks against it at
    // advantage): the dice cancel (2d20), but she is still attacking at disadvantage.
    const kara = 'character Kara { strength 6 body 20 skills { swords 1 spinning 1 } attack Blade { roll skills d20 weight 2 tags crits } }';
    const text = fight('side a { Kara is prone } side b { Goblin is stunned } round 1 { Kara: Blade -> Goblin }', kara);
    it('the run: a natural 20 hits but draws no crit die (20, 5 vs AC 11: 1 + 2 + 2 = 5)', async () => {
        const a = await erArena(text);
        const events = a.play(1, [9, 1, 20, 5]);
        const [attack] = attacks(events);
        expect(attack.rolls).toHaveLength(1);
        expect(attack.outcome).toBe('hit');
        expect(attack.note).toContain('no crits: the attacker is at disadvantage');
        expect(damages(events)).toEqual([['Goblin', 5]]);
    });
    it('the hover agrees: two dice, no crits', async () => {
        const { services, main } = await build(text);
        const offset = text.indexOf('Blade ->');
        const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(main, {
            textDocument: { uri: main.uri.toString() },
            position: main.textDocument.positionAt(offset + 1),
        });
        const value = hover ? (hover.contents as { value: string }).value : '';
        expect(value).toContain('2d20 vs AC 11');
        expect(value).toContain('no crits');
        expect(value).not.toMatch(/crit \d/);
    });
});

describe('§The Attack, §Critical Hits: what only a pool reads, written on a spell or effect that rolls none (enchanted-realms-stat-ignored)', () => {
    const mage = (props: string) => `character Mage { agility 8 body 14 skills { ranged 1 } ability Bolt { damage 1d4 tags spell ${props} } }`;
    it.each([
        ['weight 2', 'weight (only a pool adds it to its hitting dice, and Bolt rolls no pool)'],
        ['uses agility', "uses agility (the modifier adds only to a pool's damage, and Bolt rolls no pool)"],
        [', crits', "the tag crits (only a pool's natural 20 crits, and Bolt rolls no pool)"],
        ['to_hit 2', 'to_hit (only attack dice add it, and Bolt rolls none)'],
        [', touch  weight 1', 'weight (only a pool adds it to its hitting dice, and Bolt is delivered by a touch)'],
        [', thrown_magic  uses strength', "uses strength (the modifier adds only to a pool's damage, and Bolt is thrown magic)"],
    ])('%s is a warning saying why', async (props, why) => {
        const text = fight('side a { Mage } side b { Goblin }', mage(props));
        const warned = await found(text, 'enchanted-realms-stat-ignored');
        expect(warned).toEqual([{ message: `Bolt: ${why}; it would be ignored.`, at: 'Bolt' }]);
    });
    it('thrown magic reads to_hit on its d20: no warning', async () => {
        expect(codes((await build(fight('side a { Mage } side b { Goblin }', mage(', thrown_magic  to_hit 2')))).diagnostics)).toEqual([]);
    });
    it('and the run deals the spell’s own damage alone: 1d4 = 3, no weight', async () => {
        const a = await erArena(fight('side a { Mage } side b { Goblin } round 1 { Mage: Bolt -> Goblin }', mage('weight 2')));
        expect(damages(a.play(1, [9, 1, 3]))).toEqual([['Goblin', 3]]);
    });
});
