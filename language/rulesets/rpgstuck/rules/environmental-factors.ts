/**
 * Environment: cover, falling, forced movement into walls.
 * Source: 000_7e14385943d7d1e7.txt §Environmental Factors, §Other Hit Bonuses/Maluses.
 */
import type { DefenseName } from './critical-hits.js';

type Cover = 'none' | 'half' | 'three_quarters' | 'full';

/**
 * Cover against an attack on `defense`: half +2, three-quarters +4 to AC and Reflex only; full
 * cover makes the creature untargetable. §Other Hit Bonuses calls partial cover a hit malus: the
 * number is the same whether added to the defense or taken off the roll.
 */
export function coverBonus(cover: Cover, defense: DefenseName): { readonly bonus: number; readonly targetable: boolean } {
    if (cover === 'full') return { bonus: 0, targetable: false };
    if (defense !== 'AC' && defense !== 'reflex') return { bonus: 0, targetable: true };
    return { bonus: cover === 'half' ? 2 : cover === 'three_quarters' ? 4 : 0, targetable: true };
}

/** Falling: 1d6 per full 10 ft fallen (number of d6). */
export function fallingDice(feet: number): number {
    return Math.max(0, Math.floor(feet / 10));
}

/**
 * Forced movement stopped by a hard surface: one unit of damage per full 5 ft it could not move.
 * The unit is P (a player) or T (the tier of a monster that inflicted it).
 * @returns the number of units and the damage for the given unit value.
 */
export function wallImpact(intendedFeet: number, movedFeet: number, unitValue: number): { readonly units: number; readonly damage: number } {
    const units = Math.max(0, Math.floor((intendedFeet - movedFeet) / 5));
    return { units, damage: units * unitValue };
}
