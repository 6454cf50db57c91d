/**
 * One encounter (or day) run off the language server's main loop, played by the engine worker
 * (worker.ts: the same bundle as the simulation's, started with the job as its `run` data). The
 * server's encounter-runs.ts sends the plain EncounterModel (or DayModel), the ruleset's id, the seed
 * and the format; the run reports `{ kind: 'round' }` as it advances and ends with one `{ kind: 'done' }`
 * holding the rendered log. Terminating the worker is how a run is cancelled. No Langium here.
 */
import { runDay } from '../engine/day.js';
import { renderDay } from '../engine/day-render.js';
import type { DayModel, EncounterModel } from '../engine/model.js';
import type { LogFormat } from '../engine/render.js';
import { runStreamed } from '../engine/render-stream.js';
import { findRuleset } from '../rulesets/registry.js';

/** The longest log a run in the editor may write (characters); a longer run stops, saying so. */
export const MAX_RUN_OUTPUT_CHARS = 64 * 1024 * 1024;

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

/**
 * Plays `job`, telling `post` each round as it begins; returns the `done` message (a failure says why
 * in its output, never throws). Output past MAX_RUN_OUTPUT_CHARS stops the run, saying so.
 */
export function playRunJob(job: RunJob, post: (message: RunMessage) => void): RunMessage {
    const ruleset = findRuleset(job.ruleset);
    if (!ruleset) return { kind: 'done', ok: false, output: `Unknown ruleset '${job.ruleset}'.\n` };
    try {
        const tooLong = () =>
            new Error(
                `its log passed ${MAX_RUN_OUTPUT_CHARS / (1024 * 1024)} million characters, more than the editor shows; \`strife run\` in a terminal writes it out as it goes.`,
            );
        if (job.day) {
            const output = renderDay(runDay(job.day, ruleset, { seed: job.seed }), job.format);
            if (output.length > MAX_RUN_OUTPUT_CHARS) throw tooLong();
            return { kind: 'done', ok: true, output };
        }
        if (!job.model) return { kind: 'done', ok: false, output: 'Nothing to run.\n' };
        // Rendered as it is played: only the output is held, never the whole log with its dice; and
        // the output is bounded, as it travels to the editor in one message.
        const chunks: string[] = [];
        let size = 0;
        runStreamed(
            job.model,
            ruleset,
            { seed: job.seed, onRound: (round, roundLimit) => post({ kind: 'round', round, roundLimit }) },
            job.format,
            chunk => {
                size += chunk.length;
                if (size > MAX_RUN_OUTPUT_CHARS) throw tooLong();
                chunks.push(chunk);
            },
        );
        return { kind: 'done', ok: true, output: chunks.join('') };
    } catch (error) {
        return { kind: 'done', ok: false, output: `The run stopped: ${error instanceof Error ? error.message : String(error)}\n` };
    }
}
