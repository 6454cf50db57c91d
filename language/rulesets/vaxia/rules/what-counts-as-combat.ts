/**
 * Damaging and non-damaging attacks. A damaging attack's PP are its damage; a non-damaging one's
 * PP say whether it succeeds and how much it does: PP/7 give how many rounds it lasts, and its
 * target may break it by producing more PP than it had. Ruled like any other attack.
 * Source: 004_941aee309a07cd38.txt §What counts as combat? (and PP/7 rounds in §Staying Conscious).
 */
import type { AttackModel } from '../../../engine/model.js';

/** How PP/7 durations become whole rounds: floor (default) or the public ruler's nearest. */
export type DurationRounding = 'floor' | 'nearest';

/**
 * Rounds an effect lasts: PP/7, whole (§What counts as combat?; §Staying Conscious gives 15 PP → 2
 * rounds). 'nearest' is the public ruler's display (13 PP → 2). 0 for no PP (PP are never negative). The option
 * `duration_rounding` chooses (floor by default).
 */
export function ppDuration(pp: number, rounding: DurationRounding): number {
    const x = pp / 7;
    return rounding === 'floor' ? Math.floor(x) : Math.floor(x + 0.5);
}

/**
 * Whether an attack is non-damaging: it has effects (`inflicts`, `modifies`, `removes`), and its PP
 * buy them instead of damage. Assumption (the seed sets the two kinds apart but never mixes them):
 * an attack with an effect deals no damage; a GM who wants both scripts two attacks.
 */
export function isNonDamaging(attack: Pick<AttackModel, 'effects'>): boolean {
    return (attack.effects?.length ?? 0) > 0;
}

/**
 * Whether every effect of an attack helps its target — it removes conditions or raises stats —
 * so that it is ruled against the base difficulty with nobody resisting, not against the target's
 * mights. Assumption (the seed rules effects on foes only): a help is ruled against
 * `BASE_DIFFICULTY` on both traits.
 */
export function helpsOnly(attack: Pick<AttackModel, 'effects'>): boolean {
    return isNonDamaging(attack) && attack.effects!.every(e => e.kind === 'remove' || (e.kind === 'modify' && e.value > 0));
}

/**
 * The difficulty of a ruling nobody opposes: a helping effect (both traits), a break roll of a
 * condition nobody inflicted (a starting one with `save` and no difficulty). Assumption: 25, the
 * seed's base difficulty of spellcasting (§History of Magic Ruling) and Strife's for heal and repair.
 */
export const BASE_DIFFICULTY = 25;

/**
 * Whether a break roll throws an effect off: strictly more PP than the effect had (§What counts as
 * combat?: the target may have to produce more PP to break it).
 */
export function breaks(breakPp: number, effectPp: number): boolean {
    return breakPp > effectPp;
}
