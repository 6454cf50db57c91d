/**
 * Syntax errors with stable codes, and unresolved names as Strife reports them: a stable code, a message that says what kind of thing
 * is missing, and a "did you mean" with a quick fix. An action name that is not an attack may be a
 * ruleset action (`total_defense`); encounter checks judge those, so the linker stays quiet.
 */
import { AstUtils, type AstNode, DefaultDocumentValidator, type LangiumDocument, type ParseResult, type ValidationOptions } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { LangiumServices } from 'langium/lsp';
import {
    type Combatant,
    type Document,
    type Encounter,
    isActionUse,
    isCombatant,
    isEncounter,
    type Side,
    type Turn,
    type Zone,
} from '../generated/ast.js';
import { brokenImports, extendsUnresolved } from './broken-imports.js';
import { closest } from '../util/suggest.js';
import { lexingErrorCode } from '../parsing/nesting-lexer.js';
import { nameUnclosedBlock } from '../parsing/parser-messages.js';
import type { StrifeDiagnosticData } from './context.js';

const KIND: Record<string, string> = { Combatant: 'combatant', Attack: 'attack', Side: 'side', Encounter: 'encounter' };

export class StrifeDocumentValidator extends DefaultDocumentValidator {
    private readonly scopes: LangiumServices['references']['ScopeProvider'];
    protected readonly reflection: LangiumServices['shared']['AstReflection'];
    private readonly documents: LangiumServices['shared']['workspace']['LangiumDocuments'];

    constructor(services: LangiumServices) {
        super(services);
        this.scopes = services.references.ScopeProvider;
        this.reflection = services.shared.AstReflection;
        this.documents = services.shared.workspace.LangiumDocuments;
    }

    /** Lexing errors get codes too: the formula limits' own (nesting-too-deep, formula-too-long), `syntax-error` for the rest. */
    protected override processLexingErrors(parseResult: ParseResult, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const start = diagnostics.length;
        super.processLexingErrors(parseResult, diagnostics, options);
        for (const d of diagnostics.slice(start)) d.code = lexingErrorCode(String(d.message));
    }

    /**
     * Parser errors carry the code `syntax-error`, and an unclosed block is named (`encounter Ambush`):
     * the message provider (parsing/parser-messages.ts) words them without seeing the tree.
     */
    protected override processParsingErrors(parseResult: ParseResult, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const start = diagnostics.length;
        super.processParsingErrors(parseResult, diagnostics, options);
        // Langium adds one diagnostic per parser error, in order.
        diagnostics.slice(start).forEach((d, i) => {
            d.code = 'syntax-error';
            const error = parseResult.parserErrors[i];
            if (error && typeof d.message === 'string') d.message = nameUnclosedBlock(d.message, error, parseResult.value);
        });
    }

    /**
     * Unresolved names, each with a did-you-mean. While an import cannot be read (broken-imports.ts),
     * combatants it may have brought, and attacks of combatants it may have brought, are left to the
     * import line's one error.
     */
    protected override processLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], _options: ValidationOptions): void {
        const importBroken = document.references.some(r => r.error) && brokenImports(document, this.documents).length > 0;
        for (const reference of document.references) {
            const error = reference.error;
            if (!error) continue;
            const info = error.info;
            const name = reference.$refText;
            if (isActionUse(info.container) && info.property === 'action') continue;
            const type = this.reflection.getReferenceType(info);
            if (importBroken && type === 'Combatant') continue;
            if (importBroken && type === 'Attack' && isActionUse(info.container)) {
                const actor = (info.container.$container as Turn).actors[0]?.combatant?.ref;
                if (!actor || extendsUnresolved(actor)) continue;
            }
            const candidates = this.scopes
                .getScope(info)
                .getAllElements()
                .map(d => d.name)
                .toArray();
            const best = closest(name, candidates);
            const what = KIND[type] ?? type.toLowerCase();
            const where =
                type === 'Combatant' || type === 'Encounter'
                    ? ' in this file or its imports'
                    : type === 'Attack'
                      ? ' for this combatant'
                      : ' in this encounter';
            // An encounter named with spaces is referred to as a string.
            const written = best && !/^[_a-zA-Z]\w*$/.test(best) ? JSON.stringify(best) : best;
            const data: StrifeDiagnosticData = { fixes: best ? [{ title: `Change to '${best}'`, newText: written! }] : undefined };
            const elsewhere = declaredElsewhere(type, name, info.container);
            // An encounter's sides and zones are few: all of them are listed, so a GM sees the choice.
            const listed =
                (type === 'Side' || type === 'Zone') && candidates.length > 0
                    ? ` ${KIND[type] === 'side' ? 'Sides' : 'Zones'}: ${candidates.join(', ')}.`
                    : '';
            diagnostics.push(
                this.toDiagnostic(
                    'error',
                    `Unknown ${what} '${name}'${where}.${best ? ` Did you mean '${best}'?` : ''}${elsewhere ? ` ${elsewhere}.` : ''}${listed}`,
                    {
                        node: info.container,
                        range: reference.$refNode?.range,
                        property: info.property as never,
                        index: info.index,
                        code: 'unresolved-reference',
                        data,
                    },
                ),
            );
        }
    }
}

/**
 * Where a name that does not resolve here is declared under another scope of the same file: a side
 * or zone of another encounter, an attack of another combatant. Said in words, never offered as a
 * fix: the name as written would still not resolve.
 */
function declaredElsewhere(type: string, name: string, container: AstNode): string | undefined {
    const root = AstUtils.findRootNode(container) as Document;
    if (type === 'Side' || type === 'Zone') {
        const here = AstUtils.getContainerOfType(container, isEncounter);
        const other = root.elements.find(
            (e): e is Encounter => isEncounter(e) && e !== here && e.members.some(m => m.$type === type && (m as Side | Zone).name === name),
        );
        return other && `'${name}' is a ${type.toLowerCase()} of encounter ${other.name}, not of this one`;
    }
    if (type === 'Attack') {
        const owner = root.elements.find((e): e is Combatant => isCombatant(e) && e.members.some(m => m.$type === 'Attack' && m.name === name));
        return owner && `'${name}' is an attack of ${owner.name}`;
    }
    return undefined;
}
