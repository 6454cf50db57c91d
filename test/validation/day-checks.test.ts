/**
 * Checks of an adventuring day (language/validation/day-checks.ts), against a test ruleset that
 * carries a party (Rise's vocabulary with `features.days` and two rests); a ruleset that cannot
 * carry one refuses a day with `feature-unsupported`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../language/rulesets/registry.js';
import { rise } from '../../language/rulesets/rise/index.js';
import type { Ruleset } from '../../language/rulesets/ruleset.js';
import { build, rangeText } from '../helpers.js';

const cite = { file: '003_66faa831a56df10d.txt', section: 'Recover' };
const CAMPAIGN: Ruleset = {
    ...rise,
    id: 'campaign',
    name: 'Campaign',
    features: { ...rise.features, days: true },
    rests: [
        { name: 'short_rest', summary: 'Ten minutes.', cite },
        { name: 'long_rest', summary: 'A night.', cite },
    ],
};

/** The same vocabulary without days: a day is refused. */
const ONE_SHOT: Ruleset = { ...CAMPAIGN, id: 'oneshot', name: 'One-shot', features: { ...CAMPAIGN.features, days: false } };

let unregister: (() => void)[] = [];
beforeAll(() => {
    unregister = [registerRuleset(CAMPAIGN), registerRuleset(ONE_SHOT)];
});
afterAll(() => {
    for (const u of unregister) u();
});

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const FILE = (day: string, ruleset = 'campaign') => `ruleset ${ruleset}
character Kara { hit_points 22 ${DEF} attack Longsword { vs armor damage 1d10 } }
character Doran { hit_points 18 ${DEF} attack Spear { vs armor damage 1d8 } }
creature Bandit { hit_points 12 ${DEF} attack Shortsword { vs armor damage 1d6 } }
encounter Ambush { side heroes { Kara, Doran } side bandits { Bandit x2 } tactics attack_first }
encounter "Ogre bridge" { side heroes { Kara, Doran } side bandits { Bandit } tactics attack_first }
encounter Alone { side heroes { Kara } side bandits { Bandit } tactics attack_first }
encounter Elsewhere { side party { Kara } side bandits { Bandit } tactics attack_first }
${day}
`;

async function findings(src: string): Promise<string[]> {
    const built = await build(src);
    return built.diagnostics.map(d => `${d.code}: ${rangeText(built.main, d)}`);
}

describe('days', () => {
    it('accepts fights by name or string, with the ruleset’s rests between them', async () => {
        expect(await findings(FILE('day Road for heroes { seed 3 fight Ambush short_rest fight "Ogre bridge" long_rest }'))).toEqual([]);
    });
    it('names an unknown rest with did-you-mean, and an unknown encounter', async () => {
        const built = await build(FILE('day Road for heroes { fight Ambush short_rst fight "Ogre brige" }'));
        expect(built.diagnostics.map(d => `${d.code}: ${rangeText(built.main, d)}`)).toEqual([
            'unresolved-reference: "Ogre brige"',
            'unknown-rest: short_rst',
        ]);
        expect(built.diagnostics[0].message).toContain("Did you mean 'Ogre bridge'?");
        expect((built.diagnostics[0].data as { fixes: { newText: string }[] }).fixes[0].newText).toBe('"Ogre bridge"');
        expect(built.diagnostics[1].message).toContain("Did you mean 'short_rest'?");
    });
    it('needs a fight, the party side in every fight, and the same party throughout', async () => {
        expect(await findings(FILE('day Road for heroes { short_rest }'))).toEqual(['day-without-fights: Road']);
        expect(await findings(FILE('day Road for heroes { fight Ambush fight Elsewhere }'))).toEqual(['day-party-missing: Elsewhere']);
        const built = await build(FILE('day Road for heroes { fight Ambush fight Alone }'));
        expect(built.diagnostics.map(d => `${d.code}: ${rangeText(built.main, d)}`)).toEqual(['day-party-mismatch: Alone']);
        expect(built.diagnostics[0].message).toContain('here heroes is Kara, in');
    });
    it('is refused where the ruleset cannot carry a party', async () => {
        expect(await findings(FILE('day Road for heroes { fight Ambush }', 'oneshot'))).toEqual(['feature-unsupported: Road']);
    });
});
