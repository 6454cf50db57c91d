/**
 * The simulation path of one dice term: its total only, no face records, drawing exactly the dice
 * `rollTerm` (dice-roll.ts) draws, in the same order. Every per-face question of a term's modifiers
 * (does this raw face reroll? what is it after the clamps? does it explode? what does it score?) is
 * answered once per term into lookup tables indexed by the raw face, so a roll is a loop of table
 * reads; keep/drop ranks the pool in a reused typed array instead of sorting face objects.
 * Order of evaluation: see the module comment of dice-notation.ts.
 */
import type { SeededRng } from './rng.js';
import {
    DICE_LIMITS,
    clampFace,
    compare,
    conditionalKeep,
    explodes,
    faceScore,
    keptWindow,
    type Compare,
    type DiceTerm,
    type TermPlan,
} from './dice-notation.js';

/**
 * A term compiled to tables. Tables are indexed by the raw face (1..sides); index 0 is unused.
 * `kind` picks the loop: the common shapes get small loops of their own (`plain` NdM; `keep`:
 * keep/drop and nothing else; `count`: success counting and nothing else; `explode`: plain `!`
 * explosions, perhaps counted), anything else the general one. Small loops matter: V8 inlines the
 * whole draw (`SeededRng.die` down to the generator) into them, not into the general loop.
 */
export type FastKind = 'plain' | 'keep' | 'count' | 'explode' | 'general' | 'filter' | 'ra' | 'rank' | 'erank' | 'extras' | 'pooled';

/**
 * The pool modifiers the `extras` loop handles without ranking the pool: keep/drop by condition
 * alone (`k>3`: `keep[v - keepFrom]` says whether a face stays), Avrae's `ra` alone (one more die
 * if any face meets `when`), and one `rol1`/`roh1`/`ral1`/`rah1` (the lowest or highest face
 * tracked while drawing).
 */
export type FastExtras =
    | { readonly kind: 'filter'; readonly keep: Uint8Array; readonly keepFrom: number; readonly test: (face: number) => boolean }
    | { readonly kind: 'ra'; readonly when: Compare; readonly hits: Uint8Array }
    | { readonly kind: 'rank'; readonly lowest: boolean; readonly add: boolean }
    /** Avrae's `eh1` / `el1` on plain dice (its own loop only: the `extras` loop does not handle it). */
    | { readonly kind: 'erank'; readonly lowest: boolean };

export interface FastTerm {
    readonly kind: FastKind;
    readonly count: number;
    readonly sides: number;
    /** Per reroll modifier, in written order: 1 where the raw face is rerolled, and how many times at most. */
    readonly rerolls: readonly { readonly when: Uint8Array; readonly limit: number }[];
    /** The face after the clamps, or undefined when there are none. */
    readonly clamped: Float64Array | undefined;
    /** 1 where the (clamped) face explodes, or undefined when nothing explodes. */
    readonly explode: Uint8Array | undefined;
    readonly compound: boolean;
    /** Kept ranks `[lo, hi)` need a ranked pool (keep/drop written). */
    readonly ranked: boolean;
    /** The kept ranks when the pool size is always `count` (nothing explodes); −1 otherwise. */
    readonly lo: number;
    readonly hi: number;
    /** When counting successes: the score (+1, 0, −1) of a kept face, indexed by the face. */
    readonly score: Int8Array | undefined;
    readonly plan: TermPlan;
    /** Most explosions per die, and how much less each added die counts (`!p`: 1). */
    readonly limit: number;
    readonly less: number;
    /** What a face shows less its raw draw (Fate dice: −2). */
    readonly offset: number;
    /** `extras`: the pool modifiers handled while drawing. */
    readonly extras?: FastExtras;
    /** `pooled`: the whole roll, for pool modifiers no loop here handles (`rol2`, `ra` after a keep…). */
    readonly slow?: (rng: SeededRng) => number;
}

/**
 * Compiles `term` (sorted into `plan`) to tables: O(sides × modifiers) once per term. The term must
 * be rollable (see `unrollableReason`), so `sides` is at most `DICE_LIMITS.maxSides`.
 */
export function compileFastTerm(term: DiceTerm, plan: TermPlan, slow?: (rng: SeededRng) => number): FastTerm {
    const { count, sides } = term;
    const shown = (f: number) => f + plan.offset;
    const extras = plan.simplePool ? undefined : extrasOf(plan, sides, f => clampFace(plan, shown(f)));
    const faces = (test: (face: number) => boolean): Uint8Array => {
        const table = new Uint8Array(sides + 1);
        for (let f = 1; f <= sides; f++) table[f] = test(f) ? 1 : 0;
        return table;
    };
    let clamped: Float64Array | undefined;
    if (plan.clamps.length > 0 || plan.offset !== 0) {
        clamped = new Float64Array(sides + 1);
        for (let f = 1; f <= sides; f++) clamped[f] = clampFace(plan, shown(f));
    }
    const after = (f: number) => (clamped ? clamped[f] : f);
    let score: Int8Array | undefined;
    if (plan.counting) {
        // Kept faces are clamped faces (or `!!` sums, scored past the table's end by the plan).
        let top = sides;
        for (let f = 1; f <= sides; f++) top = Math.max(top, after(f));
        score = new Int8Array(Math.min(top, DICE_LIMITS.maxSides) + 1);
        for (let v = 0; v < score.length; v++) score[v] = faceScore(plan, v);
    }
    return {
        kind: plan.simplePool ? kindOf(term, plan) : extras ? extrasKind(extras, plan) : 'pooled',
        count,
        sides,
        rerolls: plan.rerolls.map(r => ({ when: faces(f => compare(r.when, shown(f))), limit: r.once ? 1 : DICE_LIMITS.maxRerollsPerDie })),
        clamped,
        explode: plan.explode ? faces(f => explodes(plan, after(f))) : undefined,
        compound: plan.explode?.compound ?? false,
        ranked: plan.window.length > 0,
        ...(plan.explode ? { lo: -1, hi: -1 } : rangeOf(keptWindow(plan.window, count))),
        score,
        plan,
        limit: plan.explode?.limit ?? 0,
        less: plan.explode?.penetrate ? 1 : 0,
        offset: plan.offset,
        ...(slow ? { slow } : {}),
        ...(extras ? { extras } : {}),
    };
}

/** The loop of its own a pool modifier gets on plain dice (no rerolls, clamps, explosions, counting or Fate faces), else `extras`. */
function extrasKind(x: FastExtras, plan: TermPlan): FastKind {
    const plainDice = plan.rerolls.length === 0 && plan.clamps.length === 0 && !plan.explode && !plan.counting && plan.offset === 0;
    return plainDice ? x.kind : 'extras';
}

/** The {@link FastExtras} of a plan whose pool stage is more than keep/drop by rank, when a loop handles it. */
function extrasOf(plan: TermPlan, sides: number, after: (raw: number) => number): FastExtras | undefined {
    const filter = conditionalKeep(plan);
    if (filter) {
        // A table over the faces one draw can show (penetrated ones one lower); other values (`!!` sums) ask `filter`.
        let lo = Infinity;
        let hi = -Infinity;
        for (let f = 1; f <= sides; f++) {
            lo = Math.min(lo, after(f) - 1);
            hi = Math.max(hi, after(f));
        }
        const keep = new Uint8Array(hi - lo + 1);
        for (let v = lo; v <= hi; v++) keep[v - lo] = filter(v) ? 1 : 0;
        return { kind: 'filter', keep, keepFrom: lo, test: filter };
    }
    if (plan.pool.length !== 1) return undefined;
    const op = plan.pool[0];
    if (op.kind === 'rerollAdd') {
        const hits = new Uint8Array(sides + 1);
        for (let f = 1; f <= sides; f++) hits[f] = compare(op.when, f) ? 1 : 0;
        return { kind: 'ra', when: op.when, hits };
    }
    if (op.kind === 'rerollRank' && op.count === 1) return { kind: 'rank', lowest: op.which === 'lowest', add: op.add };
    if (op.kind === 'explodeRank' && op.count === 1 && extrasKind({ kind: 'erank', lowest: false }, plan) === 'erank') {
        return { kind: 'erank', lowest: op.which === 'lowest' };
    }
    return undefined;
}

function kindOf(term: DiceTerm, plan: TermPlan): FastKind {
    if (term.modifiers.length === 0) return 'plain';
    if (plan.rerolls.length > 0 || plan.clamps.length > 0 || plan.offset !== 0) return 'general';
    const ranked = plan.window.length > 0;
    if (!plan.explode) return ranked ? 'keep' : 'count';
    return !plan.explode.compound && !ranked ? 'explode' : 'general';
}

function rangeOf([lo, hi]: [number, number]): { lo: number; hi: number } {
    return { lo, hi };
}

/**
 * The pool of a ranked roll, reused across rolls (one engine runs on one thread, and a roll never
 * re-enters another). Grows to the largest pool seen: at most maxDicePerRoll × (maxExplosionsPerDie + 1).
 */
let pool: Float64Array = new Float64Array(64);

/** Doubles the pool (or more, to hold `needed`), keeping its first `size` faces. */
function growPool(size: number, needed = 0): Float64Array {
    const grown = new Float64Array(Math.max(pool.length * 2, needed));
    grown.set(pool.subarray(0, size));
    pool = grown;
    return grown;
}

/**
 * The total of one roll of a compiled term: kept faces summed, or successes − failures when the
 * term counts them. Draws from `rng` exactly as `rollTerm` does (same faces, same order, same
 * `drawCount`; open recordings see every draw).
 */
export function fastTermTotal(t: FastTerm, rng: SeededRng): number {
    switch (t.kind) {
        case 'plain':
            return plainTotal(t.count, t.sides, rng) + t.count * t.offset;
        case 'keep':
            return keepTotal(t, rng);
        case 'count':
            return countTotal(t.count, t.sides, t.score!, rng);
        case 'explode':
            return explodeTotal(t, rng);
        case 'general':
            return generalTotal(t, rng);
        case 'filter': {
            const x = t.extras as Extract<FastExtras, { kind: 'filter' }>;
            return filterTotal(t.count, t.sides, x.keep, x.keepFrom, rng);
        }
        case 'ra':
            return raTotal(t.count, t.sides, (t.extras as Extract<FastExtras, { kind: 'ra' }>).hits, rng);
        case 'rank': {
            const x = t.extras as Extract<FastExtras, { kind: 'rank' }>;
            return rankTotal(t.count, t.sides, x.lowest, x.add, rng);
        }
        case 'erank':
            return explodeRankTotal(t.count, t.sides, (t.extras as Extract<FastExtras, { kind: 'erank' }>).lowest, rng);
        case 'extras':
            return extrasTotal(t, rng);
        case 'pooled':
            return t.slow!(rng);
    }
}

function plainTotal(count: number, sides: number, rng: SeededRng): number {
    let total = 0;
    for (let i = 0; i < count; i++) total += rng.die(sides);
    return total;
}

/** Success counting alone: each face scores from the table (faces never pass `sides` here). */
function countTotal(count: number, sides: number, score: Int8Array, rng: SeededRng): number {
    let total = 0;
    for (let i = 0; i < count; i++) total += score[rng.die(sides)];
    return total;
}

/** Plain `!` explosions (each face that explodes adds a die, chained; `!p` penetrating, `xo` once), summed or counted. */
function explodeTotal(t: FastTerm, rng: SeededRng): number {
    const { count, sides, score, limit, less } = t;
    const explode = t.explode!;
    let total = 0;
    for (let i = 0; i < count; i++) {
        for (let depth = 0; ; depth++) {
            // `!p`: an added die counts `less` (1) less; its own face still decides whether it explodes.
            const raw = rng.die(sides);
            const face = depth > 0 ? raw - less : raw;
            total += score === undefined ? face : score[face];
            if (depth >= limit || explode[raw] === 0) break;
        }
    }
    return total;
}

/**
 * Keep/drop alone. When at most one die goes from each end (`4d6kh3`, `4d6dl1`, `2d20kh1`, …:
 * nearly every keep/drop written), the kept sum is the whole sum less the lowest and/or highest
 * face, tracked while drawing; otherwise (or when counting successes) the faces are ranked in the pool.
 */
function keepTotal(t: FastTerm, rng: SeededRng): number {
    const { count, sides, lo, hi } = t;
    if (t.score === undefined && lo <= 1 && count - hi <= 1) {
        let total = 0;
        let low = sides + 1;
        let high = 0;
        for (let i = 0; i < count; i++) {
            const face = rng.die(sides);
            total += face;
            if (face < low) low = face;
            if (face > high) high = face;
        }
        return total - (lo === 1 ? high : 0) - (hi < count ? low : 0);
    }
    const buf = count <= pool.length ? pool : growPool(0, count);
    for (let i = 0; i < count; i++) buf[i] = rng.die(sides);
    return keptTotal(t, buf, count);
}

/** Ranks `buf[0..size)` highest first and adds up (or scores) the kept ranks. */
function keptTotal(t: FastTerm, buf: Float64Array, size: number): number {
    // Insertion sort: pools are a handful of dice. Equal faces are interchangeable, so the sort
    // need not be stable (the log's ranking is; the kept values are the same).
    for (let i = 1; i < size; i++) {
        const v = buf[i];
        let j = i - 1;
        while (j >= 0 && buf[j] < v) {
            buf[j + 1] = buf[j];
            j--;
        }
        buf[j + 1] = v;
    }
    let lo = t.lo;
    let hi = t.hi;
    if (lo < 0) [lo, hi] = keptWindow(t.plan.window, size);
    const score = t.score;
    let total = 0;
    for (let k = lo; k < hi; k++) {
        const v = buf[k];
        total += score === undefined ? v : v >= 0 && v < score.length ? score[v] : faceScore(t.plan, v);
    }
    return total;
}

/** Any combination: rerolls, clamps, `!` or `!!` explosions, keep/drop and counting. */
function generalTotal(t: FastTerm, rng: SeededRng): number {
    const { count, sides } = t;
    const { rerolls, clamped, explode, ranked, compound, score, limit, less } = t;
    let buf = pool;
    let size = 0;
    let total = 0;
    for (let i = 0; i < count; i++) {
        let sum = 0;
        for (let depth = 0; ; depth++) {
            // One draw: the raw face, its rerolls (each modifier in written order), then the clamps.
            let raw = rng.die(sides);
            for (let r = 0; r < rerolls.length; r++) {
                const { when, limit: most } = rerolls[r];
                for (let n = 0; n < most && when[raw] === 1; n++) raw = rng.die(sides);
            }
            const face = (clamped === undefined ? raw : clamped[raw]) - (depth > 0 ? less : 0);
            const boom = depth < limit && explode![raw] === 1;
            let v = face;
            if (compound) {
                // `!!` adds the extra draws into the same face, which joins the pool once, at the end.
                sum += face;
                if (boom) continue;
                v = sum;
            }
            if (ranked) {
                if (size === buf.length) buf = growPool(size);
                buf[size++] = v;
            } else total += score === undefined ? v : v >= 0 && v < score.length ? score[v] : faceScore(t.plan, v);
            if (!boom) break;
        }
    }
    return ranked ? keptTotal(t, buf, size) : total;
}

/** One draw as the pool stage makes it (`ra`, `rol1`): rerolls and clamps, no explosion. */
function drawOne(t: FastTerm, rng: SeededRng): number {
    let raw = rng.die(t.sides);
    for (let r = 0; r < t.rerolls.length; r++) {
        const { when, limit: most } = t.rerolls[r];
        for (let n = 0; n < most && when[raw] === 1; n++) raw = rng.die(t.sides);
    }
    return t.clamped === undefined ? raw : t.clamped[raw];
}

/**
 * The `extras` loop: the general draw (rerolls, clamps, explosions) with the pool modifier applied
 * as the faces come, then the extra die `ra` / `rol1` draws after every other, as `rollTerm` does.
 */
function extrasTotal(t: FastTerm, rng: SeededRng): number {
    const { count, sides, rerolls, clamped, explode, compound, score, limit, less, plan } = t;
    const x = t.extras!;
    const scoreOf = (v: number) => (score === undefined ? v : v >= 0 && v < score.length ? score[v] : faceScore(plan, v));
    let total = 0;
    let matched = false;
    let chosen = Number.NaN;
    for (let i = 0; i < count; i++) {
        let sum = 0;
        for (let depth = 0; ; depth++) {
            let raw = rng.die(sides);
            for (let r = 0; r < rerolls.length; r++) {
                const { when, limit: most } = rerolls[r];
                for (let n = 0; n < most && when[raw] === 1; n++) raw = rng.die(sides);
            }
            const face = (clamped === undefined ? raw : clamped[raw]) - (depth > 0 ? less : 0);
            const boom = depth < limit && explode![raw] === 1;
            let v = face;
            if (compound) {
                sum += face;
                if (boom) continue;
                v = sum;
            }
            if (x.kind === 'filter') {
                const k = v - x.keepFrom;
                if (k >= 0 && k < x.keep.length ? x.keep[k] === 1 : x.test(v)) total += scoreOf(v);
            } else {
                total += scoreOf(v);
                if (x.kind === 'ra') matched ||= compare(x.when, v);
                else if (Number.isNaN(chosen) || (x.lowest ? v < chosen : v > chosen)) chosen = v;
            }
            if (!boom) break;
        }
    }
    if (x.kind === 'ra' && matched) total += scoreOf(drawOne(t, rng));
    if (x.kind === 'rank' && !Number.isNaN(chosen)) {
        if (!x.add) total -= scoreOf(chosen);
        total += scoreOf(drawOne(t, rng));
    }
    return total;
}

/** Plain dice with keep/drop by condition (`10d6k>3`): a face adds itself when its table entry says so. */
function filterTotal(count: number, sides: number, keep: Uint8Array, from: number, rng: SeededRng): number {
    let total = 0;
    for (let i = 0; i < count; i++) {
        const face = rng.die(sides);
        if (keep[face - from] === 1) total += face;
    }
    return total;
}

/** Plain dice with Avrae's `ra` (`4d6ra6`): one more die when any face meets the condition. */
function raTotal(count: number, sides: number, hits: Uint8Array, rng: SeededRng): number {
    let total = 0;
    let matched = 0;
    for (let i = 0; i < count; i++) {
        const face = rng.die(sides);
        total += face;
        matched |= hits[face];
    }
    return matched === 1 ? total + rng.die(sides) : total;
}

/** What {@link rollRanked} found: the dice's sum and their lowest (highest) face. Reused: no allocation per roll. */
const ranked = { total: 0, chosen: 0 };

/** Rolls `count` plain dice into {@link ranked}: their sum, and the lowest face when `lowest`, else the highest. */
function rollRanked(count: number, sides: number, lowest: boolean, rng: SeededRng): typeof ranked {
    let total = 0;
    let chosen = lowest ? sides + 1 : 0;
    for (let i = 0; i < count; i++) {
        const face = rng.die(sides);
        total += face;
        if (lowest ? face < chosen : face > chosen) chosen = face;
    }
    ranked.total = total;
    ranked.chosen = chosen;
    return ranked;
}

/**
 * Plain dice with Avrae's `eh1` / `el1`: the highest (lowest) face adds a die, and so does each new
 * die that beats every face before it outright, as `rollTerm` rounds go (at most maxExplosionsPerDie + 1).
 */
function explodeRankTotal(count: number, sides: number, lowest: boolean, rng: SeededRng): number {
    if (count === 0) return 0;
    let { total, chosen } = rollRanked(count, sides, lowest, rng);
    for (let round = 0; round <= DICE_LIMITS.maxExplosionsPerDie; round++) {
        const face = rng.die(sides);
        total += face;
        if (!(lowest ? face < chosen : face > chosen)) break;
        chosen = face;
    }
    return total;
}

/** Plain dice with one `rol1`/`roh1` (the lowest / highest face replaced by a new die) or `ral1`/`rah1` (a new die added). */
function rankTotal(count: number, sides: number, lowest: boolean, add: boolean, rng: SeededRng): number {
    if (count === 0) return 0;
    const { total, chosen } = rollRanked(count, sides, lowest, rng);
    return total - (add ? 0 : chosen) + rng.die(sides);
}
