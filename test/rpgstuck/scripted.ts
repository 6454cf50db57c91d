/** Dice that return chosen faces in order, checking each is on the die; fails loudly when out. */
import type { Dice } from '../../language/rulesets/rpgstuck/dice.js';

export class Scripted implements Dice {
    readonly rolled: { sides: number; value: number }[] = [];
    constructor(private readonly faces: number[]) {}
    die(sides: number): number {
        const value = this.faces.shift();
        if (value === undefined) throw new Error(`scripted dice ran out (asked for a d${sides})`);
        if (value < 1 || value > sides) throw new Error(`scripted ${value} is not a face of a d${sides}`);
        this.rolled.push({ sides, value });
        return value;
    }
    get remaining(): number {
        return this.faces.length;
    }
}

export const dice = (...faces: number[]) => new Scripted(faces);
