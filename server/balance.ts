/**
 * The Balance… command's requests: `strife/balanceChoices` (what an encounter lets a GM vary, for
 * the quick picks) and `strife/balanceEncounter` (`strife balance` in the server: the same parser,
 * the same search, on worker threads started for the request and ended after it; progress as
 * `strife/balanceProgress`; cancelling the request stops it). The answer is the report page, its
 * Markdown, and every setting's edits, which the extension applies only when the GM clicks.
 */
import * as path from 'node:path';
import { DocumentState, type LangiumDocument, URI } from 'langium';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import {
    BALANCE_CHOICES_METHOD,
    BALANCE_ENCOUNTER_METHOD,
    BALANCE_PROGRESS_METHOD,
    type BalanceChoicesParams,
    type BalanceChoicesResult,
    type BalanceEncounterParams,
    type BalanceEncounterResult,
    type BalanceProgressParams,
    type RunEncounterPosition,
} from '../client/protocol.js';
import { renderBalanceHtml } from '../language/report/balance-html.js';
import { renderBalanceMarkdown } from '../language/report/balance-text.js';
import { DEFAULT_SEARCH_RUNS, DEFAULT_SWEEP_RUNS, prepareBalance, runBalance } from '../language/simulation/balance.js';
import { balanceChoices } from '../language/simulation/balance-knobs.js';
import { type BalanceTarget, parseTarget, parseVary, type VarySpec } from '../language/simulation/balance-spec.js';
import { defaultWorkers, SimulationPool } from '../language/simulation/parallel.js';
import type { StrifeSharedServices } from '../language/strife-module.js';
import { importRoots } from '../language/workspace/import-policy.js';
import { importedDocuments } from '../language/workspace/imports.js';
import { chooseSeed, encountersOf, prepareEncounter } from '../language/workspace/run-service.js';

/** Progress notifications at most this often (ms). */
const PROGRESS_INTERVAL = 100;

export function registerBalanceRequests(connection: Connection, shared: StrifeSharedServices): void {
    const documents = shared.workspace.LangiumDocuments;
    /** A file as the report names it: relative to its workspace folder, else by its name. */
    const displayPath = (d: LangiumDocument) => {
        const file = d.uri.fsPath;
        if (d.uri.scheme !== 'file') return d.uri.toString();
        const root = importRoots(documents).find(r => file.startsWith(r + path.sep));
        return root ? path.relative(root, file) : path.basename(file);
    };

    /** The built document and the encounter's name (the one named, else the one at the position). */
    async function locate(params: { uri: string; encounter?: string; position?: RunEncounterPosition }, token: CancellationToken) {
        const uri = URI.parse(params.uri);
        await shared.workspace.DocumentBuilder.waitUntil(DocumentState.Validated, uri, token);
        const document = documents.getDocument(uri);
        if (!document) return undefined;
        let name = params.encounter;
        if (name === undefined && params.position) {
            const offset = document.textDocument.offsetAt(params.position);
            name = encountersOf(document).find(e => e.$cstNode && e.$cstNode.offset <= offset && offset <= e.$cstNode.end)?.name;
        }
        return { document, name, related: importedDocuments(document, documents) };
    }

    connection.onRequest(BALANCE_CHOICES_METHOD, async (params: BalanceChoicesParams, token: CancellationToken): Promise<BalanceChoicesResult> => {
        const located = await locate(params, token);
        if (!located) return { ok: false, message: `Strife has not loaded ${params.uri}.` };
        const prepared = prepareEncounter(located.document, located.related, located.name, displayPath);
        if (!prepared.ok) return { ok: false, message: prepared.message };
        const encounter = encountersOf(located.document).find(e => e.name === prepared.model.name)!;
        const choices = balanceChoices(encounter, prepared.ruleset);
        return {
            ok: true,
            encounter: prepared.model.name,
            counts: [...choices.counts],
            stats: [...choices.stats],
            options: choices.options.map(o => ({ ...o, values: [...o.values] })),
        };
    });

    connection.onRequest(
        BALANCE_ENCOUNTER_METHOD,
        async (params: BalanceEncounterParams, token: CancellationToken): Promise<BalanceEncounterResult> => {
            const vary: VarySpec[] = [];
            for (const text of params.vary ?? []) {
                const parsed = parseVary(text);
                if (!parsed.ok) return { ok: false, message: parsed.error };
                vary.push(parsed.value);
            }
            let target: BalanceTarget | undefined;
            if (params.target !== undefined) {
                const parsed = parseTarget(params.target);
                if (!parsed.ok) return { ok: false, message: parsed.error };
                target = parsed.value;
            }
            const located = await locate(params, token);
            if (!located) return { ok: false, message: `Strife has not loaded ${params.uri}.` };
            const prepared = await prepareBalance(
                located.document,
                located.related,
                { encounter: located.name, vary, importRoots: importRoots(documents) },
                displayPath,
            );
            if (!prepared.ok) return { ok: false, message: prepared.message };
            const runs = params.runs ?? (target ? DEFAULT_SEARCH_RUNS : DEFAULT_SWEEP_RUNS);
            const settings = prepared.knobs.reduce((n, k) => n * k.values.length, 1);
            // At least one worker: the server's own thread must keep answering the editor.
            const pool = new SimulationPool(Math.max(1, defaultWorkers(settings * Math.min(runs, DEFAULT_SWEEP_RUNS))));
            const abort = new AbortController();
            const cancelled = token.onCancellationRequested(() => abort.abort(new Error('The balance was cancelled.')));
            let last = 0;
            try {
                const result = await runBalance(
                    prepared,
                    { runs, seed: chooseSeed(params.seed, prepared.model, params.defaultSeed), target },
                    {
                        pool,
                        signal: abort.signal,
                        onProgress: p => {
                            const now = Date.now();
                            if (now - last < PROGRESS_INTERVAL) return;
                            last = now;
                            void connection.sendNotification(BALANCE_PROGRESS_METHOD, {
                                progressToken: params.progressToken,
                                runs: p.runs,
                                ...(p.total !== undefined ? { total: p.total } : {}),
                            } satisfies BalanceProgressParams);
                        },
                    },
                );
                return {
                    ok: true,
                    title: result.encounter,
                    html: renderBalanceHtml(result),
                    markdown: renderBalanceMarkdown(result),
                    settings: result.points.map(p => ({
                        label: p.label,
                        edits: p.edits.map(e => ({ uri: e.uri, range: e.range, oldText: e.oldText, newText: e.newText })),
                    })),
                    ...(result.answer ? { answer: result.answer.point } : {}),
                };
            } catch (error) {
                return { ok: false, message: error instanceof Error ? error.message : String(error) };
            } finally {
                cancelled.dispose();
                await pool.close();
            }
        },
    );
}
