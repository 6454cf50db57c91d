/**
 * Defeat and death, and putting someone in manacles. Seed: 001_66230f9a082df360.txt §Shackling (a
 * character "brought to zero body" is out of the fight; who can be bound and how many actions it
 * takes); the death threshold is the public rules' ("Numbers and Wounds" / "Wounds": Resilience 15 →
 * −5, Resilience 8 → −2), not the seed's.
 */
import type { DeathRule } from '../options.js';
import { type Checked, ER_CODES, fail, ok } from './checked.js';

/**
 * The Body value at or below which death comes, by option `death`: 'resilience' (public rules)
 * −⌊Resilience / 3⌋ (never earlier than 0); 'at_zero' as soon as Body reaches 0 (monsters in a quick fight).
 */
export function deathThreshold(resilienceScore: number, rule: DeathRule): number {
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

/**
 * How many actions binding a victim takes: one for a helpless victim (incapacitated, paralyzed,
 * petrified, stunned, unconscious) or one charmed by the one binding it; one per hand — two — for a
 * grappled one (all by the same person). Errors: `enchanted-realms-restricted` for a free, fighting
 * victim, which cannot be shackled. Seed §Shackling.
 */
export function shackleActions(victim: { helpless: boolean; charmedByShackler: boolean; grappled: boolean }): Checked<number> {
    if (victim.helpless || victim.charmedByShackler) return ok(1);
    if (victim.grappled) return ok(2);
    return fail(ER_CODES.restricted, 'a fighting victim must first be grappled (or be helpless, or charmed by the one binding it)');
}
