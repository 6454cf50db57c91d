/**
 * Environmental damage: damage resistance reduces it without being used up, and the rest is lost
 * from hit points as usual; it never comes from an attack roll.
 * Source: 003_66faa831a56df10d.txt §Environmental Damage, §Special Damage Types.
 */

/** How `amount` environmental damage splits: what resistance stops (not spent) and the hit points lost. */
export function environmentalSplit(amount: number, resistance: number): { absorbed: number; hpLost: number } {
    const absorbed = Math.min(Math.max(0, resistance), amount);
    return { absorbed, hpLost: amount - absorbed };
}
