/**
 * Rolling dice expressions with a {@link SeededRng} (every die comes from it), and the combat-log
 * text of a roll. Re-exported by `dice.ts`; see there for the notation and its order of evaluation.
 */
import type { RollPart } from './log.js';
import { diceText, recordText } from './roll-text.js';
import type { SeededRng } from './rng.js';
import { compileFastTerm, fastTermTotal, type FastTerm } from './dice-fast.js';
import {
    DICE_LIMITS,
    clampFace,
    compare,
    explodes,
    faceScore,
    formatExpr,
    formatExprWith,
    groupOutcome,
    groupTotal,
    keptWindow,
    termPlan,
    unrollableReason,
    type DiceExpr,
    type DiceTerm,
    type GroupItem,
    type TermPlan,
} from './dice-notation.js';

/**
 * One face of a roll. `value` is the face after clamps (for `!!`, the compounded sum).
 * `kept` is false for dropped and rerolled (replaced) faces; `rerolled` marks a face that was
 * replaced by the face after it; `exploded` a face that added a die (or, for `!!`, that compounded);
 * `success` / `failure` mark kept faces counted by `cs` / `cf`. Optional flags are present only when true.
 */
export interface DieResult {
    sides: number;
    value: number;
    kept: boolean;
    rerolled?: boolean;
    exploded?: boolean;
    success?: boolean;
    failure?: boolean;
}

/** One dice term of a roll: its notation, every face in the order drawn, and what it adds. */
export interface TermRoll {
    notation: string;
    faces: DieResult[];
    /** Sum of the kept faces, or successes − failures when the term counts successes. */
    total: number;
}

/**
 * A rolled expression: the total, every dice term in left-to-right order, `parts`: the expression
 * piece by piece as a roll record keeps it (each dice term with its count of faces, each stat with
 * its value, the rest verbatim), and `text`: the roll as the text log prints it (see
 * {@link formatRoll}), without the total.
 */
export interface RollResult {
    total: number;
    terms: TermRoll[];
    parts: RollPart[];
    text: string;
}

/** A term's plan and whether it can be rolled, worked out once per term (terms are immutable). */
const PREPARED = new WeakMap<DiceTerm, { plan: TermPlan; reason: string | undefined }>();

function prepare(term: DiceTerm): { plan: TermPlan; reason: string | undefined } {
    let prepared = PREPARED.get(term);
    if (!prepared) PREPARED.set(term, (prepared = { plan: termPlan(term), reason: unrollableReason(term) }));
    return prepared;
}

/**
 * Rolls one term. Plain `NdM` takes a fast path (one `rng.die` and one face object per die).
 * @throws RangeError when the term cannot be rolled (d0, more than `maxDicePerTerm` dice or
 * `maxSides` sides). Explosions and rerolls stop at their limits, so this never hangs.
 */
export function rollTerm(term: DiceTerm, rng: SeededRng): TermRoll {
    const { count, sides } = term;
    const prepared = prepare(term);
    if (prepared.reason !== undefined) throw new RangeError(prepared.reason);
    if (term.modifiers.length === 0 && !term.fate) {
        const faces: DieResult[] = new Array(count);
        let total = 0;
        for (let i = 0; i < count; i++) {
            const value = rng.die(sides);
            total += value;
            faces[i] = { sides, value, kept: true };
        }
        return { notation: term.notation, faces, total };
    }

    const plan = prepared.plan;
    const faces: DieResult[] = [];
    const shown = (raw: number) => raw + plan.offset;
    const draw = (): number => {
        let v = shown(rng.die(sides));
        for (const r of plan.rerolls) {
            const limit = r.once ? 1 : DICE_LIMITS.maxRerollsPerDie;
            for (let n = 0; n < limit && compare(r.when, v); n++) {
                faces.push({ sides, value: v, kept: false, rerolled: true });
                v = shown(rng.die(sides));
            }
        }
        return clampFace(plan, v);
    };
    const limit = plan.explode?.limit ?? 0;
    // Penetrating dice: every die an explosion adds counts one less (its own face still decides whether it explodes).
    const less = plan.explode?.penetrate ? 1 : 0;
    for (let i = 0; i < count; i++) {
        if (plan.explode?.compound) {
            let v = draw();
            let sum = v;
            let n = 0;
            while (n < limit && explodes(plan, v)) {
                v = draw();
                sum += v - less;
                n++;
            }
            faces.push(n > 0 ? { sides, value: sum, kept: true, exploded: true } : { sides, value: sum, kept: true });
        } else {
            for (let depth = 0; ; depth++) {
                const v = draw();
                const boom = depth < limit && explodes(plan, v);
                const value = depth > 0 ? v - less : v;
                faces.push(boom ? { sides, value, kept: true, exploded: true } : { sides, value, kept: true });
                if (!boom) break;
            }
        }
    }

    const pool = faces.filter(f => !f.rerolled);
    if (!plan.simplePool) poolStage(plan, pool, faces, draw);
    else if (plan.window.length > 0) {
        const order = ranked(
            pool,
            pool.map((_, i) => i),
        );
        const [lo, hi] = keptWindow(plan.window, order.length);
        order.forEach((index, rank) => {
            pool[index].kept = rank >= lo && rank < hi;
        });
    }
    let total = 0;
    for (const f of faces) {
        if (!f.kept) continue;
        if (plan.counting) {
            const score = faceScore(plan, f.value);
            if (plan.success.some(c => compare(c, f.value))) f.success = true;
            if (plan.failure.some(c => compare(c, f.value))) f.failure = true;
            total += score;
        } else total += f.value;
    }
    return { notation: term.notation, faces, total };
}

/**
 * Indices `among` into `pool`, ranked by value, highest first, ties in rolling order: a stable
 * insertion sort (pools are small; at the 1,000-dice limit it is still a millisecond).
 */
function ranked(pool: readonly DieResult[], among: readonly number[]): number[] {
    const order: number[] = [];
    for (const i of among) {
        let j = order.length;
        while (j > 0 && pool[order[j - 1]].value < pool[i].value) j--;
        order.splice(j, 0, i);
    }
    return order;
}

/**
 * The pool modifiers in written order when they are more than keep/drop by rank: each acts on the
 * dice the ones before it kept. `ro`/`ra` by rank, `ra` by condition and `eh`/`el` draw new dice with `draw`
 * (rerolls and clamps apply, explosions do not), appended to `faces` and to the pool.
 */
function poolStage(plan: TermPlan, pool: DieResult[], faces: DieResult[], draw: () => number): void {
    const sides = pool[0]?.sides ?? 0;
    const kept = () => pool.flatMap((f, i) => (f.kept ? [i] : []));
    const add = () => {
        const face: DieResult = { sides, value: draw(), kept: true };
        faces.push(face);
        pool.push(face);
    };
    for (const op of plan.pool) {
        switch (op.kind) {
            case 'keep':
            case 'drop': {
                const order = ranked(pool, kept());
                const [lo, hi] = keptWindow([op], order.length);
                order.forEach((index, rank) => {
                    pool[index].kept = rank >= lo && rank < hi;
                });
                break;
            }
            case 'keepIf':
            case 'dropIf':
                for (const i of kept()) if (compare(op.when, pool[i].value) !== (op.kind === 'keepIf')) pool[i].kept = false;
                break;
            case 'rerollRank': {
                const order = ranked(pool, kept());
                const chosen = op.which === 'highest' ? order.slice(0, op.count) : order.slice(Math.max(0, order.length - op.count));
                // Each chosen die draws one new die; which is marked first changes nothing.
                for (const i of chosen) {
                    if (!op.add) {
                        pool[i].kept = false;
                        pool[i].rerolled = true;
                    }
                    add();
                }
                break;
            }
            case 'explodeRank': {
                // Avrae's `eh`/`el`: the chosen dice explode (each adds a die); then those of the new
                // highest / lowest `count` that have not exploded yet, until none is new. Ties rank in
                // rolling order (Avrae's stable sort), so a new die must beat the old ones outright;
                // the chosen values strictly rise (fall), so this ends (the guard is the explosion limit).
                const sign = op.which === 'highest' ? -1 : 1;
                // kept() lists the dice in rolling order and sort is stable, so ties stay in rolling order.
                const choose = () =>
                    kept()
                        .sort((a, b) => sign * (pool[a].value - pool[b].value))
                        .slice(0, op.count);
                const done = new Set<number>();
                let chosen = choose();
                for (let round = 0; chosen.length > 0 && round <= DICE_LIMITS.maxExplosionsPerDie; round++) {
                    for (const i of chosen) {
                        pool[i].exploded = true;
                        done.add(i);
                        add();
                    }
                    chosen = choose().filter(i => !done.has(i));
                }
                break;
            }
            case 'rerollAdd': {
                const first = kept().find(i => compare(op.when, pool[i].value));
                if (first !== undefined) {
                    pool[first].exploded = true;
                    add();
                }
                break;
            }
        }
    }
}

/**
 * Rolls `expr`, every die from `rng`, left to right. `stat(name)` gives a stat's value (what to do
 * with an unknown name is the caller's business). `/` rounds down (`Math.floor`).
 * @throws Error for a dice increment (`1d`: a ruleset must resolve it first); RangeError for a
 * division by zero or a term that cannot be rolled (see {@link rollTerm}).
 */
export function rollExpr(expr: DiceExpr, rng: SeededRng, stat: (name: string) => number): RollResult {
    const terms: TermRoll[] = [];
    // What each leaf showed, in reading order; turned into text only if someone reads `text`
    // (simulations never do, and formatting was a quarter of the cost of a roll).
    const leaves: Leaf[] = [];
    const evaluate = (e: DiceExpr): number => {
        switch (e.kind) {
            case 'number':
                leaves.push(e.value);
                return e.value;
            case 'stat': {
                const v = stat(e.name);
                leaves.push({ name: e.name, value: v });
                return v;
            }
            case 'dice': {
                const roll = rollTerm(e.term, rng);
                terms.push(roll);
                leaves.push(roll);
                return roll.total;
            }
            case 'increment':
                throw new Error(`The dice increment "${e.steps}d" must be resolved by the ruleset before rolling.`);
            case 'negate':
                return -evaluate(e.operand);
            case 'group': {
                const values = e.items.map(item => evaluate(item));
                if (e.modifiers.length === 0) return groupTotal(e.modifiers, values);
                // A group that selects shows each item's value after it, the dropped ones struck.
                const { items, total } = groupOutcome(e.modifiers, values);
                leaves.push({ group: items });
                return total;
            }
            case 'binary': {
                const l = evaluate(e.left);
                const r = evaluate(e.right);
                switch (e.op) {
                    case '+':
                        return l + r;
                    case '-':
                        return l - r;
                    case '*':
                        return l * r;
                    case '/':
                        if (r === 0) throw new RangeError(`Division by zero in "${formatExpr(e)}".`);
                        return Math.floor(l / r);
                }
            }
        }
    };
    return new LazyRollResult(evaluate(expr) + 0, terms, expr, leaves); // + 0 turns -0 into 0
}

/**
 * The total `rollExpr` would give, drawing exactly the same dice in the same order, but keeping no
 * faces or text: for simulations, where nobody reads the log. Same errors as {@link rollExpr}.
 */
export function rollTotal(expr: DiceExpr, rng: SeededRng, stat: (name: string) => number): number {
    switch (expr.kind) {
        case 'number':
            return expr.value;
        case 'stat':
            return stat(expr.name);
        case 'dice':
            return termTotal(expr.term, rng);
        case 'increment':
            throw new Error(`The dice increment "${expr.steps}d" must be resolved by the ruleset before rolling.`);
        case 'negate':
            return -rollTotal(expr.operand, rng, stat) + 0;
        case 'group':
            return compiledGroup(expr)(rng, stat);
        case 'binary': {
            const l = rollTotal(expr.left, rng, stat);
            const r = rollTotal(expr.right, rng, stat);
            switch (expr.op) {
                case '+':
                    return l + r;
                case '-':
                    return l - r;
                case '*':
                    return l * r;
                case '/':
                    if (r === 0) throw new RangeError(`Division by zero in "${formatExpr(expr)}".`);
                    return Math.floor(l / r);
            }
        }
    }
}

type Compiled = (rng: SeededRng, stat: (name: string) => number) => number;

/** Where a group keeps its closure: a symbol-keyed, non-enumerable property, as terms keep theirs (see COMPILED). */
const GROUP_CLOSURE: unique symbol = Symbol('strife.compiledGroup');
type GroupExpr = Extract<DiceExpr, { kind: 'group' }> & { [GROUP_CLOSURE]?: Compiled };

/** Groups compiled to closures, once per group (expressions are immutable). */
function compiledGroup(expr: GroupExpr): Compiled {
    const own = expr[GROUP_CLOSURE];
    if (own) return own;
    const fn = compile(expr);
    if (Object.isExtensible(expr)) Object.defineProperty(expr, GROUP_CLOSURE, { value: fn, enumerable: false });
    return fn;
}

/**
 * `expr` made once into a function that rolls what `rollTotal(expr, rng, stat)` rolls — the same
 * dice in the same order, the same errors — without walking the formula each time: for a formula
 * rolled many times (a stat block's damage, thousands of times in a simulation).
 */
export function compileTotal(expr: DiceExpr): (rng: SeededRng, stat: (name: string) => number) => number {
    return compile(expr);
}

/**
 * An expression as a closure computing what {@link rollTotal} computes, drawing the same dice in the
 * same order: a group's items and its keep/drop are a few closure calls per roll instead of a walk
 * of the tree and an array of totals ranked (a group is no slower than three times the same work
 * written by hand). Same errors as rollTotal.
 */
function compile(expr: DiceExpr): Compiled {
    switch (expr.kind) {
        case 'number': {
            const v = expr.value;
            return () => v;
        }
        case 'stat': {
            const name = expr.name;
            return (_rng, stat) => stat(name);
        }
        case 'dice': {
            const term = expr.term;
            // One plain die, the usual group item: the draw itself.
            const sides = plainDie(expr);
            if (sides !== undefined) return rng => rng.die(sides);
            return rng => termTotal(term, rng);
        }
        case 'increment':
            return (rng, stat) => rollTotal(expr, rng, stat);
        case 'negate': {
            const inner = compile(expr.operand);
            return (rng, stat) => -inner(rng, stat) + 0;
        }
        case 'group': {
            const items = expr.items.map(compile);
            const [m] = expr.modifiers;
            if (items.length === 2 && expr.modifiers.length === 1 && m.kind === 'keep' && m.count === 1) {
                const [a, b] = items;
                return m.which === 'highest'
                    ? (rng, stat) => Math.max(a(rng, stat), b(rng, stat))
                    : (rng, stat) => Math.min(a(rng, stat), b(rng, stat));
            }
            const modifiers = expr.modifiers;
            return (rng, stat) => {
                const values: number[] = new Array(items.length);
                for (let i = 0; i < items.length; i++) values[i] = items[i](rng, stat);
                return groupTotal(modifiers, values);
            };
        }
        case 'binary': {
            const l = compile(expr.left);
            const r = compile(expr.right);
            switch (expr.op) {
                case '+':
                case '-': {
                    // `1d20 + 5`: a constant right operand is added without a call, and one plain die is drawn in place.
                    const sign = expr.op === '+' ? 1 : -1;
                    if (expr.right.kind === 'number') {
                        const c = sign * expr.right.value;
                        const sides = plainDie(expr.left);
                        if (sides !== undefined) return rng => rng.die(sides) + c;
                        return (rng, stat) => l(rng, stat) + c;
                    }
                    return expr.op === '+' ? (rng, stat) => l(rng, stat) + r(rng, stat) : (rng, stat) => l(rng, stat) - r(rng, stat);
                }
                case '*':
                    return (rng, stat) => l(rng, stat) * r(rng, stat);
                case '/':
                    return (rng, stat) => {
                        const a = l(rng, stat);
                        const b = r(rng, stat);
                        if (b === 0) throw new RangeError(`Division by zero in "${formatExpr(expr)}".`);
                        return Math.floor(a / b);
                    };
            }
        }
    }
}

/** The sides of one plain die (`1d20`) that can be rolled, else undefined (a term that cannot roll keeps termTotal's error). */
function plainDie(expr: DiceExpr): number | undefined {
    if (expr.kind !== 'dice') return undefined;
    const term = expr.term;
    return term.count === 1 && term.modifiers.length === 0 && !term.fate && prepare(term).reason === undefined ? term.sides : undefined;
}

/**
 * One term's total, with no face records: the simulation path (`dice-fast.ts`, tables compiled once
 * per term). Draws exactly the dice {@link rollTerm} draws, in the same order. Same errors as rollTerm.
 */
export function termTotal(term: DiceTerm, rng: SeededRng): number {
    const fast = (term as CompiledTerm)[COMPILED] ?? FROZEN.get(term) ?? compileTerm(term);
    return fastTermTotal(fast, rng);
}

/**
 * Where a term keeps its compiled simulation form: a symbol-keyed, non-enumerable property (a
 * property read per roll is several times cheaper than a WeakMap lookup; object spreads and JSON
 * leave it behind, so a term copied with another count compiles afresh).
 */
const COMPILED: unique symbol = Symbol('strife.compiledTerm');
type CompiledTerm = DiceTerm & { [COMPILED]?: FastTerm };

function compileTerm(term: DiceTerm): FastTerm {
    const prepared = prepare(term);
    if (prepared.reason !== undefined) throw new RangeError(prepared.reason);
    const fast = compileFastTerm(term, prepared.plan, prepared.plan.simplePool ? undefined : rng => rollTerm(term, rng).total);
    if (Object.isExtensible(term)) Object.defineProperty(term, COMPILED, { value: fast, enumerable: false });
    else FROZEN.set(term, fast);
    return fast;
}

/** Compiled forms of frozen terms (none are today), which cannot carry their own. */
const FROZEN = new WeakMap<DiceTerm, FastTerm>();

/** What one leaf of a rolled expression showed: a number, a stat, a dice term, or a selecting group's items. */
type Leaf = number | { name: string; value: number } | TermRoll | { group: readonly GroupItem[] };

/** A roll whose parts and text are built on first read (a class: object literals with getters are slow to create). */
class LazyRollResult implements RollResult {
    private pieces: RollPart[] | undefined;
    private formatted: string | undefined;

    constructor(
        readonly total: number,
        readonly terms: TermRoll[],
        private readonly expr: DiceExpr,
        private readonly leaves: readonly Leaf[],
    ) {}

    get parts(): RollPart[] {
        if (this.pieces === undefined) {
            const between = textBetweenLeaves(this.expr);
            const parts: RollPart[] = [];
            const text = (t: string) => {
                if (t === '') return;
                const last = parts[parts.length - 1];
                if (last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + t };
                else parts.push({ kind: 'text', text: t });
            };
            this.leaves.forEach((leaf, i) => {
                text(between[i]);
                if (typeof leaf === 'number') text(String(leaf));
                else if ('name' in leaf) parts.push({ kind: 'stat', name: leaf.name, value: leaf.value });
                else if ('group' in leaf) parts.push({ kind: 'group', items: leaf.group });
                else parts.push({ kind: 'dice', notation: leaf.notation, faceCount: leaf.faces.length });
            });
            text(between[this.leaves.length]);
            this.pieces = parts;
        }
        return this.pieces;
    }

    get text(): string {
        this.formatted ??= recordText({ faces: this.terms.flatMap(t => t.faces), parts: this.parts });
        return this.formatted;
    }
}

/** Marks a leaf's place in an expression's text (no formula can contain it). */
const LEAF = '\u0000';

/** Per expression (expressions are immutable), the text between its leaves. */
const BETWEEN = new WeakMap<DiceExpr, readonly string[]>();

/**
 * The operators and parentheses before, between and after the leaves of `expr`, in reading order
 * (the order `rollExpr` evaluates them): its text with a marker for each leaf, split at the markers.
 */
function textBetweenLeaves(expr: DiceExpr): readonly string[] {
    let between = BETWEEN.get(expr);
    if (!between) {
        // A group that keeps, drops or counts has one more leaf after its selector: its items' values.
        between = formatExprWith(
            expr,
            () => LEAF,
            g => (g.modifiers.length ? LEAF : ''),
        ).split(LEAF);
        BETWEEN.set(expr, between);
    }
    return between;
}

/** One term as the log shows it: its notation and its faces, e.g. `1d10! [10!, 3]`, `4d6kh3 [5, ~1~, 2, 4]`. */
export function formatTerm(roll: TermRoll): string {
    return diceText(roll.notation, roll.faces);
}

/**
 * A roll as the combat log shows it: `text = total`, e.g. `1d10! [10!, 3] + 4 = 17`,
 * `4d6kh3 [6, 5, 3, ~1~] = 14`, `2d6r1 [~1r~, 4, 5] = 9`, `4d10cs>=8 [8*, 3, 10*, 1] = 2`,
 * `1d20 [12] + power (3) = 15`.
 * Convention: each dice term is its notation followed by its faces in the order drawn, in brackets;
 * a face is suffixed with `!` if it exploded (added a die, which follows it; for `!!` the shown face
 * is the compounded sum), `*` if it counts as a success, `f` as a failure, `r` if it was rerolled (the
 * replacement follows it), and struck through (`~1~`) if it does not count (dropped or rerolled);
 * `roll-text.ts` is the one place this is written. A stat shows its value in parentheses.
 * Numbers and operators are as in {@link formatExpr}.
 */
export function formatRoll(result: RollResult): string {
    return `${result.text} = ${result.total}`;
}
