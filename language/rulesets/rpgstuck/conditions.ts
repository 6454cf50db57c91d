/**
 * Conditions with numbers. The seed names Weakened, Aegis, Daze, Cripple (n) and Empower but defines
 * only part of them; what it leaves open is marked [assumption] and listed in the docs.
 * Source: 000_7e14385943d7d1e7.txt §Damage (base) and Mods, §Called Shots and Anatomy (Leg,
 * Shatterpoint, Vitals), §Damage Dice (Empower), §Hit Points and Stats (true damage).
 */

/** A condition on a combatant with its number, when it has one. */
export interface Condition {
    readonly name: 'weakened' | 'aegis' | 'dazed' | 'crippled' | 'empowered' | 'prone' | 'unconscious' | 'grappled';
    readonly value?: number;
    /** Rounds left; undefined: until removed. */
    readonly rounds?: number;
}

/**
 * Weakened: the damage roll loses one damage mod — a monster's damage mod; for a player the stat mod
 * of the roll [assumption]. Applied as a modifier, so before bonus percentages.
 */
export function weakenedFlat(flat: number, weakened: boolean, mod: number): number {
    return weakened ? flat - mod : flat;
}

/**
 * Assail adds one more damage mod: the monster's damage mod, or the player's stat mod.
 * Source: §Terms and Things to Know, §Damage (base) and Mods.
 */
export function assailFlat(flat: number, kind: 'player' | 'monster', statMod: number, damageMod: number): number {
    return flat + (kind === 'monster' ? damageMod : statMod);
}

/**
 * Aegis (n): each instance of damage is reduced by n, not below 0 [assumption: the seed only says it
 * beats weak, numerous attacks]. True damage (HP spent on a Step) ignores it.
 */
export function aegisReduce(damage: number, aegis: number, trueDamage = false): number {
    if (trueDamage) return damage;
    return Math.max(0, damage - Math.max(0, aegis));
}

/** Cripple (n) stacks with itself: the values add up. */
export function crippleTotal(conditions: readonly Condition[]): number {
    return conditions.filter(c => c.name === 'crippled').reduce((a, c) => a + (c.value ?? 0), 0);
}

/** Speed after Cripple: base minus the stacked total in feet, not below 0 [assumption: Cripple (n) is −n ft speed]. */
export function crippledSpeed(baseSpeed: number, conditions: readonly Condition[]): number {
    return Math.max(0, baseSpeed - crippleTotal(conditions));
}

/**
 * Daze: the combatant loses its minor action while dazed [assumption: the seed's note that monsters
 * Assail or Aim with their minor action and "Better get your Dazes ready!"].
 */
export function dazedSlots(conditions: readonly Condition[]): { readonly minor: boolean } {
    return { minor: !conditions.some(c => c.name === 'dazed') };
}

/**
 * Empower (n): n more die sizes on the base damage roll only [assumption for n; the base-roll-only
 * limit is the seed's]. Several Empowers: the largest counts [assumption].
 */
export function empowerSteps(conditions: readonly Condition[]): number {
    return conditions.filter(c => c.name === 'empowered').reduce((a, c) => Math.max(a, c.value ?? 1), 0);
}

/** Counts down durations at the end of a round; conditions at 0 rounds drop off. Order kept. */
export function tickConditions(conditions: readonly Condition[]): Condition[] {
    return conditions.map(c => (c.rounds === undefined ? c : { ...c, rounds: c.rounds - 1 })).filter(c => c.rounds === undefined || c.rounds > 0);
}
