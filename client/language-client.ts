// Creates the language client that talks to the bundled server (out/server/main.cjs).
import type { ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { CLIENT_ID, SERVER_LOG_CHANNEL } from './client-identity.js';

/**
 * Builds (but does not start) the Strife language client for the server bundled in the extension.
 * The debug configuration opens an inspector on port 6009 so the server can be attached to.
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
    const clientOptions: LanguageClientOptions = {
        documentSelector: [
            { scheme: 'file', language: 'strife' },
            { scheme: 'untitled', language: 'strife' },
        ],
    };
    // The client's own log channel takes its name (the server's log and, with `strife.trace.server`,
    // the message trace); it is distinct from the `Strife` run output channel.
    return new LanguageClient(CLIENT_ID, SERVER_LOG_CHANNEL, serverOptions, clientOptions);
}
