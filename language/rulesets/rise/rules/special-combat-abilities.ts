/**
 * The universal abilities Rise's engine plays, as numbers and pure rules: charge, desperate
 * exertion, offhand strike, recover, sprint and total defense, and the fatigue they cost.
 * Source: 003_66faa831a56df10d.txt §Special Combat Abilities (§Charge, §Desperate Exertion, §Offhand
 * Strike, §Recover, §Sprint, §Total Defense). Fatigue tolerance and the knockout at a penalty of 5
 * are the Rise core book's (an assumption, in the doc).
 */
import type { AttackModel } from '../../../engine/model.js';
import { ALL_DEFENSES, briefEffect, type StatEffect } from './combat-time.js';

/** Total defense (Swift): +2 to all defenses for the whole round it is taken in. */
export function totalDefenseEffect(round: number): StatEffect {
    return { label: 'total defense', stat: ALL_DEFENSES, amount: 2, fromRound: round, fromPhase: 'movement', untilRound: round };
}

/**
 * Charge: "briefly" −2 to all defenses afterwards. Not Swift, so not in the phase of the charge:
 * from the next phase to the end of the next round (an assumption: "briefly" = until the end of the
 * next round).
 */
export function chargeEffect(round: number): StatEffect {
    return briefEffect('charge', ALL_DEFENSES, -2, round);
}

/** Fatigue levels a recover costs; it is usable once per short rest (once per fight outside a day). */
export const RECOVER_FATIGUE = 2;

/** Fatigue levels a sprint costs in the movement phase (none in the action phase). */
export const SPRINT_FATIGUE = 1;

/** Desperate exertion: the reroll's bonus, and the fatigue levels it costs. */
export const EXERTION_BONUS = 2;
export const EXERTION_FATIGUE = 2;

/** The fatigue penalty that knocks a combatant out. */
export const FATIGUE_KNOCKOUT = 5;

/** Fatigue levels beyond the tolerance: each is −1 accuracy. */
export function fatiguePenalty(fatigue: number, tolerance: number): number {
    return Math.max(0, fatigue - tolerance);
}

/** The least Dexterity an offhand strike needs. */
export const OFFHAND_MIN_DEXTERITY = 1;

/** Whether an offhand strike with `weapon` has its strike: a strike with a different weapon earlier in the phase. */
export function offhandHasStrike(struckWith: readonly AttackModel[], weapon: AttackModel | undefined): boolean {
    return struckWith.some(w => w !== weapon);
}

/**
 * The offhand strike's accuracy: −2, and −1 for each non-Light weapon attacked with this phase,
 * `struckWith` including the offhand weapon itself.
 */
export function offhandAccuracy(struckWith: readonly AttackModel[]): number {
    return -2 - struckWith.filter(w => !w.tags.includes('light')).length;
}
