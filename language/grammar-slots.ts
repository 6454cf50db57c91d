/**
 * The grammar's ruleset-word slots, in one table: where a file writes one of its ruleset's words
 * (a stat, a tag, a modifier, a body part…), which list on the `Ruleset` holds the words allowed
 * there, what hovers and completion call such a word, its completion item kind, its semantic token
 * type, and the diagnostic code for a name the ruleset does not have there. Hover
 * (`lsp/hover.ts`), completion (`lsp/completion.ts`), semantic tokens (`lsp/semantic-tokens.ts`) and
 * the unknown-name checks (`validation/unknown-names.ts` and its callers) all read this table, so a
 * new slot or a new vocabulary is added here once.
 */
import { AstUtils, type AstNode } from 'langium';
import { CompletionItemKind, SemanticTokenModifiers, SemanticTokenTypes } from 'vscode-languageserver';
import type { ActionSpec, ConditionSpec, ModifierSpec, OptionSpec, RuleDoc, Ruleset, StatSpec } from './rulesets/ruleset.js';

export type SlotId =
    | 'stat'
    | 'attack-stat'
    | 'stat-group'
    | 'defense'
    | 'formula-stat'
    | 'trait'
    | 'combatant-tag'
    | 'attack-tag'
    | 'damage-category'
    | 'body-part'
    | 'hazard'
    | 'modifier'
    | 'tactic'
    | 'action'
    | 'option'
    | 'condition'
    | 'save-stat'
    | 'use-period'
    | 'rest';

interface SlotBase<Id extends SlotId> {
    readonly id: Id;
    /** Where the grammar has it: `AstType.feature` (the parser rule and its assignment). */
    readonly at: readonly string[];
    /** A slot that shares its place with another: the one inside an attack, or the one outside. */
    readonly within?: 'attack' | 'combatant';
    /** What hovers and completion call one word of it, after the ruleset's name: "Rise attack tag". */
    readonly label: string;
    readonly completionKind: CompletionItemKind;
    readonly tokenType: string;
    readonly tokenModifiers?: readonly string[];
    /**
     * The unknown-name diagnostic: its code and severity; `noun` and `listed` word the standard
     * message "Rise has no <noun> 'x'. Did you mean 'y'? <listed>: a, b." (checks with their own
     * wording pass it).
     */
    readonly unknown: { readonly code: string; readonly severity: 'error' | 'warning'; readonly noun?: string; readonly listed?: string };
}

/** A slot whose words are stats: hovers describe them with their range and default. */
export interface StatSlot extends SlotBase<'stat' | 'attack-stat' | 'defense' | 'formula-stat' | 'trait' | 'save-stat'> {
    readonly describe: 'stat';
    /** The words a file may write here: completion offers them, the unknown-name check accepts them, hovers explain them. */
    readonly vocabulary: (ruleset: Ruleset) => readonly StatSpec[];
}

/** A slot whose words are rules (tags, modifiers, actions…): hovers show the rule with its citation. */
export interface RuleSlot extends SlotBase<Exclude<SlotId, StatSlot['id']>> {
    readonly describe: 'rule';
    readonly vocabulary: (ruleset: Ruleset) => readonly RuleDoc[];
    /** The hover's label for one word when it says more than `label` (a modifier's value, an action's economy). */
    readonly hoverLabel?: (word: RuleDoc) => string;
    /** Lines the hover adds after the summary (an option's values). */
    readonly hoverExtra?: (word: RuleDoc) => string[];
}

export type Slot = StatSlot | RuleSlot;

/** The stats an attack may go against: those of the `defenses` group and those marked `defense`. */
const defenses = new WeakMap<Ruleset, readonly StatSpec[]>();
function defensesOf(ruleset: Ruleset): readonly StatSpec[] {
    let list = defenses.get(ruleset);
    if (!list) defenses.set(ruleset, (list = ruleset.stats.filter(s => s.group === 'defenses' || s.defense)));
    return list;
}

/**
 * Every slot. Labels are what hovers have always printed: a defense, a trait and a stat in a
 * formula are described as stats ("Rise stat"; a stat of the `defenses` group says "defense").
 */
export const SLOTS: readonly Slot[] = [
    {
        id: 'stat',
        at: ['Stat.name'],
        within: 'combatant',
        describe: 'stat',
        vocabulary: r => r.stats,
        label: 'stat',
        completionKind: CompletionItemKind.Property,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-stat', severity: 'error' },
    },
    {
        id: 'attack-stat',
        at: ['Stat.name'],
        within: 'attack',
        describe: 'stat',
        vocabulary: r => r.attackStats,
        label: 'attack stat',
        completionKind: CompletionItemKind.Property,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-stat', severity: 'error' },
    },
    {
        id: 'stat-group',
        at: ['StatGroup.group'],
        describe: 'rule',
        vocabulary: r => r.statGroups,
        label: 'block',
        completionKind: CompletionItemKind.Module,
        tokenType: SemanticTokenTypes.namespace,
        unknown: { code: 'unknown-stat-group', severity: 'error' },
    },
    {
        id: 'defense',
        at: ['TargetDefense.defenses'],
        describe: 'stat',
        vocabulary: defensesOf,
        label: 'stat',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-defense', severity: 'error', noun: 'defense', listed: 'Defenses' },
    },
    {
        id: 'formula-stat',
        at: ['StatRef.name'],
        describe: 'stat',
        vocabulary: r => r.stats,
        label: 'stat',
        completionKind: CompletionItemKind.Variable,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-stat', severity: 'error' },
    },
    {
        id: 'trait',
        at: ['TraitUse.traits'],
        describe: 'stat',
        vocabulary: r => r.stats,
        label: 'stat',
        completionKind: CompletionItemKind.Variable,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-stat', severity: 'error' },
    },
    {
        id: 'combatant-tag',
        at: ['TagList.tags'],
        within: 'combatant',
        describe: 'rule',
        vocabulary: r => r.combatantTags,
        label: 'combatant tag',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-tag', severity: 'warning' },
    },
    {
        id: 'attack-tag',
        at: ['TagList.tags'],
        within: 'attack',
        describe: 'rule',
        vocabulary: r => r.attackTags,
        label: 'attack tag',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-tag', severity: 'warning' },
    },
    {
        id: 'damage-category',
        at: ['DamageCategory.category', 'DamageTraits.categories'],
        describe: 'rule',
        vocabulary: r => r.damageCategories,
        label: 'damage category',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-damage-category', severity: 'error', listed: 'Categories' },
    },
    {
        id: 'body-part',
        at: ['CombatantRef.part'],
        describe: 'rule',
        vocabulary: r => r.bodyParts,
        label: 'body part',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-body-part', severity: 'error', listed: 'Parts' },
    },
    {
        id: 'hazard',
        at: ['Hazard.source'],
        describe: 'rule',
        vocabulary: r => r.hazards,
        label: 'hazard',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-hazard', severity: 'error', listed: 'Hazards' },
    },
    {
        id: 'modifier',
        at: ['ModifierUse.name'],
        describe: 'rule',
        vocabulary: r => r.modifiers,
        label: 'modifier',
        hoverLabel: m => `modifier${(m as ModifierSpec).value ? ` (takes a ${(m as ModifierSpec).value})` : ''}`,
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-modifier', severity: 'error', listed: 'Modifiers' },
    },
    {
        id: 'tactic',
        at: ['Tactics.policy'],
        describe: 'rule',
        vocabulary: r => r.tactics,
        label: 'tactics',
        completionKind: CompletionItemKind.Function,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-tactic', severity: 'error', listed: 'Tactics' },
    },
    {
        id: 'action',
        at: ['ActionUse.action'],
        describe: 'rule',
        vocabulary: r => r.actions,
        label: 'action',
        hoverLabel: a => `action (${(a as ActionSpec).economy}${(a as ActionSpec).swift ? ', Swift' : ''})`,
        completionKind: CompletionItemKind.Event,
        // A ruleset's own action: a function from the default library (an attack of the actor is a method).
        tokenType: SemanticTokenTypes.function,
        tokenModifiers: [SemanticTokenModifiers.defaultLibrary],
        unknown: { code: 'unknown-action', severity: 'error' },
    },
    {
        id: 'option',
        at: ['RulesetOption.name'],
        describe: 'rule',
        vocabulary: r => r.options,
        label: 'option',
        hoverExtra: o => [`Values: ${(o as OptionSpec).values.join(', ')} (default ${(o as OptionSpec).default}).`],
        completionKind: CompletionItemKind.Property,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-option', severity: 'error', listed: 'Options' },
    },
    {
        id: 'condition',
        at: ['ConditionUse.name', 'StartCondition.name', 'Removal.conditions'],
        describe: 'rule',
        vocabulary: r => r.conditions,
        label: 'condition',
        hoverExtra: c => conditionLines(c as ConditionSpec),
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-condition', severity: 'error', listed: 'Conditions' },
    },
    {
        id: 'save-stat',
        at: ['ConditionUse.save', 'StartCondition.save', 'StatChange.stat'],
        describe: 'stat',
        vocabulary: r => r.stats,
        label: 'stat',
        completionKind: CompletionItemKind.Variable,
        tokenType: SemanticTokenTypes.property,
        unknown: { code: 'unknown-stat', severity: 'error' },
    },
    {
        id: 'use-period',
        at: ['UseLimit.period'],
        describe: 'rule',
        vocabulary: r => r.usePeriods ?? [],
        label: 'period of a limited use',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-use-period', severity: 'error', noun: 'period', listed: 'Periods' },
    },
    {
        id: 'rest',
        at: ['DayRest.rest'],
        describe: 'rule',
        vocabulary: r => r.rests ?? [],
        label: 'rest',
        completionKind: CompletionItemKind.EnumMember,
        tokenType: SemanticTokenTypes.enumMember,
        unknown: { code: 'unknown-rest', severity: 'error', listed: 'Rests' },
    },
];

/** What a condition's hover adds after its summary: every effect, how it ends, what it takes, what it excludes. */
function conditionLines(spec: ConditionSpec): string[] {
    const lines: string[] = [];
    if (spec.effects?.length) lines.push(spec.effects.map(e => `- ${e}`).join('\n'));
    if (spec.ends) lines.push(`*Ends:* ${spec.ends}`);
    const takes = [
        spec.rating ? `a rating (${spec.rating === 'required' ? 'always' : 'optional'}: \`${spec.name} 2\`)` : undefined,
        spec.source ? `who causes it (${spec.source === 'required' ? 'always' : 'optional'}: \`${spec.name} by Ogre\`)` : undefined,
    ].filter(Boolean);
    if (takes.length) lines.push(`*Takes* ${takes.join(' and ')}.`);
    if (spec.excludes?.length) lines.push(`*Cannot hold with:* ${spec.excludes.join(', ')}.`);
    return lines;
}

const BY_ID = new Map(SLOTS.map(s => [s.id, s]));
const BY_PLACE = new Map<string, Slot[]>();
for (const s of SLOTS) for (const place of s.at) BY_PLACE.set(place, [...(BY_PLACE.get(place) ?? []), s]);
const BY_TYPE = new Map<string, { feature: string; slots: Slot[] }[]>();
for (const [place, slots] of BY_PLACE) {
    const [type, feature] = place.split('.');
    BY_TYPE.set(type, [...(BY_TYPE.get(type) ?? []), { feature, slots }]);
}

/** The slot of that id. */
export function slot<Id extends SlotId>(id: Id): Id extends StatSlot['id'] ? StatSlot : RuleSlot {
    return BY_ID.get(id) as Id extends StatSlot['id'] ? StatSlot : RuleSlot;
}

/**
 * The slot at feature `feature` of a node of type `type` (`'TagList'`, `'tags'`), if it is one;
 * `inAttack` picks between the two that share a place (a stat or a tag inside an attack or not).
 */
export function slotAt(type: string, feature: string | undefined, inAttack: boolean): Slot | undefined {
    const slots = feature === undefined ? undefined : BY_PLACE.get(`${type}.${feature}`);
    if (!slots) return undefined;
    return slots.length === 1 ? slots[0] : slots.find(s => s.within === (inAttack ? 'attack' : 'combatant'));
}

/** The slot features of a node type, each with its slots (semantic tokens walk them per node). */
export function slotFeatures(type: string): readonly { feature: string; slots: readonly Slot[] }[] {
    return BY_TYPE.get(type) ?? [];
}

/** Whether `node` lies inside an attack (which of two slots sharing a place applies). */
export function insideAttack(node: AstNode): boolean {
    return AstUtils.getContainerOfType(node, (n): n is AstNode => n.$type === 'Attack') !== undefined;
}

/** The word of `slot` named `name` under `ruleset`, if the ruleset has it there. */
export function wordOf<S extends Slot>(slot: S, ruleset: Ruleset, name: string): ReturnType<S['vocabulary']>[number] | undefined {
    return slot.vocabulary(ruleset).find(d => d.name === name);
}
