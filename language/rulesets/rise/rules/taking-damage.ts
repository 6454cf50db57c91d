/**
 * What damage takes from a Rise combatant: damage resistance first, then hit points; below 0 hit
 * points a character takes vital wounds, one more for each half of its maximum further down.
 * Source: 003_66faa831a56df10d.txt §Taking Damage, §Negative Hit Points.
 */

/** What of `amount` damage the remaining damage resistance absorbs (and uses up); the rest is lost from hit points. */
export function absorbedByResistance(amount: number, resistance: number): number {
    return Math.min(resistance, amount);
}

/**
 * Vital wounds due in total at `hp` below 0, for a character of `maxHp` maximum hit points: one, and
 * one more for each full half of the maximum reached (−maxHp exactly: three). 0 at 0 hit points or more.
 */
export function vitalWoundsDue(hp: number, maxHp: number): number {
    if (hp >= 0) return 0;
    return 1 + Math.floor((-hp * 2) / maxHp);
}
