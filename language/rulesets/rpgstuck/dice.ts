/**
 * Dice plumbing shared by the RPGStuck rule modules: the one dice interface they take and small
 * helpers.
 * Source: 000_7e14385943d7d1e7.txt (RPGStuck "Combat Miscellany").
 */

/** The seed file every RPGStuck citation points at. */
export const RPGSTUCK_SEED = '000_7e14385943d7d1e7.txt';

/** Anything that rolls one die of `sides` faces (1..sides). `SeededRng` fits; tests script faces. */
export interface Dice {
    die(sides: number): number;
}

/**
 * The `keep` highest of `faces` (ties: earlier faces first), in descending order.
 * Used for advantage on damage (§Damage Dice) and for aim/block dice (§Aim and Block Dice).
 */
export function highest(faces: readonly number[], keep: number): number[] {
    return [...faces].sort((a, b) => b - a).slice(0, Math.max(0, keep));
}

/** Sum of a list of numbers. */
export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
