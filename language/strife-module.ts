/**
 * Dependency injection for the Strife language: Langium's default services with Strife's scoping,
 * validation, hovers, completion, code actions and code lenses plugged in.
 */
import { DocumentState, inject, type Module } from 'langium';
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
import { StrifeValueConverter } from './parsing/value-converter.js';
import { NestingLimitLexer } from './parsing/nesting-lexer.js';
import { registerValidationChecks } from './validation/validator.js';
import { StrifeDocumentValidator } from './validation/linking-diagnostics.js';
import { StrifeHoverProvider } from './lsp/hover.js';
import { StrifeCodeActionProvider } from './lsp/code-actions.js';
import { StrifeCodeLensProvider } from './lsp/code-lens.js';
import { StrifeCompletionProvider } from './lsp/completion.js';

export type StrifeServices = LangiumServices;

export const StrifeModule: Module<StrifeServices, PartialLangiumServices> = {
    parser: {
        ValueConverter: () => new StrifeValueConverter(),
        Lexer: services => new NestingLimitLexer(services),
    },
    references: {
        ScopeProvider: services => new StrifeScopeProvider(services),
        ScopeComputation: services => new StrifeScopeComputation(services),
    },
    validation: {
        DocumentValidator: services => new StrifeDocumentValidator(services),
    },
    lsp: {
        HoverProvider: () => new StrifeHoverProvider(),
        CodeActionProvider: () => new StrifeCodeActionProvider(),
        CodeLensProvider: () => new StrifeCodeLensProvider(),
        CompletionProvider: services => new StrifeCompletionProvider(services),
    },
};

/**
 * Creates the shared and language services. `context.connection` is set for a language server and
 * left out for the CLI and tests.
 */
export function createStrifeServices(context: DefaultSharedModuleContext): { shared: LangiumSharedServices; Strife: StrifeServices } {
    const shared = inject(createDefaultSharedModule(context), StrifeGeneratedSharedModule);
    const Strife = inject(createDefaultModule({ shared }), StrifeGeneratedModule, StrifeModule);
    shared.ServiceRegistry.register(Strife);
    registerValidationChecks(Strife);
    // Models read linked references across documents: drop them whenever documents change or are relinked.
    shared.workspace.DocumentBuilder.onUpdate(() => invalidateModels());
    shared.workspace.DocumentBuilder.onBuildPhase(DocumentState.Linked, () => invalidateModels());
    if (!context.connection) {
        // Without a client there is no workspace to wait for.
        shared.workspace.ConfigurationProvider.initialized({});
    }
    return { shared, Strife };
}
