/**
 * The one-trait ruling of Vaxia / Sirian: one d100 roll of a might against a difficulty.
 *
 * The seed (004_941aee309a07cd38.txt) speaks of "needed", winsby / failsby and PP throughout but
 * never gives the curve; it is the public Vaxia dice ruler's (github Vaxia/vaxia,
 * ui/dice_ruler/dice_ruler.module, `_dice_ruler_make_ruling`), which this module reproduces with the
 * same floating-point order of operations so results match it to the last bit.
 */

/** How PP (and anything derived from them) become whole numbers. */
export type PpRounding = 'nearest' | 'floor';

/** How the seed's narration scale names a margin: §Ruling Narration. */
export type Band = 'barely' | 'moderate' | 'extreme';

export interface TraitRuling {
    readonly might: number;
    readonly difficulty: number;
    /** The d100 face, 1..100. */
    readonly roll: number;
    /** The roll needed to succeed, a real number in (1, 100). */
    readonly needed: number;
    /** roll − needed: positive or zero on success. */
    readonly winsby: number;
    /** needed − roll when failing, else 0. */
    readonly failsby: number;
    readonly success: boolean;
    /** might × winsby / 100 on success, else 0, unrounded. */
    readonly ppExact: number;
    /** `ppExact` rounded by the chosen rule. */
    readonly pp: number;
    readonly band: Band;
}

/** A programming error: input the checks and the engine never pass (a might below 1, a roll off the d100), with a `vaxia-…` code. */
export class VaxiaInputError extends RangeError {
    constructor(
        readonly code: string,
        message: string,
    ) {
        super(`${code}: ${message}`);
    }
}

const ATAN_3 = Math.atan(0.06 * 50);

/**
 * The roll needed for a might against a difficulty:
 * 50.5 + atan(0.06 · (100·D / (D + M) − 50)) · 49.5 / atan(3).
 * Equal might and difficulty need 50.5; difficulty 0 needs exactly 1; might 0 would need 100.
 * Source: public dice ruler (see module doc); the seed's §Ruling Narration uses its margins.
 * @throws VaxiaInputError `vaxia-might-below-1` when might < 1, `vaxia-bad-difficulty` when
 *   difficulty < 0 or either is not finite.
 */
export function rollNeeded(might: number, difficulty: number): number {
    checkMight(might);
    if (!Number.isFinite(difficulty) || difficulty < 0) {
        throw new VaxiaInputError('vaxia-bad-difficulty', `difficulty ${difficulty} is not a number ≥ 0`);
    }
    return 50.5 + (Math.atan(0.06 * ((100 * difficulty) / (difficulty + might) - 50)) * 49.5) / ATAN_3;
}

/** @throws VaxiaInputError `vaxia-might-below-1` unless might is a finite number ≥ 1. */
function checkMight(might: number): void {
    if (!Number.isFinite(might) || might < 1) {
        throw new VaxiaInputError('vaxia-might-below-1', `might ${might} is below 1`);
    }
}

/** @throws VaxiaInputError `vaxia-bad-roll` unless roll is an integer 1..100. */
function checkRoll(roll: number): void {
    if (!Number.isInteger(roll) || roll < 1 || roll > 100) {
        throw new VaxiaInputError('vaxia-bad-roll', `roll ${roll} is not a d100 face`);
    }
}

/**
 * Rounds PP. 'nearest' is the public ruler's display (PHP number_format: halves away from zero);
 * 'floor' drops fractions. Works on negative numbers too (halves go away from zero).
 */
export function roundPp(pp: number, rounding: PpRounding = 'nearest'): number {
    if (rounding === 'floor') return Math.floor(pp);
    const r = Math.sign(pp) * Math.floor(Math.abs(pp) + 0.5);
    return r === 0 ? 0 : r; // no −0
}

/**
 * The narration band of a margin (winsby, or −failsby): under 15 barely, 15 up to 25 moderate,
 * 25 and more extreme. Source: seed §Ruling Narration (barely / moderate / extreme).
 * Assumption: the band reads the absolute margin, so a failsby of 30 is an extreme failure.
 */
export function bandOf(margin: number): Band {
    const m = Math.abs(margin);
    if (m >= 25) return 'extreme';
    if (m >= 15) return 'moderate';
    return 'barely';
}

/**
 * The roll needed for one trait, its inputs checked as `ruleTrait` checks them (the roll first).
 * @throws VaxiaInputError for a might below 1, a negative difficulty or a roll outside 1..100.
 */
export function neededFor(might: number, difficulty: number, roll: number): number {
    checkRoll(roll);
    return rollNeeded(might, difficulty);
}

/**
 * One trait ruled: the roll against the needed value, its margin and PP (might × winsby / 100).
 * Source: seed §Combat Ruling / §Resisting Environmental Damage (PP, winsby), public dice ruler.
 * @throws VaxiaInputError for a might below 1, a negative difficulty or a roll outside 1..100.
 */
export function ruleTrait(might: number, difficulty: number, roll: number, rounding: PpRounding = 'nearest'): TraitRuling {
    const needed = neededFor(might, difficulty, roll);
    const winsby = roll - needed;
    const success = winsby >= 0;
    const ppExact = success ? might * (winsby / 100) : 0;
    return {
        might,
        difficulty,
        roll,
        needed,
        winsby,
        failsby: success ? 0 : -winsby,
        success,
        ppExact,
        pp: roundPp(ppExact, rounding),
        band: bandOf(winsby),
    };
}
