/**
 * RPGStuck's rule options: the one place their names, allowed values (default first) and defaults
 * are written (`options.ts` reads them with the shared option reader). Each is where the seed offers
 * two readings, contradicts itself or is silent (000_7e14385943d7d1e7.txt).
 */
import type { OptionSpec } from '../../ruleset.js';
import { AIM, at, CRIT } from './cite.js';

export const RPGSTUCK_OPTIONS = [
    {
        name: 'crit_rule',
        values: ['double_total', 'double_dice'],
        default: 'double_total',
        summary: 'A crit rolls double the dice and doubles modifiers, or rolls normally and doubles the total. Same mean, different spread.',
        cite: at(CRIT),
    },
    {
        name: 'head_crit',
        values: ['head_text', 'trace_example'],
        default: 'head_text',
        summary:
            'The seed contradicts itself: the Head entry gives crits on the head +50% more (crit + head + Trace = 300%, 10 → 40); the Trace example counts 250% (10 → 35).',
        cite: at('Common Called Shot Targets'),
    },
    {
        name: 'overflow',
        values: ['2P', 'level'],
        default: '2P',
        summary: 'What each die step past 2d12 (or 2d12 / 3d12) adds: 2P or the level.',
        cite: at('Damage Dice'),
    },
    {
        name: 'advantage_stack',
        values: ['flat_once', 'per_extra'],
        default: 'flat_once',
        summary: 'Stacked advantage or disadvantage: two d20 plus ±4 once, or ±4 per source beyond the first.',
        cite: at('Aim and Block Dice'),
        assumption: 'the seed only names "the +4 or −4" of a stack.',
    },
    {
        name: 'crit_range_needs_hit',
        values: ['yes', 'no'],
        default: 'yes',
        summary: 'Whether a crit-range face (not a nat 20) must still meet the defense to crit.',
        cite: at(CRIT),
        assumption: 'only the nat 20 is said to hit regardless.',
    },
    {
        name: 'aim_block_cancel',
        values: ['smallest', 'largest'],
        default: 'smallest',
        summary: 'Which dice go first when aim and block dice cancel one for one.',
        cite: at(AIM),
        assumption: 'the seed does not say.',
    },
    {
        name: 'aim_die',
        values: ['d4', 'd6', 'd2'],
        default: 'd4',
        summary: 'The aim die the Aim minor action gives.',
        cite: at(AIM),
        assumption: 'the seed does not give its size.',
    },
    {
        name: 'avert_die',
        values: ['d4', 'd6', 'd2'],
        default: 'd4',
        summary: 'The block die Avert gives.',
        cite: at('Resting and Limited Abilities'),
        assumption: 'the seed names Avert without an effect.',
    },
    {
        name: 'rounding',
        values: ['down', 'nearest', 'up'],
        default: 'down',
        summary: 'How fractional damage from percentages and halving rounds.',
        cite: at(CRIT),
        assumption: "the seed's examples are all whole.",
    },
    {
        name: 'hit_die_average',
        values: ['round_up', 'round_down'],
        default: 'round_up',
        summary: 'The hit die average per level (d8: 5 or 4).',
        cite: at('Hit Points and Stats'),
        assumption: 'the seed says "average".',
    },
] as const satisfies readonly OptionSpec[];
