/** Messages between the parallel simulation driver and its worker threads. */
import type { DayTally } from '../engine/day-simulate.js';
import type { DayModel, EncounterModel } from '../engine/model.js';
import type { SimulationTally } from '../engine/simulate.js';

/** Given to every worker at start: one encounter to simulate, or a day (`day`). */
export type WorkerData =
    | { readonly encounter: EncounterModel; readonly ruleset: string; readonly seed: number }
    | { readonly day: DayModel; readonly ruleset: string; readonly seed: number };

/** Play runs `from` (included) to `to` (excluded); `chunk` numbers the stretch for the reply. */
export interface ChunkRequest {
    readonly chunk: number;
    readonly from: number;
    readonly to: number;
}

export type WorkerReply =
    | { readonly chunk: number; readonly tally: SimulationTally | DayTally; readonly runs: number }
    | { readonly chunk: number; readonly error: string };
