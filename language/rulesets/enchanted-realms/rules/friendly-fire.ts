/**
 * Friendly fire: a missed shot into a crowd may strike someone else, its dice moved forward by 2.
 * Seed: 001_66230f9a082df360.txt §Friendly Fire.
 */
import type { Dice } from './checked.js';

/** A raw d20 face moved forward by 2 for an alternate target: 18 and 19 become a natural 20, a raw 1 a raw 3. Seed §Friendly Fire. */
function rollForward(face: number): number {
    return Math.min(20, face + 2);
}

/** A missed shot into a crowd: the d10, who is now in the line of fire, and the faces moved forward. */
interface StrayShot {
    /** The d10 rolled. */
    readonly slot: number;
    /** The index among the numbered creatures of the one now in the line of fire, or null for nothing. */
    readonly target: number | null;
    /** The shot's kept faces moved forward by 2, to compare with the new target's AC. */
    readonly faces: readonly number[];
}

/** The most creatures the GM numbers around the target (slots 9 and 10 stay empty). */
const FRIENDLY_FIRE_SLOTS = 8;

/**
 * A missed ranged attack that might strike someone else: the GM numbers up to 8 other creatures
 * around the target (adjacent hexes, and 10 ft in front and behind in the line of sight) 1..8, a
 * d10 picks one; 9, 10 and numbers with nobody on them hit nothing. Against the new target, the
 * same dice (all of them: one attack, one alternate target) are moved forward by 2 and compared
 * with its AC with the same to-hit modifier (the caller resolves them as a pool attack).
 * Draws 1 d10. Seed §Friendly Fire.
 * @param faces the kept faces of the missed attack (every die missed).
 * @param crowd how many creatures are numbered (only the first 8 can be).
 */
export function strayShot(dice: Dice, faces: readonly number[], crowd: number): StrayShot {
    const slot = dice.die(10);
    const target = slot <= Math.min(crowd, FRIENDLY_FIRE_SLOTS) ? slot - 1 : null;
    return { slot, target, faces: faces.map(rollForward) };
}
