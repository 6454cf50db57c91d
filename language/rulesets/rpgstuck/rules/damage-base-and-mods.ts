/**
 * §Damage (base) and Mods: the damage mod that Assail adds and Weakened takes off, and Aegis.
 * Source: 000_7e14385943d7d1e7.txt §Bestiary Intro › Damage (base) and Mods, Terms and Things to Know.
 */

/**
 * The damage mod Assail adds once more and Weakened takes off: a monster's damage mod; for a player
 * the stat mod of the roll (§Terms and Things to Know: a monster's Assail adds its damage mod where a
 * player's adds a stat mod) [assumption for Weakened on a player].
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
