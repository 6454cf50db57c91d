/**
 * Exact statistics of dice expressions: range and mean ({@link diceRange}) and the full probability
 * distribution ({@link distribution}). Re-exported by `dice.ts`; see there for the notation.
 *
 * Everything follows the rolling semantics of `dice-roll.ts`, limits included: a `1d6!` can reach
 * 6 × 101 = 606 (a die and its 100 allowed explosions), a `1d6r1` can still show a 1 (after 100
 * rerolls). Distributions are dense arrays of probabilities; every convolution is charged against a
 * work budget and every array against `DICE_LIMITS.maxDistributionStates`, so nothing hangs or
 * blows memory: past either, {@link distribution} answers undefined.
 */
import {
    DICE_LIMITS,
    clampFace,
    compare,
    conditionalKeep,
    explodes,
    faceScore,
    groupTotal,
    keptWindow,
    termPlan,
    unrollableReason,
    type Compare,
    type DiceExpr,
    type DiceTerm,
    type TermPlan,
} from './dice-notation.js';

/** Multiply-adds one distribution may cost (about 0.1 s). */
const MAX_WORK = 5e7;
/** Explosion chains are cut (in distributions) once the chance to go deeper falls below this. */
const TAIL = 1e-9;

/** P(min + i) = p[i]; values are `min` plus whole numbers. */
interface Dist {
    readonly min: number;
    readonly p: Float64Array;
}
interface Budget {
    work: number;
}
/** Thrown internally when a distribution would be too large or too costly. */
const TOO_BIG = new Error('distribution too large');

function charge(budget: Budget, units: number): void {
    budget.work += units;
    if (budget.work > MAX_WORK) throw TOO_BIG;
}
function alloc(span: number): Float64Array {
    if (span > DICE_LIMITS.maxDistributionStates) throw TOO_BIG;
    return new Float64Array(span);
}
function point(v: number): Dist {
    return { min: v, p: Float64Array.of(1) };
}
function total(d: Dist): number {
    let s = 0;
    for (const x of d.p) s += x;
    return s;
}
/** Drops zero-probability ends; an all-zero distribution becomes empty. */
function trim(d: Dist): Dist {
    let a = 0;
    let b = d.p.length - 1;
    while (a <= b && d.p[a] === 0) a++;
    while (b >= a && d.p[b] === 0) b--;
    return a === 0 && b === d.p.length - 1 ? d : { min: d.min + a, p: d.p.slice(a, b + 1) };
}
function conv(a: Dist, b: Dist, budget: Budget): Dist {
    if (a.p.length === 0 || b.p.length === 0) return { min: 0, p: new Float64Array(0) };
    charge(budget, a.p.length * b.p.length);
    const out = alloc(a.p.length + b.p.length - 1);
    for (let i = 0; i < a.p.length; i++) {
        const x = a.p[i];
        if (x === 0) continue;
        for (let j = 0; j < b.p.length; j++) out[i + j] += x * b.p[j];
    }
    return { min: a.min + b.min, p: out };
}
/** Sum of two sub-distributions (a mixture of disjoint cases). */
function add(a: Dist, b: Dist): Dist {
    if (a.p.length === 0) return b;
    if (b.p.length === 0) return a;
    const min = Math.min(a.min, b.min);
    const out = alloc(Math.max(a.min + a.p.length, b.min + b.p.length) - min);
    a.p.forEach((x, i) => {
        out[a.min - min + i] += x;
    });
    b.p.forEach((x, i) => {
        out[b.min - min + i] += x;
    });
    return { min, p: out };
}
/** `a` less `b`, where `b` is a part of `a` (a sub-distribution under it). */
function subtract(a: Dist, b: Dist): Dist {
    if (b.p.length === 0) return a;
    const out = a.p.slice();
    b.p.forEach((x, i) => {
        out[b.min - a.min + i] = Math.max(0, out[b.min - a.min + i] - x);
    });
    return { min: a.min, p: out };
}
function negate(a: Dist): Dist {
    return { min: -(a.min + a.p.length - 1), p: a.p.slice().reverse() };
}
/** The sum of `n` independent copies (square and multiply). */
function power(a: Dist, n: number, budget: Budget): Dist {
    let result = point(0);
    let base = a;
    for (let k = n; k > 0; k >>= 1) {
        if (k & 1) result = trim(conv(result, base, budget));
        if (k > 1) base = trim(conv(base, base, budget));
    }
    return result;
}
function fromMap(m: ReadonlyMap<number, number>): Dist {
    if (m.size === 0) return { min: 0, p: new Float64Array(0) };
    let min = Infinity;
    let max = -Infinity;
    for (const k of m.keys()) {
        if (k < min) min = k;
        if (k > max) max = k;
    }
    for (const k of m.keys()) if (!Number.isInteger(k - min)) throw TOO_BIG; // not on a whole-number grid
    const out = alloc(max - min + 1);
    for (const [k, x] of m) out[k - min] += x;
    return { min, p: out };
}
/** The distribution of f(X) (for sub-distributions too). */
function mapDist(a: Dist, f: (v: number) => number): Dist {
    const m = new Map<number, number>();
    a.p.forEach((x, i) => {
        if (x === 0) return;
        const v = f(a.min + i);
        m.set(v, (m.get(v) ?? 0) + x);
    });
    return fromMap(m);
}
/** The part of `a` where `keep(v)` holds (not renormalised). */
function part(a: Dist, keep: (v: number) => boolean): Dist {
    return trim({ min: a.min, p: a.p.map((x, i) => (keep(a.min + i) ? x : 0)) });
}
function pairwise(a: Dist, b: Dist, op: (x: number, y: number) => number, budget: Budget): Dist {
    charge(budget, a.p.length * b.p.length);
    const m = new Map<number, number>();
    a.p.forEach((x, i) => {
        if (x === 0) return;
        b.p.forEach((y, j) => {
            if (y === 0) return;
            const v = op(a.min + i, b.min + j);
            m.set(v, (m.get(v) ?? 0) + x * y);
        });
    });
    return fromMap(m);
}
function lowest(xs: readonly number[]): number {
    let m = Infinity;
    for (const x of xs) if (x < m) m = x;
    return m;
}
function meanOf(d: Dist): number {
    let s = 0;
    d.p.forEach((x, i) => {
        s += x * (d.min + i);
    });
    return s;
}
/** Values with positive probability, ascending. */
function support(d: Dist): number[] {
    const out: number[] = [];
    d.p.forEach((x, i) => {
        if (x > 0) out.push(d.min + i);
    });
    return out;
}

// ---- one die, one chain, one term -------------------------------------------------------------

/** Distribution of one draw after rerolls and clamps. */
function drawDist(plan: TermPlan, sides: number): Dist {
    const u = 1 / sides;
    let p = new Float64Array(sides).fill(u); // p[v - 1], v the raw face
    for (const r of plan.rerolls) {
        const hits = (v: number) => compare(r.when, v + plan.offset);
        let mass = 0;
        let hitCount = 0;
        for (let v = 1; v <= sides; v++) {
            if (hits(v)) {
                mass += p[v - 1];
                hitCount++;
            }
        }
        if (mass === 0) continue;
        // Q: the face after the redraws (1 for `ro`, up to L for recursive rerolls).
        const L = r.once ? 1 : DICE_LIMITS.maxRerollsPerDie;
        const rr = hitCount / sides;
        const qMiss = rr === 1 ? 0 : (u * (1 - rr ** L)) / (1 - rr);
        const qHit = u * rr ** (L - 1);
        p = p.map((x, i) => (hits(i + 1) ? 0 : x) + mass * (hits(i + 1) ? qHit : qMiss));
    }
    return trim(mapDist({ min: 1, p }, v => clampFace(plan, v + plan.offset)));
}

/**
 * How deep explosion chains are followed, and the chance a draw explodes: to the plan's limit, cut
 * once the chance to go deeper falls below {@link TAIL} unless the term sets its own `explodeLimit`
 * (then followed to it exactly, as AnyDice's explode depth).
 */
function chainDepth(plan: TermPlan, draw: Dist, exactDepth: boolean): { p: number; depth: number } {
    if (!plan.explode) return { p: 0, depth: 0 };
    const p = total(part(draw, v => explodes(plan, v)));
    const L = plan.explode.limit;
    if (p === 0) return { p, depth: 0 };
    if (p >= 1 - 1e-15) return { p: 1, depth: L };
    return { p, depth: exactDepth ? L : Math.min(L, Math.ceil(Math.log(TAIL) / Math.log(p))) };
}

/** A distribution moved by `by`. */
function shift(d: Dist, by: number): Dist {
    return by === 0 ? d : { min: d.min + by, p: d.p };
}

/**
 * Sum over one explosion chain. `notE` / `isE` are the (score) sub-distributions of the first draw
 * that does not / does explode; `tail` the same for every added die (and `all`, the last die
 * allowed, which cannot explode further). Without penetration the tail is the first draw.
 */
function chain(notE: Dist, isE: Dist, tail: { notE: Dist; isE: Dist; all: Dist }, depth: number, budget: Budget): Dist {
    if (depth === 0) return trim(add(notE, isE));
    let s = tail.all;
    for (let k = depth - 1; k >= 1; k--) s = trim(add(tail.notE, conv(tail.isE, s, budget)));
    return trim(add(notE, conv(isE, s, budget)));
}

/** Per-term facts shared by the range and the distribution. */
function termBasics(term: DiceTerm) {
    const reason = unrollableReason(term);
    if (reason !== undefined) throw new RangeError(reason);
    const plan = termPlan(term);
    const draw = drawDist(plan, term.sides);
    const { p, depth } = chainDepth(plan, draw, term.explodeLimit !== undefined);
    const isE = part(draw, v => explodes(plan, v));
    const notE = part(draw, v => !explodes(plan, v));
    // Keep/drop by condition alone (`k>3`, `p<2`): each face stands or falls on its own, scoring 0 when dropped.
    const keep = conditionalKeep(plan);
    const score = keep ? (v: number) => (keep(v) ? faceScore(plan, v) : 0) : (v: number) => faceScore(plan, v);
    const less = plan.explode?.penetrate ? 1 : 0;
    /** What an added die scores (`!p`: its face less one). */
    const tailScore = (v: number) => score(v - less);
    const only = plan.pool.length === 1 ? plan.pool[0].kind : undefined;
    const pool: 'simple' | 'rerollAdd' | 'rerollRank' | 'other' =
        plan.simplePool || keep ? 'simple' : only === 'rerollAdd' || only === 'rerollRank' ? only : 'other';
    return { plan, draw, p, depth, isE, notE, score, less, tailScore, pool };
}

/** The distribution of one term. */
function termDist(term: DiceTerm, budget: Budget): Dist {
    const { plan, draw, p, depth, isE, notE, score, less, tailScore, pool } = termBasics(term);
    const n = term.count;
    const compound = plan.explode?.compound ?? false;
    if (pool === 'other' || (pool !== 'simple' && p > 0)) return poolDist(term, plan, draw, depth, v => faceScore(plan, v), budget);
    if (pool === 'rerollRank') {
        // Avrae's `rol2` / `rah1`: the c lowest / highest dice are replaced by (or joined by) c new
        // draws, independent of the rest: the pool less (or with) them, plus c draws.
        const op = plan.pool[0] as Extract<TermPlan['pool'][number], { kind: 'rerollRank' }>;
        const c = Math.min(op.count, n);
        const slot = mapDist(draw, score);
        const rest = op.add
            ? power(slot, n, budget)
            : keepDist(draw, n, { ...plan, window: [{ kind: 'drop', which: op.which, count: c }] }, score, budget);
        return trim(conv(rest, power(slot, c, budget), budget));
    }
    if (pool === 'rerollAdd') {
        // Avrae's `ra`: one more die when any die meets the condition. P(none meets it) is the
        // product over dice of the non-matching part; the rest adds one draw.
        const when = (plan.pool[0] as { when: Compare }).when;
        const slot = mapDist(draw, score);
        const all = power(slot, n, budget);
        const none = power(
            mapDist(
                part(draw, v => !compare(when, v)),
                score,
            ),
            n,
            budget,
        );
        const some = trim(subtract(all, none));
        return trim(add(none, conv(some, slot, budget)));
    }
    if (plan.window.length === 0) {
        let slot: Dist;
        const tail = (f: (v: number) => number, by = 0) => ({
            notE: shift(mapDist(notE, f), by),
            isE: shift(mapDist(isE, f), by),
            all: shift(mapDist(draw, f), by),
        });
        if (p > 0 && !compound) slot = chain(mapDist(notE, score), mapDist(isE, score), tail(tailScore), depth, budget);
        else if (p > 0)
            slot = mapDist(
                chain(
                    notE,
                    isE,
                    tail(v => v, -less),
                    depth,
                    budget,
                ),
                score,
            );
        else slot = mapDist(draw, score);
        if (n * (slot.p.length - 1) + 1 > DICE_LIMITS.maxDistributionStates) throw TOO_BIG;
        return power(slot, n, budget);
    }
    if (p > 0 && !compound) {
        // Every die explodes to the limit: a fixed pool of n × (L + 1) draws. Otherwise the pool size
        // varies and the exact distribution is out of reach.
        if (p < 1 || less > 0) return poolDist(term, plan, draw, depth, v => faceScore(plan, v), budget);
        return keepDist(draw, n * (plan.explode!.limit + 1), plan, score, budget);
    }
    const face = p > 0 ? chain(notE, isE, { notE: shift(notE, -less), isE: shift(isE, -less), all: shift(draw, -less) }, depth, budget) : draw;
    return keepDist(face, n, plan, score, budget);
}

/** Most distinct pools {@link poolDist} may hold at once, and most explosion chains of one die it follows. */
const MAX_POOL_STATES = 50_000;
const MAX_DIE_CHAINS = 5_000;

/**
 * A pool as {@link poolDist} tracks it: the kept dice, as (face, exploded) pairs sorted by face and,
 * among equal faces, exploded first — the order the rolling code ranks them in (equal faces rank in
 * rolling order, and a die an `eh`/`el` has exploded always rolled before an equal one it has not).
 * Dropped dice score nothing and are never chosen again, so they are not kept.
 */
type Pool = readonly { v: number; e: boolean }[];

/** A pool's faces: the pools kept between modifiers carry no exploded marks (eh/el clears them when done). */
function poolKey(pool: Pool): string {
    let key = '';
    for (const d of pool) key += `${d.v},`;
    return key;
}

/** `pool` with new (unexploded) dice showing `values`, each after every die of its face or lower: still sorted. */
function withFaces(pool: Pool, values: readonly number[]): Pool {
    const out = pool.slice();
    for (const v of values) {
        let at = out.length;
        while (at > 0 && out[at - 1].v > v) at--;
        out.splice(at, 0, { v, e: false });
    }
    return out;
}

/**
 * The exact distribution of a term whose pool stage the closed forms above do not cover — several
 * pool modifiers (`4d6rol1kh3`, `6d6k>2kh3`, `4d6kh3ra6`), `eh`/`el`, or keep/drop over dice that
 * explode one at a time (`4d6!kh3`, `4d6!pkh3`, `2d10xokh1`): every pool the dice can make, with its
 * chance, carried through the pool modifiers in written order exactly as `dice-roll.ts` applies them
 * (dice that `ro`/`ra`/`eh` add are a branch per face of one draw). Explosion chains are followed as
 * deep as {@link chain} follows them. Charged to the budget; past {@link MAX_POOL_STATES} pools, too big.
 */
function poolDist(term: DiceTerm, plan: TermPlan, draw: Dist, depth: number, score: (v: number) => number, budget: Budget): Dist {
    const less = plan.explode?.penetrate ? 1 : 0;
    const faces = support(draw);
    const pr = (v: number) => draw.p[v - draw.min];
    // What one rolled die puts in the pool: its face, or its explosion chain (a compounded face is one value).
    const dieLists: { vals: number[]; p: number }[] = [];
    if (plan.explode?.compound) {
        const face = chain(
            part(draw, v => !explodes(plan, v)),
            part(draw, v => explodes(plan, v)),
            {
                notE: shift(
                    part(draw, v => !explodes(plan, v)),
                    -less,
                ),
                isE: shift(
                    part(draw, v => explodes(plan, v)),
                    -less,
                ),
                all: shift(draw, -less),
            },
            depth,
            budget,
        );
        for (const v of support(face)) dieLists.push({ vals: [v], p: face.p[v - face.min] });
    } else {
        const walk = (vals: number[], p: number, level: number) => {
            for (const v of faces) {
                const q = p * pr(v);
                const shown = level === 0 ? v : v - less;
                if (plan.explode && level < depth && explodes(plan, v)) walk([...vals, shown], q, level + 1);
                else {
                    charge(budget, 100 * (level + 1));
                    // Past a few thousand chains per die, the pools they make are far too many anyway.
                    if (dieLists.length >= MAX_DIE_CHAINS) throw TOO_BIG;
                    dieLists.push({ vals: [...vals, shown], p: q });
                }
            }
        };
        walk([], 1, 0);
    }
    let states = new Map<string, { pool: Pool; p: number }>([['', { pool: [], p: 1 }]]);
    const put = (into: Map<string, { pool: Pool; p: number }>, pool: Pool, p: number) => {
        // A copy and a key per pool: some hundreds of multiply-adds' worth of time each.
        charge(budget, 250 * (pool.length + 1));
        const key = poolKey(pool);
        const had = into.get(key);
        if (had) had.p += p;
        else {
            if (into.size >= MAX_POOL_STATES) throw TOO_BIG;
            into.set(key, { pool, p });
        }
    };
    // Keeping only the highest (lowest) K, the rest never counts: pools are cut to K as they are built.
    const only = plan.pool.length === 1 ? plan.pool[0] : undefined;
    const cut = (pool: Pool): Pool =>
        only?.kind !== 'keep' || pool.length <= only.count
            ? pool
            : only.which === 'highest'
              ? pool.slice(pool.length - only.count)
              : pool.slice(0, only.count);
    for (let i = 0; i < term.count; i++) {
        const next = new Map<string, { pool: Pool; p: number }>();
        for (const { pool, p } of states.values()) for (const d of dieLists) put(next, cut(withFaces(pool, d.vals)), p * d.p);
        states = next;
    }
    /** Each pool of `from` with one more drawn die per branch, through `then`. */
    const withDraws = (pool: Pool, p: number, count: number, then: (pool: Pool, p: number) => void) => {
        if (count === 0) return then(pool, p);
        charge(budget, faces.length);
        for (const v of faces) withDraws(withFaces(pool, [v]), p * pr(v), count - 1, then);
    };
    for (const op of plan.pool) {
        const next = new Map<string, { pool: Pool; p: number }>();
        for (const { pool, p } of states.values()) {
            const n = pool.length;
            switch (op.kind) {
                case 'keep':
                case 'drop': {
                    // The pool is sorted lowest first; keptWindow counts ranks highest first.
                    const [lo, hi] = keptWindow([op], n);
                    put(next, pool.slice(n - hi, n - lo), p);
                    break;
                }
                case 'keepIf':
                case 'dropIf':
                    put(
                        next,
                        pool.filter(d => compare(op.when, d.v) === (op.kind === 'keepIf')),
                        p,
                    );
                    break;
                case 'rerollRank': {
                    const c = Math.min(op.count, n);
                    const rest = op.add ? pool : op.which === 'highest' ? pool.slice(0, n - c) : pool.slice(c);
                    withDraws(rest, p, c, (q, x) => put(next, q, x));
                    break;
                }
                case 'rerollAdd':
                    if (pool.some(d => compare(op.when, d.v))) withDraws(pool, p, 1, (q, x) => put(next, q, x));
                    else put(next, pool, p);
                    break;
                case 'explodeRank': {
                    // The highest `count` are the last ones (ties: exploded first, i.e. earlier); the lowest the first ones.
                    const chosen = (q: Pool) => {
                        // keys() are ascending and sort is stable, so equal faces keep their order.
                        const ranked = op.which === 'highest' ? [...q.keys()].sort((a, b) => q[b].v - q[a].v) : [...q.keys()];
                        return ranked.slice(0, op.count).filter(i => !q[i].e);
                    };
                    const round = (q: Pool, x: number, rounds: number) => {
                        const fresh = chosen(q);
                        if (fresh.length === 0 || rounds > DICE_LIMITS.maxExplosionsPerDie) {
                            put(
                                next,
                                q.map(d => (d.e ? { v: d.v, e: false } : d)),
                                x,
                            );
                            return;
                        }
                        // Still sorted: the fresh dice are the earliest unexploded of their faces, so
                        // marking them keeps the exploded ones first among equal faces.
                        const marked = q.map((d, i) => (fresh.includes(i) ? { v: d.v, e: true } : d));
                        withDraws(marked, x, fresh.length, (r, y) => round(r, y, rounds + 1));
                    };
                    round(pool, p, 0);
                    break;
                }
            }
        }
        states = next;
    }
    const out = new Map<number, number>();
    for (const { pool, p } of states.values()) {
        let sum = 0;
        for (const d of pool) sum += score(d.v);
        out.set(sum, (out.get(sum) ?? 0) + p);
    }
    return fromMap(out);
}

let lnFactorials = Float64Array.of(0);
function lnFact(n: number): number {
    if (n >= lnFactorials.length) {
        const next = new Float64Array(Math.max(n + 1, lnFactorials.length * 2));
        next.set(lnFactorials);
        for (let i = lnFactorials.length; i < next.length; i++) next[i] = next[i - 1] + Math.log(i);
        lnFactorials = next;
    }
    return lnFactorials[n];
}
function lnChoose(n: number, k: number): number {
    return lnFact(n) - lnFact(k) - lnFact(n - k);
}
/** Binomial(n, q) probabilities 0..n. */
function binomial(n: number, q: number): Float64Array {
    const out = new Float64Array(n + 1);
    if (q <= 0) out[0] = 1;
    else if (q >= 1) out[n] = 1;
    else {
        const lq = Math.log(q);
        const lr = Math.log1p(-q);
        for (let j = 0; j <= n; j++) out[j] = Math.exp(lnChoose(n, j) + j * lq + (n - j) * lr);
    }
    return out;
}

/**
 * Distribution of the kept score of `n` independent faces distributed as `face`: a dynamic program
 * over face values from highest to lowest, tracking how many dice are placed (their ranks) and the
 * kept score so far.
 */
function keepDist(face: Dist, n: number, plan: TermPlan, score: (v: number) => number, budget: Budget): Dist {
    const [lo, hi] = keptWindow(plan.window, n);
    const K = hi - lo;
    if (K === 0) return point(0);
    const values = support(face).reverse();
    const scores = values.map(score);
    const sMin = K * Math.min(0, lowest(scores));
    const span = K * Math.max(0, -lowest(scores.map(x => -x))) - sMin + 1;
    if (span > DICE_LIMITS.maxDistributionStates) throw TOO_BIG;
    charge(budget, ((values.length * ((n + 1) * (n + 2))) / 2) * span);
    let dp: (Float64Array | undefined)[] = new Array(n + 1).fill(undefined);
    dp[0] = new Float64Array(span);
    dp[0][-sMin] = 1;
    values.forEach((v, vi) => {
        const lq = Math.log(face.p[v - face.min]);
        const s = scores[vi];
        const next: (Float64Array | undefined)[] = new Array(n + 1).fill(undefined);
        for (let j = 0; j <= n; j++) {
            const row = dp[j];
            if (!row) continue;
            for (let m = 0; m <= n - j; m++) {
                const coef = Math.exp(lnChoose(n - j, m) + m * lq);
                if (coef === 0) continue;
                const kept = Math.max(0, Math.min(j + m, hi) - Math.max(j, lo));
                const shift = kept * s;
                const target = (next[j + m] ??= new Float64Array(span));
                for (let x = 0; x < span; x++) if (row[x] !== 0) target[x + shift] += coef * row[x];
            }
        }
        dp = next;
    });
    return trim({ min: sMin, p: dp[n] ?? new Float64Array(span) });
}

/**
 * Mean kept score of a pool of `n` dice distributed as `b` plus T dice distributed as `a`, T drawn
 * from `tDist` (T = i with probability tDist[i]). Uses E[kept dice with face ≥ t] =
 * Σ over kept ranks r of P(at least r + 1 dice show ≥ t), which is binomial.
 */
function keptMean(a: Dist, b: Dist, n: number, tDist: Float64Array, plan: TermPlan, score: (v: number) => number, budget: Budget): number {
    const values = [...new Set([...support(a), ...support(b)])].sort((x, y) => x - y);
    const tail = (d: Dist, t: number) => {
        let s = 0;
        for (let i = Math.max(0, t - d.min); i < d.p.length; i++) s += d.p[i];
        return s;
    };
    let cost = 0;
    tDist.forEach((x, T) => {
        if (x > 0) cost += (T + 1) * (n + 1);
    });
    charge(budget, values.length * cost);
    const keptAtLeast = (t: number): number => {
        const pb = binomial(n, tail(b, t));
        const qa = tail(a, t);
        let g = 0;
        tDist.forEach((x, T) => {
            if (x === 0) return;
            const [lo, hi] = keptWindow(plan.window, n + T);
            const pa = binomial(T, qa);
            let inner = 0;
            for (let i = 0; i <= T; i++) {
                if (pa[i] === 0) continue;
                for (let j = 0; j <= n; j++) inner += pa[i] * pb[j] * Math.max(0, Math.min(i + j, hi) - lo);
            }
            g += x * inner;
        });
        return g;
    };
    let mean = 0;
    let above = 0; // keptAtLeast(next higher value)
    for (let i = values.length - 1; i >= 0; i--) {
        const g = keptAtLeast(values[i]);
        mean += score(values[i]) * (g - above);
        above = g;
    }
    return mean;
}

interface Range {
    min: number;
    max: number;
    mean: number;
}

/** Score extremes over a set of faces. */
function extremes(faces: number[], score: (v: number) => number): { min: number; max: number } | undefined {
    if (faces.length === 0) return undefined;
    const s = faces.map(score);
    return { min: lowest(s), max: -lowest(s.map(x => -x)) };
}

/**
 * Extremes of the score summed over one explosion chain of at most L explosions: the first die
 * scores `score`, every added one `tail` (`!p`: one less). The sum is linear in the number k of
 * explosions, so k = 0, 1, L − 1 and L are enough.
 */
function chainExtremes(
    notE: number[],
    isE: number[],
    all: number[],
    score: (v: number) => number,
    L: number,
    tail: (v: number) => number = score,
): { min: number; max: number } {
    const e = extremes(isE, score);
    const ne = extremes(notE, score);
    const a = extremes(all, score)!;
    if (!e || L === 0) return a;
    const et = extremes(isE, tail)!;
    const net = extremes(notE, tail);
    const at = extremes(all, tail)!;
    const cands: { min: number; max: number }[] = [];
    if (ne) cands.push(ne);
    if (net) {
        for (const k of [1, L - 1]) if (k >= 1) cands.push({ min: e.min + (k - 1) * et.min + net.min, max: e.max + (k - 1) * et.max + net.max });
    }
    cands.push({ min: e.min + (L - 1) * et.min + at.min, max: e.max + (L - 1) * et.max + at.max });
    return { min: Math.min(...cands.map(c => c.min)), max: Math.max(...cands.map(c => c.max)) };
}

function termRange(term: DiceTerm): Range {
    const { plan, draw, p, depth, isE, notE, score, less, tailScore, pool } = termBasics(term);
    const n = term.count;
    const L = plan.explode?.limit ?? 0;
    const compound = plan.explode?.compound ?? false;
    const faces = { all: support(draw), isE: support(isE), notE: support(notE) };
    const identity = (v: number) => v;
    const tail = { notE: shift(notE, -less), isE: shift(isE, -less), all: shift(draw, -less) };
    /** Distribution of a compounded face, if affordable. */
    const compoundFace = (): Dist | undefined => attempt(budget => chain(notE, isE, tail, depth, budget));
    const geometric = p === 0 ? 1 : p === 1 ? L + 1 : (1 - p ** (L + 1)) / (1 - p);

    if (pool !== 'simple') {
        const exact = attempt(budget => termDist(term, budget));
        // Exact, unless explosion chains were cut short (their tails below 1e-9): then the bounds below.
        if (exact && !(p > 0 && depth < L)) {
            const values = support(exact);
            return { min: values[0], max: values[values.length - 1], mean: meanOf(exact) };
        }
        // Bounds: every die that can be kept (the rolled ones with all their explosions, plus those
        // `ra` adds, and `eh`/`el`: up to `count` per round, the chosen faces rising each round).
        const spread = faces.all[faces.all.length - 1] - faces.all[0];
        const extra = plan.pool.reduce(
            (k, op) =>
                k +
                (op.kind === 'rerollAdd'
                    ? 1
                    : op.kind === 'rerollRank' && op.add
                      ? op.count
                      : op.kind === 'explodeRank'
                        ? op.count * Math.min(DICE_LIMITS.maxExplosionsPerDie + 1, op.count * spread + 1)
                        : 0),
            0,
        );
        const most = n * (L + 1) + extra;
        const s = extremes([...faces.all, ...faces.all.map(v => v - less)], score)!;
        // Pools that only add or replace dice (`ra`, `rah`, `rol`, `eh`) keep every rolled die: at
        // least the `count` rolled, and the dice `rah`/`ral` always add, score a rolled face's lowest
        // each (only a penetrating explosion's added dice score one less, and then at least 0 here;
        // a keep or a drop can leave none).
        const keepsAll = plan.pool.every(op => op.kind === 'rerollAdd' || op.kind === 'rerollRank' || op.kind === 'explodeRank');
        const sure = n + plan.pool.reduce((k, op) => k + (op.kind === 'rerollRank' && op.add ? Math.min(op.count, n) : 0), 0);
        const min = keepsAll && s.min >= 0 ? sure * extremes(faces.all, score)!.min : Math.min(0, most * s.min);
        return { min, max: Math.max(0, most * s.max), mean: exact ? meanOf(exact) : NaN };
    }

    if (plan.window.length === 0) {
        if (compound && plan.counting) {
            const c = compoundFace();
            if (!c) return { ...countingBounds(plan, n), mean: NaN };
            const slot = mapDist(c, score);
            return { min: n * slot.min, max: n * (slot.min + slot.p.length - 1), mean: n * meanOf(slot) };
        }
        const slot = p > 0 ? chainExtremes(faces.notE, faces.isE, faces.all, score, L, tailScore) : extremes(faces.all, score)!;
        const first = meanOf(mapDist(draw, score));
        const added = meanOf(mapDist(draw, tailScore));
        return { min: n * slot.min, max: n * slot.max, mean: n * (first + (geometric - 1) * added) };
    }

    if (p > 0 && !compound) {
        if (less > 0) {
            const s = extremes([...faces.all, ...faces.all.map(v => v - less)], score)!;
            const most = n * (L + 1);
            return { min: Math.min(0, most * s.min), max: Math.max(0, most * s.max), mean: NaN };
        }
        // The pool grows by explosions: sizes n (nothing explodes) to n × (L + 1) (everything does).
        const sizes = p === 1 ? [n * (L + 1)] : faces.notE.length > 0 ? [n, n * (L + 1)] : [n * (L + 1)];
        const s = extremes(faces.all, score)!;
        const ks = sizes.map(size => {
            const [lo, hi] = keptWindow(plan.window, size);
            return hi - lo;
        });
        const bounds = ks.flatMap(k => [k * s.min, k * s.max]);
        let mean = NaN;
        if (p === 1) mean = attempt(budget => keptMean(draw, draw, 0, tDistFixed(n * (L + 1)), plan, score, budget)) ?? NaN;
        else {
            mean =
                attempt(budget => {
                    const perSlot = new Float64Array(depth + 1);
                    for (let k = 0; k < depth; k++) perSlot[k] = p ** k * (1 - p);
                    perSlot[depth] = p ** depth;
                    const t = power({ min: 0, p: perSlot }, n, budget);
                    const norm = (d: Dist) => ({ min: d.min, p: d.p.map(x => x / total(d)) });
                    return keptMean(norm(isE), norm(notE), n, t.p, plan, score, budget);
                }) ?? NaN;
        }
        return { min: Math.min(...bounds), max: Math.max(...bounds), mean };
    }

    const [lo, hi] = keptWindow(plan.window, n);
    const K = hi - lo;
    let face: Dist | undefined = draw;
    let s: { min: number; max: number } | undefined;
    if (compound && p > 0) {
        face = compoundFace();
        s = plan.counting
            ? face
                ? extremes(support(face), score)
                : undefined
            : chainExtremes(faces.notE, faces.isE, faces.all, identity, L, v => v - less);
        if (!s) s = countingBounds(plan, 1);
    } else s = extremes(faces.all, score)!;
    const f = face;
    const mean = f ? (attempt(budget => keptMean(point(0), f, n, tDistFixed(0), plan, score, budget)) ?? NaN) : NaN;
    return { min: K * s.min, max: K * s.max, mean };
}

function tDistFixed(t: number): Float64Array {
    const out = new Float64Array(t + 1);
    out[t] = 1;
    return out;
}

/** Score bounds of `n` counted dice when nothing finer is known. */
function countingBounds(plan: TermPlan, n: number): { min: number; max: number } {
    return { min: plan.failure.length > 0 ? -n : 0, max: plan.success.length > 0 ? n : 0 };
}

/** Runs a budgeted computation; undefined when it would be too large or too costly. */
function attempt<T>(fn: (budget: Budget) => T): T | undefined {
    try {
        return fn({ work: 0 });
    } catch (e) {
        if (e === TOO_BIG) return undefined;
        throw e;
    }
}

// ---- expressions ------------------------------------------------------------------------------

function exprDist(expr: DiceExpr, stat: (name: string) => number, budget: Budget): Dist {
    switch (expr.kind) {
        case 'number':
            return point(expr.value);
        case 'stat':
            return point(stat(expr.name));
        case 'increment':
            throw new Error(`The dice increment "${expr.steps}d" must be resolved by the ruleset first.`);
        case 'dice':
            return termDist(expr.term, budget);
        case 'negate':
            return negate(exprDist(expr.operand, stat, budget));
        case 'group':
            return groupDist(expr, stat, budget);
        case 'binary': {
            const l = exprDist(expr.left, stat, budget);
            const r = exprDist(expr.right, stat, budget);
            switch (expr.op) {
                case '+':
                    return trim(conv(l, r, budget));
                case '-':
                    return trim(conv(l, negate(r), budget));
                case '*':
                    return trim(pairwise(l, r, (x, y) => x * y, budget));
                case '/':
                    if (0 >= r.min && 0 < r.min + r.p.length && r.p[-r.min] > 0) {
                        throw new RangeError('The divisor can be zero.');
                    }
                    return trim(pairwise(l, r, (x, y) => Math.floor(x / y), budget));
            }
        }
    }
}

/**
 * A group's distribution: every combination of its items' totals, each scored by `groupTotal` (the
 * rule rolling uses). The combinations are charged to the budget, so big groups fall back to sampling.
 */
function groupDist(expr: Extract<DiceExpr, { kind: 'group' }>, stat: (name: string) => number, budget: Budget): Dist {
    const items = expr.items.map(item => exprDist(item, stat, budget));
    const supports = items.map(support);
    charge(budget, supports.reduce((a, s) => a * Math.max(1, s.length), 1) * Math.max(1, items.length));
    const out = new Map<number, number>();
    const values: number[] = new Array(items.length);
    const visit = (i: number, p: number) => {
        if (i === items.length) {
            const v = groupTotal(expr.modifiers, values);
            out.set(v, (out.get(v) ?? 0) + p);
            return;
        }
        const d = items[i];
        for (const v of supports[i]) {
            values[i] = v;
            visit(i + 1, p * d.p[v - d.min]);
        }
    };
    visit(0, 1);
    return fromMap(out);
}

/**
 * The exact probability distribution of `expr`: value → probability (only values with positive
 * probability, ascending; the probabilities sum to 1 up to rounding). Explosion chains are followed
 * until the chance of going deeper is below 1e-9 (or to the explosion limit).
 * @returns undefined when it would hold more than `DICE_LIMITS.maxDistributionStates` values or cost
 * too much (e.g. `1000d1000`, big keep/drop pools, keep/drop over non-compound exploding dice).
 * @throws Error for a dice increment; RangeError for a term that cannot be rolled or a divisor that
 * can be zero.
 */
export function distribution(expr: DiceExpr, stat: (name: string) => number): Map<number, number> | undefined {
    const d = attempt(budget => exprDist(expr, stat, budget));
    return d && toMap(d);
}

/**
 * The distribution of the sum of two independent whole-number values distributed as `a` and `b`
 * (value → probability), e.g. the damage of several hits that each round on their own.
 * @returns undefined when it would be too large or too costly, as {@link distribution}.
 */
export function convolve(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): Map<number, number> | undefined {
    const d = attempt(budget => trim(conv(fromMap(a), fromMap(b), budget)));
    return d && toMap(d);
}

function toMap(d: Dist): Map<number, number> {
    const out = new Map<number, number>();
    d.p.forEach((x, i) => {
        if (x > 0) out.set(d.min + i, x);
    });
    return out;
}

/**
 * Lowest and highest possible totals and the mean of `expr`, under the explosion and reroll limits.
 * Exact, except: `/` takes its mean from the operands' distributions when affordable, else it is
 * approximated (mean(left) / mean(right), less the average rounding loss for a constant divisor);
 * keep/drop over non-compound exploding dice gives bounds for min/max and a mean that ignores the
 * explosion limit; a mean too costly to compute exactly (huge compounding keep/drop pools, groups
 * too large to count) is NaN; such a group's min/max are bounds when it keeps or drops by value or
 * counts successes.
 * @throws Error for a dice increment; RangeError for a term that cannot be rolled or a divisor that
 * can be zero.
 */
export function diceRange(expr: DiceExpr, stat: (name: string) => number): { min: number; max: number; mean: number } {
    switch (expr.kind) {
        case 'number':
            return { min: expr.value, max: expr.value, mean: expr.value };
        case 'stat': {
            const v = stat(expr.name);
            return { min: v, max: v, mean: v };
        }
        case 'increment':
            throw new Error(`The dice increment "${expr.steps}d" must be resolved by the ruleset first.`);
        case 'dice':
            return termRange(expr.term);
        case 'negate': {
            const r = diceRange(expr.operand, stat);
            return { min: -r.max, max: -r.min, mean: -r.mean };
        }
        case 'group': {
            const exact = attempt(budget => groupDist(expr, stat, budget));
            if (exact) {
                const values = support(exact);
                return { min: values[0], max: values[values.length - 1], mean: meanOf(exact) };
            }
            const items = expr.items.map(item => diceRange(item, stat));
            // Bounds. Counted items score −1..1 each.
            if (expr.modifiers.some(m => m.kind === 'success' || m.kind === 'failure')) return { min: -items.length, max: items.length, mean: NaN };
            // Adding, keeping and dropping by rank: the kept sum never falls when an item rises, so it
            // is lowest with every item at its lowest and highest with every item at its highest.
            if (expr.modifiers.every(m => m.kind === 'keep' || m.kind === 'drop')) {
                const at = (end: 'min' | 'max') =>
                    groupTotal(
                        expr.modifiers,
                        items.map(r => r[end]),
                    );
                return { min: at('min'), max: at('max'), mean: NaN };
            }
            // Keeping or dropping by value: any subset of the items may be kept.
            const min = items.reduce((a, r) => a + Math.min(0, r.min), 0);
            const max = items.reduce((a, r) => a + Math.max(0, r.max), 0);
            return { min, max, mean: NaN };
        }
        case 'binary': {
            const l = diceRange(expr.left, stat);
            const r = diceRange(expr.right, stat);
            switch (expr.op) {
                case '+':
                    return { min: l.min + r.min, max: l.max + r.max, mean: l.mean + r.mean };
                case '-':
                    return { min: l.min - r.max, max: l.max - r.min, mean: l.mean - r.mean };
                case '*': {
                    const c = [l.min * r.min, l.min * r.max, l.max * r.min, l.max * r.max];
                    return { min: Math.min(...c), max: Math.max(...c), mean: l.mean * r.mean };
                }
                case '/':
                    return divisionRange(expr.left, expr.right, l, r, stat);
            }
        }
    }
}

function divisionRange(left: DiceExpr, right: DiceExpr, l: Range, r: Range, stat: (name: string) => number): Range {
    let divisors: number[];
    let rd: Dist | undefined;
    if (r.min > 0 || r.max < 0) divisors = [r.min, r.max];
    else {
        rd = attempt(budget => exprDist(right, stat, budget));
        if (!rd) throw new RangeError('The divisor may be zero.');
        const s = support(rd);
        if (s.includes(0)) throw new RangeError('The divisor can be zero.');
        const neg = s.filter(v => v < 0);
        const pos = s.filter(v => v > 0);
        divisors = [...(neg.length ? [neg[0], neg[neg.length - 1]] : []), ...(pos.length ? [pos[0], pos[pos.length - 1]] : [])];
    }
    const c = divisors.flatMap(y => [Math.floor(l.min / y), Math.floor(l.max / y)]);
    const exact = attempt(budget => {
        const q = trim(pairwise(exprDist(left, stat, budget), rd ?? exprDist(right, stat, budget), (x, y) => Math.floor(x / y), budget));
        return meanOf(q);
    });
    let mean = exact;
    if (mean === undefined) {
        const c0 = r.min === r.max ? Math.abs(r.min) : undefined;
        mean = l.mean / r.mean - (c0 !== undefined && Number.isInteger(c0) ? (c0 - 1) / (2 * c0) : 0);
    }
    return { min: Math.min(...c), max: Math.max(...c), mean };
}
