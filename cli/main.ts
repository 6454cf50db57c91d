/**
 * The `strife` command (see docs/language.md §Command line and ../shared/design.md, CLI contract):
 *   strife check <file|dir>...     diagnostics, exit 0 clean / 1 errors / 2 usage or I/O
 *   strife run <file> [...]        one seeded run: the full combat log
 *   strife simulate <file> [...]   many seeded runs: win rates, survival, difficulty
 *   strife test <file|dir>...      checks every `expect` line; exit 1 if one fails
 *   strife lsp --stdio             the language server, for any LSP editor
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { checkCommand } from './check.js';
import { runCommand } from './run.js';
import { simulateCommand } from './simulate.js';
import { testCommand } from './test.js';
import { MAX_RUNS } from '../language/engine/simulate.js';
import { UsageError } from './files.js';
import { STRIFE_VERSION } from './version.js';
import { guardOutput } from './output.js';
import { MAX_SEED } from '../language/validation/limit-checks.js';

const program = new Command('strife')
    .description('Write, check and run tabletop-RPG combat encounters (.strife files).')
    .version(STRIFE_VERSION)
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`strife: ${text.replace(/^error: /, '').trim()}\n`) });

program
    .command('check')
    .description('check files (or every .strife file under folders) against their rulesets')
    .argument('<paths...>', 'files or folders')
    .action(async (paths: string[]) => {
        process.exitCode = await checkCommand(paths);
    });

program
    .command('run')
    .description('run one encounter with a seeded generator and print the combat log')
    .argument('<file>', 'a .strife file')
    .option('-e, --encounter <name>', 'the encounter to run (default: the first in the file)')
    .option('-s, --seed <n>', "the seed (default: the encounter's seed line, else 1)", parseSeed)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .action(async (file: string, options: { encounter?: string; seed?: number; format: 'text' | 'json' | 'markdown' }) => {
        process.exitCode = await runCommand(file, options);
    });

program
    .command('simulate')
    .description('run an encounter many times and report win rates, survival and difficulty')
    .argument('<file>', 'a .strife file')
    .option('-e, --encounter <name>', 'the encounter to simulate (default: the first)')
    .option('-n, --runs <n>', 'how many runs', parseRuns, 1000)
    .option('-s, --seed <n>', "the seed of the first run (default: the encounter's seed line, else 1)", parseSeed)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (file: string, options: { encounter?: string; runs: number; seed?: number; format: 'text' | 'json' }) => {
        process.exitCode = await simulateCommand(file, options);
    });

program
    .command('test')
    .description('run every encounter with `expect` lines once, with its seed, and check the expectations')
    .argument('<paths...>', 'files or folders')
    .action(async (paths: string[]) => {
        process.exitCode = await testCommand(paths);
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
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_RUNS)
        throw new InvalidArgumentError(`the number of runs must be between 1 and ${MAX_RUNS}.`);
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
        await program.parseAsync(process.argv);
    } catch (error) {
        if (error instanceof CommanderError) {
            // Help and version exit 0; every other parse problem is a usage error.
            process.exitCode =
                error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help' ? 0 : 2;
            return;
        }
        if (error instanceof UsageError) {
            process.stderr.write(`strife: ${error.message}\n`);
            process.exitCode = 2;
            return;
        }
        process.stderr.write(`strife: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 2;
    }
}

void main();
