/**
 * Running a day (`day "The long road" for heroes { … }`) from a built document: shared by the CLI
 * (`strife run --day`, `strife simulate --day`) and the language server (`strife/runEncounter` and
 * `strife/simulateEncounter` with `day`). Picks the day and its seed the way run-service.ts picks an
 * encounter, and refuses files with errors the same way.
 */
import type { LangiumDocument } from 'langium';
import { runDay } from '../engine/day.js';
import { renderDay } from '../engine/day-render.js';
import type { DayModel } from '../engine/model.js';
import type { LogFormat } from '../engine/render.js';
import type { Day, Document } from '../generated/ast.js';
import { dayModel } from '../model/day-model.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { MAX_SEED } from '../validation/limit-checks.js';
import { blockingDiagnostics, DEFAULT_SEED, encountersOf, findEncounterNamed, formatDiagnostic, type RunOutcome } from './run-service.js';

/** A day's run: its rendered log, or why it did not run (the reasons of an encounter's run). */
type DayOutcome = { readonly ok: true; readonly output: string } | Extract<RunOutcome, { ok: false }>;

/** The file's own days, in order. */
export function daysOf(document: LangiumDocument): Day[] {
    return (document.parseResult.value as Document).elements.filter((e): e is Day => e.$type === 'Day');
}

/** A day ready to run: its model and ruleset; or why not, in a sentence. */
export type PreparedDay =
    | { readonly ok: true; readonly model: DayModel; readonly ruleset: Ruleset }
    | { readonly ok: false; readonly reason: 'errors' | 'no-day' | 'unknown-ruleset'; readonly message: string };

/**
 * The one place that picks a day: refuses a document (or one it imports) with errors, a file naming
 * no known ruleset, a day name the file does not have (matched as an encounter's name is), and — with no name — a file without exactly
 * one day (the name then says which).
 */
export function prepareDay(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    name: string | undefined,
    displayPath: (d: LangiumDocument) => string,
): PreparedDay {
    const errors = blockingDiagnostics([document, ...related]);
    if (errors.length > 0)
        return { ok: false, reason: 'errors', message: errors.map(e => formatDiagnostic(displayPath(e.document), e.diagnostic)).join('\n') };
    const ruleset = findRuleset((document.parseResult.value as Document).ruleset?.name);
    if (!ruleset) return { ok: false, reason: 'unknown-ruleset', message: 'The file names no known ruleset.' };
    const days = daysOf(document);
    const names = days.map(d => `'${d.name}'`).join(', ');
    const day = name === undefined ? (days.length === 1 ? days[0] : undefined) : findEncounterNamed(days, name); // an encounter's rule: exact, else the one case-blind match
    if (!day) {
        // A file without a day names what it has instead: its encounters.
        const encounters = days.length === 0 ? encountersOf(document).map(e => `'${e.name}'`) : [];
        const why =
            days.length === 0
                ? `The file has no day.${encounters.length ? ` Encounters: ${encounters.join(', ')}.` : ''}`
                : name === undefined
                  ? `The file has ${days.length} days: name one.`
                  : `No day named '${name}'.`;
        return { ok: false, reason: 'no-day', message: `${why}${names ? ` Days: ${names}.` : ''}` };
    }
    return { ok: true, model: dayModel(day, ruleset), ruleset };
}

/** The seed of a day: the one asked for, else the day's `seed` line, else the caller's default, else DEFAULT_SEED. */
export function chooseDaySeed(requested: number | undefined, model: DayModel, fallback?: number): number {
    return requested ?? model.seed ?? fallback ?? DEFAULT_SEED;
}

/** A day to run: its name (undefined: the file's only day), seed, default seed and log format. */
export interface DayRequest {
    readonly day?: string;
    readonly seed?: number;
    readonly defaultSeed?: number;
    readonly format?: LogFormat;
}

/** Everything a day's run needs, or why it cannot run. */
export function prepareDayRun(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: DayRequest,
    displayPath: (d: LangiumDocument) => string,
): { readonly ok: true; readonly model: DayModel; readonly ruleset: Ruleset; readonly seed: number } | Extract<RunOutcome, { ok: false }> {
    const prepared = prepareDay(document, related, request.day, displayPath);
    if (!prepared.ok) return { ok: false, reason: prepared.reason === 'no-day' ? 'no-encounter' : prepared.reason, output: `${prepared.message}\n` };
    const seed = chooseDaySeed(request.seed, prepared.model, request.defaultSeed);
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED)
        return { ok: false, reason: 'bad-seed', output: `A seed is a whole number from 0 to ${MAX_SEED}, not ${seed}.\n` };
    return { ok: true, model: prepared.model, ruleset: prepared.ruleset, seed };
}

/** Runs a day and renders it; an engine failure is a failed run, never thrown. */
export function renderDayRun(model: DayModel, ruleset: Parameters<typeof runDay>[1], seed: number, format: LogFormat): DayOutcome {
    try {
        const result = runDay(model, ruleset, { seed });
        return { ok: true, output: renderDay(result, format) };
    } catch (error) {
        return { ok: false, reason: 'engine-error', output: `The day stopped: ${error instanceof Error ? error.message : String(error)}\n` };
    }
}
