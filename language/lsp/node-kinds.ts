/**
 * The symbol kind (outline, breadcrumbs, workspace symbols) and completion kind of each named
 * construct, so the editor shows a creature, an attack or a round with its own icon:
 *
 * | construct                         | SymbolKind | why                                              |
 * |-----------------------------------|------------|--------------------------------------------------|
 * | `ruleset rise`                    | Package    | the rule system the whole file is written for    |
 * | ruleset option `x: y`             | Property   | a setting of that system                         |
 * | `creature Bandit`                 | Class      | a template: an encounter brings instances (x3)   |
 * | `character Kara`                  | Struct     | one concrete stat block, no instances            |
 * | `attack Longsword`, `weapon maul` | Method     | what the combatant can do                        |
 * | stat group `defenses { … }`       | Object     | a written `{ … }` of named values                |
 * | stat `level 2`                    | Field      | one value of a stat block or attack              |
 * | `encounter "Ambush"`              | Namespace  | holds its own sides, zones and rounds            |
 * | `zone ford`                       | Module     | a part of the scene                              |
 * | `side heroes`                     | Array      | a list of fighters                               |
 * | participant `Bandit x3`           | Variable   | a fighter placed in the fight                    |
 * | `round 1`                         | Event      | a scripted moment of the fight                   |
 *
 * Workspace symbols list what files export (combatants and encounters) with the same kinds.
 */
import type { AstNode, AstNodeDescription } from 'langium';
import type { NodeKindProvider } from 'langium/lsp';
import { CompletionItemKind, SymbolKind } from 'vscode-languageserver';
import type { Combatant } from '../generated/ast.js';

const SYMBOL_KINDS: Readonly<Record<string, SymbolKind>> = {
    RulesetDecl: SymbolKind.Package,
    RulesetOption: SymbolKind.Property,
    Attack: SymbolKind.Method,
    StatGroup: SymbolKind.Object,
    Stat: SymbolKind.Field,
    Encounter: SymbolKind.Namespace,
    Zone: SymbolKind.Module,
    Side: SymbolKind.Array,
    Participant: SymbolKind.Variable,
    ScriptRound: SymbolKind.Event,
};

/** The completion kind that shows the same icon family as each symbol kind used above. */
const COMPLETION_KINDS: Readonly<Partial<Record<SymbolKind, CompletionItemKind>>> = {
    [SymbolKind.Package]: CompletionItemKind.Module,
    [SymbolKind.Property]: CompletionItemKind.Property,
    [SymbolKind.Class]: CompletionItemKind.Class,
    [SymbolKind.Struct]: CompletionItemKind.Struct,
    [SymbolKind.Method]: CompletionItemKind.Method,
    [SymbolKind.Object]: CompletionItemKind.Module,
    [SymbolKind.Field]: CompletionItemKind.Field,
    [SymbolKind.Namespace]: CompletionItemKind.Module,
    [SymbolKind.Module]: CompletionItemKind.Module,
    [SymbolKind.Array]: CompletionItemKind.Variable,
    [SymbolKind.Variable]: CompletionItemKind.Variable,
    [SymbolKind.Event]: CompletionItemKind.Event,
};

export class StrifeNodeKindProvider implements NodeKindProvider {
    /** The kind of a node, or of an index entry (which carries its node while its document is loaded). */
    getSymbolKind(node: AstNode | AstNodeDescription): SymbolKind {
        const astNode = isDescription(node) ? node.node : node;
        const type = isDescription(node) ? node.type : node.$type;
        if (type === 'Combatant') return (astNode as Combatant | undefined)?.kind === 'character' ? SymbolKind.Struct : SymbolKind.Class;
        return SYMBOL_KINDS[type] ?? SymbolKind.Field;
    }

    getCompletionItemKind(node: AstNode | AstNodeDescription): CompletionItemKind {
        return COMPLETION_KINDS[this.getSymbolKind(node)] ?? CompletionItemKind.Reference;
    }
}

function isDescription(node: AstNode | AstNodeDescription): node is AstNodeDescription {
    return !('$type' in node) && 'type' in node;
}
