/**
 * Completion snippets that guide the two lines people write most, like signature help would: an
 * attack inside a combatant (`attack Name { vs armor  damage 1d6 }`, with the ruleset's defenses
 * to pick from) and a script line inside a round (`Aria: Longsword -> Bandit#1`, one per fighter of
 * the encounter, with its attacks and its opponents to pick from). Snippet syntax: LSP's
 * (`${1:default}`, `${2|a,b|}`), offered only to clients that accept snippets.
 */
import type { CompletionItem } from 'vscode-languageserver';
import { CompletionItemKind, InsertTextFormat } from 'vscode-languageserver';
import type { Encounter } from '../generated/ast.js';
import { attacksOf, encounterInstances } from '../model/encounter-model.js';
import type { Ruleset } from '../rulesets/ruleset.js';

/** Script-line snippets offered at most (one per fighter, in encounter order); choices listed at most. */
const MAX_FIGHTERS = 12;
const MAX_CHOICES = 20;

/** The attack skeleton: a name, the ruleset's defenses as a choice (when it has any), a damage formula. */
export function attackSnippet(ruleset: Ruleset): CompletionItem {
    const defenses = ruleset.stats.filter(s => s.group === 'defenses' || s.defense).map(s => s.name);
    const vs = defenses.length ? `vs ${choice(2, defenses)}  ` : '';
    const damage = `damage \${${defenses.length ? 3 : 2}:1d6}`;
    return {
        label: 'attack',
        kind: CompletionItemKind.Snippet,
        detail: `attack Name { ${defenses.length ? 'vs … ' : ''}damage … }`,
        documentation: `A new attack of this combatant under ${ruleset.name}: the defense it targets and its damage formula.`,
        insertText: `attack \${1:Strike} { ${vs}${damage} }`,
        insertTextFormat: InsertTextFormat.Snippet,
        sortText: '~attack',
    };
}

/**
 * `Actor: Attack -> Target` for each fighter of `encounter` (instance names: `Bandit#2`): its attacks
 * as a choice, its opponents (fighters of the other sides) as a choice. A fighter without attacks
 * gets `Actor: action` with the ruleset's actions to pick from.
 */
export function scriptLineSnippets(encounter: Encounter, ruleset: Ruleset): CompletionItem[] {
    const instances = encounterInstances(encounter);
    return instances.slice(0, MAX_FIGHTERS).map((actor, index) => {
        const attacks = attacksOf(actor.combatant).map(a => a.name);
        const opponents = instances.filter(i => i.side !== actor.side).map(i => i.id);
        const targets = opponents.length ? opponents : ['Target'];
        const actions = ruleset.actions.map(a => a.name);
        const body = attacks.length ? `${placeholderOrChoice(1, attacks)} -> ${placeholderOrChoice(2, targets)}` : placeholderOrChoice(1, actions);
        const label = attacks.length ? `${attacks[0]} -> …` : 'action …';
        return {
            label: `${actor.id}: ${label}`,
            kind: CompletionItemKind.Snippet,
            detail: `${actor.id} acts (side ${actor.side.name})`,
            documentation: `A script line: ${actor.id} ${attacks.length ? 'attacks one of its opponents' : 'takes a ruleset action'}.`,
            insertText: `${actor.id}: ${body}`,
            insertTextFormat: InsertTextFormat.Snippet,
            filterText: actor.id,
            sortText: `~${String(index).padStart(3, '0')}`,
        };
    });
}

/** `${n:only}` for one option, `${n|a,b|}` for several (the first MAX_CHOICES), `${n:action}` for none. */
function placeholderOrChoice(n: number, options: readonly string[]): string {
    if (options.length === 0) return `\${${n}:action}`;
    return options.length === 1 ? `\${${n}:${escapePlaceholder(options[0])}}` : choice(n, options);
}

function choice(n: number, options: readonly string[]): string {
    return `\${${n}|${options.slice(0, MAX_CHOICES).map(escapeChoice).join(',')}|}`;
}

// Names are IDs and `Name#N`; escaping keeps a snippet valid whatever they become.
const escapePlaceholder = (text: string) => text.replace(/[$}\\]/g, m => `\\${m}`);
const escapeChoice = (text: string) => text.replace(/[$|,\\]/g, m => `\\${m}`);
