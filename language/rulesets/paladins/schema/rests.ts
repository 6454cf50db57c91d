/**
 * The rests a Paladins day may put between fights, and the periods a limited use comes back
 * after, each saying what it restores. The rules they apply are rules/resting.ts.
 * Source: 002_508f9552a4514e32.txt §Types (Rest), §Health Damage; the short and long rest are the
 * public rules' (assumptions, in docs/rulesets/paladins.md §Days).
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

const PUBLIC_RESTS =
    "the seed's only rest is the action of §Types; the short and long rest are the public rules' (the checks page names the long rest; a later healing page: a short rest of 10 minutes restores HEA, STA and WIL and heals conditions, a long rest of 8 hours does the same and more). Wounds, skills and luster are not modelled.";

export const PALADINS_RESTS: readonly RuleDoc[] = [
    {
        name: 'rest',
        summary:
            "The seed's rest action, taken once between fights: one turn of only free actions. Its start is a turn's (bleeding and burning hurt, saves are rolled, a dying member makes a death save); its end regains 2d4 STA, plus d4 + END STA and MIN WIL of regeneration (nothing was spent), and a drained pool recovers d8 + END. Nothing else comes back.",
        cite: at('Types'),
        assumption: 'between fights the rest action is one turn, resolved as in a fight; unconscious members take no turn and regain nothing.',
    },
    {
        name: 'short_rest',
        summary:
            'Ten minutes of rest: HEA, STA and WIL back to their maximum, every condition ends, an unconscious member wakes (its death saves thrown out). Uses `per short_rest` come back. The dead stay dead.',
        cite: at('Health Damage'),
        assumption: PUBLIC_RESTS,
    },
    {
        name: 'long_rest',
        summary:
            'Eight hours of sleep: everything a short rest restores, and uses `per long_rest` (and `per short_rest`) come back. The dead stay dead.',
        cite: at('Health Damage'),
        assumption: PUBLIC_RESTS,
    },
];

export const PALADINS_USE_PERIODS: readonly RuleDoc[] = [
    {
        name: 'fight',
        summary: 'The uses come back at the end of every fight.',
        cite: at('Sequence'),
        assumption:
            'the seed has no limited uses; they are written for the class abilities a GM adds, and counted per fight, short rest or long rest.',
    },
    {
        name: 'short_rest',
        summary: 'The uses come back after a short or a long rest of a day (not after the rest action).',
        cite: at('Health Damage'),
        assumption: PUBLIC_RESTS,
    },
    {
        name: 'long_rest',
        summary: 'The uses come back after a long rest of a day.',
        cite: at('Health Damage'),
        assumption: PUBLIC_RESTS,
    },
];
