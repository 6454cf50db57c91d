/**
 * The debugger's adapter in the language server (ARCHITECTURE.md §Decisions: the server holds the
 * documents as edited, unsaved changes and imports included). The extension passes each Debug
 * Adapter Protocol message of a session through `strife/debugMessage` notifications; here each
 * session id gets its own `StrifeDebugSession`, whose messages go back the same way.
 */
import { DocumentState, type LangiumDocument, URI } from 'langium';
import type { Connection } from 'vscode-languageserver';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { DEBUG_END_NOTIFICATION, DEBUG_MESSAGE_NOTIFICATION, type DebugMessageParams } from '../client/protocol.js';
import { type EncounterSource, StrifeDebugSession } from '../language/debug/adapter.js';
import { loadEncounter } from '../language/debug/load.js';
import type { StrifeSharedServices } from '../language/strife-module.js';
import { importedDocuments } from '../language/workspace/imports.js';

type Log = (message: string) => void;

export function registerDebugAdapter(connection: Connection, shared: StrifeSharedServices, log: Log): void {
    const sessions = new Map<string, StrifeDebugSession>();
    const source = documentSource(shared);
    connection.onNotification(DEBUG_MESSAGE_NOTIFICATION, (params: DebugMessageParams) => {
        let session = sessions.get(params.session);
        if (!session) {
            session = new StrifeDebugSession(source);
            session.onDidSendMessage(message => {
                connection
                    .sendNotification(DEBUG_MESSAGE_NOTIFICATION, { session: params.session, message } satisfies DebugMessageParams)
                    .catch(() => undefined);
            });
            sessions.set(params.session, session);
        }
        try {
            session.handleMessage(params.message as DebugProtocol.ProtocolMessage);
        } catch (error) {
            log(`Strife: the debugger failed on a message: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }
    });
    connection.onNotification(DEBUG_END_NOTIFICATION, (params: { session: string }) => {
        sessions.get(params.session)?.dispose();
        sessions.delete(params.session);
    });
}

/** Encounters from the server's documents (opened or not yet: a file named by a launch configuration is loaded and built). */
function documentSource(shared: StrifeSharedServices): EncounterSource {
    const documents = shared.workspace.LangiumDocuments;
    const builder = shared.workspace.DocumentBuilder;
    return {
        async load(program, encounter) {
            const uri = URI.file(program);
            let document: LangiumDocument | undefined = documents.getDocument(uri);
            try {
                if (!document) {
                    document = await documents.getOrCreateDocument(uri);
                    await builder.build([document], { validation: true });
                }
                await builder.waitUntil(DocumentState.Validated, uri);
            } catch (error) {
                return { ok: false, message: `${program} cannot be read: ${error instanceof Error ? error.message : String(error)}` };
            }
            return loadEncounter(document, importedDocuments(document, documents), encounter, d => d.uri.fsPath || d.uri.toString());
        },
    };
}
