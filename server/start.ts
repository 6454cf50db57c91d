/** Creates the connection, the services and the custom requests, and starts listening. */
import { DocumentState, URI } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { RUN_ENCOUNTER_METHOD, type RunEncounterParams, type RunEncounterResult } from '../client/protocol.js';
import { importedDocuments } from '../language/workspace/imports.js';
import { encountersOf, runDocumentEncounter } from '../language/workspace/run-service.js';
import { createStrifeServices } from '../language/strife-module.js';
import { loadImportsOnDemand } from './import-loader.js';
import { registerSimulateRequest } from './simulate.js';

export function startStrifeServer(): void {
    const connection = createConnection(ProposedFeatures.all);
    const { shared } = createStrifeServices({ connection, ...NodeFileSystem });
    const documents = shared.workspace.LangiumDocuments;
    loadImportsOnDemand(shared);

    connection.onRequest(RUN_ENCOUNTER_METHOD, async (params: RunEncounterParams): Promise<RunEncounterResult> => {
        const uri = URI.parse(params.uri);
        await shared.workspace.DocumentBuilder.waitUntil(DocumentState.Validated, uri);
        const document = documents.getDocument(uri);
        if (!document) return { ok: false, output: `Strife has not loaded ${params.uri}.\n` };
        let name = params.encounter;
        if (name === undefined && params.position) {
            const offset = document.textDocument.offsetAt(params.position);
            name = encountersOf(document).find(e => e.$cstNode && e.$cstNode.offset <= offset && offset <= e.$cstNode.end)?.name;
        }
        const outcome = runDocumentEncounter(
            document,
            importedDocuments(document, documents),
            {
                encounter: name,
                seed: params.seed,
                defaultSeed: params.defaultSeed,
                format: 'text',
            },
            d => d.uri.fsPath || d.uri.toString(),
        );
        return { ok: outcome.ok, output: outcome.output };
    });

    registerSimulateRequest(connection, shared);
    startLanguageServer(shared);
}
