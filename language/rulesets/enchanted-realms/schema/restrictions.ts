/**
 * The restrictions a combatant can be under (`is prone`, `inflicts frightened`, `removes bound`): the
 * seed's table as the ruleset's condition table, every effect, how it ends and what it cannot hold
 * with, from rules/restrictions-table.ts. Seed: 001_66230f9a082df360.txt §Restrictions in Combat.
 */
import type { ConditionSpec } from '../../ruleset.js';
import { RESTRICTIONS } from '../rules/restrictions-table.js';
import { at } from '../schema.js';

export const ER_CONDITIONS: readonly ConditionSpec[] = RESTRICTIONS.map(
    (r): ConditionSpec => ({
        name: r.name,
        summary: `${r.summary} Several restrictions never add up: the strongest of each adjustment applies.`,
        effects: r.effects,
        ends: r.ends,
        ...(r.excludes ? { excludes: r.excludes } : {}),
        ...(r.rating ? { rating: r.rating } : {}),
        ...(r.source ? { source: r.source } : {}),
        ...(r.assumption ? { assumption: r.assumption } : {}),
        cite: at('Restrictions in Combat'),
    }),
);
