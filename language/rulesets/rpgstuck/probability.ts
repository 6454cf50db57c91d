/**
 * Exact probabilities for hovers: the chance an attack hits and crits, and the distribution of the
 * damage of a hit and of a crit. No sampling: every outcome is counted.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Damage Dice;
 * §Aim and Block Dice (the rules these distributions follow — see attack-roll.ts and damage.ts).
 */
import { aimBlockDistribution, type AimBlockPool } from './aim-block.js';
import { advantageState, decide, type AdvantageStack } from './attack-roll.js';
import { applyPercent, damagePercent, type CritRule, type DiceGroup, type Rounding } from './damage.js';

/** Probability of each kept d20 face for an advantage state: 1/20, (2v−1)/400 best, (41−2v)/400 worst. */
export function d20Distribution(dice: 1 | 2, keep: 'best' | 'worst'): number[] {
    const p: number[] = [];
    for (let v = 1; v <= 20; v++) p.push(dice === 1 ? 1 / 20 : keep === 'best' ? (2 * v - 1) / 400 : (41 - 2 * v) / 400);
    return p;
}

export interface ChanceInput {
    /** Everything added to the d20 except aim/block dice and the stacked-advantage ±4: P + stat + bonuses − maluses. */
    readonly modifier: number;
    readonly defense: number;
    readonly critRange?: number;
    /** Net advantage (positive) or disadvantage (negative) sources. */
    readonly advantage?: number;
    /** Aim / block dice left after cancelling. */
    readonly aimBlock?: AimBlockPool;
}

export interface ChanceOptions {
    readonly advantageStack?: AdvantageStack;
    readonly critRangeNeedsHit?: boolean;
}

/** Chances of each outcome; `hit` includes crits. They sum to 1. */
export interface Chances {
    readonly crit: number;
    /** A hit that is not a crit. */
    readonly plainHit: number;
    /** Any hit (crit or not). */
    readonly hit: number;
    readonly miss: number;
}

/** Exact chances of an attack against a defense, summed over the kept d20 face and the aim/block die. */
export function attackChances(input: ChanceInput, options: ChanceOptions = {}): Chances {
    const state = advantageState(input.advantage ?? 0, options.advantageStack);
    const faces = d20Distribution(state.dice, state.keep);
    const aim = input.aimBlock ? aimBlockDistribution(input.aimBlock) : new Map([[0, 1]]);
    const aimValues = [...aim.keys()].sort((a, b) => a - b);
    let crit = 0;
    let plainHit = 0;
    for (let v = 1; v <= 20; v++) {
        for (const a of aimValues) {
            const p = faces[v - 1] * aim.get(a)!;
            const outcome = decide(v, v + input.modifier + state.flat + a, input.defense, input.critRange ?? 0, options);
            if (outcome === 'critical') crit += p;
            else if (outcome === 'hit') plainHit += p;
        }
    }
    return { crit, plainHit, hit: crit + plainHit, miss: 1 - crit - plainHit };
}

const binomials: bigint[][] = [];
function choose(n: number, k: number): bigint {
    for (let i = binomials.length; i <= n; i++) {
        const row: bigint[] = [1n];
        for (let j = 1; j < i; j++) row.push(binomials[i - 1][j - 1] + binomials[i - 1][j]);
        if (i > 0) row.push(1n);
        binomials.push(row);
    }
    return binomials[n][k];
}

/**
 * Ways each sum of the `keep` highest of `count` dice of `sides` faces can come up (out of
 * sides^count). keep = count is the plain sum. Walks the faces from high to low, choosing how many
 * dice show each face: exact, in BigInt. Bounded by the caller (a few dozen dice).
 */
export function keepHighestCounts(count: number, sides: number, keep: number): Map<number, bigint> {
    // state key: dice placed so far, dice kept so far → (sum → ways)
    let states = new Map<string, Map<number, bigint>>([['0,0', new Map([[0, 1n]])]]);
    for (let face = sides; face >= 1; face--) {
        const next = new Map<string, Map<number, bigint>>();
        for (const [key, sums] of states) {
            const [placed, kept] = key.split(',').map(Number);
            const left = count - placed;
            const minC = face === 1 ? left : 0; // the last face takes every die left
            for (let c = minC; c <= left; c++) {
                const add = Math.min(c, keep - kept);
                const nk = `${placed + c},${kept + add}`;
                const ways = choose(left, c);
                const target = next.get(nk) ?? new Map<number, bigint>();
                for (const [s, w] of sums) {
                    const ns = s + add * face;
                    target.set(ns, (target.get(ns) ?? 0n) + w * ways);
                }
                next.set(nk, target);
            }
        }
        states = next;
    }
    const out = new Map<number, bigint>();
    for (const sums of states.values()) for (const [s, w] of sums) out.set(s, (out.get(s) ?? 0n) + w);
    return out;
}

function convolve(a: Map<number, bigint>, b: Map<number, bigint>): Map<number, bigint> {
    const out = new Map<number, bigint>();
    for (const [x, wx] of a) for (const [y, wy] of b) out.set(x + y, (out.get(x + y) ?? 0n) + wx * wy);
    return out;
}

export interface DistributionInput {
    readonly dice: readonly DiceGroup[];
    readonly flat: number;
    readonly advantage?: boolean;
    readonly critical?: boolean;
    readonly bonusPercents?: readonly number[];
    readonly halvings?: number;
}

export interface DistributionOptions {
    readonly critRule?: CritRule;
    readonly rounding?: Rounding;
}

/**
 * Exact distribution of the damage dealt (probability by total, keys ascending), following
 * `rollDamage` step for step: crit doubling of dice and flat ('double_dice') or of the total
 * ('double_total'), advantage keeping the highest half of each group, percentages, halving, ≥ 0.
 */
export function damageDistribution(input: DistributionInput, options: DistributionOptions = {}): Map<number, number> {
    const critical = input.critical ?? false;
    const doubleDice = critical && (options.critRule ?? 'double_total') === 'double_dice';
    let ways = new Map<number, bigint>([[0, 1n]]);
    let outcomes = 1n;
    for (const group of input.dice) {
        const count = group.count * (doubleDice ? 2 : 1);
        const rolled = count * (input.advantage ? 2 : 1);
        ways = convolve(ways, keepHighestCounts(rolled, group.sides, count));
        outcomes *= BigInt(group.sides) ** BigInt(rolled);
    }
    const flat = input.flat * (doubleDice ? 2 : 1);
    const percent = damagePercent(critical, input.bonusPercents, input.halvings);
    const totals = new Map<number, bigint>();
    for (const [s, w] of ways) {
        const total = applyPercent(s + flat, percent, options.rounding, doubleDice ? 200 : 100);
        totals.set(total, (totals.get(total) ?? 0n) + w);
    }
    const out = new Map<number, number>();
    for (const key of [...totals.keys()].sort((a, b) => a - b)) out.set(key, ratio(totals.get(key)!, outcomes));
    return out;
}

/** A BigInt fraction as a float, accurate even when both parts exceed 2^53. */
function ratio(num: bigint, den: bigint): number {
    const scale = 10n ** 18n;
    return Number((num * scale) / den) / 1e18;
}

/** Mean of a distribution. */
export function mean(dist: Map<number, number>): number {
    let m = 0;
    for (const [v, p] of dist) m += v * p;
    return m;
}
