/**
 * Re-parsing only what an edit touched. Langium re-parses a whole document on every change; for a
 * 10,000-line file that is most of a keystroke's budget. A `.strife` document is a sequence of
 * top-level items (`ruleset`, `import`, `creature`, `character`, `encounter`) and each item parses
 * the same wherever it stands, so after an edit the items wholly before and after the changed
 * lines keep their syntax trees: only the lines in between are parsed (as a document of their
 * own), and the kept trees are moved to their new offsets and lines.
 *
 * The result must be exactly what a full parse gives. It is, under conditions this module checks
 * and otherwise declines (the caller then parses the whole text):
 * - the previous parse and the middle's parse have no lexer or parser errors (error recovery
 *   depends on context; the middle's items are then the items a full parse finds there);
 * - the middle is cut at whitespace on both sides, after whole lines: no token (number, name,
 *   dice, string, comment) can run across a cut, and a `//` comment ends before the kept items;
 * - the middle brings no `ruleset` line after kept items, and no items before a kept `ruleset`
 *   (the grammar allows one, first).
 */
import type { AstNode, CstNode, ParseResult } from 'langium';
import type { Document } from '../generated/ast.js';
import { childrenOf, forgetRange, isLeafNode, moveLeaf, rebuildRoot } from '../langium-internals.js';

/** What an incremental re-parse kept: the top-level items whose trees were reused as they were. */
export interface Reparse {
    readonly result: ParseResult<Document>;
    /** Top-level AST items (ruleset, imports, elements) carried over from the previous parse. */
    readonly kept: ReadonlySet<AstNode>;
}

/**
 * Parses `newText` by re-using the previous parse of `oldText` outside the changed lines.
 * `parseText` parses a standalone text as a document (Langium's parser). Returns `undefined`
 * when the edit cannot be handled this way; the previous result is then left untouched.
 * Mutates the kept CST nodes (their offsets and lines) only once it has succeeded. Moving trees
 * writes Langium's private CST fields (`langium-internals.ts`): call it only when their shape holds.
 */
export function reparseIncrementally(
    previous: ParseResult<Document>,
    oldText: string,
    newText: string,
    parseText: (text: string) => ParseResult<Document>,
): Reparse | undefined {
    if (hasErrors(previous)) return undefined;
    const root = previous.value.$cstNode?.root;
    if (!root || root !== previous.value.$cstNode || root.fullText !== oldText) return undefined;
    const kids = childrenOf(root);

    // The changed span: [start, oldEnd) in the old text became [start, newEnd) in the new one.
    const start = commonPrefix(oldText, newText);
    const suffix = commonSuffix(oldText, newText, start);
    const oldEnd = oldText.length - suffix;
    const delta = newText.length - oldText.length;

    // Kept before: top-level nodes ending before the line the change starts on.
    const lineStart = oldText.lastIndexOf('\n', start - 1) + 1;
    let first = 0;
    while (first < kids.length && fullEnd(kids[first]) <= lineStart) first++;
    // Kept after: top-level nodes starting after an unchanged line break that follows the change.
    const breakAfter = oldText.indexOf('\n', oldEnd);
    let last = first;
    if (breakAfter < 0) last = kids.length;
    else while (last < kids.length && fullStart(kids[last]) <= breakAfter) last++;

    const midStart = first > 0 ? fullEnd(kids[first - 1]) : 0;
    const midEndOld = last < kids.length ? fullStart(kids[last]) : oldText.length;
    const midEndNew = midEndOld + delta;
    if (midEndNew < midStart) return undefined;
    const midText = newText.slice(midStart, midEndNew);
    // Cuts at whitespace only (or at the ends of the text): no token can straddle them.
    if (midStart > 0 && !isSpace(newText.charCodeAt(midStart))) return undefined;
    if (midEndNew < newText.length && !isSpace(newText.charCodeAt(midEndNew - 1))) return undefined;
    if (midStart > 0 && midEndNew < newText.length && midText.length === 0) return undefined;

    const middle = parseText(midText);
    if (hasErrors(middle)) return undefined;
    const doc = previous.value;
    const keptBefore = (node: AstNode | undefined) => node?.$cstNode !== undefined && node.$cstNode.offset < midStart;
    const keptAfter = (node: AstNode | undefined) => node?.$cstNode !== undefined && node.$cstNode.offset >= midEndOld;
    const before = kids.slice(0, first).some(kid => !kid.hidden);
    const middleHasItems = middle.value.ruleset !== undefined || middle.value.imports.length > 0 || middle.value.elements.length > 0;
    if (middle.value.ruleset && before) return undefined;
    if (doc.ruleset && keptAfter(doc.ruleset) && middleHasItems) return undefined;

    // Where the middle starts: the end of the last kept leaf before it (line, column).
    const anchor = first > 0 ? lastLeaf(kids[first - 1]).range.end : undefined;
    const line0 = anchor ? anchor.line : 0;
    const column0 = anchor ? anchor.character : 0;
    const midRoot = middle.value.$cstNode;
    if (!midRoot) return undefined;
    const midKids = childrenOf(midRoot);
    let midLines = 0;
    for (let i = midText.indexOf('\n'); i >= 0; i = midText.indexOf('\n', i + 1)) midLines++;
    const oldMidLines = last < kids.length ? firstLeaf(kids[last]).range.start.line - line0 : 0;

    const value = middle.value;
    const kept = new Set<AstNode>();
    const keep = <T extends AstNode>(node: T): T => {
        kept.add(node);
        return node;
    };
    const ruleset = doc.ruleset && (keptBefore(doc.ruleset) || keptAfter(doc.ruleset)) ? keep(doc.ruleset) : value.ruleset;
    const imports = [...doc.imports.filter(keptBefore).map(keep), ...value.imports, ...doc.imports.filter(keptAfter).map(keep)];
    const elements = [...doc.elements.filter(keptBefore).map(keep), ...value.elements, ...doc.elements.filter(keptAfter).map(keep)];

    // Only now (the items are sorted out by their old offsets) move the trees to the new text.
    for (const kid of midKids) moveTree(kid, midStart, line0, column0);
    for (let k = last; k < kids.length; k++) moveTree(kids[k], delta, midLines - oldMidLines, 0);

    rebuildRoot(midRoot, newText, [...kids.slice(0, first), ...midKids, ...kids.slice(last)]);

    adopt(value, 'ruleset', ruleset ? [ruleset] : []);
    value.ruleset = ruleset;
    adopt(value, 'imports', imports);
    value.imports = imports;
    adopt(value, 'elements', elements);
    value.elements = elements;
    return { result: { ...middle, value }, kept };
}

/** Sets the container links of `children`, now held in `property` of `parent`. */
function adopt(parent: AstNode, property: string, children: readonly AstNode[]): void {
    children.forEach((child, index) => {
        const node = child as { -readonly [K in keyof AstNode]: AstNode[K] };
        node.$container = parent;
        node.$containerProperty = property;
        node.$containerIndex = property === 'ruleset' ? undefined : index;
    });
}

/** Moves every leaf under `node` by `offset` characters and `lines` lines; leaves on the tree's
 * first line (line 0 of a standalone parse) also move right by `column`. */
function moveTree(node: CstNode, offset: number, lines: number, column: number): void {
    if (isLeafNode(node)) {
        moveLeaf(node, offset, lines, column);
        return;
    }
    forgetRange(node);
    for (const child of childrenOf(node)) moveTree(child, offset, lines, column);
}

function firstLeaf(node: CstNode): CstNode {
    let current = node;
    while (!isLeafNode(current) && childrenOf(current).length > 0) current = childrenOf(current)[0];
    return current;
}

function lastLeaf(node: CstNode): CstNode {
    let current = node;
    while (!isLeafNode(current)) {
        const content = childrenOf(current);
        if (content.length === 0) break;
        current = content[content.length - 1];
    }
    return current;
}

/** Start and end of a node with its hidden leaves (comments) included. */
function fullStart(node: CstNode): number {
    return firstLeaf(node).offset;
}
function fullEnd(node: CstNode): number {
    return lastLeaf(node).end;
}

function hasErrors(result: ParseResult): boolean {
    return result.lexerErrors.length > 0 || result.parserErrors.length > 0 || (result.lexerReport?.diagnostics.length ?? 0) > 0;
}

function isSpace(code: number): boolean {
    return code === 32 || code === 10 || code === 13 || code === 9 || code === 11 || code === 12;
}

function commonPrefix(a: string, b: string): number {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    return i;
}

/** Length of the common suffix of `a` and `b`, not reaching into their first `prefix` characters. */
function commonSuffix(a: string, b: string, prefix: number): number {
    const n = Math.min(a.length, b.length) - prefix;
    let i = 0;
    while (i < n && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
    return i;
}
