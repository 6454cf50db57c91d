/**
 * Rise's dice pool ladder: the steps a damage pool moves along when it gains or loses dice
 * increments (`+1d`, half Strength or Willpower).
 * Source: 003_66faa831a56df10d.txt §Dice Pools and §Dice Bonuses From Attributes.
 */
import { type DiceTerm, parseDiceToken } from '../../../engine/dice.js';
import { TableLadder } from '../../../engine/ladder.js';

/** 1d2 … 8d10 as the seed lists them; below 1d2 the pool is a flat 1 damage, past 8d10 each step adds 1d10. */
export const RISE_LADDER = new TableLadder(
    "Rise's dice ladder",
    [
        { count: 1, sides: 2 },
        { count: 1, sides: 3 },
        { count: 1, sides: 4 },
        { count: 1, sides: 6 },
        { count: 1, sides: 8 },
        { count: 1, sides: 10 },
        { count: 2, sides: 6 },
        { count: 2, sides: 8 },
        { count: 2, sides: 10 },
        { count: 4, sides: 6 },
        { count: 4, sides: 8 },
        { count: 4, sides: 10 },
        { count: 5, sides: 10 },
        { count: 6, sides: 10 },
        { count: 7, sides: 10 },
        { count: 8, sides: 10 },
    ],
    () => ({ count: 0, sides: 0, flat: 1 }),
    k => ({ count: 8 + k, sides: 10 }),
);

/**
 * Half an attribute in dice increments. The seed's example (Willpower 2–3 → +1d) fixes the positive
 * side; for negative attributes we round toward negative infinity as Rise rounds down (assumption).
 */
export function attributeIncrements(attribute: number): number {
    return Math.floor(attribute / 2);
}

/** The term for a built-in dice token such as `1d10!`; throws on a typo in the engine's own constants. */
export function parseTerm(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`bad built-in dice ${token}`);
    return parsed.term;
}
