// The `strife` debug type: a fight played step by step in VS Code's debugger. The adapter runs in
// the language server (it holds the documents as edited); this side passes the Debug Adapter
// Protocol's messages through, fills in launch configurations, starts sessions from the Debug
// Encounter lens, and asks the table for its dice (an input box naming the roll) and its choices.
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient/node';
import {
    ANSWER_REQUEST,
    ASK_EVENT,
    type AskEventBody,
    DEBUG_END_NOTIFICATION,
    DEBUG_MESSAGE_NOTIFICATION,
    type DebugMessageParams,
    RESTART_WITH_SEED_REQUEST,
    SAVE_REQUEST,
} from './protocol.js';
import { commandDocumentUri } from './command-target.js';

const DEBUG_TYPE = 'strife';

/** Registers the debug type, its commands and the answers to the table's questions. */
export function registerDebugger(client: BaseLanguageClient): vscode.Disposable {
    const adapters = new Map<string, ServerAdapter>();
    return vscode.Disposable.from(
        client.onNotification(DEBUG_MESSAGE_NOTIFICATION, (params: DebugMessageParams) => adapters.get(params.session)?.receive(params.message)),
        vscode.debug.registerDebugAdapterDescriptorFactory(DEBUG_TYPE, {
            createDebugAdapterDescriptor(session) {
                const adapter = new ServerAdapter(client, session.id, () => adapters.delete(session.id));
                adapters.set(session.id, adapter);
                return new vscode.DebugAdapterInlineImplementation(adapter);
            },
        }),
        vscode.debug.registerDebugConfigurationProvider(DEBUG_TYPE, { resolveDebugConfiguration }),
        vscode.debug.onDidReceiveDebugSessionCustomEvent(event => {
            if (event.session.type === DEBUG_TYPE && event.event === ASK_EVENT) void answer(event.session, event.body as AskEventBody);
        }),
        vscode.commands.registerCommand('strife.debugEncounter', (uri?: unknown, encounter?: unknown) => debugEncounter(uri, encounter)),
        vscode.commands.registerCommand('strife.restartFightWithSeed', restartWithSeed),
        vscode.commands.registerCommand('strife.saveFight', saveFight),
    );
}

/** One debug session's adapter as VS Code sees it: messages go to the server and come back from it. */
class ServerAdapter implements vscode.DebugAdapter {
    private readonly emitter = new vscode.EventEmitter<vscode.DebugProtocolMessage>();
    readonly onDidSendMessage = this.emitter.event;

    constructor(
        private readonly client: BaseLanguageClient,
        private readonly id: string,
        private readonly onDispose: () => void,
    ) {}

    receive(message: unknown): void {
        this.emitter.fire(message as vscode.DebugProtocolMessage);
    }

    handleMessage(message: vscode.DebugProtocolMessage): void {
        this.client
            .sendNotification(DEBUG_MESSAGE_NOTIFICATION, { session: this.id, message } satisfies DebugMessageParams)
            .catch((error: unknown) => {
                // No server to answer: fail the request rather than leave the debugger waiting.
                const request = message as { type?: string; seq?: number; command?: string };
                if (request.type === 'request')
                    this.receive({
                        type: 'response',
                        seq: 0,
                        request_seq: request.seq,
                        command: request.command,
                        success: false,
                        message: `The Strife language server is not running: ${error instanceof Error ? error.message : String(error)}`,
                    });
            });
    }

    dispose(): void {
        this.client.sendNotification(DEBUG_END_NOTIFICATION, { session: this.id }).catch(() => undefined);
        this.onDispose();
        this.emitter.dispose();
    }
}

/**
 * Fills in a launch configuration: F5 with no launch.json debugs the active .strife file; the seed
 * falls back on `strife.defaultSeed`, the table on `strife.debug.table`.
 */
function resolveDebugConfiguration(
    folder: vscode.WorkspaceFolder | undefined,
    config: vscode.DebugConfiguration,
): vscode.DebugConfiguration | undefined {
    const editor = vscode.window.activeTextEditor;
    if (!config.type && !config.request && !config.name) {
        if (editor?.document.languageId !== 'strife') return config;
        Object.assign(config, { type: DEBUG_TYPE, request: 'launch', name: 'Debug encounter', program: editor.document.uri.fsPath });
    }
    if (!config.program) {
        void vscode.window.showErrorMessage('Strife: the launch configuration names no .strife file ("program").');
        return undefined;
    }
    const settings = vscode.workspace.getConfiguration('strife', folder?.uri ?? editor?.document.uri);
    config.defaultSeed ??= settings.get<number>('defaultSeed', 1);
    config.table ??= settings.get<unknown>('debug.table', 'nobody');
    return config;
}

/** The Debug Encounter lens (arguments: the document's URI and the encounter's name) and command. */
async function debugEncounter(uriArg: unknown, encounterArg: unknown): Promise<void> {
    const uri = commandDocumentUri(uriArg);
    if (!uri) {
        void vscode.window.showErrorMessage('Strife: open a .strife file to debug an encounter.');
        return;
    }
    if (uri.scheme !== 'file') {
        void vscode.window.showErrorMessage('Strife: save the file to debug its encounters.');
        return;
    }
    const encounter = typeof encounterArg === 'string' && encounterArg !== '' ? encounterArg : undefined;
    await vscode.debug.startDebugging(vscode.workspace.getWorkspaceFolder(uri), {
        type: DEBUG_TYPE,
        request: 'launch',
        name: `Debug ${encounter ?? uri.path.split('/').pop()}`,
        program: uri.fsPath,
        ...(encounter ? { encounter } : {}),
    });
}

/** Asks the table: a face in an input box naming the roll, or a turn from a list. Dismissed, the question stands (Continue asks again). */
async function answer(session: vscode.DebugSession, ask: AskEventBody): Promise<void> {
    let text: string | undefined;
    if (ask.kind === 'face') {
        const sides = ask.sides ?? 0;
        text = await vscode.window.showInputBox({
            title: `Strife: ${ask.title}`,
            prompt: `The face the table rolled, 1 to ${sides} (empty: let Strife roll it)`,
            placeHolder: `1–${sides}`,
            ignoreFocusOut: true,
            validateInput: value => {
                const v = value.trim();
                return v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= sides) ? undefined : `A d${sides} shows 1 to ${sides}.`;
            },
        });
    } else {
        const items = (ask.options ?? []).map((label, i) => ({ label, answer: String(i + 1) }));
        const picked = await vscode.window.showQuickPick(items, {
            title: `Strife: ${ask.title}`,
            placeHolder: 'What does it do?',
            ignoreFocusOut: true,
        });
        text = picked?.answer;
    }
    if (text === undefined) return;
    try {
        const reply = (await session.customRequest(ANSWER_REQUEST, { text })) as { error?: string } | undefined;
        if (reply?.error) void vscode.window.showWarningMessage(`Strife: ${reply.error}`);
    } catch (error) {
        void vscode.window.showErrorMessage(`Strife: ${error instanceof Error ? error.message : String(error)}`);
    }
}

function strifeSession(): vscode.DebugSession | undefined {
    const session = vscode.debug.activeDebugSession;
    if (session?.type === DEBUG_TYPE) return session;
    void vscode.window.showErrorMessage('Strife: no fight is being debugged.');
    return undefined;
}

async function restartWithSeed(): Promise<void> {
    const session = strifeSession();
    if (!session) return;
    const seed = await vscode.window.showInputBox({
        title: 'Strife: Restart Fight with Seed',
        prompt: 'Seed for the dice (a whole number from 0 to 4294967295)',
        validateInput: v =>
            /^\d+$/.test(v.trim()) && Number(v) <= 0xffffffff ? undefined : 'Enter a whole number from 0 to 4294967295, such as 42.',
    });
    if (seed === undefined) return;
    const reply = (await session.customRequest(RESTART_WITH_SEED_REQUEST, { seed: seed.trim() })) as { message?: string } | undefined;
    if (reply?.message) void vscode.window.showInformationMessage(`Strife: ${reply.message}`);
}

async function saveFight(): Promise<void> {
    const session = strifeSession();
    if (!session) return;
    const target = await vscode.window.showSaveDialog({ title: 'Strife: Save Played Fight', filters: { 'Played fight': ['json'] } });
    if (!target) return;
    const reply = (await session.customRequest(SAVE_REQUEST, { path: target.fsPath })) as { message?: string } | undefined;
    if (reply?.message) void vscode.window.showInformationMessage(`Strife: ${reply.message}`);
}
