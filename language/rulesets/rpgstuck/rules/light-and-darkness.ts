/**
 * §Light and Darkness: heavy obscuration (darkness) hides whoever is in it, and attacking a target you
 * cannot see is at disadvantage; light obscuration (dim light) only hinders sight-based Perception,
 * not attack rolls.
 * Source: 000_7e14385943d7d1e7.txt §Light and Darkness.
 */

/** The light where a target stands, as a scene's hazards name it. */
type Light = 'darkness' | 'dim_light' | undefined;

/** Disadvantage sources an attack gets from the light where its target stands: one in darkness, none otherwise. */
export function lightDisadvantage(light: Light): number {
    return light === 'darkness' ? 1 : 0;
}
