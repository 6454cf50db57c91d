/**
 * The `strife` command (see docs/language.md §Command line and ../shared/design.md, CLI contract):
 *   strife check <file|dir>...     diagnostics, exit 0 clean / 1 errors / 2 usage or I/O
 *   strife run <file> [...]        one seeded run: the full combat log
 *   strife simulate <file> [...]   many seeded runs: win rates, survival, difficulty
 *   strife test <file|dir>...      checks every `expect` line; exit 1 if one fails
 *   strife roll <formula>          rolls dice, every face shown
 *   strife odds <formula>          the exact distribution of a formula (AnyDice style)
 *   strife lsp --stdio             the language server, for any LSP editor
 *   strife play <file> [...]       a fight played at the table: the dice typed on stdin
 *   strife debug --stdio           the debug adapter, for any DAP client
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { registerBalanceCommand } from './balance.js';
import { checkCommand } from './check.js';
import { formulaArgv, MAX_ROLL_TIMES, type OddsCommandOptions, oddsCommand, rollCommand } from './dice.js';
import { MAX_EXPLODE_DEPTH } from '../language/engine/dice-odds.js';
import { runCommand } from './run.js';
import { debugCommand } from './debug.js';
import { facesRunCommand } from './faces.js';
import { playCommand } from './play.js';
import { simulateCommand } from './simulate.js';
import { testCommand } from './test.js';
import { MAX_RUNS } from '../language/engine/simulate.js';
import { MAX_WORKERS } from '../language/simulation/parallel.js';
import { parseOptionSettings } from '../language/simulation/prepare.js';
import { UsageError } from './files.js';
import { STRIFE_VERSION } from './version.js';
import { guardOutput, writeErr } from './output.js';
import { escapeControls } from '../language/engine/terminal-text.js';
import { MAX_SEED } from '../language/validation/limit-checks.js';

const program = new Command('strife')
    .description('Write, check and run tabletop-RPG combat encounters (.strife files).')
    .version(STRIFE_VERSION)
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(escapeControls(`strife: ${text.replace(/^error: /, '').trim()}\n`)) });

program
    .command('check')
    .description('check files (or every .strife file under folders) against their rulesets')
    .argument('<paths...>', 'files or folders')
    .action(async (paths: string[]) => {
        process.exitCode = await checkCommand(paths);
    });

program
    .command('run')
    .description('run one encounter, or a day of them, with a seeded generator and print the combat log')
    .argument('<file>', 'a .strife file')
    .option('-e, --encounter <name>', 'the encounter to run (default: the first in the file)')
    .option('-d, --day [name]', "run a day (alone: the file's only day; the default for a file with days and no encounter)")
    .option('-s, --seed <n>', "the seed (default: the encounter's or day's seed line, else 1)", parseSeed)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .option('--no-color', 'never colour the text log (colour is used only on a terminal, and never with NO_COLOR set)')
    .option('--faces <faces>', 'the dice of the fight, in the order drawn, instead of rolling them: 7,10,3,…')
    .option('--table <names>', "with --faces: whose dice the faces are (sides or fighters, by commas); the generator rolls the others'")
    .option('--replay <file>', 'replay a fight saved by `strife play --save`')
    .action(
        async (
            file: string,
            options: {
                encounter?: string;
                day?: string | true;
                seed?: number;
                format: 'text' | 'json' | 'markdown';
                color: boolean;
                faces?: string;
                table?: string;
                replay?: string;
            },
        ) => {
            if (options.table !== undefined && options.faces === undefined)
                throw new UsageError('--table goes with --faces: it says whose dice the faces are.');
            if (options.day !== undefined && (options.faces !== undefined || options.replay !== undefined))
                throw new UsageError('--faces and --replay run an encounter, not a day.');
            process.exitCode =
                options.faces !== undefined || options.replay !== undefined ? await facesRunCommand(file, options) : await runCommand(file, options);
        },
    );

program
    .command('play')
    .description('play an encounter at the table: the log as it happens, each die the table rolls asked for on stdin')
    .argument('<file>', 'a .strife file')
    .option('-e, --encounter <name>', 'the encounter to play (default: the first in the file)')
    .option('-s, --seed <n>', "the seed of the dice the table does not roll (default: the encounter's seed line, else 1)", parseSeed)
    .option('--table <names>', 'who rolls at the table: everyone (the default), nobody, or sides and fighters by commas')
    .option('--choose <names>', 'whose turns are chosen at the prompt instead of by tactics (sides and fighters, by commas)')
    .option('--save <file>', 'save the faces and choices after every answer (replay: run --replay, go on: play --resume)')
    .option('--resume <file>', 'go on with a fight saved by --save')
    .option('--no-color', 'never colour the log')
    .action(
        async (
            file: string,
            options: { encounter?: string; seed?: number; table?: string; choose?: string; save?: string; resume?: string; color: boolean },
        ) => {
            process.exitCode = await playCommand(file, options);
        },
    );

program
    .command('debug')
    .description('start the debug adapter (for any Debug Adapter Protocol client)')
    .option('--stdio', 'talk DAP over standard input and output (the only transport)')
    .action(() => {
        debugCommand();
    });

program
    .command('simulate')
    .description('run an encounter, or a day, many times and report win rates, survival and difficulty')
    .argument('<file>', 'a .strife file')
    .option('-e, --encounter <name>', 'the encounter to simulate (default: the first)')
    .option('-d, --day [name]', "simulate a day (alone: the file's only day; the default for a file with days and no encounter)")
    .option('-n, --runs <n>', 'how many runs', parseRuns, 1000)
    .option('-s, --seed <n>', "the simulation's seed (default: the encounter's seed line, else 1)", parseSeed)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .option('-w, --workers <n>', `worker threads, 0 to ${MAX_WORKERS} (default: one per core; none under 2000 runs)`, parseWorkers)
    .option('-o, --option <name=value>', 'set a rule option (repeatable), e.g. monsters_at_zero=unconscious', collect, [])
    .option('-r, --report <file>', 'also write a report: .html (a page with charts) or .md (Markdown)')
    .option('-c, --compare <target>', 'simulate a second encounter too and compare: other.strife, other.strife#Name or #Name')
    .option('--compare-option <name=value>', 'compare with these rule options (repeatable; the same encounter unless --compare)', collect, [])
    .action(
        async (
            file: string,
            options: {
                encounter?: string;
                day?: string | true;
                runs: number;
                seed?: number;
                format: 'text' | 'json' | 'markdown';
                workers?: number;
                option: string[];
                report?: string;
                compare?: string;
                compareOption: string[];
            },
        ) => {
            const settings = parseOptionSettings(options.option);
            if ('error' in settings) throw new UsageError(settings.error);
            const compareSettings = parseOptionSettings(options.compareOption);
            if ('error' in compareSettings) throw new UsageError(compareSettings.error);
            process.exitCode = await simulateCommand(file, {
                ...options,
                options: settings.options,
                compareOptions: options.compareOption.length ? compareSettings.options : undefined,
            });
        },
    );

registerBalanceCommand(program);

program
    .command('test')
    .description('run every encounter with `expect` lines once, with its seed, and check the expectations')
    .argument('<paths...>', 'files or folders')
    .action(async (paths: string[]) => {
        process.exitCode = await testCommand(paths);
    });

/** The notation `roll` and `odds` read, in brief (docs/language.md, "Dice formulas", has it all). */
const DICE_NOTATION_HELP = `
Notation (as Roll20, Foundry VTT and Avrae write it; docs/language.md, "Dice formulas", has it all):
  4d6kh3, 2d20kl1, 4d6dl1   keep the highest / lowest, drop the lowest
  1d10!, 2d6!!, 1d6!p       explode, compound, penetrate
  2d6r1, 2d6ro<2            reroll 1s (again and again), reroll once below 2
  6d10>7, 6d10>7f1          count successes (7 or more), and failures (1s)
  4dF, 1d%                  Fate dice, percentile
  (2d6+3)/2                 + - * / and parentheses; division rounds down
Examples: strife roll "4d6kh3" --times 6    strife odds "2d6+3" --vs 10`;

program
    .command('roll')
    .description('roll a dice formula (e.g. "4d6kh3", "2d6+3") and show every face')
    .argument('<formula>', 'dice and numbers with + - * / and parentheses')
    .option('-s, --seed <n>', 'the seed (default: a random one, printed so the roll can be repeated)', parseSeed)
    .option('-t, --times <n>', `how many rolls (1 to ${MAX_ROLL_TIMES})`, parseTimes, 1)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText('after', DICE_NOTATION_HELP)
    .action((formula: string, options: { seed?: number; times: number; format: 'text' | 'json' }) => {
        process.exitCode = rollCommand(formula, options);
    });

program
    .command('odds')
    .description('the exact distribution of dice formulas: table (P(=), P(≥), P(≤)), mean, deviation, percentiles, chart')
    .argument('<formulas...>', 'dice and numbers with + - * / and parentheses; several share one table and chart')
    .option('--vs <target>', 'also the chance to reach this total or more', parseTarget)
    .option('--under <target>', 'also the chance to roll this total or less (roll-under)', parseTarget)
    .option('--against <formula>', 'also the chance to beat, tie and lose to this opposed roll')
    .option(
        '--explode-depth <n>',
        `explode each die at most n times (0 to ${MAX_EXPLODE_DEPTH}; AnyDice's default is 2, Strife's follows chains to 1e-9)`,
        parseDepth,
    )
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText('after', DICE_NOTATION_HELP)
    .action((formulas: string[], options: OddsCommandOptions) => {
        process.exitCode = oddsCommand(formulas, options);
    });

program
    .command('lsp')
    .description('start the language server (for any LSP client)')
    .option('--stdio', 'talk LSP over standard input and output')
    .option('--node-ipc', 'talk LSP over Node IPC')
    .option('--socket <port>', 'talk LSP over a socket')
    .action(async () => {
        const { startStrifeServer } = await import('../server/start.js');
        startStrifeServer();
    });

function parseRuns(value: string): number {
    if (!/^-?\d+$/.test(value.trim())) throw new InvalidArgumentError(`the number of runs must be a whole number from 1 to ${MAX_RUNS}.`);
    const n = Number(value);
    if (n < 1) throw new InvalidArgumentError(`the number of runs must be at least 1 (got ${value}).`);
    if (n > MAX_RUNS) throw new InvalidArgumentError(`the number of runs is capped at ${MAX_RUNS} (got ${value}); split bigger studies by seed.`);
    return n;
}

function parseWorkers(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) > MAX_WORKERS)
        throw new InvalidArgumentError(`the number of workers must be a whole number from 0 to ${MAX_WORKERS}.`);
    return Number(value);
}

function collect(value: string, previous: string[]): string[] {
    return [...previous, value];
}

function parseTimes(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_ROLL_TIMES)
        throw new InvalidArgumentError(`the number of rolls must be between 1 and ${MAX_ROLL_TIMES}.`);
    return Number(value);
}

function parseTarget(value: string): number {
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError('the target must be an integer.');
    return Number(value);
}

function parseDepth(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) > MAX_EXPLODE_DEPTH) {
        throw new InvalidArgumentError(`the explosion depth must be a whole number from 0 to ${MAX_EXPLODE_DEPTH}.`);
    }
    return Number(value);
}

function parseSeed(value: string): number {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > MAX_SEED) throw new InvalidArgumentError(`the seed must be a whole number from 0 to ${MAX_SEED}.`);
    return n;
}

async function main(): Promise<void> {
    if (process.argv[2] !== 'lsp') guardOutput(); // the server's stdout is its channel: the connection handles it
    if (process.argv.length <= 2) {
        // `strife` alone is a usage error: show the commands on stderr.
        process.stderr.write(program.helpInformation());
        process.exitCode = 2;
        return;
    }
    try {
        await program.parseAsync(formulaArgv(process.argv));
    } catch (error) {
        if (error instanceof CommanderError) {
            // Help and version exit 0; every other parse problem is a usage error.
            process.exitCode =
                error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : 2;
            return;
        }
        if (error instanceof UsageError) {
            writeErr(`strife: ${error.message}\n`);
            process.exitCode = 2;
            return;
        }
        writeErr(`strife: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 2;
    }
}

void main();
