/**
 * Advantage and disadvantage on a single roll (a feat, a save, a d12 of a competition, a weapon
 * negation die): how sources combine and how two dice are thrown. Pools of d20s take vantage as
 * dice added or removed (the-attack.ts). Seed: 001_66230f9a082df360.txt §Weapon Negation,
 * §Sneak Attacks, §Restrictions in Combat.
 */
import type { Dice } from './checked.js';

/** Where a roll stands: advantage, disadvantage or neither. */
export type Vantage = 'advantage' | 'disadvantage' | 'none';

/**
 * Combines the sources of advantage and of disadvantage on one roll: any advantage and any
 * disadvantage cancel; several sources of the same kind count once (advantage "cannot be gained
 * twice", seed §Sneak Attacks; restrictions never stack, §Restrictions in Combat).
 * Assumption (seed silent): advantage + disadvantage cancel, as in the public rules' usage.
 */
export function combineVantage(advantage: boolean, disadvantage: boolean): Vantage {
    if (advantage && disadvantage) return 'none';
    if (advantage) return 'advantage';
    if (disadvantage) return 'disadvantage';
    return 'none';
}

/** One single roll under vantage: both faces when two dice were thrown, and the one kept. */
interface SingleRoll {
    readonly faces: readonly number[];
    readonly kept: number;
}

/**
 * Rolls one die of `sides` faces; under advantage two are thrown and the better kept, under
 * disadvantage the worse (seed §Weapon Negation: "two dice are thrown using the better or worse").
 * Draws: 1 die, or 2 under vantage, in that order.
 */
export function rollSingle(dice: Dice, sides: number, vantage: Vantage = 'none'): SingleRoll {
    const first = dice.die(sides);
    if (vantage === 'none') return { faces: [first], kept: first };
    const second = dice.die(sides);
    const kept = vantage === 'advantage' ? Math.max(first, second) : Math.min(first, second);
    return { faces: [first, second], kept };
}
