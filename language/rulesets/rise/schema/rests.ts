/**
 * Rise's periods of limited uses (`uses 1 per short_rest`) and the rests of a day of fights, each
 * saying what it restores (../rules/resting.ts applies them).
 * Source: 003_66faa831a56df10d.txt §Recover (once per short rest), §Removing Vital Wounds (a long
 * rest removes one vital wound); the rest is the Rise core book's, marked as assumptions.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

export const RISE_USE_PERIODS: readonly RuleDoc[] = [
    { name: 'fight', summary: 'The uses come back at the start of every fight.', cite: at('Combat Time') },
    {
        name: 'short_rest',
        summary: 'The uses come back with a short rest (or a long one), like recover’s; in a single fight it is the same as per fight.',
        cite: at('Recover'),
    },
    {
        name: 'long_rest',
        summary: 'The uses come back only with a long rest; in a single fight it is the same as per fight.',
        cite: at('Removing Vital Wounds'),
    },
];

export const RISE_RESTS: readonly RuleDoc[] = [
    {
        name: 'short_rest',
        summary:
            'A short rest between fights: hit points and damage resistance back to their maximum (damage resistance as vital wounds limit it), recover and uses per short rest available again, and the conditions and stat changes effects left end. Fatigue and vital wounds stay.',
        cite: at('Recover'),
        assumption:
            'the seed says only that recover comes back with a short rest; the hit points, damage resistance and conditions a short rest restores are the Rise core book’s.',
    },
    {
        name: 'long_rest',
        summary:
            'A long rest: everything a short rest restores, fatigue back to 0, uses per long rest available again, and one vital wound removed — the most harmful first (the lowest vital roll).',
        cite: at('Removing Vital Wounds'),
        assumption: 'the player chooses which wound goes: Strife removes the lowest roll first; fatigue clearing is the Rise core book’s.',
    },
];
