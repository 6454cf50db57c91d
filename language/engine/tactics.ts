/**
 * Ruleset-neutral target choice for tactics policies. Rulesets decide what to do with the target.
 */
import type { Fighter } from './contract.js';
import type { SeededRng } from './rng.js';

/**
 * Picks the foe a policy aims at, or undefined when none is left.
 * `attack_weakest` / `attack_strongest` compare `toughness(f)` (ties: encounter order);
 * `attack_random` draws from `rng`; anything else takes the first foe.
 */
export function pickTarget<F extends Fighter>(policy: string, foes: readonly F[], rng: SeededRng, toughness: (f: F) => number): F | undefined {
    if (foes.length === 0) return undefined;
    switch (policy) {
        case 'attack_weakest':
            return foes.reduce((best, f) => (toughness(f) < toughness(best) ? f : best));
        case 'attack_strongest':
            return foes.reduce((best, f) => (toughness(f) > toughness(best) ? f : best));
        case 'attack_random':
            return foes[rng.int(0, foes.length - 1)];
        default:
            return foes[0];
    }
}
