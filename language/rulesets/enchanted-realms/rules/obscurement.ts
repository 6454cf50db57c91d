/**
 * Obscurement: a penalty on the one acting, not a bonus to the target's AC.
 * Seed: 001_66230f9a082df360.txt §Obscurement.
 */

/** Obscurement is a penalty on the one acting (its to-hit), not a bonus to the target's AC. Seed §Obscurement. */
export function obscurementToHit(toHit: number, penalty: number): number {
    return toHit - Math.abs(penalty);
}

/** A zone's `concealment` level as an obscurement penalty on the attacker's dice (assumption: light 2, heavy 5). */
export function concealmentPenalty(level: string | undefined): number {
    if (level === 'light') return 2;
    if (level === 'heavy') return 5;
    return 0;
}
