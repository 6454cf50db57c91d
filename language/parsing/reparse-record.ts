/**
 * What the last parse of each document kept from the one before (`incremental-reparse.ts`), for
 * the later build phases that can skip work on kept items (a shared service, `ReparseRecord`). A
 * document without a record was parsed whole (or not re-parsed at all: its text did not change).
 */
import type { AstNode, LangiumDocument } from 'langium';
import type { Reparse } from './incremental-reparse.js';

export class ReparseRecord {
    private readonly records = new WeakMap<LangiumDocument, ReadonlySet<AstNode>>();
    /** Counts parses of any document; each document remembers the count at its last parse (by URI). */
    private tick = 0;
    private readonly parsedAt = new Map<string, number>();

    /** Records that `document`'s new tree kept `reparse.kept` from its previous one. */
    remember(document: LangiumDocument, reparse: Reparse): void {
        this.records.set(document, reparse.kept);
    }

    /** Forgets the record: `document` is about to be parsed again. */
    forget(document: LangiumDocument): void {
        this.records.delete(document);
    }

    /** Top-level items of `document` kept by its last incremental parse, or `undefined` after a full one. */
    keptItems(document: LangiumDocument): ReadonlySet<AstNode> | undefined {
        return this.records.get(document);
    }

    /** Notes that the document at `uri` was just parsed (whole or incrementally). */
    noteParsed(uri: string): void {
        this.parsedAt.set(uri, ++this.tick);
    }

    /** The parse count now: linking records it to ask `parsedSince` later. */
    parseTick(): number {
        return this.tick;
    }

    /** Whether a document other than `document` was parsed after the count was `since`. */
    parsedSince(since: number, document: LangiumDocument): boolean {
        const self = document.uri.toString();
        for (const [uri, at] of this.parsedAt) if (at > since && uri !== self) return true;
        return false;
    }
}
