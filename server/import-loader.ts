/**
 * Loads imported files the workspace does not hold. An editor opened on a single file (no folder)
 * or an import that points outside the open folders would otherwise leave every imported name
 * unresolved. After each build, imports of the built documents that exist on disk but are not
 * loaded are added with one more update; the importing documents are rebuilt with them.
 */
import * as fs from 'node:fs';
import { DocumentState, type LangiumDocument, type URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import type { Document } from '../language/generated/ast.js';
import { importUri } from '../language/workspace/imports.js';

export function loadImportsOnDemand(shared: LangiumSharedServices): void {
    const documents = shared.workspace.LangiumDocuments;
    const builder = shared.workspace.DocumentBuilder;
    builder.onBuildPhase(DocumentState.Validated, (built: LangiumDocument[]) => {
        const missing = new Map<string, URI>();
        const importers = new Map<string, URI>();
        for (const doc of built) {
            for (const imp of (doc.parseResult.value as Document).imports ?? []) {
                if (!imp.path) continue;
                const uri = importUri(doc.uri, imp);
                if (uri.scheme !== 'file' || documents.hasDocument(uri) || missing.has(uri.toString())) continue;
                if (!isFile(uri.fsPath)) continue;
                missing.set(uri.toString(), uri);
                importers.set(doc.uri.toString(), doc.uri);
            }
        }
        if (missing.size === 0) return;
        // Queued behind the current build; the importers are rebuilt so their imports now resolve.
        void shared.workspace.WorkspaceLock.write(token => builder.update([...missing.values(), ...importers.values()], [], token));
    });
}

function isFile(path: string): boolean {
    try {
        return fs.statSync(path).isFile();
    } catch {
        return false;
    }
}
