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

/** Counts parses of any document; each document remembers the count at its last parse (by URI). */
let tick = 0;
const parsedAt = new Map<string, number>();

/** Notes that the document at `uri` was just parsed (whole or incrementally). */
export function noteParsed(uri: string): void {
    parsedAt.set(uri, ++tick);
}

/** The parse count now: linking records it to ask `parsedSince` later. */
export function parseTick(): number {
    return tick;
}

/** Whether a document other than `document` was parsed after the count was `since`. */
export function parsedSince(since: number, document: LangiumDocument): boolean {
    const self = document.uri.toString();
    for (const [uri, at] of parsedAt) if (at > since && uri !== self) return true;
    return false;
}
