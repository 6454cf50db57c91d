/**
 * Semantic tokens: names coloured by what they mean, not by where they stand. A name gets the same
 * token type where it is declared and wherever it is referred to (a template named in `extends` or
 * `Bandit x3` looks like its declaration), with `declaration` added at the declaration. The mapping
 * (docs/language.md, "Editor features"):
 *
 * | meaning                                                   | token type                 | modifiers                         |
 * | --------------------------------------------------------- | -------------------------- | --------------------------------- |
 * | creature (a template for instances: `Bandit x3`)          | `class`                    | `abstract` when another extends it |
 * | character (unique)                                        | `struct`                   | `abstract` when another extends it |
 * | instance in a script or `aboard` (`Bandit#2`, `Ogre`)     | `variable`                 |                                   |
 * | attack, library weapon (`weapon longsword`)               | `method`                   | `defaultLibrary` for a weapon     |
 * | ruleset action (`move`, `total_defense`)                  | `function`                 | `defaultLibrary`                  |
 * | stat, attack stat, stat in a formula, `vs` defense, trait | `property`                 |                                   |
 * | ruleset word (tag, category, modifier, tactic, hazard…)   | `enumMember`               |                                   |
 * | dice term (`2d6`, `4d6kh3`, `+1d`)                        | `dice` (our own; ⊂ number) |                                   |
 * | number in a formula, count `x3`, share `x1`               | `number`                   |                                   |
 * | ruleset id, stat group (`defenses`), side                 | `namespace`                |                                   |
 * | encounter                                                 | `event`                    |                                   |
 * | zone                                                      | `type`                     |                                   |
 *
 * A character named in a script is still `struct`: it is one fighter, its own instance. Unresolved
 * names get no token (the editor keeps the TextMate colour), so colours never claim a meaning the
 * linker did not find.
 */
import {
    type AstNode,
    AstUtils,
    type CstNode,
    CstUtils,
    DocumentState,
    GrammarUtils,
    interruptAndCheck,
    type LangiumDocument,
    type LangiumDocuments,
    WorkspaceCache,
} from 'langium';
import { childNodes, walkAstInRange } from '../parsing/ast-walk.js';
import { AbstractSemanticTokenProvider, AllSemanticTokenTypes, type LangiumServices, type SemanticTokenAcceptor } from 'langium/lsp';
import { CancellationToken, SemanticTokenModifiers, SemanticTokenTypes } from 'vscode-languageserver';
import {
    type ActionUse,
    type Attack,
    type Combatant,
    type CombatantRef,
    type Document,
    isActionUse,
    isAttack,
    isAttackRoll,
    isCombatant,
    isCombatantRef,
    isCountedDice,
    isDamageProp,
    isDay,
    isDayFight,
    isConditionUse,
    isStartCondition,
    isDiceLit,
    isGroupExpr,
    isParenExpr,
    isEncounter,
    isExpectation,
    isModifierUse,
    isNumberLit,
    isParticipant,
    isRulesetDecl,
    isRulesetOption,
    isSide,
    isSurprise,
    isTactics,
    isZone,
    isZoneDistance,
    isZoneFeature,
} from '../generated/ast.js';
import { slot, slotFeatures, wordOf } from '../grammar-slots.js';
import { findRuleset } from '../rulesets/registry.js';

/** Our own token type for dice terms; package.json declares it (`semanticTokenTypes`, a subtype of number) with a TextMate fallback scope. */
export const DICE_TOKEN_TYPE = 'dice';

/** A token type and its modifiers. */
interface TokenStyle {
    readonly type: string;
    readonly modifier: string[];
}

export class StrifeSemanticTokenProvider extends AbstractSemanticTokenProvider {
    private readonly documents: LangiumDocuments;
    /** Combatants some combatant `extends`, over every linked document; dropped after each build's linking. */
    private readonly extendedCache: WorkspaceCache<'extended', Set<Combatant>>;

    constructor(services: LangiumServices) {
        super(services);
        this.documents = services.shared.workspace.LangiumDocuments;
        this.extendedCache = new WorkspaceCache(services.shared, DocumentState.Linked);
    }

    override get tokenTypes(): Record<string, number> {
        return { ...AllSemanticTokenTypes, [DICE_TOKEN_TYPE]: Object.keys(AllSemanticTokenTypes).length };
    }

    /**
     * Langium's walk over the tree, in the same order, with two differences. A range request
     * (`semanticTokens/range`, VS Code's request for the visible lines) skipped every top-level item
     * when the file's `ruleset` line lay outside the range: Langium 4.4's `streamContents` steps over
     * the property after a single node it leaves out (`ruleset`, then `elements`), so a range below
     * the first lines got no tokens at all (`walkAstInRange`). And the walk pauses for cancellation
     * between top-level items instead of awaiting at every node.
     */
    protected override async computeHighlighting(
        document: LangiumDocument,
        acceptor: SemanticTokenAcceptor,
        cancelToken: CancellationToken = CancellationToken.None,
    ): Promise<void> {
        const range = this.currentRange;
        const root = document.parseResult.value;
        const rootInRange = !range || (root.$cstNode !== undefined && CstUtils.inRange(root.$cstNode.range, range));
        if (!rootInRange || this.highlightElement(root, acceptor) === 'prune') return;
        for (const item of childNodes(root)) {
            await interruptAndCheck(cancelToken);
            walkAstInRange(item, range, node => this.highlightElement(node, acceptor) !== 'prune');
        }
    }

    protected override highlightElement(node: AstNode, acceptor: SemanticTokenAcceptor): undefined | 'prune' {
        const mark = (property: string, type: string, ...modifier: string[]) => acceptor({ node, property: property as never, type, modifier });
        const declare = (property: string, style: TokenStyle) => mark(property, style.type, ...style.modifier, SemanticTokenModifiers.declaration);
        // Ruleset words (stats, tags, modifiers, body parts…): the slot table's token type. Two slots
        // sharing a place (a stat or a tag inside an attack or not) share their token type too. An
        // action is marked below, only when it is the ruleset's and not an attack of the actor.
        for (const { feature, slots } of slotFeatures(node.$type))
            if (slots[0].id !== 'action') mark(feature, slots[0].tokenType, ...(slots[0].tokenModifiers ?? []));
        if (isRulesetDecl(node)) mark('name', SemanticTokenTypes.namespace);
        else if (isRulesetOption(node)) {
            mark('value', typeof node.value === 'number' || /^-?\d+$/.test(node.value) ? SemanticTokenTypes.number : SemanticTokenTypes.enumMember);
        } else if (isCombatant(node)) {
            declare('name', this.combatantStyle(node));
            const base = node.base?.ref;
            if (base) mark('base', ...styleArgs(this.combatantStyle(base)));
        } else if (isAttack(node)) {
            declare('name', attackStyle(node));
        } else if (isDamageProp(node) || isAttackRoll(node)) return;
        else if (isDiceLit(node)) mark('token', DICE_TOKEN_TYPE);
        else if (isCountedDice(node)) mark('die', DICE_TOKEN_TYPE);
        else if (isGroupExpr(node) || isParenExpr(node)) mark('selector', DICE_TOKEN_TYPE);
        else if (isNumberLit(node)) mark('value', SemanticTokenTypes.number);
        else if (isEncounter(node)) declare('name', { type: SemanticTokenTypes.event, modifier: [] });
        else if (isDay(node)) {
            declare('name', { type: SemanticTokenTypes.event, modifier: [] });
            mark('party', SemanticTokenTypes.namespace);
        } else if (isDayFight(node)) {
            if (node.encounter?.ref) mark('encounter', SemanticTokenTypes.event);
        } else if (isConditionUse(node) || isStartCondition(node)) {
            if (node.value !== undefined) mark('value', SemanticTokenTypes.number);
        } else if (isZone(node)) declare('name', { type: SemanticTokenTypes.type, modifier: [] });
        else if (isZoneDistance(node)) {
            if (node.to?.ref) mark('to', SemanticTokenTypes.type);
        } else if (isZoneFeature(node)) {
            mark('feature', SemanticTokenTypes.enumMember);
            mark('level', SemanticTokenTypes.enumMember);
        } else if (isSide(node)) declare('name', { type: SemanticTokenTypes.namespace, modifier: [] });
        else if (isSurprise(node)) {
            node.sides.forEach((side, index) => {
                if (side.ref) acceptor({ node, property: 'sides', index, type: SemanticTokenTypes.namespace });
            });
        } else if (isTactics(node)) {
            if (node.side?.ref) mark('side', SemanticTokenTypes.namespace);
        } else if (isExpectation(node)) {
            if (node.side?.ref) mark('side', SemanticTokenTypes.namespace);
        } else if (isParticipant(node)) {
            const template = node.combatant?.ref;
            if (template) mark('combatant', ...styleArgs(this.combatantStyle(template)));
            if (node.count !== undefined) mark('count', SemanticTokenTypes.number);
            if (node.zone?.ref) mark('zone', SemanticTokenTypes.type);
        } else if (isCombatantRef(node)) this.highlightInstance(node, acceptor);
        else if (isActionUse(node)) this.highlightAction(node, acceptor);
        else if (isModifierUse(node)) {
            if (node.value !== undefined)
                mark('value', typeof node.value === 'number' || /^-?\d+$/.test(node.value) ? SemanticTokenTypes.number : DICE_TOKEN_TYPE);
        }
        return undefined;
    }

    /** `Bandit#2`, `Ogre`, `Kara` in a script line or after `aboard`: an instance (`variable`, index included), a character as itself. */
    private highlightInstance(ref: CombatantRef, acceptor: SemanticTokenAcceptor): void {
        const combatant = ref.combatant?.ref;
        const name = GrammarUtils.findNodeForProperty(ref.$cstNode, 'combatant');
        if (combatant && name) {
            if (combatant.kind === 'character') acceptor({ cst: name, ...styleOptions(this.combatantStyle(combatant)) });
            else {
                const index = GrammarUtils.findNodeForProperty(ref.$cstNode, 'index');
                acceptor({ range: spanRange(name, index), type: SemanticTokenTypes.variable });
            }
        }
        if (ref.share !== undefined) acceptor({ node: ref, property: 'share', type: SemanticTokenTypes.number });
    }

    /** The action of a script line: the actor's attack as declared, else the ruleset's action of that name; `using` and `to` likewise. */
    private highlightAction(use: ActionUse, acceptor: SemanticTokenAcceptor): void {
        const attack = use.action?.ref;
        if (attack) acceptor({ node: use, property: 'action', ...styleOptions(attackStyle(attack)) });
        else if (use.action && this.isRulesetAction(use, use.action.$refText)) {
            const action = slot('action');
            acceptor({ node: use, property: 'action', type: action.tokenType, modifier: [...(action.tokenModifiers ?? [])] });
        }
        const weapon = use.weapon?.ref;
        if (weapon) acceptor({ node: use, property: 'weapon', ...styleOptions(attackStyle(weapon)) });
        if (use.destination?.ref) acceptor({ node: use, property: 'destination', type: SemanticTokenTypes.type });
        if (use.area?.ref) acceptor({ node: use, property: 'area', type: SemanticTokenTypes.type });
    }

    private isRulesetAction(node: AstNode, name: string): boolean {
        const root = AstUtils.getContainerOfType(node, (n): n is Document => n.$type === 'Document');
        const ruleset = findRuleset(root?.ruleset?.name);
        return !!ruleset && wordOf(slot('action'), ruleset, name) !== undefined;
    }

    /** creature → `class`, character → `struct`; `abstract` when some combatant extends it. */
    private combatantStyle(combatant: Combatant): TokenStyle {
        const type = combatant.kind === 'character' ? SemanticTokenTypes.struct : SemanticTokenTypes.class;
        return { type, modifier: this.extendedCombatants().has(combatant) ? [SemanticTokenModifiers.abstract] : [] };
    }

    /**
     * Every combatant named in an `extends`, over the documents linked so far (those of the current
     * build included: semantic tokens are asked for once the document is linked).
     */
    private extendedCombatants(): Set<Combatant> {
        return this.extendedCache.get('extended', () => {
            const bases = new Set<Combatant>();
            for (const document of this.documents.all) {
                if (document.state < DocumentState.Linked && document !== this.currentDocument) continue;
                for (const element of (document.parseResult.value as Document).elements ?? []) {
                    const base = isCombatant(element) ? element.base?.ref : undefined;
                    if (base) bases.add(base);
                }
            }
            return bases;
        });
    }
}

/** An attack as a `method`; a library weapon is `defaultLibrary` too. */
function attackStyle(attack: Attack): TokenStyle {
    return { type: SemanticTokenTypes.method, modifier: attack.kind === 'weapon' ? [SemanticTokenModifiers.defaultLibrary] : [] };
}

function styleArgs(style: TokenStyle): [string, ...string[]] {
    return [style.type, ...style.modifier];
}

function styleOptions(style: TokenStyle): { type: string; modifier: string[] } {
    return { type: style.type, modifier: [...style.modifier] };
}

/** From the start of `first` to the end of `last` (or of `first` alone). */
function spanRange(first: CstNode, last: CstNode | undefined): CstNode['range'] {
    return { start: first.range.start, end: (last ?? first).range.end };
}
