/**
 * Defeat and death. Seed: 001_66230f9a082df360.txt §Shackling (a character "brought to zero body"
 * is out of the fight); the death threshold is the public rules' ("Numbers and Wounds" / "Wounds":
 * Resilience 15 → −5, Resilience 8 → −2), not the seed's.
 */
import type { DeathRule } from '../options.js';

/**
 * The Body value at or below which death comes, by option `death`: 'resilience' (public rules)
 * −⌊Resilience / 3⌋ (never earlier than 0); 'at_zero' as soon as Body reaches 0 (monsters in a quick fight).
 */
function deathThreshold(resilienceScore: number, rule: DeathRule): number {
    if (rule === 'at_zero') return 0;
    return -Math.floor(Math.max(0, resilienceScore) / 3);
}

type BodyState = 'fighting' | 'defeated' | 'dead';

/** A combatant's state from its current Body: > 0 fighting, ≤ 0 defeated (a vital wound), at or below the death threshold dead. */
export function bodyState(body: number, resilienceScore: number, rule: DeathRule): BodyState {
    if (body <= deathThreshold(resilienceScore, rule)) return 'dead';
    if (body <= 0) return 'defeated';
    return 'fighting';
}
