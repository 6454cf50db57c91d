/**
 * Subdual damage: it never inflicts vital wounds — each one it would inflict is 3 fatigue levels
 * instead — and a strike the attacker chooses to make subdual deals half damage.
 * Source: 003_66faa831a56df10d.txt §Subdual Damage.
 */

/** Fatigue levels instead of each vital wound subdual damage would inflict. */
export const SUBDUAL_FATIGUE = 3;

/** The damage of a strike made subdual by choice (`with subdual`): half, rounded down. */
export function subdualStrikeDamage(damage: number): number {
    return Math.floor(damage / 2);
}
