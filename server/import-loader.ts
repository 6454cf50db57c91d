/**
 * Loads imported files the workspace does not hold. An editor opened on a single file (no folder)
 * or an import that points outside the open folders would otherwise leave every imported name
 * unresolved. After each build, imports of the built documents that the import policy allows
 * (import-policy.ts: .strife files, inside the workspace, regular files) and that are not loaded are
 * added with one more update; the importing documents are rebuilt with them.
 *
 * Never a loop: a target is tried once per change of its importers; a file that vanished (ENOENT)
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
    /** Targets already tried for the importer's current text (importer URI → its text version). */
    const tried = new Map<string, string>();
    builder.onBuildPhase(DocumentState.Validated, (built: LangiumDocument[]) => {
        const missing = new Map<string, URI>();
        const importers = new Map<string, URI>();
        const roots = importRoots(documents);
        for (const doc of built) {
            for (const imp of (doc.parseResult.value as Document).imports ?? []) {
                if (!imp.path) continue;
                const uri = importUri(doc.uri, imp);
                const key = uri.toString();
                if (uri.scheme !== 'file' || documents.hasDocument(uri) || missing.has(key)) continue;
                const attempt = `${doc.uri.toString()}@${doc.textDocument.version}`;
                if (tried.get(key) === attempt) continue;
                if (tried.size >= MAX_REMEMBERED) tried.clear(); // bounded memory; at worst one retry each
                tried.set(key, attempt);
                if (!judgeImport(doc.uri, imp.path, uri, roots).ok) continue;
                missing.set(key, uri);
                importers.set(doc.uri.toString(), doc.uri);
            }
        }
        if (missing.size === 0) return;
        // Queued behind the current build; the importers are rebuilt so their imports now resolve.
        shared.workspace.WorkspaceLock.write(async token => {
            const loaded: URI[] = [];
            for (const uri of missing.values()) {
                try {
                    if (!documents.hasDocument(uri)) await documents.getOrCreateDocument(uri);
                    loaded.push(uri);
                } catch (error) {
                    // Gone since it was judged (ENOENT) or unreadable: validation says "not found".
                    log(`Strife: could not load ${uri.fsPath}: ${error instanceof Error ? error.message : String(error)}`);
                }
            }
            if (loaded.length > 0) await builder.update([...loaded, ...importers.values()], [], token);
        }).catch(error => log(`Strife: loading imports failed: ${error instanceof Error ? error.message : String(error)}`));
    });
}
