/**
 * What a check of one top-level item may read, handed to it by the validator: the validation
 * cache's rule (`item-cache.ts`) as an interface. A check of a combatant, attack or encounter reads
 * - the node it is given and the rest of its item (`item`: the combatant or encounter it lies in);
 * - the file's `ruleset` line (`ruleset`);
 * - what its item references, through the references themselves (`base.ref`, `combatant.ref`, …),
 *   transitively, and the imports that bring them;
 * - the items that reference its item directly (`referrers`).
 * It never walks up past its item to the document (`$container`, `$document`, `AstUtils`): the
 * cache reuses its diagnostics while these inputs are the same objects, so anything else it read
 * could change without the check running again. `test/language/check-fence.test.ts` holds the
 * item checks to this; a check that needs the whole file is a `Document` check (run every build).
 */
import type { AstNode, LangiumDocument, ValidationAcceptor } from 'langium';
import type { Document } from '../generated/ast.js';
import { rulesetOptions } from '../model/encounter-model.js';
import { itemOf } from '../parsing/ast-walk.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Ruleset } from '../rulesets/ruleset.js';

export interface CheckContext {
    /** The top-level item (combatant, encounter…) the checked node lies in. */
    readonly item: AstNode;
    /** The ruleset the file's `ruleset` line names; undefined when it names none Strife knows. */
    readonly ruleset: Ruleset | undefined;
    /** The rule options in force: the ruleset's defaults, then what the `ruleset` line sets (empty without a ruleset). */
    readonly options: Readonly<Record<string, string>>;
    /**
     * The items of this file whose references point into `item` (a creature extending it, an
     * encounter bringing it into a fight), in file order. Only `item`'s: who references another
     * item is not among the inputs of this one's diagnostics.
     */
    referrers(): readonly AstNode[];
}

/** A check of a node inside a top-level item, with what the rule lets it read. */
export type ItemCheck<T extends AstNode> = (node: T, accept: ValidationAcceptor, context: CheckContext) => void;

/**
 * The context of one document's validation. The validator moves `item` along as it walks; the
 * ruleset is looked up once, the referrers only when a check first asks.
 */
export class DocumentCheckContext implements CheckContext {
    item: AstNode;
    readonly ruleset: Ruleset | undefined;
    private optionsInForce: Readonly<Record<string, string>> | undefined;
    private byTarget: Map<AstNode, AstNode[]> | undefined;

    constructor(
        private readonly root: Document,
        private readonly document: LangiumDocument | undefined,
    ) {
        this.item = root;
        this.ruleset = findRuleset(root.ruleset?.name);
    }

    get options(): Readonly<Record<string, string>> {
        this.optionsInForce ??= this.ruleset ? rulesetOptions(this.root, this.ruleset) : {};
        return this.optionsInForce;
    }

    referrers(): readonly AstNode[] {
        this.byTarget ??= this.referrersByTarget();
        return this.byTarget.get(this.item) ?? [];
    }

    private referrersByTarget(): Map<AstNode, AstNode[]> {
        const byTarget = new Map<AstNode, AstNode[]>();
        for (const reference of this.document?.references ?? []) {
            const target = 'ref' in reference ? reference.ref : undefined;
            const source = reference.$refNode ? itemOf(reference.$refNode.astNode, this.root) : undefined;
            const targetItem = target ? itemOf(target, this.root) : undefined;
            if (!source || !targetItem || source === targetItem) continue;
            const list = byTarget.get(targetItem) ?? [];
            if (!list.includes(source)) list.push(source);
            byTarget.set(targetItem, list);
        }
        for (const list of byTarget.values()) list.sort((a, b) => (a.$cstNode?.offset ?? 0) - (b.$cstNode?.offset ?? 0));
        return byTarget;
    }
}
