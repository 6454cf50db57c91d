/**
 * Creates the connection, the services and the custom requests, and starts listening. Hardened
 * (docs/limits.md): requests before `initialize` get -32002, encounter runs happen in a worker with
 * progress and cancellation, imports obey the import policy, documents past the size limit are not
 * parsed, and no error of an async path ends the process.
 */
import * as v8 from 'node:v8';
import { DocumentState, URI } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, LSPErrorCodes, ProposedFeatures, ResponseError, type CancellationToken } from 'vscode-languageserver/node';
import type { WorkDoneProgressReporter } from 'vscode-languageserver';
import { RUN_ENCOUNTER_METHOD, type RunEncounterParams, type RunEncounterResult } from '../client/protocol.js';
import { importedDocuments } from '../language/workspace/imports.js';
import { setImportRoots } from '../language/workspace/import-policy.js';
import { DEFAULT_MAX_FILE_KB } from '../language/workspace/file-size-limit.js';
import { encountersOf, prepareRun } from '../language/workspace/run-service.js';
import { createStrifeServices } from '../language/strife-module.js';
import { CoalescingDocumentUpdateHandler } from '../language/lsp/coalesced-updates.js';
import { loadImportsOnDemand } from './import-loader.js';
import { registerSimulateRequest } from './simulate.js';
import { initializeGate, NOT_INITIALIZED_METHOD } from './initialize-gate.js';
import { runInWorker } from './encounter-runs.js';
import { HeapTrimmer } from './heap-trim.js';
import { writeCompileCache } from './compile-cache.js';
import { afterQueuedOutput } from '../language/lsp/after-output.js';
import { holdOptimizingCompiler } from './optimizing-compiler.js';
import { LazyCompletionParser } from '../language/parsing/lazy-completion-parser.js';

/**
 * V8's young generation doubles each time it fills; a language server allocates in bursts (a
 * build per keystroke), so it grew by ~100 MiB that were never given back. Kept at its starting
 * size, a server editing a 10,000-line file held ~260 MiB after 60 edits instead of ~320, at the
 * same speed (measured over stdio; `npm run bench` measures it).
 */
function keepYoungGenerationSmall(): void {
    v8.setFlagsFromString('--semi-space-growth-factor=1');
}

export function startStrifeServer(): void {
    keepYoungGenerationSmall();
    const releaseOptimizingCompiler = holdOptimizingCompiler();
    const gate = initializeGate();
    const connection = createConnection(ProposedFeatures.all, { messageStrategy: gate.messageStrategy });
    const log = (message: string) => {
        try {
            connection.console.error(message);
        } catch {
            process.stderr.write(`${message}\n`);
        }
    };
    // The last line of defence: an error no handler caught is logged, and the server keeps serving.
    process.on('uncaughtException', error => log(`Strife: internal error: ${error.stack ?? error.message}`));
    process.on('unhandledRejection', reason =>
        log(`Strife: internal error: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`),
    );

    const { shared, Strife, fileSize } = createStrifeServices({ connection, ...NodeFileSystem });
    const documents = shared.workspace.LangiumDocuments;
    const heap = new HeapTrimmer();
    shared.workspace.DocumentBuilder.onBuildPhase(DocumentState.Validated, () => heap.buildFinished());
    // After the first build (its diagnostics sent), TurboFan comes back, the completion parser is
    // built, and the compile cache gets the functions the build compiled.
    const firstBuild = shared.workspace.DocumentBuilder.onBuildPhase(DocumentState.Validated, () => {
        firstBuild.dispose();
        afterQueuedOutput(() => {
            releaseOptimizingCompiler();
            const completion = Strife.parser.CompletionParser as unknown;
            if (completion instanceof LazyCompletionParser) completion.build();
            writeCompileCache();
        });
    });
    loadImportsOnDemand(shared, log);
    connection.onRequest(NOT_INITIALIZED_METHOD, gate.refuse);

    shared.lsp.LanguageServer.onInitialize(params => {
        const folders = params.workspaceFolders?.map(f => URI.parse(f.uri)) ?? (params.rootUri ? [URI.parse(params.rootUri)] : []);
        setImportRoots(
            documents,
            folders.filter(u => u.scheme === 'file').map(u => u.fsPath),
        );
    });
    const readFileSizeSetting = async (rebuild: boolean) => {
        const kb = await shared.workspace.ConfigurationProvider.getConfiguration('strife', 'maxFileSizeKB');
        const bytes = (typeof kb === 'number' && Number.isFinite(kb) && kb > 0 ? kb : DEFAULT_MAX_FILE_KB) * 1024;
        if (bytes === fileSize.maxBytes) return;
        fileSize.maxBytes = bytes;
        if (rebuild)
            await shared.workspace.WorkspaceLock.write(token =>
                shared.workspace.DocumentBuilder.update(documents.all.map(d => d.uri).toArray(), [], token),
            );
    };
    // Documents are read under the limit the settings give: builds wait until it is known.
    const settingsRead = new Promise<void>(resolve => {
        shared.lsp.LanguageServer.onInitialized(() => {
            readFileSizeSetting(true)
                .catch(error => log(`Strife: reading settings failed: ${String(error)}`))
                .finally(resolve);
        });
    });
    const updates = shared.lsp.DocumentUpdateHandler;
    if (updates instanceof CoalescingDocumentUpdateHandler) updates.waitBeforeBuilding(settingsRead);
    // Inlay hints read `strife.inlayHints.enabled` per request; the client asks again when told to refresh.
    let refreshInlayHints = false;
    shared.lsp.LanguageServer.onInitialize(params => {
        refreshInlayHints = params.capabilities.workspace?.inlayHint?.refreshSupport === true;
    });
    shared.workspace.ConfigurationProvider.onConfigurationSectionUpdate(update => {
        if (update.section !== 'strife') return;
        readFileSizeSetting(true).catch(error => log(`Strife: reading settings failed: ${String(error)}`));
        if (refreshInlayHints)
            connection.languages.inlayHint.refresh().catch(error => log(`Strife: refreshing inlay hints failed: ${String(error)}`));
    });

    connection.onRequest(
        RUN_ENCOUNTER_METHOD,
        async (
            params: RunEncounterParams & { workDoneToken?: string | number },
            token: CancellationToken,
        ): Promise<RunEncounterResult | ResponseError<void>> => {
            const uri = URI.parse(params.uri);
            await shared.workspace.DocumentBuilder.waitUntil(DocumentState.Validated, uri, token);
            const document = documents.getDocument(uri);
            if (!document) return { ok: false, output: `Strife has not loaded ${params.uri}.\n` };
            let name = params.encounter;
            if (name === undefined && params.position) {
                const offset = document.textDocument.offsetAt(params.position);
                name = encountersOf(document).find(e => e.$cstNode && e.$cstNode.offset <= offset && offset <= e.$cstNode.end)?.name;
            }
            const prepared = prepareRun(
                document,
                importedDocuments(document, documents),
                { encounter: name, seed: params.seed, defaultSeed: params.defaultSeed, format: 'text' },
                d => d.uri.fsPath || d.uri.toString(),
            );
            if (!prepared.ok) return { ok: false, output: prepared.output };
            const progress = await startProgress(params.workDoneToken, `Running ${prepared.model.name}`);
            try {
                const reply = await runInWorker(
                    { model: prepared.model, ruleset: prepared.ruleset.id, seed: prepared.seed, format: 'text' },
                    combineTokens(token, progress?.token),
                    progress,
                );
                if ('cancelled' in reply) return new ResponseError(LSPErrorCodes.RequestCancelled, 'The run was cancelled.');
                return reply;
            } finally {
                progress?.done();
            }
        },
    );

    /** Work-done progress: the client's token when it sent one, else one the server creates (when the client can show it). */
    async function startProgress(
        workDoneToken: string | number | undefined,
        title: string,
    ): Promise<(WorkDoneProgressReporter & { token?: CancellationToken }) | undefined> {
        try {
            if (workDoneToken !== undefined) {
                const reporter = connection.window.attachWorkDoneProgress(workDoneToken);
                reporter.begin(title, 0, undefined, true);
                return reporter;
            }
            if (!clientShowsProgress) return undefined;
            const reporter = await connection.window.createWorkDoneProgress();
            reporter.begin(title, 0, undefined, true);
            return reporter;
        } catch (error) {
            log(`Strife: no progress for the run: ${String(error)}`);
            return undefined;
        }
    }
    let clientShowsProgress = false;
    shared.lsp.LanguageServer.onInitialize(params => {
        clientShowsProgress = params.capabilities.window?.workDoneProgress === true;
    });

    registerSimulateRequest(connection, shared);
    startLanguageServer(shared);
}

/** A token cancelled when either is. */
function combineTokens(a: CancellationToken, b: CancellationToken | undefined): CancellationToken {
    if (!b) return a;
    return {
        get isCancellationRequested() {
            return a.isCancellationRequested || b.isCancellationRequested;
        },
        onCancellationRequested: (listener, thisArg, disposables) => {
            const first = a.onCancellationRequested(listener, thisArg, disposables);
            const second = b.onCancellationRequested(listener, thisArg, disposables);
            return {
                dispose: () => {
                    first.dispose();
                    second.dispose();
                },
            };
        },
    };
}
