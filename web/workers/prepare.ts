/**
 * The playground's one custom request, in the language-server worker: the encounter to play and
 * its seed, chosen by the same functions as the desktop server's run and simulate requests
 * (language/workspace/run-service.ts, language/simulation/prepare.ts).
 */
import { Cancellation, DocumentState, URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { prepareSimulation } from '../../language/simulation/prepare.js';
import { importedDocuments } from '../../language/workspace/imports.js';
import { chooseSeed, encountersOf, prepareRun } from '../../language/workspace/run-service.js';
import type { PrepareEncounterParams, PrepareEncounterResult } from '../protocol.js';

/** Diagnostics in run refusals name files as the page's tabs do. */
const displayPath = (d: { uri: URI }) => d.uri.path.replace(/^\//, '');

/**
 * `strife/prepareEncounter` (web/protocol.ts): waits for the document's checks, picks its
 * encounter (by name, else around the offset, else the first) and seed, and refuses a file with
 * errors in the desktop's words.
 */
export async function prepareEncounter(
    shared: LangiumSharedServices,
    params: PrepareEncounterParams,
    token: Cancellation.CancellationToken = Cancellation.CancellationToken.None,
): Promise<PrepareEncounterResult> {
    const documents = shared.workspace.LangiumDocuments;
    const uri = URI.parse(params.uri);
    // Langium's wait throws for a document it does not hold.
    if (!documents.hasDocument(uri)) return { ok: false, message: `The playground has no file ${displayPath({ uri })}.` };
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
}
