/**
 * Parallel simulation: 100,000 runs of the 4-against-6 Rise encounter through `simulateParallel`
 * (worker threads, one per core), wall time from the call to the summary, worker start-up
 * included, with the V8 settings `strife simulate` gives its workers (compiler-tuning.ts), put back
 * after. Bar (issue 27, was 3 s in issue 14): ≤ 1.5 s on the 2-core machine. Then the report of that simulation —
 * what the editor shows once the last run is in: the verdict, damage from 300 replayed runs, a
 * typical run, the page with its charts. Bar: ≤ 1 s.
 */
import type { SimulationSummary } from '../../language/engine/simulate.js';
import { renderReportHtml } from '../../language/report/html.js';
import { buildReport } from '../../language/report/report-data.js';
import { tuneCompilerForSimulation } from '../../language/simulation/compiler-tuning.js';
import { defaultWorkers, simulateParallel } from '../../language/simulation/parallel.js';
import { fourVsSixModel } from './engine-bench.js';
import { now, type Row } from './timing.js';

export async function simulateBench(opts: { runs: number; reps: number }): Promise<Row[]> {
    const { model, ruleset } = await fourVsSixModel();
    const workers = defaultWorkers(opts.runs);
    const samples: number[] = [];
    let note = '';
    let last: SimulationSummary | undefined;
    const untune = tuneCompilerForSimulation();
    try {
        for (let i = 0; i < opts.reps; i++) {
            const t = now();
            const summary = await simulateParallel(model, ruleset.id, opts.runs, 1, { workers });
            samples.push(now() - t);
            last = summary;
            note = `${workers} workers; ${summary.sides.map(s => `${s.side} ${(s.rate * 100).toFixed(1)}%`).join(', ')}; ${summary.rounds.mean.toFixed(2)} rounds/run; the CLI's V8 settings`;
        }
    } finally {
        untune();
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const reportSamples: number[] = [];
    let pageBytes = 0;
    for (let i = 0; i < opts.reps && last; i++) {
        const t = now();
        pageBytes = renderReportHtml({ reports: [buildReport(model, ruleset, last)] }).length;
        reportSamples.push(now() - t);
    }
    const reportSorted = reportSamples.sort((a, b) => a - b);
    return [
        {
            group: 'engine',
            name: `simulate ${opts.runs} runs 4v6, parallel`,
            unit: 'ms',
            reps: opts.reps,
            median: sorted[sorted.length >> 1],
            min: sorted[0],
            bar: '≤ 1500 ms',
            limit: 1500,
            note: `${Math.round((opts.runs * 1000) / sorted[sorted.length >> 1])} runs/s; ${note}`,
        },
        {
            group: 'engine',
            name: `report of the ${opts.runs}-run simulation (data + page)`,
            unit: 'ms',
            reps: reportSorted.length,
            median: reportSorted[reportSorted.length >> 1],
            min: reportSorted[0],
            bar: '≤ 1000 ms',
            limit: 1000,
            note: `from the last run to the page the webview shows; ${Math.round(pageBytes / 1024)} kB of HTML`,
        },
    ];
}
