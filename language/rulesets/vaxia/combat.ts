/**
 * Combat ruling: an attack is a two-trait ruling whose PP are damage off LIF; a defender either
 * stands (the attack is ruled against their passive mights) or defends actively (both sides' mights
 * become the other's difficulties, and the defense's PP work against the attack's PP).
 * Source: 004_941aee309a07cd38.txt §Combat Ruling, §Combat Stats and Skills, §Attacking and
 * Defending (block, dodge, parry/counter, redirect/disarm), §Magic/Psi vs Mundane Actions.
 */
import type { StatName } from './combatant.js';
import { issue, type VaxiaIssue } from './issues.js';
import { VaxiaInputError, type PpRounding } from './ruling.js';
import { ruleTwoTraits, type TwoTraitRuling } from './two-trait.js';

/** Physical (mundane) or magical/psi: the same rules, different stats (§Combat Ruling). */
export type Realm = 'physical' | 'magic';

export type DefenseKind = 'block' | 'dodge' | 'parry' | 'counter' | 'redirect' | 'disarm';

export const DEFENSE_KINDS: readonly DefenseKind[] = ['block', 'dodge', 'parry', 'counter', 'redirect', 'disarm'];

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
    }
}

/** Block and dodge work against any attack; the others only against attacks of their own realm. */
export function isUniversalDefense(kind: DefenseKind): boolean {
    return kind === 'block' || kind === 'dodge';
}

/**
 * `vaxia.defense-wrong-realm` when a parry, counter, redirect or disarm of one realm meets an attack
 * of the other (a physical parry against a fireball). §Attacking and Defending.
 */
export function checkDefense(kind: DefenseKind, defenseRealm: Realm, attackRealm: Realm): VaxiaIssue | undefined {
    if (isUniversalDefense(kind) || defenseRealm === attackRealm) return undefined;
    return issue(
        'vaxia.defense-wrong-realm',
        `a ${defenseRealm === 'physical' ? 'physical' : 'magical/psi'} ${kind} only works against ${defenseRealm === 'physical' ? 'physical' : 'magical/psi'} attacks, and this attack is ${attackRealm === 'physical' ? 'physical' : 'magical/psi'}`,
    );
}

export interface AttackInput {
    readonly realm: Realm;
    /** [to-hit might, power might]: DEX and STR (magic: INT and SPIR), each + the attack's skill. */
    readonly mights: readonly [number, number];
    /** The two d100 faces, to-hit first. */
    readonly rolls: readonly [number, number];
    /** Stops at 0 LIF (§Attacking and Defending: non-lethal attacks). */
    readonly nonLethal?: boolean;
}

/** The target standing: its to-hit and soaking mights, each already + its best avoid skill. */
export interface PassiveDefense {
    readonly kind: 'none';
    readonly mights: readonly [number, number];
}

/** The target defending actively: its two defense mights (see `defenseStats`) and rolls. */
export interface ActiveDefense {
    readonly kind: DefenseKind;
    readonly realm: Realm;
    readonly mights: readonly [number, number];
    readonly rolls: readonly [number, number];
}

export type DefenseInput = PassiveDefense | ActiveDefense;

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

export interface CombatOptions {
    readonly rounding?: PpRounding;
    readonly mishapBelow?: number | null;
}

export type AttackOutcome = 'missed' | 'hit' | 'stopped' | 'redirected' | 'disarmed';

export interface AttackResult {
    readonly attack: TwoTraitRuling;
    /** The defender's own ruling when they defended actively. */
    readonly defense?: TwoTraitRuling;
    /** Rounded PP of the attack and of the defense (0 when standing). */
    readonly attackPp: number;
    readonly defensePp: number;
    /** Taken off by armour and shield. */
    readonly absorbed: number;
    /** Damage the target takes, after defense, absorption and the non-lethal cap. */
    readonly damage: number;
    /** PP that a non-lethal attack left uncounted. */
    readonly withheld: number;
    readonly outcome: AttackOutcome;
}

/**
 * Rules one attack against one defender.
 *  - Standing: the attack's mights are ruled against the target's passive mights; PP = damage.
 *  - Active: the attacker's difficulties are the defense mights and the defender's are the attack
 *    mights; block, dodge, parry and counter subtract their PP from the attack's; redirect and disarm
 *    stop the attack only if their PP reach the attack's, else the remainder still lands.
 *  - Armour (and, when blocking, a shield) then absorbs; a non-lethal attack stops at 0 LIF.
 * PP are rounded before subtracting, as the public dice ruler does.
 * @throws VaxiaInputError `vaxia.defense-wrong-realm` for a defense of the wrong realm, and the
 *   ruling errors for mights below 1 or rolls outside 1..100.
 */
export function resolveAttack(attack: AttackInput, defense: DefenseInput, target: TargetInput, options: CombatOptions = {}): AttackResult {
    const rulingOptions = { rounding: options.rounding ?? 'nearest', mishapBelow: options.mishapBelow } as const;
    if (defense.kind !== 'none') {
        const problem = checkDefense(defense.kind, defense.realm, attack.realm);
        if (problem) throw new VaxiaInputError(problem.code, problem.message);
    }
    // Standing or defending, the attack is ruled against the defender's two mights.
    const attackRuling = ruleTwoTraits(
        { might: attack.mights[0], difficulty: defense.mights[0], roll: attack.rolls[0] },
        { might: attack.mights[1], difficulty: defense.mights[1], roll: attack.rolls[1] },
        rulingOptions,
    );
    // An active defender rules their own mights against the attack's.
    const defenseRuling =
        defense.kind === 'none'
            ? undefined
            : ruleTwoTraits(
                  { might: defense.mights[0], difficulty: attack.mights[0], roll: defense.rolls[0] },
                  { might: defense.mights[1], difficulty: attack.mights[1], roll: defense.rolls[1] },
                  rulingOptions,
              );
    const attackPp = attackRuling.pp;
    const defensePp = defenseRuling?.pp ?? 0;
    return {
        attack: attackRuling,
        defense: defenseRuling,
        attackPp,
        defensePp,
        ...settleDamage(attack.nonLethal ?? false, defense.kind, attackPp, defensePp, target),
    };
}

export interface Settlement {
    readonly absorbed: number;
    readonly damage: number;
    readonly withheld: number;
    readonly outcome: AttackOutcome;
}

/**
 * The damage step alone, from rounded PP (used by `resolveAttack` and by the exact distributions):
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
    if (attackPp <= 0) return { absorbed: 0, damage: 0, withheld: 0, outcome: 'missed' };
    let left = Math.max(0, attackPp - defensePp);
    let outcome: AttackOutcome = left > 0 ? 'hit' : 'stopped';
    if ((defenseKind === 'redirect' || defenseKind === 'disarm') && defensePp >= attackPp) {
        outcome = defenseKind === 'redirect' ? 'redirected' : 'disarmed';
        left = 0;
    }
    const soak = (target.armour ?? 0) + (defenseKind === 'block' ? (target.shield ?? 0) : 0);
    const absorbed = Math.min(left, Math.max(0, soak));
    left -= absorbed;
    if (left === 0 && outcome === 'hit') outcome = 'stopped';
    let withheld = 0;
    if (nonLethal) {
        const toZero = Math.max(0, target.lif - target.damage);
        withheld = Math.max(0, left - toZero);
        left -= withheld;
    }
    return { absorbed, damage: left, withheld, outcome };
}

/** The mights of a standing target: [to-hit stat, soaking stat] + their best avoid skill. */
export function passiveMights(stats: Readonly<Record<StatName, number>>, bestAvoid: number, attackRealm: Realm): readonly [number, number] {
    const [a, b] = PASSIVE_DEFENSE_STATS[attackRealm];
    return [stats[a] + bestAvoid, stats[b] + bestAvoid];
}

/** The mights of an attack: [to-hit stat, power stat] + the attack's skill. */
export function attackMights(stats: Readonly<Record<StatName, number>>, skill: number, realm: Realm): readonly [number, number] {
    const [a, b] = ATTACK_STATS[realm];
    return [stats[a] + skill, stats[b] + skill];
}

/** The mights of an active defense, paired as `defenseStats` orders them, + the defense's skill. */
export function activeDefenseMights(
    stats: Readonly<Record<StatName, number>>,
    skill: number,
    kind: DefenseKind,
    defenseRealm: Realm,
    attackRealm: Realm,
): readonly [number, number] {
    const [a, b] = defenseStats(kind, defenseRealm, attackRealm);
    return [stats[a] + skill, stats[b] + skill];
}
