/**
 * Simulation over worker threads: the runs are cut into stretches ("chunks") whose size depends only
 * on the number of runs, handed to idle workers, and their tallies merged in chunk order. Tallies are
 * integer counts and run i always uses `SeededRng.forRun(seed, i)`, so the summary is the same
 * whatever the number of workers. Uses node:worker_threads directly (see ARCHITECTURE.md, Decisions).
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type DaySimulationSummary, type DayTally, emptyDayTally, mergeDayTallies, summariseDayTally, tallyDays } from '../engine/day-simulate.js';
import type { DayModel, EncounterModel } from '../engine/model.js';
import { checkRuns, emptyTally, mergeTallies, type SimulationSummary, type SimulationTally, summariseTally, tallyRuns } from '../engine/simulate.js';
import { findRuleset } from '../rulesets/registry.js';
import type { ChunkRequest, WorkerData, WorkerReply } from './protocol.js';

/** Most worker threads one simulation may start (`--workers` above this is refused). */
export const MAX_WORKERS = 64;
/** Below this many runs per worker, starting a thread (~50 ms) costs more than it saves. */
const RUNS_PER_WORKER = 2000;

export interface ParallelOptions {
    /** Worker threads; 0 plays every run on this thread. Default: one per core, fewer for few runs. */
    readonly workers?: number;
    /** The bundled worker script; default: out/simulation/worker.cjs beside this bundle's folder. */
    readonly workerFile?: string;
    /** Called as runs complete (at least once per chunk), with runs done and the total. */
    readonly onProgress?: (done: number, total: number) => void;
    /** Aborting terminates the workers; the promise then rejects with the signal's reason. */
    readonly signal?: AbortSignal;
}

/** The worker count used when none is asked for: one per core, but none for small simulations. */
export function defaultWorkers(runs: number): number {
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    return runs < RUNS_PER_WORKER ? 0 : Math.max(1, Math.min(cores, Math.floor(runs / RUNS_PER_WORKER)));
}

/** Chunk size: a function of the run count only (so merges are identical for any worker count). */
export function chunkSize(runs: number): number {
    return Math.max(250, Math.ceil(runs / 100));
}

/** Where the bundled worker is: out/simulation/worker.cjs, beside the CLI's out/cli and the server's out/server. */
export function defaultWorkerFile(): string {
    return path.join(__dirname, '..', 'simulation', 'worker.cjs');
}

/**
 * Simulates `runs` runs of `encounter` from `seed`, spread over worker threads.
 * @throws RangeError for runs outside 1..MAX_RUNS or workers outside 0..MAX_WORKERS; Error when a
 * worker fails; the abort reason when `signal` aborts.
 */
export async function simulateParallel(
    encounter: EncounterModel,
    rulesetId: string,
    runs: number,
    seed: number,
    options: ParallelOptions = {},
): Promise<SimulationSummary> {
    checkRuns(runs);
    const ruleset = findRuleset(rulesetId);
    if (!ruleset) throw new Error(`unknown ruleset ${rulesetId}`);
    const workers = Math.min(options.workers ?? defaultWorkers(runs), runs);
    if (!Number.isInteger(workers) || workers < 0 || workers > MAX_WORKERS) throw new RangeError(`workers must be between 0 and ${MAX_WORKERS}.`);
    const chunks = chunksOf(runs);
    options.signal?.throwIfAborted();
    const tallies: SimulationTally[] =
        workers === 0
            ? chunks.map(c => {
                  const tally = tallyRuns(encounter, ruleset, seed, c.from, c.to);
                  options.onProgress?.(c.to, runs);
                  return tally;
              })
            : await runOnWorkers<SimulationTally>(chunks, { encounter, ruleset: rulesetId, seed }, workers, runs, options);
    return summariseTally(encounter, seed, tallies.reduce(mergeTallies, emptyTally(encounter)));
}

/**
 * Simulates `runs` runs of an adventuring day from `seed` (`tallyDays`), spread over worker threads
 * like {@link simulateParallel}: the same chunks for any worker count, so the same summary.
 * @throws as simulateParallel.
 */
export async function simulateDayParallel(
    day: DayModel,
    rulesetId: string,
    runs: number,
    seed: number,
    options: ParallelOptions = {},
): Promise<DaySimulationSummary> {
    checkRuns(runs);
    const ruleset = findRuleset(rulesetId);
    if (!ruleset) throw new Error(`unknown ruleset ${rulesetId}`);
    const workers = Math.min(options.workers ?? defaultWorkers(runs * dayFights(day)), runs);
    if (!Number.isInteger(workers) || workers < 0 || workers > MAX_WORKERS) throw new RangeError(`workers must be between 0 and ${MAX_WORKERS}.`);
    const chunks = chunksOf(runs);
    options.signal?.throwIfAborted();
    const tallies: DayTally[] =
        workers === 0
            ? chunks.map(c => {
                  const tally = tallyDays(day, ruleset, seed, c.from, c.to);
                  options.onProgress?.(c.to, runs);
                  return tally;
              })
            : await runOnWorkers<DayTally>(chunks, { day, ruleset: rulesetId, seed }, workers, runs, options);
    return summariseDayTally(day, seed, tallies.reduce(mergeDayTallies, emptyDayTally(day)));
}

/** A day's fights: a day run costs about as much as that many single fights (for the default worker count). */
function dayFights(day: DayModel): number {
    return Math.max(1, day.steps.filter(s => s.kind === 'fight').length);
}

function chunksOf(runs: number): ChunkRequest[] {
    const size = chunkSize(runs);
    const chunks: ChunkRequest[] = [];
    for (let from = 0, chunk = 0; from < runs; from += size, chunk++) chunks.push({ chunk, from, to: Math.min(runs, from + size) });
    return chunks;
}

function runOnWorkers<T>(chunks: readonly ChunkRequest[], data: WorkerData, count: number, runs: number, options: ParallelOptions): Promise<T[]> {
    return new Promise((resolve, reject) => {
        const results: T[] = new Array(chunks.length);
        const pool: Worker[] = [];
        let next = 0;
        let received = 0;
        let done = 0;
        let settled = false;
        const finish = (error?: unknown) => {
            if (settled) return;
            settled = true;
            options.signal?.removeEventListener('abort', onAbort);
            for (const w of pool) void w.terminate();
            if (error !== undefined) reject(error);
            else resolve(results);
        };
        const onAbort = () => finish(options.signal?.reason ?? new Error('the simulation was cancelled'));
        options.signal?.addEventListener('abort', onAbort, { once: true });
        const feed = (worker: Worker) => {
            if (next < chunks.length) worker.postMessage(chunks[next++]);
        };
        for (let i = 0; i < count; i++) {
            // A larger young generation: a run allocates many short-lived objects, and fewer scavenges
            // cut the simulation's time by about a tenth.
            const worker = new Worker(options.workerFile ?? defaultWorkerFile(), {
                workerData: data,
                resourceLimits: { maxYoungGenerationSizeMb: 64 },
            });
            pool.push(worker);
            worker.on('message', (reply: WorkerReply) => {
                if ('error' in reply) return finish(new Error(`a simulation worker failed: ${reply.error}`));
                results[reply.chunk] = reply.tally as T;
                done += reply.runs;
                options.onProgress?.(done, runs);
                if (++received === chunks.length) finish();
                else feed(worker);
            });
            worker.on('error', error => finish(error));
            worker.on('exit', code => {
                if (!settled && code !== 0) finish(new Error(`a simulation worker stopped with code ${code}`));
            });
            // Two stretches in flight per worker: the next is already queued in the worker when it
            // finishes one, so it never waits for the main thread (which shares the cores).
            feed(worker);
            feed(worker);
        }
    });
}
