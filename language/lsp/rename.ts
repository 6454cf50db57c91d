/**
 * Rename, refusing what would break the file: Langium's rename replaces every reference with any
 * text it is given. A new name must read back as one name (the lexer's own verdict: `1Thug`,
 * `has space`, `Zoë`, `Thug}{`, `d6` or `x3` do not, nor do keywords), and must not be the name of
 * another declaration the renamed one would merge with: another combatant visible where this one
 * is (in its file, the files it imports, or any file that imports it), another attack of the same
 * template chain, another side or zone of the same encounter. A refusal is a ResponseError whose
 * message says why, naming the other declaration and where it is.
 */
import { AstUtils, type AstNode, CstUtils, type LangiumDocument, type LangiumDocuments, type Lexer } from 'langium';
import { DefaultRenameProvider, type LangiumServices } from 'langium/lsp';
import { type CancellationToken, ErrorCodes, ResponseError, type RenameParams, type WorkspaceEdit } from 'vscode-languageserver';
import { type Attack, type Combatant, type Document, isAttack, isCombatant, isEncounter, isSide, isZone } from '../generated/ast.js';
import { combatantChain } from '../scoping/combatant-chain.js';
import { importedDocuments } from '../workspace/imports.js';

export class StrifeRenameProvider extends DefaultRenameProvider {
    private readonly lexer: Lexer;
    private readonly documents: LangiumDocuments;

    constructor(services: LangiumServices) {
        super(services);
        this.lexer = services.parser.Lexer;
        this.documents = services.shared.workspace.LangiumDocuments;
    }

    override async rename(document: LangiumDocument, params: RenameParams, cancelToken?: CancellationToken): Promise<WorkspaceEdit | undefined> {
        const problem = this.invalidName(params.newName);
        if (problem) throw new ResponseError(ErrorCodes.InvalidParams, problem);
        const target = this.targetAt(document, params.position);
        if (target) {
            const clash = this.clashWith(target, params.newName);
            if (clash) throw new ResponseError(ErrorCodes.InvalidParams, clash);
        }
        return super.rename(document, params, cancelToken);
    }

    /** Why `name` cannot be a name, or undefined. Asks the lexer, so the answer is the grammar's. */
    invalidName(name: string): string | undefined {
        const shown = JSON.stringify(name);
        if (name.length === 0) return 'A name cannot be empty.';
        const { tokens, errors } = this.lexer.tokenize(name);
        const only = tokens.length === 1 && errors.length === 0 ? tokens[0] : undefined;
        if (only && only.image === name && only.tokenType.name === 'ID') return undefined;
        if (only && only.image === name && /^[a-z_]+$/i.test(name)) return `${shown} is a keyword of the language; a name cannot be one.`;
        if (only && only.image === name)
            return `${shown} reads as ${only.tokenType.name === 'DICE' ? 'dice' : only.tokenType.name === 'COUNT' ? 'an instance count (x3)' : 'a number'}, not a name.`;
        return `${shown} is not a name: a name is ASCII letters, digits and _, and starts with a letter or _.`;
    }

    /** The declaration a rename at `position` renames (the one Langium's rename would pick). */
    private targetAt(document: LangiumDocument, position: RenameParams['position']): AstNode | undefined {
        const root = document.parseResult.value.$cstNode;
        if (!root) return undefined;
        const leaf = CstUtils.findDeclarationNodeAtOffset(root, document.textDocument.offsetAt(position), this.grammarConfig.nameRegexp);
        return leaf ? this.references.findDeclarations(leaf)[0] : undefined;
    }

    /** The message refusing a rename of `target` to `name` that would merge it with another declaration; undefined when none. */
    private clashWith(target: AstNode, name: string): string | undefined {
        const other = this.sameKindNamed(target, name);
        if (!other) return undefined;
        const where = other.$cstNode ? `, line ${other.$cstNode.range.start.line + 1}` : '';
        const doc = AstUtils.getDocument(other);
        const file = doc === AstUtils.getDocument(target) ? 'this file' : (doc.uri.path.split('/').pop() ?? doc.uri.toString());
        return `'${name}' is already the name of ${describe(other)} (${file}${where}); renaming would merge the two. Choose another name.`;
    }

    private sameKindNamed(target: AstNode, name: string): AstNode | undefined {
        const named = (n: AstNode) => n !== target && (n as { name?: unknown }).name === name;
        if (isCombatant(target)) return this.visibleCombatants(target).find(named);
        if (isAttack(target)) return chainAttacks(target, this.allCombatants(target)).find(named);
        if (isSide(target) || isZone(target)) {
            const encounter = target.$container;
            return isEncounter(encounter) ? encounter.members.find(m => m.$type === target.$type && named(m)) : undefined;
        }
        return undefined;
    }

    /** The combatants of every file where `target` is visible: its own, the files it imports, the files that import it. */
    private visibleCombatants(target: Combatant): Combatant[] {
        const home = AstUtils.getDocument(target);
        const seen = new Set<string>();
        const result: Combatant[] = [];
        for (const doc of this.documents.all) {
            const imports = importedDocuments(doc, this.documents);
            if (doc !== home && !imports.includes(home)) continue;
            for (const d of [doc, ...imports]) {
                if (seen.has(d.uri.toString())) continue;
                seen.add(d.uri.toString());
                result.push(...combatantsOf(d));
            }
        }
        return result;
    }

    /** Every combatant of the files `attack`'s combatant is visible in (for the templates that extend it). */
    private allCombatants(attack: Attack): Combatant[] {
        return this.visibleCombatants(attack.$container);
    }
}

function combatantsOf(doc: LangiumDocument): Combatant[] {
    return ((doc.parseResult.value as Document).elements ?? []).filter(isCombatant);
}

/**
 * The attacks a renamed attack could merge with: those of its combatant's chain (it and its
 * templates) and of the combatants that extend it (their own attacks shadow or meet it by name).
 */
function chainAttacks(attack: Attack, combatants: readonly Combatant[]): Attack[] {
    const owner = attack.$container;
    const related = new Set<Combatant>(combatantChain(owner));
    for (const c of combatants) if (combatantChain(c).includes(owner)) related.add(c);
    return [...related].flatMap(c => c.members.filter(isAttack));
}

function describe(node: AstNode): string {
    if (isCombatant(node)) return `${node.kind} ${node.name}`;
    if (isAttack(node)) return `${node.$container.name}'s attack ${node.name}`;
    if (isSide(node)) return `side ${node.name}`;
    if (isZone(node)) return `zone ${node.name}`;
    return String((node as { name?: unknown }).name);
}
