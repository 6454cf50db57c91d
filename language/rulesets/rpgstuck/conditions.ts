/**
 * Conditions with numbers, and the damage mod that Assail adds and Weakened takes off. The seed names
 * Weakened, Aegis, Daze and Cripple (n) but defines only part of them; what it leaves open is marked
 * [assumption] and listed in the docs.
 * Source: 000_7e14385943d7d1e7.txt §Damage (base) and Mods, §Terms and Things to Know, §Called Shots
 * and Anatomy (Leg, Shatterpoint, Vitals), §Grappling with Grappling.
 */

/** A condition on a combatant with its number, when it has one. */
export interface Condition {
    readonly name: 'weakened' | 'dazed' | 'crippled' | 'grappled';
    readonly value?: number;
    /** End-of-round ticks left; undefined: until removed. */
    readonly rounds?: number;
}

/**
 * The damage mod Assail adds once more and Weakened takes off: a monster's damage mod; for a player
 * the stat mod of the roll (§Terms and Things to Know: "Assail always adds the monster's damage mod,
 * instead of a stat mod") [assumption for Weakened on a player].
 */
export function damageMod(kind: 'creature' | 'character', damageModStat: number, rollStatMod: number): number {
    return kind === 'creature' ? damageModStat : rollStatMod;
}

/**
 * Aegis (n): each instance of damage is reduced by n, not below 0 [assumption: the seed only says it
 * beats weak, numerous attacks].
 */
export function aegisReduce(damage: number, aegis: number): number {
    return Math.max(0, damage - Math.max(0, aegis));
}

/** The feet Cripple takes off speed: Cripple (n) stacks with itself, and each is −n ft [assumption]. */
export function crippleTotal(conditions: readonly Condition[]): number {
    return conditions.filter(c => c.name === 'crippled').reduce((a, c) => a + (c.value ?? 0), 0);
}

/** Counts down durations at the end of a round; conditions at 0 rounds drop off. Order kept. */
export function tickConditions(conditions: readonly Condition[]): Condition[] {
    return conditions.map(c => (c.rounds === undefined ? c : { ...c, rounds: c.rounds - 1 })).filter(c => c.rounds === undefined || c.rounds > 0);
}
