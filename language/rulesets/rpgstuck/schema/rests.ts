/**
 * What a limited use comes back after, and the rests of an adventuring day, each saying what it
 * restores. Source: 000_7e14385943d7d1e7.txt §Resting and Limited Abilities, §Limited Use Abilities.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at, LIMITED } from './cite.js';

export const RPGSTUCK_USE_PERIODS: readonly RuleDoc[] = [
    {
        name: 'strife',
        summary: 'Per strife: the uses come back at the start of every fight.',
        cite: at('Limited Use Abilities'),
    },
    {
        name: 'short_rest',
        summary: 'Per short rest: the uses come back after a short rest in which at least P hit dice were spent, or a long rest.',
        cite: at(LIMITED),
    },
    {
        name: 'long_rest',
        summary: 'Per long rest: the uses come back only after a long rest.',
        cite: at('Limited Use Abilities'),
    },
];

export const RPGSTUCK_RESTS: readonly RuleDoc[] = [
    {
        name: 'short_rest',
        summary:
            "Up to an hour of calm. A conscious character spends hit dice (d hit_die + CON each, of its level's worth) while below its maximum HP, healing what they roll and one point of stat damage each; per-short-rest uses come back if it spent at least P dice in the sitting. Temporary HP are gone.",
        cite: at(LIMITED),
        assumption:
            'a character has as many hit dice as its level; it spends them while hurt, and up to P of them when that recharges an ability; an unconscious character spends none; temporary HP last one hour, so not past a rest.',
    },
    {
        name: 'long_rest',
        summary:
            'Eight hours or more. A character with at least 1 HP regains every hit die, all HP and every use, its maximum HP reduction and stat damage are undone; one long rest a day (a second gives nothing).',
        cite: at(LIMITED),
    },
];
