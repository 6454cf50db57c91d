/**
 * The v2 constructs that no built-in ruleset uses yet (called shots, dice shares, damage categories,
 * hazards, vehicles, modifier values), checked under a ruleset that has them all: what a ruleset
 * author gets for free by switching a feature on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRuleset } from '../../language/rulesets/registry.js';
import { rise } from '../../language/rulesets/rise/index.js';
import type { Ruleset } from '../../language/rulesets/ruleset.js';
import { build } from '../helpers.js';
import { summary } from './support.js';

const at = { file: 'test', section: 'Test' };
const SKETCHBOOK: Ruleset = {
    ...rise,
    id: 'sketchbook',
    name: 'Sketchbook',
    // Rise's own encounter checks reject the positions this sketchbook accepts.
    checkEncounter: undefined,
    features: {
        calledShots: true,
        targetShares: true,
        attackTraits: true,
        attackRoll: true,
        multipleDefenses: true,
        vehicles: true,
        positions: true,
    },
    bodyParts: [{ name: 'head', summary: 'The head.', cite: at }],
    damageCategories: [{ name: 'fire', summary: 'Fire.', cite: at }],
    hazards: [{ name: 'frost', summary: 'Frost.', cite: at }],
    combatantTags: [{ name: 'vehicle', summary: 'A vehicle.', cite: at }],
    modifiers: [
        { name: 'aim', value: 'dice', summary: 'An aim die.', cite: at },
        { name: 'cripple', value: 'number', summary: 'Cripple n.', cite: at },
        { name: 'advantage', summary: 'Advantage.', cite: at },
    ],
};

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const file = (encounter: string, extra = '') => `ruleset sketchbook
character Vessa { hit_points 20 ${DEF} attack Spin { vs armor roll 2d20 damage 1d6 category fire } ${extra} }
creature Goblin { hit_points 8 ${DEF} attack Stab { vs armor damage 1d4 } }
creature Cart { hit_points 30 ${DEF} tags vehicle attack Ram { vs armor damage 1d6 } }
encounter E {
${encounter}
}
`;
const sides = 'side a { Vessa } side b { Goblin x2 }';

/** `code «text» message` of every diagnostic of `text`. */
async function diagnostics(text: string): Promise<string[]> {
    const b = await build(text);
    return summary(b.main, b.diagnostics).sort();
}

describe('v2 constructs under a ruleset that has them', () => {
    let unregister: () => void;
    beforeAll(() => {
        unregister = registerRuleset(SKETCHBOOK);
    });
    afterAll(() => unregister());

    it('accepts every construct written right: no diagnostics', async () => {
        const text = file(`zone ford { distance bank 30 ft cover half hazard frost 5 }
zone bank
side a { Vessa at ford, Cart at bank }
side b { Goblin x2 at bank, Goblin aboard Cart }
round 1 { Vessa: Spin -> Goblin#1.head x1, Goblin#2 x1 with aim d6, cripple 2, advantage }`).replace(
            'Goblin x2 at bank, Goblin aboard Cart',
            'Goblin x2 at bank',
        );
        expect(await diagnostics(text)).toEqual([]);
    });

    it('unknown-body-part: a misspelt part, with its fix', async () => {
        expect(await diagnostics(file(`${sides}\nround 1 { Vessa: Spin -> Goblin#1.haed }`))).toEqual([
            "unknown-body-part «haed» Sketchbook has no body part 'haed'. Did you mean 'head'? Parts: head.",
        ]);
    });

    it('shares: each target needs one, each at least one die, adding up to the roll', async () => {
        expect(await diagnostics(file(`${sides}\nround 1 { Vessa: Spin -> Goblin#1 x2, Goblin#2 }`))).toEqual([
            'share-missing «Goblin#2» Give every target of a split attack its share of the dice (x1, x2...); target 2 has none.',
        ]);
        expect(await diagnostics(file(`${sides}\nround 1 { Vessa: Spin -> Goblin#1 x2, Goblin#2 x1 }`))).toEqual([
            'shares-do-not-add-up «Goblin#1 x2» The shares give out 3 dice, but Spin rolls 2.',
        ]);
        expect(await diagnostics(file(`${sides}\nround 1 { Vessa: Spin -> Goblin#1 x0, Goblin#2 x2 }`))).toEqual([
            'bad-share «x0» A share gives a target at least one die.',
        ]);
    });

    it('unknown-damage-category on attacks and on combatants', async () => {
        const text = file(sides, 'resists frie').replace('category fire', 'category fier');
        expect(await diagnostics(text)).toEqual([
            "unknown-damage-category «fier» Sketchbook has no damage category 'fier'. Did you mean 'fire'? Categories: fire.",
            "unknown-damage-category «frie» Sketchbook has no damage category 'frie'. Did you mean 'fire'? Categories: fire.",
        ]);
    });

    it('unknown-hazard and a negative hazard amount', async () => {
        expect(await diagnostics(file(`${sides}\nhazard forst -3`))).toEqual([
            "negative-distance «-3» A hazard's amount (feet fallen, rounds, damage) is 0 or more; -3 is not.",
            "unknown-hazard «forst» Sketchbook has no hazard 'forst'. Did you mean 'frost'? Hazards: frost.",
        ]);
    });

    it('aboard: the vehicle must be one combatant of the encounter, and not the rider itself', async () => {
        expect(await diagnostics(file('side a { Vessa, Cart aboard Cart } side b { Goblin }'))).toEqual([
            'aboard-self «Cart» A combatant cannot ride aboard itself.',
        ]);
        expect(await diagnostics(file('side a { Vessa aboard Goblin } side b { Goblin x2 }'))).toContainEqual(
            'not-in-encounter «Goblin» Goblin is not one combatant of this encounter.',
        );
    });

    it('modifier values: needed where the modifier takes one, of the right kind', async () => {
        expect(await diagnostics(file(`${sides}\nround 1 { Vessa: Spin -> Goblin#1 x1, Goblin#2 x1 with aim }`))).toEqual([
            "modifier-needs-value «aim» aim needs a dice: 'with aim d6'.",
        ]);
        expect(await diagnostics(file(`${sides}\nround 1 { Vessa: Spin -> Goblin#1 x1, Goblin#2 x1 with cripple d6 }`))).toEqual([
            "bad-modifier-value «d6» cripple takes a number, not 'd6'.",
        ]);
    });
});
