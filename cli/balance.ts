/**
 * `strife balance`: vary a participant's count, a stat or a rule option (one or two of them) and
 * sweep every setting, or search for the one that meets a target (`--target hard`, `--target "win
 * 60%"`). Prints a table and a chart as text, Markdown, HTML or JSON; `--report` also writes the
 * page or the Markdown. Never writes into the .strife files: the answer says which edit to make.
 * Exit codes: 0 done (with a target: reached), 1 the file has errors, 2 usage (a malformed or
 * unknown variation, a bad target, a range past its limits), 3 no setting meets the target.
 */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { MAX_RUNS } from '../language/engine/simulate.js';
import { renderBalanceHtml } from '../language/report/balance-html.js';
import { renderBalanceMarkdown, renderBalanceText } from '../language/report/balance-text.js';
import { DEFAULT_SEARCH_RUNS, DEFAULT_SWEEP_RUNS, prepareBalance, runBalance } from '../language/simulation/balance.js';
import { type BalanceTarget, parseTarget, parseVary, type VarySpec } from '../language/simulation/balance-spec.js';
import { defaultWorkers, MAX_WORKERS, SimulationPool } from '../language/simulation/parallel.js';
import { MAX_SEED } from '../language/validation/limit-checks.js';
import { chooseSeed } from '../language/workspace/run-service.js';
import { buildOne, displayPath, expandPaths, importsAmong, UsageError } from './files.js';
import { progressBar } from './progress.js';
import { checkReportPath, writeWhole } from './report-file.js';
import { tuneCompilerForSimulation } from '../language/simulation/compiler-tuning.js';

export interface BalanceCommandOptions {
    readonly encounter?: string;
    readonly vary: readonly VarySpec[];
    readonly target?: BalanceTarget;
    readonly sweep: boolean;
    readonly runs?: number;
    readonly seed?: number;
    readonly workers?: number;
    readonly format: 'text' | 'markdown' | 'html' | 'json';
    readonly report?: string;
}

/** Registers `strife balance` on the program (cli/main.ts). */
export function registerBalanceCommand(program: Command): void {
    program
        .command('balance')
        .description('vary a count, a stat or a rule option and sweep every setting, or search for the one that meets a target')
        .argument('<file>', 'a .strife file')
        .option('-e, --encounter <name>', 'the encounter (default: the first)')
        .option(
            '-v, --vary <what>',
            'what to vary, once or twice: "Goblin x1..8", "Ogre.hit_points=20..60 step 5", "monsters_at_zero" or "monsters_at_zero=dead,unconscious"',
            collectVary,
            [],
        )
        .option(
            '-t, --target <target>',
            'search for a verdict (trivial, easy, medium, hard, deadly) or a win rate ("win 60%", "win 60% ±3")',
            parseTargetOption,
        )
        .option('--sweep', 'with --target, still play every setting (the answer is read from the sweep)', false)
        .option(
            '-n, --runs <n>',
            `runs per setting (sweep: default ${DEFAULT_SWEEP_RUNS}; search: at most, default ${DEFAULT_SEARCH_RUNS})`,
            parseRuns,
        )
        .option('-s, --seed <n>', "the seed of every setting (default: the encounter's seed line, else 1)", parseSeed)
        .option('-w, --workers <n>', `worker threads, 0 to ${MAX_WORKERS} (default: one per core; none for small balances)`, parseWorkers)
        .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'markdown', 'html', 'json']).default('text'))
        .option('-r, --report <file>', 'also write the page (.html) or the Markdown (.md)')
        .action(async (file: string, options: Omit<BalanceCommandOptions, 'vary'> & { vary: VarySpec[] }) => {
            if (options.vary.length === 0)
                throw new UsageError(
                    'balance needs --vary: e.g. --vary "Goblin x1..8", --vary "Ogre.hit_points=20..60 step 5" or --vary monsters_at_zero.',
                );
            if (options.vary.length > 2) throw new UsageError(`balance varies one or two things at once, not ${options.vary.length}.`);
            process.exitCode = await balanceCommand(file, options);
        });
}

/** @returns the exit code (see the module comment). */
export async function balanceCommand(file: string, options: BalanceCommandOptions): Promise<number> {
    // The workers this command starts fill every core: V8 tuned for them (compiler-tuning.ts), for the command's life.
    tuneCompilerForSimulation();
    const reportFormat = options.report === undefined ? undefined : checkReportPath(options.report);
    const files = expandPaths([file]);
    if (files.length !== 1) throw new UsageError(`balance takes one .strife file, not ${file}.`);
    const { document, all } = await buildOne(files[0]);
    const prepared = await prepareBalance(
        document,
        importsAmong(document, all),
        { encounter: options.encounter, vary: options.vary, importRoots: [process.cwd()] },
        displayPath,
    );
    if (!prepared.ok) {
        process.stderr.write(prepared.reason === 'errors' ? `${prepared.message}\n` : `strife: ${prepared.message}\n`);
        return prepared.reason === 'errors' ? 1 : 2;
    }
    const searching = options.target !== undefined && !options.sweep;
    const runs = options.runs ?? (searching ? DEFAULT_SEARCH_RUNS : DEFAULT_SWEEP_RUNS);
    const settings = prepared.knobs.reduce((n, k) => n * k.values.length, 1);
    const pool = new SimulationPool(options.workers ?? defaultWorkers(settings * Math.min(runs, DEFAULT_SWEEP_RUNS)));
    const bar = progressBar('Balancing', options.format === 'text' && !searching);
    let result: Awaited<ReturnType<typeof runBalance>>;
    try {
        result = await runBalance(
            prepared,
            { runs, seed: chooseSeed(options.seed, prepared.model), target: options.target, sweep: options.sweep },
            { pool, onProgress: p => p.total !== undefined && bar.update(p.runs, p.total) },
        );
    } catch (error) {
        if (error instanceof RangeError) throw new UsageError(error.message);
        throw error;
    } finally {
        bar.stop();
        await pool.close();
    }
    if (options.report !== undefined) writeWhole(options.report, reportFormat === 'html' ? renderBalanceHtml(result) : renderBalanceMarkdown(result));
    const render = {
        text: renderBalanceText,
        markdown: renderBalanceMarkdown,
        html: renderBalanceHtml,
        json: (r: typeof result) => `${JSON.stringify(r, null, 2)}\n`,
    };
    process.stdout.write(render[options.format](result));
    if (options.report !== undefined && options.format === 'text') process.stderr.write(`Report written to ${options.report}\n`);
    return result.answer && !result.answer.reached ? 3 : 0;
}

function collectVary(value: string, previous: VarySpec[]): VarySpec[] {
    const parsed = parseVary(value);
    if (!parsed.ok) throw new InvalidArgumentError(parsed.error);
    return [...previous, parsed.value];
}

function parseTargetOption(value: string): BalanceTarget {
    const parsed = parseTarget(value);
    if (!parsed.ok) throw new InvalidArgumentError(parsed.error);
    return parsed.value;
}

function parseRuns(value: string): number {
    if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > MAX_RUNS)
        throw new InvalidArgumentError(`the number of runs per setting must be a whole number from 1 to ${MAX_RUNS}.`);
    return Number(value);
}

function parseSeed(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) > MAX_SEED) throw new InvalidArgumentError(`the seed must be a whole number from 0 to ${MAX_SEED}.`);
    return Number(value);
}

function parseWorkers(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) > MAX_WORKERS)
        throw new InvalidArgumentError(`the number of workers must be a whole number from 0 to ${MAX_WORKERS}.`);
    return Number(value);
}
