/**
 * Combat ruling: an attack is a two-trait ruling whose PP are damage off LIF; a defender either
 * stands (the attack is ruled against their passive mights) or defends actively (both sides' mights
 * become the other's difficulties, and the defense's PP work against the attack's PP).
 * Source: 004_941aee309a07cd38.txt §Combat Ruling, §Combat Stats and Skills, §Attacking and
 * Defending (block, dodge, parry/counter, redirect/disarm), §Magic/Psi vs Mundane Actions.
 */
import { RESIST_STAT } from './magic-vs-mundane-in-the-dice-ruler.js';
import type { StatName } from './understanding-your-stats.js';

/** Physical (mundane) or magical/psi: the same rules, different stats (§Combat Ruling). */
export type Realm = 'physical' | 'magic';

/** A defense: the standard defense actions, and resisting a mental spell (magic-vs-mundane-in-the-dice-ruler.ts). */
export type DefenseKind = StandardDefense | 'resist';
type StandardDefense = 'block' | 'dodge' | 'parry' | 'counter' | 'redirect' | 'disarm';

/** The standard defense actions, whose skills carry the avoid aspect (§Combat Stats and Skills). */
export const DEFENSE_KINDS: readonly StandardDefense[] = ['block', 'dodge', 'parry', 'counter', 'redirect', 'disarm'];

/** "To hit" and "power" stats of an attack (§Combat Stats and Skills table). */
export const ATTACK_STATS: Readonly<Record<Realm, readonly [StatName, StatName]>> = {
    physical: ['DEX', 'STR'],
    magic: ['INT', 'SPIR'],
};

/** "To hit" and "soaking" stats a standing target is attacked against (§Attacking and Defending). */
export const PASSIVE_DEFENSE_STATS: Readonly<Record<Realm, readonly [StatName, StatName]>> = {
    physical: ['DEX', 'END'],
    magic: ['INT', 'CHA'],
};

/**
 * The two stats of an active defense, in the order they face the attacker's [to-hit, power]
 * mights. Block STR+END (magic SPIR+CHA), dodge INT+DEX, parry/counter DEX+END (magic INT+CHA),
 * redirect/disarm DEX+STR (magic INT+SPIR) — §Attacking and Defending.
 * Assumption (the seed names the stats, not the pairing): the defense's first stat opposes the
 * attacker's to-hit and the second its power, following §Mundane vs Magic Combat's block pairing
 * (STR against the mage's INT, END against SPI). Dodge puts the speed stat of the attack's realm
 * first: DEX then INT against a physical attack, INT then DEX against a magic one.
 */
export function defenseStats(kind: DefenseKind, defenseRealm: Realm, attackRealm: Realm): readonly [StatName, StatName] {
    switch (kind) {
        case 'block':
            return defenseRealm === 'physical' ? ['STR', 'END'] : ['SPIR', 'CHA'];
        case 'dodge':
            return attackRealm === 'physical' ? ['DEX', 'INT'] : ['INT', 'DEX'];
        case 'parry':
        case 'counter':
            return defenseRealm === 'physical' ? ['DEX', 'END'] : ['INT', 'CHA'];
        case 'redirect':
        case 'disarm':
            return defenseRealm === 'physical' ? ['DEX', 'STR'] : ['INT', 'SPIR'];
        case 'resist':
            return [RESIST_STAT, RESIST_STAT];
    }
}

/**
 * Whether a defense of `defenseRealm` can meet an attack of `attackRealm`: block and dodge meet any
 * attack; parry, counter, redirect and disarm only attacks of their own realm (a physical parry
 * cannot meet a fireball). §Attacking and Defending.
 */
export function defenseMeets(kind: DefenseKind, defenseRealm: Realm, attackRealm: Realm): boolean {
    if (kind === 'resist') return attackRealm === 'magic';
    return kind === 'block' || kind === 'dodge' || defenseRealm === attackRealm;
}

export interface TargetInput {
    readonly lif: number;
    /** Damage already taken (LIF left = lif − damage). */
    readonly damage: number;
    /**
     * Flat damage reduction of armour, against attacks only (never environmental damage).
     * The seed mentions armour's damage reduction but gives no figures: 0 unless written.
     */
    readonly armour?: number;
    /** A shield's extra absorb, used only while blocking (§Attacking and Defending: block). */
    readonly shield?: number;
}

export type AttackOutcome = 'missed' | 'hit' | 'stopped' | 'redirected' | 'disarmed';

export interface Settlement {
    /** Taken off by armour and by a blocking shield: `absorbed` is their sum. */
    readonly absorbed: number;
    readonly armourAbsorbed: number;
    readonly shieldAbsorbed: number;
    readonly damage: number;
    readonly withheld: number;
    readonly outcome: AttackOutcome;
}

/**
 * The damage step alone, from rounded PP (used by the engine's strikes and by the exact distributions):
 * a failed attack (0 PP) misses; the defense's PP come off; a redirect or disarm whose PP reach the
 * attack's stops it whole; armour (and a shield when blocking) absorbs; a non-lethal attack counts
 * no PP past the target's 0 LIF.
 */
export function settleDamage(
    nonLethal: boolean,
    defenseKind: DefenseKind | 'none',
    attackPp: number,
    defensePp: number,
    target: TargetInput,
): Settlement {
    return settleDamageOn(nonLethal, defenseKind, attackPp, defensePp, target.lif, target.damage, target.armour ?? 0, target.shield ?? 0);
}

/** A missed attack's settlement, shared (settlements are read, never changed). */
const MISSED: Settlement = { absorbed: 0, armourAbsorbed: 0, shieldAbsorbed: 0, damage: 0, withheld: 0, outcome: 'missed' };

/**
 * `settleDamage` from the target's numbers (LIF, damage taken, armour, shield): the engine settles
 * every strike with it, without building a target object.
 */
export function settleDamageOn(
    nonLethal: boolean,
    defenseKind: DefenseKind | 'none',
    attackPp: number,
    defensePp: number,
    lif: number,
    damage: number,
    armour: number,
    shield: number,
): Settlement {
    if (attackPp <= 0) return MISSED;
    let left = Math.max(0, attackPp - defensePp);
    // 'hit' until nothing is left of it: then 'stopped' (below, after armour and shield).
    let outcome: AttackOutcome = 'hit';
    if ((defenseKind === 'redirect' || defenseKind === 'disarm') && defensePp >= attackPp) {
        outcome = defenseKind === 'redirect' ? 'redirected' : 'disarmed';
        left = 0;
    }
    // Armour first, then a shield held up in a block; each takes what it can of what is left.
    const armourAbsorbed = Math.min(left, Math.max(0, armour));
    left -= armourAbsorbed;
    const shieldAbsorbed = defenseKind === 'block' ? Math.min(left, Math.max(0, shield)) : 0;
    left -= shieldAbsorbed;
    const absorbed = armourAbsorbed + shieldAbsorbed;
    if (left === 0 && outcome === 'hit') outcome = 'stopped';
    let withheld = 0;
    if (nonLethal) {
        const toZero = Math.max(0, lif - damage);
        withheld = Math.max(0, left - toZero);
        left -= withheld;
    }
    return { absorbed, armourAbsorbed, shieldAbsorbed, damage: left, withheld, outcome };
}
