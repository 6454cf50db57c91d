/**
 * The two-trait ruling: two mights, each rolled against its own difficulty, read as one result.
 *
 * The seed (004_941aee309a07cd38.txt §Combat Ruling, §The Lopsided Two-Trait Ruling, §Resisting
 * Environmental Damage) uses two-trait rulings everywhere — every attack and every active defense is
 * one — and says a roll can fail on one trait and still succeed overall, but does not give the
 * combination. This module follows the public dice ruler (`_dice_ruler_make_two_trait_ruling`):
 * the combined margin is the mean of the two margins, PP = mean might × combined margin / 100, and a
 * combined margin below −50 is a mishap.
 */
import { bandOf, neededFor, roundPp, ruleTrait, type Band, type PpRounding, type TraitRuling } from './ruling-narration.js';

/** One trait of a pair: its might, the difficulty it is ruled against and its d100 face. */
interface TraitInput {
    readonly might: number;
    readonly difficulty: number;
    readonly roll: number;
}

export type Outcome = 'success' | 'failure' | 'mishap';

interface TwoTraitOptions {
    readonly rounding?: PpRounding;
    /** A combined margin strictly below this is a mishap; `undefined` = −50 (public ruler); null = never. */
    readonly mishapBelow?: number | null;
}

export interface TwoTraitRuling {
    /** Each trait ruled on its own (for the log and the seed's lopsided-roll narration). */
    readonly a: TraitRuling;
    readonly b: TraitRuling;
    /** winsby_a / 2 + winsby_b / 2. */
    readonly winsby: number;
    /** −winsby when failing, else 0. */
    readonly failsby: number;
    readonly success: boolean;
    readonly outcome: Outcome;
    /** (might_a + might_b) / 2 × winsby / 100 on success, else 0. */
    readonly ppExact: number;
    readonly pp: number;
    readonly band: Band;
    /** One trait succeeded and the other failed (§The Lopsided Two-Trait Ruling: narrate the edge). */
    readonly lopsided: boolean;
}

/** The default mishap threshold of the public dice ruler. */
export const MISHAP_BELOW = -50;

/**
 * Rules two traits and combines them as the public dice ruler does.
 * @throws VaxiaInputError when either trait has a might below 1, a negative difficulty or a bad roll.
 */
export function ruleTwoTraits(a: TraitInput, b: TraitInput, options: TwoTraitOptions = {}): TwoTraitRuling {
    return ruleTwoTraitsOf(
        a.might,
        a.difficulty,
        a.roll,
        b.might,
        b.difficulty,
        b.roll,
        options.rounding ?? 'nearest',
        options.mishapBelow === undefined ? MISHAP_BELOW : options.mishapBelow,
    );
}

/**
 * `ruleTwoTraits` from plain numbers: the engine rules every strike with it, without the input and
 * option objects a call of `ruleTwoTraits` builds. `mishapBelow` null: never a mishap.
 * @throws VaxiaInputError when either trait has a might below 1, a negative difficulty or a bad roll.
 */
export function ruleTwoTraitsOf(
    mightA: number,
    difficultyA: number,
    rollA: number,
    mightB: number,
    difficultyB: number,
    rollB: number,
    rounding: PpRounding,
    mishapBelow: number | null,
): TwoTraitRuling {
    return new PairRuling(mightA, difficultyA, rollA, mightB, difficultyB, rollB, rounding, mishapBelow);
}

/**
 * A two-trait ruling whose rulings of each trait (`a`, `b`) are made when first read: the log reads
 * them, a simulation never does, and they were most of what a strike allocated. Each trait's margin
 * is the same `roll − needed` its ruling holds, so the combination is the same to the last bit.
 */
class PairRuling implements TwoTraitRuling {
    readonly winsby: number;
    readonly failsby: number;
    readonly success: boolean;
    readonly outcome: Outcome;
    readonly ppExact: number;
    readonly pp: number;
    readonly band: Band;
    readonly lopsided: boolean;
    private ruledA: TraitRuling | undefined = undefined;
    private ruledB: TraitRuling | undefined = undefined;

    constructor(
        private readonly mightA: number,
        private readonly difficultyA: number,
        private readonly rollA: number,
        private readonly mightB: number,
        private readonly difficultyB: number,
        private readonly rollB: number,
        private readonly rounding: PpRounding,
        mishapBelow: number | null,
    ) {
        // Checked and worked out in the order `ruleTrait` of a, then of b, would.
        const winsbyA = rollA - neededFor(mightA, difficultyA, rollA);
        const winsbyB = rollB - neededFor(mightB, difficultyB, rollB);
        // Same operation order as the PHP ruler, so results agree bit for bit.
        const winsby = winsbyA / 2 + winsbyB / 2;
        const success = winsby >= 0;
        const ppExact = success ? (((mightA + mightB) / 2) * winsby) / 100 : 0;
        this.winsby = winsby;
        this.failsby = success ? 0 : -winsby;
        this.success = success;
        this.outcome = success ? 'success' : mishapBelow !== null && winsby < mishapBelow ? 'mishap' : 'failure';
        this.ppExact = ppExact;
        this.pp = roundPp(ppExact, rounding);
        this.band = bandOf(winsby);
        // One trait succeeded, the other failed.
        const successA = winsbyA >= 0;
        const successB = winsbyB >= 0;
        this.lopsided = successA !== successB;
    }

    get a(): TraitRuling {
        this.ruledA ??= ruleTrait(this.mightA, this.difficultyA, this.rollA, this.rounding);
        return this.ruledA;
    }

    get b(): TraitRuling {
        this.ruledB ??= ruleTrait(this.mightB, this.difficultyB, this.rollB, this.rounding);
        return this.ruledB;
    }
}

/** `ruleTwoTraits` from parallel pairs: mights[i] against difficulties[i] with rolls[i]. */
export function ruleTraitPair(
    mights: readonly [number, number],
    difficulties: readonly [number, number],
    rolls: readonly [number, number],
    rounding: PpRounding = 'nearest',
    mishapBelow?: number | null,
): TwoTraitRuling {
    return ruleTwoTraitsOf(
        mights[0],
        difficulties[0],
        rolls[0],
        mights[1],
        difficulties[1],
        rolls[1],
        rounding,
        mishapBelow === undefined ? MISHAP_BELOW : mishapBelow,
    );
}
