/**
 * Validation that re-checks only what an edit can have changed. After an incremental re-parse
 * (`parsing/incremental-reparse.ts`) most top-level items (combatants, encounters) are the very
 * objects of the previous build. An item's diagnostics are reused, moved to its new lines, when
 * nothing they depend on was replaced. What they depend on, by the rule every check keeps:
 * - the item itself (a kept item's text is unchanged);
 * - the `ruleset` line (its ruleset and options), the `import` lines and the trees of the files they
 *   bring, transitively (whether an import can be read decides which errors are reported);
 * - the items it references, transitively (bases, participants, targets, their bases, …), and the
 *   imported documents they lie in (their trees are new objects after any change);
 * - the items that reference it directly (a template that others extend, a combatant that fights).
 * Each is recorded by object identity after linking; when the list is the same objects in the
 * same order, the checks would see the same inputs and give the same diagnostics. Checks of the
 * document as a whole (names, imports) run on every build, as do parse and linking errors.
 *
 * The rule is held in the code, not only here: item checks receive a `CheckContext`
 * (`check-context.ts`: the item, the ruleset, the item's referrers) from `checkContext` and never
 * walk up to the document themselves (`test/language/check-fence.test.ts`); a check that reads
 * anything else must be a `Document` check. Diagnostics a check reports outside its own item, or
 * with related locations, are never reused (their item is always checked again). A test compares
 * every build with a full one over edits that keep a file per ruleset valid, and random ones.
 */
import {
    AstUtils,
    type AstNode,
    type Grammar,
    interruptAndCheck,
    type LangiumDocument,
    type LangiumDocuments,
    type ValidationAcceptor,
    type ValidationCheck,
    type ValidationOptions,
} from 'langium';
import type { LangiumServices } from 'langium/lsp';
import { importedDocuments } from '../workspace/imports.js';
import { CancellationToken } from 'vscode-languageserver-protocol';
import { itemOf, topLevelItems, walkAst } from '../parsing/ast-walk.js';
import { SubtreeTypes } from '../parsing/subtree-types.js';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { Document } from '../generated/ast.js';
import { type CheckContext, DocumentCheckContext } from './check-context.js';
import { StrifeDocumentValidator } from './linking-diagnostics.js';

interface Entry {
    /**
     * What the diagnostics were computed from, by identity (see the module comment); undefined
     * until `settleInputs` has run after a document's first validation (never reused before).
     */
    inputs: readonly object[] | undefined;
    /** Validation categories they were computed for. */
    readonly categories: string;
    /** The item's first line when they were computed. */
    readonly line: number;
    readonly diagnostics: readonly Diagnostic[];
}

export class ItemCachingDocumentValidator extends StrifeDocumentValidator {
    private readonly workspaceDocuments: LangiumDocuments;
    private readonly caches = new WeakMap<LangiumDocument, Map<AstNode, Entry>>();
    /** During one `validateAst`: items whose diagnostics are reused, and the item being checked. */
    private reused = new Set<AstNode>();
    private root: AstNode | undefined;
    private currentItem: AstNode | undefined;
    /** During one `validateAst`: what its item checks may read (`check-context.ts`). */
    private context: DocumentCheckContext | undefined;
    /** Inputs of first validations, to compute before anything changes (`settleInputs`). */
    private readonly unsettled = new Map<LangiumDocument, () => void>();

    private readonly grammar: Grammar;
    private subtreeTypes?: SubtreeTypes;
    /** By the set of node types with checks: the node types below which no node has checks. */
    private readonly uncheckedBelow = new Map<string, ReadonlySet<string>>();

    constructor(services: LangiumServices) {
        super(services);
        this.workspaceDocuments = services.shared.workspace.LangiumDocuments;
        this.grammar = services.Grammar;
    }

    override async validateAst(rootNode: AstNode, options: ValidationOptions, cancelToken?: CancellationToken): Promise<Diagnostic[]> {
        const document = rootNode.$document;
        const root = rootNode as Document;
        if (!document) return super.validateAst(rootNode, options, cancelToken);
        const items = topLevelItems(root);
        const shared = [root.ruleset ?? root, ...root.imports, ...importedDocuments(document, this.workspaceDocuments).map(d => d.parseResult.value)];
        const categories = options.categories?.join(',') ?? '*';
        // Inputs not settled by now were left from a state since changed: they are dropped, and
        // nothing is reused from them.
        this.unsettled.delete(document);
        const previous = this.caches.get(document);
        // A first validation reuses nothing, so the inputs the next build compares with are
        // computed later (`settleInputs`), off the path to the first diagnostics of a large file.
        const inputs = previous ? itemInputs(document, root, items, shared) : undefined;
        this.reused = new Set(inputs ? items.filter(item => reusable(previous?.get(item), inputs.get(item) ?? [], categories)) : []);

        const byItem = new Map<AstNode | undefined, Diagnostic[]>();
        const acceptor: ValidationAcceptor = (severity, message, info) => {
            const list = byItem.get(this.currentItem) ?? [];
            list.push(this.toDiagnostic(severity, message, info));
            byItem.set(this.currentItem, list);
        };
        this.root = rootNode;
        this.currentItem = undefined;
        this.context = new DocumentCheckContext(root, document);
        try {
            await this.validateAstBefore(rootNode, options, acceptor, cancelToken);
            await this.validateAstNodes(rootNode, options, acceptor, cancelToken);
            this.currentItem = undefined;
            await this.validateAstAfter(rootNode, options, acceptor, cancelToken);
        } finally {
            this.root = undefined;
            this.context = undefined;
        }

        const next = new Map<AstNode, Entry>();
        const result: Diagnostic[] = [...(byItem.get(undefined) ?? [])];
        for (const item of items) {
            const line = firstLine(item);
            const old = this.reused.has(item) ? previous?.get(item) : undefined;
            const diagnostics = old ? old.diagnostics.map(d => moveLines(d, line - old.line)) : (byItem.get(item) ?? []);
            result.push(...diagnostics);
            if (old || diagnostics.every(d => stays(d, item)))
                next.set(item, { inputs: inputs ? (inputs.get(item) ?? []) : undefined, categories, line, diagnostics });
        }
        this.caches.set(document, next);
        if (!inputs) {
            this.unsettled.set(document, () => {
                const settled = itemInputs(document, root, items, shared);
                for (const [item, entry] of next) entry.inputs = settled.get(item) ?? [];
            });
        }
        this.reused = new Set();
        return result;
    }

    /**
     * What the check about to run on `node` may read: the context of the validation under way, its
     * `item` the one being checked (outside a validation, a context of `node`'s own document).
     */
    checkContext(node: AstNode): CheckContext {
        if (this.context) return this.context;
        const root = AstUtils.findRootNode(node) as Document;
        const context = new DocumentCheckContext(root, root.$document);
        context.item = itemOf(node, root) ?? root;
        return context;
    }

    /**
     * Computes the inputs of first validations. Call it when the builder is idle after a build, and
     * before any update changes documents (the builder calls it first thing in `update`): the
     * inputs must be those the diagnostics were computed from.
     */
    settleInputs(): void {
        for (const settle of this.unsettled.values()) settle();
        this.unsettled.clear();
    }

    /**
     * Langium's node loop (same nodes, order and checks) over a plain walk (`parsing/ast-walk.ts`),
     * awaiting only checks that return a promise and pausing for cancellation every 1,024 nodes.
     */
    protected override async validateAstNodes(
        rootNode: AstNode,
        options: ValidationOptions,
        acceptor: ValidationAcceptor,
        cancelToken: CancellationToken = CancellationToken.None,
    ): Promise<void> {
        // Only nodes some check is registered for are visited (most nodes have none: stats, formulas, ...).
        const checksByType = new Map<string, ValidationCheck[]>();
        const checksFor = (type: string): ValidationCheck[] => {
            let checks = checksByType.get(type);
            if (!checks) {
                checks = this.validationRegistry.getChecks(type, options.categories).toArray();
                checksByType.set(type, checks);
            }
            return checks;
        };
        // Subtrees where no node type has checks (`parsing/subtree-types.ts`) are not walked. Keyed
        // by the types that have checks now: checks may be registered at any time.
        const types = this.reflection.getAllTypes();
        const checkedTypes = new Set(types.filter(type => checksFor(type).length > 0));
        const key = [...checkedTypes].join(',');
        let skipBelow = this.uncheckedBelow.get(key);
        if (!skipBelow) {
            this.subtreeTypes ??= new SubtreeTypes(this.grammar);
            skipBelow = this.subtreeTypes.typesWithNothingBelow(types, type => checkedTypes.has(type));
            this.uncheckedBelow.set(key, skipBelow);
        }
        const visits: { node: AstNode; item: AstNode | undefined; checks: ValidationCheck[] }[] = [];
        walkAst(rootNode, node => {
            const { validateNode, validateChildren } = this.validateSingleNodeOptions(node, options);
            if (validateNode) {
                const checks = checksFor(node.$type);
                if (checks.length > 0) visits.push({ node, item: this.currentItem, checks });
            }
            return validateChildren && !skipBelow.has(node.$type);
        });
        for (let i = 0; i < visits.length; i++) {
            if ((i & 1023) === 0) await interruptAndCheck(cancelToken);
            const { node, item, checks } = visits[i];
            this.currentItem = item;
            if (this.context) this.context.item = item ?? rootNode;
            for (const check of checks) {
                const pending = check(node, acceptor, cancelToken);
                if (pending) await pending;
            }
        }
    }

    /** Skips the subtree of an item whose diagnostics are reused; notes which item is being checked. */
    protected override validateSingleNodeOptions(node: AstNode, options: ValidationOptions): { validateNode: boolean; validateChildren: boolean } {
        if (node.$container !== undefined && node.$container === this.root) {
            this.currentItem = node;
            if (this.reused.has(node)) return { validateNode: false, validateChildren: false };
        } else if (node === this.root) {
            this.currentItem = undefined;
        }
        return super.validateSingleNodeOptions(node, options);
    }
}

/**
 * For every item, the objects its diagnostics depend on (module comment), in a fixed order:
 * `shared` (the ruleset line, imports and imported trees), the items it references transitively
 * (foreign ones as their document's root), then the items referencing it directly.
 */
function itemInputs(document: LangiumDocument, root: Document, items: readonly AstNode[], shared: readonly object[]): Map<AstNode, object[]> {
    const direct = new Map<AstNode, object[]>();
    const referrers = new Map<AstNode, AstNode[]>();
    for (const reference of document.references) {
        const source = reference.$refNode ? itemOf(reference.$refNode.astNode, root) : undefined;
        const target = 'ref' in reference ? reference.ref : undefined;
        if (!source || !target) continue;
        const targetRoot = AstUtils.findRootNode(target);
        const dependency: object | undefined = targetRoot === root ? itemOf(target, root) : targetRoot;
        if (!dependency || dependency === source) continue;
        const list = direct.get(source) ?? [];
        if (!list.includes(dependency)) list.push(dependency);
        direct.set(source, list);
        if (targetRoot === root) {
            const back = referrers.get(dependency as AstNode) ?? [];
            if (!back.includes(source)) back.push(source);
            referrers.set(dependency as AstNode, back);
        }
    }
    const result = new Map<AstNode, object[]>();
    for (const item of items) {
        const seen = new Set<object>([item]);
        const order: object[] = [...shared];
        const stack = [...(direct.get(item) ?? [])].reverse();
        while (stack.length > 0) {
            const next = stack.pop()!;
            if (seen.has(next)) continue;
            seen.add(next);
            order.push(next);
            for (const further of [...(direct.get(next as AstNode) ?? [])].reverse()) stack.push(further);
        }
        order.push(REFERRERS_FOLLOW, ...(referrers.get(item) ?? []));
        result.set(item, order);
    }
    return result;
}

/** Separates the referenced items from the referring ones in an input list. */
const REFERRERS_FOLLOW = Object.freeze({});

function reusable(entry: Entry | undefined, inputs: readonly object[], categories: string): boolean {
    if (!entry?.inputs || entry.categories !== categories || entry.inputs.length !== inputs.length) return false;
    for (let i = 0; i < inputs.length; i++) if (entry.inputs[i] !== inputs[i]) return false;
    return true;
}

function firstLine(item: AstNode): number {
    return item.$cstNode?.range.start.line ?? 0;
}

/** A diagnostic that can move with its item: inside it, with no related locations. */
function stays(diagnostic: Diagnostic, item: AstNode): boolean {
    const range = item.$cstNode?.range;
    if (!range || diagnostic.relatedInformation?.length) return false;
    return diagnostic.range.start.line >= range.start.line && diagnostic.range.end.line <= range.end.line;
}

/** `diagnostic` moved down by `lines`, ranges in its `data` (a fix's edit range) included. */
function moveLines(diagnostic: Diagnostic, lines: number): Diagnostic {
    return lines === 0 ? diagnostic : (moveRanges(diagnostic, lines) as Diagnostic);
}

function moveRanges(value: unknown, lines: number): unknown {
    if (Array.isArray(value)) return value.map(v => moveRanges(v, lines));
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.line === 'number' && typeof record.character === 'number' && Object.keys(record).length === 2)
        return { line: record.line + lines, character: record.character };
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, moveRanges(v, lines)]));
}
