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
            return extreme(foes, toughness, -1);
        case 'attack_strongest':
            return extreme(foes, toughness, 1);
        case 'attack_random':
            return foes[rng.int(0, foes.length - 1)];
        default:
            return foes[0];
    }
}

/**
 * The first foe with the lowest (`sign` −1) or highest (`sign` 1) toughness: each foe's toughness
 * is worked out once (tactics pick a target for every unscripted turn of every run).
 */
function extreme<F>(foes: readonly F[], toughness: (f: F) => number, sign: -1 | 1): F {
    let best = foes[0];
    let bestValue = sign * toughness(best);
    for (let i = 1; i < foes.length; i++) {
        const value = sign * toughness(foes[i]);
        if (value > bestValue) {
            best = foes[i];
            bestValue = value;
        }
    }
    return best;
}
