/**
 * Builds the engine's plain models (language/engine/model.ts) from the syntax tree: resolved stat
 * blocks (template chain + overrides + ruleset defaults), encounter instances (`Bandit x3` →
 * Bandit#1..#3) and scripted turns.
 */
import { resolveStats, type Ruleset, type WeaponSpec } from '../rulesets/ruleset.js';
import { parseDiceToken, type DiceExpr } from '../engine/dice.js';
import type { AttackModel, CombatantModel, EncounterModel, InstanceModel, PlannedTurn, SideModel } from '../engine/model.js';
import { DEFAULT_ROUND_LIMIT } from '../engine/model.js';
import type {
    Attack,
    Combatant,
    CombatantRef,
    Document,
    Encounter,
    RoundLimit,
    ScriptRound,
    SeedDecl,
    Side,
    Surprise,
    Tactics,
    Expectation,
} from '../generated/ast.js';
import { combatantChain } from '../scoping/combatant-chain.js';
import { diceFromAst } from './dice-ast.js';

/** The stats a combatant writes itself and inherits, nearest declaration winning. */
export function statedStats(combatant: Combatant): Record<string, number> {
    const stats: Record<string, number> = {};
    for (const c of combatantChain(combatant).reverse()) {
        for (const member of c.members) {
            if (member.$type === 'Stat' && member.name && typeof member.value === 'number') stats[member.name] = member.value;
            if (member.$type === 'DefenseBlock') {
                for (const s of member.stats) if (s.name && typeof s.value === 'number') stats[s.name] = s.value;
            }
        }
    }
    return stats;
}

/** Where each stated stat comes from: the combatant that declares it (for hovers). */
export function statOrigins(combatant: Combatant): Map<string, Combatant> {
    const origins = new Map<string, Combatant>();
    for (const c of combatantChain(combatant)) {
        for (const member of c.members) {
            const stats = member.$type === 'Stat' ? [member] : member.$type === 'DefenseBlock' ? member.stats : [];
            for (const s of stats) if (s.name && !origins.has(s.name)) origins.set(s.name, c);
        }
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

/** An attack as the engine sees it; `weapon` lines start from the ruleset's library entry. */
export function attackModel(attack: Attack, ruleset?: Ruleset): AttackModel {
    const library = libraryWeapon(attack, ruleset);
    let defense: string | undefined = library?.defense;
    let damage: AttackModel['damage'] = library && weaponDamage(library);
    const tags: string[] = [...(library?.tags ?? [])];
    const stats: Record<string, number> = { ...library?.stats };
    for (const prop of attack.props) {
        switch (prop.$type) {
            case 'TargetDefense':
                defense = prop.defense;
                break;
            case 'DamageProp':
                damage = diceFromAst(prop.dice);
                break;
            case 'TagList':
                tags.push(...prop.tags.filter(Boolean));
                break;
            case 'Stat':
                if (prop.name && typeof prop.value === 'number') stats[prop.name] = prop.value;
                break;
        }
    }
    return { name: attack.name, weapon: library?.name, defense, damage, tags: [...new Set(tags)], stats };
}

/** Attacks of a combatant, its own first, then inherited ones it does not redeclare. */
export function attacksOf(combatant: Combatant): Attack[] {
    const byName = new Map<string, Attack>();
    for (const c of combatantChain(combatant)) {
        for (const m of c.members) if (m.$type === 'Attack' && m.name && !byName.has(m.name)) byName.set(m.name, m);
    }
    return [...byName.values()];
}

export function combatantModel(combatant: Combatant, ruleset: Ruleset): CombatantModel {
    return {
        name: combatant.name,
        kind: combatant.kind,
        stats: resolveStats(ruleset, combatant.kind, statedStats(combatant)),
        attacks: attacksOf(combatant).map(a => attackModel(a, ruleset)),
    };
}

/** One participant line's instances with the ids they get in the encounter. */
export interface InstanceSlot {
    readonly id: string;
    readonly combatant: Combatant;
    readonly side: Side;
}

/**
 * Instances of an encounter in order. A template brought once with no count keeps its own name
 * (`Ogre`); otherwise instances are numbered across the encounter (`Bandit#1`, `Bandit#2`, ...).
 */
export function encounterInstances(encounter: Encounter): InstanceSlot[] {
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
                slots.push({ id: totals.get(c) === 1 ? c.name : `${c.name}#${n}`, combatant: c, side });
            }
        }
    }
    return slots;
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

export function turnsOf(round: ScriptRound, instances: readonly InstanceSlot[], attacksByActor: (id: string) => ReadonlySet<string>): PlannedTurn[] {
    const turns: PlannedTurn[] = [];
    for (const turn of round.turns) {
        for (const actorRef of turn.actors) {
            const actor = resolveInstance(actorRef, instances);
            if (!('id' in actor)) continue;
            const attacks = attacksByActor(actor.id);
            turns.push({
                actor: actor.id,
                actions: turn.actions.map(use => {
                    const name = use.action?.$refText;
                    return {
                        action: name,
                        isAttack: attacks.has(name),
                        targets: use.targets
                            .map(t => resolveInstance(t, instances))
                            .filter((r): r is { id: string } => 'id' in r)
                            .map(r => r.id),
                        weapon: use.weapon?.$refText,
                        modifiers: use.modifiers.filter(Boolean),
                    };
                }),
            });
        }
    }
    return turns;
}

export function encounterModel(encounter: Encounter, ruleset: Ruleset): EncounterModel {
    const doc = encounter.$container as Document;
    const instances = encounterInstances(encounter);
    const models = new Map<Combatant, CombatantModel>();
    const modelOf = (c: Combatant) => {
        let m = models.get(c);
        if (!m) models.set(c, (m = combatantModel(c, ruleset)));
        return m;
    };
    const sides: SideModel[] = encounter.members
        .filter((m): m is Side => m.$type === 'Side')
        .map(side => ({
            name: side.name,
            members: instances.filter(s => s.side === side).map((s): InstanceModel => ({ id: s.id, side: side.name, model: modelOf(s.combatant) })),
        }));
    const attackNames = new Map(instances.map(s => [s.id, new Set(modelOf(s.combatant).attacks.map(a => a.name))]));
    const options: Record<string, string> = {};
    for (const o of ruleset.options) options[o.name] = o.default;
    for (const o of doc.ruleset?.options ?? []) if (o.name && o.value !== undefined) options[o.name] = String(o.value);
    const seed = encounter.members.find((m): m is SeedDecl => m.$type === 'SeedDecl')?.value;
    const limit = encounter.members.find((m): m is RoundLimit => m.$type === 'RoundLimit')?.value;
    return {
        name: encounter.name,
        ruleset: ruleset.id,
        options,
        seed,
        roundLimit: limit ?? DEFAULT_ROUND_LIMIT,
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
    };
}
