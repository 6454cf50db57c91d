/**
 * Parallel simulation: 100,000 runs of the 4-against-6 Rise encounter through `simulateParallel`
 * (worker threads, one per core), wall time from the call to the summary, worker start-up
 * included. Bar (issue 14): ≤ 3 s on the 2-core machine.
 */
import { defaultWorkers, simulateParallel } from '../../language/simulation/parallel.js';
import { fourVsSixModel } from './engine-bench.js';
import { now, type Row } from './timing.js';

export async function simulateBench(opts: { runs: number; reps: number }): Promise<Row[]> {
    const { model, ruleset } = await fourVsSixModel();
    const workers = defaultWorkers(opts.runs);
    const samples: number[] = [];
    let note = '';
    for (let i = 0; i < opts.reps; i++) {
        const t = now();
        const summary = await simulateParallel(model, ruleset.id, opts.runs, 1, { workers });
        samples.push(now() - t);
        note = `${workers} workers; ${summary.sides.map(s => `${s.side} ${(s.rate * 100).toFixed(1)}%`).join(', ')}; ${summary.rounds.mean.toFixed(2)} rounds/run`;
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return [
        {
            group: 'engine',
            name: `simulate ${opts.runs} runs 4v6, parallel`,
            unit: 'ms',
            reps: opts.reps,
            median: sorted[sorted.length >> 1],
            min: sorted[0],
            bar: '≤ 3000 ms',
            limit: 3000,
            note: `${Math.round((opts.runs * 1000) / sorted[sorted.length >> 1])} runs/s; ${note}`,
        },
    ];
}
