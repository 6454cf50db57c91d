/**
 * §Light and Darkness: heavy obscuration (darkness) hides whoever is in it, and attacking a target you
 * cannot see is at disadvantage; light obscuration (dim light, fog) only hinders sight-based
 * Perception, not attack rolls. A zone says its light with `concealment light` or `concealment heavy`.
 * Source: 000_7e14385943d7d1e7.txt §Light and Darkness.
 */

/** Whether a zone's concealment hides those in it: heavy obscuration does; light obscuration does not. */
export function hidesFromSight(concealment: string | undefined): boolean {
    return concealment === 'heavy';
}

/** Disadvantage sources an attack gets from its target: one when the attacker cannot see it. */
export function unseenDisadvantage(seen: boolean): number {
    return seen ? 0 : 1;
}

/** The zone concealment levels the chapter has: light (dim light, fog) and heavy (darkness). */
export const CONCEALMENT_LEVELS: readonly string[] = ['light', 'heavy'];
