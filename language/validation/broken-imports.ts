/**
 * One unresolved import gives one error. A file whose import cannot be read (missing, refused by
 * the import policy) would otherwise get an "unknown combatant" error on every name that file
 * would have brought; those names are not reported one by one, and the import line's error says
 * how many names it hides.
 */
import type { LangiumDocument, LangiumDocuments } from 'langium';
import type { Combatant, Document, Import } from '../generated/ast.js';
import { refusedDocument } from '../workspace/file-size-limit.js';
import { importedDocuments, importUri } from '../workspace/imports.js';

/**
 * The imports that bring nothing because their file is not loaded, or was loaded but not read (over
 * the size limit, not a regular file): `document`'s own and those of
 * the files it imports (names come through imports transitively). An import of the file itself is
 * not one: it is its own error and could bring no name.
 */
export function brokenImports(document: LangiumDocument, documents: LangiumDocuments): Import[] {
    return [document, ...importedDocuments(document, documents)].flatMap(doc =>
        ((doc.parseResult.value as Document).imports ?? []).filter(imp => {
            if (imp.path === undefined) return false;
            const uri = importUri(doc.uri, imp);
            // A file loaded but not read (over the size limit…) brings nothing either.
            return uri.toString() !== doc.uri.toString() && (!documents.getDocument(uri) || refusedDocument(documents, uri) !== undefined);
        }),
    );
}

/** The distinct names of combatants `document` refers to that resolve nowhere, in order of first use. */
export function unresolvedCombatantNames(document: LangiumDocument): string[] {
    const names = document.references.filter(r => r.error && isCombatantReference(r.error.info.property)).map(r => r.$refText);
    return [...new Set(names)];
}

/** Combatant references are `combatant` (participants, actors, targets, riders) and `base` (`extends`). */
export function isCombatantReference(property: string): boolean {
    return property === 'combatant' || property === 'base';
}

/** True when following `extends` from `combatant` ends at a name that resolves nowhere. */
export function extendsUnresolved(combatant: Combatant | undefined): boolean {
    const seen = new Set<Combatant>();
    let current = combatant;
    while (current && !seen.has(current)) {
        seen.add(current);
        if (current.base && !current.base.ref) return true;
        current = current.base?.ref;
    }
    return false;
}

/** The import line's note: how many names the broken import may hide, and the first few. */
export function hiddenNamesNote(names: readonly string[]): string {
    if (names.length === 0) return '';
    const shown = names.slice(0, 5).map(n => `'${n}'`);
    const more = names.length > shown.length ? ` and ${names.length - shown.length} more` : '';
    const one = names.length === 1;
    return ` ${names.length} name${one ? '' : 's'} used in this file may come from it (${shown.join(', ')}${more}); ${one ? 'it is' : 'they are'} not reported on ${one ? 'its' : 'their'} own.`;
}
