/**
 * Two files a file imports (directly or through their own imports) that declare a combatant of the
 * same name: references to it would resolve to one of them by accident of order, so it is an error
 * naming both, on the import line that brings the second (`import-name-clash`). A name this file
 * declares itself shadows imported ones (the local declaration is the one used), so that is no clash.
 */
import { AstUtils, type LangiumDocument, type LangiumDocuments, type ValidationAcceptor } from 'langium';
import type { Document, Import } from '../generated/ast.js';
import { importedDocuments, importUri } from '../workspace/imports.js';
import { report } from './context.js';

export function checkImportClashes(doc: Document, accept: ValidationAcceptor, documents: LangiumDocuments): void {
    const self = AstUtils.getDocument(doc);
    const local = new Set(doc.elements.filter(e => e.$type === 'Combatant' && e.name).map(e => e.name));
    // Each direct import with the documents it brings (itself and its imports), in the file's order.
    const brought: { imp: Import; docs: LangiumDocument[] }[] = [];
    for (const imp of doc.imports) {
        if (imp.path === undefined) continue;
        const target = documents.getDocument(importUri(self.uri, imp));
        if (target && target !== self) brought.push({ imp, docs: [target, ...importedDocuments(target, documents)] });
    }
    const declaredIn = new Map<string, LangiumDocument>();
    const reported = new Set<string>();
    for (const { imp, docs } of brought) {
        for (const other of docs) {
            if (other === self) continue;
            for (const element of (other.parseResult.value as Document).elements ?? []) {
                if (element.$type !== 'Combatant' || !element.name || local.has(element.name)) continue;
                const first = declaredIn.get(element.name);
                if (!first) declaredIn.set(element.name, other);
                else if (first !== other && !reported.has(element.name)) {
                    reported.add(element.name);
                    report(
                        accept,
                        'error',
                        'import-name-clash',
                        `'${element.name}' is declared in both '${relative(self, first)}' and '${relative(self, other)}', which this file imports; its references could mean either. Rename one, or declare '${element.name}' in this file.`,
                        imp,
                        'path',
                    );
                }
            }
        }
    }
}

/** `other`'s path as seen from `from`'s folder (`bestiary.strife`, `../shared/beasts.strife`). */
function relative(from: LangiumDocument, other: LangiumDocument): string {
    const base = from.uri.path.split('/').slice(0, -1);
    const target = other.uri.path.split('/');
    let common = 0;
    while (common < base.length && common < target.length - 1 && base[common] === target[common]) common++;
    return [...base.slice(common).map(() => '..'), ...target.slice(common)].join('/');
}
