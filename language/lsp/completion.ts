/**
 * Ruleset-aware completion on top of Langium's (keywords, cross-references): stat names inside a
 * combatant, defenses inside `defenses { }` and after `vs`, attack tags, ruleset actions next to
 * the actor's attacks, `with` modifiers, tactics, ruleset ids and options; snippets for attack and
 * script lines (completion-snippets.ts).
 */
import { AstUtils, CstUtils, GrammarAST, type AstNode, type LangiumDocument, type MaybePromise } from 'langium';
import { DefaultCompletionProvider, findNextFeatures, type CompletionAcceptor, type CompletionContext, type NextFeature } from 'langium/lsp';
import type { CancellationToken, CompletionList, CompletionParams } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { completionParseStart } from './completion-prefix.js';
import { CompletionItemKind } from 'vscode-languageserver';
import { type Document, isScriptRound, isStat, type StatGroup } from '../generated/ast.js';
import { findRuleset, rulesetIds } from '../rulesets/registry.js';
import type { RuleDoc, Ruleset } from '../rulesets/ruleset.js';
import { ruleDocMarkdown, statMarkdown } from './rule-text.js';
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

    protected override completionFor(context: CompletionContext, next: NextFeature, acceptor: CompletionAcceptor): MaybePromise<void> {
        const assignment = AstUtils.getContainerOfType(next.feature, GrammarAST.isAssignment);
        const rule = AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule)?.name;
        const root = context.document.parseResult.value as Document;
        const ruleset = findRuleset(root.ruleset?.name);
        const offer = (docs: readonly RuleDoc[], kind: CompletionItemKind, describe: (d: RuleDoc) => string) => {
            for (const d of docs)
                acceptor(context, { label: d.name, kind, detail: ruleset?.name, documentation: { kind: 'markdown', value: describe(d) } });
        };
        if (ruleset && this.clientCapabilities?.completionItem?.snippetSupport) this.snippetsFor(context, next, acceptor, ruleset);
        if (rule === 'RulesetDecl' && assignment?.feature === 'name') {
            for (const id of rulesetIds()) acceptor(context, { label: id, kind: CompletionItemKind.Module });
            return;
        }
        if (ruleset && assignment) {
            const where = context.node;
            const inAttack = where && AstUtils.getContainerOfType(where, (n): n is AstNode => n.$type === 'Attack');
            const group = where && AstUtils.getContainerOfType(where, (n): n is StatGroup => n.$type === 'StatGroup');
            switch (`${rule}.${assignment.feature}`) {
                case 'Stat.name': {
                    // Offer what the block does not state yet (the name being typed still counts as new).
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
                    const stats = (inAttack ? ruleset.attackStats : ruleset.stats.filter(s => s.group === group?.group)).filter(
                        s => !written.has(s.name),
                    );
                    for (const s of stats)
                        acceptor(context, {
                            label: s.name,
                            kind: CompletionItemKind.Property,
                            detail: `${ruleset.name} ${s.group === 'defenses' ? 'defense' : s.group ? `${s.group} entry` : 'stat'}`,
                            documentation: { kind: 'markdown', value: statMarkdown(s, ruleset) },
                        });
                    return;
                }
                case 'StatGroup.group':
                    return offer(ruleset.statGroups, CompletionItemKind.Module, d => ruleDocMarkdown(d, 'block'));
                case 'TargetDefense.defenses':
                    for (const s of ruleset.stats.filter(st => st.group === 'defenses' || st.defense))
                        acceptor(context, {
                            label: s.name,
                            kind: CompletionItemKind.EnumMember,
                            documentation: { kind: 'markdown', value: statMarkdown(s, ruleset) },
                        });
                    return;
                case 'TagList.tags':
                    return inAttack
                        ? offer(ruleset.attackTags, CompletionItemKind.EnumMember, d => ruleDocMarkdown(d, 'attack tag'))
                        : offer(ruleset.combatantTags, CompletionItemKind.EnumMember, d => ruleDocMarkdown(d, 'combatant tag'));
                case 'DamageCategory.category':
                case 'DamageTraits.categories':
                    return offer(ruleset.damageCategories, CompletionItemKind.EnumMember, d => ruleDocMarkdown(d, 'damage category'));
                case 'CombatantRef.part':
                    return offer(ruleset.bodyParts, CompletionItemKind.EnumMember, d => ruleDocMarkdown(d, 'body part'));
                case 'Hazard.source':
                    return offer(ruleset.hazards, CompletionItemKind.EnumMember, d => ruleDocMarkdown(d, 'hazard'));
                case 'TraitUse.traits':
                    return offer(ruleset.stats, CompletionItemKind.Variable, d => ruleDocMarkdown(d, 'trait'));
                case 'Tactics.policy':
                    return offer(ruleset.tactics, CompletionItemKind.Function, d => ruleDocMarkdown(d, 'tactics'));
                case 'ModifierUse.name':
                    return offer(ruleset.modifiers, CompletionItemKind.EnumMember, d => ruleDocMarkdown(d, 'modifier'));
                case 'RulesetOption.name':
                    return offer(ruleset.options, CompletionItemKind.Property, d => ruleDocMarkdown(d, 'option'));
                case 'StatRef.name':
                    for (const s of ruleset.stats)
                        acceptor(context, {
                            label: s.name,
                            kind: CompletionItemKind.Variable,
                            documentation: { kind: 'markdown', value: statMarkdown(s, ruleset) },
                        });
                    break;
                case 'ActionUse.action':
                    offer(ruleset.actions, CompletionItemKind.Event, d => ruleDocMarkdown(d, 'action'));
                    break;
            }
        }
        return super.completionFor(context, next, acceptor);
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
