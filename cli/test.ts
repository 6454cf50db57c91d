/** `strife test`: runs every encounter that has `expect` lines once, with its seed, and judges them. */
import { encounterModel } from '../language/model/encounter-model.js';
import { judgeExpectation } from '../language/engine/expectations.js';
import { runEncounter } from '../language/engine/runner.js';
import type { Document } from '../language/generated/ast.js';
import { findRuleset } from '../language/rulesets/registry.js';
import { blockingDiagnostics, chooseSeed, encountersOf, formatDiagnostic } from '../language/workspace/run-service.js';
import { buildFiles, displayPath, expandPaths, importsAmong, UsageError } from './files.js';
import { writeOut } from './output.js';

/** @returns the exit code: 0 every expectation holds, 1 one fails or a file has errors. */
export async function testCommand(paths: string[]): Promise<number> {
    const files = expandPaths(paths);
    if (files.length === 0) throw new UsageError(`no .strife files under ${paths.join(', ')}.`);
    const { roots, all, failures } = await buildFiles(files);
    for (const f of failures) writeOut(`${f.path}:1:1: error: Cannot read this file: ${f.message} [file-unreadable]\n`);
    let passed = 0;
    let failed = 0;
    for (const document of roots) {
        const errors = blockingDiagnostics([document, ...importsAmong(document, all)]);
        if (errors.length) {
            writeOut(`${errors.map(e => formatDiagnostic(displayPath(e.document), e.diagnostic)).join('\n')}\n`);
            failed++;
            continue;
        }
        const ruleset = findRuleset((document.parseResult.value as Document).ruleset?.name)!;
        for (const encounter of encountersOf(document)) {
            const model = encounterModel(encounter, ruleset);
            if (model.expectations.length === 0) continue;
            const seed = chooseSeed(undefined, model);
            const result = runEncounter(model, ruleset, { seed, keepLog: false });
            for (const verdict of model.expectations.map(e => judgeExpectation(e, result))) {
                if (verdict.passed) passed++;
                else failed++;
                const { side, outcome } = verdict.expectation;
                writeOut(
                    `${verdict.passed ? 'PASS' : 'FAIL'} ${displayPath(document)} "${model.name}" (seed ${seed}): expect ${side} ${outcome} — ${verdict.actual}\n`,
                );
            }
        }
    }
    // Nothing to judge is said so, not counted as a pass (it printed "0 passed, 0 failed").
    if (passed + failed === 0 && failures.length === 0) writeOut('No encounter here has an `expect` line: nothing to test.\n');
    writeOut(`${passed} passed, ${failed} failed\n`);
    return failures.length > 0 ? 2 : failed > 0 ? 1 : 0;
}
