/**
 * Rise's dice pools: the dice ladder a pool moves along when it gains or loses dice increments
 * (`+1d`, half Strength or Willpower), and the damage pool an attack rolls.
 * Source: 003_66faa831a56df10d.txt §Dice Pools and its paragraph Dice Bonuses From Attributes,
 * §Critical Hits, §Glancing Blows.
 */
import { type DiceExpr, type DiceTerm, parseDiceToken } from '../../../engine/dice.js';
import { countIncrements, firstDiceTerm, mapDice, multiplyDice, withoutDice } from '../../../engine/dice-transform.js';
import { TableLadder } from '../../../engine/ladder.js';
import type { AttackModel } from '../../../engine/model.js';
import type { RiseOptions } from '../options.js';

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
 * side; a negative attribute rounds down (toward negative infinity, as Rise rounds) or, with option
 * `negative_attribute_rounding: toward_zero`, toward zero (−3 → −2 or −1).
 */
function attributeIncrements(attribute: number, rounding: RiseOptions['negativeRounding']): number {
    return rounding === 'toward_zero' ? Math.trunc(attribute / 2) : Math.floor(attribute / 2);
}

/**
 * Dice increments of a pool of `attack` (its damage, or `pool` — a healing pool): written `+1d`s,
 * plus half Strength (mundane) or Willpower (magical); items keep their pool.
 */
export function increments(
    attack: AttackModel,
    stats: Readonly<Record<string, number>>,
    rounding: RiseOptions['negativeRounding'],
    pool: DiceExpr | undefined = attack.damage,
): { written: number; attribute: number; from?: 'strength' | 'willpower' } {
    const written = pool ? countIncrements(pool) : 0;
    if (attack.tags.includes('item')) return { written, attribute: 0 };
    const from = attack.tags.includes('magical') ? 'willpower' : 'strength';
    return { written, attribute: attributeIncrements(stats[from] ?? 0, rounding), from };
}

/**
 * The damage formula as rolled: the increments applied to its first dice on the ladder, the dice
 * rolled `factor` times (0: no dice, a glancing blow; 2 and more: a critical hit). Flat terms such as
 * power stay as written. The attack must have a damage formula, unless `base` gives the pool (a
 * healing pool moves along the ladder the same way, §Dice Pools).
 */
export function damagePool(
    attack: AttackModel,
    stats: Readonly<Record<string, number>>,
    rounding: RiseOptions['negativeRounding'],
    factor: number,
    base: DiceExpr = attack.damage!,
): DiceExpr {
    const inc = increments(attack, stats, rounding, base);
    const steps = inc.written + inc.attribute;
    const first = firstDiceTerm(base);
    let pool = mapDice(base, term => ({ kind: 'dice', term }));
    if (steps !== 0 && first) {
        pool = mapDice(base, term => (term === first ? RISE_LADDER.shift(term, steps) : { kind: 'dice', term }));
    }
    if (factor === 0) return withoutDice(pool);
    return factor === 1 ? pool : multiplyDice(pool, factor);
}

/** The term for a built-in dice token such as `1d10!`; throws on a typo in the engine's own constants. */
export function parseTerm(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`bad built-in dice ${token}`);
    return parsed.term;
}
