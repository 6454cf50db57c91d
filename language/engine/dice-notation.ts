/**
 * Dice notation: the model of a damage/attack formula, the parser of one DICE token, the static
 * checks of a dice term, and the formatter of an expression. Rolling lives in `dice-roll.ts`,
 * exact statistics (range, mean, distribution) in `dice-stats.ts`; `dice.ts` re-exports all three
 * for importers outside the dice modules (the dice modules import each other directly, never it).
 *
 * Notation (Foundry VTT / Roll20 conventions), one lexer token per dice term:
 *  - `NdM`, `dM` (count 1), `d%` (= d100); `Nd` alone is a dice *increment* (Rise's `+1d`).
 *  - `khN` / `klN` keep the N highest / lowest, `dhN` / `dlN` drop them (N defaults to 1).
 *  - `r` / `rr` reroll recursively while the condition holds, `ro` rerolls once; the replaced face
 *    stays in the roll, marked rerolled and not kept.
 *  - `!` / `e` explode: each face meeting the condition adds one more die of the same size (chained);
 *    `!!` compounds: the extra dice add into the same face.
 *  - `miN` / `maN` clamp each face to at least / at most N.
 *  - `cs` / `cf` count successes / failures: the term's total becomes successes − failures.
 * A condition is a comparison `<`, `<=`, `>`, `>=`, `=` and a number; a bare number means `=`. With no
 * number at all, `r`/`ro`/`rr` and `cf` mean `=1`, `!`/`!!`/`e` and `cs` mean "= the highest face".
 *
 * Order of evaluation for one die: draw → rerolls (conditions test the raw face, modifiers in written
 * order) → clamps (`mi`/`ma`, in written order) → explosion (its condition tests the clamped face).
 * Then, over the whole pool: keep/drop (in written order) → success counting over the kept dice.
 * Several explode modifiers explode when any of their conditions holds; compound if any is `!!`.
 */

// ---- model ------------------------------------------------------------------------------------

export type CompareOp = '<' | '<=' | '>' | '>=' | '=';

/** A condition on one face: `face op value`. */
export interface Compare {
    op: CompareOp;
    value: number;
}

/** One modifier of a dice term, in the order written. Counts and values are whole numbers ≥ 0. */
export type DiceModifier =
    | { kind: 'keep'; which: 'highest' | 'lowest'; count: number }
    | { kind: 'drop'; which: 'highest' | 'lowest'; count: number }
    | { kind: 'reroll'; once: boolean; when: Compare }
    | { kind: 'explode'; compound: boolean; when: Compare }
    | { kind: 'min'; value: number }
    | { kind: 'max'; value: number }
    | { kind: 'success'; when: Compare }
    | { kind: 'failure'; when: Compare };

/** `count` dice of `sides` faces with modifiers; `notation` is the token as written (e.g. `4d6kh3`). */
export interface DiceTerm {
    count: number;
    sides: number;
    modifiers: DiceModifier[];
    notation: string;
}

/** A dice formula. Every `dice` node is rolled independently, every time it is evaluated. */
export type DiceExpr =
    | { kind: 'number'; value: number }
    /**
     * `countFrom`: the formula a dice count was read from (`Q d6`, `(2 * Q) d4`), when it came from
     * stats; the count is already resolved in `term`. Rulesets whose die steps keep a multiplier read it.
     */
    | { kind: 'dice'; term: DiceTerm; countFrom?: DiceExpr }
    /** `1d` alone: `steps` steps up a ruleset's dice ladder; the ruleset must resolve it before rolling. */
    | { kind: 'increment'; steps: number }
    /** A stat reference like `power`, resolved by the caller's `stat(name)` callback. */
    | { kind: 'stat'; name: string }
    /** `/` divides and rounds down (`Math.floor`), so `-7 / 2` is `-4`. */
    | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: DiceExpr; right: DiceExpr }
    | { kind: 'negate'; operand: DiceExpr };

/**
 * Safety limits. A term a file (or a command line) writes, or resolves from stats and written dice
 * increments, has at most `maxDicePerTerm` dice and `maxSides` sides: checks report the rest. The
 * rules grow terms during a run (a critical hit's ×3 dice, a ladder step from half Strength), so
 * rolling and statistics accept up to `maxDicePerRoll` dice and throw past it or past `maxSides`:
 * a term the checks let through never stops a run. A die explodes at most `maxExplosionsPerDie`
 * times (extra dice, or extra draws for `!!`), and each recursive reroll modifier rerolls a die at
 * most `maxRerollsPerDie` times; after that the last face stands, even if it still meets the
 * condition. `maxDistributionStates` caps the number of distinct values (the span from lowest to
 * highest) an exact distribution may hold. A number in a formula is at most `maxFormulaNumber`, and
 * a formula's lowest and highest totals lie within ±`maxFormulaTotal` (with the stats of whoever
 * rolls it): totals stay exact integers, and no log prints `1e+23`.
 */
export const DICE_LIMITS: Readonly<{
    maxDicePerTerm: number;
    maxDicePerRoll: number;
    maxSides: number;
    maxExplosionsPerDie: number;
    maxRerollsPerDie: number;
    maxDistributionStates: number;
    maxFormulaNumber: number;
    maxFormulaTotal: number;
}> = Object.freeze({
    maxDicePerTerm: 1000,
    maxDicePerRoll: 100_000,
    maxSides: 10000,
    maxExplosionsPerDie: 100,
    maxRerollsPerDie: 100,
    maxDistributionStates: 100_000,
    maxFormulaNumber: 1_000_000,
    maxFormulaTotal: 1_000_000_000,
});

// ---- parsing ----------------------------------------------------------------------------------

const HEAD = /^(\d*)d(\d+|%)?/;
const MODIFIER = /^(kh|kl|dh|dl|ro|rr|r|mi|ma|cs|cf|!!|!|e)(<=|>=|<|>|=)?(\d*)/;

/**
 * Parses one DICE token (e.g. `4d6kh3`, `d%`, `1d10!>8`, `2d`). Never throws.
 * @returns `{ term }` for dice, `{ increment }` (the number of steps) for a bare `Nd`, or `{ error }`
 * with one English sentence saying what is wrong (unknown text, a comparison with no number, a
 * keep/drop or clamp written with a comparison, a clamp with no number, an increment with modifiers).
 */
export function parseDiceToken(token: string): { term: DiceTerm } | { increment: number } | { error: string } {
    const head = HEAD.exec(token);
    if (!head || (head[1] === '' && head[2] === undefined)) {
        return { error: `"${token}" is not dice notation; write e.g. 2d6, d20, d% or 1d.` };
    }
    const count = head[1] === '' ? 1 : Number(head[1]);
    let pos = head[0].length;
    if (head[2] === undefined) {
        if (pos < token.length) {
            return { error: `The dice increment "${head[0]}" cannot take modifiers ("${token.slice(pos)}").` };
        }
        return { increment: count };
    }
    const sides = head[2] === '%' ? 100 : Number(head[2]);
    const modifiers: DiceModifier[] = [];
    while (pos < token.length) {
        const m = MODIFIER.exec(token.slice(pos));
        if (!m) return { error: `Unexpected "${token.slice(pos)}" in the dice "${token}".` };
        pos += m[0].length;
        const name = m[1];
        const op = m[2] as CompareOp | undefined;
        const value = m[3] === '' ? undefined : Number(m[3]);
        if (op !== undefined && value === undefined) {
            return { error: `"${name}${op}" in "${token}" needs a number after the comparison.` };
        }
        const when = (fallback: number): Compare => ({ op: op ?? '=', value: value ?? fallback });
        switch (name) {
            case 'kh':
            case 'kl':
            case 'dh':
            case 'dl': {
                if (op !== undefined) return { error: `"${name}" in "${token}" takes a plain count, not a comparison.` };
                const which = name[1] === 'h' ? 'highest' : 'lowest';
                modifiers.push({ kind: name[0] === 'k' ? 'keep' : 'drop', which, count: value ?? 1 });
                break;
            }
            case 'mi':
            case 'ma':
                if (op !== undefined || value === undefined) {
                    return { error: `"${name}" in "${token}" needs a plain number, e.g. ${name}2.` };
                }
                modifiers.push({ kind: name === 'mi' ? 'min' : 'max', value });
                break;
            case 'r':
            case 'rr':
            case 'ro':
                modifiers.push({ kind: 'reroll', once: name === 'ro', when: when(1) });
                break;
            case '!':
            case 'e':
            case '!!':
                modifiers.push({ kind: 'explode', compound: name === '!!', when: when(sides) });
                break;
            case 'cs':
                modifiers.push({ kind: 'success', when: when(sides) });
                break;
            case 'cf':
                modifiers.push({ kind: 'failure', when: when(1) });
                break;
        }
    }
    return { term: { count, sides, modifiers, notation: token } };
}

/** Builds a term from its parts, writing its notation (e.g. for a ruleset that moved a ladder step). */
export function makeDiceTerm(count: number, sides: number, modifiers: DiceModifier[] = []): DiceTerm {
    return { count, sides, modifiers, notation: `${count}d${sides}${modifiers.map(formatModifier).join('')}` };
}

function formatModifier(m: DiceModifier): string {
    const cmp = (c: Compare) => `${c.op === '=' ? '' : c.op}${c.value}`;
    switch (m.kind) {
        case 'keep':
        case 'drop':
            return `${m.kind[0]}${m.which[0]}${m.count}`;
        case 'reroll':
            return `${m.once ? 'ro' : 'r'}${cmp(m.when)}`;
        case 'explode':
            return `${m.compound ? '!!' : '!'}${cmp(m.when)}`;
        case 'min':
            return `mi${m.value}`;
        case 'max':
            return `ma${m.value}`;
        case 'success':
            return `cs${cmp(m.when)}`;
        case 'failure':
            return `cf${cmp(m.when)}`;
    }
}

// ---- shared evaluation helpers (used by dice-roll.ts and dice-stats.ts) -------------------------

/** Whether `face` meets the condition. */
export function compare(c: Compare, face: number): boolean {
    switch (c.op) {
        case '<':
            return face < c.value;
        case '<=':
            return face <= c.value;
        case '>':
            return face > c.value;
        case '>=':
            return face >= c.value;
        case '=':
            return face === c.value;
    }
}

/** A term's modifiers sorted by the stage at which they act (see the module comment). */
export interface TermPlan {
    readonly rerolls: readonly { once: boolean; when: Compare }[];
    readonly clamps: readonly { kind: 'min' | 'max'; value: number }[];
    /** Undefined when nothing explodes. */
    readonly explode?: { compound: boolean; when: readonly Compare[] };
    readonly window: readonly Extract<DiceModifier, { kind: 'keep' | 'drop' }>[];
    readonly success: readonly Compare[];
    readonly failure: readonly Compare[];
    /** True when the term counts successes (any `cs` or `cf`). */
    readonly counting: boolean;
}

/** Sorts a term's modifiers into a {@link TermPlan}. */
export function termPlan(term: DiceTerm): TermPlan {
    const rerolls: { once: boolean; when: Compare }[] = [];
    const clamps: { kind: 'min' | 'max'; value: number }[] = [];
    const window: Extract<DiceModifier, { kind: 'keep' | 'drop' }>[] = [];
    const success: Compare[] = [];
    const failure: Compare[] = [];
    let explode: { compound: boolean; when: Compare[] } | undefined;
    for (const m of term.modifiers) {
        switch (m.kind) {
            case 'reroll':
                rerolls.push({ once: m.once, when: m.when });
                break;
            case 'min':
            case 'max':
                clamps.push({ kind: m.kind, value: m.value });
                break;
            case 'explode':
                explode ??= { compound: false, when: [] };
                explode.compound ||= m.compound;
                explode.when.push(m.when);
                break;
            case 'keep':
            case 'drop':
                window.push(m);
                break;
            case 'success':
                success.push(m.when);
                break;
            case 'failure':
                failure.push(m.when);
                break;
        }
    }
    return { rerolls, clamps, explode, window, success, failure, counting: success.length + failure.length > 0 };
}

/** A face after the plan's clamps. */
export function clampFace(plan: TermPlan, face: number): number {
    for (const c of plan.clamps) face = c.kind === 'min' ? Math.max(face, c.value) : Math.min(face, c.value);
    return face;
}

/** Whether a (clamped) face explodes under the plan. */
export function explodes(plan: TermPlan, face: number): boolean {
    return plan.explode?.when.some(c => compare(c, face)) ?? false;
}

/** What a kept face adds to the total: the face, or +1 success / −1 failure when counting. */
export function faceScore(plan: TermPlan, face: number): number {
    if (!plan.counting) return face;
    return (plan.success.some(c => compare(c, face)) ? 1 : 0) - (plan.failure.some(c => compare(c, face)) ? 1 : 0);
}

/**
 * The kept ranks `[lo, hi)` of a pool of `size` dice sorted highest first, after the keep/drop
 * modifiers in written order (each acts on the dice the previous ones kept).
 */
export function keptWindow(window: TermPlan['window'], size: number): [number, number] {
    let lo = 0;
    let hi = size;
    for (const m of window) {
        const n = Math.max(0, m.count);
        if (m.kind === 'keep') {
            if (m.which === 'highest') hi = Math.min(hi, lo + n);
            else lo = Math.max(lo, hi - n);
        } else if (m.which === 'highest') lo = Math.min(hi, lo + n);
        else hi = Math.max(lo, hi - n);
    }
    return [lo, hi];
}

/**
 * Why a term cannot be rolled at all (bad dice or sides, more than `maxDicePerRoll` dice), or
 * undefined. Rolling and the statistics throw a RangeError with this message.
 */
export function unrollableReason(term: DiceTerm): string | undefined {
    const { count, sides, notation } = term;
    if (!Number.isInteger(count) || count < 0) return `"${notation}" has ${count} dice; the count must be a whole number of at least 0.`;
    if (count > DICE_LIMITS.maxDicePerRoll) {
        return `"${notation}" rolls ${count} dice; the limit is ${DICE_LIMITS.maxDicePerRoll} dice in one roll.`;
    }
    if (!Number.isInteger(sides) || sides < 1) return `"${notation}" has dice with ${sides} sides; a die needs at least 1 side.`;
    if (sides > DICE_LIMITS.maxSides) {
        return `"${notation}" has dice with ${sides} sides; the limit is ${DICE_LIMITS.maxSides} sides.`;
    }
    return undefined;
}

// ---- static checks ----------------------------------------------------------------------------

/** One finding of {@link checkDiceTerm}. */
export interface DiceProblem {
    code: string;
    message: string;
    severity: 'error' | 'warning';
}

/** Whether the condition holds for every / some whole number in [lo, hi] (lo ≤ hi). */
function holdsForAll(c: Compare, lo: number, hi: number): boolean {
    switch (c.op) {
        case '<':
            return hi < c.value;
        case '<=':
            return hi <= c.value;
        case '>':
            return lo > c.value;
        case '>=':
            return lo >= c.value;
        case '=':
            return lo === c.value && hi === c.value;
    }
}
function holdsForSome(c: Compare, lo: number, hi: number): boolean {
    switch (c.op) {
        case '<':
            return lo < c.value;
        case '<=':
            return lo <= c.value;
        case '>':
            return hi > c.value;
        case '>=':
            return hi >= c.value;
        case '=':
            return lo <= c.value && c.value <= hi && Number.isInteger(c.value);
    }
}

/**
 * Static problems of one term, in O(number of modifiers) (never rolls, whatever the size).
 * Errors: `dice-zero-sides` (d0), `dice-zero-count` (0d6), `dice-too-many` (more than
 * `maxDicePerTerm` dice), `dice-too-many-sides` (more than `maxSides`), `dice-explode-always`
 * (every face explodes, e.g. `1d1!`, `d6!>0`), `dice-reroll-always` (a recursive reroll matches every
 * face). Warnings: `dice-reroll-always` for a reroll-once, `dice-condition-never` (a reroll, explode,
 * success or failure condition no face can meet), `dice-keep-too-many` (keeps more dice than rolled),
 * `dice-keep-none` (keeps no die), `dice-drop-too-many` (drops every die), `dice-min-max-conflict`
 * (a minimum above the maximum or the highest face, or a maximum below 1).
 */
export function checkDiceTerm(term: DiceTerm): DiceProblem[] {
    const problems: DiceProblem[] = [];
    const error = (code: string, message: string) => problems.push({ code, message, severity: 'error' });
    const warn = (code: string, message: string) => problems.push({ code, message, severity: 'warning' });
    const { count, sides, notation } = term;
    const q = `"${notation}"`;

    if (count === 0) error('dice-zero-count', `${q} rolls no dice; roll at least 1 die.`);
    if (sides === 0) error('dice-zero-sides', `${q} has dice with 0 sides; a die needs at least 1 side.`);
    if (count > DICE_LIMITS.maxDicePerTerm) {
        error('dice-too-many', `${q} rolls ${count} dice; the limit is ${DICE_LIMITS.maxDicePerTerm} dice per term.`);
    }
    if (sides > DICE_LIMITS.maxSides) {
        error('dice-too-many-sides', `${q} has dice with ${sides} sides; the limit is ${DICE_LIMITS.maxSides} sides.`);
    }
    if (sides < 1 || !Number.isInteger(sides)) return problems; // face checks need real dice

    const plan = termPlan(term);
    for (const r of plan.rerolls) {
        if (holdsForAll(r.when, 1, sides)) {
            if (r.once) warn('dice-reroll-always', `${q} rerolls every face once, which only rolls each die twice.`);
            else {
                error(
                    'dice-reroll-always',
                    `${q} rerolls on every face of a d${sides}, so every die is rerolled up to the limit of ${DICE_LIMITS.maxRerollsPerDie} rerolls.`,
                );
            }
        } else if (!holdsForSome(r.when, 1, sides)) {
            warn('dice-condition-never', `${q} never rerolls: no face of a d${sides} is ${formatCompare(r.when)}.`);
        }
    }

    let lowest = clampFace(plan, 1);
    let highest = clampFace(plan, sides);
    if (lowest > highest) [lowest, highest] = [highest, lowest];
    const mins = plan.clamps.filter(c => c.kind === 'min').map(c => c.value);
    const maxs = plan.clamps.filter(c => c.kind === 'max').map(c => c.value);
    // With no minimum written Math.max() is −Infinity, with no maximum Math.min() is Infinity: no conflict.
    if (Math.max(...mins) > Math.min(...maxs)) {
        warn(
            'dice-min-max-conflict',
            `${q} sets a minimum (${Math.max(...mins)}) above its maximum (${Math.min(...maxs)}), so every face is the same.`,
        );
    } else if (mins.some(v => v > sides)) {
        warn(
            'dice-min-max-conflict',
            `${q} sets a minimum (${Math.max(...mins)}) above the highest face (${sides}), so every die shows the minimum.`,
        );
    } else if (maxs.some(v => v < 1)) {
        warn('dice-min-max-conflict', `${q} sets a maximum (${Math.min(...maxs)}) below the lowest face (1), so every die shows the maximum.`);
    }

    if (plan.explode) {
        const when = plan.explode.when;
        if (when.some(c => holdsForAll(c, lowest, highest))) {
            error(
                'dice-explode-always',
                `${q} explodes on every face, so every die explodes up to the limit of ${DICE_LIMITS.maxExplosionsPerDie} extra dice.`,
            );
        } else if (!when.some(c => holdsForSome(c, lowest, highest))) {
            warn('dice-condition-never', `${q} never explodes: no face is ${when.map(formatCompare).join(' or ')}.`);
        }
    }
    if (!plan.explode?.compound) {
        for (const [label, list] of [
            ['succeeds', plan.success],
            ['fails', plan.failure],
        ] as const) {
            for (const c of list) {
                if (!holdsForSome(c, lowest, highest)) {
                    warn('dice-condition-never', `${q} never ${label}: no face is ${formatCompare(c)}.`);
                }
            }
        }
    }

    const pool = plan.explode && !plan.explode.compound ? undefined : count; // exploding pools grow
    for (const m of plan.window) {
        if (m.kind === 'keep' && m.count === 0) warn('dice-keep-none', `${q} keeps no dice, so it always totals 0.`);
        else if (pool !== undefined && m.kind === 'keep' && m.count > pool && count > 0) {
            warn('dice-keep-too-many', `${q} keeps ${m.count} dice but rolls only ${pool}.`);
        } else if (pool !== undefined && m.kind === 'drop' && m.count >= pool && count > 0) {
            warn('dice-drop-too-many', `${q} drops ${m.count} dice of ${pool}, so it always totals 0.`);
        }
    }
    return problems;
}

function formatCompare(c: Compare): string {
    return `${c.op}${c.value}`;
}

// ---- formatting -------------------------------------------------------------------------------

/** 1 for `+ -`, 2 for `* /`, 3 for the rest: a negation, a (negative) number, dice, a stat bind tighter than either. */
function precedence(e: DiceExpr): number {
    if (e.kind === 'binary') return e.op === '+' || e.op === '-' ? 1 : 2;
    return 3;
}

/**
 * Formats an expression, asking `leaf` for the text of every number, dice, increment and stat node,
 * in left-to-right order. Adds only the parentheses the structure needs.
 */
export function formatExprWith(expr: DiceExpr, leaf: (e: Exclude<DiceExpr, { kind: 'binary' | 'negate' }>) => string): string {
    const go = (e: DiceExpr): string => {
        if (e.kind === 'negate') {
            const inner = go(e.operand);
            return `-${precedence(e.operand) < 3 ? `(${inner})` : inner}`;
        }
        if (e.kind !== 'binary') return leaf(e);
        const p = precedence(e);
        const left = go(e.left);
        const right = go(e.right);
        const rp = precedence(e.right);
        const associative = e.op === '+' || (e.op === '*' && e.right.kind === 'binary' && e.right.op === '*');
        const l = precedence(e.left) < p ? `(${left})` : left;
        const r = rp < p || (rp === p && !associative) ? `(${right})` : right;
        return p === 1 ? `${l} ${e.op} ${r}` : `${l}${e.op}${r}`;
    };
    return go(expr);
}

/**
 * The notation of an expression, with spaces around `+` and `-` only: `1d6 + power`,
 * `(1d6 + 2)*2`, `2d6/2 - 1`. Dice terms keep their written notation; an increment prints as `1d`.
 */
export function formatExpr(expr: DiceExpr): string {
    return formatExprWith(expr, e => {
        switch (e.kind) {
            case 'number':
                return String(e.value);
            case 'dice':
                return e.term.notation;
            case 'increment':
                return `${e.steps}d`;
            case 'stat':
                return e.name;
        }
    });
}
