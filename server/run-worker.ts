/**
 * Runs one encounter (or a day) off the language server's main loop. Started by encounter-runs.ts with the
 * plain EncounterModel (or DayModel), the ruleset's id, the seed and the format; posts `{ kind: 'round' }`
 * messages as the run advances and one `{ kind: 'done' }` with the rendered log. Killing the worker
 * is how a run is cancelled.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runDay } from '../language/engine/day.js';
import { renderDay } from '../language/engine/day-render.js';
import type { DayModel, EncounterModel } from '../language/engine/model.js';
import { renderRun, type LogFormat } from '../language/engine/render.js';
import { runEncounter } from '../language/engine/runner.js';
import { findRuleset } from '../language/rulesets/registry.js';

/** What the server sends the worker: an encounter (`model`) or a day (`day`) to run. */
export interface RunJob {
    readonly model?: EncounterModel;
    readonly day?: DayModel;
    readonly ruleset: string;
    readonly seed: number;
    readonly format: LogFormat;
}

/** What the worker sends back. */
export type RunMessage =
    | { readonly kind: 'round'; readonly round: number; readonly roundLimit: number }
    | { readonly kind: 'done'; readonly ok: true; readonly output: string }
    | { readonly kind: 'done'; readonly ok: false; readonly output: string };

function work(job: RunJob): RunMessage {
    const ruleset = findRuleset(job.ruleset);
    if (!ruleset) return { kind: 'done', ok: false, output: `Unknown ruleset '${job.ruleset}'.\n` };
    try {
        if (job.day) return { kind: 'done', ok: true, output: renderDay(runDay(job.day, ruleset, { seed: job.seed }), job.format) };
        if (!job.model) return { kind: 'done', ok: false, output: 'Nothing to run.\n' };
        const result = runEncounter(job.model, ruleset, {
            seed: job.seed,
            onRound: (round, roundLimit) => parentPort?.postMessage({ kind: 'round', round, roundLimit } satisfies RunMessage),
        });
        return { kind: 'done', ok: true, output: renderRun(result, job.format) };
    } catch (error) {
        return { kind: 'done', ok: false, output: `The run stopped: ${error instanceof Error ? error.message : String(error)}\n` };
    }
}

parentPort?.postMessage(work(workerData as RunJob));
