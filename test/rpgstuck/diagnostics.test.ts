/** Every coded RPGStuck diagnostic, from a document checked as `strife check` checks it. */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { checkEvents, conditionEvents, duel, duelText, rpgCodes } from './harness.js';

const BASE = `ruleset rpgstuck
character Rosa { level 3 STR 3 defenses { AC 15 } attack Hammer { vs AC damage 2d6 + STR } attack Sweep { vs AC damage d8 tags area }
  attack Flurry { vs AC damage d4 multiattack 3 } attack Big { vs AC damage d12 cooldown 2 } }
creature Imp { hp 10 defenses { AC 12 } free_hands 0 attack Claw { vs AC damage d4 } }
`;
async function codes(text: string): Promise<string[]> {
    const b = await build(BASE + text);
    return b.diagnostics
        .map(d => String(d.code))
        .filter(c => c.startsWith('rpgstuck-'))
        .sort();
}
const enc = (round: string) => `encounter E { side a { Rosa } side b { Imp x3 } round 1 { ${round} } }`;

describe('coded diagnostics', () => {
    it('a clean script has none', async () => expect(await codes(enc('Rosa: Hammer -> Imp#1.head'))).toEqual([]));
    it('rpgstuck-called-shot-forbidden: an area attack', async () =>
        expect(await codes(enc('Rosa: Sweep -> Imp#1.head'))).toEqual(['rpgstuck-called-shot-forbidden']));
    it('rpgstuck-part-missing: wings not listed', async () =>
        expect(await codes(enc('Rosa: Hammer -> Imp#1.wings'))).toEqual(['rpgstuck-part-missing']));
    it('rpgstuck-economy: two major actions', async () =>
        expect(await codes(enc('Rosa: Hammer -> Imp#1; Hammer -> Imp#2'))).toEqual(['rpgstuck-economy']));
    it('rpgstuck-reaction-twice', async () => expect(await codes(enc('Rosa: block; block'))).toContain('rpgstuck-reaction-twice'));
    it('rpgstuck-no-free-hand', async () => expect(await codes(enc('Imp#1: grapple -> Rosa'))).toEqual(['rpgstuck-no-free-hand']));
    it('rpgstuck-multiattack-count', async () => expect(await codes(enc('Rosa: Flurry -> Imp#1, Imp#2'))).toEqual(['rpgstuck-multiattack-count']));
    it('rpgstuck-cooldown', async () =>
        expect(await codes(`encounter E { side a { Rosa } side b { Imp } round 1 { Rosa: Big -> Imp } round 2 { Rosa: Big -> Imp } }`)).toEqual([
            'rpgstuck-cooldown',
        ]));
    it('rpgstuck-crit-range and rpgstuck-temp-hp-negative', async () =>
        expect(await codes('creature Odd { crit_range 19 temp_hp -3 defenses { AC 10 } attack A { vs AC damage d4 } }')).toEqual([
            'rpgstuck-crit-range',
            'rpgstuck-temp-hp-negative',
        ]));
    it('rpgstuck-damage-formula: dice with a keep modifier', async () =>
        expect(await codes('creature Odd { defenses { AC 10 } attack A { vs AC damage 4d6kh3 } }')).toEqual(['rpgstuck-damage-formula']));
    it('rpgstuck-damage-formula: a group that keeps the higher total, said in its own words', async () => {
        const b = await build(`${BASE}creature Odd { defenses { AC 10 } attack A { vs AC damage {1d6, 1d8}kh1 } }`);
        const d = b.diagnostics.filter(x => x.code === 'rpgstuck-damage-formula');
        expect(d.map(x => x.message)).toEqual([
            'A: RPGStuck damage adds its dice up: a group that keeps or drops totals (`{1d6, 1d8}kh1`) has no place in it.',
        ]);
    });
    // A dice count read from a stat is resolved before the ruleset judges the formula, as a run
    // resolves it: `(Q d6) * 2` multiplies dice (the seed only adds them), and a fight would never
    // use the attack, so `strife check` must refuse it (it said nothing: the check saw no damage).
    it('rpgstuck-damage-formula: dice counted from Q, then multiplied', async () => {
        const b = await build(`${BASE}character Caster { level 3 defenses { AC 10 } attack Blast { vs AC damage (Q d6) * 2 } }`);
        expect(b.diagnostics.filter(x => x.code === 'rpgstuck-damage-formula').map(x => x.message)).toEqual([
            'Blast: dice may only be added: write 2d6 + STR, not (2d6) * 2.',
        ]);
    });
    it('a dice count read from Q, added up, is clean', async () =>
        expect(await codes('character Caster { level 3 defenses { AC 10 } attack Blast { vs AC damage Q d6 + STR } }')).toEqual([]));
    // §Called Shots and Anatomy, §Common Secret Called Shots Types: the hit points and bleeding of a
    // part belong to a part the creature has; without the part in `parts { }` no called shot can
    // reach it (rpgstuck-part-missing), so the run never reads them — said where they are written.
    it('rpgstuck-part-not-listed: a part’s hit points or bleeding without the part, at the stat written', async () => {
        const text = `${BASE}creature Odd { defenses { AC 10 } parts { wings 4 artery_hp 5 artery_bleed 2 wings_hp 8 } attack A { vs AC damage d4 } }`;
        const b = await build(text);
        const found = b.diagnostics.filter(d => d.code === 'rpgstuck-part-not-listed');
        const doc = b.main.textDocument;
        expect(found.map(d => [doc.getText(d.range), d.severity])).toEqual([
            ['artery_hp 5', 2],
            ['artery_bleed 2', 2],
        ]);
        expect(found[0].message).toBe(
            'artery_hp belongs to the artery, which Odd does not list in `parts { }`: no called shot can reach it, so the fight never reads it. List the part (`artery 4`) or drop artery_hp.',
        );
        expect(await codes('creature Odd { defenses { AC 10 } parts { artery 4 artery_hp 5 artery_bleed 2 } attack A { vs AC damage d4 } }')).toEqual(
            [],
        );
    });
    // §Common Secret Called Shots Types (Artery): the bleeding starts when the artery is destroyed,
    // which takes its hit points to 0 — an artery without `artery_hp` is never destroyed.
    it('rpgstuck-bleed-without-hp: an artery’s bleeding without its hit points, at the stat written', async () => {
        const b = await build(`${BASE}creature Odd { defenses { AC 10 } parts { artery 4 artery_bleed 2 } attack A { vs AC damage d4 } }`);
        const found = b.diagnostics.filter(d => String(d.code).startsWith('rpgstuck-'));
        expect(found.map(d => [d.code, b.main.textDocument.getText(d.range), d.severity])).toEqual([
            ['rpgstuck-bleed-without-hp', 'artery_bleed 2', 2],
        ]);
        expect(found[0].message).toBe(
            "artery_bleed is the bleeding of a destroyed artery, and Odd's artery has no hit points (`artery_hp`) to lose, so it is never destroyed and the fight never reads it. Give it hit points (`artery_hp 5`) or drop artery_bleed.",
        );
    });
    // A part's hit points are counted from the stat block when the fight starts, a destroyed artery's
    // bleeding and the hit die are read from it (§Called Shots and Anatomy; §Resting and Limited
    // Abilities), CR only by the difficulty hint: `modifies` on them changed nothing in a run.
    it('rpgstuck-modify-stat: `modifies` a stat the fight reads only from the stat block', async () => {
        const text = `${BASE}creature Odd { defenses { AC 10 } parts { wings 4 wings_hp 8 artery 4 }
  ability Patch { modifies wings_hp 5 } ability Cut { modifies artery_bleed 2 for 2 rounds } ability Tire { modifies hit_die -2 } ability Fine { modifies STR -1 } }`;
        const b = await build(text);
        const found = b.diagnostics.filter(d => d.code === 'rpgstuck-modify-stat');
        const doc = b.main.textDocument;
        expect(found.map(d => [doc.getText(d.range), d.severity])).toEqual([
            ['Patch', 1],
            ['Cut', 1],
            ['Tire', 1],
        ]);
        expect(found[0].message).toBe(
            "Patch: wings_hp is read from the stat block when the fight starts (a part's own hit points, then worn down by called shots), never as it runs, so `modifies wings_hp` would change nothing.",
        );
    });
    it('unknown body part: the shared unknown-body-part diagnostic', async () => {
        const b = await build(BASE + enc('Rosa: Hammer -> Imp#1.haed'));
        expect(b.diagnostics.map(d => d.code)).toContain('unknown-body-part');
    });
});

describe("each line's shape", () => {
    const scene = (line: string) =>
        duelText({ scene: 'zone here { distance there 10 ft } zone there', rosaAt: 'here', dummyAt: 'here', round: line });
    it('`to zone` only on what moves someone', async () => {
        expect(await rpgCodes(scene('Rosa: move to there'))).toEqual([]);
        expect(await rpgCodes(scene('Rosa: A -> Dummy to there'))).toEqual(['rpgstuck-destination-unused']);
        expect(await rpgCodes(scene('Rosa: shove -> Dummy to there'))).toEqual([]);
    });
    it('a part only on an attack or a grapple', async () => {
        expect(await rpgCodes(scene('Rosa: shove -> Dummy.head'))).toEqual(['rpgstuck-part-unused']);
    });
    it('a shove pushes one creature or one into another', async () => {
        expect(await rpgCodes(duelText({ round: 'Rosa: shove -> Dummy, Dummy, Dummy' }))).toEqual(['rpgstuck-shove-targets']);
    });
    it('`standing` changes only a jump; `collide` is for an attack that pushes', async () => {
        expect(await rpgCodes(scene('Rosa: move to there with standing'))).toEqual(['rpgstuck-modifier-ignored']);
        expect(await rpgCodes(duelText({ round: 'Rosa: A -> Dummy, Dummy with collide' }))).toEqual(['rpgstuck-collide-without-push']);
    });
});

// §Writing a scene and a script lists each line modifier with what it changes; a modifier on a line
// that has nothing for it to change is a warning (the run plays the line without it), never dropped silently.
describe('modifiers a line does not use', () => {
    const ignored = async (round: string, extra?: Partial<Parameters<typeof duelText>[0]>) =>
        (await rpgCodes(duelText({ round, ...extra }))).filter(c => c === 'rpgstuck-modifier-ignored').length;
    it('a shove is an Athletics check and a push: advantage, daze, weaken and cripple change nothing on it (four warnings)', async () => {
        expect(await ignored('Rosa: shove -> Dummy with advantage, daze, weaken, cripple 5')).toBe(4);
        expect(await rpgCodes(duelText({ round: 'Rosa: shove -> Dummy with push 15' }))).toEqual([]);
    });
    it('the run plays such a shove as written without them: one d20 each, no advantage, no rider', async () => {
        // Rosa's Athletics d20 (5) against the Dummy's (18): the shove fails; nothing else is rolled or given.
        const { events } = await duel({ round: 'Rosa: shove -> Dummy with advantage, daze' }, [5, 18]);
        expect(checkEvents(events).map(c => c.rolls?.map(r => r.formula))).toEqual([['1d20'], ['1d20']]);
        expect(conditionEvents(events)).toEqual([]);
    });
    it('Assail is a minor action: trace and bonus_percent on its line reach no attack (two warnings)', async () =>
        expect(await ignored('Rosa: assail with trace, bonus_percent 100; A -> Dummy')).toBe(2));
    it('grapple, move, aim, medicine, escape and avert take none of the attack modifiers', async () => {
        const scene = { scene: 'zone here { distance there 10 ft } zone there', rosaAt: 'here', dummyAt: 'here' };
        for (const line of [
            'Rosa: grapple -> Dummy with advantage',
            'Rosa: move to there with trace',
            'Rosa: aim with aim d6',
            'Rosa: medicine -> Dummy with daze',
            'Rosa: escape with advantage',
            'Rosa: avert with halved 1',
        ])
            expect(await ignored(line, scene), line).toBe(1);
    });
    it('an attack that rolls nothing (auto_hit) has no roll for advantage or an aim die to change', async () => {
        expect(await ignored('Rosa: A -> Dummy with advantage, aim d6', { attack: 'AC damage d6 + STR tags auto_hit' })).toBe(2);
        expect(await ignored('Rosa: A -> Dummy with trace, daze', { attack: 'AC damage d6 + STR tags auto_hit' })).toBe(0);
    });
    it('an ability that deals no damage has no damage for Trace, a bonus percentage, a halving or damage advantage', async () => {
        const extra = { rosaExtra: 'defenses { AC 10 } ability Rally { heals 1d4 }' };
        expect(await ignored('Rosa: Rally -> Rosa with trace, bonus_percent 50, halved 1, damage_advantage', extra)).toBe(4);
        expect(await ignored('Rosa: Rally -> Rosa with daze', extra)).toBe(0);
    });
    it('an attack line uses every attack modifier: none is a warning', async () =>
        expect(
            await ignored(
                'Rosa: A -> Dummy with advantage, stacked, aim d6, damage_advantage, trace, bonus_percent 50, halved 1, steps 1, daze, weaken, cripple 5',
            ),
        ).toBe(0));
});
