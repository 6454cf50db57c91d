/** `strife simulate`: many seeded runs of one encounter, summarised. */
import { encounterModel } from '../language/model/encounter-model.js';
import { renderSimulation, simulate } from '../language/engine/simulate.js';
import type { Document } from '../language/generated/ast.js';
import { findRuleset } from '../language/rulesets/registry.js';
import { blockingDiagnostics, encountersOf, formatDiagnostic } from '../language/workspace/run-service.js';
import { buildOne, displayPath, expandPaths, importsAmong, UsageError } from './files.js';

/** @returns the exit code: 0 simulated, 1 the file has errors, 2 no such encounter. */
export async function simulateCommand(
    file: string,
    options: { encounter?: string; runs: number; seed?: number; format: 'text' | 'json' },
): Promise<number> {
    const files = expandPaths([file]);
    if (files.length !== 1) throw new UsageError(`simulate takes one .strife file, not ${file}.`);
    const { document, all } = await buildOne(files[0]);
    const related = importsAmong(document, all);
    const errors = blockingDiagnostics([document, ...related]);
    if (errors.length) {
        process.stderr.write(`${errors.map(e => formatDiagnostic(displayPath(e.document), e.diagnostic)).join('\n')}\n`);
        return 1;
    }
    const encounters = encountersOf(document);
    const encounter = options.encounter === undefined ? encounters[0] : encounters.find(e => e.name === options.encounter);
    if (!encounter) {
        process.stderr.write(
            `strife: ${encounters.length ? `no encounter named '${options.encounter}'. Encounters: ${encounters.map(e => `'${e.name}'`).join(', ')}.` : 'the file has no encounter.'}\n`,
        );
        return 2;
    }
    const ruleset = findRuleset((document.parseResult.value as Document).ruleset?.name)!;
    const model = encounterModel(encounter, ruleset);
    const summary = simulate(model, ruleset, options.runs, options.seed ?? model.seed ?? 1);
    process.stdout.write(options.format === 'json' ? `${JSON.stringify({ version: 1, ...summary }, null, 2)}\n` : renderSimulation(summary));
    return 0;
}
