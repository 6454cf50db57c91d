/**
 * Dice rolled at the table: a generator that shows given faces for the first dice of a fight and
 * its own faces after them, keeping a list of every die drawn. The seeded generator still draws
 * for every die, given or not, so the dice it rolls itself (and `attack_random`'s draws) are the
 * very ones a seeded run would draw at the same place: a fight given the faces of a seeded run is
 * that run, byte for byte, and a mix (the players' rolls typed, the monsters' rolled) changes
 * only the dice typed.
 */
import { SeededRng } from './rng.js';

/** One die of a fight in the order drawn: its size, the face it showed and whether that face was given. */
export interface DrawnDie {
    readonly sides: number;
    readonly value: number;
    readonly given: boolean;
}

/** A face given for a die that cannot show it (0-based `index` among the fight's dice). */
export class FaceOutsideDie extends Error {
    constructor(
        readonly index: number,
        readonly face: number,
        readonly sides: number,
    ) {
        super(`a d${sides} shows 1 to ${sides}, not ${face}`);
    }
}

/** The face-checking rule, in one place: a whole number from 1 to the die's size. */
export function fitsDie(face: number, sides: number): boolean {
    return Number.isInteger(face) && face >= 1 && face <= sides;
}

/**
 * A SeededRng whose first `faces.length` dice show the given faces.
 * @throws FaceOutsideDie when a given face does not fit its die (the fight stops there).
 */
export class GivenFaces extends SeededRng {
    /** Every die drawn so far. */
    readonly drawn: DrawnDie[] = [];

    constructor(
        seed: number,
        private readonly faces: readonly number[],
    ) {
        super(seed);
    }

    override die(sides: number): number {
        const generated = super.die(sides);
        const index = this.drawn.length;
        if (index >= this.faces.length) {
            this.drawn.push({ sides, value: generated, given: false });
            return generated;
        }
        const face = this.faces[index];
        if (!fitsDie(face, sides)) throw new FaceOutsideDie(index, face, sides);
        this.drawn.push({ sides, value: face, given: true });
        return face;
    }
}
