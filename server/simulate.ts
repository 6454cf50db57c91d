/**
 * `strife/simulateEncounter`: simulates an encounter (or, with `day`, a day) of an open document over worker threads
 * (never on the server's main loop, so diagnostics and hovers stay responsive), reports progress,
 * stops when the client cancels, and answers with the report as HTML and Markdown.
 */
import { type LangiumDocuments, type LangiumSharedCoreServices, DocumentState, URI } from 'langium';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import {
    SIMULATE_ENCOUNTER_METHOD,
    SIMULATION_PROGRESS_METHOD,
    type SimulateEncounterParams,
    type SimulateEncounterResult,
    type SimulationProgressParams,
} from '../client/protocol.js';
import { MAX_RUNS } from '../language/engine/simulate.js';
import { renderReportHtml } from '../language/report/html.js';
import { renderReportMarkdown } from '../language/report/markdown.js';
import { buildReport } from '../language/report/report-data.js';
import { defaultWorkers, simulateDayParallel, simulateParallel } from '../language/simulation/parallel.js';
import { prepareSimulation } from '../language/simulation/prepare.js';
import { chooseDaySeed, prepareDay } from '../language/workspace/day-service.js';
import { importedDocuments } from '../language/workspace/imports.js';
import { subjectAt } from './subject-at.js';
import { chooseSeed } from '../language/workspace/run-service.js';

/** Progress notifications at most this often (ms): enough for a smooth bar, cheap for the connection. */
const PROGRESS_INTERVAL = 100;

/** Simulates what `params` names: the request's handler, also what the Simulate lens runs in other editors (`execute-command.ts`). */
export type SimulateEncounter = (params: SimulateEncounterParams, token: CancellationToken) => Promise<SimulateEncounterResult>;

export function registerSimulateRequest(connection: Connection, shared: LangiumSharedCoreServices): SimulateEncounter {
    const documents: LangiumDocuments = shared.workspace.LangiumDocuments;
    const simulate: SimulateEncounter = async (params, token) => {
        if (!Number.isInteger(params.runs) || params.runs < 1 || params.runs > MAX_RUNS)
            return { ok: false, message: `The number of runs must be between 1 and ${MAX_RUNS} (got ${params.runs}).` };
        const uri = URI.parse(params.uri);
        await shared.workspace.DocumentBuilder.waitUntil(DocumentState.Validated, uri);
        const document = documents.getDocument(uri);
        if (!document) return { ok: false, message: `Strife has not loaded ${params.uri}.` };
        const { encounter: name, day } = subjectAt(document, params);
        const abort = new AbortController();
        const cancelled = token.onCancellationRequested(() => abort.abort(new Error('The simulation was cancelled.')));
        let last = 0;
        const parallel = {
            // At least one worker: the server's own thread must keep answering the editor.
            workers: Math.max(1, defaultWorkers(params.runs)),
            signal: abort.signal,
            onProgress: (done: number, total: number) => {
                const now = Date.now();
                if (done < total && now - last < PROGRESS_INTERVAL) return;
                last = now;
                void connection.sendNotification(SIMULATION_PROGRESS_METHOD, {
                    progressToken: params.progressToken,
                    done,
                    total,
                } satisfies SimulationProgressParams);
            },
        };
        if (day !== undefined) {
            try {
                const preparedDay = prepareDay(document, importedDocuments(document, documents), day, d => d.uri.fsPath || d.uri.toString());
                if (!preparedDay.ok) return { ok: false, message: preparedDay.message };
                const { model, ruleset } = preparedDay;
                const summary = await simulateDayParallel(
                    model,
                    ruleset.id,
                    params.runs,
                    chooseDaySeed(params.seed, model, params.defaultSeed),
                    parallel,
                );
                const data = { reports: [], day: { title: model.name, ruleset: ruleset.id, summary } };
                return { ok: true, title: model.name, html: renderReportHtml(data), markdown: renderReportMarkdown(data) };
            } catch (error) {
                return { ok: false, message: error instanceof Error ? error.message : String(error) };
            } finally {
                cancelled.dispose();
            }
        }
        const prepared = prepareSimulation(
            document,
            importedDocuments(document, documents),
            { encounter: name },
            d => d.uri.fsPath || d.uri.toString(),
        );
        if (!prepared.ok) {
            cancelled.dispose();
            return { ok: false, message: prepared.message };
        }
        const { model, ruleset } = prepared;
        const seed = chooseSeed(params.seed, model, params.defaultSeed);
        try {
            const summary = await simulateParallel(model, ruleset.id, params.runs, seed, parallel);
            const data = { reports: [buildReport(model, ruleset, summary)] };
            return { ok: true, title: model.name, html: renderReportHtml(data), markdown: renderReportMarkdown(data) };
        } catch (error) {
            return { ok: false, message: error instanceof Error ? error.message : String(error) };
        } finally {
            cancelled.dispose();
        }
    };
    connection.onRequest(SIMULATE_ENCOUNTER_METHOD, simulate);
    return simulate;
}
