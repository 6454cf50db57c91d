/** A day's simulation as a report shows it: the summary, its ruleset and title. */
export interface DayReport {
    readonly title: string;
    readonly ruleset: string;
    readonly summary: DaySimulationSummary;
}

/** What a report page shows: one simulation, or two side by side with their comparison; or a day's. */
import type { DaySimulationSummary } from '../engine/day-simulate.js';
import type { Comparison } from './compare.js';
import type { EncounterReport } from './report-data.js';

export interface PageData {
    readonly reports: readonly EncounterReport[];
    /** With two reports: the second against the first. */
    readonly comparison?: Comparison;
    /** A simulated adventuring day (then `reports` is empty). */
    readonly day?: DayReport;
}
