/**
 * `strife simulate`: many seeded runs of one encounter over worker threads, summarised; with
 * `--report`, an HTML page with charts or a Markdown file; with `--compare`, a second simulation
 * (another encounter, or the same under other rule options) side by side with the difference.
 */
import { renderDaySimulation } from '../language/engine/day-simulate.js';
import type { DayModel } from '../language/engine/model.js';
import { chooseDaySeed, prepareDay } from '../language/workspace/day-service.js';
import { chooseSeed } from '../language/workspace/run-service.js';
import type { LangiumDocument } from 'langium';
import { percent } from '../language/engine/percent.js';
import { renderSimulation, type SimulationSummary } from '../language/engine/simulate.js';
import { type Comparison, compareSimulations, type Difference } from '../language/report/compare.js';
import { renderReportHtml } from '../language/report/html.js';
import { renderReportMarkdown } from '../language/report/markdown.js';
import type { PageData } from '../language/report/page-data.js';
import { buildReport } from '../language/report/report-data.js';
import { simulateDayParallel, simulateParallel } from '../language/simulation/parallel.js';
import { type PreparedSimulation, prepareSimulation, withOptions } from '../language/simulation/prepare.js';
import { buildOne, displayPath, expandPaths, importsAmong, UsageError } from './files.js';
import { progressBar } from './progress.js';
import { chosenDay } from './run.js';
import { checkReportPath, writeWhole } from './report-file.js';
import { writeErr, writeOut } from './output.js';
import { escapeControls } from '../language/engine/terminal-text.js';
import { tuneCompilerForSimulation } from '../language/simulation/compiler-tuning.js';

export interface SimulateOptions {
    readonly encounter?: string;
    /** A day to simulate: its name, or true for the file's only day (see run.ts `chosenDay`). */
    readonly day?: string | true;
    readonly runs: number;
    readonly seed?: number;
    readonly format: 'text' | 'json' | 'markdown';
    /** Worker threads; default one per core (none for small simulations). */
    readonly workers?: number;
    /** Rule option overrides, `name → value`. */
    readonly options: Readonly<Record<string, string>>;
    /** Write the report here (.html or .md). */
    readonly report?: string;
    /** The other side of a comparison: `file.strife`, `file.strife#Encounter`, or `#Encounter` (this file). */
    readonly compare?: string;
    /** Rule options of the comparison's side B, over `options`. */
    readonly compareOptions?: Readonly<Record<string, string>>;
}

interface Side {
    readonly prepared: Extract<PreparedSimulation, { ok: true }>;
    readonly title: string;
}

async function load(file: string): Promise<{ document: LangiumDocument; related: LangiumDocument[] }> {
    const files = expandPaths([file]);
    if (files.length !== 1) throw new UsageError(`simulate takes one .strife file, not ${file}.`);
    const { document, all } = await buildOne(files[0]);
    return { document, related: importsAmong(document, all) };
}

/** @returns the exit code: 0 simulated, 1 a file has errors, 2 no such encounter, a bad option or report path. */
export async function simulateCommand(file: string, options: SimulateOptions): Promise<number> {
    // The workers this command starts fill every core: V8 tuned for them (compiler-tuning.ts), for the command's life.
    tuneCompilerForSimulation();
    const reportFormat = options.report === undefined ? undefined : checkReportPath(options.report);
    const comparing = options.compare !== undefined || options.compareOptions !== undefined;
    const a = await load(file);
    const day = chosenDay(a.document, options);
    if (day) {
        if (comparing) throw new UsageError('--compare does not take a day yet: simulate each day on its own.');
        return simulateDay(a, day.day, options, reportFormat);
    }
    const sides: Side[] = [];
    const fail = (p: Extract<PreparedSimulation, { ok: false }>) => {
        writeErr(p.reason === 'errors' ? `${p.message}\n` : `strife: ${p.message}\n`);
        return p.reason === 'errors' ? 1 : 2;
    };
    const first = prepareSimulation(a.document, a.related, options, displayPath);
    if (!first.ok) return fail(first);
    sides.push({ prepared: first, title: titleOf(first.model.name, options.options) });
    if (comparing) {
        const target = parseCompareTarget(options.compare);
        const b = target.file ? await load(target.file) : a;
        const bOptions = { ...options.options, ...options.compareOptions };
        const second = prepareSimulation(b.document, b.related, { encounter: target.encounter ?? options.encounter, options: bOptions }, displayPath);
        if (!second.ok) return fail(second);
        const sameName = second.model.name === first.model.name && target.file === undefined;
        sides.push({ prepared: second, title: titleOf(second.model.name, bOptions, sameName ? 'B' : undefined) });
        if (sides[0].title === sides[1].title) sides[0] = { ...sides[0], title: `${sides[0].title} (A)` };
    }

    const summaries: SimulationSummary[] = [];
    for (const side of sides) {
        const { model, ruleset } = side.prepared;
        const seed = chooseSeed(options.seed, model);
        const bar = progressBar(escapeControls(`Simulating ${side.title}`), options.format === 'text');
        try {
            summaries.push(
                await simulateParallel(model, ruleset.id, options.runs, seed, {
                    workers: options.workers,
                    onProgress: (done, total) => bar.update(done, total),
                }),
            );
        } finally {
            bar.stop();
        }
    }
    const comparison = summaries.length === 2 ? compareSimulations(summaries[0], summaries[1]) : undefined;

    const page = (): PageData => ({
        reports: sides.map((side, i) => buildReport(side.prepared.model, side.prepared.ruleset, summaries[i], side.title)),
        comparison,
    });
    if (options.report !== undefined) {
        const data = page();
        writeWhole(options.report, reportFormat === 'html' ? renderReportHtml(data) : renderReportMarkdown(data));
    }
    if (options.format === 'markdown') {
        // The report's Markdown, as `--report x.md` writes it (and `run --format markdown` prints a log).
        process.stdout.write(renderReportMarkdown(page()));
    } else if (options.format === 'json') {
        // Each summary with what it was played under: the ruleset and its rule options (the file's, then --option's).
        const described = (i: number) => ({
            title: sides[i].title,
            ruleset: sides[i].prepared.ruleset.id,
            options: sides[i].prepared.model.options,
            ...summaries[i],
        });
        const json = comparison ? { version: 1, a: described(0), b: described(1), comparison } : { version: 1, ...described(0) };
        writeOut(`${JSON.stringify(json, null, 2)}\n`, 'json');
    } else {
        const texts = summaries.map((summary, i) =>
            renderSimulation(summary, sides[i].prepared.ruleset.difficultyHint?.(sides[i].prepared.model), sides[i].title),
        );
        writeOut(comparison ? `A: ${texts[0]}\nB: ${texts[1]}\n${renderComparison(comparison)}` : texts[0]);
    }
    if (options.report !== undefined && options.format === 'text') writeErr(`Report written to ${options.report}\n`);
    return 0;
}

/** `strife simulate` on a day: the day's summary as text or JSON, and the report with its charts. */
async function simulateDay(
    a: { document: LangiumDocument; related: LangiumDocument[] },
    name: string | undefined,
    options: SimulateOptions,
    reportFormat: 'html' | 'markdown' | undefined,
): Promise<number> {
    const prepared = prepareDay(a.document, a.related, name, displayPath);
    if (!prepared.ok) {
        process.stderr.write(prepared.reason === 'errors' ? `${prepared.message}\n` : `strife: ${prepared.message}\n`);
        return prepared.reason === 'errors' ? 1 : 2;
    }
    const { ruleset } = prepared;
    // Rule options apply to every fight of the day.
    const steps: DayModel['steps'][number][] = [];
    for (const step of prepared.model.steps) {
        if (step.kind === 'rest') {
            steps.push(step);
            continue;
        }
        const applied = withOptions(step.encounter, ruleset, options.options);
        if ('error' in applied) {
            process.stderr.write(`strife: ${applied.error}\n`);
            return 2;
        }
        steps.push({ kind: 'fight', encounter: applied.model });
    }
    const model: DayModel = { ...prepared.model, steps };
    const seed = chooseDaySeed(options.seed, model);
    const title = titleOf(model.name, options.options);
    const bar = progressBar(`Simulating ${title}`, options.format === 'text');
    let summary: Awaited<ReturnType<typeof simulateDayParallel>>;
    try {
        summary = await simulateDayParallel(model, ruleset.id, options.runs, seed, {
            workers: options.workers,
            onProgress: (done, total) => bar.update(done, total),
        });
    } finally {
        bar.stop();
    }
    const data: PageData = { reports: [], day: { title, ruleset: ruleset.id, summary } };
    if (options.report !== undefined) writeWhole(options.report, reportFormat === 'html' ? renderReportHtml(data) : renderReportMarkdown(data));
    // Markdown: the report's, as for an encounter.
    process.stdout.write(
        options.format === 'json'
            ? `${JSON.stringify({ version: 1, ...summary }, null, 2)}\n`
            : options.format === 'markdown'
              ? renderReportMarkdown(data)
              : renderDaySimulation(summary),
    );
    if (options.report !== undefined && options.format === 'text') process.stderr.write(`Report written to ${options.report}\n`);
    return 0;
}

function titleOf(name: string, options: Readonly<Record<string, string>>, fallback?: string): string {
    const settings = Object.entries(options).map(([k, v]) => `${k}=${v}`);
    if (settings.length) return `${name} (${settings.join(', ')})`;
    return fallback ? `${name} (${fallback})` : name;
}

/** `file.strife`, `file.strife#Encounter name` or `#Encounter name`. */
function parseCompareTarget(target: string | undefined): { file?: string; encounter?: string } {
    if (target === undefined) return {};
    const hash = target.indexOf('#');
    const file = hash < 0 ? target : target.slice(0, hash);
    const encounter = hash < 0 ? undefined : target.slice(hash + 1);
    if (file === '' && !encounter) throw new UsageError('--compare needs a file, file#encounter or #encounter.');
    return { file: file || undefined, encounter: encounter || undefined };
}

function differenceLine(d: Difference, asPercent: boolean): string {
    const f = (x: number) => (asPercent ? percent(x) : x.toFixed(2));
    const diff = asPercent ? `${(d.difference * 100).toFixed(1)} pts` : d.difference.toFixed(2);
    const p = d.pValue < 0.001 ? 'p < 0.001' : `p = ${d.pValue.toFixed(3)}`;
    return `  ${d.label}: A ${f(d.a)}, B ${f(d.b)}, B − A ${d.difference > 0 ? '+' : ''}${diff} (${p}, ${d.significant ? 'SIGNIFICANT' : 'not significant'})`;
}

/** The comparison as text: each difference with its p-value and whether it is significant at 5%. */
function renderComparison(c: Comparison): string {
    return `${['A against B (two-sided tests at the 5% level)', differenceLine(c.winRate, true), differenceLine(c.rounds, false), ...c.survival.map(d => differenceLine(d, true))].join('\n')}\n`;
}
