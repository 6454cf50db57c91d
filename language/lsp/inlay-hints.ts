/**
 * Inlay hints: the numbers a GM would otherwise hover for.
 *
 * - After each target of a scripted attack (`Kara: Longsword -> Bandit#1`): the chance that the
 *   attack deals damage to that target and its mean damage, ` 65% · 7.2 dmg`, from the same outlook
 *   the hover shows (attack-outlook.ts). Rulesets that cannot give odds (no `damageAgainst`, or an
 *   outlook they cannot evaluate) get no hint.
 * - After a participant that brings numbered instances (`Bandit x3`): their names,
 *   `Bandit#1, Bandit#2, Bandit#3` (numbering runs across the encounter, as in runs).
 *
 * The setting `strife.inlayHints.enabled` (default true) turns them off; it is read through
 * Langium's ConfigurationProvider at each request, so a change applies at the next request.
 */
import { AstUtils, GrammarUtils, interruptAndCheck, type AstNode, type ConfigurationProvider, type LangiumDocument } from 'langium';
import { childNodes, walkAstInRange } from '../parsing/ast-walk.js';
import { AbstractInlayHintProvider, type InlayHintAcceptor, type LangiumServices } from 'langium/lsp';
import { CancellationToken, type InlayHint, type InlayHintParams } from 'vscode-languageserver';
import { type ActionUse, type Document, isActionUse, isEncounter, isParticipant, isScriptRound, type Participant } from '../generated/ast.js';
import { encounterInstances } from '../model/encounter-model.js';
import { findRuleset } from '../rulesets/registry.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { isGivenUp, outlookFigures, scriptedAttackOutlooks } from './attack-outlook.js';
import { RequestBudget } from './time-budget.js';
import { outlookMarkdown } from './rule-text.js';

/** Instance names listed in full up to this many; longer runs show the first two and the last. */
const LISTED_INSTANCES = 4;

export class StrifeInlayHintProvider extends AbstractInlayHintProvider {
    private readonly configuration: ConfigurationProvider;
    /** The time budget of the request being answered. */
    private budget = new RequestBudget();

    constructor(services: LangiumServices) {
        super();
        this.configuration = services.shared.workspace.ConfigurationProvider;
    }

    override async getInlayHints(
        document: LangiumDocument,
        params: InlayHintParams,
        cancelToken?: CancellationToken,
    ): Promise<InlayHint[] | undefined> {
        if (!(await inlayHintsEnabled(this.configuration))) return [];
        // The ruleset's odds of every line in range share one time budget (time-budget.ts).
        this.budget = new RequestBudget();
        // Langium's walk over the requested range, done here: its stream lost every top-level item
        // when the range left out the `ruleset` line (`walkAstInRange`), so no hints showed below
        // the first lines of a file.
        const hints: InlayHint[] = [];
        const acceptor: InlayHintAcceptor = hint => hints.push(hint);
        const root = document.parseResult.value;
        walkAstInRange(root, params.range, node => {
            this.computeInlayHint(node, acceptor);
            return node === root;
        });
        for (const item of childNodes(root)) {
            await interruptAndCheck(cancelToken ?? CancellationToken.None);
            walkAstInRange(item, params.range, node => {
                this.computeInlayHint(node, acceptor);
            });
        }
        return hints;
    }

    computeInlayHint(node: AstNode, acceptor: InlayHintAcceptor): void {
        try {
            if (isActionUse(node)) this.attackHints(node, acceptor);
            else if (isParticipant(node)) this.instanceHint(node, acceptor);
        } catch {
            // A half-written line the ruleset cannot evaluate gets no hint rather than failing the request.
        }
    }

    /** ` 65% · 7.2 dmg` after each target the ruleset gives an outlook for. */
    private attackHints(use: ActionUse, acceptor: InlayHintAcceptor): void {
        const attack = use.action?.ref;
        const ruleset = rulesetOf(use);
        if (!attack || !ruleset || !isScriptRound(use.$container?.$container)) return;
        for (const { target, label, outlook } of scriptedAttackOutlooks(use, attack, ruleset, this.budget)) {
            const end = target.$cstNode?.range.end;
            if (isGivenUp(outlook)) {
                if (end)
                    acceptor({
                        position: end,
                        label: 'odds given up',
                        paddingLeft: true,
                        tooltip: { kind: 'markdown', value: outlookMarkdown(label, outlook) },
                    });
                continue;
            }
            const figures = outlookFigures(outlook);
            if (!figures || !end) continue;
            // An attack whose outcome is not damage says what it does instead (the ruleset's hint).
            acceptor({
                position: end,
                label: outlook.hint?.label ?? `${percent(1 - figures.noDamage)} · ${figures.mean.toFixed(1)} dmg`,
                paddingLeft: true,
                tooltip: {
                    kind: 'markdown',
                    value: `${outlook.hint?.meaning ?? 'Chance of dealing any damage, and mean damage (a miss counts as 0)'}, by ${ruleset.name} rules.\n\n${outlookMarkdown(label, outlook)}`,
                },
            });
        }
    }

    /** `Bandit#1, Bandit#2, Bandit#3` after `Bandit x3` (or after a template brought on several lines). */
    private instanceHint(participant: Participant, acceptor: InlayHintAcceptor): void {
        const encounter = participant.$container?.$container;
        const cst = participant.$cstNode;
        if (!isEncounter(encounter) || !cst) return;
        const ids = encounterInstances(encounter)
            .filter(slot => slot.participant === participant)
            .map(slot => slot.id);
        // A template brought once keeps its plain name: nothing to tell.
        if (ids.length === 0 || !ids[0].includes('#')) return;
        const shown = ids.length <= LISTED_INSTANCES ? ids.join(', ') : `${ids[0]}, ${ids[1]}, …, ${ids[ids.length - 1]}`;
        const after = GrammarUtils.findNodeForProperty(cst, 'count') ?? GrammarUtils.findNodeForProperty(cst, 'combatant');
        if (after) acceptor({ position: after.range.end, label: shown, paddingLeft: true });
    }
}

/** `strife.inlayHints.enabled`: true unless set to false (VS Code sends it nested, `{ inlayHints: { enabled } }`). */
export async function inlayHintsEnabled(configuration: ConfigurationProvider): Promise<boolean> {
    const section: unknown = await configuration.getConfiguration('strife', 'inlayHints');
    const enabled = typeof section === 'object' && section !== null ? Reflect.get(section, 'enabled') : undefined;
    const flat: unknown = await configuration.getConfiguration('strife', 'inlayHints.enabled');
    return enabled !== false && flat !== false;
}

function rulesetOf(node: AstNode): Ruleset | undefined {
    return findRuleset((AstUtils.findRootNode(node) as Document).ruleset?.name);
}

/** A probability as a whole percentage that never rounds to a certainty it is not. */
function percent(p: number): string {
    const rounded = Math.round(p * 100);
    if (rounded >= 100 && p < 1) return '>99%';
    if (rounded <= 0 && p > 0) return '<1%';
    return `${rounded}%`;
}
