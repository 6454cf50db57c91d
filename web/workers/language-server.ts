/// <reference lib="WebWorker" />
/**
 * The Strife language server in a web worker: the same services as the desktop server
 * (`createStrifeServices`, language/strife-module.ts) over vscode-languageserver's browser
 * transport, with Langium's EmptyFileSystem. Every document arrives from the page as an open
 * text document (`inmemory:` URIs), so imports resolve among the playground's files and an import
 * of any other file gets the desktop's `import-not-found` error. Node's `fs`, `path` and the
 * globals the shared code touches are shimmed at bundle time (web/shims/, web/build.mjs).
 *
 * Besides LSP, one request: `strife/prepareEncounter` (web/protocol.ts).
 */
import { DocumentState, EmptyFileSystem, URI } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { BrowserMessageReader, BrowserMessageWriter, createConnection, ProposedFeatures } from 'vscode-languageserver/browser';
import { createStrifeServices } from '../../language/strife-module.js';
import { prepareSimulation } from '../../language/simulation/prepare.js';
import { setImportRoots } from '../../language/workspace/import-policy.js';
import { importedDocuments } from '../../language/workspace/imports.js';
import { chooseSeed, encountersOf, prepareRun } from '../../language/workspace/run-service.js';
import { PREPARE_ENCOUNTER_METHOD, type PrepareEncounterParams, type PrepareEncounterResult } from '../protocol.js';

declare const self: DedicatedWorkerGlobalScope;

const connection = createConnection(ProposedFeatures.all, new BrowserMessageReader(self), new BrowserMessageWriter(self));
const { shared } = createStrifeServices({ connection, ...EmptyFileSystem });
const documents = shared.workspace.LangiumDocuments;
// No folder on disk: imports are judged among the open documents only.
setImportRoots(documents, []);

/** Diagnostics in run refusals name files as the page's tabs do. */
const displayPath = (d: { uri: URI }) => d.uri.path.replace(/^\//, '');

connection.onRequest(PREPARE_ENCOUNTER_METHOD, async (params: PrepareEncounterParams, token): Promise<PrepareEncounterResult> => {
    const uri = URI.parse(params.uri);
    await shared.workspace.DocumentBuilder.waitUntil(DocumentState.Validated, uri, token);
    const document = documents.getDocument(uri);
    if (!document) return { ok: false, message: `The playground has no file ${displayPath({ uri })}.` };
    let name = params.encounter;
    if (name === undefined && params.offset !== undefined) {
        const offset = params.offset;
        name = encountersOf(document).find(e => e.$cstNode && e.$cstNode.offset <= offset && offset <= e.$cstNode.end)?.name;
    }
    const related = importedDocuments(document, documents);
    if (params.purpose === 'run') {
        const prepared = prepareRun(document, related, { encounter: name, seed: params.seed }, displayPath);
        if (!prepared.ok) return { ok: false, message: prepared.output.trimEnd() };
        return { ok: true, model: prepared.model, ruleset: prepared.ruleset.id, seed: prepared.seed };
    }
    const prepared = prepareSimulation(document, related, { encounter: name }, displayPath);
    if (!prepared.ok) return { ok: false, message: prepared.message };
    return { ok: true, model: prepared.model, ruleset: prepared.ruleset.id, seed: chooseSeed(params.seed, prepared.model) };
});

startLanguageServer(shared);
