/**
 * The `with` modifiers a scripted action may carry (advantage, cover, obscurement, thrown items, how
 * a touch is made…).
 * Seed: 001_66230f9a082df360.txt, the sections each entry cites.
 */
import type { ModifierSpec } from '../../ruleset.js';
import { THROWN_ITEMS } from '../rules/throwing-items.js';
import { at } from '../schema.js';

export const ER_MODIFIERS: readonly ModifierSpec[] = [
    {
        name: 'advantage',
        summary:
            'One more d20 in the pool (beyond the cap); cancels the die disadvantage takes, but not its rule against crits. The damage is still the hitting dice plus modifiers.',
        cite: at('Sneak Attacks'),
        assumption: "Option vantage_damage adds the public rules' +d3 (or d2, 2) to a hit; off by default, as in the seed.",
    },
    {
        name: 'disadvantage',
        summary: 'One d20 fewer (two keep-lower when none is left) and no crits; advantage gives the die back, yet a natural 20 still does not crit.',
        cite: at('Critical Hits'),
        assumption:
            'Removing a die is the public rules\'; the seed confirms "no crits at disadvantage" and "remaining dice". Option vantage_damage takes the public −d3 from a hit (0 then acts as a miss).',
    },
    { name: 'half_cover', summary: '+2 AC against ranged attacks and +2 on Agility saves against areas.', cite: at('Cover') },
    { name: 'three_quarters_cover', summary: '+5 AC against ranged attacks; friendly fire by default when others are near.', cite: at('Cover') },
    { name: 'full_cover', summary: 'Cannot be aimed at by ranged attacks; shots at it use friendly fire.', cite: at('Cover') },
    {
        name: 'obscured',
        value: 'number',
        summary: "A −n penalty on the attacker's dice (set by the spell or the GM), not a bonus to AC: `with obscured 3`.",
        cite: at('Obscurement'),
    },
    {
        name: 'stealth',
        value: 'number',
        summary:
            "The DC of the victim's second Perception check when a sneak attack closes to melee (`with stealth 14`); made, it removes the sneak die.",
        cite: at('Sneak Attacks'),
        assumption: 'Without it the DC is 15; the check is a Perception feat (d20 + modifier). The seed leaves the DC to the GM.',
    },
    {
        name: 'slick',
        summary: 'Rainy, icy or slick ground: +3 to the victim of a grapple, −3 to the victim of a shove or trip.',
        cite: at('Shoving and Tripping'),
    },
    {
        name: 'friendly_fire',
        summary:
            "On a miss into a crowd, a d10 over up to 8 numbered creatures (9, 10 and empty numbers hit nothing); the same dice, moved 2 forward, are compared with the new target's AC.",
        cite: at('Friendly Fire'),
    },
    {
        name: 'grapple',
        summary: 'A touch-based spell delivered by a grappling competition instead of a touch attack: the victim is touched, not held.',
        cite: at('Touch-based Effects'),
    },
    {
        name: 'sleight_of_hand',
        summary:
            'A touch-based spell delivered by a feat (d20 + Agility modifier) against 10 + the victim\'s Agility modifier + its AC "other"; 4 over the DC goes unnoticed.',
        cite: at('Touch-based Effects'),
    },
    ...THROWN_ITEMS.map(
        (item): ModifierSpec => ({
            name: item.name,
            summary: `The item thrown by throw_item: ${item.damage ? (item.damage.sides ? `d${item.damage.sides}` : `${item.damage.flat}`) : 'no'} damage, ${item.note}.`,
            cite: at('Throwing Items'),
        }),
    ),
];
