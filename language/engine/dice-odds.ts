/**
 * The odds of a dice formula, as `strife odds` shows them: every value's probability, mean,
 * standard deviation, percentiles and the chance to reach a target. Exact from `distribution()`
 * (dice-stats.ts) when it can be computed; otherwise estimated by seeded sampling, with a 95% error
 * bound on every probability so the reader knows how far to trust it.
 */
import { DICE_LIMITS, clampFace, explodes, termPlan, type DiceExpr, type DiceTerm } from './dice-notation.js';
import { rollTotal } from './dice-roll.js';
import { diceRange, distribution } from './dice-stats.js';
import { mapDice } from './dice-transform.js';
import { SeededRng } from './rng.js';

/** The percentiles reported, in percent. */
export const ODDS_PERCENTILES = [5, 10, 25, 50, 75, 90, 95] as const;

/** Sampling limits: the most samples, and the most dice drawn in all (bounds the time of any formula). */
export const SAMPLING_LIMITS = Object.freeze({ maxSamples: 200_000, minSamples: 2_000, maxDraws: 4_000_000 });

/** One value of the distribution: P(X = value), P(X ≥ value), P(X ≤ value), each in [0, 1]. */
export interface OddsRow {
    readonly value: number;
    readonly p: number;
    readonly atLeast: number;
    readonly atMost: number;
}

export interface DiceOdds {
    /** True when computed exactly; false when estimated by sampling (see `sampling`). */
    readonly exact: boolean;
    /** Lowest and highest possible totals (under the explosion and reroll limits; `rows` may stop short of them). */
    readonly min: number;
    readonly max: number;
    readonly mean: number;
    /** Standard deviation. */
    readonly sd: number;
    /** Percentile (in percent, see {@link ODDS_PERCENTILES}) → the lowest value v with P(X ≤ v) ≥ q. */
    readonly percentiles: Readonly<Record<string, number>>;
    /** Every value with positive probability, ascending. */
    readonly rows: readonly OddsRow[];
    /** With a target: the chance to reach it, P(X ≥ target). */
    readonly vs?: { readonly target: number; readonly chance: number };
    /** With a roll-under target: the chance to roll it or less, P(X ≤ target). */
    readonly under?: { readonly target: number; readonly chance: number };
    /**
     * True when some die can explode and no explosion depth was set: the highest total is then only
     * the explosion limit's (`max`), and a reader should see "unbounded".
     */
    readonly unbounded?: true;
    /** The explosion depth asked for (`--explode-depth`): each die explodes at most this many times. */
    readonly explodeDepth?: number;
    /** When estimated: how many samples, from which seed, and the 95% error bounds. */
    readonly sampling?: {
        readonly samples: number;
        readonly seed: number;
        /** 95% bound on the absolute error of any probability shown (≈ 0.98 / √samples). */
        readonly probabilityError: number;
        /** 95% bound on the error of the mean (1.96 × sd / √samples). */
        readonly meanError: number;
        /** Why the exact distribution is out of reach. */
        readonly reason: string;
    };
}

/** Options of {@link diceOdds}. */
export interface OddsOptions {
    /** A target total: adds `vs`, P(total ≥ target). */
    vs?: number;
    /** A roll-under target: adds `under`, P(total ≤ target). */
    under?: number;
    /** At most this many explosions per die (AnyDice's "explode depth", 2 there by default), followed exactly. */
    explodeDepth?: number;
    /** The seed of the sampling fallback (default 1), so estimates are reproducible. */
    seed?: number;
}

/** The largest `explodeDepth` accepted: the engine's own explosion limit. */
export const MAX_EXPLODE_DEPTH = DICE_LIMITS.maxExplosionsPerDie;

/**
 * The odds of `expr` (a formula with no stats or increments, e.g. from `parseDiceFormula`).
 * Without `explodeDepth`, explosion chains are followed until going deeper has a chance below
 * 1e-9 (the rows stop there; `unbounded` is set). With it, every exploding term stops at that depth.
 * @throws RangeError when a divisor can be zero (the formula has no distribution), or for an
 * `explodeDepth` that is not a whole number from 0 to {@link MAX_EXPLODE_DEPTH}.
 */
export function diceOdds(input: DiceExpr, options: OddsOptions = {}): DiceOdds {
    const depth = options.explodeDepth;
    if (depth !== undefined && !(Number.isInteger(depth) && depth >= 0 && depth <= MAX_EXPLODE_DEPTH)) {
        throw new RangeError(`The explosion depth is a whole number from 0 to ${MAX_EXPLODE_DEPTH}; ${depth} is outside.`);
    }
    const expr = depth === undefined ? input : mapDice(input, term => ({ kind: 'dice', term: { ...term, explodeLimit: depth } }));
    const extra = {
        ...(depth === undefined && canExplode(expr) ? { unbounded: true as const } : {}),
        ...(depth !== undefined ? { explodeDepth: depth } : {}),
    };
    const exact = distribution(expr, noStats);
    if (exact) {
        // Explosion tails below 1e-9 are cut from the distribution; the range still reaches them.
        const range = diceRange(expr, noStats);
        return { ...summarise(exact, true, options), min: range.min, max: range.max, ...extra };
    }
    const seed = options.seed ?? 1;
    const samples = sampleCount(expr);
    const rng = new SeededRng(seed);
    const counts = new Map<number, number>();
    for (let i = 0; i < samples; i++) {
        const total = rollTotal(expr, rng, noStats);
        counts.set(total, (counts.get(total) ?? 0) + 1);
    }
    const estimated = new Map([...counts].sort((a, b) => a[0] - b[0]).map(([v, n]) => [v, n / samples]));
    const odds = summarise(estimated, false, options);
    // The possible range is known exactly even when the distribution is not.
    const range = diceRange(expr, noStats);
    return {
        ...odds,
        min: range.min,
        max: range.max,
        ...extra,
        sampling: {
            samples,
            seed,
            probabilityError: 1.959963984540054 * Math.sqrt(0.25 / samples),
            meanError: (1.959963984540054 * odds.sd) / Math.sqrt(samples),
            reason: 'it would hold too many values or cost too much to compute',
        },
    };
}

function noStats(name: string): number {
    throw new RangeError(`The formula names "${name}"; odds take dice and numbers only.`);
}

/** Samples to draw: as many as the draw budget allows for the formula's dice (explosions not counted). */
function sampleCount(expr: DiceExpr): number {
    const dice = Math.max(1, diceCount(expr));
    const { maxSamples, minSamples, maxDraws } = SAMPLING_LIMITS;
    return Math.max(minSamples, Math.min(maxSamples, Math.floor(maxDraws / dice)));
}

function diceCount(expr: DiceExpr): number {
    switch (expr.kind) {
        case 'dice':
            return expr.term.count;
        case 'negate':
            return diceCount(expr.operand);
        case 'binary':
            return diceCount(expr.left) + diceCount(expr.right);
        case 'group':
            return expr.items.reduce((n, item) => n + diceCount(item), 0);
        default:
            return 0;
    }
}

/**
 * Whether some die of `expr` can explode without a bound of its own (a face meets the condition, and
 * only the engine's limit stops the chain: not `xo`, which explodes once).
 */
function canExplode(expr: DiceExpr): boolean {
    let found = false;
    mapDice(expr, (term: DiceTerm) => {
        const plan = termPlan(term);
        if (plan.explode && plan.explode.limit === DICE_LIMITS.maxExplosionsPerDie && term.count > 0) {
            for (let f = plan.low; f <= plan.high && !found; f++) if (explodes(plan, clampFace(plan, f))) found = true;
        }
        return { kind: 'dice', term };
    });
    return found;
}

/**
 * Opposed rolls: the chances that a roll of `a` beats, ties or loses to an independent roll of `b`,
 * from their rows (exact when both are).
 */
export function opposedOdds(a: DiceOdds, b: DiceOdds): { win: number; tie: number; lose: number } {
    let win = 0;
    let tie = 0;
    // b's rows ascending: P(B < v) and P(B = v) by a merge walk.
    let j = 0;
    let below = 0;
    for (const row of a.rows) {
        while (j < b.rows.length && b.rows[j].value < row.value) below += b.rows[j++].p;
        win += row.p * below;
        if (j < b.rows.length && b.rows[j].value === row.value) tie += row.p * b.rows[j].p;
    }
    return { win, tie, lose: Math.max(0, 1 - win - tie) };
}

/** Everything but the range, which the caller takes from `diceRange` (rows may stop short of it). */
function summarise(dist: ReadonlyMap<number, number>, exact: boolean, options: OddsOptions): Omit<DiceOdds, 'min' | 'max'> {
    // The probabilities sum to 1 up to rounding: a cut explosion chain ends on a whole draw (its last
    // die stands for every deeper one), and sampled shares are counts over the number of samples.
    let mean = 0;
    for (const [v, p] of dist) mean += v * p;
    let variance = 0;
    for (const [v, p] of dist) variance += (v - mean) ** 2 * p;
    const rows: OddsRow[] = [];
    let below = 0;
    for (const [v, p] of dist) {
        rows.push({ value: v, p, atMost: Math.min(1, below + p), atLeast: Math.max(0, 1 - below) });
        below += p;
    }
    // The last row holds everything at or below it, whatever the rounding of the running sum (there
    // is one: a distribution has a value, and sampling draws at least 2,000).
    rows[rows.length - 1] = { ...rows[rows.length - 1], atMost: 1 };
    const percentiles: Record<string, number> = {};
    for (const q of ODDS_PERCENTILES) {
        // A hair of tolerance: 0.5 must find the value whose P(X ≤ v) is 0.5 even after rounding. The
        // last row's P(X ≤ v) is 1, so some row is found.
        percentiles[String(q)] = rows.find(r => r.atMost >= q / 100 - 1e-12)!.value;
    }
    const vs = options.vs === undefined ? undefined : { target: options.vs, chance: chanceToReach(rows, options.vs) };
    const under = options.under === undefined ? undefined : { target: options.under, chance: chanceAtMost(rows, options.under) };
    return {
        exact,
        mean,
        sd: Math.sqrt(variance),
        percentiles,
        rows,
        ...(vs ? { vs } : {}),
        ...(under ? { under } : {}),
    };
}

function chanceAtMost(rows: readonly OddsRow[], target: number): number {
    let last: OddsRow | undefined;
    for (const r of rows) if (r.value <= target) last = r;
    return last ? last.atMost : 0;
}

function chanceToReach(rows: readonly OddsRow[], target: number): number {
    const first = rows.find(r => r.value >= target);
    return first ? first.atLeast : 0;
}
