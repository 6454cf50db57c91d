/**
 * The two raw numbers of an attack roll, as the opening of "Combat Detailed" restates them.
 * Seed: 001_66230f9a082df360.txt §Combat Detailed.
 */

/**
 * Whether one die hits: a raw 20 always does, a raw 1 never does, otherwise face + toHit must meet
 * or beat the AC. Neither raw number means a crit by itself. Seed: the opening of "Combat Detailed".
 * Assumption: "meets" hits (public rules: the adjusted value must be equal or greater).
 */
export function dieHits(face: number, ac: number, toHit = 0): boolean {
    if (face >= 20) return true;
    if (face <= 1) return false;
    return face + toHit >= ac;
}
