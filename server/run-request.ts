/**
 * `strife/runEncounter`: runs one encounter of an open document (the one named, else the one at the
 * cursor), or a day (`day`, or the day at the cursor), in a worker thread (`encounter-runs.ts`), with work-done progress and cancellation, and
 * answers with the text log `strife run` prints.
 */
import { DocumentState, type LangiumDocument, URI } from 'langium';
import type { Connection, WorkDoneProgressReporter } from 'vscode-languageserver';
import { type CancellationToken, LSPErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { RUN_ENCOUNTER_METHOD, type RunEncounterParams, type RunEncounterResult } from '../client/protocol.js';
import type { StrifeSharedServices } from '../language/strife-module.js';
import { importedDocuments } from '../language/workspace/imports.js';
import { subjectAt } from './subject-at.js';
import { prepareDayRun } from '../language/workspace/day-service.js';
import { prepareRun } from '../language/workspace/run-service.js';
import { runInWorker } from './encounter-runs.js';

type Log = (message: string) => void;

/** Runs what `params` names and answers with its log: the request's handler, also what the Run lens runs in other editors (`execute-command.ts`). */
export type RunEncounter = (
    params: RunEncounterParams & { workDoneToken?: string | number },
    token: CancellationToken,
) => Promise<RunEncounterResult | ResponseError<void>>;

export function registerRunRequest(connection: Connection, shared: StrifeSharedServices, log: Log): RunEncounter {
    const documents = shared.workspace.LangiumDocuments;
    let clientShowsProgress = false;
    shared.lsp.LanguageServer.onInitialize(params => {
        clientShowsProgress = params.capabilities.window?.workDoneProgress === true;
    });

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

    const run: RunEncounter = async (params, token) => {
        const uri = URI.parse(params.uri);
        await shared.workspace.DocumentBuilder.waitUntil(DocumentState.Validated, uri, token);
        const document = documents.getDocument(uri);
        if (!document) return { ok: false, output: `Strife has not loaded ${params.uri}.\n` };
        const { encounter: name, day } = subjectAt(document, params);
        const request = { encounter: name, day, seed: params.seed, defaultSeed: params.defaultSeed, format: 'text' as const };
        const displayPath = (d: LangiumDocument) => d.uri.fsPath || d.uri.toString();
        const related = importedDocuments(document, documents);
        const prepared =
            day !== undefined ? prepareDayRun(document, related, request, displayPath) : prepareRun(document, related, request, displayPath);
        if (!prepared.ok) return { ok: false, output: prepared.output };
        const progress = await startProgress(params.workDoneToken, `Running ${prepared.model.name}`);
        try {
            const job = 'steps' in prepared.model ? { day: prepared.model } : { model: prepared.model };
            const reply = await runInWorker(
                { ...job, ruleset: prepared.ruleset.id, seed: prepared.seed, format: 'text' },
                combineTokens(token, progress?.token),
                progress,
            );
            if ('cancelled' in reply) return new ResponseError(LSPErrorCodes.RequestCancelled, 'The run was cancelled.');
            return reply;
        } finally {
            progress?.done();
        }
    };
    connection.onRequest(RUN_ENCOUNTER_METHOD, run);
    return run;
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
