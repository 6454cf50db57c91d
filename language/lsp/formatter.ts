/**
 * The canonical layout of a .strife file, on Langium's `AbstractFormatter` (document, range, and
 * on-type formatting after `}`). The style is the one docs/language.md and examples/ are written in:
 *
 * - one level of indentation (the editor's tab size; `[strife]` defaults to 2 spaces) per enclosing
 *   `{ … }`, and nothing else indents;
 * - a block whose braces share a line stays on one line, `{ armor 7  fortitude 6 }`; one whose braces
 *   do not gets one line per line of members and its `}` on a line of its own;
 * - members that share a line are two spaces apart (`level 2  strength 2`, `vs armor  damage 1d6`),
 *   the words of one member one space apart, list items after `, ` and sides' participants one space;
 * - line breaks between members, top-level declarations and comments are kept, blank lines up to one
 *   (none right after `{` or before `}`);
 * - no space inside `Bandit#1.head`, `-1`, `(…)`, `enchanted-realms`, before `:`, `;` or `,`;
 * - comments keep their text; a comment on a line of its own is indented like a member, one after
 *   code keeps its column (aligned comments stay aligned); the file ends with one newline.
 *
 * Formatting never changes meaning: a file with syntax errors is left alone (Langium's rule: no
 * edits, or for a range only before the first error), and every result is checked token by token
 * against the original before it is returned (`format-guard.ts`).
 */
import type { AstNode, CompositeCstNode, CstNode, LangiumDocument, MaybePromise } from 'langium';
import { CstUtils, isCompositeCstNode, isLeafCstNode } from 'langium';
import { AbstractFormatter, Formatting, type FormattingAction, type FormattingContext, type NodeFormatter } from 'langium/lsp';
import type { DocumentFormattingParams, DocumentOnTypeFormattingOptions, FormattingOptions, Range, TextEdit } from 'vscode-languageserver';
import type * as ast from '../generated/ast.js';
import type { StrifeServices } from '../strife-module.js';
import { writtenGroup } from '../model/dice-ast.js';
import { keepsMeaning } from './format-guard.js';

/** Two spaces between members sharing a line, one between list items. */
const MEMBER_GAP = 2;
const LIST_GAP = 1;

const oneSpace = Formatting.oneSpace();
const noSpace = Formatting.noSpace();
/** A line break, keeping one blank line if there was at least one. */
const lineBreak = Formatting.fit(Formatting.newLine(), Formatting.newLines(2));
/** `gap` spaces if the text was on one line, else a line break keeping up to one blank line. */
const gapOrLineBreak = (gap: number): FormattingAction => Formatting.fit(Formatting.spaces(gap), Formatting.newLine(), Formatting.newLines(2));

export class StrifeFormatter extends AbstractFormatter {
    constructor(private readonly services: StrifeServices) {
        super();
    }

    /** VS Code formats the line of a `}` just typed (`editor.formatOnType`). */
    override get formatOnTypeOptions(): DocumentOnTypeFormattingOptions {
        return { firstTriggerCharacter: '}' };
    }

    /** The whole document, plus one final newline; no edits for a file with syntax errors. */
    override formatDocument(document: LangiumDocument, params: DocumentFormattingParams): MaybePromise<TextEdit[]> {
        const edits = super.formatDocument(document, params) as TextEdit[];
        const { lexerErrors, parserErrors } = document.parseResult;
        if (lexerErrors.length > 0 || parserErrors.length > 0) return edits;
        const ending = finalNewline(document);
        if (ending.length === 0) return edits;
        // The ending replaces the blanks after the last token or comment, trailing ones included.
        const endStart = document.textDocument.offsetAt(ending[0].range.start);
        const before = edits.filter(e => document.textDocument.offsetAt(e.range.start) < endStart);
        return [...before, ...ending];
    }

    /** Every request's edits, or none if they would change a token or a comment (a formatter bug must not cost a file). */
    protected override doDocumentFormat(document: LangiumDocument, options: FormattingOptions, range?: Range): TextEdit[] {
        const edits = withLineEnding(document, super.doDocumentFormat(document, options, range));
        return keepsMeaning(this.services.parser.Lexer, document.textDocument, edits) ? edits : [];
    }

    protected format(node: AstNode): void {
        const layout = LAYOUTS[node.$type as keyof ast.StrifeAstType] as Layout<AstNode> | undefined;
        layout?.(this.getNodeFormatter(node), node);
    }

    /**
     * Line breaks are indented by the number of braces around the next token, whatever Langium's moves
     * counted. A token the layout wants on the line before, but that a comment ending that line pushed
     * down, is a continuation: indented one level more (Langium would leave it as written).
     */
    protected override createTextEdit(a: CstNode | undefined, b: CstNode, formatting: FormattingAction, context: FormattingContext): TextEdit[] {
        if (a?.hidden && a.range.end.line < b.range.start.line) {
            const range = { start: a.range.end, end: b.range.start };
            if (this.findFittingMove(range, formatting.moves, context)?.characters !== undefined) {
                return [{ range, newText: `\n${indentUnit(context).repeat(braceDepth(b) + 1)}` }];
            }
        }
        const indentation = context.indentation;
        context.indentation = braceDepth(b);
        try {
            return super.createTextEdit(a, b, formatting, context);
        } finally {
            context.indentation = indentation;
        }
    }

    /**
     * Comments. One after code on its line keeps its place (only trailing blanks go); one on a line of
     * its own starts a line indented like a member, after at most one blank line (none after `{`).
     * A block comment's later lines are left as written.
     */
    protected override createHiddenTextEdits(
        previous: CstNode | undefined,
        hidden: CstNode,
        _formatting: FormattingAction | undefined,
        context: FormattingContext,
    ): TextEdit[] {
        const edits: TextEdit[] = [];
        const trailingBlanks = /[ \t]+$/.exec(hidden.text);
        if (trailingBlanks) {
            const end = hidden.range.end;
            edits.push({ range: { start: { line: end.line, character: end.character - trailingBlanks[0].length }, end }, newText: '' });
        }
        const start = hidden.range.start;
        const previousEnd = previous?.range.end ?? { line: 0, character: 0 };
        if (previous && previousEnd.line === start.line) return edits;
        const existingLines = start.line - previousEnd.line;
        const lines = !previous ? 0 : isLeafCstNode(previous) && previous.text === '{' ? 1 : Math.min(existingLines, 2);
        edits.unshift({ range: { start: previousEnd, end: start }, newText: '\n'.repeat(lines) + indentUnit(context).repeat(braceDepth(hidden)) });
        return edits;
    }
}

type Layout<T extends AstNode> = (f: NodeFormatter<T>, node: T) => void;

/** The spacing rules of each construct of language/strife.langium (those not listed hold single tokens). */
const LAYOUTS: { [K in keyof ast.StrifeAstType]?: Layout<ast.StrifeAstType[K]> } = {
    Document: topLevel,
    RulesetDecl: (f, node) => {
        f.property('name').prepend(oneSpace);
        joinedParts(f, f.property('name').nodes[0]);
        f.keywords(',').prepend(noSpace);
        block(f, node.options, LIST_GAP);
    },
    RulesetOption: f => {
        f.keyword(':').prepend(noSpace);
        f.property('value').prepend(oneSpace);
    },
    Import: f => f.property('path').prepend(oneSpace),
    Combatant: (f, node) => {
        f.properties('name', 'base').prepend(oneSpace);
        f.keyword('extends').prepend(oneSpace);
        block(f, node.members, MEMBER_GAP);
    },
    Stat: f => {
        f.property('value').prepend(oneSpace);
        joinedParts(f, f.property('value').nodes[0]);
    },
    StatGroup: (f, node) => block(f, node.stats, MEMBER_GAP),
    DamageTraits: f => list(f, 'categories'),
    Attack: (f, node) => {
        f.property('name').prepend(oneSpace);
        block(f, node.props, MEMBER_GAP);
    },
    TargetDefense: f => list(f, 'defenses'),
    TraitUse: f => list(f, 'traits'),
    TagList: f => list(f, 'tags'),
    DamageProp: f => f.property('dice').prepend(oneSpace),
    AttackRoll: f => f.property('dice').prepend(oneSpace),
    DamageCategory: f => f.property('category').prepend(oneSpace),
    UseLimit: f => {
        f.properties('count', 'period').prepend(oneSpace);
        f.keyword('per').prepend(oneSpace);
    },
    Inflict: f => f.property('condition').prepend(oneSpace),
    ConditionUse: f => {
        f.properties('value', 'rounds', 'save', 'dc').prepend(oneSpace);
        f.keywords('for', 'rounds', 'save').prepend(oneSpace);
    },
    StartCondition: f => {
        f.properties('value', 'source', 'rounds', 'save', 'dc').prepend(oneSpace);
        f.keywords('by', 'for', 'rounds', 'save').prepend(oneSpace);
    },
    Removal: f => list(f, 'conditions'),
    Healing: f => f.property('dice').prepend(oneSpace),
    Push: f => {
        f.property('feet').prepend(oneSpace);
        f.keyword('ft').prepend(oneSpace);
    },
    StatChange: f => {
        f.properties('stat', 'value', 'rounds').prepend(oneSpace);
        f.keywords('for', 'rounds').prepend(oneSpace);
        joinedParts(f, f.property('value').nodes[0]);
    },
    Day: (f, node) => {
        f.properties('name', 'party').prepend(oneSpace);
        f.keyword('for').prepend(oneSpace);
        block(f, node.members, MEMBER_GAP);
    },
    DayFight: f => f.property('encounter').prepend(oneSpace),
    Encounter: (f, node) => {
        f.property('name').prepend(oneSpace);
        block(f, node.members, MEMBER_GAP);
    },
    Zone: (f, node) => {
        f.property('name').prepend(oneSpace);
        block(f, node.props, MEMBER_GAP);
    },
    ZoneDistance: f => {
        f.properties('to', 'feet').prepend(oneSpace);
        f.keyword('ft').prepend(oneSpace);
        joinedParts(f, f.property('feet').nodes[0]);
    },
    ZoneFeature: f => f.property('level').prepend(oneSpace),
    Hazard: f => {
        f.properties('source', 'amount').prepend(oneSpace);
        joinedParts(f, f.property('amount').nodes[0]);
    },
    SeedDecl: f => f.property('value').prepend(oneSpace),
    RoundLimit: f => f.property('value').prepend(oneSpace),
    Side: (f, node) => {
        f.property('name').prepend(oneSpace);
        f.keywords(',').prepend(noSpace);
        block(f, node.participants, LIST_GAP);
    },
    Surprise: f => list(f, 'sides'),
    Participant: f => {
        f.properties('count', 'zone', 'vehicle', 'conditions').prepend(oneSpace);
        f.keywords('at', 'aboard', 'is', 'and').prepend(oneSpace);
    },
    ScriptRound: (f, node) => {
        f.property('number').prepend(oneSpace);
        block(f, node.turns, MEMBER_GAP);
    },
    // `A, B: move; Strike -> C`: the first actor starts the line, which the round lays out.
    Turn: f => {
        f.properties('actors').slice(1).prepend(oneSpace);
        f.properties('actions').prepend(oneSpace);
        f.keywords(',', ':', ';').prepend(noSpace);
    },
    CombatantRef: f => {
        f.keywords('#', '.').prepend(noSpace);
        f.properties('index', 'part').prepend(noSpace);
        f.property('share').prepend(oneSpace);
    },
    ActionUse: f => {
        f.keywords('->', 'in', 'to', 'using', 'with').prepend(oneSpace);
        f.properties('targets', 'area', 'destination', 'weapon', 'modifiers').prepend(oneSpace);
        f.keywords(',').prepend(noSpace);
    },
    ModifierUse: f => f.property('value').prepend(oneSpace),
    Tactics: f => {
        f.properties('side', 'policy').prepend(oneSpace);
        f.keyword(':').prepend(noSpace);
    },
    Expectation: f => f.properties('side', 'outcome').prepend(oneSpace),
    // Dice formulas: `1d10 + power`, `(2 * Q) d4`, `-2`.
    BinaryExpr: f => f.properties('op', 'right').prepend(oneSpace),
    NegExpr: f => f.property('operand').prepend(noSpace),
    // Groups and sets: `(1d4, 2 + 2, 3d6kl1)kh1`, `{4d6 + 3, 2d8}kh1`, the selector against the bracket.
    ParenExpr: f => {
        f.property('inner').prepend(noSpace);
        f.keywords(',').prepend(noSpace).append(oneSpace);
        f.keyword(')').prepend(noSpace);
        f.property('selector').prepend(noSpace);
    },
    GroupExpr: f => {
        f.keyword('{').append(noSpace);
        f.keywords(',').prepend(noSpace).append(oneSpace);
        f.keyword('}').prepend(noSpace);
        f.property('selector').prepend(noSpace);
    },
    // `(2 * Q) d6` counts dice; a set's `(1d6, 1d8)d1` drops its lowest item (the die is its selector).
    CountedDice: (f, node) => f.property('die').prepend(writtenGroup(node) ? noSpace : oneSpace),
};

/** The ruleset line, imports, combatants and encounters each start a line at the left margin. */
function topLevel(f: NodeFormatter<ast.Document>, document: ast.Document): void {
    const declarations: AstNode[] = [...document.imports, ...document.elements];
    if (document.ruleset) declarations.push(document.ruleset);
    declarations
        .filter(n => n.$cstNode !== undefined)
        .sort((a, b) => a.$cstNode!.offset - b.$cstNode!.offset)
        .forEach((declaration, i) => {
            // Nothing before the first declaration but comments (the comment lays out its own lines).
            const first = i === 0 && !CstUtils.getPreviousNode(declaration.$cstNode!);
            f.node(declaration).prepend(first ? noSpace : lineBreak);
        });
}

/**
 * `{ items }`: on one line if the braces are (items `gap` spaces apart), else each item's line
 * breaks kept, the first item on the line after `{` and `}` on a line of its own. Empty: `{}`.
 */
function block<T extends AstNode>(f: NodeFormatter<T>, items: readonly AstNode[], gap: number): void {
    const open = f.keyword('{');
    const close = f.keyword('}');
    const [openNode] = open.nodes;
    const [closeNode] = close.nodes;
    if (!openNode || !closeNode) return;
    open.prepend(oneSpace);
    const inside = f.nodes(...items);
    if (inside.nodes.length === 0 && !hasCommentBetween(openNode, closeNode)) {
        close.prepend(noSpace);
    } else if (openNode.range.start.line === closeNode.range.start.line) {
        inside.slice(0, 1).prepend(oneSpace);
        inside.slice(1).prepend(Formatting.spaces(gap));
        close.prepend(oneSpace);
    } else {
        inside.slice(0, 1).prepend(Formatting.newLine());
        inside.slice(1).prepend(gapOrLineBreak(gap));
        close.prepend(Formatting.newLine());
    }
}

/** `name a, b, c`: every item one space after the word or comma before it, no space before a comma. */
function list<T extends AstNode>(f: NodeFormatter<T>, items: Parameters<NodeFormatter<T>['properties']>[0]): void {
    f.properties(items).prepend(oneSpace);
    f.keywords(',').prepend(noSpace);
}

/** The parts of a value written as several tokens (`-1`, `enchanted-realms`) stay joined. */
function joinedParts<T extends AstNode>(f: NodeFormatter<T>, value: CstNode | undefined): void {
    if (!value || !isCompositeCstNode(value)) return;
    const parts = value.content.filter(n => !n.hidden);
    f.cst(parts.slice(1)).prepend(noSpace);
}

function hasCommentBetween(open: CstNode, close: CstNode): boolean {
    const next = CstUtils.getNextNode(open);
    return next !== undefined && next !== close && next.hidden;
}

/** One level of indentation in the editor's settings. */
function indentUnit(context: FormattingContext): string {
    return context.options.insertSpaces ? ' '.repeat(context.options.tabSize) : '\t';
}

/** How many `{ … }` of the tree enclose `node`: its indentation level. */
export function braceDepth(node: CstNode): number {
    let depth = 0;
    for (let parent: CompositeCstNode | undefined = node.container; parent; parent = parent.container) {
        const { open, close } = bracesOf(parent);
        if (open && open.offset < node.offset && (!close || close.offset >= node.end)) depth++;
    }
    return depth;
}

interface Braces {
    readonly open?: CstNode;
    readonly close?: CstNode;
}

/** The braces of each composite node, found once (a file's root has thousands of children to look through). */
const bracesCache = new WeakMap<CompositeCstNode, Braces>();

/** A node's own `{` and `}` (not those of nested nodes). */
function bracesOf(node: CompositeCstNode): Braces {
    let braces = bracesCache.get(node);
    if (!braces) {
        const leaves = node.content.filter(n => isLeafCstNode(n) && !n.hidden);
        braces = { open: leaves.find(n => n.text === '{'), close: leaves.findLast(n => n.text === '}') };
        bracesCache.set(node, braces);
    }
    return braces;
}

/** The edit that ends the file with exactly one newline (none for an empty file). */
function finalNewline(document: LangiumDocument): TextEdit[] {
    const text = document.textDocument.getText();
    const content = text.replace(/\s+$/, '');
    if (content.length === 0 || text === content + lineEnding(text)) return [];
    const { textDocument } = document;
    return [{ range: { start: textDocument.positionAt(content.length), end: textDocument.positionAt(text.length) }, newText: lineEnding(text) }];
}

/** `\r\n` for a file whose lines end so (its first line break decides), else `\n`. */
function lineEnding(text: string): string {
    return /\r?\n/.exec(text)?.[0] ?? '\n';
}

/** Langium writes `\n`; a CRLF file gets `\r\n` instead, and edits that then change nothing are dropped. */
function withLineEnding(document: LangiumDocument, edits: TextEdit[]): TextEdit[] {
    const { textDocument } = document;
    if (lineEnding(textDocument.getText()) === '\n') return edits;
    return edits
        .map(edit => ({ ...edit, newText: edit.newText.replace(/\r?\n/g, '\r\n') }))
        .filter(edit => edit.newText !== textDocument.getText(edit.range));
}
