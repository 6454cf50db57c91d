/**
 * Hovers: what a name means under the file's ruleset, in our own words with the seed section it
 * comes from; a combatant's resolved stat block; a dice formula's range and distribution.
 */
import { AstUtils, type CstNode, CstUtils, GrammarAST, isReference, type AstNode, type LangiumDocument, type MaybePromise } from 'langium';
import type { HoverProvider } from 'langium/lsp';
import type { Hover, HoverParams } from 'vscode-languageserver';
import { attackModel, combatantModel, formulaStatLookup, hazardModels, libraryWeapon, statOrigins, zoneModels } from '../model/encounter-model.js';
import { diceFromAst, type StatLookup, writtenGroup } from '../model/dice-ast.js';
import { parseDiceToken, formatExpr } from '../engine/dice.js';
import {
    type ActionUse,
    type Attack,
    type Combatant,
    type DiceExpr as DiceAst,
    type Document,
    isCombatant,
    isZone,
    type RulesetDecl,
    type Zone,
} from '../generated/ast.js';
import { findRuleset, rulesetIds } from '../rulesets/registry.js';
import { formatCitation, type Ruleset } from '../rulesets/ruleset.js';
import { scriptedAttackOutlooks } from './attack-outlook.js';
import { keywordMarkdown } from './keyword-docs.js';
import { insideAttack, slot as slotOf, slotAt, wordOf } from '../grammar-slots.js';
import { diceMarkdown, outlookMarkdown, ruleDocMarkdown, slotWordMarkdown, statBlockMarkdown } from './rule-text.js';

/**
 * The property of its AST node a leaf is written in. A leaf of a datatype rule (`PeriodName`, a
 * ruleset id) sits below the rule call that the assignment holds, so the walk goes up through the
 * CST nodes of the same AST node until one is inside an assignment.
 */
function assignedFeature(leaf: CstNode): string | undefined {
    for (let n: CstNode | undefined = leaf; n && n.astNode === leaf.astNode; n = n.container) {
        const assignment = n.grammarSource && AstUtils.getContainerOfType(n.grammarSource, GrammarAST.isAssignment);
        if (assignment) return assignment.feature;
    }
    return undefined;
}

export class StrifeHoverProvider implements HoverProvider {
    getHoverContent(document: LangiumDocument, params: HoverParams): MaybePromise<Hover | undefined> {
        const root = document.parseResult.value as Document;
        const cst = root.$cstNode;
        if (!cst) return undefined;
        const offset = document.textDocument.offsetAt(params.position);
        const leaf = CstUtils.findLeafNodeAtOffset(cst, offset);
        if (!leaf) return undefined;
        const markdown = this.markdownFor(leaf.astNode, leaf.grammarSource, assignedFeature(leaf), leaf.text, findRuleset(root.ruleset?.name));
        return markdown ? { contents: { kind: 'markdown', value: markdown }, range: leaf.range } : undefined;
    }

    private markdownFor(
        node: AstNode,
        source: GrammarAST.AbstractElement | undefined,
        feature: string | undefined,
        text: string,
        ruleset: Ruleset | undefined,
    ): string | undefined {
        // The ruleset id is a datatype rule (`enchanted-realms`): its leaves sit below the `name` assignment.
        if (node.$type === 'RulesetDecl' && (feature === 'name' || !(source && GrammarAST.isKeyword(source)))) {
            const id = (node as RulesetDecl).name;
            const named = findRuleset(id);
            if (!named) return `Unknown ruleset **${id}**. Known rulesets: ${rulesetIds().join(', ')}.`;
            const topic = named.topics.find(t => t.name === named.id);
            return topic ? ruleDocMarkdown(topic, 'ruleset', [`Implements ${named.source.title} (\`${named.source.file}\`).`]) : named.name;
        }
        // Keywords: what the language means by it, then what the file's ruleset makes of it.
        if (source && GrammarAST.isKeyword(source) && keywordMarkdown(source.value)) return this.keywordHover(ruleset, source.value);
        if (!ruleset) return undefined;
        // A ruleset word (a stat, a tag, a modifier…): the slot table says which list holds it and what to call it.
        const slot = slotAt(node.$type, feature, insideAttack(node));
        if (slot && slot.id !== 'action') {
            const word = wordOf(slot, ruleset, text);
            return word && slotWordMarkdown(slot, word, ruleset);
        }
        switch (node.$type) {
            case 'CombatantRef':
                if (feature === 'share') return `**${text}**: this target gets ${text.slice(1)} of the attack's dice.`;
                break;
            case 'ActionUse': {
                // An attack of the actor (or the weapon `using` names) first, then a ruleset action of that name.
                if (feature === 'action' || feature === 'weapon') {
                    const use = node as ActionUse;
                    const attack = feature === 'action' ? use.action.ref : use.weapon?.ref;
                    if (attack) {
                        const outlooks = feature === 'action' ? this.outlookMarkdown(use, attack, ruleset) : [];
                        return [this.attackMarkdown(attack, ruleset), ...outlooks].join('\n\n');
                    }
                    const action = wordOf(slotOf('action'), ruleset, text);
                    return action && slotWordMarkdown(slotOf('action'), action, ruleset);
                }
                break;
            }
            case 'GroupExpr':
            case 'ParenExpr':
            case 'CountedDice':
                // A group's selector (`{4d6+3, 2d8}kh1`): the whole group's odds, as `strife odds` gives them.
                if (feature === 'selector' || feature === 'die') return this.groupMarkdown(node as DiceAst, ruleset);
                break;
            case 'DiceLit': {
                const parsed = parseDiceToken(text);
                if ('increment' in parsed) return this.incrementMarkdown(ruleset, text);
                if ('error' in parsed) return undefined;
                return diceMarkdown({ kind: 'dice', term: parsed.term }, () => 0);
            }
            case 'Combatant':
                if (feature === 'name') return this.combatantMarkdown(node as Combatant, ruleset);
                break;
            case 'Attack':
                if (feature === 'name') return this.attackMarkdown(node as Attack, ruleset);
                break;
            case 'DamageProp': {
                const attack = node.$container as Attack;
                return this.attackMarkdown(attack, ruleset);
            }
        }
        // Zones, where declared and where referred to (`at ford`, `distance ford`, `move to ford`).
        const zone = node.$type === 'Zone' && feature === 'name' ? (node as Zone) : zoneReferredTo(node, feature);
        if (zone) return zoneMarkdown(zone);
        // References to combatants: participants, actors, targets, `extends`.
        if (feature === 'combatant' || feature === 'base') {
            const value: unknown = Reflect.get(node, feature);
            const ref = isReference(value) && isCombatant(value.ref) ? value.ref : undefined;
            if (ref) return this.combatantMarkdown(ref, ruleset);
        }
        return undefined;
    }

    /** A group's odds with its combatant's stats (a count such as `Q d6` read from them); undefined for a plain parenthesis or die. */
    private groupMarkdown(node: DiceAst, ruleset: Ruleset): string | undefined {
        if (!writtenGroup(node)) return undefined;
        const combatant = AstUtils.getContainerOfType(node, isCombatant);
        let stat: StatLookup = () => undefined;
        try {
            if (combatant) stat = formulaStatLookup(combatantModel(combatant, ruleset), ruleset);
        } catch {
            // an incomplete combatant: its stats read as unset
        }
        const expr = diceFromAst(node, stat);
        return expr && diceMarkdown(expr, name => stat(name) ?? 0);
    }

    /** A keyword's hover: the language's meaning with an example, then the rule the file's ruleset ties to it, if any. */
    private keywordHover(ruleset: Ruleset | undefined, keyword: string): string | undefined {
        const rule = ruleset && this.keywordTopic(ruleset, keyword);
        return [keywordMarkdown(keyword), rule].filter(Boolean).join('\n\n---\n\n');
    }

    /** A keyword's rule: the ruleset's topic of the keyword's name, else the one its `keywordTopics` names. */
    private keywordTopic(ruleset: Ruleset, keyword: string): string | undefined {
        const mapped = ruleset.keywordTopics?.[keyword];
        return this.topic(ruleset, keyword) ?? (mapped ? this.topic(ruleset, mapped) : undefined);
    }

    /**
     * A dice increment (`1d`): one step up the ruleset's die ladder, explained by the topic its
     * `keywordTopics` ties to the notation `Nd`; without a ladder the notation means nothing.
     */
    private incrementMarkdown(ruleset: Ruleset, text: string): string {
        const steps = Number.parseInt(text, 10);
        const rule = ruleset.keywordTopics?.Nd ? this.topic(ruleset, ruleset.keywordTopics.Nd) : undefined;
        const meaning = ruleset.ladder
            ? `**${text}** — dice increment: ${steps} step${steps === 1 ? '' : 's'} up ${ruleset.name}'s die ladder.`
            : `**${text}** — a dice increment, but ${ruleset.name} has no die ladder: write a die size, e.g. \`${steps}d6\`.`;
        return [meaning, rule].filter(Boolean).join('\n\n---\n\n');
    }

    /** For a scripted attack: the damage against each target, when the ruleset can tell (attack-outlook.ts). */
    private outlookMarkdown(use: ActionUse, attack: Attack, ruleset: Ruleset): string[] {
        return scriptedAttackOutlooks(use, attack, ruleset).map(t => outlookMarkdown(t.label, t.outlook));
    }

    private topic(ruleset: Ruleset, name: string): string | undefined {
        const doc = ruleset.topics.find(t => t.name === name);
        return doc && ruleDocMarkdown(doc, `${ruleset.name} rule`);
    }

    private combatantMarkdown(combatant: Combatant, ruleset: Ruleset): string {
        const origins = new Map([...statOrigins(combatant)].map(([k, c]) => [k, c.name]));
        return statBlockMarkdown(combatantModel(combatant, ruleset), ruleset, origins);
    }

    private attackMarkdown(attack: Attack, ruleset: Ruleset): string {
        const owner = combatantModel(attack.$container, ruleset);
        const model = owner.attacks.find(a => a.name === attack.name) ?? attackModel(attack, ruleset);
        const parts = [`**${model.name}** — attack of ${owner.name}${model.defense ? `, vs ${model.defense}` : ''}`];
        const damage = model.damage;
        const library = libraryWeapon(attack, ruleset);
        if (library) parts.push(ruleDocMarkdown(library, `${ruleset.name} weapon`));
        if (damage) {
            const noIncrements = formatExpr(damage).includes('d') && !JSON.stringify(damage).includes('"increment"');
            if (noIncrements) parts.push(diceMarkdown(damage, name => owner.stats[name] ?? 0, `damage ${formatExpr(damage)}`));
            else parts.push(`Damage ${formatExpr(damage)}: its increments move the pool along the dice ladder when rolled.`);
        }
        // How an attack can come out, in the ruleset's own words.
        parts.push(ruleset.outcomes.map(o => `- **${o.label}**: ${o.summary} (${formatCitation(o.cite)})`).join('\n'));
        return parts.join('\n\n');
    }
}

/** The zone a `zone`, `to` or `destination` reference of `node` names, if any. */
function zoneReferredTo(node: AstNode, feature: string | undefined): Zone | undefined {
    if (feature !== 'zone' && feature !== 'to' && feature !== 'destination') return undefined;
    const value: unknown = Reflect.get(node, feature);
    return isReference(value) && isZone(value.ref) ? value.ref : undefined;
}

/** A zone as a GM reads it: its distances (both ways), features and hazards. */
function zoneMarkdown(zone: Zone): string {
    const encounter = zone.$container;
    const model = zoneModels(encounter).find(z => z.name === zone.name);
    const distances = Object.entries(model?.distances ?? {}).map(([to, feet]) => `${feet} ft to ${to}`);
    const features = Object.entries(model?.features ?? {}).map(([f, level]) => `${f} ${level}`);
    const hazards = hazardModels(encounter)
        .filter(h => h.zone === zone.name)
        .map(h => `${h.source}${h.amount !== undefined ? ` ${h.amount}` : ''}`);
    const lines = [`**${zone.name}** — zone of ${encounter.name}`];
    if (distances.length) lines.push(`Distances: ${distances.join(', ')}.`);
    if (features.length) lines.push(`Features: ${features.join(', ')}.`);
    if (hazards.length) lines.push(`Hazards: ${hazards.join(', ')}.`);
    return lines.join('\n\n');
}
