/**
 * Running encounters from a built document: shared by the CLI (`strife run`) and the language
 * server (`strife/runEncounter`). Refuses to run a file with errors and returns its diagnostics.
 */
import type { LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import { encounterModel } from '../model/encounter-model.js';
import type { LogFormat } from '../engine/render.js';
import { runStreamed } from '../engine/render-stream.js';
import type { RunResult } from '../engine/runner.js';
import type { EncounterModel } from '../engine/model.js';
import type { Document, Encounter } from '../generated/ast.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { MAX_SEED } from '../validation/limit-checks.js';
import { escapeControls } from '../engine/terminal-text.js';

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
    // Quoted control characters would garble a terminal: they are written out (`\x1b`).
    const message = (typeof d.message === 'string' ? d.message : String(d.message)).replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
    return escapeControls(`${path}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${severity}: ${message}${code}`);
}

/** A document's diagnostics in source order (line, then column): the order `check` lists them and a refused `run` repeats them. */
export function inSourceOrder(diagnostics: readonly Diagnostic[] | undefined): Diagnostic[] {
    return [...(diagnostics ?? [])].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

/** Errors in the document itself or in any document it depends on block a run; each document's in source order. */
export function blockingDiagnostics(documents: readonly LangiumDocument[]): { document: LangiumDocument; diagnostic: Diagnostic }[] {
    return documents.flatMap(document =>
        inSourceOrder(document.diagnostics)
            .filter(d => d.severity === 1)
            .map(diagnostic => ({ document, diagnostic })),
    );
}

export interface RunRequest {
    /** The encounter's name; when omitted, the file's first encounter. */
    readonly encounter?: string;
    readonly seed?: number;
    readonly defaultSeed?: number;
    readonly format?: LogFormat;
}

/** An encounter ready to run: its model and its ruleset; or why not, in a sentence. */
export type PreparedEncounter =
    | { readonly ok: true; readonly model: EncounterModel; readonly ruleset: Ruleset }
    | { readonly ok: false; readonly reason: 'errors' | 'no-encounter' | 'unknown-ruleset'; readonly message: string };

/**
 * The one place that picks an encounter to run or simulate: refuses a document (or any document it
 * imports, `related`) with errors, a file naming no known ruleset, and an encounter name the file
 * does not have (the first encounter when `name` is undefined). `displayPath` names files in
 * diagnostics.
 */
export function prepareEncounter(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    name: string | undefined,
    displayPath: (d: LangiumDocument) => string,
): PreparedEncounter {
    const errors = blockingDiagnostics([document, ...related]);
    if (errors.length > 0)
        return { ok: false, reason: 'errors', message: errors.map(e => formatDiagnostic(displayPath(e.document), e.diagnostic)).join('\n') };
    const ruleset = findRuleset((document.parseResult.value as Document).ruleset?.name);
    if (!ruleset) return { ok: false, reason: 'unknown-ruleset', message: 'The file names no known ruleset.' };
    const encounters = encountersOf(document);
    const encounter = name === undefined ? encounters[0] : findEncounterNamed(encounters, name);
    if (!encounter) {
        const why = encounters.length === 0 ? 'The file has no encounter.' : `No encounter named '${name}'.`;
        const names = encounters.map(e => `'${e.name}'`).join(', ');
        return { ok: false, reason: 'no-encounter', message: `${why}${names ? ` Encounters: ${names}.` : ''}` };
    }
    return { ok: true, model: encounterModel(encounter, ruleset), ruleset };
}

/**
 * The encounter called `name`: spelt exactly, else the one encounter whose name matches regardless of
 * case (`--encounter "the mill ford"`); undefined when none matches or the case-blind match is ambiguous.
 */
export function findEncounterNamed<E extends { readonly name: string }>(encounters: readonly E[], name: string): E | undefined {
    const exact = encounters.find(e => e.name === name);
    if (exact) return exact;
    const folded = encounters.filter(e => e.name.toLowerCase() === name.toLowerCase());
    return folded.length === 1 ? folded[0] : undefined;
}

/** The seed a run uses: the one asked for, else the encounter's `seed` line, else the caller's default, else DEFAULT_SEED. */
export function chooseSeed(requested: number | undefined, model: EncounterModel, fallback?: number): number {
    return requested ?? model.seed ?? fallback ?? DEFAULT_SEED;
}

/** Everything a run needs, once the document passed every check. */
export interface PreparedRun {
    readonly ok: true;
    readonly model: EncounterModel;
    readonly ruleset: Ruleset;
    readonly seed: number;
}

/**
 * Picks the encounter and seed of a run (prepareEncounter, chooseSeed) and checks the seed's range,
 * or says why it cannot run.
 */
export function prepareRun(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: RunRequest,
    displayPath: (d: LangiumDocument) => string,
): PreparedRun | Extract<RunOutcome, { ok: false }> {
    const prepared = prepareEncounter(document, related, request.encounter, displayPath);
    if (!prepared.ok) return { ok: false, reason: prepared.reason, output: `${prepared.message}\n` };
    const seed = chooseSeed(request.seed, prepared.model, request.defaultSeed);
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED)
        return { ok: false, reason: 'bad-seed', output: `A seed is a whole number from 0 to ${MAX_SEED}, not ${seed}.\n` };
    return { ok: true, model: prepared.model, ruleset: prepared.ruleset, seed };
}

/**
 * Runs one encounter of an already built and validated document (see prepareRun). An engine
 * failure (a model the checks should have refused) is reported as a failed run, never thrown.
 * With `write`, the log goes there as it is played and `output` is empty: memory stays near the
 * engine's own however long the log (docs/limits.md §Figures).
 */
export function runDocumentEncounter(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: RunRequest,
    displayPath: (d: LangiumDocument) => string,
    write?: (chunk: string) => void,
): RunOutcome {
    const prepared = prepareRun(document, related, request, displayPath);
    if (!prepared.ok) return prepared;
    // The log is rendered as it is played (render-stream.ts): to `write` when given (the CLI), else collected.
    const chunks: string[] = [];
    try {
        const result = runStreamed(
            prepared.model,
            prepared.ruleset,
            { seed: prepared.seed },
            request.format ?? 'text',
            write ?? (c => chunks.push(c)),
        );
        return { ok: true, result, output: chunks.join('') };
    } catch (error) {
        return { ok: false, reason: 'engine-error', output: `The run stopped: ${error instanceof Error ? error.message : String(error)}\n` };
    }
}
