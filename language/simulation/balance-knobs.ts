/**
 * What `strife balance` can turn, resolved against the encounter: a participant line's count, a stat
 * of a combatant in the fight (or a template it extends), a rule option of the file's `ruleset`
 * line. A knob knows the value in force and, for any value, the text edits that would write it into
 * the files — the same edits build each setting (`balance-variants.ts`: so every setting is
 * exactly the file a GM would get, checked and modelled as such) and are offered to the GM for the
 * answer. Unknown names get a did-you-mean; values past the ruleset's ranges are refused.
 */
import { AstUtils, type AstNode, type CstNode, GrammarUtils, type LangiumDocument } from 'langium';
import type { Combatant, Document, Encounter, Participant, Side, StatGroup } from '../generated/ast.js';
import { combatantModel, ownStats, participantCount, rulesetOptions } from '../model/encounter-model.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { combatantChain } from '../scoping/combatant-chain.js';
import { didYouMean } from '../util/suggest.js';
import type { VarySpec } from './balance-spec.js';

/** One replacement in a file's text: `[offset, end)` becomes `newText` (an insertion when they are equal). */
export interface SourceEdit {
    readonly uri: string;
    readonly offset: number;
    readonly end: number;
    readonly newText: string;
}

export type KnobValue = number | string;

export interface Knob {
    readonly kind: VarySpec['kind'];
    /** What varies, as the GM writes it: `Bandit`, `Ogre.hit_points`, `monsters_at_zero`. */
    readonly name: string;
    /** The values to try, in order (ascending for numbers). */
    readonly values: readonly KnobValue[];
    /** The value in force in the file. */
    readonly current: KnobValue;
    /** Numbers are ordered (a search may bisect them); option values are not. */
    readonly ordered: boolean;
    /** The document the edits go into. */
    readonly document: LangiumDocument;
    /** Anything the GM should know about how it varies (several lines bring the same template…). */
    readonly note?: string;
    /** A value in words: `Bandit x4`, `Ogre.hit_points 40`, `monsters_at_zero: unconscious`. */
    show(value: KnobValue): string;
    /** The edits that write `value` into the files; none when it is the value in force. */
    edits(value: KnobValue): SourceEdit[];
}

export interface KnobContext {
    readonly encounter: Encounter;
    readonly ruleset: Ruleset;
}

/**
 * The knob of `spec` in the encounter.
 * @returns the knob, or a sentence: an unknown participant, combatant, stat or option (with a
 * did-you-mean and what there is), a character's count, values the ruleset does not allow.
 */
export function resolveKnob(spec: VarySpec, context: KnobContext): { knob: Knob } | { error: string } {
    switch (spec.kind) {
        case 'count':
            return countKnob(spec, context);
        case 'stat':
            return statKnob(spec, context);
        case 'option':
            return optionKnob(spec, context);
    }
}

function participantsOf(encounter: Encounter): Participant[] {
    return encounter.members.filter((m): m is Side => m.$type === 'Side').flatMap(s => s.participants);
}

function nameOfParticipant(p: Participant): string {
    return p.combatant?.ref?.name ?? p.combatant?.$refText ?? '';
}

function countKnob(spec: Extract<VarySpec, { kind: 'count' }>, { encounter }: KnobContext): { knob: Knob } | { error: string } {
    const all = participantsOf(encounter);
    const lines = all.filter(p => nameOfParticipant(p) === spec.combatant);
    const names = [...new Set(all.map(nameOfParticipant).filter(Boolean))];
    if (lines.length === 0)
        return {
            error: `'${spec.combatant}' is not a participant of the encounter '${encounter.name}'.${didYouMean(spec.combatant, names)} Participants: ${names.join(', ')}.`,
        };
    const line = lines[0];
    const combatant = line.combatant.ref!;
    if (combatant.kind === 'character')
        return {
            error: `${spec.combatant} is a character: it is unique and has no count. Vary a creature's count, or one of ${spec.combatant}'s stats (${spec.combatant}.hit_points=…).`,
        };
    const document = AstUtils.getDocument(line);
    const current = participantCount(line.count);
    const countNode = GrammarUtils.findNodeForProperty(line.$cstNode, 'count');
    const nameNode = GrammarUtils.findNodeForProperty(line.$cstNode, 'combatant');
    const uri = document.uri.toString();
    return {
        knob: {
            kind: 'count',
            name: spec.combatant,
            values: spec.values,
            current,
            ordered: true,
            document,
            note:
                lines.length > 1
                    ? `${spec.combatant} is brought on ${lines.length} lines of the encounter; only the first one's count varies.`
                    : undefined,
            show: v => `${spec.combatant} x${v}`,
            edits: v => {
                if (v === current) return [];
                if (countNode) return [{ uri, offset: countNode.offset, end: countNode.end, newText: `x${v}` }];
                return nameNode ? [{ uri, offset: nameNode.end, end: nameNode.end, newText: ` x${v}` }] : [];
            },
        },
    };
}

/** Every combatant of the encounter's participants and the templates they extend, by name (nearest first). */
function combatantsOf(encounter: Encounter): Map<string, Combatant> {
    const byName = new Map<string, Combatant>();
    for (const p of participantsOf(encounter)) {
        const c = p.combatant?.ref;
        if (!c) continue;
        for (const link of combatantChain(c)) if (!byName.has(link.name)) byName.set(link.name, link);
    }
    return byName;
}

function statKnob(spec: Extract<VarySpec, { kind: 'stat' }>, { encounter, ruleset }: KnobContext): { knob: Knob } | { error: string } {
    const combatants = combatantsOf(encounter);
    const combatant = combatants.get(spec.combatant);
    if (!combatant)
        return {
            error: `'${spec.combatant}' fights in no side of the encounter '${encounter.name}' (nor is a template one extends).${didYouMean(spec.combatant, combatants.keys())} Combatants: ${[...combatants.keys()].join(', ')}.`,
        };
    const model = combatantModel(combatant, ruleset);
    const statSpec = ruleset.stats.find(s => s.name === spec.stat);
    // An open group's entry (Vaxia's `skills { piloting 20 }`) may be varied where the chain writes it.
    const openGroup = statSpec ? undefined : Object.entries(model.groups).find(([, entries]) => spec.stat in entries)?.[0];
    if (!statSpec && !openGroup)
        return {
            error: `${ruleset.name} has no stat '${spec.stat}'.${didYouMean(
                spec.stat,
                ruleset.stats.map(s => s.name),
            )} Stats: ${ruleset.stats.map(s => s.name).join(', ')}.`,
        };
    if (statSpec) {
        const bad = spec.values.find(v => (statSpec.min !== undefined && v < statSpec.min) || (statSpec.max !== undefined && v > statSpec.max));
        if (bad !== undefined)
            return {
                error: `${spec.combatant}.${spec.stat} ${bad} is past the limit: ${spec.stat} runs from ${statSpec.min ?? '−∞'} to ${statSpec.max ?? '∞'} in ${ruleset.name}.`,
            };
    }
    const current = statSpec ? model.stats[spec.stat] : model.groups[openGroup!][spec.stat];
    if (current === undefined)
        return { error: `${spec.combatant} has no value for ${spec.stat} (the ruleset gives it none): write it in its stat block first.` };
    const group = statSpec?.group ?? openGroup;
    const document = AstUtils.getDocument(combatant);
    const own = ownStats(combatant).find(s => s.stat.name === spec.stat && s.group === group);
    return {
        knob: {
            kind: 'stat',
            name: `${spec.combatant}.${spec.stat}`,
            values: spec.values,
            current,
            ordered: true,
            document,
            note: own
                ? undefined
                : `${spec.combatant} does not write ${spec.stat} itself (it has ${current}): a chosen value is added to its stat block.`,
            show: v => `${spec.combatant}.${spec.stat} ${v}`,
            edits: v => {
                if (v === current) return [];
                const uri = document.uri.toString();
                const valueNode = own && GrammarUtils.findNodeForProperty(own.stat.$cstNode, 'value');
                if (valueNode) return [{ uri, offset: valueNode.offset, end: valueNode.end, newText: String(v) }];
                const text = document.textDocument.getText();
                if (!group) return [insertMember(uri, text, combatant, combatant.members, `${spec.stat} ${v}`)];
                const block = combatant.members.find((m): m is StatGroup => m.$type === 'StatGroup' && m.group === group);
                if (block) return [insertMember(uri, text, block, block.stats, `${spec.stat} ${v}`)];
                return [insertMember(uri, text, combatant, combatant.members, `${group} { ${spec.stat} ${v} }`)];
            },
        },
    };
}

/**
 * Inserts `member` into a `{ … }` block: on a line of its own above the first member when that one
 * starts its line (same indentation), else two spaces before it (members sharing a line), or inside
 * the braces of an empty block.
 */
function insertMember(uri: string, text: string, block: AstNode, members: readonly AstNode[], member: string): SourceEdit {
    const first = members.find(m => m.$cstNode)?.$cstNode;
    if (first) {
        const lineStart = text.lastIndexOf('\n', first.offset - 1) + 1;
        const before = text.slice(lineStart, first.offset);
        const newText = before.trim() === '' ? `${member}\n${before}` : `${member}  `;
        return { uri, offset: first.offset, end: first.offset, newText };
    }
    const brace: CstNode | undefined = GrammarUtils.findNodeForKeyword(block.$cstNode, '{');
    const at = brace?.end ?? block.$cstNode?.end ?? 0;
    return { uri, offset: at, end: at, newText: ` ${member} ` };
}

function optionKnob(spec: Extract<VarySpec, { kind: 'option' }>, { encounter, ruleset }: KnobContext): { knob: Knob } | { error: string } {
    const option = ruleset.options.find(o => o.name === spec.option);
    if (!option) {
        const names = ruleset.options.map(o => o.name);
        const hint = encounter.members.some(m => m.$type === 'Side' && m.participants.some(p => nameOfParticipant(p) === spec.option))
            ? ` To vary how many ${spec.option} fight, write "${spec.option} x1..8".`
            : '';
        return {
            error: `${ruleset.name} has no rule option '${spec.option}'.${didYouMean(spec.option, names)}${hint} ${names.length ? `Options: ${names.join(', ')}.` : 'It has no options.'}`,
        };
    }
    const bad = spec.values?.find(v => !option.values.includes(v));
    if (bad !== undefined)
        return { error: `The option '${option.name}' cannot be '${bad}'.${didYouMean(bad, option.values)} Values: ${option.values.join(', ')}.` };
    const document = AstUtils.getDocument(encounter);
    const root = document.parseResult.value as Document;
    const current = rulesetOptions(root, ruleset)[option.name];
    const decl = root.ruleset;
    const own = decl?.options.find(o => o.name === option.name);
    return {
        knob: {
            kind: 'option',
            name: option.name,
            values: spec.values ?? option.values,
            current,
            ordered: false,
            document,
            show: v => `${option.name}: ${v}`,
            edits: v => {
                if (v === current || !decl) return [];
                const uri = document.uri.toString();
                const valueNode = own && GrammarUtils.findNodeForProperty(own.$cstNode, 'value');
                if (valueNode) return [{ uri, offset: valueNode.offset, end: valueNode.end, newText: String(v) }];
                const last = decl.options.at(-1)?.$cstNode;
                if (last) return [{ uri, offset: last.end, end: last.end, newText: `, ${option.name}: ${v}` }];
                const brace = GrammarUtils.findNodeForKeyword(decl.$cstNode, '{');
                if (brace) return [{ uri, offset: brace.end, end: brace.end, newText: ` ${option.name}: ${v} ` }];
                const name = GrammarUtils.findNodeForProperty(decl.$cstNode, 'name') ?? decl.$cstNode;
                const at = name?.end ?? 0;
                return [{ uri, offset: at, end: at, newText: ` { ${option.name}: ${v} }` }];
            },
        },
    };
}

/**
 * `text` with `edits` applied (all of one file). Edits at the same offset keep their order.
 * @throws Error for overlapping edits (two knobs writing the same place: refused earlier).
 */
export function applyEdits(text: string, edits: readonly SourceEdit[]): string {
    const sorted = edits.map((e, i) => ({ e, i })).sort((a, b) => a.e.offset - b.e.offset || a.i - b.i);
    let out = '';
    let at = 0;
    for (const { e } of sorted) {
        if (e.offset < at) throw new Error('overlapping edits');
        out += text.slice(at, e.offset) + e.newText;
        at = e.end;
    }
    return out + text.slice(at);
}
