/**
 * The outline and breadcrumbs: which constructs are symbols and how they nest. Langium's provider
 * makes a symbol of every node with a `name` (stat references in dice formulas included) and
 * none of unnamed ones (rounds, stat groups, participants); this one lists, in source order:
 *
 * - the ruleset line > its options;
 * - combatants > stats, stat groups > their stats, attacks > their own stats (`weight 2`);
 * - encounters > zones, sides > participants, and scripted rounds.
 *
 * Kinds come from `node-kinds.ts`; the detail says what the line declares (`creature extends Bandit`,
 * `weapon`, a stat's value, where a participant starts).
 */
import { type AstNode, type CstNode, GrammarUtils, type LangiumDocument } from 'langium';
import { DefaultDocumentSymbolProvider } from 'langium/lsp';
import type { DocumentSymbol } from 'vscode-languageserver';
import type * as ast from '../generated/ast.js';

interface SymbolName {
    readonly name: string;
    /** The text the editor selects for the symbol: its name as written. */
    readonly nameNode: CstNode | undefined;
    readonly detail?: string;
}

export class StrifeDocumentSymbolProvider extends DefaultDocumentSymbolProvider {
    protected override getSymbol(document: LangiumDocument, node: AstNode): DocumentSymbol[] {
        if (node.$type === 'Document') return this.getChildSymbols(document, node) ?? [];
        const named = symbolName(node);
        if (!named?.nameNode || !node.$cstNode || !named.name) return [];
        const symbol = this.createSymbol(document, node, node.$cstNode, named.nameNode, named.name);
        return [named.detail ? { ...symbol, detail: named.detail } : symbol];
    }
}

/** The name, selected text and detail of a construct the outline shows; undefined for the others. */
function symbolName(node: AstNode): SymbolName | undefined {
    const property = (name: string) => GrammarUtils.findNodeForProperty(node.$cstNode, name);
    switch (node.$type) {
        case 'RulesetDecl':
            return { name: (node as ast.RulesetDecl).name, nameNode: property('name'), detail: 'ruleset' };
        case 'RulesetOption': {
            const option = node as ast.RulesetOption;
            return { name: option.name, nameNode: property('name'), detail: String(option.value) };
        }
        case 'Combatant': {
            const combatant = node as ast.Combatant;
            const base = combatant.base ? ` extends ${combatant.base.$refText}` : '';
            return { name: combatant.name, nameNode: property('name'), detail: combatant.kind + base };
        }
        case 'Stat': {
            const stat = node as ast.Stat;
            return { name: stat.name, nameNode: property('name'), detail: String(stat.value) };
        }
        case 'StatGroup':
            return { name: (node as ast.StatGroup).group, nameNode: property('group') };
        case 'Attack': {
            const attack = node as ast.Attack;
            return { name: attack.name, nameNode: property('name'), detail: attack.kind };
        }
        case 'Encounter':
            return { name: (node as ast.Encounter).name, nameNode: property('name'), detail: 'encounter' };
        case 'Zone':
            return { name: (node as ast.Zone).name, nameNode: property('name'), detail: 'zone' };
        case 'Side':
            return { name: (node as ast.Side).name, nameNode: property('name'), detail: 'side' };
        case 'Participant':
            return participantName(node as ast.Participant, property('combatant'));
        case 'ScriptRound': {
            const round = node as ast.ScriptRound;
            return { name: `round ${round.number}`, nameNode: GrammarUtils.findNodeForKeyword(node.$cstNode, 'round') };
        }
        default:
            return undefined;
    }
}

/** `Bandit x3`, with where they start and what they ride as the detail. */
function participantName(participant: ast.Participant, nameNode: CstNode | undefined): SymbolName {
    const count = participant.count === undefined ? '' : ` x${participant.count}`;
    const place = [
        participant.zone ? `at ${participant.zone.$refText}` : '',
        participant.vehicle ? `aboard ${participant.vehicle.$cstNode?.text ?? ''}` : '',
    ].filter(Boolean);
    return { name: `${participant.combatant?.$refText ?? ''}${count}`, nameNode, detail: place.join(' ') || undefined };
}
