/**
 * `import "path"` resolution: paths are relative to the importing file. The set of documents a
 * file sees is itself plus its imports, transitively.
 */
import type { LangiumDocument, LangiumDocuments } from 'langium';
import { type URI, UriUtils } from 'langium';
import type { Document, Import } from '../generated/ast.js';

/** The URI an import statement points at. */
export function importUri(importing: URI, imp: Import): URI {
    // A lone surrogate (half of an emoji, typed or garbled) cannot be percent-encoded: encoding
    // such a URI throws, so it becomes U+FFFD, as a file system would show it.
    return UriUtils.resolvePath(UriUtils.dirname(importing), imp.path.replace(LONE_SURROGATE, '\ufffd'));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The documents imported by `doc`, directly or through other imports, that are loaded in
 * `documents` (an import of a file that is not loaded is reported by validation, not here).
 */
export function importedDocuments(doc: LangiumDocument, documents: LangiumDocuments): LangiumDocument[] {
    const seen = new Set<string>([doc.uri.toString()]);
    const result: LangiumDocument[] = [];
    const queue: LangiumDocument[] = [doc];
    while (queue.length > 0) {
        const current = queue.shift()!;
        const root = current.parseResult?.value as Document | undefined;
        for (const imp of root?.imports ?? []) {
            if (!imp.path) continue;
            const uri = importUri(current.uri, imp);
            const key = uri.toString();
            if (seen.has(key)) continue;
            seen.add(key);
            const imported = documents.getDocument(uri);
            if (imported) {
                result.push(imported);
                queue.push(imported);
            }
        }
    }
    return result;
}
