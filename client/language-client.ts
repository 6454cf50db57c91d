// Creates the language client that talks to the bundled server (out/server/main.cjs).
import { type ExtensionContext, window } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { CLIENT_ID, SERVER_LOG_CHANNEL } from './client-identity.js';
import type { StrifeInitializationOptions } from './protocol.js';
import { createTraceChannel } from './trace-channel.js';

/**
 * Builds (but does not start) the Strife language client for the server bundled in the extension.
 * The debug configuration opens an inspector on port 6009 so the server can be attached to. The
 * server's log and, with `strife.trace.server`, the message trace go to the `Strife Language Server`
 * channel; both channels are disposed with `context`.
 */
export function createLanguageClient(context: ExtensionContext): LanguageClient {
    const serverModule = context.asAbsolutePath('out/server/main.cjs');
    const serverOptions: ServerOptions = {
        run: { module: serverModule, transport: TransportKind.ipc },
        debug: {
            module: serverModule,
            transport: TransportKind.ipc,
            options: { execArgv: ['--nolazy', '--inspect=6009'] },
        },
    };
    const serverLog = window.createOutputChannel(SERVER_LOG_CHANNEL, { log: true });
    const traceChannel = createTraceChannel(serverLog);
    context.subscriptions.push(traceChannel, serverLog);
    const clientOptions: LanguageClientOptions = {
        outputChannel: serverLog,
        traceOutputChannel: traceChannel,
        documentSelector: [
            { scheme: 'file', language: 'strife' },
            { scheme: 'untitled', language: 'strife' },
        ],
        // The extension registers the lens commands itself (run-encounter.ts, simulate-encounter.ts):
        // the server must not offer them through workspace/executeCommand too (language/lsp/command-handler.ts).
        initializationOptions: { clientRunsLenses: true } satisfies StrifeInitializationOptions,
    };
    // The id names the settings the client reads (`strife.trace.server`); the server's log channel is
    // distinct from the `Strife` run output channel.
    return new LanguageClient(CLIENT_ID, SERVER_LOG_CHANNEL, serverOptions, clientOptions);
}
