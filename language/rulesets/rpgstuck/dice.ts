/**
 * Dice plumbing shared by the RPGStuck rule modules: the one dice interface they take, coded
 * issues they return instead of throwing, and small rolling helpers.
 * Source: 000_7e14385943d7d1e7.txt (RPGStuck "Combat Miscellany").
 */

/** The seed file every RPGStuck citation points at. */
export const RPGSTUCK_SEED = '000_7e14385943d7d1e7.txt';

/** Anything that rolls one die of `sides` faces (1..sides). `SeededRng` fits; tests script faces. */
export interface Dice {
    die(sides: number): number;
}

/** A coded problem with the input (bad values, forbidden combinations). Never thrown. */
export interface RuleIssue {
    readonly code: string;
    readonly message: string;
}

/** Either a value or the coded issues that prevented it. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly RuleIssue[] };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = <T>(code: string, message: string): Checked<T> => ({ ok: false, issues: [{ code, message }] });

/**
 * Rolls `count` dice of `sides` faces, in order, and returns every face.
 * @param count 0 or more (0 gives []). @param sides 1 or more.
 */
export function rollFaces(count: number, sides: number, dice: Dice): number[] {
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(dice.die(sides));
    return faces;
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
