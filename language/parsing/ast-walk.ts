/**
 * Whole-tree walks without Langium's streams, and a document's top-level items. `AstUtils.streamAst` and `streamReferences` build an
 * iterator, a closure and a key array per node; on a 10,000-line file (~100,000 nodes) the walks of
 * a build (linking, validation) spent more time there than in the work they fed. These visit the
 * same nodes and references in the same order (pre-order, properties in key order, `$` keys
 * skipped) with plain loops.
 */
import { CstUtils, type AstNode, type ReferenceInfo } from 'langium';
import type { Range } from 'vscode-languageserver-types';
import type { Document } from '../generated/ast.js';

/**
 * Visits `root` and every node below it in `AstUtils.streamAst` order. When `visit` returns
 * `false` (only then), the node's children are skipped (like the stream's `prune`).
 */
export function walkAst(root: AstNode, visit: (node: AstNode) => unknown): void {
    const stack: AstNode[] = [root];
    const children: AstNode[] = [];
    while (stack.length > 0) {
        const node = stack.pop()!;
        if (visit(node) === false) continue;
        children.length = 0;
        for (const key in node) {
            if (key.charCodeAt(0) === 36 /* $ */) continue;
            const value = (node as unknown as Record<string, unknown>)[key];
            if (Array.isArray(value)) {
                for (const element of value) if (isNode(element)) children.push(element);
            } else if (isNode(value)) children.push(value);
        }
        for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
}

/**
 * `walkAst` limited to `range`: a node whose syntax lies wholly outside it (or that has none) is
 * skipped with everything below it — what `AstUtils.streamAst(root, { range })` means. (Langium
 * 4.4's stream also skips the property after a single node it leaves out, so a range without a
 * file's `ruleset` line lost every top-level item: semantic tokens and inlay hints of the visible
 * lines came back empty below the first lines.) `visit` returning `false` skips the node's children.
 */
export function walkAstInRange(root: AstNode, range: Range | undefined, visit: (node: AstNode) => unknown): void {
    walkAst(root, node => (!range || (node.$cstNode !== undefined && CstUtils.inRange(node.$cstNode.range, range))) && visit(node) !== false);
}

/** The nodes directly below `node`, in `walkAst` order. */
export function childNodes(node: AstNode): AstNode[] {
    const children: AstNode[] = [];
    walkAst(node, child => {
        if (child === node) return true;
        children.push(child);
        return false;
    });
    return children;
}

/** Calls `visit` for each reference held directly by `node`, in `AstUtils.streamReferences` order. */
export function forEachReference(node: AstNode, visit: (info: ReferenceInfo) => void): void {
    for (const property in node) {
        if (property.charCodeAt(0) === 36 /* $ */) continue;
        const value = (node as unknown as Record<string, unknown>)[property];
        if (Array.isArray(value)) {
            for (let index = 0; index < value.length; index++)
                if (isReferenceLike(value[index])) visit({ reference: value[index], container: node, property, index });
        } else if (isReferenceLike(value)) visit({ reference: value as ReferenceInfo['reference'], container: node, property });
    }
}

function isNode(value: unknown): value is AstNode {
    return typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';
}

function isReferenceLike(value: unknown): value is ReferenceInfo['reference'] {
    return typeof value === 'object' && value !== null && typeof (value as { $refText?: unknown }).$refText === 'string';
}

/** A document's top-level items in order: its `ruleset` line, imports, then combatants and encounters. */
export function topLevelItems(root: Document): AstNode[] {
    return [...(root.ruleset ? [root.ruleset] : []), ...root.imports, ...root.elements];
}

/** The top-level item holding `node` under `root` (the child of `root` on its container path), or undefined when `node` is not under `root`. */
export function itemOf(node: AstNode, root: AstNode): AstNode | undefined {
    let current: AstNode | undefined = node;
    while (current && current.$container !== root) current = current.$container;
    return current;
}
