/**
 * Sub-attribute scores → modifiers (the seed's only data points are in its sleight-of-hand example), the
 * sleight-of-hand touch, and what throwing magic adds to a spell's d20.
 * Seed: 001_66230f9a082df360.txt §Touch-based Effects (Agility 4 → +1, 6 → +2), §Throwing Items.
 */
import type { ModifierTable } from '../options.js';

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
 * The DC of a sleight-of-hand touch: a feat (not a preservation save) against 10, raised only by the
 * victim's Agility modifier and the "other" part of its AC. Seed §Touch-based Effects (Agility 6 →
 * DC 12, a ring of protection → 13).
 */
export function sleightOfHandDC(victimAgilityModifier: number, victimAcOther: number): number {
    return 10 + victimAgilityModifier + victimAcOther;
}

/** A sleight-of-hand touch 4 or more over its DC goes unnoticed (the seed's +1 caster needs 17 against 13). Seed §Touch-based Effects. */
export function touchUnnoticed(total: number, dc: number): boolean {
    return total >= dc + 4;
}

/**
 * What throwing magic adds to the spell's d20: with ranged fighting a positive Agility modifier, with
 * hurling the whole Agility score instead, nothing otherwise — and never anything to the damage.
 * Seed §Throwing Items.
 */
export function thrownMagicBonus(agilityScore: number, agilityModifier: number, skills: { rangedFighting: boolean; hurling: boolean }): number {
    if (skills.hurling) return agilityScore;
    if (skills.rangedFighting) return Math.max(0, agilityModifier);
    return 0;
}
