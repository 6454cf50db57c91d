/**
 * §Combat Rating (CR): the seed's own difficulty estimate beside the simulated verdict — the sum of the
 * monsters' CR, a monster one tier up counting double and one tier down half — from its worked examples.
 */
import { describe, expect, it } from 'vitest';
import type { CombatantModel } from '../../language/engine/model.js';
import { rpgstuckDifficultyHint } from '../../language/rulesets/rpgstuck/rules/combat-rating.js';

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
    it("is called by RPGStuck's own name and cites the book, not a seed file (issue 25)", () => {
        const hint = rpgstuckDifficultyHint(encounter([{ name: 'Imp', cr: 1, tier: 1, count: 2 }], 1)) ?? '';
        expect(hint).toMatch(/^Combat Rating: a CR 2 encounter for a tier 1 party/);
        expect(hint).toContain('(RPGStuck, Combat Miscellany §Combat Rating (CR)).');
        expect(hint).not.toMatch(/seed|\.txt/i);
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
