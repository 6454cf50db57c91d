/**
 * The conditions a fighter carries, with their numbers and rounds: Weakened, Dazed, Cripple (n),
 * grappled. The seed names them but defines only part of them; what it leaves open is marked
 * [assumption] and listed in the docs.
 * Source: 000_7e14385943d7d1e7.txt §Damage (base) and Mods, §Called Shots and Anatomy (Leg,
 * Shatterpoint, Vitals), §Grappling with Grappling.
 */

/** A condition on a combatant with its number, when it has one. */
export interface Condition {
    readonly name: 'weakened' | 'dazed' | 'crippled' | 'grappled';
    readonly value?: number;
    /** End-of-round ticks left; undefined: until removed. */
    readonly rounds?: number;
}

/** The feet Cripple takes off speed: Cripple (n) stacks with itself, and each is −n ft [assumption]. */
export function crippleTotal(conditions: readonly Condition[]): number {
    return conditions.filter(c => c.name === 'crippled').reduce((a, c) => a + (c.value ?? 0), 0);
}

/** Counts down durations at the end of a round; conditions at 0 rounds drop off. Order kept. */
export function tickConditions(conditions: readonly Condition[]): Condition[] {
    return conditions.map(c => (c.rounds === undefined ? c : { ...c, rounds: c.rounds - 1 })).filter(c => c.rounds === undefined || c.rounds > 0);
}
