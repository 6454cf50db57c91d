/**
 * Examples: what one run of each example encounter costs — thread CPU time per run (µs), seeds
 * 1..N, no log — beside the same measurement of the engine as it was before the tactical layer
 * (commit 11c63c1). Issue 21's bar: on the examples that existed then, a run costs at most 1.2×
 * what it did. CPU time rather than wall time, so that other processes' load hardly moves it.
 *
 * The earlier figures come from this file bundled against 11c63c1 and run in the same process as
 * today's engine, the two alternating (see EARLIER_US); `npm run bench` measures today's only.
 */
import { tallyRuns } from '../../language/engine/simulate.js';
import { exampleModel } from './paladins-bench.js';
import { cpuNow, gc, type Row } from './timing.js';

/**
 * µs per run of each example's first encounter at 11c63c1, on the 2-core machine, measured with
 * this file bundled against that commit and alternated with today's engine in one process
 * (2026-11-26, a busy machine: the mean of two or three runs' medians; expect ±10%).
 */
export const EARLIER_US: Readonly<Record<string, number>> = {
    'rise/ambush-at-the-ford': 50.5,
    'rise/iron-golem': 37.4,
    'rise/ogre-bridge': 17.2,
    'paladins/ambush-on-the-pass': 82.7,
    'paladins/ash-and-blood': 39.5,
    'paladins/stamina-duel': 31.3,
    'rpgstuck/called-shots': 41.4,
    'rpgstuck/grapple': 51.2,
    'rpgstuck/imp-horde': 41.6,
    'enchanted-realms/crit-chains': 55.7,
    'enchanted-realms/grapple-in-the-mud': 31.2,
    'enchanted-realms/sneak-from-cover': 27.3,
    'vaxia/duel': 66.8,
    'vaxia/mage-vs-blocker': 28.6,
    'vaxia/vehicle-hazard': 106.9,
};

/** The examples that existed at 11c63c1 (the bar is about them), by folder and file. */
export const EARLIER_EXAMPLES = [
    'rise/ambush-at-the-ford',
    'rise/iron-golem',
    'rise/ogre-bridge',
    'paladins/ambush-on-the-pass',
    'paladins/ash-and-blood',
    'paladins/stamina-duel',
    'rpgstuck/called-shots',
    'rpgstuck/grapple',
    'rpgstuck/imp-horde',
    'enchanted-realms/crit-chains',
    'enchanted-realms/grapple-in-the-mud',
    'enchanted-realms/sneak-from-cover',
    'vaxia/duel',
    'vaxia/mage-vs-blocker',
    'vaxia/vehicle-hazard',
] as const;

/** A function that plays `runs` seeded runs of an example's first encounter. */
export type ExamplePlayer = (runs: number) => void;

/** A player of `runs` simulated runs (seed 1, as `strife simulate` tallies them) of an example's first encounter. */
export async function examplePlayer(root: string, example: string): Promise<ExamplePlayer> {
    const { model, ruleset } = await exampleModel(root, `examples/${example}.strife`);
    return runs => {
        tallyRuns(model, ruleset, 1, 0, runs);
    };
}

/** CPU µs per run of `play` over `runs` runs: the median of `reps` samples after a warm-up. */
export function microsPerRun(play: ExamplePlayer, runs: number, reps: number): number {
    play(Math.min(runs, 2000));
    const samples: number[] = [];
    for (let i = 0; i < reps; i++) {
        gc();
        const t = cpuNow();
        play(runs);
        samples.push(((cpuNow() - t) * 1000) / runs);
    }
    return samples.sort((a, b) => a - b)[reps >> 1];
}

/** One row per earlier example: today's µs per run, the earlier figure, and the ratio against the 1.2× bar. */
export async function examplesBench(opts: { root: string; runs: number; reps: number }): Promise<Row[]> {
    const rows: Row[] = [];
    for (const example of EARLIER_EXAMPLES) {
        const us = microsPerRun(await examplePlayer(opts.root, example), opts.runs, opts.reps);
        const earlier = EARLIER_US[example];
        rows.push({
            group: 'examples',
            name: `a run of ${example} (CPU µs)`,
            unit: 'µs',
            reps: opts.reps,
            median: us,
            min: us,
            ...(earlier ? { bar: `≤ 1.2 × ${earlier.toFixed(1)} µs`, limit: 1.2 * earlier } : {}),
            note: earlier ? `${(us / earlier).toFixed(2)}× the run at 11c63c1 (${earlier.toFixed(1)} µs)` : 'no earlier figure',
        });
    }
    return rows;
}
