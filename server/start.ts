/**
 * Creates the connection, the services and the custom requests, and starts listening. Hardened
 * (docs/limits.md): requests before `initialize` get -32002, encounter runs happen in a worker with
 * progress and cancellation, imports obey the import policy, documents past the size limit are not
 * parsed, and no error of an async path ends the process. Editors other than VS Code run the Run and
 * Simulate lenses through `workspace/executeCommand` (`execute-command.ts`).
 */
import * as v8 from 'node:v8';
import { DocumentState } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { type Connection, createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { afterQueuedOutput } from '../language/lsp/after-output.js';
import { createStrifeServices, type StrifeServices, type StrifeSharedServices } from '../language/strife-module.js';
import { writeCompileCache } from './compile-cache.js';
import { registerDebugAdapter } from './debug-adapter.js';
import { HeapTrimmer } from './heap-trim.js';
import { loadImportsOnDemand } from './import-loader.js';
import { initializeGate, NOT_INITIALIZED_METHOD } from './initialize-gate.js';
import { holdOptimizingCompiler } from './optimizing-compiler.js';
import { registerRunRequest } from './run-request.js';
import { followSettings, followWorkspaceFolders } from './settings.js';
import { registerSimulateRequest } from './simulate.js';
import { serveLensCommands } from './execute-command.js';
import { registerBalanceRequests } from './balance.js';
import { followDifficultyAsYouType } from './live-difficulty.js';

type Log = (message: string) => void;

export function startStrifeServer(): void {
    keepYoungGenerationSmall();
    const releaseOptimizingCompiler = holdOptimizingCompiler();
    const gate = initializeGate();
    const connection = createConnection(ProposedFeatures.all, { messageStrategy: gate.messageStrategy });
    const log = serverLog(connection);
    keepServingOnErrors(log);

    const { shared, Strife } = createStrifeServices({ connection, ...NodeFileSystem });
    tuneAfterBuilds(shared, Strife, releaseOptimizingCompiler);
    loadImportsOnDemand(shared, log);
    connection.onRequest(NOT_INITIALIZED_METHOD, gate.refuse);
    followWorkspaceFolders(shared);
    followSettings(connection, shared, log);
    const run = registerRunRequest(connection, shared, log);
    const simulate = registerSimulateRequest(connection, shared);
    serveLensCommands(connection, shared, run, simulate, log);
    registerDebugAdapter(connection, shared, log);
    registerBalanceRequests(connection, shared);
    followDifficultyAsYouType(connection, shared, log);
    startLanguageServer(shared);
}

/**
 * V8's young generation doubles each time it fills; a language server allocates in bursts (a
 * build per keystroke), so it grew by ~100 MiB that were never given back. Kept at its starting
 * size, a server editing a 10,000-line file held ~260 MiB after 60 edits instead of ~320, at the
 * same speed (measured over stdio; `npm run bench` measures it).
 */
function keepYoungGenerationSmall(): void {
    v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** Writes to the client's log (the `Strife Language Server` channel), or to stderr once the connection is gone. */
function serverLog(connection: Connection): Log {
    return message => {
        try {
            connection.console.error(message);
        } catch {
            process.stderr.write(`${message}\n`);
        }
    };
}

/** The last line of defence: an error no handler caught is logged, and the server keeps serving. */
function keepServingOnErrors(log: Log): void {
    process.on('uncaughtException', error => log(`Strife: internal error: ${error.stack ?? error.message}`));
    process.on('unhandledRejection', reason =>
        log(`Strife: internal error: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`),
    );
}

/**
 * After every build, the heap is trimmed when it has grown (`heap-trim.ts`). After the first build
 * (its diagnostics sent), TurboFan comes back, the completion parser is built, and the compile
 * cache gets the functions the build compiled.
 */
function tuneAfterBuilds(shared: StrifeSharedServices, Strife: StrifeServices, releaseOptimizingCompiler: () => void): void {
    const builder = shared.workspace.DocumentBuilder;
    const heap = new HeapTrimmer();
    builder.onBuildPhase(DocumentState.Validated, () => heap.buildFinished());
    const firstBuild = builder.onBuildPhase(DocumentState.Validated, () => {
        firstBuild.dispose();
        afterQueuedOutput(() => {
            releaseOptimizingCompiler();
            Strife.parser.LazyCompletionParser.build();
            writeCompileCache();
        });
    });
}
