/**
 * What a limited use comes back after (`uses 1 per short_rest`) and the rests a day may hold. The
 * seed's combat chapter has no rests: they are the public rules' "Recovery", cited at the seed's
 * Shackling section (being brought to zero Body, the wounds a rest heals). Assumptions marked.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from '../schema.js';

const RECOVERY =
    'The seed says nothing of rests; this follows the public rules (enchantedrpg.com, Recovery): a day restores 4 + the Resilience / Judgment / Muse modifier of Body / Mind / Spirit.';

export const ER_USE_PERIODS: readonly RuleDoc[] = [
    { name: 'fight', summary: 'Comes back at the start of every fight.', cite: at('Combat Detailed') },
    { name: 'short_rest', summary: 'Comes back after a short rest or a long rest.', cite: at('Shackling'), assumption: RECOVERY },
    { name: 'long_rest', summary: 'Comes back only after a long rest.', cite: at('Shackling'), assumption: RECOVERY },
];

export const ER_RESTS: readonly RuleDoc[] = [
    {
        name: 'short_rest',
        summary:
            'An hour of downtime: Body, Mind and Spirit each regain about a quarter of their daily allotment (4–5 → 1, 6–7 → 2, 8–9 → 2, 10–11 → 3, 12 → 3), once until a long rest; uses per short_rest come back. The fallen stay down.',
        cite: at('Shackling'),
        assumption: RECOVERY,
    },
    {
        name: 'long_rest',
        summary:
            'Eight hours with six of sleep: Body, Mind and Spirit regain the rest of their daily allotment (4 + the modifier, less what a short rest drew); uses per short_rest and long_rest come back; maimed, poisoned and drowsy end. The fallen stay down.',
        cite: at('Shackling'),
        assumption: `${RECOVERY} Which restrictions a night ends, and that a character brought to 0 Body stays out for the day, are ours.`,
    },
];
