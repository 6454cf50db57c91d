/**
 * The RPGStuck ruleset as wired into Strife: hovers on scripted attacks against brute-force
 * enumeration, every coded diagnostic, the CR hint, and the engine on scripted dice.
 */
import { describe, expect, it } from 'vitest';
import type { CombatantModel } from '../../language/engine/model.js';
import { rpgstuckDifficultyHint } from '../../language/rulesets/rpgstuck/hint.js';
import { build } from '../helpers.js';

const who = (stats: Record<string, number>, extra: Partial<CombatantModel> = {}): CombatantModel => ({
    name: 'X',
    kind: 'character',
    stats: { P: 2, Q: 1, level: 1, STR: 3, AC: 14, ...stats },
    groups: {},
    attacks: [],
    tags: [],
    damageTraits: { resists: [], vulnerable: [], immune: [] },
    ...extra,
});

describe('§Combat Rating (CR): the difficulty hint', () => {
    const encounter = (monsters: { name: string; cr: number; tier: number; count: number }[], partyTier: number) => ({
        name: 'E',
        ruleset: 'rpgstuck',
        options: {},
        roundLimit: 20,
        script: [],
        tactics: [],
        expectations: [],
        surprised: [],
        zones: [],
        hazards: [],
        sides: [
            { name: 'party', members: [{ id: 'P', side: 'party', model: who({ tier: partyTier }) }] },
            {
                name: 'foes',
                members: monsters.flatMap(m =>
                    Array.from({ length: m.count }, (_, i) => ({
                        id: `${m.name}#${i}`,
                        side: 'foes',
                        model: { ...who({ cr: m.cr, tier: m.tier }), name: m.name, kind: 'creature' as const },
                    })),
                ),
            },
        ],
    });
    it('two CR 1 imps: a CR 2 encounter', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Imp', cr: 1, tier: 1, count: 2 }], 1))).toContain('CR 2 encounter'));
    it('an ogre and an imp: CR 3', () =>
        expect(
            rpgstuckDifficultyHint(
                encounter(
                    [
                        { name: 'Ogre', cr: 2, tier: 1, count: 1 },
                        { name: 'Imp', cr: 1, tier: 1, count: 1 },
                    ],
                    1,
                ),
            ),
        ).toContain('CR 3 encounter'));
    it('three ogres: CR 6', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Ogre', cr: 2, tier: 1, count: 3 }], 1))).toContain('CR 6 encounter'));
    it('eight tier-0 imps against tier 1: CR 4', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Imp', cr: 1, tier: 0, count: 8 }], 1))).toContain('CR 4 encounter'));
    it('a tier-3 CR 2 Acheron against tier 2: CR 4', () =>
        expect(rpgstuckDifficultyHint(encounter([{ name: 'Acheron', cr: 2, tier: 3, count: 1 }], 2))).toContain('CR 4 encounter'));
});

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
    it('unknown body part: the shared unknown-body-part diagnostic', async () => {
        const b = await build(BASE + enc('Rosa: Hammer -> Imp#1.haed'));
        expect(b.diagnostics.map(d => d.code)).toContain('unknown-body-part');
    });
});
