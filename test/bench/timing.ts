/** Timing helpers for the benchmarks: wall-clock samples in milliseconds, and their statistics. */

/** Set by run.mjs when it can expose the collector; called before every sample. */
let collect: (() => void) | undefined;

export function setGc(gc: (() => void) | undefined): void {
    collect = gc;
}

export function gc(): void {
    collect?.();
}

export function now(): number {
    return Number(process.hrtime.bigint()) / 1e6;
}

/** CPU time of this thread (ms): unlike wall time, hardly affected by other processes' load. */
export function cpuNow(): number {
    const u = process.threadCpuUsage?.() ?? process.cpuUsage();
    return (u.user + u.system) / 1000;
}

export interface Stats {
    readonly samples: number[];
    /** Median thread CPU time of the samples (ms), when measured. */
    readonly cpu?: number;
    readonly median: number;
    readonly min: number;
    readonly max: number;
    /** The first sample (a cold run when there was no warm-up). */
    readonly first: number;
}

export function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function stats(samples: number[], cpuSamples?: number[]): Stats {
    const sorted = [...samples].sort((a, b) => a - b);
    return {
        samples,
        cpu: cpuSamples && median(cpuSamples),
        median: median(samples),
        min: sorted[0],
        max: sorted[sorted.length - 1],
        first: samples[0],
    };
}

/** Runs `fn` `warmup` times untimed, then `reps` times timed (a collection before each). */
export function measure(fn: () => void, reps: number, warmup = 1): Stats {
    for (let i = 0; i < warmup; i++) fn();
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < reps; i++) {
        gc();
        const c = cpuNow();
        const t = now();
        fn();
        samples.push(now() - t);
        cpu.push(cpuNow() - c);
    }
    return stats(samples, cpu);
}

/**
 * As {@link measure}, for async work; `setup` runs untimed before each call and gives its input.
 * `collect: false` skips the collection before each sample (for small requests on a big heap,
 * where a full collection costs far more than the request).
 */
export async function measureAsync<T>(
    setup: () => T | Promise<T>,
    fn: (input: T) => unknown,
    reps: number,
    warmup = 1,
    collect = true,
): Promise<Stats> {
    const samples: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < warmup + reps; i++) {
        const input = await setup();
        if (collect) gc();
        const c = cpuNow();
        const t = now();
        await fn(input);
        const dt = now() - t;
        const dc = cpuNow() - c;
        if (i >= warmup) {
            samples.push(dt);
            cpu.push(dc);
        }
    }
    return stats(samples, cpu);
}

/**
 * One row of the results table, printed as `work | now | budget | anchor | PASS/FAIL`: `name` is
 * the work, `now` is the median (or `value`, a ratio, when there is one), `bar` the budget and
 * `anchor` what the same work costs in the reference it is compared with (a hand loop, stock
 * Langium). Suites return these; run.mjs prints them and writes bench/results.json.
 */
export interface Row {
    readonly group: string;
    readonly name: string;
    /** What one sample measures, e.g. "ns/die", "ms", "runs/s". */
    readonly unit: string;
    readonly reps: number;
    readonly median: number;
    readonly min: number;
    /** Median CPU time of this thread per sample (ms), when the unit is ms. */
    readonly cpu?: number;
    /** Human-readable bar, e.g. "≤ 5x raw"; empty when the row is informational. */
    readonly bar?: string;
    /** The value compared with the bar (defaults to the median). */
    readonly value?: number;
    readonly limit?: number;
    /** True when a smaller value is better (default). */
    readonly lowerIsBetter?: boolean;
    /** The reference's figure for the same work, in words with its unit (e.g. "stock Langium 41 ms"). */
    readonly anchor?: string;
    readonly note?: string;
}
