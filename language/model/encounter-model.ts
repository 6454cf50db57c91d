/**
 * Builds the engine's plain models (language/engine/model.ts) from the syntax tree: resolved stat
 * blocks (template chain + overrides + ruleset defaults), encounter instances (`Bandit x3` →
 * Bandit#1..#3), zones, hazards and scripted turns. Each model is built once per document build
 * (model-cache.ts) and read by validation, hovers, completion and runs alike.
 */
import { parseDiceToken, type DiceExpr } from '../engine/dice.js';
import type {
    AttackModel,
    CombatantModel,
    ConditionModel,
    EffectModel,
    EncounterModel,
    HazardModel,
    InstanceModel,
    PlannedAction,
    PlannedTurn,
    SideModel,
    ZoneModel,
} from '../engine/model.js';
import { DEFAULT_ROUND_LIMIT } from '../engine/model.js';
import type {
    ActionUse,
    Attack,
    Combatant,
    CombatantRef,
    ConditionUse,
    Document,
    Encounter,
    Expectation,
    Hazard,
    Participant,
    RoundLimit,
    ScriptRound,
    SeedDecl,
    Side,
    StartCondition,
    Stat,
    Surprise,
    Tactics,
    Zone,
} from '../generated/ast.js';
import { resolveStats, type Ruleset, type WeaponSpec } from '../rulesets/ruleset.js';
import { combatantChain } from '../scoping/combatant-chain.js';
import { diceFromAst, type StatLookup } from './dice-ast.js';
import { cachedModel } from './model-cache.js';

/** The rounds an encounter may last: its `round_limit`, else the default. What `run` plays and `check` reads. */
export function roundLimitOf(encounter: Encounter): number {
    return encounter.members.find((m): m is RoundLimit => m.$type === 'RoundLimit')?.value ?? DEFAULT_ROUND_LIMIT;
}

/** Whether stats written in `group` go to the model's open `groups` (any name) rather than its stats. */
function isOpenGroup(group: string, ruleset: Ruleset | undefined): boolean {
    return ruleset?.statGroups.some(g => g.name === group && g.open) ?? false;
}

/** Every stat a declaration writes itself, with the group it is written in (undefined: top level). */
export function ownStats(combatant: Combatant): { stat: Stat; group?: string }[] {
    const out: { stat: Stat; group?: string }[] = [];
    for (const member of combatant.members) {
        if (member.$type === 'Stat') out.push({ stat: member });
        else if (member.$type === 'StatGroup') for (const stat of member.stats) out.push({ stat, group: member.group });
    }
    return out;
}

/** The stats a combatant writes itself and inherits, nearest declaration winning (open groups left out). */
export function statedStats(combatant: Combatant, ruleset?: Ruleset): Record<string, number> {
    const stats: Record<string, number> = {};
    for (const c of combatantChain(combatant).reverse()) {
        for (const { stat, group } of ownStats(c)) {
            // A half-written value (`-`, its syntax error says so) converts to NaN: it is not a stat.
            if (stat.name && Number.isFinite(stat.value) && !(group && isOpenGroup(group, ruleset))) stats[stat.name] = stat.value;
        }
    }
    return stats;
}

/** The stats of open groups (`skills { piloting 20 }`), inherited like other stats. */
function statedGroups(combatant: Combatant, ruleset: Ruleset): Record<string, Record<string, number>> {
    const groups: Record<string, Record<string, number>> = {};
    for (const c of combatantChain(combatant).reverse()) {
        for (const { stat, group } of ownStats(c)) {
            if (!group || !isOpenGroup(group, ruleset) || !stat.name || !Number.isFinite(stat.value)) continue;
            groups[group] ??= {};
            groups[group][stat.name] = stat.value;
        }
    }
    return groups;
}

/** Where each stated stat comes from: the combatant that declares it (for hovers). */
export function statOrigins(combatant: Combatant): Map<string, Combatant> {
    const origins = new Map<string, Combatant>();
    for (const c of combatantChain(combatant)) {
        for (const { stat } of ownStats(c)) if (stat.name && !origins.has(stat.name)) origins.set(stat.name, c);
    }
    return origins;
}

/** The library weapon a `weapon <name>` line takes, if the ruleset has one by that name. */
export function libraryWeapon(attack: Attack, ruleset: Ruleset | undefined): WeaponSpec | undefined {
    if (attack.kind !== 'weapon') return undefined;
    return ruleset?.weapons?.find(w => w.name === attack.name);
}

/** A library weapon's damage formula: its dice plus the wielder's stats it names. */
export function weaponDamage(weapon: WeaponSpec): DiceExpr | undefined {
    const parsed = parseDiceToken(weapon.dice);
    if (!('term' in parsed)) return undefined;
    return weapon.addStats.reduce<DiceExpr>((left, name) => ({ kind: 'binary', op: '+', left, right: { kind: 'stat', name } }), {
        kind: 'dice',
        term: parsed.term,
    });
}

/**
 * An attack as the engine sees it; `weapon` lines start from the ruleset's library entry. `stat`
 * reads the wielder's stats, for dice counts taken from them (`skills d20`). Without `stat`, the
 * model is built once per document generation (validation and hovers ask for it per attack).
 */
export function attackModel(attack: Attack, ruleset?: Ruleset, stat?: StatLookup): AttackModel {
    if (stat) return buildAttackModel(attack, ruleset, stat);
    return cachedModel(attack, `attack:${ruleset?.id ?? ''}`, () => buildAttackModel(attack, ruleset, undefined));
}

function buildAttackModel(attack: Attack, ruleset: Ruleset | undefined, stat: StatLookup | undefined): AttackModel {
    const library = libraryWeapon(attack, ruleset);
    const defenses: string[] = library?.defense ? [library.defense] : [];
    let damage: AttackModel['damage'] = library && weaponDamage(library);
    let roll: AttackModel['roll'];
    let category: string | undefined;
    const traits: string[] = [];
    const tags: string[] = [...(library?.tags ?? [])];
    const stats: Record<string, number> = { ...library?.stats };
    const effects: EffectModel[] = [];
    let uses: AttackModel['uses'];
    for (const prop of attack.props) {
        switch (prop.$type) {
            case 'Inflict':
                if (prop.condition?.name) effects.push({ kind: 'inflict', condition: conditionModel(prop.condition) });
                break;
            case 'Removal':
                effects.push({ kind: 'remove', conditions: prop.conditions.filter(Boolean) });
                break;
            case 'Healing': {
                const dice = diceFromAst(prop.dice, stat);
                if (dice) effects.push({ kind: 'heal', dice });
                break;
            }
            case 'Push':
                if (typeof prop.feet === 'number') effects.push({ kind: 'push', feet: prop.feet });
                break;
            case 'StatChange':
                if (prop.stat && typeof prop.value === 'number')
                    effects.push({
                        kind: 'modify',
                        stat: prop.stat,
                        value: prop.value,
                        ...(prop.rounds !== undefined ? { rounds: prop.rounds } : {}),
                    });
                break;
            case 'UseLimit':
                if (typeof prop.count === 'number' && prop.period) uses = { count: prop.count, per: prop.period };
                break;
            case 'TargetDefense':
                defenses.splice(0, defenses.length, ...prop.defenses.filter(Boolean));
                break;
            case 'DamageProp':
                damage = diceFromAst(prop.dice, stat);
                break;
            case 'AttackRoll':
                roll = diceFromAst(prop.dice, stat);
                break;
            case 'TraitUse':
                traits.push(...prop.traits.filter(Boolean));
                break;
            case 'DamageCategory':
                category = prop.category || undefined;
                break;
            case 'TagList':
                tags.push(...prop.tags.filter(Boolean));
                break;
            case 'Stat':
                if (prop.name && typeof prop.value === 'number') stats[prop.name] = prop.value;
                break;
        }
    }
    return {
        name: attack.name,
        ...(attack.kind === 'ability' ? { kind: 'ability' as const } : {}),
        weapon: library?.name,
        defense: defenses[0],
        defenses,
        damage,
        roll,
        traits,
        category,
        tags: [...new Set(tags)],
        stats,
        ...(effects.length ? { effects } : {}),
        ...(uses ? { uses } : {}),
    };
}

/**
 * A condition as written (`bleeding 2 for 3 rounds save VIT 12`); `source` is the instance id of
 * who causes it, when the line names one (`grappled by Ogre`).
 */
export function conditionModel(use: ConditionUse | StartCondition, source?: string): ConditionModel {
    return {
        name: use.name,
        ...(use.value !== undefined ? { value: use.value } : {}),
        ...(source !== undefined ? { source } : {}),
        ...(use.rounds !== undefined ? { rounds: use.rounds } : {}),
        ...(use.save ? { save: { stat: use.save, ...(use.dc !== undefined ? { dc: use.dc } : {}) } } : {}),
    };
}

/** Attacks of a combatant, its own first, then inherited ones it does not redeclare. */
export function attacksOf(combatant: Combatant): Attack[] {
    return cachedModel(combatant, 'attacks', () => {
        const byName = new Map<string, Attack>();
        for (const c of combatantChain(combatant)) {
            for (const m of c.members) if (m.$type === 'Attack' && m.name && !byName.has(m.name)) byName.set(m.name, m);
        }
        return [...byName.values()];
    });
}

/** Tags and damage traits, inherited through the template chain (a template's tags stay with its users). */
function combatantTraits(combatant: Combatant): Pick<CombatantModel, 'tags' | 'damageTraits'> {
    const tags = new Set<string>();
    const damageTraits = { resists: new Set<string>(), vulnerable: new Set<string>(), immune: new Set<string>() };
    for (const c of combatantChain(combatant).reverse()) {
        for (const m of c.members) {
            if (m.$type === 'TagList') for (const t of m.tags) if (t) tags.add(t);
            if (m.$type === 'DamageTraits' && m.kind) for (const k of m.categories) if (k) damageTraits[m.kind].add(k);
        }
    }
    return {
        tags: [...tags],
        damageTraits: { resists: [...damageTraits.resists], vulnerable: [...damageTraits.vulnerable], immune: [...damageTraits.immune] },
    };
}

/**
 * What a formula of a combatant reads (`stats` and `groups` of its model): a stat, an open group's
 * entry by name, or an open group's name — the sum of its entries (Enchanted Realms: `roll skills
 * d20`, one die per combat skill; an open group with no entries sums to 0). Undefined: no such stat.
 */
export function formulaStatLookup(model: Pick<CombatantModel, 'stats' | 'groups'>, ruleset: Ruleset): StatLookup {
    const { stats, groups } = model;
    const groupSum = (name: string) => (groups[name] ? Object.values(groups[name]).reduce((a, b) => a + b, 0) : undefined);
    return name =>
        stats[name] ?? groupSum(name) ?? Object.values(groups).find(g => name in g)?.[name] ?? (isOpenGroup(name, ruleset) ? 0 : undefined);
}

/**
 * A combatant's resolved stat block under `ruleset`, built once per document build. Derived stats
 * follow the rule options of the file that declares it (its `ruleset` line).
 */
export function combatantModel(combatant: Combatant, ruleset: Ruleset): CombatantModel {
    return cachedModel(combatant, `combatant:${ruleset.id}`, () => {
        const options = rulesetOptions(combatant.$container as Document, ruleset);
        const stats = resolveStats(ruleset, combatant.kind, statedStats(combatant, ruleset), options);
        const groups = statedGroups(combatant, ruleset);
        const stat = formulaStatLookup({ stats, groups }, ruleset);
        return {
            name: combatant.name,
            kind: combatant.kind,
            stats,
            groups,
            attacks: attacksOf(combatant).map(a => attackModel(a, ruleset, stat)),
            ...combatantTraits(combatant),
        };
    });
}

/** One participant line's instances with the ids they get in the encounter. */
export interface InstanceSlot {
    readonly id: string;
    readonly combatant: Combatant;
    readonly side: Side;
    readonly zone?: string;
    /** The vehicle reference of the participant line (`aboard Jeep`), resolved by `encounterModel`. */
    readonly aboard?: CombatantRef;
    /** The participant line it comes from. */
    readonly participant: Participant;
}

/**
 * Instances of an encounter in order. A template brought once with no count keeps its own name
 * (`Ogre`); otherwise instances are numbered across the encounter (`Bandit#1`, `Bandit#2`, ...).
 */
export function encounterInstances(encounter: Encounter): InstanceSlot[] {
    return cachedModel(encounter, 'instances', () => {
        const sides = encounter.members.filter((m): m is Side => m.$type === 'Side');
        const totals = new Map<Combatant, number>();
        for (const side of sides) {
            for (const p of side.participants) {
                const c = p.combatant?.ref;
                if (c) totals.set(c, (totals.get(c) ?? 0) + participantCount(p.count));
            }
        }
        const next = new Map<Combatant, number>();
        const slots: InstanceSlot[] = [];
        for (const side of sides) {
            for (const p of side.participants) {
                const c = p.combatant?.ref;
                if (!c) continue;
                for (let i = 0; i < participantCount(p.count); i++) {
                    const n = (next.get(c) ?? 0) + 1;
                    next.set(c, n);
                    const id = totals.get(c) === 1 ? c.name : `${c.name}#${n}`;
                    slots.push({ id, combatant: c, side, zone: p.zone?.ref?.name, aboard: p.vehicle, participant: p });
                }
            }
        }
        return slots;
    });
}

/** The conditions a participant line starts its instances with, named ones resolved to instance ids. */
export function startConditions(participant: Participant, instances: readonly InstanceSlot[]): ConditionModel[] {
    return participant.conditions.filter(c => c.name).map(c => conditionModel(c, c.source ? instanceId(c.source, instances) : undefined));
}

/** Most instances one participant line may bring; larger counts are reported. */
export const MAX_COUNT = 500;

export function participantCount(count: number | undefined): number {
    if (count === undefined || !Number.isFinite(count)) return 1;
    return Math.max(0, Math.min(count, MAX_COUNT));
}

/**
 * The instance id a reference such as `Bandit#2` or `Kara` names in an encounter, or an error:
 * 'unknown' (not in the encounter), 'range' (index past the count) or 'ambiguous' (a numbered
 * template named without its index).
 */
export function resolveInstance(
    ref: CombatantRef,
    instances: readonly InstanceSlot[],
): { id: string } | { error: 'unknown' | 'range' | 'ambiguous'; count: number } {
    const target = ref.combatant?.ref;
    const mine = instances.filter(s => s.combatant === target);
    if (mine.length === 0) return { error: 'unknown', count: 0 };
    if (ref.index === undefined) return mine.length === 1 ? { id: mine[0].id } : { error: 'ambiguous', count: mine.length };
    if (ref.index < 1 || ref.index > mine.length) return { error: 'range', count: mine.length };
    return { id: mine[ref.index - 1].id };
}

/** The instance id `ref` names, or undefined when it names none (validation says why). */
export function instanceId(ref: CombatantRef | undefined, instances: readonly InstanceSlot[]): string | undefined {
    if (!ref) return undefined;
    const resolved = resolveInstance(ref, instances);
    return 'id' in resolved ? resolved.id : undefined;
}

/** One `ActionUse` of a scripted line as the engine sees it, for an actor whose attacks are `attacks`. */
export function plannedAction(use: ActionUse, instances: readonly InstanceSlot[], attacks: ReadonlySet<string>): PlannedAction {
    const name = use.action?.$refText;
    const targets: string[] = [];
    const parts: Record<string, string> = {};
    const shares: Record<string, number> = {};
    for (const t of use.targets) {
        const id = instanceId(t, instances);
        if (!id) continue;
        targets.push(id);
        if (t.part) parts[id] = t.part;
        if (t.share !== undefined) shares[id] = t.share;
    }
    const modifierValues: Record<string, string> = {};
    const modifierValueLists: Record<string, string[]> = {};
    for (const m of use.modifiers) {
        if (!m.name || m.value === undefined) continue;
        modifierValues[m.name] = String(m.value);
        (modifierValueLists[m.name] ??= []).push(String(m.value));
    }
    return {
        action: name,
        isAttack: attacks.has(name),
        targets,
        weapon: use.weapon?.$refText,
        modifiers: use.modifiers.map(m => m.name).filter(Boolean),
        ...(Object.keys(modifierValues).length ? { modifierValues, modifierValueLists } : {}),
        ...(Object.keys(parts).length ? { parts } : {}),
        ...(Object.keys(shares).length ? { shares } : {}),
        ...(use.destination ? { destination: use.destination.$refText } : {}),
        ...(use.area ? { area: use.area.$refText } : {}),
    };
}

export function turnsOf(round: ScriptRound, instances: readonly InstanceSlot[], attacksByActor: (id: string) => ReadonlySet<string>): PlannedTurn[] {
    const turns: PlannedTurn[] = [];
    for (const turn of round.turns) {
        for (const actorRef of turn.actors) {
            const actor = instanceId(actorRef, instances);
            if (!actor) continue;
            const attacks = attacksByActor(actor);
            turns.push({ actor, actions: turn.actions.map(use => plannedAction(use, instances, attacks)) });
        }
    }
    return turns;
}

/** Zones with their distances made symmetric: a distance written in either zone holds both ways. */
export function zoneModels(encounter: Encounter): ZoneModel[] {
    const zones = encounter.members.filter((m): m is Zone => m.$type === 'Zone');
    const distances = new Map<string, Record<string, number>>(zones.map(z => [z.name, {}]));
    const features = new Map<string, Record<string, string>>(zones.map(z => [z.name, {}]));
    for (const zone of zones) {
        for (const prop of zone.props) {
            if (prop.$type === 'ZoneDistance' && prop.to?.ref && typeof prop.feet === 'number') {
                distances.get(zone.name)![prop.to.ref.name] = prop.feet;
                distances.get(prop.to.ref.name)![zone.name] ??= prop.feet;
            } else if (prop.$type === 'ZoneFeature' && prop.feature && prop.level) {
                features.get(zone.name)![prop.feature] = prop.level;
            }
        }
    }
    return zones.map(z => ({ name: z.name, distances: distances.get(z.name)!, features: features.get(z.name)! }));
}

/** Hazards of the whole scene and of each zone. */
export function hazardModels(encounter: Encounter): HazardModel[] {
    const of = (h: Hazard, zone?: string): HazardModel => ({
        source: h.source,
        ...(h.amount !== undefined ? { amount: h.amount } : {}),
        ...(zone ? { zone } : {}),
    });
    const out: HazardModel[] = [];
    for (const m of encounter.members) {
        if (m.$type === 'Hazard') out.push(of(m));
        if (m.$type === 'Zone') for (const p of m.props) if (p.$type === 'Hazard') out.push(of(p, m.name));
    }
    return out;
}

/** The rule options in force: the ruleset's defaults, then what the file's ruleset line sets. */
export function rulesetOptions(document: Document, ruleset: Ruleset): Record<string, string> {
    const options: Record<string, string> = {};
    for (const o of ruleset.options) options[o.name] = o.default;
    for (const o of document.ruleset?.options ?? []) if (o.name && o.value !== undefined) options[o.name] = String(o.value);
    return options;
}

/** The whole encounter as the engine runs it, built once per document build. */
export function encounterModel(encounter: Encounter, ruleset: Ruleset): EncounterModel {
    return cachedModel(encounter, `encounter:${ruleset.id}`, () => buildEncounterModel(encounter, ruleset));
}

function buildEncounterModel(encounter: Encounter, ruleset: Ruleset): EncounterModel {
    const doc = encounter.$container as Document;
    const instances = encounterInstances(encounter);
    const sides: SideModel[] = encounter.members
        .filter((m): m is Side => m.$type === 'Side')
        .map(side => ({
            name: side.name,
            members: instances
                .filter(s => s.side === side)
                .map(
                    (s): InstanceModel => ({
                        id: s.id,
                        side: side.name,
                        model: combatantModel(s.combatant, ruleset),
                        ...(s.zone ? { zone: s.zone } : {}),
                        ...(s.aboard && instanceId(s.aboard, instances) ? { aboard: instanceId(s.aboard, instances) } : {}),
                        ...(s.participant.conditions.length ? { conditions: startConditions(s.participant, instances) } : {}),
                    }),
                ),
        }));
    const attackNames = new Map(instances.map(s => [s.id, new Set(combatantModel(s.combatant, ruleset).attacks.map(a => a.name))]));
    const seed = encounter.members.find((m): m is SeedDecl => m.$type === 'SeedDecl')?.value;
    return {
        name: encounter.name,
        ruleset: ruleset.id,
        options: rulesetOptions(doc, ruleset),
        seed,
        roundLimit: roundLimitOf(encounter),
        sides,
        script: encounter.members
            .filter((m): m is ScriptRound => m.$type === 'ScriptRound')
            .map(r => ({ round: r.number, turns: turnsOf(r, instances, id => attackNames.get(id) ?? new Set()) })),
        tactics: encounter.members.filter((m): m is Tactics => m.$type === 'Tactics').map(t => ({ side: t.side?.ref?.name, policy: t.policy })),
        expectations: encounter.members
            .filter((m): m is Expectation => m.$type === 'Expectation')
            .map(e => ({ side: e.side?.ref?.name ?? e.side?.$refText, outcome: e.outcome })),
        surprised: encounter.members
            .filter((m): m is Surprise => m.$type === 'Surprise')
            .flatMap(s => s.sides.map(side => side.ref?.name ?? side.$refText)),
        zones: zoneModels(encounter),
        hazards: hazardModels(encounter),
    };
}
