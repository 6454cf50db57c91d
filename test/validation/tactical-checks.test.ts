/**
 * The tactical layer's generic checks (language/validation/tactical-checks.ts): conditions on
 * participants and in effects, effects besides damage, limited uses, area attacks, scripted moves.
 * They run against a test ruleset, `skirmish` (Rise's vocabulary with every tactical feature on), so
 * the generic layer is proven apart from any one ruleset; a ruleset without a feature refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../language/rulesets/registry.js';
import { rise } from '../../language/rulesets/rise/index.js';
import type { Ruleset } from '../../language/rulesets/ruleset.js';
import { build, codes, rangeText } from '../helpers.js';

const cite = { file: '003_66faa831a56df10d.txt', section: 'Movement and Positioning' };
const SKIRMISH: Ruleset = {
    ...rise,
    id: 'skirmish',
    name: 'Skirmish',
    features: {
        ...rise.features,
        positions: true,
        startingConditions: true,
        effects: ['inflict', 'remove', 'heal', 'push', 'modify'],
        limitedUses: true,
        areaAttacks: true,
    },
    conditions: [
        { name: 'prone', summary: 'Down.', cite, excludes: ['flying'] },
        { name: 'flying', summary: 'Up.', cite },
        { name: 'bleeding', summary: 'Bleeds.', cite, rating: 'required' },
        { name: 'grappled', summary: 'Held.', cite, source: 'required' },
        { name: 'frightened', summary: 'Afraid.', cite, source: 'optional' },
    ],
    usePeriods: [
        { name: 'fight', summary: 'A fight.', cite },
        { name: 'short_rest', summary: 'A short rest.', cite },
    ],
    movement: { speed: () => 30, actions: { move: 1, sprint: 2 }, tooFar: 'refused', difficultTerrain: 5 },
    isAreaAttack: attack => attack.tags.includes('sweeping'),
    // The generic checks alone: the test ruleset has no checks of its own.
    checkAttack: undefined,
    checkTurn: undefined,
    checkEncounter: undefined,
};

/** Skirmish without any tactical feature: every construct of the layer is refused. */
const PLAIN: Ruleset = { ...SKIRMISH, id: 'plain', name: 'Plain', features: {} };

let unregister: (() => void)[] = [];
beforeAll(() => {
    unregister = [registerRuleset(SKIRMISH), registerRuleset(PLAIN)];
});
afterAll(() => {
    for (const u of unregister) u();
});

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const FIGHTERS = `
character Kara { hit_points 22 ${DEF}
  attack Longsword { vs armor damage 1d10 }
  attack Sweep { vs armor damage 1d6 tags sweeping }
  ability Rally { heals 1d6 removes frightened }
}
creature Bandit { hit_points 12 ${DEF} attack Shortsword { vs armor damage 1d6 } }
`;

/** A skirmish file with the fighters, `attacks` added to Kara, and an encounter body. */
function file(encounter: string, sides = 'side heroes { Kara }\n  side bandits { Bandit x2 }', ruleset = 'skirmish'): string {
    return `ruleset ${ruleset}\n${FIGHTERS}\nencounter Fight {\n  ${sides}\n  ${encounter}\n}\n`;
}

/** The diagnostics of `src` as `code: covered text`, for one readable assertion. */
async function findings(src: string): Promise<string[]> {
    const built = await build(src);
    return built.diagnostics.map(d => `${codes([d])[0]}: ${rangeText(built.main, d)}`);
}

describe('conditions a participant starts with', () => {
    it('accepts known conditions with their rating and source', async () => {
        expect(await findings(file('', 'side heroes { Kara is prone and bleeding 2 }\n  side bandits { Bandit x2 is grappled by Kara }'))).toEqual(
            [],
        );
    });
    it('names an unknown condition with did-you-mean', async () => {
        const built = await build(file('', 'side heroes { Kara is prne }\n  side bandits { Bandit x2 }'));
        expect(codes(built.diagnostics)).toEqual(['unknown-condition']);
        expect(built.diagnostics[0].message).toContain("Did you mean 'prone'?");
        expect(rangeText(built.main, built.diagnostics[0])).toBe('prne');
    });
    it('refuses a source on a condition that names none', async () => {
        expect(await findings(file('', 'side heroes { Kara is prone by Bandit#1 }\n  side bandits { Bandit x2 }'))).toEqual([
            'condition-takes-no-source: Bandit#1',
        ]);
    });
    it('asks for a rating, a source, and refuses what a condition does not take', async () => {
        expect(await findings(file('', 'side heroes { Kara is bleeding and prone 2 }\n  side bandits { Bandit x2 is grappled }'))).toEqual([
            'condition-needs-rating: bleeding',
            'condition-takes-no-rating: 2',
            'condition-needs-source: grappled',
        ]);
    });
    it('refuses contradictory and repeated conditions, and a combatant causing its own', async () => {
        expect(
            await findings(file('', 'side heroes { Kara is prone and flying and prone }\n  side bandits { Bandit x2 is frightened by Bandit#1 }')),
        ).toEqual(['contradictory-conditions: flying', 'duplicate-condition: prone', 'condition-source-self: Bandit#1']);
    });
    it('bounds ratings and durations', async () => {
        expect(await findings(file('', 'side heroes { Kara is bleeding 1001 for 0 rounds }\n  side bandits { Bandit x2 }'))).toEqual([
            'bad-condition-rating: 1001',
            'bad-duration: 0',
        ]);
    });
    it('refuses a duration on a condition that does not run down in rounds (Rise: fatigue, vital wounds, unconscious)', async () => {
        // The run ignored it: fatigue 4 `for 1 rounds` still cost accuracy in round 2 (a long rest ends it).
        // (Rise has no `frightened`: Rally removes prone there.)
        const rise = (sides: string) => file('', sides, 'rise').replace('removes frightened', 'removes prone');
        const built = await build(
            rise(
                'side heroes { Kara is fatigue 4 for 1 rounds and vital_wound 8 for 2 rounds and prone for 1 rounds }\n  side bandits { Bandit x2 }',
            ),
        );
        expect(built.diagnostics.map(d => `${codes([d])[0]}: ${rangeText(built.main, d)}`)).toEqual([
            'condition-takes-no-duration: 1',
            'condition-takes-no-duration: 2',
        ]);
        expect(built.diagnostics[0].message).toBe(
            'fatigue does not run down in rounds in Rise: a long rest brings the level back to 0. Leave out the duration.',
        );
        // In an effect too.
        expect(
            await findings(rise('side heroes { Kara }\n  side bandits { Bandit x2 }').replace('removes prone', 'inflicts fatigue 2 for 3 rounds')),
        ).toEqual(['condition-takes-no-duration: 3']);
    });
    it('is refused where the ruleset does not model starting conditions', async () => {
        const built = await build(file('', 'side heroes { Kara is prone }\n  side bandits { Bandit x2 }', 'plain'));
        const refusal = built.diagnostics.find(d => rangeText(built.main, d) === 'prone');
        expect(refusal?.code).toBe('feature-unsupported');
        expect(refusal?.message).toContain('does not model starting conditions');
    });
});

describe('effects of attacks and abilities', () => {
    const creature = (props: string, ruleset = 'skirmish') =>
        `ruleset ${ruleset}\ncreature Shaman { hit_points 9 ${DEF} ability Hex { ${props} } }\n`;
    it('accepts every effect the ruleset models', async () => {
        expect(
            await findings(
                creature(
                    'vs mental inflicts bleeding 2 for 3 rounds save level 12 removes prone heals 1d6 pushes 10 ft modifies armor -2 for 2 rounds uses 1 per short_rest',
                ),
            ),
        ).toEqual([]);
    });
    it('checks the conditions, stats, distances and periods an effect names', async () => {
        expect(await findings(creature('inflicts bleed removes flyng pushes 0 ft modifies armour 2 uses 0 per nap'))).toEqual([
            'unknown-condition: bleed',
            'unknown-condition: flyng',
            'bad-push: 0',
            'unknown-stat: armour',
            'bad-use-count: 0',
            'unknown-use-period: nap',
        ]);
    });
    it('bounds save difficulties and stat changes, and allows one limited use', async () => {
        expect(
            await findings(creature('inflicts prone save level 1001 modifies armor 1001 modifies armor 0 uses 1 per fight uses 2 per fight')),
        ).toEqual(['bad-save-dc: 1001', 'bad-stat-change: 1001', 'stat-change-zero: 0', 'duplicate-use-limit: uses 2 per fight']);
    });
    it('warns about an ability that does nothing', async () => {
        expect(await findings(creature('tags sweeping'))).toEqual(['ability-without-effect: Hex']);
    });
    it('is refused where the ruleset does not model the effect', async () => {
        const built = await build(creature('inflicts prone uses 1 per fight', 'plain'));
        expect(codes(built.diagnostics)).toEqual(['feature-unsupported', 'feature-unsupported']);
    });
    it('an effect alone makes an attack without damage no mistake', async () => {
        expect(await findings(`ruleset skirmish\ncreature Brute { hit_points 9 ${DEF} attack Trip { vs reflex inflicts prone } }\n`)).toEqual([]);
    });
});

describe('scripted uses, areas and moves', () => {
    it('refuses a use past its limit, at the use that would not happen', async () => {
        const src = `ruleset skirmish\ncharacter Kara { hit_points 22 ${DEF} attack Smite { vs armor damage 1d10 uses 1 per fight } }
creature Bandit { hit_points 12 ${DEF} attack Shortsword { vs armor damage 1d6 } }
encounter Fight { side heroes { Kara } side bandits { Bandit }
  round 1 { Kara: Smite -> Bandit }
  round 2 { Kara: Smite -> Bandit } }`;
        expect(await findings(src)).toEqual(['use-past-limit: Smite -> Bandit']);
    });
    it('aims area attacks at a zone, and only area attacks', async () => {
        expect(await findings(file('zone camp\n  round 1 { Kara: Sweep in camp }'))).toEqual([]);
        expect(await findings(file('zone camp\n  round 1 { Kara: Longsword in camp }'))).toEqual(['not-an-area-attack: camp']);
        expect(await findings(file('zone camp\n  round 1 { Kara: Sweep -> Bandit#1 in camp }'))).toEqual(['area-and-targets: Bandit#1']);
        expect(await findings(file('zone camp\n  round 1 { Kara: total_defense in camp }'))).toEqual(['area-needs-attack: camp']);
    });
    it('lets an ability that helps target an ally, but warns of an attack on one', async () => {
        expect(await findings(file('round 1 { Kara: Rally -> Kara }'))).toEqual([]);
        expect(await findings(file('round 1 { Kara: Longsword -> Kara }'))).toEqual(['attacks-ally: Kara']);
    });
    it('measures a scripted move: unreachable zones and moves longer than the speed', async () => {
        const sides = 'side heroes { Kara at ford }\n  side bandits { Bandit x2 at bank }';
        const zones = 'zone ford { distance bank 40 ft terrain difficult }\n  zone bank\n  zone island';
        expect(await findings(file(`${zones}\n  round 1 { Kara: sprint to bank }`, sides))).toEqual([]);
        expect(await findings(file(`${zones}\n  round 1 { Kara: move to bank }`, sides))).toEqual(['move-too-far: move to bank']);
        expect(await findings(file(`${zones}\n  round 1 { Kara: move to island }`, sides))).toEqual(['unreachable-zone: move to island']);
    });
    it('follows the mover from zone to zone across rounds', async () => {
        const sides = 'side heroes { Kara at ford }\n  side bandits { Bandit x2 at bank }';
        const zones = 'zone ford { distance bank 20 ft }\n  zone bank { distance hill 30 ft }\n  zone hill';
        // ford → bank (20 ft), then bank → hill (30 ft): each fits; ford → hill at once would be 50.
        expect(await findings(file(`${zones}\n  round 1 { Kara: move to bank }\n  round 2 { Kara: move to hill }`, sides))).toEqual([]);
        expect(await findings(file(`${zones}\n  round 1 { Kara: move to hill }`, sides))).toEqual(['move-too-far: move to hill']);
    });
    it('where the ruleset lets a mover stop on the way, says it arrives later', async () => {
        const unregisterStops = registerRuleset({ ...SKIRMISH, id: 'skirmish-stops', movement: { ...SKIRMISH.movement!, tooFar: 'stops' } });
        try {
            const sides = 'side heroes { Kara at ford }\n  side bandits { Bandit x2 at bank }';
            const built = await build(
                file('zone ford { distance bank 40 ft }\n  zone bank\n  round 1 { Kara: move to bank }', sides, 'skirmish-stops'),
            );
            expect(built.diagnostics.map(d => `${d.code}: ${rangeText(built.main, d)}`)).toEqual(['move-takes-rounds: move to bank']);
            expect(built.diagnostics[0].message).toContain('covers 30 ft with move; bank is 40 ft away');
        } finally {
            unregisterStops();
        }
    });
});

describe('optional targets and weapons of an action', () => {
    it("an action with optional targets takes none or one (Skirmish's move, after Rise's)", async () => {
        expect(await findings(file('round 1 { Kara: move }'))).toEqual([]);
        expect(await findings(file('round 1 { Kara: move -> Bandit#1 }'))).toEqual([]);
        expect(await findings(file('round 1 { Kara: move -> Bandit#1, Bandit#2 }'))).toEqual(['action-one-target: Bandit#2']);
    });
    it("an action with an optional weapon takes `using` or not (Skirmish's trip)", async () => {
        expect(await findings(file('round 1 { Kara: trip -> Bandit#1 }'))).toEqual([]);
        expect(await findings(file('round 1 { Kara: trip -> Bandit#1 using Longsword }'))).toEqual([]);
        expect(await findings(file('round 1 { Kara: total_defense using Longsword }'))).toEqual(['action-takes-no-weapon: Longsword']);
    });
});
