/**
 * Sub-attribute scores → modifiers, armour class and the size of an attack pool.
 * Seed: 001_66230f9a082df360.txt §Touch-based Effects (the worked example fixes 4 → +1, 6 → +2),
 * §The Attack, §Critical Hits (the 5d20 limit), §Throwing Items (untrained fighters).
 */
import { type Checked, ER_CODES, fail, ok } from './common.js';
import type { ModifierTable } from './engine/options.js';

/** The cap on dice an attack gets from combat skills (seed §Critical Hits: "the 5d20 limit"). */
export const SKILL_DICE_CAP = 5;

/**
 * The modifier of a sub-attribute score (Strength, Agility, Resilience, …).
 * @param score a whole number, usually 1..25; non-integers are floored.
 * `table` (option `modifier_table`): 'starts_at_4' gives no modifier below 4, then +1 per two points,
 * max(0, ⌊score/2⌋ − 1) — the only rule that fits the seed's example and the public rapid rule
 * "modifiers exist starting at a score of 4"; 'ten_is_zero' is the newer public table ⌊score/2⌋ − 5 (10 → 0),
 * which contradicts the seed's example.
 * Source: seed §Touch-based Effects (4 → +1, 6 → +2); the rest is an assumption.
 */
export function modifierOf(score: number, table: ModifierTable): number {
    const s = Math.floor(score);
    if (table === 'ten_is_zero') return Math.floor(s / 2) - 5;
    return Math.max(0, Math.floor(s / 2) - 1);
}

/**
 * The skill dice of an attack: one d20 per applicable combat skill, at most 5 unless a rule lets the
 * attack exceed the cap (advantage, sneak and crit dice always go beyond it). Seed §The Attack,
 * §Critical Hits ("the 5d20 limit"), §Throwing Items (the untrained have no dice to roll).
 * Errors: `enchanted-realms-pool-over-cap` for more than 5 skill dice without `exceedCap`;
 * `enchanted-realms-untrained-attack` for no skill dice at all (the option `untrained_attacks:
 * two_keep_lower` lets the engine roll such an attack as two dice keeping the lower).
 */
export function attackPool(skills: number, exceedCap: boolean): Checked<number> {
    if (skills > SKILL_DICE_CAP && !exceedCap) {
        return fail(
            ER_CODES.poolOverCap,
            `${skills} skill dice exceed the 5d20 cap; only a rule such as a sneak attack or a crit adds dice beyond it`,
        );
    }
    if (skills === 0) return fail(ER_CODES.untrained, 'an untrained fighter has no attack dice (only effect items can be thrown untrained)');
    return ok(skills);
}
