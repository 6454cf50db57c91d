/**
 * Shared shapes of the Enchanted Realms rule core: the dice a rule may draw from, coded
 * diagnostics for bad input, and vantage (advantage / disadvantage) on single rolls.
 *
 * Every module here is pure: no Langium, no LSP, no clocks, no Math.random. Dice come in as an
 * argument; a `SeededRng` fits `Dice`, tests pass a scripted one.
 * Seed: 001_66230f9a082df360.txt ("Combat Detailed" of the Enchanted Realms Rulebook).
 */
import type { Citation } from '../ruleset.js';

export const ER_SEED = '001_66230f9a082df360.txt';

/** A citation of the seed's section `section`. */
export const cite = (section: string): Citation => ({ file: ER_SEED, section });

/** Anything that rolls one die of `sides` faces, returning 1..sides. */
export interface Dice {
    die(sides: number): number;
}

/** A coded problem with the input; never thrown, always returned. */
export interface Diagnostic {
    readonly code: string;
    readonly message: string;
}

/** Either a value or the diagnostic that explains why there is none. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly diagnostic: Diagnostic };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = <T>(code: string, message: string): Checked<T> => ({ ok: false, diagnostic: { code, message } });

/** The diagnostic codes this ruleset reports, in one place so hovers and docs can list them. */
export const ER_CODES = {
    poolOverCap: 'enchanted-realms-pool-over-cap',
    poolDie: 'enchanted-realms-pool-die',
    untrained: 'enchanted-realms-untrained-attack',
    rangedCrit: 'enchanted-realms-ranged-crit',
    sneakAtDisadvantage: 'enchanted-realms-sneak-disadvantage',
    sneakWeapon: 'enchanted-realms-sneak-weapon',
    reactionWhileDefending: 'enchanted-realms-reaction-while-defending',
    secondReaction: 'enchanted-realms-second-reaction',
    defendAfterReaction: 'enchanted-realms-defend-after-reaction',
    splitTooMany: 'enchanted-realms-split-too-many-dice',
    shoveTooLarge: 'enchanted-realms-shove-too-large',
    fullCover: 'enchanted-realms-full-cover',
    friendlyFireSlots: 'enchanted-realms-friendly-fire-slots',
    badNumber: 'enchanted-realms-bad-number',
    impalement: 'enchanted-realms-impalement-not-allowed',
} as const;

/** Where a roll stands: advantage, disadvantage or neither. */
export type Vantage = 'advantage' | 'disadvantage' | 'none';

/**
 * Combines the sources of advantage and of disadvantage on one roll: any advantage and any
 * disadvantage cancel; several sources of the same kind count once (advantage "cannot be gained
 * twice", seed §Sneak Attacks; restrictions never stack, §Restrictions in Combat).
 * Assumption (seed silent): advantage + disadvantage cancel, as in the public rules' usage.
 */
export function combineVantage(advantage: boolean, disadvantage: boolean): Vantage {
    if (advantage && disadvantage) return 'none';
    if (advantage) return 'advantage';
    if (disadvantage) return 'disadvantage';
    return 'none';
}

/** One single roll under vantage: both faces when two dice were thrown, and the one kept. */
export interface SingleRoll {
    readonly faces: readonly number[];
    readonly kept: number;
}

/**
 * Rolls one die of `sides` faces; under advantage two are thrown and the better kept, under
 * disadvantage the worse (seed §Weapon Negation: "two dice are thrown using the better or worse").
 * Draws: 1 die, or 2 under vantage, in that order.
 */
export function rollSingle(dice: Dice, sides: number, vantage: Vantage = 'none'): SingleRoll {
    const first = dice.die(sides);
    if (vantage === 'none') return { faces: [first], kept: first };
    const second = dice.die(sides);
    const kept = vantage === 'advantage' ? Math.max(first, second) : Math.min(first, second);
    return { faces: [first, second], kept };
}

/** True for a finite whole number (the rule core's only accepted numeric input). */
export function isWhole(n: number): boolean {
    return Number.isInteger(n);
}
