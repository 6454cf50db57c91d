/** Every coded RPGStuck diagnostic, from a document checked as `strife check` checks it. */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { duelText, rpgCodes } from './harness.js';

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
