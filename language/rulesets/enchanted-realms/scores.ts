/**
 * Sub-attribute scores → modifiers, armour class and the size of an attack pool.
 * Seed: 001_66230f9a082df360.txt §Touch-based Effects (the worked example fixes 4 → +1, 6 → +2),
 * §The Attack, §Critical Hits (the 5d20 limit), §Throwing Items (untrained fighters).
 */
import { type Checked, ER_CODES, fail, isWhole, ok } from './common.js';

/** The cap on dice an attack gets from combat skills (seed §Critical Hits: "the 5d20 limit"). */
export const SKILL_DICE_CAP = 5;

/**
 * Which score → modifier table to use (ruleset option `modifier_table`).
 *  - 'seed' (default): no modifier below 4, then +1 per two points: max(0, ⌊score/2⌋ − 1). It is
 *    the only rule that fits the seed's example (Agility 4 → +1, 6 → +2) and the public rapid rule
 *    "modifiers exist starting at a score of 4" of the edition the seed belongs to.
 *  - 'd20': the newer public table, ⌊score/2⌋ − 5 (10 → 0). It contradicts the seed's example, so
 *    it is only an option.
 */
export type ModifierTable = 'seed' | 'd20';

/**
 * The modifier of a sub-attribute score (Strength, Agility, Resilience, …).
 * @param score a whole number, usually 1..25; non-integers are floored.
 * Source: seed §Touch-based Effects (4 → +1, 6 → +2); the rest is an assumption (see ModifierTable).
 */
export function modifierOf(score: number, table: ModifierTable = 'seed'): number {
    const s = Math.floor(score);
    if (table === 'd20') return Math.floor(s / 2) - 5;
    return Math.max(0, Math.floor(s / 2) - 1);
}

/** Armour class with its parts kept apart: sleight of hand reads `agility` and `other` alone. */
export interface ArmorClass {
    readonly total: number;
    readonly armor: number;
    /** The Agility modifier part. */
    readonly agility: number;
    /** Everything else: rings of protection, shields, magic. */
    readonly other: number;
}

/**
 * AC = armour + Agility modifier + other (seed §Touch-based Effects names the Agility modifier and
 * the "Other" component of AC as separate parts; the composition is the rules digest's, public).
 */
export function armorClass(parts: { armor: number; agilityScore: number; other?: number }, table: ModifierTable = 'seed'): ArmorClass {
    const agility = modifierOf(parts.agilityScore, table);
    const other = parts.other ?? 0;
    return { total: parts.armor + agility + other, armor: parts.armor, agility, other };
}

/** How the pool of an attack is made up. */
export interface PoolSize {
    /** Dice from applicable combat skills, after the cap. */
    readonly skillDice: number;
    /** Dice awarded beyond the cap (the sneak die, an advantage die, a rule's bonus dice). */
    readonly bonusDice: number;
    readonly total: number;
}

/**
 * The number of d20s an attack rolls: one per applicable combat skill, at most 5, plus dice that a
 * rule awards beyond the cap (sneak attack, advantage). Seed §The Attack, §Critical Hits,
 * §Sneak Attacks ("six or even seven total dice").
 * Errors: `enchanted-realms-pool-over-cap` when skills give more than 5 dice and `exceedCap` is not set (the pool
 * is then capped in the diagnostic's message); `enchanted-realms-untrained-attack` when there are no skill dice
 * (seed §Throwing Items: the untrained have no dice to roll) unless `untrained` is 'two-keep-lower'
 * (the public site's rule, an option), which yields 1 die rolled as two-keep-lower by the attack.
 */
export function attackPool(
    skills: number,
    opts: { bonusDice?: number; exceedCap?: boolean; untrained?: 'none' | 'two-keep-lower' } = {},
): Checked<PoolSize> {
    const bonusDice = opts.bonusDice ?? 0;
    if (!isWhole(skills) || skills < 0 || !isWhole(bonusDice) || bonusDice < 0) {
        return fail(ER_CODES.badNumber, `attack dice must be whole numbers ≥ 0 (got ${skills} skill dice, ${bonusDice} bonus dice)`);
    }
    if (skills > SKILL_DICE_CAP && !opts.exceedCap) {
        return fail(
            ER_CODES.poolOverCap,
            `${skills} skill dice exceed the 5d20 cap; only a rule such as a sneak attack or a crit adds dice beyond it`,
        );
    }
    if (skills === 0 && (opts.untrained ?? 'none') === 'none') {
        return fail(ER_CODES.untrained, 'an untrained fighter has no attack dice (only effect items can be thrown untrained)');
    }
    return ok({ skillDice: skills, bonusDice, total: skills + bonusDice });
}
