/**
 * Simulation over worker threads. A `SimulationPool` keeps its threads for as long as its owner
 * wants them (a whole sweep or search of `strife balance`, the server's difficulty as you type):
 * each encounter is sent to a thread once, then stretches ("chunks") of its runs are handed to idle
 * threads and their tallies added up. Tallies are integer counts and run i always uses
 * `SeededRng.seedForRun(seed, i)`, so any split of the runs over any number of threads gives the same
 * tally (`mergeTallies` is exact), and the summary is the same whatever the number of workers.
 * Uses node:worker_threads directly (see ARCHITECTURE.md, Decisions).
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type DaySimulationSummary, type DayTally, summariseDayTally } from '../engine/day-simulate.js';
import type { DayModel, EncounterModel } from '../engine/model.js';
import { checkRuns, type SimulationSummary, type SimulationTally, summariseTally } from '../engine/simulate.js';
import { findRuleset } from '../rulesets/registry.js';
import type { ToWorker, WorkerReply } from './protocol.js';
import { emptyTallyOf, mergeTallyOf, type Subject, type SubjectTally, tallyStretch } from './subject.js';

/** Most worker threads one simulation may start (`--workers` above this is refused). */
export const MAX_WORKERS = 64;
/** Below this many runs per worker, starting a thread (~50 ms) costs more than it saves. */
const RUNS_PER_WORKER = 2000;

export interface ParallelOptions {
    /** Worker threads; 0 plays every run on this thread. Default: one per core, fewer for few runs. Ignored with `pool`. */
    readonly workers?: number;
    /** The bundled worker script; default: out/simulation/worker.cjs beside this bundle's folder. */
    readonly workerFile?: string;
    /** Threads to use instead of starting (and ending) new ones for this simulation. */
    readonly pool?: SimulationPool;
    /** Called as runs complete (at least once per chunk), with runs done and the total. */
    readonly onProgress?: (done: number, total: number) => void;
    /** Aborting stops the simulation (its own threads are ended); the promise then rejects with the signal's reason. */
    readonly signal?: AbortSignal;
}

/** The worker count used when none is asked for: one per core, but none for small simulations. */
export function defaultWorkers(runs: number): number {
    return runs < RUNS_PER_WORKER ? 0 : Math.max(1, Math.min(cores(), Math.floor(runs / RUNS_PER_WORKER)));
}

/** The machine's cores (what a pool that lives long is sized by). */
export function cores(): number {
    return os.availableParallelism?.() ?? os.cpus().length;
}

/** Chunk size of a stretch of `runs` runs: about a hundredth, at least 250 (a chunk's message costs ~0.1 ms). */
export function chunkSize(runs: number): number {
    return Math.max(250, Math.ceil(runs / 100));
}

/**
 * Where the chunks of `total` runs end (each chunk starts where the one before ended, the first at
 * 0): chunks of `chunkSize(total)`, then, over the last four chunks' worth per thread, smaller and
 * smaller ones, so that the `threads` threads finish together. With chunks of one size the threads,
 * each holding two, could finish up to two chunks apart (measured: one of two threads idle ~25 ms
 * at the end of 100,000 Rise runs). Any split tallies the same (the merges are exact), so the
 * answer does not depend on it.
 * @param threads the threads sharing the chunks (0 or 1: no tapering is needed).
 */
export function chunkEnds(total: number, threads: number): number[] {
    const size = chunkSize(total);
    // Taper over the last 4 × threads full chunks: below that, each chunk is what is left divided by
    // 4 × threads, down to a floor where a message would cost more than it saves.
    const taperFrom = threads > 1 ? 4 * threads * size : 0;
    const floor = Math.max(50, Math.ceil(size / 8));
    const ends: number[] = [];
    let at = 0;
    while (at < total) {
        const left = total - at;
        const step = left > taperFrom ? size : Math.max(floor, Math.ceil(left / (4 * threads)));
        at = Math.min(total, at + step);
        ends.push(at);
    }
    return ends;
}

/** Where the bundled worker is: out/simulation/worker.cjs, beside the CLI's out/cli and the server's out/server. */
export function defaultWorkerFile(): string {
    return path.join(__dirname, '..', 'simulation', 'worker.cjs');
}

/**
 * Simulates `runs` runs of `encounter` from `seed`, spread over worker threads (the pool's, or
 * threads started for this simulation and ended after it).
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
    const tally = await tallyOnPool(rulesetId, runs, runs, options, pool => pool.job(encounter, rulesetId, seed));
    return summariseTally(encounter, seed, tally);
}

/**
 * Simulates `runs` runs of an adventuring day from `seed` (`tallyDays`), spread over worker threads
 * like {@link simulateParallel}: the same stretches for any worker count, so the same summary. A
 * day's run costs about as much as its fights, which the default worker count weighs.
 * @throws as simulateParallel.
 */
export async function simulateDayParallel(
    day: DayModel,
    rulesetId: string,
    runs: number,
    seed: number,
    options: ParallelOptions = {},
): Promise<DaySimulationSummary> {
    const fights = Math.max(1, day.steps.filter(s => s.kind === 'fight').length);
    const tally = await tallyOnPool(rulesetId, runs, runs * fights, options, pool => pool.dayJob(day, rulesetId, seed));
    return summariseDayTally(day, seed, tally);
}

/**
 * Tallies runs 0..`runs` of the job `jobOn` makes, on the given pool or on one started for it (sized
 * by `weight`, the work counted in fights) and closed after: what an encounter's and a day's
 * simulation share.
 */
async function tallyOnPool<T extends SubjectTally>(
    rulesetId: string,
    runs: number,
    weight: number,
    options: ParallelOptions,
    jobOn: (pool: SimulationPool) => SimulationJob<T>,
): Promise<T> {
    checkRuns(runs);
    if (!findRuleset(rulesetId)) throw new Error(`unknown ruleset ${rulesetId}`);
    const pool = options.pool ?? new SimulationPool(Math.min(options.workers ?? defaultWorkers(weight), runs), options.workerFile);
    const job = jobOn(pool);
    try {
        return await job.tally(0, runs, options);
    } finally {
        job.release();
        if (!options.pool) await pool.close();
    }
}

/** What one `SimulationJob.tally` call may be given. */
export interface TallyOptions {
    readonly onProgress?: (done: number, total: number) => void;
    readonly signal?: AbortSignal;
}

interface Task {
    readonly id: number;
    readonly job: SimulationJob<SubjectTally>;
    readonly from: number;
    readonly to: number;
    readonly done: (reply: WorkerReply) => void;
    cancelled: boolean;
}

interface PoolWorker {
    readonly worker: Worker;
    /** Tasks sent and not answered yet. */
    readonly inFlight: Map<number, Task>;
    /** Jobs whose encounter this worker holds. */
    readonly known: Set<number>;
}

/**
 * Worker threads that play stretches of runs of any number of jobs (encounter + ruleset + seed).
 * The threads start on first use and live until `close()`; a pool of size 0 plays every run on the
 * calling thread (yielding between stretches). A failed thread fails every pending tally and the
 * pool with it.
 */
export class SimulationPool {
    private readonly workers: PoolWorker[] = [];
    private readonly queue: Task[] = [];
    private nextJob = 1;
    private nextTask = 1;
    private failure: Error | undefined;
    private closed = false;

    /**
     * @param size threads, 0 to MAX_WORKERS (0: the calling thread plays the runs).
     * @param background the threads run at the lowest scheduling priority (Linux; elsewhere as
     *   usual), so that the thread which started them — the language server answering keystrokes —
     *   gets the CPU first (difficulty as you type).
     * @throws RangeError for a size outside 0..MAX_WORKERS.
     */
    constructor(
        readonly size: number,
        private readonly workerFile: string = defaultWorkerFile(),
        private readonly background = false,
    ) {
        if (!Number.isInteger(size) || size < 0 || size > MAX_WORKERS) throw new RangeError(`workers must be between 0 and ${MAX_WORKERS}.`);
    }

    /** A job of this pool: `encounter` under the ruleset `rulesetId` from `seed`. Release it when done. */
    job(encounter: EncounterModel, rulesetId: string, seed: number): SimulationJob<SimulationTally> {
        return new SimulationJob<SimulationTally>(this, this.nextJob++, { encounter }, rulesetId, seed);
    }

    /** A job of this pool: the adventuring day `day` under the ruleset `rulesetId` from `seed`. Release it when done. */
    dayJob(day: DayModel, rulesetId: string, seed: number): SimulationJob<DayTally> {
        return new SimulationJob<DayTally>(this, this.nextJob++, { day }, rulesetId, seed);
    }

    /** Ends the threads; tallies still pending reject. */
    async close(): Promise<void> {
        if (this.closed) return;
        this.closed = true;
        this.fail(new Error('the simulation pool was closed'));
        await Promise.all(this.workers.map(w => w.worker.terminate()));
        this.workers.length = 0;
    }

    /** @internal Queues the stretches of a tally and starts feeding the threads. */
    enqueue(job: SimulationJob<SubjectTally>, from: number, to: number, done: (reply: WorkerReply) => void): Task {
        const task: Task = { id: this.nextTask++, job, from, to, done, cancelled: false };
        if (this.failure) {
            done({ task: task.id, error: this.failure.message });
            return task;
        }
        this.queue.push(task);
        this.start();
        this.pump();
        return task;
    }

    /** @internal Drops queued tasks that were cancelled. */
    dropCancelled(): void {
        for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].cancelled) this.queue.splice(i, 1);
    }

    /** @internal Tells the threads holding `job`'s encounter to drop it. */
    forget(job: SimulationJob<SubjectTally>): void {
        for (const w of this.workers) {
            if (w.known.delete(job.id)) w.worker.postMessage({ kind: 'forget', job: job.id } satisfies ToWorker);
        }
    }

    private start(): void {
        if (this.workers.length > 0 || this.closed) return;
        for (let i = 0; i < this.size; i++) {
            // A larger young generation: a run allocates many short-lived objects, and fewer scavenges
            // cut the simulation's time by about a tenth.
            const worker = new Worker(this.workerFile, {
                resourceLimits: { maxYoungGenerationSizeMb: 64 },
                workerData: { background: this.background },
            });
            const entry: PoolWorker = { worker, inFlight: new Map(), known: new Set() };
            this.workers.push(entry);
            worker.on('message', (reply: WorkerReply) => {
                const task = entry.inFlight.get(reply.task);
                entry.inFlight.delete(reply.task);
                if (task && !task.cancelled) task.done(reply);
                this.pump();
            });
            worker.on('error', error => this.fail(error));
            worker.on('exit', code => {
                if (!this.closed) this.fail(new Error(`a simulation worker stopped with code ${code}`));
            });
        }
    }

    /** Two stretches in flight per thread: the next is already queued in the thread when it finishes one. */
    private pump(): void {
        if (this.size === 0) {
            this.pumpInline();
            return;
        }
        for (const w of this.workers) {
            while (w.inFlight.size < 2 && this.queue.length > 0) {
                const task = this.queue.shift()!;
                if (task.cancelled) continue;
                if (!w.known.has(task.job.id)) {
                    w.known.add(task.job.id);
                    const { subject, rulesetId, seed } = task.job;
                    w.worker.postMessage({ kind: 'job', job: task.job.id, subject, ruleset: rulesetId, seed } satisfies ToWorker);
                }
                w.inFlight.set(task.id, task);
                w.worker.postMessage({ kind: 'chunk', job: task.job.id, task: task.id, from: task.from, to: task.to } satisfies ToWorker);
            }
        }
    }

    private inlineScheduled = false;

    /** Size 0: one stretch at a time on this thread, yielding to the event loop between them (so an abort can land). */
    private pumpInline(): void {
        if (this.inlineScheduled) return;
        this.inlineScheduled = true;
        setImmediate(() => {
            this.inlineScheduled = false;
            const task = this.queue.shift();
            if (!task) return;
            if (!task.cancelled) {
                let reply: WorkerReply;
                try {
                    const ruleset = findRuleset(task.job.rulesetId);
                    if (!ruleset) throw new Error(`unknown ruleset ${task.job.rulesetId}`);
                    reply = { task: task.id, tally: tallyStretch(task.job.subject, ruleset, task.job.seed, task.from, task.to) };
                } catch (error) {
                    reply = { task: task.id, error: error instanceof Error ? error.message : String(error) };
                }
                task.done(reply);
            }
            if (this.queue.length > 0) this.pumpInline();
        });
    }

    private fail(error: Error): void {
        this.failure ??= error;
        const pending = [...this.queue, ...this.workers.flatMap(w => [...w.inFlight.values()])];
        this.queue.length = 0;
        for (const w of this.workers) w.inFlight.clear();
        for (const task of pending) if (!task.cancelled) task.done({ task: task.id, error: error.message });
    }
}

/**
 * One encounter (or day), ruleset and seed on a pool: tally any stretch of its runs, as often as
 * needed. `T` is the tally its subject gives: `SimulationTally` for an encounter, `DayTally` for a day.
 */
export class SimulationJob<T extends SubjectTally = SimulationTally> {
    constructor(
        private readonly pool: SimulationPool,
        readonly id: number,
        readonly subject: Subject,
        readonly rulesetId: string,
        readonly seed: number,
    ) {}

    /**
     * The tally of runs `from` (included) to `to` (excluded): the same counts whatever the pool's
     * size, so tallies of adjacent stretches merge into the tally of their union.
     * @throws the abort reason when `options.signal` aborts (queued stretches are dropped, the
     * threads stay); Error when a thread fails.
     */
    tally(from: number, to: number, options: TallyOptions = {}): Promise<T> {
        const { signal, onProgress } = options;
        const total = to - from;
        const merge = (a: SubjectTally, b: SubjectTally) => mergeTallyOf(this.subject, a, b);
        if (total <= 0) return Promise.resolve(emptyTallyOf(this.subject) as T);
        return new Promise((resolve, reject) => {
            if (signal?.aborted) return reject(signal.reason);
            const ends = chunkEnds(total, this.pool.size);
            const results: SubjectTally[] = [];
            const tasks: Task[] = [];
            let received = 0;
            let done = 0;
            let settled = false;
            const count = ends.length;
            const finish = (error?: unknown) => {
                if (settled) return;
                settled = true;
                signal?.removeEventListener('abort', onAbort);
                if (error === undefined) {
                    try {
                        return resolve(results.reduce(merge, emptyTallyOf(this.subject)) as T);
                    } catch (failure) {
                        // Only a worker bundle from another build answers in a shape this one cannot read.
                        error = new Error(
                            `could not add up the simulation workers' tallies (is out/simulation/worker.cjs from another build? run npm run build): ${failure instanceof Error ? failure.message : String(failure)}`,
                        );
                    }
                }
                for (const t of tasks) t.cancelled = true;
                this.pool.dropCancelled();
                reject(error);
            };
            const onAbort = () => finish(signal?.reason ?? new Error('the simulation was cancelled'));
            signal?.addEventListener('abort', onAbort, { once: true });
            for (let k = 0; k < count; k++) {
                const start = from + (k === 0 ? 0 : ends[k - 1]);
                const end = from + ends[k];
                tasks.push(
                    this.pool.enqueue(this as SimulationJob<SubjectTally>, start, end, reply => {
                        if (settled) return;
                        if ('error' in reply) return finish(new Error(`a simulation worker failed: ${reply.error}`));
                        results[k] = reply.tally;
                        done += reply.tally.runs;
                        onProgress?.(done, total);
                        if (++received === count) finish();
                    }),
                );
            }
        });
    }

    /** The job is done: the threads drop its encounter. */
    release(): void {
        this.pool.forget(this as SimulationJob<SubjectTally>);
    }
}
