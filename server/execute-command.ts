/**
 * The Run and Simulate lenses in editors other than VS Code: `workspace/executeCommand` of
 * `strife.runEncounter` / `strife.simulateEncounter` (arguments as the lenses give them: the
 * document's URI, the encounter's name or null, a day's name) runs the same code as the
 * `strife/runEncounter` and `strife/simulateEncounter` requests, answers with their result, and
 * shows it: the log (or the simulation's Markdown report) written to a file the client opens with
 * `window/showDocument`, or, when the client cannot show documents, in a `window/showMessage`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URI } from 'langium';
import type { ExecuteCommandFunction } from 'langium/lsp';
import { type Connection, MessageType, ResponseError } from 'vscode-languageserver';
import type { StrifeSharedServices } from '../language/strife-module.js';
import type { RunEncounter } from './run-request.js';
import type { SimulateEncounter } from './simulate.js';

type Log = (message: string) => void;

/** Runs of a lens's simulation when the client's settings name none (the VS Code setting's default). */
const DEFAULT_SIMULATION_RUNS = 10_000;

export function serveLensCommands(
    connection: Connection,
    shared: StrifeSharedServices,
    run: RunEncounter,
    simulate: SimulateEncounter,
    log: Log,
): void {
    let showsDocuments = false;
    shared.lsp.LanguageServer.onInitialize(params => {
        showsDocuments = params.capabilities.window?.showDocument?.support === true;
    });

    /** Shows `text` as a document named `name` (in the temp folder), or in a message when the client shows no documents. */
    async function show(name: string, text: string, ok: boolean): Promise<void> {
        if (showsDocuments) {
            try {
                const dir = join(tmpdir(), 'strife');
                mkdirSync(dir, { recursive: true });
                const file = join(dir, name.replace(/[^\w.-]+/g, '-'));
                writeFileSync(file, text);
                const shown = await connection.window.showDocument({ uri: URI.file(file).toString(), takeFocus: true });
                if (shown.success) return;
            } catch (error) {
                log(`Strife: could not show ${name}: ${String(error)}`);
            }
        }
        await connection.sendNotification('window/showMessage', { type: ok ? MessageType.Info : MessageType.Error, message: text });
    }

    const lens = (args: unknown[]) => {
        const [uri, encounter, day] = args;
        if (typeof uri !== 'string') throw new Error('Strife: the command needs the document URI as its first argument.');
        return {
            uri,
            encounter: typeof encounter === 'string' ? encounter : undefined,
            day: typeof day === 'string' ? day : undefined,
        };
    };
    const title = (target: { encounter?: string; day?: string }) => target.encounter ?? target.day ?? 'encounter';

    const runLens: ExecuteCommandFunction = async (args, token) => {
        const target = lens(args);
        const result = await run(target, token);
        if (result instanceof ResponseError) throw result;
        await show(`${title(target)}.log`, result.output, result.ok);
        return result;
    };
    const simulateLens: ExecuteCommandFunction = async (args, token) => {
        const target = lens(args);
        const setting = await shared.workspace.ConfigurationProvider.getConfiguration('strife', 'simulation');
        const runs = typeof setting?.runs === 'number' ? setting.runs : DEFAULT_SIMULATION_RUNS;
        const result = await simulate({ ...target, runs, progressToken: `lens:${target.uri}` }, token);
        // The HTML page is for a browser or a webview; an editor shows the same report as Markdown.
        if (result.ok) await show(`${title(target)} report.md`, result.markdown ?? '', true);
        else await show(`${title(target)}.txt`, result.message ?? 'The simulation failed.', false);
        return { ok: result.ok, title: result.title, message: result.message, markdown: result.markdown };
    };
    const handler = shared.lsp.ExecuteCommandHandler;
    handler.implement('strife.runEncounter', runLens);
    handler.implement('strife.simulateEncounter', simulateLens);
}
