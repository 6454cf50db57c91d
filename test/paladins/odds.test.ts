/**
 * The remembered damage odds tactics and reactions decide by (odds.ts) must be the very numbers the
 * distribution gives — a tie or a threshold read one ulp differently would change a choice — and
 * must follow everything the damage depends on: the attacker's stats, dual wielding's target
 * count, the target's defense and state. Source: 002_508f9552a4514e32.txt §Attacks, §Dual Wielding.
 */
import { describe, expect, it } from 'vitest';
import type { DiceExpr } from '../../language/engine/dice.js';
import type { AttackModel } from '../../language/engine/model.js';
import { damageOdds } from '../../language/rulesets/paladins/engine/odds.js';
import { damageDistribution, dice, diceplus, summarize } from '../../language/rulesets/paladins/rules/attacks.js';
import { attackFormula } from '../../language/rulesets/paladins/rules/dual-wielding.js';

const attack = (damage: DiceExpr | undefined, tags: string[] = ['melee']): AttackModel => ({
    name: 'Blow',
    defenses: [],
    damage,
    traits: [],
    tags,
    stats: {},
});
const plus = (left: DiceExpr, right: DiceExpr): DiceExpr => ({ kind: 'binary', op: '+', left, right });

/** What tactics computed on every call before the odds were remembered. */
const fresh = (a: AttackModel, stats: Record<string, number>, targets: number, shift: number, defense: number) =>
    summarize(damageDistribution(attackFormula(a, targets)!, stats, shift, defense));

describe('remembered damage odds', () => {
    const formulas: [string, DiceExpr][] = [
        ['1d8 + DEX', diceplus(1, 8, 'DEX')],
        ['2d6 + STR', diceplus(2, 6, 'STR')],
        ['1d10 + 1d4 + ARC', plus(dice(1, 10), diceplus(1, 4, 'ARC'))],
        ['3d6', dice(3, 6)],
    ];
    const stats = { DEX: 3, STR: -1, ARC: 2 };

    it.each(formulas)('%s: the same mean and maximum as the full distribution, asked twice', (_, damage) => {
        const a = attack(damage);
        for (let round = 0; round < 2; round++) {
            for (const shift of [-4, 0, 4, 8]) {
                for (const defense of [0, 1, 3, 6, 9, 30]) {
                    expect(damageOdds(a, stats, 1, shift, defense)).toEqual(fresh(a, stats, 1, shift, defense));
                }
            }
        }
    });

    it('follows the stat block: one attack model under two stat blocks gets two answers', () => {
        const a = attack(diceplus(1, 8, 'DEX'));
        const weak = damageOdds(a, { DEX: 0 }, 1, 0, 2);
        const strong = damageOdds(a, { DEX: 4 }, 1, 0, 2);
        expect(weak).toEqual(fresh(a, { DEX: 0 }, 1, 0, 2));
        expect(strong).toEqual(fresh(a, { DEX: 4 }, 1, 0, 2));
        expect(strong!.mean).toBeGreaterThan(weak!.mean);
    });

    it('a dual attack: both dice against one target, one die against each of two', () => {
        const a = attack(diceplus(1, 6, 'DEX'), ['melee', 'dual']);
        const one = damageOdds(a, { DEX: 2 }, 1, 0, 1);
        const two = damageOdds(a, { DEX: 2 }, 2, 0, 1);
        expect(one).toEqual({ mean: expect.closeTo(6, 9), max: 11 }); // 2d6 − 1, never below 0
        expect(two).toEqual({ mean: expect.closeTo(2.5, 9), max: 5 }); // 1d6 − 1: no DEX
        expect(two).toEqual(fresh(a, { DEX: 2 }, 2, 0, 1));
    });

    it('worked by hand: 1d4, shift +1, defense 3 deals max(0, face − 2) = 0, 0, 1, 2 — mean 0.75, maximum 2', () => {
        expect(damageOdds(attack(dice(1, 4)), {}, 1, 1, 3)).toEqual({ mean: 0.75, max: 2 });
    });

    it('a target out of reach: mean 0, maximum 0', () => {
        expect(damageOdds(attack(dice(1, 4)), {}, 1, 0, 4)).toEqual({ mean: 0, max: 0 });
    });

    it('no damage formula, or one the statistics cannot follow (a dice increment): no odds', () => {
        expect(damageOdds(attack(undefined), {}, 1, 0, 0)).toBeUndefined();
        expect(damageOdds(attack({ kind: 'increment', steps: 1 }), {}, 1, 0, 0)).toBeUndefined();
    });
});

describe('a formula too large for the exact distribution', () => {
    // The three-point sketch (min, mean, max) carries all its weight on the mean: its maximum is
    // still the formula's (found by mutation testing: the maximum came out as the mean).
    it('6000d20 + 5 against defense 3 (114,001 possible totals, past the 100,000 the exact one holds): maximum 120,002', () => {
        const dist = damageDistribution(plus(dice(6000, 20), { kind: 'number', value: 5 } as DiceExpr), {}, 0, 3);
        expect(dist.size).toBeLessThanOrEqual(3);
        expect(summarize(dist)).toEqual({ mean: 6000 * 10.5 + 5 - 3, max: 6000 * 20 + 5 - 3 });
    });
});
