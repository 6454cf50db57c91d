/**
 * The private members of Langium that Strife's speed tricks touch, all behind this one module.
 * Langium does not promise them (they are `private` or `_`-prefixed in its classes), so each group
 * is checked against the installed Langium when the service that needs it is created — by building
 * Langium's own objects and exercising the members, not only by looking for their names — and a
 * trick whose group does not hold is switched off, leaving the work to stock Langium:
 *
 * - `cst` — the syntax-tree nodes' positions (`_offset`, `_startLine`, …), the root's `_text`, a
 *   composite's `content`, `container` and `_rangeCache` (`parser/cst-node-builder.js`). Used by
 *   the incremental re-parse (`parsing/incremental-reparse.ts`) to move kept trees to their new
 *   place; off: every change parses the whole text.
 * - `references` — a linked reference's `_ref` and `_nodeDescription` (`references/linker.js`).
 *   Used by the incremental linker (`scoping/incremental-linker.ts`) to keep and move resolutions;
 *   off: Langium's own unlink and link of every reference.
 * - `parser` — LangiumParser's `nodeBuilder`, `lexer`, `lexerResult`, `wrapper`, `allRules`,
 *   `mainRule`, `unorderedGroups`, `doParse` and `extractHiddenTokens`
 *   (`parser/langium-parser.js`). Used by `parsing/strife-parser.ts` for a parse without Langium's
 *   deep container pass and without empty comment lists; off: Langium's `parse`.
 *
 * Checked for Langium 4.4 (package.json pins `~4.4.0`). `test/language/langium-internals.test.ts`
 * fails when any group does not hold, so an upgrade that changes them is noticed in `npm test`
 * rather than by users, and also runs each trick's fallback.
 */
import {
    CompositeCstNodeImpl,
    type CstNode,
    DefaultLinker,
    type DefaultReference,
    type AstNode,
    type AstNodeDescription,
    LangiumParser,
    LeafCstNodeImpl,
    type Lexer,
    type LexerResult,
    type LangiumDocument,
    RootCstNodeImpl,
} from 'langium';
import type { IRecognitionException, IToken } from 'chevrotain';

// ---- cst ----------------------------------------------------------------------------------------

interface MutableLeaf {
    _offset: number;
    _startLine: number;
    _startColumn: number;
    _endLine: number;
    _endColumn: number;
}
interface MutableComposite {
    content: CstNode[];
    container?: CstNode;
    _rangeCache: unknown;
}
interface MutableRoot extends MutableComposite {
    _text: string;
}

/** A composite CST node's children (Langium's `content`, read only here). */
export function childrenOf(node: CstNode): readonly CstNode[] {
    return (node as unknown as MutableComposite).content;
}

/** Whether `node` is a leaf (a token): composites have `content`. */
export function isLeafNode(node: CstNode): boolean {
    return !('content' in node);
}

/**
 * Moves a leaf by `offset` characters and `lines` lines; when it lies on line 0 (the first line of
 * a text parsed on its own) it also moves right by `column`.
 */
export function moveLeaf(leaf: CstNode, offset: number, lines: number, column: number): void {
    const mutable = leaf as unknown as MutableLeaf;
    mutable._offset += offset;
    if (column !== 0) {
        if (mutable._startLine === 0) mutable._startColumn += column;
        if (mutable._endLine === 0) mutable._endColumn += column;
    }
    mutable._startLine += lines;
    mutable._endLine += lines;
}

/** Drops a composite's cached range (its leaves moved). */
export function forgetRange(composite: CstNode): void {
    (composite as unknown as MutableComposite)._rangeCache = undefined;
}

/** Gives `root` a new full text and new children, each linked back to it. */
export function rebuildRoot(root: CstNode, text: string, children: readonly CstNode[]): void {
    const mutable = root as unknown as MutableRoot;
    mutable._text = text;
    mutable._rangeCache = undefined;
    mutable.content = [...children];
    for (const child of mutable.content) (child as unknown as MutableComposite).container = root;
}

/** Whether Langium's CST classes still work the way the functions above assume. */
export function cstShapeHolds(): boolean {
    try {
        const root = new RootCstNodeImpl('ab\ncd');
        const composite = new CompositeCstNodeImpl();
        const leaf = new LeafCstNodeImpl(0, 2, 0, 0, 0, 2, undefined as never);
        if (!('content' in composite) || isLeafNode(composite) || !isLeafNode(leaf) || !Array.isArray(childrenOf(composite))) return false;
        (composite as unknown as MutableComposite).content.push(leaf);
        (leaf as unknown as MutableComposite).container = composite;
        rebuildRoot(root, 'ab\ncd', [composite]);
        if (composite.container !== (root as CstNode) || root.range.end.character !== 2) return false;
        // Move the leaf to the next line, column 1: every getter must follow, the cached range once forgotten.
        moveLeaf(leaf, 3, 1, 0);
        forgetRange(composite);
        forgetRange(root);
        const moved = leaf.offset === 3 && leaf.end === 5 && leaf.range.start.line === 1 && leaf.range.end.character === 2 && leaf.text === 'cd';
        rebuildRoot(root, 'xab\ncd', [composite]);
        const shifted = new LeafCstNodeImpl(0, 1, 0, 0, 0, 1, undefined as never);
        moveLeaf(shifted, 0, 0, 4);
        return (
            moved &&
            composite.range.start.line === 1 &&
            root.fullText === 'xab\ncd' &&
            (leaf.text as string) === '\nc' &&
            shifted.range.start.character === 4 &&
            shifted.range.end.character === 5
        );
    } catch {
        return false;
    }
}

// ---- references ---------------------------------------------------------------------------------

/** A document's reference as Langium's default linker builds it (Strife's grammar has no multi-references). */
type AnyReference = LangiumDocument['references'][number];
type LinkedReference = AnyReference & Partial<Pick<DefaultReference, '_ref' | '_nodeDescription'>>;

/** What the reference's last resolution stored: a node, a linking error, or nothing yet. */
export function storedTarget(reference: AnyReference): unknown {
    return (reference as LinkedReference)._ref;
}

/** Makes a resolved reference point at `target` (its twin after a re-parse). */
export function retarget(reference: AnyReference, target: AstNode): void {
    (reference as LinkedReference)._ref = target;
}

/** The description a resolved reference was found by, if any. */
export function storedDescription(reference: AnyReference): AstNodeDescription | undefined {
    return (reference as LinkedReference)._nodeDescription;
}

/** Replaces the path of a resolved reference's description (its target moved in the tree). */
export function movePath(reference: AnyReference, path: string): void {
    const description = (reference as LinkedReference)._nodeDescription;
    if (description) (reference as LinkedReference)._nodeDescription = { ...description, path };
}

/** Resets a reference to unresolved, as Langium's `unlink` does. */
export function resetReference(reference: AnyReference): void {
    const linked = reference as LinkedReference;
    if ('_ref' in linked) {
        linked._ref = undefined;
        delete linked._nodeDescription;
    }
}

/**
 * Whether references built by `linker` (Langium's DefaultLinker or a subclass) keep their
 * resolution in `_ref` and `_nodeDescription`, read back by `ref` and `$nodeDescription` and
 * cleared by Langium's `unlink`, the way the functions above assume.
 */
export function referenceShapeHolds(linker: DefaultLinker): boolean {
    try {
        const holder = { $type: 'Probe' } as AstNode;
        const target = { $type: 'Probe' } as AstNode;
        const reference = linker.buildReference(holder, 'probe', undefined, 'Probe');
        if (!('_ref' in reference) || storedTarget(reference) !== undefined) return false;
        retarget(reference, target);
        const description = { name: 'Probe', type: 'Probe', documentUri: undefined as never, path: '/a' } as AstNodeDescription;
        (reference as LinkedReference)._nodeDescription = description;
        movePath(reference, '/b');
        const read = reference.ref === target && reference.error === undefined && reference.$nodeDescription?.path === '/b';
        DefaultLinker.prototype.unlink.call(linker, { references: [reference] } as never);
        if (!read || storedTarget(reference) !== undefined || storedDescription(reference) !== undefined) return false;
        retarget(reference, target);
        resetReference(reference);
        return storedTarget(reference) === undefined;
    } catch {
        return false;
    }
}

// ---- parser -------------------------------------------------------------------------------------

/** What `StrifeParser.parse` uses of LangiumParser's private state (Langium 4.4's names). */
export interface ParserInternals {
    readonly nodeBuilder: { buildRootNode(input: string): unknown; addHiddenNodes(tokens: IToken[]): void };
    lexerResult?: LexerResult;
    readonly lexer: Lexer;
    readonly wrapper: { input: IToken[]; readonly errors: IRecognitionException[] };
    readonly allRules: Map<string, unknown>;
    readonly mainRule: unknown;
    readonly unorderedGroups: Map<string, boolean[]>;
    doParse(rule: unknown): AstNode;
    extractHiddenTokens(token: IToken): IToken[];
}

/**
 * `parser`'s private state when it has the shape `ParserInternals` describes (call it on a built
 * parser: `mainRule` is set by the grammar's first rule), else undefined.
 */
export function parserInternals(parser: LangiumParser): ParserInternals | undefined {
    const self = parser as unknown as Partial<ParserInternals>;
    const fn = (value: unknown) => typeof value === 'function';
    const holds =
        fn(Reflect.get(LangiumParser.prototype, 'doParse')) &&
        fn(Reflect.get(LangiumParser.prototype, 'extractHiddenTokens')) &&
        fn(self.nodeBuilder?.buildRootNode) &&
        fn(self.nodeBuilder?.addHiddenNodes) &&
        fn(self.lexer?.tokenize) &&
        self.wrapper !== undefined &&
        'input' in self.wrapper &&
        Array.isArray(self.wrapper.errors) &&
        self.allRules instanceof Map &&
        self.unorderedGroups instanceof Map &&
        fn(self.mainRule);
    return holds ? (self as ParserInternals) : undefined;
}
