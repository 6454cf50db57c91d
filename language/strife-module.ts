/**
 * Dependency injection for the Strife language: Langium's default services with Strife's scoping,
 * validation, hovers, completion, code actions, code lenses, semantic tokens, inlay hints, formatting,
 * outline (symbols and their kinds) and import links plugged in. Strife's own services are declared
 * as Langium added services (`StrifeAddedServices`, `StrifeSharedAddedServices`), so every part
 * reaches them through the injector, typed, rather than through module state or `instanceof`.
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
    type PartialLangiumSharedServices,
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
import { DifficultyStore } from './lsp/difficulty-store.js';
import { StrifeCommandHandler } from './lsp/command-handler.js';
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
import { ReparseRecord } from './parsing/reparse-record.js';
import { StrifeConfigurationProvider } from './workspace/configuration.js';
import { afterQueuedOutput } from './lsp/after-output.js';

/** Strife's own shared services, beside Langium's (one set per language server or CLI run). */
export type StrifeSharedAddedServices = {
    workspace: {
        /** The file-size limit, and which documents it refused (`workspace/file-size-limit.ts`). */
        FileSizeGuard: FileSizeGuard;
        /** What each document's last parse kept from the one before (`parsing/reparse-record.ts`). */
        ReparseRecord: ReparseRecord;
        DocumentBuilder: CoalescingDocumentBuilder;
    };
    lsp: {
        DocumentUpdateHandler: CoalescingDocumentUpdateHandler;
        /** The verdicts of difficulty as you type, for the encounters' lenses (`lsp/difficulty-store.ts`). */
        DifficultyStore: DifficultyStore;
        /** The lens commands the server runs for editors other than VS Code (`lsp/command-handler.ts`). */
        ExecuteCommandHandler: StrifeCommandHandler;
    };
};

export type StrifeSharedServices = LangiumSharedServices & StrifeSharedAddedServices;

/** Strife's own language services, beside Langium's (the slots Strife fills with its own classes are typed as those). */
export type StrifeAddedServices = {
    parser: {
        /** The completion parser, built on first use or by `build()` (the server builds it after the first build). */
        LazyCompletionParser: LazyCompletionParser;
    };
    validation: {
        DocumentValidator: SizeLimitedDocumentValidator;
    };
    workspace: {
        /** Also describes a document's references at once, for the lazy reference index. */
        ReferenceDescriptionProvider: ImmediateReferenceDescriptionProvider;
    };
};

export type StrifeServices = LangiumServices & StrifeAddedServices & { readonly shared: StrifeSharedServices };

export const StrifeSharedModule: Module<StrifeSharedServices, PartialLangiumSharedServices & StrifeSharedAddedServices> = {
    workspace: {
        FileSizeGuard: () => new FileSizeGuard(),
        ReparseRecord: () => new ReparseRecord(),
        LangiumDocumentFactory: services => new SizeLimitedDocumentFactory(services),
        DocumentBuilder: services => new CoalescingDocumentBuilder(services),
        IndexManager: services => new LazyReferenceIndexManager(services),
        ConfigurationProvider: services => new StrifeConfigurationProvider(services),
    },
    lsp: {
        DocumentUpdateHandler: services => new CoalescingDocumentUpdateHandler(services),
        NodeKindProvider: () => new StrifeNodeKindProvider(),
        DifficultyStore: () => new DifficultyStore(),
        ExecuteCommandHandler: services => new StrifeCommandHandler(services),
    },
};

export const StrifeModule: Module<StrifeServices, PartialLangiumServices & StrifeAddedServices> = {
    parser: {
        ValueConverter: () => new StrifeValueConverter(),
        Lexer: services => new NestingLimitLexer(services),
        LangiumParser: services => createStrifeParser(services),
        LazyCompletionParser: services => new LazyCompletionParser(services),
        // Only `parse` is used (Langium's completion provider and ours), which LazyCompletionParser has.
        CompletionParser: services => services.parser.LazyCompletionParser as unknown as LangiumCompletionParser,
        ParserErrorMessageProvider: () => new StrifeParserErrorMessageProvider(),
        LexerErrorMessageProvider: () => new StrifeLexerErrorMessageProvider(),
    },
    references: {
        ScopeProvider: services => new StrifeScopeProvider(services),
        ScopeComputation: services => new StrifeScopeComputation(services),
        Linker: services => new IncrementalLinker(services),
    },
    validation: {
        DocumentValidator: services => new SizeLimitedDocumentValidator(services),
    },
    workspace: {
        ReferenceDescriptionProvider: services => new ImmediateReferenceDescriptionProvider(services),
    },
    lsp: {
        HoverProvider: () => new StrifeHoverProvider(),
        CodeActionProvider: () => new StrifeCodeActionProvider(),
        CodeLensProvider: services => new StrifeCodeLensProvider(services),
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
 * left out for the CLI and tests. The file-size limit is `shared.workspace.FileSizeGuard` (the
 * server sets it from the `strife.maxFileSizeKB` setting).
 */
export function createStrifeServices(context: DefaultSharedModuleContext): {
    shared: StrifeSharedServices;
    Strife: StrifeServices;
} {
    const shared = inject(createDefaultSharedModule(context), StrifeGeneratedSharedModule, StrifeSharedModule);
    const Strife = inject(createDefaultModule({ shared }), StrifeGeneratedModule, StrifeModule);
    shared.ServiceRegistry.register(Strife);
    guardDocuments(shared.workspace.LangiumDocuments, shared.workspace.FileSizeGuard);
    registerValidationChecks(Strife);
    const builder = shared.workspace.DocumentBuilder;
    // Models read linked references across documents: drop them whenever documents change or are relinked.
    builder.onUpdate(() => invalidateModels());
    builder.onBuildPhase(DocumentState.Linked, () => invalidateModels());
    // The validation cache's inputs of a first validation are computed once its diagnostics are out,
    // and in any case before the next update changes anything.
    const validator = Strife.validation.DocumentValidator;
    builder.onBeforeUpdate(() => validator.settleInputs());
    builder.onBuildPhase(DocumentState.Validated, () => afterQueuedOutput(() => validator.settleInputs()));
    if (!context.connection) {
        // Without a client there is no workspace to wait for.
        shared.workspace.ConfigurationProvider.initialized({});
    }
    return { shared, Strife };
}
