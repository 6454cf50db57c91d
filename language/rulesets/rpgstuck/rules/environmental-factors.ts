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

/**
 * Breath: a creature holds it for 1 + CON minutes, then survives CON rounds (at least 1) without
 * air; at the start of its next turn after those, it drops to 0 HP. In rounds, with ten rounds to the
 * minute [assumption: six-second rounds — the chapter counts breath in minutes and rounds].
 * @returns the rounds it holds its breath and the rounds it survives after that.
 */
export function breathRounds(con: number): { readonly hold: number; readonly survive: number } {
    return { hold: Math.max(0, 1 + con) * ROUNDS_PER_MINUTE, survive: Math.max(1, con) };
}

/** Rounds to the minute [assumption: six-second rounds]. */
const ROUNDS_PER_MINUTE = 10;

/**
 * A collision: the impact damage of a creature pushed into another, split evenly between the two
 * when the second is hit — the pushed one takes the odd point [assumption: the seed's examples
 * split even amounts] — or all of it for the pushed one when the second is not.
 * Source: §Environmental Factors (forced into another creature).
 */
export function collisionSplit(damage: number, secondHit: boolean): { readonly pushed: number; readonly other: number } {
    if (!secondHit) return { pushed: damage, other: 0 };
    const other = Math.floor(damage / 2);
    return { pushed: damage - other, other };
}
