/**
 * Dice for Enchanted Realms tests: a scripted sequence of faces, and an exhaustive enumerator that
 * runs a rule once for every possible sequence of draws (with its probability).
 */
import type { Dice } from '../../language/rulesets/enchanted-realms/rules/checked.js';

/** Returns the given faces in order; fails loudly when they run out or do not fit the die. */
export class Scripted implements Dice {
    readonly drawn: { sides: number; value: number }[] = [];
    constructor(private readonly faces: number[]) {}
    die(sides: number): number {
        const value = this.faces.shift();
        if (value === undefined) throw new Error(`scripted dice ran out (a d${sides} was asked for)`);
        if (value < 1 || value > sides) throw new Error(`scripted ${value} does not fit a d${sides}`);
        this.drawn.push({ sides, value });
        return value;
    }
    get remaining(): number {
        return this.faces.length;
    }
}

/** Runs `fn` with the faces and asserts every one was used. */
export function withDice<T>(faces: number[], fn: (d: Scripted) => T): T {
    const d = new Scripted([...faces]);
    const out = fn(d);
    if (d.remaining) throw new Error(`${d.remaining} scripted dice were not used`);
    return out;
}

class TooDeep extends Error {}

/**
 * Calls `fn` once per possible sequence of draws (depth-first), with that sequence's probability.
 * Sequences needing more than `maxDraws` draws are cut; their probability is returned as `cut`.
 */
export function enumerate<T>(fn: (d: Dice) => T, maxDraws: number): { outcomes: { value: T; p: number }[]; cut: number } {
    const outcomes: { value: T; p: number }[] = [];
    let cut = 0;
    const stack: number[][] = [[]];
    while (stack.length) {
        const prefix = stack.pop()!;
        const sides: number[] = [];
        const dice: Dice = {
            die(s: number) {
                const i = sides.length;
                if (i >= maxDraws) throw new TooDeep();
                sides.push(s);
                if (i < prefix.length) return prefix[i];
                for (let v = 2; v <= s; v++) stack.push([...prefix.slice(0, i), v]);
                prefix.push(1);
                return 1;
            },
        };
        let p = 1;
        try {
            const value = fn(dice);
            for (const s of sides) p /= s;
            outcomes.push({ value, p });
        } catch (e) {
            if (!(e instanceof TooDeep)) throw e;
            for (const s of sides) p /= s;
            cut += p;
        }
    }
    return { outcomes, cut };
}
