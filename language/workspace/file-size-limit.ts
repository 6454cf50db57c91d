/**
 * The file-size limit: a document larger than `maxBytes` is neither read into memory from disk nor
 * parsed; it is treated as empty and gets one `file-too-large` diagnostic. Parsing is linear but
 * heavy (a 20 MB file took 38 s and 1.75 GB), so the limit is what bounds a language server's time
 * and memory per document. The same guard serves the CLI and the server; the server takes the limit
 * from the `strife.maxFileSizeKB` setting. Files that are not regular files (FIFOs, devices) are
 * treated the same way, with a `not-a-file` diagnostic: reading them could block forever; so is a
 * `.strife` name that is a symbolic link to a file of another name (`not-a-strife-file`).
 */
import * as fs from 'node:fs';
import type { AstNode, LangiumDocument, LangiumDocuments, ParseResult, ParserOptions, URI, ValidationOptions } from 'langium';
import type { CancellationToken } from 'vscode-languageserver-protocol';
import type { Diagnostic } from 'vscode-languageserver-types';
import { IncrementalDocumentFactory } from '../parsing/incremental-document-factory.js';
import type { StrifeServices, StrifeSharedServices } from '../strife-module.js';
import { ItemCachingDocumentValidator } from '../validation/item-cache.js';

/** Default limit: 2 MiB, about 60,000 lines — far beyond any hand-written encounter file. */
export const DEFAULT_MAX_FILE_KB = 2048;

/** Why a document was not read. */
type Refusal =
    | { readonly kind: 'too-large'; readonly bytes: number; readonly limit: number }
    | { readonly kind: 'not-a-file' }
    | { readonly kind: 'not-strife' };

/** The guard of each set of documents (a server's, the CLI's), for checks of the files they import. */
const guards = new WeakMap<LangiumDocuments, FileSizeGuard>();

/** Ties `guard` to the documents it reads (createStrifeServices). */
export function guardDocuments(documents: LangiumDocuments, guard: FileSizeGuard): void {
    guards.set(documents, guard);
}

/**
 * The one diagnostic of a document of `documents` that was not read (too large, not a regular file,
 * a link to a file of another name), or undefined. An import of it brings nothing.
 */
export function refusedDocument(documents: LangiumDocuments, uri: URI): Diagnostic | undefined {
    return guards.get(documents)?.diagnosticFor(uri);
}

/** Holds the limit and remembers which documents were refused (by URI), for the validator. */
export class FileSizeGuard {
    /** The limit in bytes (UTF-8 for open documents, on-disk size for files). */
    maxBytes = DEFAULT_MAX_FILE_KB * 1024;
    private readonly refused = new Map<string, Refusal>();
    /** Files readFile refused whose (empty) text has not reached admit yet. */
    private readonly refusedOnDisk = new Set<string>();

    /** The text to parse: `text`, or '' (and the refusal remembered) when it is over the limit. */
    admit(uri: URI, text: string): string {
        const key = uri.toString();
        // A file refused by readFile arrives here as '': keep its refusal.
        if (this.refusedOnDisk.delete(key)) return text;
        // Only long texts need counting: a UTF-16 unit is at most 3 UTF-8 bytes.
        const bytes = text.length * 3 <= this.maxBytes ? text.length : Buffer.byteLength(text, 'utf8');
        if (bytes > this.maxBytes) {
            this.refused.set(key, { kind: 'too-large', bytes, limit: this.maxBytes });
            return '';
        }
        this.refused.delete(key);
        return text;
    }

    /** Reads a file from disk unless it is too large or not a regular file (then ''). */
    readFile(uri: URI): string {
        const key = uri.toString();
        let stat: fs.Stats;
        try {
            stat = fs.statSync(uri.fsPath);
        } catch (error) {
            this.refused.delete(key);
            throw error; // ENOENT and friends: the caller reports a missing file
        }
        const refusal: Refusal | undefined = !stat.isFile()
            ? { kind: 'not-a-file' }
            : stat.size > this.maxBytes
              ? { kind: 'too-large', bytes: stat.size, limit: this.maxBytes }
              : uri.fsPath.endsWith('.strife') && !realPath(uri.fsPath).endsWith('.strife')
                ? { kind: 'not-strife' }
                : undefined;
        if (refusal) {
            this.refused.set(key, refusal);
            this.refusedOnDisk.add(key);
            return '';
        }
        this.refused.delete(key);
        return fs.readFileSync(uri.fsPath, 'utf8');
    }

    /** The one diagnostic of a refused document, or undefined when it was read. */
    diagnosticFor(uri: URI): Diagnostic | undefined {
        const refusal = this.refused.get(uri.toString());
        if (!refusal) return undefined;
        const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
        if (refusal.kind === 'not-strife')
            return {
                range,
                severity: 1,
                code: 'not-a-strife-file',
                source: 'strife',
                message: 'This is a symbolic link to a file that is not a .strife file; Strife does not read it.',
            };
        if (refusal.kind === 'not-a-file')
            return {
                range,
                severity: 1,
                code: 'not-a-file',
                source: 'strife',
                message: 'This is not a regular file (a folder, FIFO or device); Strife does not read it.',
            };
        return {
            range,
            severity: 1,
            code: 'file-too-large',
            source: 'strife',
            message: `This file is ${formatBytes(refusal.bytes)}, over the limit of ${formatBytes(refusal.limit)} (setting strife.maxFileSizeKB); Strife does not check it.`,
        };
    }
}

/** The real path of a file (symbolic links resolved); the path itself when it cannot be resolved. */
function realPath(file: string): string {
    try {
        return fs.realpathSync(file);
    } catch {
        return file;
    }
}

function formatBytes(bytes: number): string {
    if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
    if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
    return `${bytes} bytes`;
}

/** Strife's document factory behind the guard: oversized or special files parse as empty. */
export class SizeLimitedDocumentFactory extends IncrementalDocumentFactory {
    private readonly guard: FileSizeGuard;

    constructor(services: StrifeSharedServices) {
        super(services);
        this.guard = services.workspace.FileSizeGuard;
    }

    protected override async getInitialText(uri: URI): Promise<string> {
        return this.guard.readFile(uri);
    }

    /** A document whose file vanished reads as empty (one build must not fail for all). */
    protected override async getUpdatedText(document: LangiumDocument, textDocument?: { getText(): string }): Promise<string> {
        if (textDocument) return textDocument.getText();
        try {
            return this.guard.readFile(document.uri);
        } catch {
            return '';
        }
    }

    protected override parse<T extends AstNode>(uri: URI, text: string, options?: ParserOptions): ParseResult<T> {
        return super.parse(uri, this.guard.admit(uri, text), options);
    }

    protected override parseAsync<T extends AstNode>(uri: URI, text: string, token: CancellationToken): Promise<ParseResult<T>> {
        return super.parseAsync(uri, this.guard.admit(uri, text), token);
    }
}

/** Strife's validator (re-checking only what changed), reporting a refused document with its one diagnostic and nothing else. */
export class SizeLimitedDocumentValidator extends ItemCachingDocumentValidator {
    private readonly guard: FileSizeGuard;

    constructor(services: StrifeServices) {
        super(services);
        this.guard = services.shared.workspace.FileSizeGuard;
    }

    override async validateDocument(document: LangiumDocument, options?: ValidationOptions, token?: CancellationToken): Promise<Diagnostic[]> {
        const refused = this.guard.diagnosticFor(document.uri);
        if (refused) return [refused];
        return super.validateDocument(document, options, token);
    }
}
