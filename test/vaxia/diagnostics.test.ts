/**
 * Every bad input of the issue is a coded diagnostic under `ruleset vaxia`, never a crash
 * (004_941aee309a07cd38.txt, the sections each check cites).
 */
import { describe, expect, it } from 'vitest';
import { build, codes } from '../helpers.js';

const BASE = `ruleset vaxia
character Kael { STR 30 DEX 35 END 25 INT 20 LIF 30 skills { swords 15 parry 10 } attack Saber { uses DEX, STR vs DEX, END } }
character Mira { INT 35 SPIR 30 CHA 25 LIF 25 skills { fire_magic 20 } attack Fireball { uses INT, SPIR vs INT, CHA tags magic } }
creature Skiff { LIF 40 END 30 STR 25 DEX 20 tags vehicle, closed attack Ram { uses DEX, STR vs DEX, END } }
creature Jeep { LIF 40 END 30 STR 25 DEX 20 tags vehicle, open attack Ram { uses DEX, STR vs DEX, END } }
`;
const codesOf = async (text: string) => codes((await build(text)).diagnostics);

describe('Vaxia diagnostics', () => {
    it('a clean file has none', async () => {
        expect(
            await codesOf(`${BASE}encounter E { side a { Kael } side b { Mira } round 1 { Kael: Saber -> Mira Mira: block with magic } }`),
        ).toEqual([]);
    });

    it('vaxia-several-targets: one attack against two targets (it ruled both at the mights of one action, no penalty)', async () => {
        const thugs = `${BASE}creature Thug { STR 30 DEX 25 END 30 LIF 28 attack Club { uses DEX, STR } }\n`;
        const text = `${thugs}encounter E { side a { Kael } side b { Thug x2 } round 1 { Kael: Saber -> Thug#1, Thug#2 } }`;
        const built = await build(text);
        expect(codes(built.diagnostics)).toEqual(['vaxia-several-targets']);
        expect(built.diagnostics[0].message).toBe(
            'Saber is one action against one target: write one per target (`Saber -> Thug#1; Saber -> Thug#2`), each past the first in the post at the multiple-action penalty.',
        );
        expect(
            await codesOf(`${thugs}encounter E { side a { Kael } side b { Thug x2 } round 1 { Kael: Saber -> Thug#1; Saber -> Thug#2 } }`),
        ).toEqual([]);
    });

    it('vaxia-defense-wrong-realm: a physical parry against a magic attack', async () => {
        expect(await codesOf(`${BASE}encounter E { side a { Kael } side b { Mira } round 1 { Mira: Fireball -> Kael Kael: parry } }`)).toContain(
            'vaxia-defense-wrong-realm',
        );
        expect(
            await codesOf(`${BASE}encounter E { side a { Kael } side b { Mira } round 1 { Mira: Fireball -> Kael Kael: parry with magic } }`),
        ).toEqual([]);
    });

    it('vaxia-vehicle-action: a vehicle doing other than attack / dodge / block with shields / parry', async () => {
        const c = await codesOf(`${BASE}encounter E { side a { Skiff, Kael aboard Skiff } side b { Mira } round 1 { Skiff: counter } }`);
        expect(c).toContain('vaxia-vehicle-action');
        expect(await codesOf(`${BASE}encounter E { side a { Skiff, Kael aboard Skiff } side b { Mira } round 1 { Skiff: block } }`)).toContain(
            'vaxia-vehicle-action',
        );
    });

    it('vaxia-aboard-twice: a passenger aboard two vehicles', async () => {
        expect(await codesOf(`${BASE}encounter E { side a { Skiff, Jeep aboard Skiff, Kael aboard Jeep } side b { Mira } }`)).toContain(
            'vaxia-aboard-twice',
        );
        expect(await codesOf(`${BASE}encounter E { side a { Skiff, Jeep, Kael aboard Skiff, Kael aboard Jeep } side b { Mira } }`)).toContain(
            'vaxia-aboard-twice',
        );
    });

    it('vaxia-aboard-not-vehicle: riding someone who is not a vehicle', async () => {
        expect(await codesOf(`${BASE}encounter E { side a { Kael aboard Mira } side b { Mira } }`)).toContain('vaxia-aboard-not-vehicle');
    });

    it('vaxia-might-below-1: a post whose penalty takes a might below 1', async () => {
        const low = BASE.replace('STR 30 DEX 35', 'STR 5 DEX 5').replace('swords 15', 'swords 0');
        expect(
            await codesOf(`${low}encounter E { side a { Kael } side b { Mira } round 1 { Kael: Saber -> Mira with multiple_actions 2 } }`),
        ).toContain('vaxia-might-below-1');
    });

    it('vaxia-stat-out-of-scale: a stat outside 1..200', async () => {
        expect(await codesOf(BASE.replace('DEX 35', 'DEX 0'))).toContain('vaxia-stat-out-of-scale');
        expect(await codesOf(BASE.replace('DEX 35', 'DEX 250'))).toContain('vaxia-stat-out-of-scale');
    });

    it('a hazard with an unknown source: unknown-hazard with the chart’s sources', async () => {
        expect(await codesOf(`${BASE}encounter E { hazard lava_flood side a { Kael } side b { Mira } }`)).toContain('unknown-hazard');
    });

    it('vaxia-metamagic-without-spell: metamagic on a caster who casts nothing that round (legacy magic: metamagic is its rule)', async () => {
        const legacy = BASE.replace('ruleset vaxia', 'ruleset vaxia { legacy_magic: on }');
        expect(await codesOf(`${legacy}encounter E { side a { Kael } side b { Mira } round 1 { Kael: metamagic -> Mira } }`)).toEqual([
            'vaxia-metamagic-without-spell',
        ]);
        expect(
            await codesOf(
                `${legacy}encounter E { side a { Kael } side b { Mira } round 1 { Kael: metamagic -> Mira with drain Mira: Fireball -> Kael } }`,
            ),
        ).toEqual([]);
        // Under the current ruling the line is refused once, for what it is (vaxia-metamagic-legacy-only).
        expect(await codesOf(`${BASE}encounter E { side a { Kael } side b { Mira } round 1 { Kael: metamagic -> Mira } }`)).toEqual([
            'vaxia-metamagic-legacy-only',
        ]);
    });

    it('vaxia-attack-traits: an attack must use DEX and STR or INT and SPIR', async () => {
        expect(
            await codesOf(BASE.replace('uses DEX, STR vs DEX, END } }\ncharacter Mira', 'uses DEX, CHA vs DEX, END } }\ncharacter Mira')),
        ).toContain('vaxia-attack-traits');
    });

    it('vaxia-no-gun-ports, vaxia-mend-target, vaxia-no-resistances, vaxia-attack-damage', async () => {
        expect(await codesOf(`${BASE}encounter E { side a { Skiff, Kael aboard Skiff } side b { Mira } round 1 { Kael: Saber -> Mira } }`)).toContain(
            'vaxia-no-gun-ports',
        );
        expect(await codesOf(`${BASE}encounter E { side a { Skiff, Kael } side b { Mira } round 1 { Kael: heal -> Skiff } }`)).toContain(
            'vaxia-mend-target',
        );
        expect(await codesOf(BASE.replace('LIF 25 skills', 'LIF 25 resists fire skills'))).toContain('vaxia-no-resistances');
        expect(await codesOf(BASE.replace('vs INT, CHA tags magic', 'vs INT, CHA damage 1d6 tags magic'))).toContain('vaxia-attack-damage');
    });
});

describe('§Using Your Stats and Skills: no roll, no impact', () => {
    it('vaxia-attack-no-roll (warning): an attack that says neither its traits nor its realm', async () => {
        const built = await build(`ruleset vaxia\ncharacter K { LIF 30 attack Nothing { } attack Push { vs DEX, END } }`);
        const found = built.diagnostics.filter(d => d.code === 'vaxia-attack-no-roll');
        expect(found.map(d => d.severity)).toEqual([2, 2]);
        expect(found[0].message).toContain('DEX + STR');
    });

    it.each(['uses DEX, STR', 'uses INT, SPIR', 'tags magic', 'tags psi', 'tags physical'])('%s says how it is rolled', async body => {
        expect(await codesOf(`ruleset vaxia\ncharacter K { LIF 30 attack Strike { ${body} } }`)).not.toContain('vaxia-attack-no-roll');
    });
});

describe('what the engine does not play is refused with the reason (vaxia-not-modelled), what means nothing is a warning', () => {
    const CAST = `ruleset vaxia
character Ace { DEX 30 INT 35 LIF 40 skills { piloting 20 } attack Blaster { uses DEX, STR vs DEX, END } }
character Foe { LIF 40 attack Fist { uses DEX, STR vs DEX, END } }
creature Jet { LIF 50 END 60 STR 50 DEX 40 tags vehicle, closed attack Guns { uses DEX, STR vs DEX, END } }
`;
    const notModelled = async (text: string) => (await build(text)).diagnostics.filter(d => d.code === 'vaxia-not-modelled');

    it('§Non-combat piloting: `pilot` (a Tech roll with no difficulty or result in the seed)', async () => {
        const [d] = await notModelled(`${CAST}encounter E { side a { Jet, Ace aboard Jet } side b { Foe } round 1 { Ace: pilot } }`);
        expect(d?.severity).toBe(1);
        expect(d?.message).toContain('Non-combat piloting');
    });

    it('cover and concealment in a zone someone stands in: the seed has no such rule', async () => {
        const found = await notModelled(`${CAST}encounter E { zone ford { cover half } zone bank side a { Ace at ford } side b { Foe at bank } }`);
        expect(found.map(d => String(d.message).includes('cover'))).toEqual([true]);
    });

    it('cover in a zone nobody starts in but someone moves into: the run ruled the attack there as if it had none', async () => {
        const found = await notModelled(
            `${CAST}encounter E { zone ford { distance bank 30 ft } zone bank { cover full } side a { Ace at ford } side b { Foe at ford } round 1 { Foe: move to bank } round 2 { Ace: Blaster -> Foe } }`,
        );
        expect(found.map(d => String(d.message).includes("Zone bank: its 'cover'"))).toEqual([true]);
    });

    it('a vehicle tagged both closed and open (contradictory-tags): the run took it as open, and check said nothing', async () => {
        const built = await build(CAST.replace('tags vehicle, closed', 'tags vehicle, closed, open'));
        expect(built.diagnostics.map(d => [d.code, String(d.message).startsWith("'open' contradicts 'closed'")])).toEqual([
            ['contradictory-tags', true],
        ]);
    });

    it('wounded for N rounds (condition-takes-no-duration): wounds are damage, healed by PP, and the run kept them', async () => {
        expect(await codesOf(`${CAST}encounter E { side a { Ace is wounded 5 for 1 rounds } side b { Foe } }`)).toEqual([
            'condition-takes-no-duration',
        ]);
    });

    it('surprise: the seed has no surprise round', async () => {
        expect(await notModelled(`${CAST}encounter E { side a { Ace } side b { Foe } surprised b }`)).toHaveLength(1);
    });

    it.each([
        ['Ace: Blaster -> Foe with magic', 'magic'],
        ['Ace: Blaster -> Foe with drain', 'drain'],
        ['Ace: dodge with non_lethal', 'non_lethal'],
    ])('%s: a modifier that means nothing on that action (vaxia-modifier-ignored)', async (post, modifier) => {
        const found = (await build(`${CAST}encounter E { side a { Ace } side b { Foe } round 1 { ${post} } }`)).diagnostics.filter(
            d => d.code === 'vaxia-modifier-ignored',
        );
        expect(found.map(d => [d.severity, String(d.message).includes(modifier)])).toEqual([[2, true]]);
    });

    it('an attack whose `vs` names other than two stats: the realm’s pair is used, and a warning says so', async () => {
        expect(await codesOf(`ruleset vaxia\ncharacter K { LIF 30 attack Poke { uses DEX, STR vs DEX } }`)).toContain('vaxia-attack-vs');
    });
});
