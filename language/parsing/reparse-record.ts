/**
 * What the last parse of each document kept from the one before (`incremental-reparse.ts`), for
 * the later build phases that can skip work on kept items. A document without a record was parsed
 * whole (or not re-parsed at all: its text did not change).
 */
import type { AstNode, LangiumDocument } from 'langium';
import type { Reparse } from './incremental-reparse.js';

const records = new WeakMap<LangiumDocument, ReadonlySet<AstNode>>();

/** Records that `document`'s new tree kept `reparse.kept` from its previous one. */
export function rememberReparse(document: LangiumDocument, reparse: Reparse): void {
    records.set(document, reparse.kept);
}

/** Forgets the record: `document` is about to be parsed again. */
export function forgetReparse(document: LangiumDocument): void {
    records.delete(document);
}

/** Top-level items of `document` kept by its last incremental parse, or `undefined` after a full one. */
export function keptItems(document: LangiumDocument): ReadonlySet<AstNode> | undefined {
    return records.get(document);
}
