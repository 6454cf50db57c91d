/**
 * Loads imported files the workspace does not hold. An editor opened on a single file (no folder)
 * or an import that points outside the open folders would otherwise leave every imported name
 * unresolved. Imports of the documents being built that the import policy allows (import-policy.ts:
 * .strife files, inside the workspace, regular files) and that are not loaded are read while the
 * build indexes content — before it links — with their own imports in turn, so the importer's
 * names resolve in the same build: the first diagnostics a client receives are the final ones (no
 * passing "Cannot find 'bestiary.strife'"). The loaded files are then built in full (their own
 * diagnostics) by one more update, queued behind the current build.
 *
 * Never a loop: a target is tried once per change of its importer; a file that vanished (ENOENT)
 * or cannot be read is skipped and reported by validation as not found. Every error is caught: a
 * file system race must not end the server.
 */
import { DocumentState, type LangiumDocument, type URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import type { Document } from '../language/generated/ast.js';
import { importRoots, judgeImport } from '../language/workspace/import-policy.js';
import { importUri } from '../language/workspace/imports.js';

/** Import targets remembered as tried (a long session sees many). */
const MAX_REMEMBERED = 10_000;

export function loadImportsOnDemand(shared: LangiumSharedServices, log: (message: string) => void): void {
    const documents = shared.workspace.LangiumDocuments;
    const builder = shared.workspace.DocumentBuilder;
    const index = shared.workspace.IndexManager;
    /** Targets already tried for the importer's current text (importer URI → its text version). */
    const tried = new Map<string, string>();

    /** The imports of `doc` to load now: allowed by the policy, not loaded, not tried for this text. */
    const wanted = (doc: LangiumDocument, roots: ReturnType<typeof importRoots>): URI[] => {
        const out: URI[] = [];
        for (const imp of (doc.parseResult.value as Document).imports ?? []) {
            if (!imp.path) continue;
            const uri = importUri(doc.uri, imp);
            const key = uri.toString();
            if (uri.scheme !== 'file' || documents.hasDocument(uri)) continue;
            const attempt = `${doc.uri.toString()}@${doc.textDocument.version}`;
            if (tried.get(key) === attempt) continue;
            if (tried.size >= MAX_REMEMBERED) tried.clear(); // bounded memory; at worst one retry each
            tried.set(key, attempt);
            if (judgeImport(doc.uri, imp.path, uri, roots).ok) out.push(uri);
        }
        return out;
    };

    builder.onBuildPhase(DocumentState.IndexedContent, async (built: LangiumDocument[]) => {
        const roots = importRoots(documents);
        const loaded: URI[] = [];
        const queue = [...built];
        for (let doc = queue.shift(); doc; doc = queue.shift()) {
            for (const uri of wanted(doc, roots)) {
                try {
                    if (documents.hasDocument(uri)) continue;
                    const target = await documents.getOrCreateDocument(uri);
                    // Its exported names, so the importer links against them in this build.
                    await index.updateContent(target);
                    loaded.push(uri);
                    queue.push(target);
                } catch (error) {
                    // Gone since it was judged (ENOENT) or unreadable: validation says "not found".
                    log(`Strife: could not load ${uri.fsPath}: ${error instanceof Error ? error.message : String(error)}`);
                }
            }
        }
        if (loaded.length === 0) return;
        // The loaded files get the whole build (their own checks and diagnostics) after this one.
        shared.workspace.WorkspaceLock.write(token => builder.update(loaded, [], token)).catch(error =>
            log(`Strife: loading imports failed: ${error instanceof Error ? error.message : String(error)}`),
        );
    });
}
