/**
 * `import "bestiary.strife"` is a link to the imported file (Ctrl+click), resolved like the import
 * itself (`workspace/imports.ts`: relative to the importing file). The import policy decides: an
 * import Strife refuses to read (not `.strife`, outside the workspace, not a regular file) or that
 * leads nowhere gets no link, so a link never points where a diagnostic says Strife will not go.
 */
import { GrammarUtils, type LangiumDocument, type LangiumDocuments, type URI } from 'langium';
import type { DocumentLinkProvider, LangiumServices } from 'langium/lsp';
import type { DocumentLink, Range } from 'vscode-languageserver';
import type { Document, Import } from '../generated/ast.js';
import { importRoots, judgeImport } from '../workspace/import-policy.js';
import { importUri } from '../workspace/imports.js';

export class StrifeDocumentLinkProvider implements DocumentLinkProvider {
    private readonly documents: LangiumDocuments;

    constructor(services: LangiumServices) {
        this.documents = services.shared.workspace.LangiumDocuments;
    }

    /** One link per import line whose target Strife would read, spanning the path between its quotes. */
    getDocumentLinks(document: LangiumDocument): DocumentLink[] {
        const root = document.parseResult.value as Document;
        const roots = importRoots(this.documents);
        return (root.imports ?? []).flatMap(imp => {
            const pathNode = GrammarUtils.findNodeForProperty(imp.$cstNode, 'path');
            if (!imp.path || !pathNode) return [];
            const target = importUri(document.uri, imp);
            if (target.toString() === document.uri.toString() || !this.readable(document.uri, imp, target, roots)) return [];
            return [{ range: withoutQuotes(pathNode.range, pathNode.text), target: target.toString(), tooltip: `Open ${imp.path}` }];
        });
    }

    /** Files on disk as the import policy judges them; other schemes (unsaved, in-memory) when loaded. */
    private readable(importer: URI, imp: Import, target: URI, roots: readonly string[]): boolean {
        if (target.scheme === 'file' && importer.scheme === 'file') return judgeImport(importer, imp.path, target, roots).ok;
        return imp.path.endsWith('.strife') && this.documents.hasDocument(target);
    }
}

/** The range of a one-line string token's contents, its quotes left out. */
function withoutQuotes(range: Range, text: string): Range {
    if (text.length < 2) return range;
    return { start: { ...range.start, character: range.start.character + 1 }, end: { ...range.end, character: range.end.character - 1 } };
}
