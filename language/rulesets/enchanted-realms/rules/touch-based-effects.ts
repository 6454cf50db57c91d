/**
 * Sub-attribute scores → modifiers: the seed's only data points are in its sleight-of-hand example.
 * Seed: 001_66230f9a082df360.txt §Touch-based Effects (Agility 4 → +1, 6 → +2).
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
