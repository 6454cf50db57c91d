/**
 * An adventuring day simulated (issue 29): the six-fight Rise example day
 * (examples/rise/the-long-road.strife) run 10,000 times through `simulateDayParallel` (worker
 * threads, the default count), wall time from the call to the summary, worker start-up included.
 * Bar: ≤ 3 s on the 2-core machine.
 */
import * as path from 'node:path';
import { NodeFileSystem } from 'langium/node';
import type { DaySimulationSummary } from '../../language/engine/day-simulate.js';
import { tuneCompilerForSimulation } from '../../language/simulation/compiler-tuning.js';
import { defaultWorkers, simulateDayParallel } from '../../language/simulation/parallel.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { prepareDay } from '../../language/workspace/day-service.js';
import { loadAndBuild } from '../../language/workspace/load-documents.js';
import { now, type Row } from './timing.js';

export async function dayBench(opts: { root: string; runs: number; reps: number }): Promise<Row[]> {
    const { shared } = createStrifeServices(NodeFileSystem);
    const { roots, all } = await loadAndBuild(shared, [path.join(opts.root, 'examples/rise/the-long-road.strife')]);
    const prepared = prepareDay(roots[0], all, undefined, d => d.uri.fsPath);
    if (!prepared.ok) throw new Error(`the day benchmark's file does not run: ${prepared.message}`);
    const fights = prepared.model.steps.filter(s => s.kind === 'fight').length;
    const workers = defaultWorkers(opts.runs * fights);
    const samples: number[] = [];
    let last: DaySimulationSummary | undefined;
    // The V8 settings `strife simulate` gives its workers (compiler-tuning.ts), put back after.
    const untune = tuneCompilerForSimulation();
    try {
        for (let i = 0; i < opts.reps; i++) {
            const t = now();
            last = await simulateDayParallel(prepared.model, prepared.ruleset.id, opts.runs, 12, { workers });
            samples.push(now() - t);
        }
    } finally {
        untune();
    }
    const sorted = samples.sort((a, b) => a - b);
    const played = last ? last.fights.reduce((n, f) => n + f.reached, 0) : 0;
    return [
        {
            group: 'engine',
            name: `simulate a ${fights}-fight day ${opts.runs} times, parallel`,
            unit: 'ms',
            reps: opts.reps,
            median: sorted[sorted.length >> 1],
            min: sorted[0],
            bar: '≤ 3000 ms',
            limit: 3000,
            note: `${workers} workers; the party gets through ${((last?.rate ?? 0) * 100).toFixed(1)}%; ${played.toFixed(2)} fights/day played`,
        },
    ];
}
