/**
 * Ruleset-aware completion on top of Langium's (keywords, cross-references): stat names inside a
 * combatant, defenses inside `defenses { }` and after `vs`, attack tags, ruleset actions next to
 * the actor's attacks, `with` modifiers, tactics, ruleset ids and options; snippets for attack and
 * script lines (completion-snippets.ts).
 */
import { AstUtils, CstUtils, GrammarAST, GrammarUtils, type AstNode, type LangiumDocument, type MaybePromise } from 'langium';
import { DefaultCompletionProvider, findNextFeatures, type CompletionAcceptor, type CompletionContext, type NextFeature } from 'langium/lsp';
import type { CancellationToken, CompletionList, CompletionParams } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { completionParseStart } from './completion-prefix.js';
import { CompletionItemKind } from 'vscode-languageserver';
import { type Document, isScriptRound, isStat, type StatGroup } from '../generated/ast.js';
import { findRuleset, rulesetIds } from '../rulesets/registry.js';
import { insideAttack, type StatSlot, slotAt } from '../grammar-slots.js';
import type { RuleDoc, Ruleset, StatSpec } from '../rulesets/ruleset.js';
import { slotWordMarkdown } from './rule-text.js';
import { attackSnippet, scriptLineSnippets } from './completion-snippets.js';
import { withinTime } from './time-budget.js';

/** The longest completion may parse the cursor's item (ms) before it offers nothing. */
export const COMPLETION_BUDGET_MS = 500;
/** How far past the cursor the token it stands in is looked for (a longer string or comment is cut there). */
const TOKEN_LOOKAHEAD = 4096;

export class StrifeCompletionProvider extends DefaultCompletionProvider {
    /** The document of the request being answered (findFeaturesAt is given its text only). */
    private answering: LangiumDocument | undefined;

    override async getCompletion(
        document: LangiumDocument,
        params: CompletionParams,
        cancelToken?: CancellationToken,
    ): Promise<CompletionList | undefined> {
        // A file over the size limit is treated as empty: nothing to offer (and its text is not lexed).
        const parsed = document.parseResult.value.$cstNode?.root.fullText.length ?? 0;
        if (parsed === 0 && document.textDocument.getText().trim().length > 0) return undefined;
        this.answering = document;
        try {
            return await super.getCompletion(document, params, cancelToken);
        } finally {
            this.answering = undefined;
        }
    }

    /**
     * Parses from the start of the cursor's top-level item, not the file (`completion-prefix.ts`),
     * within a time budget: past {@link COMPLETION_BUDGET_MS} (an item of a megabyte takes about a
     * second) completion offers nothing rather than hold the server. The completion parser resets
     * its state at every parse, so a parse stopped half-way leaves nothing behind.
     */
    protected override findFeaturesAt(document: TextDocument, offset: number): NextFeature[] {
        const found = withinTime(COMPLETION_BUDGET_MS, () => this.featuresAt(document, offset));
        return found.ok ? found.value : [];
    }

    /**
     * The tokens around the cursor. Langium lexes the whole text for them (half a second per
     * megabyte); lexing from the start of the syntax-tree leaf two tokens back gives the same tokens
     * there (a leaf starts a token, and lexing is the same from any token start), up to a little
     * past the cursor.
     */
    protected override backtrackToAnyToken(text: string, offset: number): ReturnType<DefaultCompletionProvider['backtrackToAnyToken']> {
        const root = this.answering && this.answering.textDocument.getText() === text ? this.answering.parseResult.value.$cstNode : undefined;
        const at = root && offset > 0 ? CstUtils.findLeafNodeBeforeOffset(root, offset - 1) : undefined;
        const before = at && at.offset > 0 ? CstUtils.findLeafNodeBeforeOffset(root!, at.offset - 1) : undefined;
        const from = Math.min(before?.offset ?? at?.offset ?? 0, offset);
        const around = super.backtrackToAnyToken(text.substring(from, offset + TOKEN_LOOKAHEAD), offset - from);
        const shift = (n: number | undefined) => (n === undefined ? undefined : n + from);
        return {
            nextTokenStart: from + around.nextTokenStart,
            nextTokenEnd: from + around.nextTokenEnd,
            previousTokenStart: shift(around.previousTokenStart),
            previousTokenEnd: shift(around.previousTokenEnd),
        };
    }

    private featuresAt(document: TextDocument, offset: number): NextFeature[] {
        const from = this.answering && this.answering.textDocument === document ? completionParseStart(this.answering, offset) : 0;
        if (from === 0) return super.findFeaturesAt(document, offset);
        const text = document.getText().substring(from, offset);
        const parserResult = this.completionParser.parse(text);
        if (parserResult.tokenIndex === 0) return super.findFeaturesAt(document, offset);
        const leftoverTokens = [...parserResult.tokens].splice(parserResult.tokenIndex);
        return findNextFeatures([parserResult.elementStack.map(feature => ({ feature }))], leftoverTokens);
    }

    /** Datatype rules called from exactly one assignment (`PeriodName` ← `UseLimit.period`), by name. */
    private datatypeCallers: Map<string, { rule: string; feature: string } | null> | undefined;

    /**
     * The rule and property a word completed inside a datatype rule is written in: Langium's
     * completion descends into the datatype rule (`PeriodName: ID | 'fight' | 'day'`), so the
     * feature it offers sits in that rule, not in the assignment whose slot holds the words.
     */
    private assignedAt(next: NextFeature): { rule: string | undefined; feature: string | undefined } {
        const parserRule = AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule);
        const feature = AstUtils.getContainerOfType(next.feature, GrammarAST.isAssignment)?.feature;
        if (!parserRule || feature !== undefined || !GrammarUtils.isDataTypeRule(parserRule)) return { rule: parserRule?.name, feature };
        if (!this.datatypeCallers) {
            this.datatypeCallers = new Map();
            for (const rule of this.grammar.rules.filter(GrammarAST.isParserRule)) {
                for (const a of AstUtils.streamAllContents(rule).filter(GrammarAST.isAssignment)) {
                    const called = GrammarAST.isRuleCall(a.terminal) ? a.terminal.rule.ref : undefined;
                    if (!called || !GrammarAST.isParserRule(called) || !GrammarUtils.isDataTypeRule(called)) continue;
                    this.datatypeCallers.set(called.name, this.datatypeCallers.has(called.name) ? null : { rule: rule.name, feature: a.feature });
                }
            }
        }
        const caller = this.datatypeCallers.get(parserRule.name);
        return caller ? caller : { rule: parserRule.name, feature };
    }

    protected override completionFor(context: CompletionContext, next: NextFeature, acceptor: CompletionAcceptor): MaybePromise<void> {
        const { rule, feature } = this.assignedAt(next);
        const assignment = feature === undefined ? undefined : { feature };
        const root = context.document.parseResult.value as Document;
        const ruleset = findRuleset(root.ruleset?.name);
        if (ruleset && this.clientCapabilities?.completionItem?.snippetSupport) this.snippetsFor(context, next, acceptor, ruleset);
        if (rule === 'RulesetDecl' && assignment?.feature === 'name') {
            for (const id of rulesetIds()) acceptor(context, { label: id, kind: CompletionItemKind.Module });
            return;
        }
        const where = context.node;
        const slot = ruleset && rule ? slotAt(rule, assignment?.feature, !!where && insideAttack(where)) : undefined;
        if (ruleset && slot) {
            // The slot's words, each explained as its hover explains it; a stat block offers what it does not state yet.
            const block = slot.id === 'stat' || slot.id === 'attack-stat';
            const words = block && slot.describe === 'stat' ? this.unwrittenStats(slot, ruleset, context) : slot.vocabulary(ruleset);
            for (const word of words)
                acceptor(context, {
                    label: word.name,
                    kind: slot.completionKind,
                    detail: block ? statDetail(word, ruleset) : ruleset.name,
                    documentation: { kind: 'markdown', value: slotWordMarkdown(slot, word, ruleset) },
                });
            // Langium's own completion adds the actor's attacks (cross-references) beside the ruleset's actions.
            if (slot.id !== 'action' && slot.id !== 'formula-stat') return;
        }
        return super.completionFor(context, next, acceptor);
    }

    /**
     * The stats a `Stat.name` slot may still take: those of its block (an attack's stats, the
     * stats of the enclosing group, or the top-level stats) not yet written there (the name being
     * typed still counts as new).
     */
    private unwrittenStats(slot: StatSlot, ruleset: Ruleset, context: CompletionContext): readonly StatSpec[] {
        const where = context.node;
        const inAttack = where && AstUtils.getContainerOfType(where, (n): n is AstNode => n.$type === 'Attack');
        const group = where && AstUtils.getContainerOfType(where, (n): n is StatGroup => n.$type === 'StatGroup');
        const block = inAttack ?? group ?? (where && AstUtils.getContainerOfType(where, (n): n is AstNode => n.$type === 'Combatant'));
        const typing = (n: AstNode) => !!n.$cstNode && n.$cstNode.offset <= context.tokenOffset && context.tokenOffset <= n.$cstNode.end;
        const written = new Set(
            block
                ? AstUtils.streamContents(block)
                      .filter(isStat)
                      .filter(n => !typing(n))
                      .map(n => n.name)
                : [],
        );
        const stats = slot.vocabulary(ruleset);
        return (inAttack ? stats : stats.filter(s => s.group === group?.group)).filter(s => !written.has(s.name));
    }

    /** Attack skeletons where an `attack` may start; `Actor: Attack -> Target` lines where a script line may start. */
    private snippetsFor(context: CompletionContext, next: NextFeature, acceptor: CompletionAcceptor, ruleset: Ruleset): void {
        if (GrammarAST.isKeyword(next.feature) && next.feature.value === 'attack') {
            acceptor(context, attackSnippet(ruleset));
            return;
        }
        const assignment = AstUtils.getContainerOfType(next.feature, GrammarAST.isAssignment);
        const rule = AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule)?.name;
        if (rule !== 'CombatantRef' || assignment?.feature !== 'combatant') return;
        // Only the first actor of a line: nothing but the name being typed before the cursor.
        const beforeCursor = context.textDocument.getText({ start: { line: context.position.line, character: 0 }, end: context.position });
        if (!/^\s*\w*$/.test(beforeCursor)) return;
        const round = context.node && AstUtils.getContainerOfType(context.node, isScriptRound);
        if (round) for (const item of scriptLineSnippets(round.$container, ruleset)) acceptor(context, item);
    }
}

/** A stat's completion detail: where it is written ("Rise defense", "Vaxia skills entry", "Rise stat"). */
function statDetail(word: RuleDoc, ruleset: Ruleset): string {
    const group = (word as StatSpec).group;
    return `${ruleset.name} ${group === 'defenses' ? 'defense' : group ? `${group} entry` : 'stat'}`;
}
