/**
 * Engine: 10,000 seeded runs (seeds 1..10000) of a 4-against-6 encounter of each ruleset driven by
 * `tactics attack_weakest`, round_limit 20. Bar: under 1 s on one core (keepLog: false).
 */
import { EmptyFileSystem, URI } from 'langium';
import type { Document, Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { runEncounter } from '../../language/engine/runner.js';
import type { EncounterModel } from '../../language/engine/model.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import type { Ruleset } from '../../language/rulesets/ruleset.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { ER_FOUR_VS_SIX } from './er-engine-bench.js';
import { FOUR_VS_SIX, RPGSTUCK_FOUR_VS_SIX } from './generate.js';
import { VAXIA_FOUR_VS_SIX } from './vaxia-bench.js';
import { measure, type Row } from './timing.js';

/** The 4-against-6 encounter of each ruleset. */
const FOUR_VS_SIX_OF: Readonly<Record<string, string>> = {
    rise: FOUR_VS_SIX,
    rpgstuck: RPGSTUCK_FOUR_VS_SIX,
    'enchanted-realms': ER_FOUR_VS_SIX,
    vaxia: VAXIA_FOUR_VS_SIX,
};

/** The model of a ruleset's 4-against-6 encounter, built with the language services; fails on any error. */
export async function fourVsSixModel(rulesetId = 'rise'): Promise<{ model: EncounterModel; ruleset: Ruleset }> {
    const { shared } = createStrifeServices(EmptyFileSystem);
    const text = FOUR_VS_SIX_OF[rulesetId];
    if (!text) throw new Error(`no 4-against-6 encounter for ${rulesetId}`);
    const doc = shared.workspace.LangiumDocumentFactory.fromString(text, URI.parse(`memory:///bench/four-vs-six-${rulesetId}.strife`));
    shared.workspace.LangiumDocuments.addDocument(doc);
    await shared.workspace.DocumentBuilder.build([doc], { validation: true });
    const errors = (doc.diagnostics ?? []).filter(d => d.severity === 1);
    if (errors.length > 0)
        throw new Error(`the engine benchmark's encounter has errors:\n${errors.map(e => `${e.range.start.line + 1}: ${e.message}`).join('\n')}`);
    const root = doc.parseResult.value as Document;
    const ruleset = findRuleset(rulesetId);
    if (!ruleset) throw new Error(`no ${rulesetId} ruleset`);
    const encounter = root.elements.find((e): e is Encounter => e.$type === 'Encounter')!;
    return { model: encounterModel(encounter, ruleset), ruleset };
}

export async function engineBench(opts: { runs: number; reps: number; logRuns: number }): Promise<Row[]> {
    const rows: Row[] = [];
    for (const id of Object.keys(FOUR_VS_SIX_OF)) rows.push(...(await engineBenchFor(id, opts)));
    return rows;
}

/** The engine rows for one ruleset's 4-against-6 encounter (Rise's rows keep their names). */
async function engineBenchFor(rulesetId: string, opts: { runs: number; reps: number; logRuns: number }): Promise<Row[]> {
    const { model, ruleset } = await fourVsSixModel(rulesetId);
    const tag = rulesetId === 'rise' ? '' : ` (${rulesetId})`;
    const fighters = model.sides.reduce((n, s) => n + s.members.length, 0);
    if (fighters !== 10) throw new Error(`expected 10 fighters, got ${fighters}`);
    let wins: Record<string, number> = {};
    let rounds = 0;
    const batch = (n: number, keepLog: boolean) => () => {
        wins = {};
        rounds = 0;
        for (let seed = 1; seed <= n; seed++) {
            const r = runEncounter(model, ruleset, { seed, keepLog });
            const w = r.winner ?? 'none';
            wins[w] = (wins[w] ?? 0) + 1;
            rounds += r.rounds;
        }
    };
    const noLog = measure(batch(opts.runs, false), opts.reps, 1);
    const outcome = `${Object.entries(wins)
        .map(([k, v]) => `${k} ${((100 * v) / opts.runs).toFixed(1)}%`)
        .join(', ')}; ${(rounds / opts.runs).toFixed(2)} rounds/run`;
    const withLog = measure(batch(opts.logRuns, true), opts.reps, 1);
    return [
        {
            group: 'engine',
            name: `${opts.runs} runs 4v6${tag}, keepLog false`,
            unit: 'ms',
            reps: opts.reps,
            median: noLog.median,
            min: noLog.min,
            cpu: noLog.cpu,
            bar: '< 1000 ms',
            limit: 1000,
            note: `${Math.round((opts.runs * 1000) / noLog.median)} runs/s; ${outcome}`,
        },
        {
            group: 'engine',
            name: `runs/s with keepLog true${tag} (${opts.logRuns} runs)`,
            unit: 'runs/s',
            reps: opts.reps,
            median: (opts.logRuns * 1000) / withLog.median,
            min: (opts.logRuns * 1000) / withLog.max,
            lowerIsBetter: false,
            note: `${withLog.median.toFixed(0)} ms per ${opts.logRuns} runs (min column = slowest sample)`,
        },
    ];
}
