/**
 * Grappling and the other maneuvers that are attacks without a weapon: which defenses they go
 * against, what they need to succeed, and the accuracy they may use instead of the usual.
 * Source: 003_66faa831a56df10d.txt §Grapple, §Grappling (Being In A Grapple, Grapple Actions,
 * Escape Grapple, Maintain Grapple, Asymmetric Grappling), §Shove, §Overrun, §Trip, §Dirty Trick.
 */
import type { AttackModel } from '../../../engine/model.js';
import { maxReach, reachOf } from './reach-and-range.js';

/**
 * Whether an attack that grapples (`inflicts grappled`) can reach past the creatures adjacent to its
 * user — a range, a projectile or spell that reaches anyone, a Long weapon's 10 ft. The seed's
 * grapple takes one adjacent creature, and a grapple holds two who stand together (Strife ends it
 * when they are apart and refuses a fight that starts so), so such an attack would hold a creature
 * from afar. Source: §Grapple, §Being In A Grapple; reach: §Strikes.
 */
export function grapplesFromAfar(attack: AttackModel): boolean {
    return maxReach(reachOf(attack)) > 0;
}

/** A maneuver's defenses: it must hit every one of them (grapple and trip: Fortitude and Reflex). */
export const MANEUVER_DEFENSES = {
    grapple: ['fortitude', 'reflex'],
    trip: ['fortitude', 'reflex'],
    shove: ['fortitude'],
    overrun: ['fortitude'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/**
 * Accuracy with maintain grapple and escape grapple: the better of the usual accuracy and half the
 * level (rounded down) + Strength (the Flexibility skill is not modelled).
 */
export function grappleAccuracy(accuracy: number, stats: Readonly<Record<string, number>>): number {
    return Math.max(accuracy, Math.floor((stats.level ?? 1) / 2) + (stats.strength ?? 0));
}

/**
 * Accuracy with shove and overrun: full Strength in place of half Perception. Accuracy not written
 * is ½ level + ½ Perception, so this is the accuracy less ½ Perception (rounded down) plus Strength.
 */
export function strengthAccuracy(accuracy: number, stats: Readonly<Record<string, number>>): number {
    return accuracy - Math.floor((stats.perception ?? 0) / 2) + (stats.strength ?? 0);
}

/** What an escape attack must beat: the grappler's maintain result this round, or 0 without one. */
export function escapeDefense(maintained: number | undefined): number {
    return maintained ?? 0;
}

/** A dirty trick's defenses: the one written (`against_…`), else the lower of Fortitude and Reflex; the one lowered, else Armor. */
export function dirtyTrickDefenses(modifiers: readonly string[], defenses: Readonly<Record<string, number>>): { against: string; lowers: string } {
    const against =
        modifiers.find(m => m.startsWith('against_'))?.slice('against_'.length) ??
        ((defenses.reflex ?? 0) < (defenses.fortitude ?? 0) ? 'reflex' : 'fortitude');
    const lowers = modifiers.find(m => m.startsWith('lowers_'))?.slice('lowers_'.length) ?? 'armor';
    return { against, lowers };
}

/** A dirty trick's penalty to the lowered defense, briefly. */
export const DIRTY_TRICK_PENALTY = 2;

/** Fatigue levels an overrun costs. */
export const OVERRUN_FATIGUE = 1;

/**
 * How far a throw carries: a Strength check that meets 0 throws 5 ft, doubled for every full 5
 * points beyond (10, 20, 40 ft…); a failed check throws nothing (0).
 */
export function throwDistance(check: number): number {
    if (check < 0) return 0;
    return 5 * 2 ** Math.floor(check / 5);
}
