/**
 * Paladins conditions as data: which ability score saves against each, which deal damage at the
 * start of a turn, which take a rating or name a source, what exposed and prone add to an attack,
 * and the helpers that add, find, count down and remove them on a fighter. The condition table the
 * hovers show (schema/conditions.ts) is built from CONDITION_RULES, so a save or a rating is written
 * once.
 * Source: 002_508f9552a4514e32.txt §Conditions, §Health Damage, §Stamina Damage.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { AbilityScore } from '../schema.js';
import { noAttackRoll } from './attacks.js';
import { CHECK_TARGET } from './health-damage.js';

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

/** A save that ends a condition: the ability score rolled (d12 + score) and the total it must beat. */
export interface SaveRule {
    readonly stat: string;
    /** The total the save must be over; the seed's checks: over 6. */
    readonly dc?: number;
}

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
    /** Rounds left (`for 2 rounds`), counted down at the end of each round; undefined: until saved or ended by the rules. */
    roundsLeft?: number;
    /** The save the effect that gave it names (`save MIN 8`), in place of the table's. */
    readonly save?: SaveRule;
}

interface ConditionRule {
    /** The ability score of the save that removes it; none: no save. */
    readonly save?: AbilityScore;
    /** Deals its rating as damage at the start of the holder's turn. */
    readonly startDamage?: boolean;
    /** Always written with a rating (`bleeding 2`). */
    readonly rated?: boolean;
    /** May name who causes it (`frightened by Ogre`). */
    readonly sourced?: boolean;
    /**
     * Only these end it, as the seed says: no duration (`for 2 rounds`) and no save (`save VIT 8`)
     * may be written with it, nor may a concentration hold it — each would end it another way.
     */
    readonly endsOnlyBy?: string;
}

/** Saves, ratings, sources and start-of-turn damage per condition; order is the order saves are rolled in. */
export const CONDITION_RULES: Readonly<Record<ConditionName, ConditionRule>> = {
    bleeding: { save: 'VIT', startDamage: true, rated: true },
    burning: { save: 'DEX', startDamage: true, rated: true },
    exposed: { save: 'MIN' },
    dazed: { save: 'MIN' },
    frightened: { save: 'SPI', sourced: true },
    immobilized: { save: 'VIT' },
    slowed: { save: 'VIT' },
    prone: {},
    dying: {
        endsOnlyBy: 'three successful death saves, or healing that brings HEA above 0 (§Health Damage: death saves take the place of a save)',
    },
    unconscious: {
        endsOnlyBy: 'healing, medicine from an ally or an effect that removes it (§Conditions: it "can only be removed through healing or medicine")',
    },
};

/** Conditions in save order (the order of CONDITION_RULES). */
const CONDITION_ORDER = Object.keys(CONDITION_RULES) as ConditionName[];

/** Each condition's place in {@link CONDITION_ORDER} (looked up on every condition gained). */
const CONDITION_RANK = Object.fromEntries(CONDITION_ORDER.map((name, i) => [name, i])) as Record<ConditionName, number>;

/** Whether `name` is one of the seed's conditions. */
export function isConditionName(name: string): name is ConditionName {
    return name in CONDITION_RULES;
}

/**
 * The ability score of the save that can end a held condition now: the one its effect named, else
 * the table's; none for conditions without a save (prone, dying, unconscious) unless the effect
 * gave one. The total to beat is {@link saveDifficulty}.
 */
export function saveStat(c: ActiveCondition): string | undefined {
    return c.save?.stat ?? CONDITION_RULES[c.name].save;
}

/** The total a save against `c` must be over: the difficulty its effect named, else the seed's 6. */
export function saveDifficulty(c: ActiveCondition): number {
    return c.save?.dc ?? CHECK_TARGET;
}

interface HasConditions {
    conditions: ActiveCondition[];
}

/** The fighter's condition of this name, if any. (A plain loop: asked many times a turn, it allocates nothing.) */
export function findCondition(f: HasConditions, name: ConditionName): ActiveCondition | undefined {
    const held = f.conditions;
    for (let i = 0; i < held.length; i++) if (held[i].name === name) return held[i];
    return undefined;
}

export function hasCondition(f: HasConditions, name: ConditionName): boolean {
    return findCondition(f, name) !== undefined;
}

/**
 * Gives a condition. A condition already held is not duplicated: a rated one keeps the higher
 * rating (assumption: ratings do not add up), frightened keeps its first source, and the longer
 * duration stays (none outlasts any).
 * @returns 'gained', 'raised' (a higher rating or a longer duration) or 'kept' (nothing changed).
 */
/**
 * Puts `c` into `list` by rank, after those of its rank, as the stable sort it stands for: a list
 * already in rank order (always, but for a hand-made one) takes it by insertion — V8's sort made a
 * work array for every condition gained, in every run.
 */
function insertByRank(list: ActiveCondition[], c: ActiveCondition): void {
    for (let i = 1; i < list.length; i++)
        if (CONDITION_RANK[list[i - 1].name] > CONDITION_RANK[list[i].name]) {
            list.push(c);
            list.sort(byRank);
            return;
        }
    const rank = CONDITION_RANK[c.name];
    let i = list.length;
    list.push(c);
    while (i > 0 && CONDITION_RANK[list[i - 1].name] > rank) {
        list[i] = list[i - 1];
        i--;
    }
    list[i] = c;
}

const byRank = (a: ActiveCondition, b: ActiveCondition): number => CONDITION_RANK[a.name] - CONDITION_RANK[b.name];

export function addCondition(f: HasConditions, condition: ActiveCondition): 'gained' | 'raised' | 'kept' {
    const existing = findCondition(f, condition.name);
    if (!existing) {
        insertByRank(f.conditions, { ...condition });
        return 'gained';
    }
    if (condition.drained) existing.drained = true;
    // A source no concentration holds now keeps it too: it no longer ends with that concentration
    // (and may be saved against), as it would have had it come alone.
    if (existing.heldBy !== undefined && condition.heldBy === undefined) existing.heldBy = undefined;
    let raised = false;
    if (condition.rating !== undefined && condition.rating > (existing.rating ?? 0)) {
        existing.rating = condition.rating;
        raised = true;
    }
    if (existing.roundsLeft !== undefined && (condition.roundsLeft === undefined || condition.roundsLeft > existing.roundsLeft)) {
        existing.roundsLeft = condition.roundsLeft;
        raised = true;
    }
    return raised ? 'raised' : 'kept';
}

/** Removes a condition; returns whether the fighter had it. */
export function removeCondition(f: HasConditions, name: ConditionName): boolean {
    const before = f.conditions.length;
    f.conditions = f.conditions.filter(c => c.name !== name);
    return f.conditions.length !== before;
}

const NONE: readonly ActiveCondition[] = [];

/** Counts every duration down by one round; returns the conditions whose rounds ran out (still held: the caller ends them). */
export function countDown(f: HasConditions): readonly ActiveCondition[] {
    let ended: ActiveCondition[] | undefined;
    const held = f.conditions;
    for (let i = 0; i < held.length; i++) {
        const c = held[i];
        if (c.roundsLeft === undefined) continue;
        c.roundsLeft--;
        if (c.roundsLeft <= 0) (ended ??= []).push(c);
    }
    return ended ?? NONE;
}

/** "bleeding 2", "frightened of Ogre", "exposed (drained)", "slowed (2 rounds left)" — as logs and snapshots print it. */
export function describeCondition(c: ActiveCondition): string {
    let text: string = c.name;
    if (c.rating !== undefined) text = `${c.name} ${c.rating}`;
    else if (c.source) text = `${c.name} of ${c.source}`;
    else if (c.drained) text = `${c.name} (drained)`;
    if (c.roundsLeft !== undefined) text += ` (${c.roundsLeft} round${c.roundsLeft === 1 ? '' : 's'} left)`;
    return text;
}
