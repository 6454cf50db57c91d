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
import { EmptyFileSystem } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { BrowserMessageReader, BrowserMessageWriter, createConnection, ProposedFeatures } from 'vscode-languageserver/browser';
import { createStrifeServices } from '../../language/strife-module.js';
import { setImportRoots } from '../../language/workspace/import-policy.js';
import { PREPARE_ENCOUNTER_METHOD, type PrepareEncounterParams } from '../protocol.js';
import { prepareEncounter } from './prepare.js';

declare const self: DedicatedWorkerGlobalScope;

const connection = createConnection(ProposedFeatures.all, new BrowserMessageReader(self), new BrowserMessageWriter(self));
const { shared } = createStrifeServices({ connection, ...EmptyFileSystem });
const documents = shared.workspace.LangiumDocuments;
// No folder on disk: imports are judged among the open documents only.
setImportRoots(documents, []);

connection.onRequest(PREPARE_ENCOUNTER_METHOD, (params: PrepareEncounterParams, token) => prepareEncounter(shared, params, token));

startLanguageServer(shared);
