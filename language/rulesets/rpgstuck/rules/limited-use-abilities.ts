/**
 * §Limited Use Abilities: when a per-strife or per-rest ability counts as used.
 * Source: 000_7e14385943d7d1e7.txt §Resting and Limited Abilities › Limited Use Abilities.
 */

/**
 * Whether a limited-use ability counts as used: not when every roll failed and nothing of it took
 * effect; yes when any roll succeeded or some part works regardless (an effect on a miss).
 */
export function limitedUseSpent(results: readonly ('success' | 'failed')[], effectRegardless: boolean): boolean {
    return effectRegardless || results.some(r => r === 'success');
}
