/**
 * Defeat and death. Seed: 001_66230f9a082df360.txt §Shackling (a character "brought to zero body"
 * is out of the fight); the death threshold is the public rules' ("Numbers and Wounds" / "Wounds":
 * Resilience 15 → −5, Resilience 8 → −2), not the seed's.
 */

/**
 * How death is decided (ruleset option `death`):
 *  - 'resilience' (default, public rules): dead at Body ≤ −⌊Resilience / 3⌋ (never later than that,
 *    never earlier than 0);
 *  - 'at-zero': dead as soon as Body reaches 0 (monsters in a quick fight).
 */
export type DeathRule = 'resilience' | 'at-zero';

/** The negative Body value at which death comes. */
export function deathThreshold(resilienceScore: number, rule: DeathRule = 'resilience'): number {
    if (rule === 'at-zero') return 0;
    return -Math.floor(Math.max(0, resilienceScore) / 3);
}

export type BodyState = 'fighting' | 'defeated' | 'dead';

/** A combatant's state from its current Body: > 0 fighting, ≤ 0 defeated (a vital wound), at or below the death threshold dead. */
export function bodyState(body: number, resilienceScore: number, rule: DeathRule = 'resilience'): BodyState {
    if (body <= deathThreshold(resilienceScore, rule)) return 'dead';
    if (body <= 0) return 'defeated';
    return 'fighting';
}
