// VS Code entry point: start the Strife language server and register the run, simulate and debug commands.
// Activation does nothing else, so opening a .strife file stays fast.
import type { ExtensionContext } from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { createLanguageClient } from './language-client.js';
import { registerDebugger } from './debug-encounter.js';
import { registerRunCommands } from './run-encounter.js';
import { registerSimulateCommand } from './simulate-encounter.js';

let client: LanguageClient | undefined;

/** Starts the language client (without waiting for it) and registers the commands. */
export function activate(context: ExtensionContext): void {
    client = createLanguageClient(context);
    context.subscriptions.push(registerRunCommands(client), registerSimulateCommand(client), registerDebugger(client));
    // Not awaited: requests wait for the connection themselves. Start failures are already reported
    // by the client (notification + its log channel), so only swallow the rejection here.
    client.start().catch(() => undefined);
}

/** Stops the language server; VS Code waits for the returned promise. */
export function deactivate(): Promise<void> | undefined {
    // stop() rejects when the client never got running (start failed or still starting); nothing to stop then.
    const stopping = client?.stop().catch(() => undefined);
    client = undefined;
    return stopping;
}
