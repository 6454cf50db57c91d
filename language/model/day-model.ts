/**
 * Builds the engine's `DayModel` (language/engine/model.ts) from a `day` of the syntax tree: its
 * fights (each encounter's model) and rests in order, once per document build.
 */
import type { DayModel, DayStep } from '../engine/model.js';
import type { Day, SeedDecl } from '../generated/ast.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { encounterModel } from './encounter-model.js';
import { cachedModel } from './model-cache.js';

/** The day as the engine runs it; fights whose encounter does not resolve are left out (validation reports them). */
export function dayModel(day: Day, ruleset: Ruleset): DayModel {
    return cachedModel(day, `day:${ruleset.id}`, () => ({
        name: day.name,
        ruleset: ruleset.id,
        party: day.party,
        seed: day.members.find((m): m is SeedDecl => m.$type === 'SeedDecl')?.value,
        steps: day.members.flatMap((m): DayStep[] => {
            if (m.$type === 'DayFight') return m.encounter?.ref ? [{ kind: 'fight', encounter: encounterModel(m.encounter.ref, ruleset) }] : [];
            if (m.$type === 'DayRest') return m.rest ? [{ kind: 'rest', rest: m.rest }] : [];
            return [];
        }),
    }));
}
