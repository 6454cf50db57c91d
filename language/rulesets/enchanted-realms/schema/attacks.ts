/**
 * What an attack of a stat block may state beyond its roll: its weight, to-hit and the points a spell
 * costs (attack stats), and its properties (attack tags). Seed: 001_66230f9a082df360.txt, the sections
 * each entry cites.
 */
import type { RuleDoc, StatSpec } from '../../ruleset.js';
import { at } from '../schema.js';

export const ER_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'weight',
        min: 0,
        max: 10,
        fallback: 0,
        summary: "The weapon's weight, added once to the damage of a hitting attack.",
        cite: at('The Attack'),
    },
    {
        name: 'to_hit',
        min: -20,
        max: 30,
        fallback: 0,
        summary: 'Added to every die before it is compared with AC (obscurement, thrown-magic Agility bonus, shaken −2).',
        cite: at('Obscurement'),
    },
    {
        name: 'water_range',
        min: 0,
        max: 1000,
        fallback: 0,
        summary:
            'Feet an archery weapon (tag `ranged`, not `thrown`) shoots under water, and only straight: at a target in its own zone or in one a written distance joins to it. 0: its own zone only.',
        cite: at('Restrictions in Combat'),
        assumption: 'The seed says the range is limited without a number: the GM states it per weapon.',
    },
    {
        name: 'area_save',
        min: 0,
        max: 100,
        fallback: 0,
        summary:
            'The DC of the Agility preservation save each creature in the zone makes against an area effect (tag `area`); cover adds its bonus (+2 half, +5 three-quarters or full) against a thrower outside the zone. Made: unaffected. 0: no save.',
        cite: at('Cover'),
        assumption: 'The seed says only "some sort of a save"; a made save avoiding the whole effect is ours.',
    },
    {
        name: 'mind_cost',
        min: 0,
        max: 1000,
        fallback: 0,
        summary: 'Mind points the spell (a sorcery axiom) costs; a touch spell spends them only once its touch lands.',
        cite: at('Touch-based Effects'),
    },
    {
        name: 'spirit_cost',
        min: 0,
        max: 1000,
        fallback: 0,
        summary: 'Spirit points the spell (a priestly incantation) costs; a touch spell spends them only once its touch lands.',
        cite: at('Touch-based Effects'),
    },
];

export const ER_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'light', summary: 'A light weapon: usable for sneak attacks; resisting its disarm costs 2 Body.', cite: at('Sneak Attacks') },
    {
        name: 'reach',
        summary: 'A reach weapon: usable for sneak attacks (closing in still allows a second Perception check).',
        cite: at('Sneak Attacks'),
    },
    { name: 'heavy', summary: 'A heavy weapon: resisting its disarm costs 4 Body.', cite: at('Weapon Negation') },
    {
        name: 'shield',
        summary:
            'A shield used to strike: with the shield-blitz skill (`tags shield_blitz` on the combatant) it follows a weapon attack on the same target in the same turn, as its own attack.',
        cite: at('The Attack'),
    },
    {
        name: 'polearm',
        summary: 'With the polearms skill and piercing damage, allows the impalement reaction against a charge of 25 ft or more.',
        cite: at('Impalement Maneuver'),
    },
    {
        name: 'ranged',
        summary: 'A ranged weapon: never crits unless a rule grants it; cover adds to the AC; a miss into a crowd may use friendly fire.',
        cite: at('Critical Hits'),
    },
    {
        name: 'crits',
        summary:
            'A skill, the weapon or a circumstance grants crits: a natural 20 in the pool adds one crit d20 (beyond the cap), chaining on its own 20s; each hitting crit die adds d3. Never while the attacker is at disadvantage, even when advantage cancels its die.',
        cite: at('Critical Hits'),
    },
    {
        name: 'ranged_crits',
        summary: 'A skill or item lets this ranged weapon crit after all (ranged weapons never do by default); use it with crits.',
        cite: at('Critical Hits'),
    },
    {
        name: 'thrown',
        summary:
            'A weapon thrown by hand (a dagger, a javelin): usable while bound, useless under water. Ranged weapons without it shoot ammunition or work a mechanism.',
        cite: at('Throwing Items'),
    },
    {
        name: 'savage',
        summary:
            'A natural weapon of savage form (claws, a bite, a tail): never dropped or disarmed, untouched by bound limbs; a defender with one hurts its grappler (1 point on a raw 8+ of its d12).',
        cite: at('Uncommon Conditions'),
    },
    {
        name: 'spell',
        summary:
            'A spell (an axiom, an incantation, a cantrip): it states its own damage formula, costs mind_cost or spirit_cost, and a caster holding its breath or nauseated cannot cast it.',
        cite: at('Throwing Items'),
    },
    {
        name: 'silent',
        summary: 'A spell that can be cast in silence: held breath, asphyxiation and water do not stop it.',
        cite: at('Restrictions in Combat'),
    },
    {
        name: 'thrown_magic',
        summary:
            "Magic hurled at a foe: the spell's own d20 against AC, + the Agility modifier with ranged fighting or + the Agility score with hurling; the damage is the spell's.",
        cite: at('Throwing Items'),
    },
    {
        name: 'touch',
        summary:
            'Delivered by touch: an ally next to the caster, or a foe hit by a touch attack (a d20 against AC, no damage; `with grapple` or `with sleight_of_hand` instead); the spell follows as a reaction.',
        cite: at('Touch-based Effects'),
    },
    {
        name: 'area',
        summary:
            'An area effect (a smoke, a fireblast): aimed at a zone (`Sleep_Smoke in camp`), it reaches everyone standing there, friend or foe, each making the `area_save` if it has one. Thrown, it lands where aimed ("close enough").',
        cite: at('Throwing Items'),
    },
    {
        name: 'exceeds_cap',
        summary: 'A rule (a skill, a magic weapon) lets this attack roll more than five skill dice.',
        cite: at('Critical Hits'),
    },
];
