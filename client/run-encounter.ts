// The `strife.runEncounter` and `strife.runEncounterWithSeed` commands: ask the server to run an
// encounter and show its battle log in the `Strife` output channel.
import * as vscode from 'vscode';
import { RequestType, type BaseLanguageClient } from 'vscode-languageclient/node';
import { RUN_ENCOUNTER_METHOD, type RunEncounterParams, type RunEncounterResult } from './protocol.js';
import { commandDocumentUri } from './command-target.js';

const RunEncounterRequest = new RequestType<RunEncounterParams, RunEncounterResult, void>(RUN_ENCOUNTER_METHOD);

/** Where to run: a document, and either a named encounter or a cursor position inside one. */
interface RunTarget {
    uri: vscode.Uri;
    encounter?: string;
    /** A day to run instead of an encounter (the day's CodeLens). */
    day?: string;
    position?: vscode.Position;
}

/**
 * Registers both run commands. The output channel is created on first use so that activation
 * stays cheap.
 */
export function registerRunCommands(client: BaseLanguageClient): vscode.Disposable {
    let channel: vscode.OutputChannel | undefined;
    const getChannel = (): vscode.OutputChannel => (channel ??= vscode.window.createOutputChannel('Strife'));

    const run = async (target: RunTarget | undefined, seed?: number): Promise<void> => {
        if (!target) {
            void vscode.window.showErrorMessage('Strife: open a .strife file to run an encounter.');
            return;
        }
        await runEncounter(client, getChannel(), target, seed);
    };

    return vscode.Disposable.from(
        // CodeLenses pass [uri, encounterName] (a day's: [uri, null, dayName]); menus may pass a vscode.Uri; the palette passes nothing.
        vscode.commands.registerCommand('strife.runEncounter', (uri?: unknown, encounter?: unknown, day?: unknown) =>
            run(resolveTarget(uri, encounter, day)),
        ),
        vscode.commands.registerCommand('strife.runEncounterWithSeed', async (uri?: unknown, encounter?: unknown) => {
            const target = resolveTarget(uri, encounter);
            if (!target) {
                return run(undefined);
            }
            const seed = await askSeed(defaultSeed(target.uri));
            if (seed !== undefined) {
                await run(target, seed);
            }
        }),
        { dispose: () => channel?.dispose() },
    );
}

/** Sends the request and shows the result; a refusal (ok: false) also raises a warning. */
async function runEncounter(client: BaseLanguageClient, channel: vscode.OutputChannel, target: RunTarget, seed?: number): Promise<void> {
    const params: RunEncounterParams = {
        uri: target.uri.toString(),
        defaultSeed: defaultSeed(target.uri),
    };
    if (target.day !== undefined) {
        params.day = target.day;
    } else if (target.encounter !== undefined) {
        params.encounter = target.encounter;
    } else if (target.position) {
        params.position = { line: target.position.line, character: target.position.character };
    }
    if (seed !== undefined) {
        params.seed = seed;
    }

    let result: RunEncounterResult;
    try {
        result = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'Strife: running encounter' }, () =>
            client.sendRequest(RunEncounterRequest, params),
        );
    } catch (error) {
        // Cancelled from the progress notification (RequestCancelled): the user knows.
        if ((error as { code?: number }).code === -32800) return;
        void vscode.window.showErrorMessage(`Strife: could not run the encounter: ${error instanceof Error ? error.message : String(error)}`);
        return;
    }

    channel.clear();
    channel.append(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    channel.show(true);
    if (!result.ok) {
        void vscode.window.showWarningMessage('Strife: the encounter did not run; see the Strife output for the problems.');
    }
}

/**
 * Turns command arguments into a run target. Without a URI the active `.strife` editor is used;
 * the cursor is sent only when no encounter was named and the document is the one being edited.
 */
function resolveTarget(uriArg: unknown, encounterArg: unknown, dayArg?: unknown): RunTarget | undefined {
    const encounter = typeof encounterArg === 'string' && encounterArg !== '' ? encounterArg : undefined;
    const day = typeof dayArg === 'string' && dayArg !== '' ? dayArg : undefined;
    const editor = vscode.window.activeTextEditor;
    const uri = commandDocumentUri(uriArg);
    if (!uri) {
        return undefined;
    }
    const position =
        encounter === undefined && day === undefined && editor && editor.document.uri.toString() === uri.toString()
            ? editor.selection.active
            : undefined;
    return { uri, encounter, day, position };
}

/** Reads `strife.defaultSeed` for the document's scope (workspace folder settings may differ). */
function defaultSeed(uri: vscode.Uri): number {
    const value = vscode.workspace.getConfiguration('strife', uri).get<number>('defaultSeed', 1);
    return Number.isSafeInteger(value) ? value : 1;
}

/** Asks for an integer seed; undefined when the user cancels. */
async function askSeed(initial: number): Promise<number | undefined> {
    const text = await vscode.window.showInputBox({
        title: 'Strife: Run Encounter with Seed',
        prompt: 'Seed for the dice (a whole number from 0 to 4294967295)',
        value: String(initial),
        validateInput: value => (parseSeed(value) === undefined ? 'Enter a whole number from 0 to 4294967295, such as 42.' : undefined),
    });
    return text === undefined ? undefined : parseSeed(text);
}

/** Parses a seed: a whole number from 0 to 4294967295 (the generator is 32-bit; docs/limits.md). */
export function parseSeed(text: string): number | undefined {
    const trimmed = text.trim();
    if (!/^\+?\d+$/.test(trimmed)) {
        return undefined;
    }
    const value = Number(trimmed);
    return value <= 0xffffffff ? value : undefined;
}
