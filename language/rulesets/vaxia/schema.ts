/**
 * Vaxia / Sirian's vocabulary — stats, skills, vehicles, actions, conditions, rests, options,
 * tactics, hazards and rule topics — explained in our own words, each with the section of the seed it comes from
 * (004_941aee309a07cd38.txt, the Vaxia ruling guides) and an assumption where the seed is silent.
 * The lists live in schema/ by what they name; the options, the one source of their names, values
 * and defaults, live here.
 */
import type { OptionSpec } from '../ruleset.js';
import { at } from './schema/cite.js';

export { VAXIA_ACTIONS, VAXIA_MODIFIERS, VAXIA_TACTICS } from './schema/actions.js';
export { VAXIA_CONDITIONS, VAXIA_RESTS } from './schema/conditions.js';
export { VAXIA_SEED } from './schema/cite.js';
export {
    VAXIA_ATTACK_STATS,
    VAXIA_ATTACK_TAGS,
    VAXIA_COMBATANT_TAGS,
    VAXIA_DAMAGE_CATEGORIES,
    VAXIA_STAT_GROUPS,
    VAXIA_STATS,
    VAXIA_VEHICLE_STATS,
} from './schema/combatants.js';
export { VAXIA_HAZARDS, VAXIA_OUTCOMES, VAXIA_TOPICS } from './schema/topics.js';

/** The options: the one source of their names, values and defaults (read by options.ts). */
export const VAXIA_OPTIONS = [
    {
        name: 'pp_rounding',
        values: ['nearest', 'floor'],
        default: 'nearest',
        summary: 'How PP become whole numbers before damage and subtraction.',
        cite: at('Ruling Narration'),
        assumption: 'the seed never rounds; the public dice ruler shows PP to the nearest whole number, halves away from zero.',
    },
    {
        name: 'duration_rounding',
        values: ['floor', 'nearest'],
        default: 'floor',
        summary: 'How PP/7 durations (staying conscious, lasting effects) become whole rounds.',
        cite: at('Staying Conscious'),
        assumption: 'the seed’s one example (15 PP → 2 rounds) fits both; the public ruler displays PP/7 to the nearest.',
    },
    {
        name: 'mishap',
        values: ['failsby_over_50', 'never'],
        default: 'failsby_over_50',
        summary: 'A two-trait ruling whose combined margin is below −50 is a mishap (a backlash for the narration).',
        cite: at('The Quality of Success and Failure'),
        assumption: 'the threshold is the public dice ruler’s; the seed speaks only of extreme failures (25+).',
    },
    {
        name: 'legacy_magic',
        values: ['off', 'on'],
        default: 'off',
        summary:
            'The superseded magic ruling: spells against 25 + the defending stats (metamagic 45 + the caster’s), with mundane defenses ruled in two parts.',
        cite: at('History of Magic Ruling'),
    },
    {
        name: 'metamagic_difficulty',
        values: ['stat', 'might'],
        default: 'stat',
        summary: 'Legacy metamagic: 45 plus the opposing caster’s INT and SPI stats, or their mights.',
        cite: at('History of Magic Ruling'),
        assumption: 'the seed says "might" once and then excludes the caster’s magic skill; stats by default.',
        // Metamagic is the superseded ruling's alone: without it this option changes nothing (option-has-no-effect).
        onlyWith: { option: 'legacy_magic', values: ['on'] },
    },
    {
        name: 'metamagic_partial',
        values: ['allowed', 'not_allowed'],
        default: 'allowed',
        summary: 'Whether a reshape or redirect short of the caster’s PP partly succeeds (the spell hits neither target).',
        cite: at('History of Magic Ruling'),
        onlyWith: { option: 'legacy_magic', values: ['on'] },
    },
    {
        name: 'multi_action_penalty',
        values: ['20', '10', '15', '25', '30', '0'],
        default: '20',
        summary: 'Every might of a post loses this much per extra action (never below 1).',
        cite: at('Using Your Stats and Skills'),
        assumption: 'the seed points to a guide it does not include; 20 is the public dice ruler’s default.',
    },
    {
        name: 'order_of_actions',
        values: ['simultaneous', 'speed'],
        default: 'simultaneous',
        summary: 'Whether a round’s actions land together, or in the order set by the PP of their speed stats (DEX, or INT for magic).',
        cite: at('Order of Actions'),
    },
    {
        name: 'stay_conscious',
        values: ['hardcore', 'characters', 'never'],
        default: 'hardcore',
        summary:
            'Who rolls to stay conscious on crossing 0 LIF when the script does not say (a scripted stay_conscious always does): those with a hardcore skill, every character, or nobody.',
        cite: at('Staying Conscious'),
        assumption: 'the seed leaves the wish to the player.',
    },
    {
        name: 'frost',
        values: ['lif_damage', 'dex_penalty'],
        default: 'lif_damage',
        summary: 'Extreme cold as LIF damage, or as a stacking DEX penalty.',
        cite: at('Environmental Damage Base Damage Chart'),
    },
] as const satisfies readonly OptionSpec[];
