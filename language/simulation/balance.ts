/**
 * `strife balance` and the editor's Balance… lens: vary one or two knobs of an encounter (a
 * participant's count, a stat, a rule option) and either sweep every setting or search for the one
 * that meets a target (a verdict band of `simulate`, or a win rate). Shared by the CLI and the
 * language server; the result is plain JSON-able data that the renderers in `language/report/`
 * print.
 *
 * Every setting is built as the file it would be (`balance-variants.ts`) and simulated on one
 * `SimulationPool` for the whole balance (threads started once), each from the same seed (common
 * random numbers: neighbouring settings differ by the knob, not by luck). A setting's runs are
 * tallied in stretches that add up exactly, and the search decides only from those tallies, so the
 * answer and every figure are the same whatever the number of workers.
 */
import type { LangiumDocument } from 'langium';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { EncounterModel } from '../engine/model.js';
import { checkRuns, emptyTally, mergeTallies, type SimulationSummary, type SimulationTally, summariseTally, wilson } from '../engine/simulate.js';
import type { Encounter } from '../generated/ast.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { encountersOf, prepareEncounter } from '../workspace/run-service.js';
import { type Knob, type KnobValue, resolveKnob, type SourceEdit } from './balance-knobs.js';
import type { BalanceEdit, BalancePoint, BalanceResult } from './balance-result.js';
import { distance, judge, type PointSource, type SearchOutcome, searchLine } from './balance-search.js';
import { type BalanceTarget, MAX_BALANCE_POINTS, targetText, type VarySpec, winBand } from './balance-spec.js';
import { VariantBuilder, type VariantModel } from './balance-variants.js';
import type { SimulationJob, SimulationPool } from './parallel.js';

/** Runs per setting when none are asked for: a sweep plays each setting this often, a search at most this often. */
export const DEFAULT_SWEEP_RUNS = 2000;
export const DEFAULT_SEARCH_RUNS = 10_000;

/** Most runs one balance may play in all (settings × runs per setting). */
export const MAX_BALANCE_RUNS = 10_000_000;

export type PreparedBalance =
    | {
          readonly ok: true;
          readonly encounter: Encounter;
          readonly model: EncounterModel;
          readonly ruleset: Ruleset;
          readonly knobs: readonly Knob[];
          readonly builder: VariantBuilder;
          /** Resolves a document's display name (used for the edits). */
          readonly displayPath: (d: LangiumDocument) => string;
      }
    | { readonly ok: false; readonly reason: 'errors' | 'no-encounter' | 'unknown-ruleset' | 'bad-vary'; readonly message: string };

/**
 * Picks the encounter (refusing files with errors, as `simulate` does), resolves the knobs against
 * it and readies the settings' workspace.
 */
export async function prepareBalance(
    document: LangiumDocument,
    related: readonly LangiumDocument[],
    request: { readonly encounter?: string; readonly vary: readonly VarySpec[]; readonly importRoots: readonly string[] },
    displayPath: (d: LangiumDocument) => string,
): Promise<PreparedBalance> {
    const prepared = prepareEncounter(document, related, request.encounter, displayPath);
    if (!prepared.ok) return prepared;
    const encounter = encountersOf(document).find(e => e.name === prepared.model.name)!;
    if (request.vary.length < 1 || request.vary.length > 2)
        return { ok: false, reason: 'bad-vary', message: 'Vary one or two things (--vary, once or twice).' };
    const knobs: Knob[] = [];
    for (const spec of request.vary) {
        const resolved = resolveKnob(spec, { encounter, ruleset: prepared.ruleset });
        if ('error' in resolved) return { ok: false, reason: 'bad-vary', message: resolved.error };
        if (knobs.some(k => k.kind === resolved.knob.kind && k.name === resolved.knob.name))
            return { ok: false, reason: 'bad-vary', message: `${resolved.knob.name} is varied twice: vary two different things.` };
        knobs.push(resolved.knob);
    }
    const points = knobs.reduce((n, k) => n * k.values.length, 1);
    if (points > MAX_BALANCE_POINTS)
        return {
            ok: false,
            reason: 'bad-vary',
            message: `${knobs.map(k => `${k.values.length}`).join(' × ')} = ${points} settings is past the limit of ${MAX_BALANCE_POINTS}: take larger steps.`,
        };
    const builder = await VariantBuilder.create(document, related, encounter.name, request.importRoots, displayPath);
    return { ok: true, encounter, model: prepared.model, ruleset: prepared.ruleset, knobs, builder, displayPath };
}

export interface BalanceOptions {
    /** `sweep` plays every setting `runs` times; `search` (with a target) at most `runs` times each. */
    readonly runs: number;
    readonly seed: number;
    readonly target?: BalanceTarget;
    /** With a target, still play every setting (the answer is then read from the sweep). */
    readonly sweep?: boolean;
}

export interface BalanceProgress {
    /** Runs played so far. */
    readonly runs: number;
    /** Runs a sweep will play in all; undefined for a search (it decides as it goes). */
    readonly total?: number;
}

/**
 * Runs the balance on `pool`.
 * @throws RangeError for runs outside 1..MAX_RUNS or a balance of more than MAX_BALANCE_RUNS runs;
 * the abort reason when `signal` aborts; Error when a worker fails.
 */
export async function runBalance(
    prepared: Extract<PreparedBalance, { ok: true }>,
    options: BalanceOptions,
    exec: { readonly pool: SimulationPool; readonly signal?: AbortSignal; readonly onProgress?: (p: BalanceProgress) => void },
): Promise<BalanceResult> {
    checkRuns(options.runs);
    const { knobs, ruleset, builder } = prepared;
    const grid = settingsOf(knobs);
    const mode = options.target && !options.sweep ? 'search' : 'sweep';
    if (mode === 'sweep' && grid.length * options.runs > MAX_BALANCE_RUNS)
        throw new RangeError(
            `${grid.length} settings × ${options.runs} runs is past the limit of ${MAX_BALANCE_RUNS.toLocaleString('en')} runs in all: fewer runs or settings.`,
        );

    // Every setting's model, built one after another (the search needs to know which can be played).
    const models: VariantModel[] = [];
    for (const setting of grid) {
        exec.signal?.throwIfAborted();
        models.push(await builder.build(setting.flatMap((v, k) => knobs[k].edits(v))));
    }
    const playable = models.map(m => m.ok);

    let played = 0;
    const total = mode === 'sweep' ? playable.filter(Boolean).length * options.runs : undefined;
    const state = grid.map(() => ({
        tally: undefined as SimulationTally | undefined,
        summary: undefined as SimulationSummary | undefined,
        job: undefined as SimulationJob | undefined,
        busy: Promise.resolve() as Promise<unknown>,
    }));
    const source: PointSource = {
        ensure(point, runs) {
            const s = state[point];
            const model = models[point];
            if (!model.ok) return Promise.resolve(undefined);
            const next = s.busy.then(async () => {
                const have = s.tally?.runs ?? 0;
                if (have >= runs) return s.summary;
                s.job ??= exec.pool.job(model.model, model.ruleset.id, options.seed);
                let seen = 0;
                const more = await s.job.tally(have, runs, {
                    signal: exec.signal,
                    onProgress: done => {
                        played += done - seen;
                        seen = done;
                        exec.onProgress?.({ runs: played, total });
                    },
                });
                s.tally = mergeTallies(s.tally ?? emptyTally(model.model), more);
                s.summary = summariseTally(model.model, options.seed, s.tally);
                return s.summary;
            });
            s.busy = next.catch(() => undefined);
            return next;
        },
    };

    let answer: BalanceResult['answer'];
    let frontier: BalanceResult['frontier'];
    try {
        if (mode === 'sweep') {
            await Promise.all(grid.map((_, p) => source.ensure(p, options.runs)));
            if (options.target)
                answer = pickFromSweep(
                    knobs,
                    grid,
                    state.map(s => s.summary),
                    options.target,
                );
        } else {
            ({ answer, frontier } = await search(knobs, grid, playable, source, options.target!, options.runs));
        }
    } finally {
        for (const s of state) s.job?.release();
    }

    const edits = (setting: readonly KnobValue[]) =>
        setting.flatMap((v, k) => knobs[k].edits(v)).map(e => balanceEdit(e, knobs, prepared.displayPath));
    const points: BalancePoint[] = grid.map((setting, p) => {
        const model = models[p];
        const summary = state[p].summary;
        const base = {
            setting,
            label: setting.map((v, k) => knobs[k].show(v)).join(', '),
            current: setting.every((v, k) => v === knobs[k].current),
            runs: summary?.runs ?? 0,
            edits: edits(setting),
        };
        if (!model.ok) return { ...base, error: model.message };
        const rating = model.ruleset.difficultyHint?.(model.model);
        if (!summary) return { ...base, ...(rating ? { rating } : {}) };
        const judged = summary.sides.find(s => s.side === summary.judgedSide);
        const judgement = options.target ? judge(summary, options.target) : undefined;
        return {
            ...base,
            verdict: summary.verdict,
            winRate: judged?.rate ?? 0,
            interval: judged?.interval ?? wilson(0, summary.runs),
            deathRate: summary.judgedDeathRate,
            rounds: summary.rounds.mean,
            ...(judgement
                ? {
                      standing: judgement.side < 0 ? ('easier' as const) : judgement.side > 0 ? ('harder' as const) : ('meets' as const),
                      confident: judgement.clear,
                  }
                : {}),
            ...(rating ? { rating } : {}),
        };
    });
    return {
        version: 1,
        encounter: prepared.model.name,
        ruleset: ruleset.id,
        rulesetName: ruleset.name,
        seed: options.seed,
        mode,
        runsPerSetting: options.runs,
        ...(options.target ? { target: { ...options.target, text: targetText(options.target), band: winBand(options.target) } } : {}),
        judgedSide: state.find(s => s.summary)?.summary?.judgedSide ?? '',
        vary: knobs.map(k => ({ kind: k.kind, name: k.name, values: k.values, current: k.current, ...(k.note ? { note: k.note } : {}) })),
        points,
        ...(answer ? { answer } : {}),
        ...(frontier ? { frontier } : {}),
        runs: played,
    };
}

/** Every setting of the knobs, the first knob varying fastest. */
function settingsOf(knobs: readonly Knob[]): KnobValue[][] {
    if (knobs.length === 1) return knobs[0].values.map(v => [v]);
    return knobs[1].values.flatMap(b => knobs[0].values.map(a => [a, b]));
}

/** Position of the value in force among `knob`'s values, or of the nearest one (the first for an option not listed). */
function startOf(knob: Knob): number {
    const exact = knob.values.indexOf(knob.current);
    if (exact >= 0 || typeof knob.current !== 'number') return Math.max(0, exact);
    const c = knob.current;
    let best = 0;
    knob.values.forEach((v, i) => {
        if (Math.abs((v as number) - c) < Math.abs((knob.values[best] as number) - c)) best = i;
    });
    return best;
}

/** How far a setting is from the one in force, each knob's step counted as a share of its range. */
function moves(knobs: readonly Knob[], setting: readonly KnobValue[]): number {
    return setting.reduce<number>((sum, v, k) => sum + Math.abs(knobs[k].values.indexOf(v) - startOf(knobs[k])) / knobs[k].values.length, 0);
}

/** The answer read from a sweep: the setting meeting the target nearest the one in force, else the nearest to the target. */
function pickFromSweep(
    knobs: readonly Knob[],
    grid: readonly KnobValue[][],
    summaries: readonly (SimulationSummary | undefined)[],
    target: BalanceTarget,
): BalanceResult['answer'] {
    const played = grid.map((_, p) => p).filter(p => summaries[p]);
    if (played.length === 0) return undefined;
    const meeting = played.filter(p => judge(summaries[p]!, target).side === 0);
    const best = (candidates: number[], key: (p: number) => number) => candidates.reduce((a, b) => (key(b) < key(a) ? b : a));
    if (meeting.length) {
        const p = best(meeting, q => moves(knobs, grid[q]));
        return { point: p, reached: true, confident: judge(summaries[p]!, target).clear };
    }
    const p = best(played, q => distance(summaries[q]!, target));
    return { point: p, reached: false, confident: judge(summaries[p]!, target).clear };
}

/** The adaptive search: along the ordered knob, for each value of the other one (if any). */
async function search(
    knobs: readonly Knob[],
    grid: readonly KnobValue[][],
    playable: readonly boolean[],
    source: PointSource,
    target: BalanceTarget,
    maxRuns: number,
): Promise<{ answer?: BalanceResult['answer']; frontier?: BalanceResult['frontier'] }> {
    // The searched knob: the first ordered one (an option's values have no order to bisect).
    const inner = knobs.length === 2 && !knobs[0].ordered && knobs[1].ordered ? 1 : 0;
    const outer = knobs.length === 2 ? 1 - inner : undefined;
    const n0 = knobs[0].values.length;
    const index = (i: number, o: number) => (inner === 0 ? i + n0 * o : o + n0 * i);
    const rows = outer === undefined ? [0] : knobs[outer].values.map((_, o) => o);
    const outcomes = await Promise.all(
        rows.map(async o => {
            const line = knobs[inner].values.map((_, i) => index(i, o)).filter(p => playable[p]);
            const wanted = index(startOf(knobs[inner]), o);
            // The start: the value in force, or the playable value nearest it along the knob.
            const start = line.reduce((best, p, i) => (Math.abs(p - wanted) < Math.abs(line[best] - wanted) ? i : best), 0);
            return searchLine(source, line, start, knobs[inner].ordered, target, maxRuns);
        }),
    );
    const found = outcomes.filter((x): x is SearchOutcome => x !== undefined);
    const frontier =
        outer === undefined
            ? undefined
            : rows.map((o, r) => ({ value: knobs[outer].values[o], point: outcomes[r]?.point, reached: outcomes[r]?.reached ?? false }));
    if (found.length === 0) return { frontier };
    const reached = found.filter(f => f.reached);
    const pool = reached.length ? reached : found;
    const summaryOf = async (p: number) => (await source.ensure(p, 0))!;
    const keys = await Promise.all(pool.map(async f => (reached.length ? moves(knobs, grid[f.point]) : distance(await summaryOf(f.point), target))));
    let best = 0;
    for (let i = 1; i < pool.length; i++) if (keys[i] < keys[best]) best = i;
    return { answer: pool[best], frontier };
}

function balanceEdit(e: SourceEdit, knobs: readonly Knob[], displayPath: (d: LangiumDocument) => string): BalanceEdit {
    const knob = knobs.find(k => k.document.uri.toString() === e.uri)!;
    // Positions in the text the knob was resolved in (an editor's document may have changed since).
    const text = TextDocument.create(e.uri, 'strife', 0, knob.text);
    return {
        uri: e.uri,
        file: displayPath(knob.document),
        range: { start: text.positionAt(e.offset), end: text.positionAt(e.end) },
        oldText: knob.text.slice(e.offset, e.end),
        newText: e.newText,
    };
}
