/**
 * Dependency injection for the Strife language: Langium's default services with Strife's scoping,
 * validation, hovers, completion, code actions, code lenses, semantic tokens, inlay hints, formatting,
 * outline (symbols and their kinds) and import links plugged in.
 */
import { DocumentState, inject, type LangiumCompletionParser, type Module } from 'langium';
import { invalidateModels } from './model/model-cache.js';
import {
    createDefaultModule,
    createDefaultSharedModule,
    type DefaultSharedModuleContext,
    type LangiumServices,
    type LangiumSharedServices,
    type PartialLangiumServices,
} from 'langium/lsp';
import { StrifeGeneratedModule, StrifeGeneratedSharedModule } from './generated/module.js';
import { StrifeScopeProvider } from './scoping/scope-provider.js';
import { StrifeScopeComputation } from './scoping/scope-computation.js';
import { IncrementalLinker } from './scoping/incremental-linker.js';
import { StrifeValueConverter } from './parsing/value-converter.js';
import { NestingLimitLexer } from './parsing/nesting-lexer.js';
import { createStrifeParser } from './parsing/strife-parser.js';
import { LazyCompletionParser } from './parsing/lazy-completion-parser.js';
import { StrifeLexerErrorMessageProvider, StrifeParserErrorMessageProvider } from './parsing/parser-messages.js';
import { registerValidationChecks } from './validation/validator.js';
import { StrifeHoverProvider } from './lsp/hover.js';
import { StrifeCodeActionProvider } from './lsp/code-actions.js';
import { StrifeCodeLensProvider } from './lsp/code-lens.js';
import { StrifeCompletionProvider } from './lsp/completion.js';
import { StrifeSemanticTokenProvider } from './lsp/semantic-tokens.js';
import { StrifeInlayHintProvider } from './lsp/inlay-hints.js';
import { StrifeFormatter } from './lsp/formatter.js';
import { StrifeNodeKindProvider } from './lsp/node-kinds.js';
import { StrifeDocumentSymbolProvider } from './lsp/document-symbols.js';
import { StrifeDocumentLinkProvider } from './lsp/document-links.js';
import { StrifeRenameProvider } from './lsp/rename.js';
import { CoalescingDocumentBuilder, CoalescingDocumentUpdateHandler } from './lsp/coalesced-updates.js';
import { FileSizeGuard, guardDocuments, SizeLimitedDocumentFactory, SizeLimitedDocumentValidator } from './workspace/file-size-limit.js';
import { ImmediateReferenceDescriptionProvider, LazyReferenceIndexManager } from './workspace/lazy-reference-index.js';
import { registerLimitChecks } from './validation/limit-checks.js';
import { ItemCachingDocumentValidator } from './validation/item-cache.js';
import { afterQueuedOutput } from './lsp/after-output.js';

export type StrifeServices = LangiumServices;

export const StrifeModule: Module<StrifeServices, PartialLangiumServices> = {
    parser: {
        ValueConverter: () => new StrifeValueConverter(),
        Lexer: services => new NestingLimitLexer(services),
        LangiumParser: services => createStrifeParser(services),
        // Only `parse` is used (Langium's completion provider and ours), which LazyCompletionParser has.
        CompletionParser: services => new LazyCompletionParser(services) as unknown as LangiumCompletionParser,
        ParserErrorMessageProvider: () => new StrifeParserErrorMessageProvider(),
        LexerErrorMessageProvider: () => new StrifeLexerErrorMessageProvider(),
    },
    references: {
        ScopeProvider: services => new StrifeScopeProvider(services),
        ScopeComputation: services => new StrifeScopeComputation(services),
        Linker: services => new IncrementalLinker(services),
    },
    workspace: {
        ReferenceDescriptionProvider: services => new ImmediateReferenceDescriptionProvider(services),
    },
    lsp: {
        HoverProvider: () => new StrifeHoverProvider(),
        CodeActionProvider: () => new StrifeCodeActionProvider(),
        CodeLensProvider: () => new StrifeCodeLensProvider(),
        CompletionProvider: services => new StrifeCompletionProvider(services),
        SemanticTokenProvider: services => new StrifeSemanticTokenProvider(services),
        InlayHintProvider: services => new StrifeInlayHintProvider(services),
        Formatter: services => new StrifeFormatter(services),
        DocumentSymbolProvider: services => new StrifeDocumentSymbolProvider(services),
        DocumentLinkProvider: services => new StrifeDocumentLinkProvider(services),
        RenameProvider: services => new StrifeRenameProvider(services),
    },
};

/**
 * Creates the shared and language services. `context.connection` is set for a language server and
 * left out for the CLI and tests. `fileSize` holds the file-size limit (the server sets it from the
 * `strife.maxFileSizeKB` setting).
 */
export function createStrifeServices(context: DefaultSharedModuleContext): {
    shared: LangiumSharedServices;
    Strife: StrifeServices;
    fileSize: FileSizeGuard;
} {
    const fileSize = new FileSizeGuard();
    const shared = inject(createDefaultSharedModule(context), StrifeGeneratedSharedModule, {
        workspace: {
            LangiumDocumentFactory: services => new SizeLimitedDocumentFactory(services, fileSize),
            DocumentBuilder: services => new CoalescingDocumentBuilder(services),
            IndexManager: services => new LazyReferenceIndexManager(services),
        },
        lsp: {
            DocumentUpdateHandler: services => new CoalescingDocumentUpdateHandler(services),
            NodeKindProvider: () => new StrifeNodeKindProvider(),
        },
    });
    const Strife = inject(createDefaultModule({ shared }), StrifeGeneratedModule, StrifeModule, {
        validation: { DocumentValidator: services => new SizeLimitedDocumentValidator(services, fileSize) },
    });
    shared.ServiceRegistry.register(Strife);
    guardDocuments(shared.workspace.LangiumDocuments, fileSize);
    registerValidationChecks(Strife);
    // Models read linked references across documents: drop them whenever documents change or are relinked.
    shared.workspace.DocumentBuilder.onUpdate(() => invalidateModels());
    shared.workspace.DocumentBuilder.onBuildPhase(DocumentState.Linked, () => invalidateModels());
    registerLimitChecks(Strife);
    // The validation cache's inputs of a first validation are computed once its diagnostics are out,
    // and in any case before the next update changes anything.
    const validator = Strife.validation.DocumentValidator;
    const builder = shared.workspace.DocumentBuilder;
    if (validator instanceof ItemCachingDocumentValidator && builder instanceof CoalescingDocumentBuilder) {
        builder.onBeforeUpdate(() => validator.settleInputs());
        builder.onBuildPhase(DocumentState.Validated, () => afterQueuedOutput(() => validator.settleInputs()));
    }
    if (!context.connection) {
        // Without a client there is no workspace to wait for.
        shared.workspace.ConfigurationProvider.initialized({});
    }
    return { shared, Strife, fileSize };
}
