/**
 * Environmental damage: damage resistance reduces it without being used up, and the rest is lost
 * from hit points as usual; it never comes from an attack roll.
 * Source: 003_66faa831a56df10d.txt §Environmental Damage, §Special Damage Types.
 */

/** What of `amount` environmental damage resistance stops (without being spent); the rest is lost from hit points. */
export function environmentalAbsorbed(amount: number, resistance: number): number {
    return Math.min(Math.max(0, resistance), amount);
}
