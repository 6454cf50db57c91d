/**
 * Difficulty as you type: once an edit has settled (no change for SETTLE_MS after its build's
 * diagnostics), each encounter of the open documents that were built gets a small simulation on a
 * worker thread of its own — a first look of FIRST_RUNS runs, then four times more at a time up to
 * `strife.difficultyAsYouType.runs` — and its verdict goes to the encounter's CodeLens
 * (`lsp/code-lens.ts`, through the `DifficultyStore`), refreshed as runs come in. The next change
 * stops it (queued runs are dropped; the thread stays for the next time). Nothing of it runs on the
 * server's thread but putting models on the thread and adding up tallies, so diagnostics, hovers
 * and completion are never kept waiting. A file with errors gets no verdict. Setting
 * `strife.difficultyAsYouType.enabled` false turns it off.
 */
import { DocumentState, type LangiumDocument, URI } from 'langium';
import { type Connection, CodeLensRefreshRequest } from 'vscode-languageserver';
import type { EncounterModel } from '../language/engine/model.js';
import { emptyTally, mergeTallies, type SimulationTally, summariseTally } from '../language/engine/simulate.js';
import { type SimulationJob, SimulationPool } from '../language/simulation/parallel.js';
import type { StrifeSharedServices } from '../language/strife-module.js';
import { importedDocuments } from '../language/workspace/imports.js';
import { chooseSeed, encountersOf, prepareEncounter } from '../language/workspace/run-service.js';

/** Quiet time after a build's diagnostics before the simulation starts (ms): typing goes on meanwhile. */
export const SETTLE_MS = 300;
/** Runs of the first verdict; later looks play four times more each, up to the budget. */
const FIRST_RUNS = 250;
/** The budget when the setting gives none. */
export const DEFAULT_LIVE_RUNS = 2000;
/** Encounters of one document that get a verdict (the first ones). */
const MAX_LIVE_ENCOUNTERS = 8;

type Log = (message: string) => void;

interface Settings {
    readonly enabled: boolean;
    readonly runs: number;
    readonly seed?: number;
    readonly defaultSeed?: number;
}

/** Wires difficulty as you type into the server; called once by `start.ts`. */
export function followDifficultyAsYouType(connection: Connection, shared: StrifeSharedServices, log: Log): void {
    const store = shared.lsp.DifficultyStore;
    const documents = shared.workspace.LangiumDocuments;
    const textDocuments = shared.workspace.TextDocuments;
    const builder = shared.workspace.DocumentBuilder;
    let settings: Settings = { enabled: true, runs: DEFAULT_LIVE_RUNS };
    let refreshSupported = false;
    let pool: SimulationPool | undefined;
    let timer: NodeJS.Timeout | undefined;
    let running: AbortController | undefined;
    const pending = new Set<string>();

    const refresh = () => {
        if (refreshSupported)
            connection.sendRequest(CodeLensRefreshRequest.type).catch(error => log(`Strife: refreshing lenses failed: ${String(error)}`));
    };
    const stop = () => {
        clearTimeout(timer);
        timer = undefined;
        running?.abort(new Error('an edit came in'));
        running = undefined;
    };
    const schedule = () => {
        clearTimeout(timer);
        timer = pending.size && settings.enabled ? setTimeout(play, SETTLE_MS) : undefined;
    };

    shared.lsp.LanguageServer.onInitialize(params => {
        refreshSupported = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    });
    const readSettings = async () => {
        const config = shared.workspace.ConfigurationProvider;
        const own = (await config.getConfiguration('strife', 'difficultyAsYouType')) as { enabled?: unknown; runs?: unknown } | undefined;
        const simulation = (await config.getConfiguration('strife', 'simulation')) as { seed?: unknown } | undefined;
        const defaultSeed = await config.getConfiguration('strife', 'defaultSeed');
        const runs = typeof own?.runs === 'number' && Number.isInteger(own.runs) ? Math.min(100_000, Math.max(100, own.runs)) : DEFAULT_LIVE_RUNS;
        const seedOf = (x: unknown) => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : undefined);
        settings = { enabled: own?.enabled !== false, runs, seed: seedOf(simulation?.seed), defaultSeed: seedOf(defaultSeed) };
    };
    shared.lsp.LanguageServer.onInitialized(() => {
        readSettings().catch(error => log(`Strife: reading settings failed: ${String(error)}`));
    });
    shared.workspace.ConfigurationProvider.onConfigurationSectionUpdate(update => {
        if (update.section !== 'strife') return;
        readSettings()
            .then(() => {
                // Anything may have changed (off, the budget, the seed): start over on every open document.
                stop();
                for (const d of documents.all) store.clear(d.uri.toString());
                refresh();
                if (!settings.enabled) return;
                for (const d of documents.all) if (textDocuments.get(d.uri.toString())) pending.add(d.uri.toString());
                schedule();
            })
            .catch(error => log(`Strife: reading settings failed: ${String(error)}`));
    });

    // Any edit stops the simulation at once; the build that follows schedules the next one.
    textDocuments.onDidChangeContent(() => stop());
    builder.onUpdate(() => stop());
    // A relinked document (it or an import changed) loses its verdicts: they were for another text.
    builder.onBuildPhase(DocumentState.Linked, built => {
        for (const d of built) store.clear(d.uri.toString());
    });
    builder.onBuildPhase(DocumentState.Validated, built => {
        if (!settings.enabled) return;
        for (const d of built) if (textDocuments.get(d.uri.toString())) pending.add(d.uri.toString());
        schedule();
    });

    async function play(): Promise<void> {
        timer = undefined;
        const abort = new AbortController();
        running = abort;
        const uris = [...pending];
        pending.clear();
        let jobs: ReturnType<typeof prepareDocument> = [];
        try {
            // At the lowest priority: keystrokes' diagnostics, hovers and completion come first.
            pool ??= new SimulationPool(1, undefined, true);
            jobs = uris.flatMap(uri => prepareDocument(uri));
            const budget = settings.runs;
            for (let runs = Math.min(FIRST_RUNS, budget), last = 0; last < budget; last = runs, runs = Math.min(budget, runs * 4)) {
                for (const job of jobs) {
                    const more = await job.job.tally(last, runs, { signal: abort.signal });
                    job.tally = mergeTallies(job.tally, more);
                    const s = summariseTally(job.model, job.seed, job.tally);
                    const judged = s.sides.find(x => x.side === s.judgedSide);
                    store.set(job.uri, job.name, {
                        version: job.version,
                        verdict: s.verdict,
                        judgedSide: s.judgedSide,
                        rate: judged?.rate ?? 0,
                        low: judged?.interval.low ?? 0,
                        high: judged?.interval.high ?? 1,
                        runs: s.runs,
                        budget,
                        seed: job.seed,
                    });
                    refresh();
                }
            }
        } catch (error) {
            if (abort.signal.aborted) {
                // Stopped by an edit: the documents not finished get their turn after the next build.
                for (const uri of uris) pending.add(uri);
                return;
            }
            log(`Strife: difficulty as you type stopped: ${error instanceof Error ? error.message : String(error)}`);
            await pool?.close();
            pool = undefined;
        } finally {
            for (const job of jobs) job.job.release();
            if (running === abort) running = undefined;
        }
    }

    /** The encounters of an open, validated document without errors, as jobs on the pool. */
    function prepareDocument(uri: string) {
        const document = documents.getDocument(URI.parse(uri));
        if (!document || document.state < DocumentState.Validated || !textDocuments.get(uri)) return [];
        const related = importedDocuments(document, documents);
        const jobs: {
            uri: string;
            name: string;
            version: number;
            model: EncounterModel;
            seed: number;
            tally: SimulationTally;
            job: SimulationJob;
        }[] = [];
        for (const encounter of encountersOf(document).slice(0, MAX_LIVE_ENCOUNTERS)) {
            if (!encounter.name) continue;
            const prepared = prepareEncounter(document, related, encounter.name, displayPath);
            if (!prepared.ok) {
                if (prepared.reason === 'errors') return [];
                continue;
            }
            const seed = chooseSeed(settings.seed, prepared.model, settings.defaultSeed);
            jobs.push({
                uri,
                name: encounter.name,
                version: document.textDocument.version,
                model: prepared.model,
                seed,
                tally: emptyTally(prepared.model),
                job: pool!.job(prepared.model, prepared.ruleset.id, seed),
            });
        }
        return jobs;
    }
}

const displayPath = (d: LangiumDocument) => d.uri.toString();
