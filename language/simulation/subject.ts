/**
 * What a simulation plays, run after run: one encounter (`tallyRuns`) or one adventuring day
 * (`tallyDays`). The pool, its worker threads and its inline path tally either through here, so a
 * day is simulated by the same machinery — the same stretches, the same exact merges, the same
 * result for any number of threads — as an encounter.
 */
import { type DayTally, emptyDayTally, mergeDayTallies, tallyDays } from '../engine/day-simulate.js';
import type { DayModel, EncounterModel } from '../engine/model.js';
import { emptyTally, mergeTallies, type SimulationTally, tallyRuns } from '../engine/simulate.js';
import type { RulesetRuntime } from '../engine/contract.js';

export type Subject = { readonly encounter: EncounterModel } | { readonly day: DayModel };

export type SubjectTally = SimulationTally | DayTally;

/** The tally of runs `from` (included) to `to` (excluded) of `subject` seeded with `seed`. */
export function tallyStretch(subject: Subject, ruleset: RulesetRuntime, seed: number, from: number, to: number): SubjectTally {
    return 'day' in subject ? tallyDays(subject.day, ruleset, seed, from, to) : tallyRuns(subject.encounter, ruleset, seed, from, to);
}

/** No runs yet. */
export function emptyTallyOf(subject: Subject): SubjectTally {
    return 'day' in subject ? emptyDayTally(subject.day) : emptyTally(subject.encounter);
}

/** The tally of two disjoint stretches of `subject`'s runs. */
export function mergeTallyOf(subject: Subject, a: SubjectTally, b: SubjectTally): SubjectTally {
    return 'day' in subject ? mergeDayTallies(a as DayTally, b as DayTally) : mergeTallies(a as SimulationTally, b as SimulationTally);
}
