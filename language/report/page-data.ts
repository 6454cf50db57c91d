/** What a report page shows: one simulation, or two side by side with their comparison. */
import type { Comparison } from './compare.js';
import type { EncounterReport } from './report-data.js';

export interface PageData {
    readonly reports: readonly EncounterReport[];
    /** With two reports: the second against the first. */
    readonly comparison?: Comparison;
}
