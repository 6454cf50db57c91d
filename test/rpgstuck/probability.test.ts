import { describe, expect, it } from 'vitest';
import { attackChances, damageDistribution, keepHighestCounts, mean, type DistributionInput } from '../../language/rulesets/rpgstuck/probability.js';
import { rollAttack, type AttackInput, type AttackOptions } from '../../language/rulesets/rpgstuck/attack-roll.js';
import { aimBlockDie, cancelAimBlock, rollAimBlock, type AimBlockPool } from '../../language/rulesets/rpgstuck/aim-block.js';
import { rollDamage, type DamageOptions } from '../../language/rulesets/rpgstuck/damage.js';
import { dice } from './scripted.js';

/** Every sequence of faces for dice of these sides. */
function* tuples(sides: readonly number[]): Generator<number[]> {
    if (sides.length === 0) {
        yield [];
        return;
    }
    for (let f = 1; f <= sides[0]; f++) for (const rest of tuples(sides.slice(1))) yield [f, ...rest];
}

/** Brute force: every d20 face (or pair) and every aim/block face, through the real rollAttack. */
function bruteChances(input: Omit<AttackInput, 'aimBlock'>, pool: AimBlockPool, options: AttackOptions = {}) {
    const d20s = (input.advantage ?? 0) === 0 ? [20] : [20, 20];
    const aimSides = pool.dice.map(d => d.sides);
    let n = 0,
        crit = 0,
        hit = 0;
    for (const faces of tuples(d20s)) {
        for (const aimFaces of tuples(aimSides)) {
            const ab = rollAimBlock(pool, dice(...aimFaces)).modifier;
            const r = rollAttack({ ...input, aimBlock: ab }, dice(...faces), options);
            n++;
            if (r.outcome === 'critical') crit++;
            else if (r.outcome === 'hit') hit++;
        }
    }
    return { crit: crit / n, plainHit: hit / n };
}

/** Brute force: every face sequence rollDamage can ask for, through the real rollDamage. */
function bruteDamage(input: DistributionInput, options: DamageOptions = {}): Map<number, number> {
    const doubleDice = input.critical && options.critRule === 'double_dice';
    const sides = input.dice.flatMap(g => Array<number>(g.count * (doubleDice ? 2 : 1) * (input.advantage ? 2 : 1)).fill(g.sides));
    const counts = new Map<number, number>();
    let n = 0;
    for (const faces of tuples(sides)) {
        const t = rollDamage(input, dice(...faces), options).total;
        counts.set(t, (counts.get(t) ?? 0) + 1);
        n++;
    }
    return new Map([...counts.keys()].sort((a, b) => a - b).map(k => [k, counts.get(k)! / n]));
}

const none: AimBlockPool = { kind: 'none', dice: [] };

function expectSame(a: Map<number, number>, b: Map<number, number>) {
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [k, p] of a) expect(p).toBeCloseTo(b.get(k)!, 12);
}

describe('exact hit and crit chances', () => {
    it('+5 vs AC 15, no crit range: hit on 10+ (55%), crit 5%', () => {
        const c = attackChances({ modifier: 5, defense: 15 });
        expect(c.hit).toBeCloseTo(0.55, 12);
        expect(c.crit).toBeCloseTo(0.05, 12);
    });
    it('nat 20 and nat 1 bound the chances: 5% hit at worst, 95% at best', () => {
        expect(attackChances({ modifier: -10, defense: 40 }).hit).toBeCloseTo(0.05, 12);
        expect(attackChances({ modifier: 40, defense: 10 }).hit).toBeCloseTo(0.95, 12);
    });
    it('advantage: 1 − (9/20)² to roll 10+', () => {
        expect(attackChances({ modifier: 5, defense: 15, advantage: 1 }).hit).toBeCloseTo(1 - 0.45 ** 2, 12);
    });
    const cases: [string, Omit<AttackInput, 'aimBlock'>, AimBlockPool, AttackOptions?][] = [
        ['plain', { proficiency: 2, stat: 3, defense: 15 }, none],
        ['crit range +2', { proficiency: 2, stat: 3, defense: 15, critRange: 2 }, none],
        ['crit range +9 vs high AC', { proficiency: 2, stat: 3, defense: 24, critRange: 9 }, none],
        ['crit range +9, crit anyway', { proficiency: 2, stat: 3, defense: 24, critRange: 9 }, none, { critRangeNeedsHit: false }],
        ['advantage', { proficiency: 2, stat: 3, defense: 17, advantage: 1 }, none],
        ['disadvantage', { proficiency: 2, stat: 3, defense: 12, advantage: -1, critRange: 1 }, none],
        ['stacked advantage', { proficiency: 1, stat: 2, defense: 19, advantage: 3 }, none],
        ['stacked disadvantage per extra', { proficiency: 1, stat: 2, defense: 9, advantage: -3 }, none, { advantageStack: 'per_extra' }],
        ['aim d4 and d8', { proficiency: 2, stat: 3, defense: 18 }, cancelAimBlock([aimBlockDie(4), aimBlockDie(8)], [])],
        ['block d10+2 with advantage', { proficiency: 4, stat: 4, defense: 16, advantage: 1 }, cancelAimBlock([], [aimBlockDie(10, 2)])],
        ['bonuses and maluses', { proficiency: 2, stat: 1, bonuses: [3], maluses: [4], defense: 11, critRange: 3 }, none],
    ];
    for (const [name, input, pool, options] of cases) {
        it(`matches brute force: ${name}`, () => {
            const b = bruteChances(input, pool, options);
            const modifier =
                input.proficiency + input.stat + (input.bonuses ?? []).reduce((a, x) => a + x, 0) - (input.maluses ?? []).reduce((a, x) => a + x, 0);
            const c = attackChances(
                { modifier, defense: input.defense, critRange: input.critRange, advantage: input.advantage, aimBlock: pool },
                options,
            );
            expect(c.crit).toBeCloseTo(b.crit, 12);
            expect(c.plainHit).toBeCloseTo(b.plainHit, 12);
            expect(c.hit + c.miss).toBeCloseTo(1, 12);
        });
    }
});

describe('exact damage distributions', () => {
    it('keep highest 2 of 4d6 counts 1296 outcomes; 2d6 sums to 36', () => {
        const k = keepHighestCounts(4, 6, 2);
        expect([...k.values()].reduce((a, b) => a + b, 0n)).toBe(1296n);
        expect(k.get(12)).toBe(1296n - 625n - 4n * 125n); // at least two sixes: 1296 − P(no six) − P(exactly one six)
        expect(keepHighestCounts(2, 6, 2).get(7)).toBe(6n);
    });
    it('2d6+3 hit: 5…15, 5 and 15 at 1/36, 10 at 6/36', () => {
        const d = damageDistribution({ dice: [{ count: 2, sides: 6 }], flat: 3 });
        expect([...d.keys()]).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
        expect(d.get(5)).toBeCloseTo(1 / 36, 15);
        expect(d.get(15)).toBeCloseTo(1 / 36, 15);
        expect(d.get(10)).toBeCloseTo(6 / 36, 15);
        expect(mean(d)).toBeCloseTo(10, 12);
    });
    it('the two crit rules have the same mean but not the same spread (2d10+3)', () => {
        const dd = damageDistribution({ dice: [{ count: 2, sides: 10 }], flat: 3, critical: true }, { critRule: 'double_dice' });
        const dt = damageDistribution({ dice: [{ count: 2, sides: 10 }], flat: 3, critical: true }, { critRule: 'double_total' });
        expect(mean(dd)).toBeCloseTo(mean(dt), 10);
        expect(dd.has(11)).toBe(true);
        expect(dt.has(11)).toBe(false);
    });
    const cases: [string, DistributionInput, DamageOptions?][] = [
        ['2d6+3 hit', { dice: [{ count: 2, sides: 6 }], flat: 3 }],
        ['2d6+3 crit, double total', { dice: [{ count: 2, sides: 6 }], flat: 3, critical: true }, { critRule: 'double_total' }],
        ['2d6+3 crit, double dice', { dice: [{ count: 2, sides: 6 }], flat: 3, critical: true }, { critRule: 'double_dice' }],
        [
            '1d8+1d4 with advantage',
            {
                dice: [
                    { count: 1, sides: 8 },
                    { count: 1, sides: 4 },
                ],
                flat: 1,
                advantage: true,
            },
        ],
        [
            '2d4 crit with advantage, double dice',
            { dice: [{ count: 2, sides: 4 }], flat: 2, advantage: true, critical: true },
            { critRule: 'double_dice' },
        ],
        ['head crit + Trace (300%) on 1d6+1', { dice: [{ count: 1, sides: 6 }], flat: 1, critical: true, bonusPercents: [100, 100] }],
        ['halved once, rounding down, 3d3+1', { dice: [{ count: 3, sides: 3 }], flat: 1, halvings: 1 }],
        ['halved once, rounding up, 3d3+1', { dice: [{ count: 3, sides: 3 }], flat: 1, halvings: 1 }, { rounding: 'up' }],
        ['crit halved, double dice, 1d10+1', { dice: [{ count: 1, sides: 10 }], flat: 1, critical: true, halvings: 1 }, { critRule: 'double_dice' }],
        ['halved twice → all 0', { dice: [{ count: 1, sides: 6 }], flat: 2, halvings: 2 }],
        ['negative flat, 1d2−3', { dice: [{ count: 1, sides: 2 }], flat: -3 }],
    ];
    for (const [name, input, options] of cases) {
        it(`matches brute force: ${name}`, () => {
            expectSame(damageDistribution(input, options), bruteDamage(input, options));
        });
    }
    it('halved twice puts all the weight on 0', () => {
        expect([...damageDistribution({ dice: [{ count: 1, sides: 6 }], flat: 2, halvings: 2 })]).toEqual([[0, 1]]);
    });
    it('large pools stay exact and sum to 1 (6d12 crit with advantage: 24 dice rolled)', () => {
        const d = damageDistribution({ dice: [{ count: 6, sides: 12 }], flat: 5, critical: true, advantage: true }, { critRule: 'double_dice' });
        expect([...d.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(Math.min(...d.keys())).toBe(12 + 10);
        expect(Math.max(...d.keys())).toBe(144 + 10);
    });
});
