/**
 * Paladins of Awoudan simulation speed: 10,000 simulated runs (`tallyRuns`, keepLog false, one
 * core) of the Paladins ambush example, whose both sides fight by tactics with reactions, beside
 * the same for its Rise counterpart (examples/rise/ambush-at-the-ford.strife). Bars (issue
 * "Speed"): ≤ 1000 ms for the 10k Paladins runs, and within 2× of Rise per run.
 */
import * as path from 'node:path';
import type { EncounterModel } from '../../language/engine/model.js';
import { tallyRuns } from '../../language/engine/simulate.js';
import type { Ruleset } from '../../language/rulesets/ruleset.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { NodeFileSystem } from 'langium/node';
import { loadAndBuild } from '../../language/workspace/load-documents.js';
import { prepareEncounter } from '../../language/workspace/run-service.js';
import { measure, type Row } from './timing.js';

export const PALADINS_EXAMPLE = 'examples/paladins/ambush-on-the-pass.strife';
export const RISE_EXAMPLE = 'examples/rise/ambush-at-the-ford.strife';

/** The first encounter of an example file (relative to `root`), with its imports; fails on any error. */
export async function exampleModel(root: string, file: string): Promise<{ model: EncounterModel; ruleset: Ruleset }> {
    const { shared } = createStrifeServices({ ...NodeFileSystem });
    const { roots, all } = await loadAndBuild(shared, [path.join(root, file)]);
    const prepared = prepareEncounter(roots[0], all, undefined, d => d.uri.fsPath);
    if (!prepared.ok) throw new Error(`${file}: ${prepared.message}`);
    return { model: prepared.model, ruleset: prepared.ruleset };
}

/** Times `runs` simulated runs (seed 1) of each example on this thread; rows in ms and the per-run ratio. */
export async function paladinsBench(opts: { root: string; runs: number; reps: number }): Promise<Row[]> {
    const timed = async (file: string) => {
        const { model, ruleset } = await exampleModel(opts.root, file);
        let rounds = 0;
        const stats = measure(
            () => {
                const t = tallyRuns(model, ruleset, 1, 0, opts.runs);
                rounds = t.roundsHistogram.reduce((sum, n, r) => sum + n * r, 0) / t.runs;
            },
            opts.reps,
            1,
        );
        return { stats, rounds };
    };
    const paladins = await timed(PALADINS_EXAMPLE);
    const rise = await timed(RISE_EXAMPLE);
    const ratio = paladins.stats.median / rise.stats.median;
    const cpuRatio = (paladins.stats.cpu ?? Number.NaN) / (rise.stats.cpu ?? Number.NaN);
    const row = (file: string, r: typeof paladins, limit?: number): Row => ({
        group: 'engine',
        name: `simulate ${opts.runs} runs ${path.basename(file)}, one core`,
        unit: 'ms',
        reps: opts.reps,
        median: r.stats.median,
        min: r.stats.min,
        cpu: r.stats.cpu,
        bar: limit === undefined ? undefined : `≤ ${limit} ms`,
        limit,
        note: `${((r.stats.median * 1000) / opts.runs).toFixed(1)} µs/run; ${r.rounds.toFixed(2)} rounds/run`,
    });
    return [
        row(PALADINS_EXAMPLE, paladins, 1000),
        row(RISE_EXAMPLE, rise),
        {
            group: 'engine',
            name: 'Paladins per run ÷ Rise per run (the two ambush examples)',
            unit: '×',
            reps: opts.reps,
            median: ratio,
            min: paladins.stats.min / rise.stats.min,
            value: ratio,
            bar: '≤ 2x',
            limit: 2,
            note: `median over median (CPU time: ${cpuRatio.toFixed(2)}x, steadier on a busy machine); min column: min over min`,
        },
    ];
}
