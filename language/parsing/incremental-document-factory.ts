/**
 * Langium's document factory with the incremental re-parse (`incremental-reparse.ts`): an update
 * of a document whose previous parse is at hand re-parses only the changed lines, and the shared
 * `ReparseRecord` notes what it kept (for linking) and when each document was parsed. When
 * Langium's CST internals do not have the shape the re-parse writes (`langium-internals.ts`,
 * checked once per factory), every parse is Langium's whole-text parse.
 */
import { type AstNode, DefaultLangiumDocumentFactory, type LangiumDocument, type ParseResult, type ParserOptions, type URI } from 'langium';
import type { CancellationToken } from 'vscode-languageserver-protocol';
import { type Document, isDocument } from '../generated/ast.js';
import { cstShapeHolds } from '../langium-internals.js';
import type { StrifeSharedServices } from '../strife-module.js';
import { reparseIncrementally } from './incremental-reparse.js';
import type { ReparseRecord } from './reparse-record.js';

export class IncrementalDocumentFactory extends DefaultLangiumDocumentFactory {
    protected readonly reparses: ReparseRecord;
    /** Whether the re-parse may move kept trees (Langium's CST fields have the expected shape). */
    readonly incremental = cstShapeHolds();
    /** Documents being updated, by URI: their previous parse is the base of an incremental one. */
    private readonly updating = new Map<string, LangiumDocument>();

    constructor(services: StrifeSharedServices) {
        super(services);
        this.reparses = services.workspace.ReparseRecord;
    }

    override async update<T extends AstNode = AstNode>(document: LangiumDocument<T>, token: CancellationToken): Promise<LangiumDocument<T>> {
        const key = document.uri.toString();
        this.updating.set(key, document);
        this.reparses.forget(document);
        try {
            return await super.update(document, token);
        } finally {
            this.updating.delete(key);
        }
    }

    protected override parse<T extends AstNode>(uri: URI, text: string, options?: ParserOptions): ParseResult<T> {
        this.reparses.noteParsed(uri.toString());
        return super.parse(uri, text, options);
    }

    /** An update re-parses only the changed lines when it can. */
    protected override parseAsync<T extends AstNode>(uri: URI, text: string, token: CancellationToken): Promise<ParseResult<T>> {
        this.reparses.noteParsed(uri.toString());
        const document = this.updating.get(uri.toString());
        if (document && this.incremental) {
            const previous = document.parseResult as ParseResult<Document>;
            const oldText = previous.value.$cstNode?.root.fullText;
            const parser = this.serviceRegistry.getServices(uri).parser.LangiumParser;
            if (oldText !== undefined && isDocument(previous.value)) {
                const reparse = reparseIncrementally(previous, oldText, text, t => parser.parse<Document>(t));
                if (reparse) {
                    this.reparses.remember(document, reparse);
                    return Promise.resolve(reparse.result as unknown as ParseResult<T>);
                }
            }
        }
        return super.parseAsync(uri, text, token);
    }
}
