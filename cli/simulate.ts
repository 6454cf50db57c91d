/** `strife simulate`: many seeded runs of one encounter, over worker threads, summarised. */
import { renderSimulation } from '../language/engine/simulate.js';
import { simulateParallel } from '../language/simulation/parallel.js';
import { prepareSimulation } from '../language/simulation/prepare.js';
import { buildFiles, displayPath, expandPaths, importsAmong, UsageError } from './files.js';
import { progressBar } from './progress.js';

export interface SimulateOptions {
    readonly encounter?: string;
    readonly runs: number;
    readonly seed?: number;
    readonly format: 'text' | 'json';
    /** Worker threads; default one per core (none for small simulations). */
    readonly workers?: number;
    /** Rule option overrides, `name → value`. */
    readonly options: Readonly<Record<string, string>>;
}

/** @returns the exit code: 0 simulated, 1 the file has errors, 2 no such encounter or a bad option. */
export async function simulateCommand(file: string, options: SimulateOptions): Promise<number> {
    const files = expandPaths([file]);
    if (files.length !== 1) throw new UsageError(`simulate takes one .strife file, not ${file}.`);
    const { roots, all } = await buildFiles(files);
    const document = roots[0];
    const prepared = prepareSimulation(document, importsAmong(document, all), options, displayPath);
    if (!prepared.ok) {
        process.stderr.write(prepared.reason === 'errors' ? `${prepared.message}\n` : `strife: ${prepared.message}\n`);
        return prepared.reason === 'errors' ? 1 : 2;
    }
    const { model, ruleset } = prepared;
    const seed = options.seed ?? model.seed ?? 1;
    const bar = progressBar(`Simulating ${model.name}`, options.format === 'text');
    try {
        const summary = await simulateParallel(model, ruleset.id, options.runs, seed, {
            workers: options.workers,
            onProgress: (done, total) => bar.update(done, total),
        });
        bar.stop();
        process.stdout.write(options.format === 'json' ? `${JSON.stringify({ version: 1, ...summary }, null, 2)}\n` : renderSimulation(summary));
    } finally {
        bar.stop();
    }
    return 0;
}
