// The `strife.simulateEncounter` command: asks the server to simulate an encounter (worker threads
// in the server), shows progress in a notification with Cancel, and opens the report in a webview
// that can export it as HTML or Markdown.
import * as vscode from 'vscode';
import { type BaseLanguageClient, NotificationType, RequestType } from 'vscode-languageclient/node';
import {
    SIMULATE_ENCOUNTER_METHOD,
    SIMULATION_PROGRESS_METHOD,
    type SimulateEncounterParams,
    type SimulateEncounterResult,
    type SimulationProgressParams,
} from './protocol.js';
import { openReportPanel } from './report-panel.js';
import { parseSeed } from './run-encounter.js';
import { commandDocumentUri } from './command-target.js';

const SimulateRequest = new RequestType<SimulateEncounterParams, SimulateEncounterResult, void>(SIMULATE_ENCOUNTER_METHOD);
const ProgressNotification = new NotificationType<SimulationProgressParams>(SIMULATION_PROGRESS_METHOD);
const MAX_RUNS = 1_000_000;

/** Registers the command. CodeLenses pass [uri, encounter] and use the settings; the palette asks. */
export function registerSimulateCommand(client: BaseLanguageClient): vscode.Disposable {
    const listeners = new Map<string, (p: SimulationProgressParams) => void>();
    let subscribed: vscode.Disposable | undefined;
    let next = 0;
    const subscribe = () => {
        subscribed ??= client.onNotification(ProgressNotification, p => listeners.get(p.progressToken)?.(p));
    };
    return vscode.Disposable.from(
        // A day's CodeLens passes [uri, null, dayName].
        vscode.commands.registerCommand('strife.simulateEncounter', async (uriArg?: unknown, encounterArg?: unknown, dayArg?: unknown) => {
            const editor = vscode.window.activeTextEditor;
            const fromLens = uriArg !== undefined;
            const uri = commandDocumentUri(uriArg);
            if (!uri) {
                void vscode.window.showErrorMessage('Strife: open a .strife file to simulate an encounter.');
                return;
            }
            const settings = vscode.workspace.getConfiguration('strife', uri);
            let runs = clampRuns(settings.get<number>('simulation.runs', 10_000));
            const settingSeed = settings.get<number | null>('simulation.seed', null);
            let seed = typeof settingSeed === 'number' && Number.isSafeInteger(settingSeed) ? settingSeed : undefined;
            if (!fromLens) {
                const picked = await pickRunsAndSeed(runs, seed);
                if (!picked) return;
                ({ runs, seed } = picked);
            }
            const encounter = typeof encounterArg === 'string' && encounterArg !== '' ? encounterArg : undefined;
            const params: SimulateEncounterParams = {
                uri: uri.toString(),
                runs,
                defaultSeed: settings.get<number>('defaultSeed', 1),
                progressToken: `simulation-${++next}`,
            };
            if (seed !== undefined) params.seed = seed;
            const day = typeof dayArg === 'string' && dayArg !== '' ? dayArg : undefined;
            if (day !== undefined) params.day = day;
            else if (encounter !== undefined) params.encounter = encounter;
            else if (editor && editor.document.uri.toString() === uri.toString())
                params.position = { line: editor.selection.active.line, character: editor.selection.active.character };
            subscribe();
            const result = await vscode.window.withProgress(
                { location: vscode.ProgressLocation.Notification, title: `Strife: simulating ${runs.toLocaleString('en')} runs`, cancellable: true },
                async (progress, token) => {
                    let shown = 0;
                    listeners.set(params.progressToken, p => {
                        const percent = (100 * p.done) / p.total;
                        progress.report({ increment: percent - shown, message: `${p.done.toLocaleString('en')} / ${p.total.toLocaleString('en')}` });
                        shown = percent;
                    });
                    try {
                        return await client.sendRequest(SimulateRequest, params, token);
                    } catch (error) {
                        if (token.isCancellationRequested) return undefined;
                        return { ok: false, message: error instanceof Error ? error.message : String(error) };
                    } finally {
                        listeners.delete(params.progressToken);
                    }
                },
            );
            if (!result) return; // cancelled
            if (!result.ok || result.html === undefined) {
                void vscode.window.showWarningMessage(
                    `Strife: the ${day === undefined ? 'encounter' : 'day'} was not simulated. ${result.message ?? ''}`,
                );
                return;
            }
            openReportPanel('Simulation', result);
        }),
        { dispose: () => subscribed?.dispose() },
    );
}

function clampRuns(value: unknown): number {
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_RUNS) : 10_000;
}

/** Quick pick of the run count, then the seed (empty: the encounter's own or the default). */
async function pickRunsAndSeed(runs: number, seed: number | undefined): Promise<{ runs: number; seed: number | undefined } | undefined> {
    const choices = [...new Set([runs, 1_000, 10_000, 100_000])].map(n => ({
        label: `${n.toLocaleString('en')} runs`,
        description: n === runs ? 'from settings (strife.simulation.runs)' : undefined,
        runs: n,
    }));
    const picked = await vscode.window.showQuickPick(choices, { title: 'Strife: Simulate Encounter', placeHolder: 'How many runs?' });
    if (!picked) return undefined;
    const text = await vscode.window.showInputBox({
        title: 'Strife: Simulate Encounter',
        prompt: "Seed (an integer; empty: the encounter's seed line, else strife.defaultSeed)",
        value: seed === undefined ? '' : String(seed),
        validateInput: value => (value.trim() === '' || parseSeed(value) !== undefined ? undefined : 'Enter an integer, such as 42, or nothing.'),
    });
    if (text === undefined) return undefined;
    return { runs: picked.runs, seed: text.trim() === '' ? undefined : parseSeed(text) };
}
