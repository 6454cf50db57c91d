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
import { combatantModel, MAX_COUNT, ownStats, participantCount, rulesetOptions } from '../model/encounter-model.js';
import type { Ruleset } from '../rulesets/ruleset.js';
import { combatantChain } from '../scoping/combatant-chain.js';
import { didYouMean } from '../util/suggest.js';
import type { VarySpec } from './balance-spec.js';
import type { KnobValue } from './balance-result.js';

/** One replacement in a file's text: `[offset, end)` becomes `newText` (an insertion when they are equal). */
export interface SourceEdit {
    readonly uri: string;
    readonly offset: number;
    readonly end: number;
    readonly newText: string;
}

export type { KnobValue } from './balance-result.js';

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
    /** The document the edits go into, and its text when the knob was resolved (the edits' offsets are in it). */
    readonly document: LangiumDocument;
    readonly text: string;
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
    // Where a value is written, worked out now: the tree may move while a balance runs (an editor's edits).
    const countNode = GrammarUtils.findNodeForProperty(line.$cstNode, 'count');
    const nameNode = GrammarUtils.findNodeForProperty(line.$cstNode, 'combatant');
    const slot: Slot | undefined = countNode
        ? { offset: countNode.offset, end: countNode.end, write: v => `x${v}` }
        : nameNode && { offset: nameNode.end, end: nameNode.end, write: v => ` x${v}` };
    return {
        knob: {
            kind: 'count',
            name: spec.combatant,
            values: spec.values,
            current,
            ordered: true,
            document,
            text: document.textDocument.getText(),
            note:
                lines.length > 1
                    ? `${spec.combatant} is brought on ${lines.length} lines of the encounter; only the first one's count varies.`
                    : undefined,
            show: v => `${spec.combatant} x${v}`,
            edits: editsOf(document, current, slot),
        },
    };
}

/** Where a knob writes its value: `[offset, end)` of the text it was resolved in becomes `write(value)`. */
interface Slot {
    readonly offset: number;
    readonly end: number;
    readonly write: (value: KnobValue) => string;
}

/** A knob's `edits`: nothing for the value in force, else the slot written with the value. */
function editsOf(document: LangiumDocument, current: KnobValue, slot: Slot | undefined): (value: KnobValue) => SourceEdit[] {
    const uri = document.uri.toString();
    return value => (value === current || !slot ? [] : [{ uri, offset: slot.offset, end: slot.end, newText: slot.write(value) }]);
}

function combatantsOf(encounter: Encounter): Map<string, Combatant> {
    const byName = new Map<string, Combatant>();
    for (const p of participantsOf(encounter)) {
        const c = p.combatant?.ref;
        if (!c) continue;
        for (const link of combatantChain(c)) if (!byName.has(link.name)) byName.set(link.name, link);
    }
    return byName;
}

/**
 * What writing a stat into `combatant` reaches beyond `encounter`: a stat block declared in another
 * file (a bestiary) is that of every fight importing it; one in this file, of its other encounters
 * that field it. Undefined when only this encounter uses it.
 */
function sharedNote(combatant: Combatant, encounter: Encounter): string | undefined {
    const home = AstUtils.getDocument(combatant);
    if (home !== AstUtils.getDocument(encounter)) {
        const file = home.uri.path.split('/').pop();
        return `${combatant.name} is declared in ${file}: a value written there changes it in every encounter that imports it.`;
    }
    const others = (home.parseResult.value as Document).elements.filter(
        (e): e is Encounter => e.$type === 'Encounter' && e !== encounter && combatantsOf(e).has(combatant.name),
    );
    if (others.length === 0) return undefined;
    return `${combatant.name} also fights in ${others.map(e => `'${e.name}'`).join(', ')}: a value written into its stat block changes ${others.length === 1 ? 'that encounter' : 'those encounters'} too.`;
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
    const text = document.textDocument.getText();
    const own = ownStats(combatant).find(s => s.stat.name === spec.stat && s.group === group);
    const valueNode = own && GrammarUtils.findNodeForProperty(own.stat.$cstNode, 'value');
    const block = group ? combatant.members.find((m): m is StatGroup => m.$type === 'StatGroup' && m.group === group) : undefined;
    const slot: Slot = valueNode
        ? { offset: valueNode.offset, end: valueNode.end, write: v => String(v) }
        : !group
          ? insertMember(text, combatant, combatant.members, v => `${spec.stat} ${v}`)
          : block
            ? insertMember(text, block, block.stats, v => `${spec.stat} ${v}`)
            : insertMember(text, combatant, combatant.members, v => `${group} { ${spec.stat} ${v} }`);
    return {
        knob: {
            kind: 'stat',
            name: `${spec.combatant}.${spec.stat}`,
            values: spec.values,
            current,
            ordered: true,
            document,
            text,
            note:
                [
                    own ? '' : `${spec.combatant} does not write ${spec.stat} itself (it has ${current}): a chosen value is added to its stat block.`,
                    sharedNote(combatant, encounter),
                ]
                    .filter(Boolean)
                    .join(' ') || undefined,
            show: v => `${spec.combatant}.${spec.stat} ${v}`,
            edits: editsOf(document, current, slot),
        },
    };
}

/**
 * Where a new member goes in a `{ … }` block: on a line of its own above the first member when that
 * one starts its line (same indentation), else two spaces before it (members sharing a line), or
 * inside the braces of an empty block.
 */
function insertMember(text: string, block: AstNode, members: readonly AstNode[], member: (value: KnobValue) => string): Slot {
    const first = members.find(m => m.$cstNode)?.$cstNode;
    if (first) {
        const lineStart = text.lastIndexOf('\n', first.offset - 1) + 1;
        const before = text.slice(lineStart, first.offset);
        return { offset: first.offset, end: first.offset, write: v => (before.trim() === '' ? `${member(v)}\n${before}` : `${member(v)}  `) };
    }
    const brace: CstNode | undefined = GrammarUtils.findNodeForKeyword(block.$cstNode, '{');
    const at = brace?.end ?? block.$cstNode?.end ?? 0;
    return { offset: at, end: at, write: v => ` ${member(v)} ` };
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
    const valueNode = own && GrammarUtils.findNodeForProperty(own.$cstNode, 'value');
    const last = decl?.options.at(-1)?.$cstNode;
    const brace = decl && GrammarUtils.findNodeForKeyword(decl.$cstNode, '{');
    const rulesetName = decl && (GrammarUtils.findNodeForProperty(decl.$cstNode, 'name') ?? decl.$cstNode);
    const slot: Slot | undefined = valueNode
        ? { offset: valueNode.offset, end: valueNode.end, write: v => String(v) }
        : last
          ? { offset: last.end, end: last.end, write: v => `, ${option.name}: ${v}` }
          : brace
            ? { offset: brace.end, end: brace.end, write: v => ` ${option.name}: ${v} ` }
            : rulesetName
              ? { offset: rulesetName.end, end: rulesetName.end, write: v => ` { ${option.name}: ${v} }` }
              : undefined;
    return {
        knob: {
            kind: 'option',
            name: option.name,
            values: spec.values ?? option.values,
            current,
            ordered: false,
            document,
            text: document.textDocument.getText(),
            show: v => `${option.name}: ${v}`,
            edits: editsOf(document, current, slot),
        },
    };
}

/** What a GM may vary in an encounter, with the value in force and a range to start from (as `--vary` text). */
export interface BalanceChoices {
    /** Creatures brought by the encounter's participant lines (characters have no count). */
    readonly counts: readonly { readonly name: string; readonly current: number; readonly suggested: string }[];
    /** Every stat of the ruleset (and open-group entry written) of each combatant that fights, or template one extends. */
    readonly stats: readonly { readonly combatant: string; readonly stat: string; readonly current: number; readonly suggested: string }[];
    readonly options: readonly { readonly name: string; readonly values: readonly string[]; readonly current: string; readonly suggested: string }[];
}

/** The choices the editor's Balance… command offers for `encounter`. */
export function balanceChoices(encounter: Encounter, ruleset: Ruleset): BalanceChoices {
    const counts: { name: string; current: number; suggested: string }[] = [];
    for (const p of participantsOf(encounter)) {
        const c = p.combatant?.ref;
        if (!c || c.kind === 'character' || counts.some(x => x.name === c.name)) continue;
        const current = participantCount(p.count);
        counts.push({ name: c.name, current, suggested: `${c.name} x1..${Math.min(MAX_COUNT, current * 2 + 2)}` });
    }
    const stats: { combatant: string; stat: string; current: number; suggested: string }[] = [];
    for (const [name, combatant] of combatantsOf(encounter)) {
        const model = combatantModel(combatant, ruleset);
        for (const spec of ruleset.stats) {
            const current = model.stats[spec.name];
            if (current === undefined) continue;
            stats.push({
                combatant: name,
                stat: spec.name,
                current,
                suggested: `${name}.${spec.name}=${suggestedRange(current, spec.min, spec.max)}`,
            });
        }
        for (const entries of Object.values(model.groups))
            for (const [stat, current] of Object.entries(entries))
                stats.push({ combatant: name, stat, current, suggested: `${name}.${stat}=${suggestedRange(current, undefined, undefined)}` });
    }
    const document = AstUtils.getDocument(encounter).parseResult.value as Document;
    const inForce = rulesetOptions(document, ruleset);
    const options = ruleset.options.map(o => ({ name: o.name, values: o.values, current: inForce[o.name], suggested: o.name }));
    return { counts, stats, options };
}

/** Half the value to twice it, in about ten steps, within the stat's range: `10..40 step 3`. */
function suggestedRange(current: number, min: number | undefined, max: number | undefined): string {
    const span = Math.max(4, Math.abs(current));
    let low = current - Math.ceil(span / 2);
    let high = current + span;
    if (min !== undefined) low = Math.max(low, min);
    if (max !== undefined) high = Math.min(high, max);
    const step = Math.max(1, Math.round((high - low) / 10));
    // Keep the value in force among the values tried: start on a multiple of the step from it.
    low = current - Math.floor((current - low) / step) * step;
    return step === 1 ? `${low}..${high}` : `${low}..${high} step ${step}`;
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
