/**
 * The engine jobs of the playground (web/protocol.ts `EngineJob`), played in the engine worker:
 * - run: `runEncounter` and `renderRun` — the text the CLI and VS Code's output channel show;
 * - simulate: `tallyRuns` over stretches of runs, merged in order and summarised as the desktop's
 *   parallel simulation does (run i is seeded from (seed, i) and tallies are integer counts, so
 *   the stretches change nothing), then the report page of language/report/ — the same bytes as
 *   VS Code's report for the same encounter, runs and seed.
 */
import type { EncounterModel } from '../../language/engine/model.js';
import { renderRun } from '../../language/engine/render.js';
import { runEncounter } from '../../language/engine/runner.js';
import { checkRuns, emptyTally, mergeTallies, summariseTally, tallyRuns } from '../../language/engine/simulate.js';
import { renderReportHtml } from '../../language/report/html.js';
import { renderReportMarkdown } from '../../language/report/markdown.js';
import { buildReport } from '../../language/report/report-data.js';
import type { Ruleset } from '../../language/rulesets/ruleset.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import type { EngineJob, EngineMessage } from '../protocol.js';

/** Runs per stretch of a simulation: progress after each; small enough for a smooth bar. */
const STRETCH = 250;

function run(model: EncounterModel, ruleset: Ruleset, seed: number, post: (message: EngineMessage) => void): void {
    const result = runEncounter(model, ruleset, {
        seed,
        onRound: (round, roundLimit) => post({ kind: 'progress', done: round, total: roundLimit, unit: 'round' }),
    });
    post({ kind: 'log', ok: true, output: renderRun(result, 'text') });
}

function simulate(model: EncounterModel, ruleset: Ruleset, seed: number, runs: number, post: (message: EngineMessage) => void): void {
    checkRuns(runs);
    const started = performance.now();
    let tally = emptyTally(model);
    for (let from = 0; from < runs; from += STRETCH) {
        const to = Math.min(runs, from + STRETCH);
        tally = mergeTallies(tally, tallyRuns(model, ruleset, seed, from, to));
        post({ kind: 'progress', done: to, total: runs, unit: 'run' });
    }
    const summary = summariseTally(model, seed, tally);
    const data = { reports: [buildReport(model, ruleset, summary)] };
    const html = renderReportHtml(data);
    const markdown = renderReportMarkdown(data);
    post({ kind: 'report', title: model.name, html, markdown, ms: performance.now() - started });
}

/**
 * Plays `job`, posting progress messages and then exactly one result: a `log` for a run, a
 * `report` for a simulation, or `failed` (a run's failure is a `log` with `ok: false`, as on the
 * desktop). Never throws.
 */
export function playJob(job: EngineJob, post: (message: EngineMessage) => void): void {
    try {
        const ruleset = findRuleset(job.ruleset);
        if (!ruleset) throw new Error(`unknown ruleset '${job.ruleset}'`);
        if (job.kind === 'run') run(job.model, ruleset, job.seed, post);
        else simulate(job.model, ruleset, job.seed, job.runs, post);
    } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        post(job.kind === 'run' ? { kind: 'log', ok: false, output: `The run stopped: ${message}\n` } : { kind: 'failed', message });
    }
}
