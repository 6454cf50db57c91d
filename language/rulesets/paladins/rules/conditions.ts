/**
 * Paladins conditions as data: which ability score saves against each, which deal damage at the
 * start of a turn, what exposed and prone add to an attack, and the helpers that add, find and
 * remove them on a fighter.
 * Source: 002_508f9552a4514e32.txt §Conditions, §Health Damage, §Stamina Damage.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { AbilityScore } from '../schema.js';
import { noAttackRoll } from './attacks.js';

/** Extra damage an exposed target takes from every attack. */
export const EXPOSED_BONUS = 4;
/** Melee attacks against a prone target gain this much; ranged ones lose it. */
const PRONE_SHIFT = 4;

/**
 * The change to an attack roll against a prone target: +4 for a melee attack, −4 for a ranged one,
 * else 0. An attack tagged both is melee here (assumption: the seed does not say; the engine has
 * always read it so).
 */
export function proneShift(attack: AttackModel, prone: boolean): number {
    if (!prone) return 0;
    if (attack.tags.includes('melee')) return PRONE_SHIFT;
    return attack.tags.includes('ranged') ? -PRONE_SHIFT : 0;
}

/** Flat changes to an attack from the target's state: +4 when exposed, and the prone shift; none without an attack roll. */
export function situationalShift(attack: AttackModel, target: { exposed: boolean; prone: boolean }): number {
    if (noAttackRoll(attack)) return 0;
    return (target.exposed ? EXPOSED_BONUS : 0) + proneShift(attack, target.prone);
}

export type ConditionName =
    | 'bleeding'
    | 'burning'
    | 'dying'
    | 'exposed'
    | 'dazed'
    | 'frightened'
    | 'immobilized'
    | 'prone'
    | 'slowed'
    | 'unconscious';

/** A condition on a fighter. */
export interface ActiveCondition {
    readonly name: ConditionName;
    /** Bleeding and burning: damage at the start of each turn. */
    rating?: number;
    /** Frightened: the id of whoever frightened the fighter. */
    readonly source?: string;
    /** Exposed from a drained STA pool: no save; it ends at the end of the fighter's next turn. */
    drained?: boolean;
    /** Held by this fighter's concentration: no save while the concentration lasts. */
    heldBy?: string;
}

interface ConditionRule {
    /** The ability score of the save that removes it; none: no save. */
    readonly save?: AbilityScore;
    /** Deals its rating as damage at the start of the holder's turn. */
    readonly startDamage?: boolean;
}

/** Saves and start-of-turn damage per condition; order is the order saves are rolled in. */
export const CONDITION_RULES: Readonly<Record<ConditionName, ConditionRule>> = {
    bleeding: { save: 'VIT', startDamage: true },
    burning: { save: 'DEX', startDamage: true },
    exposed: { save: 'MIN' },
    dazed: { save: 'MIN' },
    frightened: { save: 'SPI' },
    immobilized: { save: 'VIT' },
    slowed: { save: 'VIT' },
    prone: {},
    dying: {},
    unconscious: {},
};

/** Conditions in save order (the order of CONDITION_RULES). */
const CONDITION_ORDER = Object.keys(CONDITION_RULES) as ConditionName[];

/** Each condition's place in {@link CONDITION_ORDER} (looked up on every condition gained). */
const CONDITION_RANK = Object.fromEntries(CONDITION_ORDER.map((name, i) => [name, i])) as Record<ConditionName, number>;

interface HasConditions {
    conditions: ActiveCondition[];
}

/** The fighter's condition of this name, if any. */
export function findCondition(f: HasConditions, name: ConditionName): ActiveCondition | undefined {
    return f.conditions.find(c => c.name === name);
}

export function hasCondition(f: HasConditions, name: ConditionName): boolean {
    return f.conditions.some(c => c.name === name);
}

/**
 * Gives a condition. A condition already held is not duplicated: a rated one keeps the higher
 * rating (assumption: ratings do not add up), frightened keeps its first source.
 * @returns 'gained', 'raised' (a higher rating) or 'kept' (nothing changed).
 */
export function addCondition(f: HasConditions, condition: ActiveCondition): 'gained' | 'raised' | 'kept' {
    const existing = findCondition(f, condition.name);
    if (!existing) {
        f.conditions.push({ ...condition });
        f.conditions.sort((a, b) => CONDITION_RANK[a.name] - CONDITION_RANK[b.name]);
        return 'gained';
    }
    if (condition.drained) existing.drained = true;
    if (condition.rating !== undefined && condition.rating > (existing.rating ?? 0)) {
        existing.rating = condition.rating;
        return 'raised';
    }
    return 'kept';
}

/** Removes a condition; returns whether the fighter had it. */
export function removeCondition(f: HasConditions, name: ConditionName): boolean {
    const before = f.conditions.length;
    f.conditions = f.conditions.filter(c => c.name !== name);
    return f.conditions.length !== before;
}

/** "bleeding 2", "frightened of Ogre", "exposed (drained)" — as logs and snapshots print it. */
export function describeCondition(c: ActiveCondition): string {
    if (c.rating !== undefined) return `${c.name} ${c.rating}`;
    if (c.source) return `${c.name} of ${c.source}`;
    if (c.drained) return `${c.name} (drained)`;
    return c.name;
}
