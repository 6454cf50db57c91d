/**
 * Running encounters from a built document: shared by the CLI (`strife run`) and the language
 * server (`strife/runEncounter`). Refuses to run a file with errors and returns its diagnostics.
 */
import type { LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import { encounterModel } from '../model/encounter-model.js';
import { renderRun, type LogFormat } from '../engine/render.js';
import { runEncounter, type RunResult } from '../engine/runner.js';
import type { Document, Encounter } from '../generated/ast.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import type { EncounterModel } from '../engine/model.js';
import { MAX_SEED } from '../validation/limit-checks.js';

/** Seed used when neither the command nor the encounter gives one. */
export const DEFAULT_SEED = 1;

export type RunOutcome =
    | { readonly ok: true; readonly result: RunResult; readonly output: string }
    | {
          readonly ok: false;
          readonly output: string;
          readonly reason: 'errors' | 'no-encounter' | 'unknown-ruleset' | 'bad-seed' | 'engine-error';
      };

export function encountersOf(document: LangiumDocument): Encounter[] {
    return (document.parseResult.value as Document).elements.filter((e): e is Encounter => e.$type === 'Encounter');
}

/** `path:line:col: severity: message [code]` — the CLI contract's diagnostic line. */
export function formatDiagnostic(path: string, d: Diagnostic): string {
    const severity = d.severity === 1 ? 'error' : d.severity === 2 ? 'warning' : 'info';
    const code =
        d.code !== undefined
            ? ` [${d.code}]`
            : d.data && typeof d.data === 'object' && 'code' in d.data
              ? ` [${String((d.data as { code: unknown }).code)}]`
              : '';
    // One line per diagnostic: parser messages list alternatives on several lines.
    const message = (typeof d.message === 'string' ? d.message : String(d.message))
        .replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: quoted control characters would garble a terminal
        .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, '\ufffd');
    return `${path}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${severity}: ${message}${code}`;
}

/** Errors in the document itself or in any document it depends on block a run. */
export function blockingDiagnostics(documents: readonly LangiumDocument[]): { document: LangiumDocument; diagnostic: Diagnostic }[] {
    return documents.flatMap(document => (document.diagnostics ?? []).filter(d => d.severity === 1).map(diagnostic => ({ document, diagnostic })));
}

export interface RunRequest {
    /** The encounter's name; when omitted, the file's first encounter. */
    readonly encounter?: string;
    readonly seed?: number;
    readonly defaultSeed?: number;
    readonly format?: LogFormat;
}

/** Everything a run needs, once the document passed every check. */
export interface PreparedRun {
    readonly ok: true;
    readonly model: EncounterModel;
    readonly ruleset: Ruleset;
    readonly seed: number;
}

/**
 * Picks the encounter and seed of a run and builds its model, or says why it cannot run.
 * `related` are the documents it imports: their errors block the run too. `displayPath` names
 * files in diagnostics.
 */
export function prepareRun(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: RunRequest,
    displayPath: (d: LangiumDocument) => string,
): PreparedRun | Extract<RunOutcome, { ok: false }> {
    const errors = blockingDiagnostics([document, ...related]);
    if (errors.length > 0) {
        return { ok: false, reason: 'errors', output: `${errors.map(e => formatDiagnostic(displayPath(e.document), e.diagnostic)).join('\n')}\n` };
    }
    const root = document.parseResult.value as Document;
    const ruleset = findRuleset(root.ruleset?.name);
    if (!ruleset) return { ok: false, reason: 'unknown-ruleset', output: `The file names no known ruleset.\n` };
    const encounters = encountersOf(document);
    const names = encounters.map(e => e.name);
    let encounter: Encounter | undefined;
    if (request.encounter !== undefined) encounter = encounters.find(e => e.name === request.encounter);
    else encounter = encounters[0];
    if (!encounter) {
        const why = encounters.length === 0 ? 'The file has no encounter.' : `No encounter named '${request.encounter}'.`;
        return { ok: false, reason: 'no-encounter', output: `${why}${names.length ? ` Encounters: ${names.map(n => `'${n}'`).join(', ')}.` : ''}\n` };
    }
    const model = encounterModel(encounter, ruleset);
    const seed = request.seed ?? model.seed ?? request.defaultSeed ?? DEFAULT_SEED;
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED)
        return { ok: false, reason: 'bad-seed', output: `A seed is a whole number from 0 to ${MAX_SEED}, not ${seed}.\n` };
    return { ok: true, model, ruleset, seed };
}

/**
 * Runs one encounter of an already built and validated document (see prepareRun). An engine
 * failure (a model the checks should have refused) is reported as a failed run, never thrown.
 */
export function runDocumentEncounter(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: RunRequest,
    displayPath: (d: LangiumDocument) => string,
): RunOutcome {
    const prepared = prepareRun(document, related, request, displayPath);
    if (!prepared.ok) return prepared;
    try {
        const result = runEncounter(prepared.model, prepared.ruleset, { seed: prepared.seed });
        return { ok: true, result, output: renderRun(result, request.format ?? 'text') };
    } catch (error) {
        return { ok: false, reason: 'engine-error', output: `The run stopped: ${error instanceof Error ? error.message : String(error)}\n` };
    }
}
