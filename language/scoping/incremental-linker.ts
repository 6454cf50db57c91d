/**
 * Linking that resolves again only what an edit can have changed. Langium unlinks every reference
 * of a changed document and resolves them all again; after an incremental re-parse
 * (`parsing/incremental-reparse.ts`) most top-level items are the objects of the previous build,
 * their references already resolved. A kept item keeps its resolutions unless one of these holds,
 * in which case all of its references are resolved afresh:
 * - one of them resolved into an item that was replaced (and not by one of the same shape);
 * - one of them is spelled like a name declared in a replaced or new item (a new declaration can
 *   capture a name; a vanished one can release it);
 * - an item it resolved into must itself be resolved afresh (an actor's `extends` chain decides
 *   which attack a name means; the chain's items are the ones it resolved into).
 * Everything is resolved afresh when the `ruleset` line or an import changed, when another
 * document was parsed since this one was last linked (its declarations may have moved), or when
 * the document was not re-parsed (it is relinked because another one changed). The references of
 * the new items are resolved as Langium does. A test compares every build with a full one.
 * Keeping and moving resolutions writes Langium's private reference fields (`langium-internals.ts`);
 * when their shape does not hold, every link is Langium's unlink and a full link.
 */
import { AstUtils, type AstNode, type AstReflection, DefaultLinker, type Grammar, interruptAndCheck, type LangiumDocument } from 'langium';
import { SubtreeTypes } from '../parsing/subtree-types.js';
import { CancellationToken } from 'vscode-languageserver-protocol';
import { forEachReference, itemOf, topLevelItems, walkAst } from '../parsing/ast-walk.js';
import type { Document } from '../generated/ast.js';
import type { ReparseRecord } from '../parsing/reparse-record.js';
import { movePath, referenceShapeHolds, resetReference, retarget, storedDescription, storedTarget } from '../langium-internals.js';
import type { StrifeServices } from '../strife-module.js';

type References = LangiumDocument['references'];
type LinkedReference = References[number];

interface Previous {
    readonly root: AstNode;
    readonly references: References;
    /** The parse tick when the document was last linked. */
    readonly linkedAt: number;
}

export class IncrementalLinker extends DefaultLinker {
    private readonly previous = new WeakMap<LangiumDocument, Previous>();
    private readonly linkedAt = new WeakMap<LangiumDocument, number>();
    private readonly grammar: Grammar;
    private readonly reparses: ReparseRecord;
    /** Whether Langium's references have the private fields this linker keeps and moves. */
    private readonly incremental: boolean;

    constructor(services: StrifeServices) {
        super(services);
        this.grammar = services.Grammar;
        this.reparses = services.shared.workspace.ReparseRecord;
        this.incremental = referenceShapeHolds(this);
    }

    /** Keeps the resolved references for `link` to sort out (it resets those it resolves again). */
    override unlink(document: LangiumDocument): void {
        const linkedAt = this.linkedAt.get(document);
        if (this.incremental && linkedAt !== undefined && document.references.length > 0) {
            this.previous.set(document, { root: document.parseResult.value, references: document.references, linkedAt });
            document.references = [];
            return;
        }
        this.previous.delete(document);
        super.unlink(document);
    }

    override async link(document: LangiumDocument, cancelToken?: CancellationToken): Promise<void> {
        const previous = this.previous.get(document);
        this.previous.delete(document);
        const root = document.parseResult.value as Document;
        const kept = previous && previous.root !== root ? this.reparses.keptItems(document) : undefined;
        if (!previous || !kept || this.reparses.parsedSince(previous.linkedAt, document) || !this.linkIncrementally(document, root, previous, kept)) {
            if (previous) resetAll(previous.references);
            document.references = [];
            await this.linkAll(document, cancelToken);
        }
        this.linkedAt.set(document, this.reparses.parseTick());
    }

    /**
     * Langium's full link (every reference of the document, in tree order) over a plain walk
     * (`parsing/ast-walk.ts`), pausing for cancellation every 1,024 nodes.
     */
    private async linkAll(document: LangiumDocument, cancelToken = CancellationToken.None): Promise<void> {
        // Only node types with a cross-reference property can hold a reference, and most subtrees
        // (attacks, stats, formulas) can hold none (`parsing/subtree-types.ts`): neither is searched.
        const holders = (this.referenceHolders ??= referenceHolderTypes(this.reflection));
        const barren = (this.referenceFreeBelow ??= new SubtreeTypes(this.grammar).typesWithNothingBelow(this.reflection.getAllTypes(), type =>
            holders.has(type),
        ));
        const nodes: AstNode[] = [];
        walkAst(document.parseResult.value, node => {
            if (holders.has(node.$type)) nodes.push(node);
            return !barren.has(node.$type);
        });
        for (let i = 0; i < nodes.length; i++) {
            if ((i & 1023) === 0) await interruptAndCheck(cancelToken);
            forEachReference(nodes[i], info => this.doLink(info, document));
        }
    }

    private referenceHolders?: ReadonlySet<string>;
    private referenceFreeBelow?: ReadonlySet<string>;

    /** Returns false (having changed nothing) when the edit needs a full relink. */
    private linkIncrementally(document: LangiumDocument, root: Document, previous: Previous, kept: ReadonlySet<AstNode>): boolean {
        const oldRoot = previous.root as Document;
        const items = topLevelItems(root);
        const oldItems = topLevelItems(oldRoot);
        const replaced = oldItems.filter(item => !kept.has(item));
        const fresh = items.filter(item => !kept.has(item));
        if ([...replaced, ...fresh].some(item => item.$type === 'RulesetDecl' || item.$type === 'Import')) return false;

        // The old references by the kept item they stand in, in document order.
        const byItem = new Map<AstNode, LinkedReference[]>();
        for (const reference of previous.references) {
            const item = reference.$refNode ? itemOf(reference.$refNode.astNode, root) : undefined;
            if (!item) continue; // it stood in a replaced item
            const list = byItem.get(item) ?? [];
            list.push(reference);
            byItem.set(item, list);
        }

        // Replaced items that came back with the same declarations and references (a number was
        // edited): what pointed into an old one is moved to its counterpart, and no name changed.
        const counterpart = new Map<AstNode, AstNode>();
        const sameShapes = replaced.length === fresh.length && replaced.every((old, i) => sameShape(old, fresh[i], counterpart));
        if (!sameShapes) counterpart.clear();
        const names = declaredNames(sameShapes ? [] : [...replaced, ...fresh]);
        const dirty = new Set<AstNode>();
        const dependents = new Map<AstNode, AstNode[]>();
        for (const [item, references] of byItem) {
            for (const reference of references) {
                const stored = storedTarget(reference);
                const moved = isAstNode(stored) ? counterpart.get(stored) : undefined;
                if (moved) retarget(reference, moved);
                const target = moved ?? stored;
                if (names.has(reference.$refText)) {
                    dirty.add(item);
                    continue;
                }
                // Unresolved (a ruleset action, a typo) stays unresolved while no name changes.
                if (!isAstNode(target)) continue;
                const targetRoot = AstUtils.findRootNode(target);
                if (targetRoot === oldRoot || (targetRoot !== root && targetRoot.$document?.parseResult.value !== targetRoot)) {
                    dirty.add(item);
                    continue;
                }
                if (targetRoot !== root) continue;
                const targetItem = itemOf(target, root);
                if (!targetItem) dirty.add(item);
                else if (targetItem !== item) dependents.set(targetItem, [...(dependents.get(targetItem) ?? []), item]);
            }
        }
        // What depends on an item resolved afresh is resolved afresh too.
        const work = [...dirty];
        while (work.length > 0) {
            for (const dependent of dependents.get(work.pop()!) ?? []) {
                if (!dirty.has(dependent)) {
                    dirty.add(dependent);
                    work.push(dependent);
                }
            }
        }

        // Item positions may have moved: descriptions keep the path of their target.
        const shifted = oldRoot.imports.length !== root.imports.length || oldRoot.elements.length !== root.elements.length;
        for (const item of items) {
            const references = byItem.get(item);
            if (kept.has(item) && !dirty.has(item)) {
                for (const reference of references ?? []) {
                    const target = storedTarget(reference);
                    if (shifted && storedDescription(reference) && isAstNode(target) && AstUtils.findRootNode(target) === root)
                        movePath(reference, this.astNodeLocator.getAstNodePath(target));
                    document.references.push(reference);
                }
                continue;
            }
            if (references) resetAll(references);
            walkAst(item, node => forEachReference(node, info => this.doLink(info, document)));
        }
        // References of replaced items are dropped with them; reset them so nothing holds their targets.
        for (const reference of previous.references) if (!reference.$refNode || !itemOf(reference.$refNode.astNode, root)) resetReference(reference);
        return true;
    }
}

function resetAll(references: readonly LinkedReference[]): void {
    for (const reference of references) resetReference(reference);
}

function isAstNode(value: unknown): value is AstNode {
    return typeof value === 'object' && value !== null && '$type' in value;
}

/**
 * Whether `neu` declares and references exactly what `old` did, node for node (types, names,
 * places, reference texts); if so, `counterpart` maps each node of `old` to its twin in `neu`.
 */
function sameShape(old: AstNode, neu: AstNode, counterpart: Map<AstNode, AstNode>): boolean {
    if (old.$type !== neu.$type) return false;
    const olds = AstUtils.streamAst(old).iterator();
    const news = AstUtils.streamAst(neu).iterator();
    for (;;) {
        const a = olds.next();
        const b = news.next();
        if (a.done || b.done) return a.done === b.done;
        const x = a.value;
        const y = b.value;
        if (x.$type !== y.$type || x.$containerProperty !== y.$containerProperty || x.$containerIndex !== y.$containerIndex) return false;
        if ((x as { name?: unknown }).name !== (y as { name?: unknown }).name) return false;
        const xs = AstUtils.streamReferences(x).toArray();
        const ys = AstUtils.streamReferences(y).toArray();
        if (xs.length !== ys.length) return false;
        for (let i = 0; i < xs.length; i++)
            if (xs[i].property !== ys[i].property || xs[i].index !== ys[i].index || xs[i].reference.$refText !== ys[i].reference.$refText)
                return false;
        counterpart.set(x, y);
    }
}

/** Every `name` declared anywhere inside `items`. */
function declaredNames(items: readonly AstNode[]): Set<string> {
    const names = new Set<string>();
    for (const item of items)
        for (const node of AstUtils.streamAst(item)) {
            const name = (node as { name?: unknown }).name;
            if (typeof name === 'string') names.add(name);
        }
    return names;
}

/** The node types with at least one cross-reference property, from the grammar's type metadata. */
function referenceHolderTypes(reflection: AstReflection): ReadonlySet<string> {
    return new Set(
        reflection
            .getAllTypes()
            .filter(type => Object.values(reflection.getTypeMetaData(type).properties).some(property => property.referenceType !== undefined)),
    );
}
