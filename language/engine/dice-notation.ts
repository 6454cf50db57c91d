/**
 * Dice notation: the model of a damage/attack formula, the parser of one DICE token, the static
 * checks of a dice term, and the formatter of an expression. Rolling lives in `dice-roll.ts`,
 * exact statistics (range, mean, distribution) in `dice-stats.ts`; `dice.ts` re-exports all three
 * for importers outside the dice modules (the dice modules import each other directly, never it).
 *
 * Notation: what Roll20, Foundry VTT and Avrae (d20) accept, read one way where they disagree
 * (docs/language.md §Dice formulas has the table of equivalents), one lexer token per dice term:
 *  - `NdM`, `dM` (count 1), `d%` (= d100), `NdF` (Fate dice: faces −1, 0, +1); `Nd` alone is a dice
 *    *increment* (Rise's `+1d`). `0dM` rolls nothing and totals 0 (Avrae).
 *  - `khN` / `klN` / `kN` keep the N highest / lowest, `dhN` / `dlN` / `dN` / `phN` / `plN` drop
 *    them (N defaults to 1; `k3` and `d1` are Roll20's). `k c` / `p c` keep / drop the dice whose
 *    face meets the condition (Avrae's `k>3`, `p<3`). A bare `pN` (Avrae: drop the Ns) is refused as
 *    `dice-ambiguous`, as is `d` with no count.
 *  - `r` / `rr` reroll recursively while the condition holds, `ro` rerolls once; the replaced face
 *    stays in the roll, marked rerolled and not kept. `roh`/`rol N` reroll once the N highest /
 *    lowest dice, `rah`/`ral N` add a new die for each; `ra c`: the first die meeting c adds one die;
 *    `eh`/`el N` (Avrae's `e` with a selector): the N highest / lowest dice each add a die, and so
 *    on while new dice enter the N highest / lowest (rerolls and clamps apply to added dice).
 *  - `!` / `e` / `x` explode: each face meeting the condition adds one more die of the same size
 *    (chained); `!!` compounds (the extra dice add into the same face); `!p` penetrates (each added
 *    die counts one less); `xo` explodes once (an added die never explodes).
 *  - `miN` / `minN` / `maN` / `maxN` clamp each face to at least / at most N.
 *  - `cs` / `cf` count successes / failures: the term's total becomes successes − failures. Right
 *    after the dice, Roll20's target `>N` / `<N` counts faces at least / at most N (Roll20 reads
 *    `>` as "at least" there, and only there), and `f c` subtracts failures with the same reading.
 * A condition is a comparison `<`, `<=`, `>`, `>=`, `=` and a number; a bare number means `=`. With no
 * number at all, rerolls and `cf` mean "= the lowest face", explosions, `ra` and `cs` "= the highest".
 *
 * Order of evaluation for one die: draw → rerolls (conditions test the face, modifiers in written
 * order) → clamps (`mi`/`ma`, in written order) → explosion (its condition tests the clamped face).
 * Then, over the whole pool, the pool modifiers in written order, each on the dice the ones before
 * it kept: keep/drop, `k c`/`p c`, `roh`/`rol`/`rah`/`ral`, `ra`, `eh`/`el` → success counting over the kept
 * dice. Several explode modifiers explode when any of their conditions holds; compound if any is
 * `!!`, penetrate if any is `!p`, once if any is `xo`.
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
    /** Avrae's `k>3` / `p<3`: keep / drop the (still kept) dice whose face meets the condition. */
    | { kind: 'keepIf'; when: Compare }
    | { kind: 'dropIf'; when: Compare }
    | { kind: 'reroll'; once: boolean; when: Compare }
    /** Avrae's `rol1` / `ral1`: reroll once (or reroll and add) the `count` highest / lowest kept dice. */
    | { kind: 'rerollRank'; add: boolean; which: 'highest' | 'lowest'; count: number }
    /** Avrae's `ra`: the first kept die meeting the condition gets one more die, added to the pool. */
    | { kind: 'rerollAdd'; when: Compare }
    /**
     * Avrae's `eh1` / `el2`: the `count` highest / lowest kept dice each add a die; then, again and
     * again, those of the new top (bottom) `count` that have not exploded yet (see `dice-roll.ts`).
     */
    | { kind: 'explodeRank'; which: 'highest' | 'lowest'; count: number }
    /**
     * `!`/`e`/`x` explode, `!!` compounds, `!p` penetrates (each extra die counts one less), `xo`
     * explodes once (the extra die never explodes).
     */
    | { kind: 'explode'; compound: boolean; when: Compare; penetrate?: boolean; once?: boolean }
    | { kind: 'min'; value: number }
    | { kind: 'max'; value: number }
    | { kind: 'success'; when: Compare }
    | { kind: 'failure'; when: Compare };

/**
 * `count` dice of `sides` faces with modifiers; `notation` is the token as written (e.g. `4d6kh3`).
 * `fate`: Fate/Fudge dice (`4dF`): `sides` is 3 and the faces read −1, 0, +1. `explodeLimit`: at
 * most this many explosions per die instead of `DICE_LIMITS.maxExplosionsPerDie` (`strife odds
 * --explode-depth`, AnyDice's "explode depth").
 */
export interface DiceTerm {
    count: number;
    sides: number;
    modifiers: DiceModifier[];
    notation: string;
    fate?: boolean;
    explodeLimit?: number;
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
    | { kind: 'negate'; operand: DiceExpr }
    /**
     * A group (Roll20's `{4d6+3, 2d8}kh1`, Avrae's set `(1d4, 2+2, 3d6kl1)kh1`): each item is rolled
     * and totalled, then `modifiers` (keep/drop by rank or condition, success/failure counting) act
     * on the item totals as a term's act on its dice (`dice-group.ts` reads them, for the command line and for files).
     */
    | { kind: 'group'; items: DiceExpr[]; modifiers: GroupModifier[]; suffix: string };

/** What a group's items may be kept, dropped or counted by. */
export type GroupModifier = Extract<DiceModifier, { kind: 'keep' | 'drop' | 'keepIf' | 'dropIf' | 'success' | 'failure' }>;

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

/**
 * The text of one dice token, as the grammar's DICE terminal (language/strife.langium) and the
 * command line's formula reader (dice-formula.ts) both match it: a head (`NdM`, `dM`, `d%`, `NdF`,
 * or `Nd` alone), then any run of modifier names, h/l selectors, comparisons and digits. What the
 * run means is {@link parseDiceToken}'s business, so a wrong modifier is one token with one clear
 * error, not a syntax error further on. Keep the grammar's copy identical (a test compares them).
 */
export const DICE_TOKEN_SOURCE = String.raw`(\d+d(\d+|%|F)?|d(\d+|%|F))[a-zA-Z!<>=\d]*`;

const HEAD = /^(\d*)d(\d+|%|F)?/;
/** Modifier names, longest first where one is a prefix of another. */
const NAMES = [
    'kh',
    'kl',
    'k',
    'dh',
    'dl',
    'd',
    'ph',
    'pl',
    'p',
    'rol',
    'roh',
    'ral',
    'rah',
    'ro',
    'rr',
    'ra',
    'r',
    'min',
    'max',
    'mi',
    'ma',
    'cs',
    'cf',
    '!!',
    '!p',
    '!',
    'xo',
    'x',
    'eh',
    'el',
    'e',
    'f',
];
const MODIFIER = new RegExp(`^(${NAMES.map(n => n.replace(/!/g, '\\!')).join('|')})?(<=|>=|<|>|=)?(\\d*)`);

/** A parse error: one English sentence and its code (`dice-malformed`, `dice-ambiguous`). */
export interface DiceTokenError {
    error: string;
    code: 'dice-malformed' | 'dice-ambiguous';
}

/** Whether `sub` of `token` is read as Roll20 reads it (see the module comment): `>` means "at least" there. */
function roll20Target(op: CompareOp | undefined, value: number): Compare {
    return { op: op === '>' ? '>=' : op === '<' ? '<=' : (op ?? '='), value };
}

/**
 * Parses one DICE token (e.g. `4d6kh3`, `d%`, `1d10!>8`, `4dF`, `3d6>3f1`, `2d`). Never throws.
 * @returns `{ term }` for dice, `{ increment }` (the number of steps) for a bare `Nd`, or a
 * {@link DiceTokenError}: `dice-malformed` for text that is no modifier (naming it, with the nearest
 * modifier as a suggestion), a comparison with no number, a count written with a comparison, a
 * clamp with no number, an increment with modifiers; `dice-ambiguous` for a form two rollers read
 * differently (Avrae's `p3`, a bare `d` with no count), saying which reading to write.
 */
export function parseDiceToken(token: string): { term: DiceTerm } | { increment: number } | DiceTokenError {
    const malformed = (error: string): DiceTokenError => ({ error, code: 'dice-malformed' });
    const head = HEAD.exec(token);
    if (!head || (head[1] === '' && head[2] === undefined)) {
        return malformed(`"${token}" is not dice notation; write e.g. 2d6, d20, d%, 4dF or 1d.`);
    }
    const count = head[1] === '' ? 1 : Number(head[1]);
    let pos = head[0].length;
    if (head[2] === undefined) {
        if (pos < token.length) {
            return malformed(`The dice increment "${head[0]}" cannot take modifiers ("${token.slice(pos)}").`);
        }
        return { increment: count };
    }
    const fate = head[2] === 'F';
    const sides = head[2] === '%' ? 100 : fate ? 3 : Number(head[2]);
    const highest = fate ? 1 : sides;
    const lowestFace = fate ? -1 : 1;
    const modifiers: DiceModifier[] = [];
    while (pos < token.length) {
        const rest = token.slice(pos);
        // Avrae's `rrl2`: `rr` would read, then `l2` fail; the whole form gets its own hint.
        if (/^rr?[hl]/.test(rest)) return malformed(unknownModifier(token, rest));
        const m = MODIFIER.exec(rest);
        if (!m || m[0] === '') return malformed(unknownModifier(token, rest));
        pos += m[0].length;
        const name = m[1] ?? '';
        const op = m[2] as CompareOp | undefined;
        const value = m[3] === '' ? undefined : Number(m[3]);
        if (op !== undefined && value === undefined) {
            return malformed(`"${name}${op}" in "${token}" needs a number after the comparison, e.g. ${name}${op}${highest}.`);
        }
        const when = (fallback: number): Compare => ({ op: op ?? '=', value: value ?? fallback });
        const countOnly = (): DiceTokenError | undefined =>
            op !== undefined ? malformed(`"${name}" in "${token}" takes a plain count, not a comparison.`) : undefined;
        switch (name) {
            case '':
                // Roll20's target number, `3d6>3`: counts dice showing 3 or more (Roll20's `>` is "at least").
                if (op === undefined) return malformed(unknownModifier(token, rest));
                modifiers.push({ kind: 'success', when: roll20Target(op, value!) });
                break;
            case 'f':
                // Roll20's failures after a target, `3d6>3f1`, `f<2` (at most 2): subtracted from the successes.
                modifiers.push({ kind: 'failure', when: roll20Target(op, value ?? lowestFace) });
                break;
            case 'kh':
            case 'kl':
            case 'dh':
            case 'dl':
            case 'ph':
            case 'pl': {
                const bad = countOnly();
                if (bad) return bad;
                const which = name[1] === 'h' ? 'highest' : 'lowest';
                modifiers.push({ kind: name[0] === 'k' ? 'keep' : 'drop', which, count: value ?? 1 });
                break;
            }
            case 'k':
            case 'd':
            case 'p':
                if (op !== undefined) modifiers.push({ kind: name === 'k' ? 'keepIf' : 'dropIf', when: when(0) });
                else if (name === 'p') {
                    return {
                        code: 'dice-ambiguous',
                        error: `"p${value ?? ''}" in "${token}" is ambiguous: Avrae drops the dice showing ${value ?? 'a face'}, elsewhere a count would drop the lowest; write pl${value ?? 1} (drop the lowest ${value ?? 1}) or p=${value ?? 1} (drop the dice showing ${value ?? 1}).`,
                    };
                } else if (value === undefined && name === 'd') {
                    return { code: 'dice-ambiguous', error: `"d" in "${token}" needs a count: write dl1 to drop the lowest die.` };
                } else {
                    // Roll20: `k3` keeps the highest 3 and `d1` drops the lowest 1 (Avrae's `k3` keeps the 3s: write k=3).
                    modifiers.push(
                        name === 'k' ? { kind: 'keep', which: 'highest', count: value ?? 1 } : { kind: 'drop', which: 'lowest', count: value! },
                    );
                }
                break;
            case 'mi':
            case 'ma':
            case 'min':
            case 'max':
                if (op !== undefined || value === undefined) {
                    return malformed(`"${name}" in "${token}" needs a plain number, e.g. ${name}2.`);
                }
                modifiers.push({ kind: name.startsWith('mi') ? 'min' : 'max', value });
                break;
            case 'r':
            case 'rr':
            case 'ro':
                modifiers.push({ kind: 'reroll', once: name === 'ro', when: when(lowestFace) });
                break;
            case 'rol':
            case 'roh':
            case 'ral':
            case 'rah': {
                const bad = countOnly();
                if (bad) return bad;
                modifiers.push({ kind: 'rerollRank', add: name[1] === 'a', which: name[2] === 'h' ? 'highest' : 'lowest', count: value ?? 1 });
                break;
            }
            case 'ra':
                modifiers.push({ kind: 'rerollAdd', when: when(highest) });
                break;
            case 'eh':
            case 'el': {
                const bad = countOnly();
                if (bad) return bad;
                modifiers.push({ kind: 'explodeRank', which: name[1] === 'h' ? 'highest' : 'lowest', count: value ?? 1 });
                break;
            }
            case '!':
            case 'e':
            case 'x':
            case '!!':
            case '!p':
            case 'xo': {
                const explode: DiceModifier = { kind: 'explode', compound: name === '!!', when: when(highest) };
                if (name === '!p') explode.penetrate = true;
                if (name === 'xo') explode.once = true;
                modifiers.push(explode);
                break;
            }
            case 'cs':
                modifiers.push({ kind: 'success', when: when(highest) });
                break;
            case 'cf':
                modifiers.push({ kind: 'failure', when: when(lowestFace) });
                break;
        }
    }
    return { term: fate ? { count, sides, modifiers, notation: token, fate } : { count, sides, modifiers, notation: token } };
}

/** Forms of other rollers that are no modifier here, with what to write instead. */
const HINTS: readonly [RegExp, string][] = [
    [/^adv/i, 'for advantage roll 2d20kh1'],
    [/^dis/i, 'for disadvantage roll 2d20kl1'],
    [/^(>=|<=|=)?$/, 'a comparison needs a number'],
    [/^s/i, 'count successes with cs, e.g. cs>=7'],
    [
        /^rr?[hl]/i,
        "rr rerolls by face: Avrae's rrh/rrl would reroll the highest/lowest dice until none is left to reroll, which never ends (there is always a lowest die; Avrae stops at its roll limit with an error); reroll them once with roh/rol (rol1)",
    ],
];

/** The error for text that is no modifier: names it, and suggests the nearest modifier name. */
function unknownModifier(token: string, rest: string): string {
    const word = /^[a-zA-Z!]+/.exec(rest)?.[0] ?? rest[0];
    const hint = HINTS.find(([re]) => re.test(rest))?.[1];
    if (hint) return `Unknown "${word}" in the dice "${token}": ${hint}.`;
    let best = NAMES[0];
    let bestDistance = Infinity;
    for (const name of NAMES) {
        const d = editDistance(word.toLowerCase(), name);
        if (d < bestDistance) [best, bestDistance] = [name, d];
    }
    return `Unknown "${word}" in the dice "${token}"; did you mean "${best}"? The modifiers are ${NAMES.filter(n => !/^(r[oa]|e)[hl]$/.test(n)).join(' ')} (docs/language.md §Dice formulas).`;
}

/** Levenshtein distance (short words only). */
function editDistance(a: string, b: string): number {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length];
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
        case 'keepIf':
            return `k${m.when.op}${m.when.value}`;
        case 'dropIf':
            return `p${m.when.op}${m.when.value}`;
        case 'reroll':
            return `${m.once ? 'ro' : 'r'}${cmp(m.when)}`;
        case 'rerollRank':
            return `r${m.add ? 'a' : 'o'}${m.which[0]}${m.count}`;
        case 'rerollAdd':
            return `ra${cmp(m.when)}`;
        case 'explodeRank':
            return `e${m.which[0]}${m.count}`;
        case 'explode':
            return `${m.compound ? '!!' : m.penetrate ? '!p' : m.once ? 'xo' : '!'}${cmp(m.when)}`;
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

/** A modifier that acts on the whole pool, in written order, after every die is drawn. */
export type PoolOp = Extract<DiceModifier, { kind: 'keep' | 'drop' | 'keepIf' | 'dropIf' | 'rerollRank' | 'rerollAdd' | 'explodeRank' }>;

/** A term's modifiers sorted by the stage at which they act (see the module comment). */
export interface TermPlan {
    readonly rerolls: readonly { once: boolean; when: Compare }[];
    readonly clamps: readonly { kind: 'min' | 'max'; value: number }[];
    /**
     * Undefined when nothing explodes. `limit`: most explosions per die (1 for `xo`, the term's
     * `explodeLimit`, else `DICE_LIMITS.maxExplosionsPerDie`); `penetrate`: each extra die counts one less.
     */
    readonly explode?: { compound: boolean; penetrate: boolean; limit: number; when: readonly Compare[] };
    /** The keep/drop-by-rank modifiers, when they are the whole pool stage (`simplePool`). */
    readonly window: readonly Extract<DiceModifier, { kind: 'keep' | 'drop' }>[];
    /** Every pool modifier in written order. */
    readonly pool: readonly PoolOp[];
    /** True when the pool stage is keep/drop by rank only (or nothing). */
    readonly simplePool: boolean;
    readonly success: readonly Compare[];
    readonly failure: readonly Compare[];
    /** True when the term counts successes (any `cs` or `cf`). */
    readonly counting: boolean;
    /** The face a raw draw 1..sides shows: itself, or for Fate dice raw − 2. */
    readonly offset: number;
    /** Lowest and highest face of one draw before clamps (1..sides, or −1..1 for Fate dice). */
    readonly low: number;
    readonly high: number;
}

/** Sorts a term's modifiers into a {@link TermPlan}. */
export function termPlan(term: DiceTerm): TermPlan {
    const rerolls: { once: boolean; when: Compare }[] = [];
    const clamps: { kind: 'min' | 'max'; value: number }[] = [];
    const window: Extract<DiceModifier, { kind: 'keep' | 'drop' }>[] = [];
    const pool: PoolOp[] = [];
    const success: Compare[] = [];
    const failure: Compare[] = [];
    let explode: { compound: boolean; penetrate: boolean; limit: number; when: Compare[] } | undefined;
    const limit = term.explodeLimit ?? DICE_LIMITS.maxExplosionsPerDie;
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
                explode ??= { compound: false, penetrate: false, limit, when: [] };
                explode.compound ||= m.compound;
                explode.penetrate ||= m.penetrate ?? false;
                if (m.once) explode.limit = Math.min(explode.limit, 1);
                explode.when.push(m.when);
                break;
            case 'keep':
            case 'drop':
                window.push(m);
                pool.push(m);
                break;
            case 'keepIf':
            case 'dropIf':
            case 'rerollRank':
            case 'rerollAdd':
            case 'explodeRank':
                pool.push(m);
                break;
            case 'success':
                success.push(m.when);
                break;
            case 'failure':
                failure.push(m.when);
                break;
        }
    }
    const simplePool = window.length === pool.length;
    const offset = term.fate ? -2 : 0;
    return {
        rerolls,
        clamps,
        explode,
        window: simplePool ? window : [],
        pool,
        simplePool,
        success,
        failure,
        counting: success.length + failure.length > 0,
        offset,
        low: 1 + offset,
        high: term.sides + offset,
    };
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
 * Whether a face survives the pool's keep/drop-by-condition modifiers, when those are the only
 * pool modifiers (each face then stands or falls on its own). Undefined otherwise.
 */
export function conditionalKeep(plan: TermPlan): ((face: number) => boolean) | undefined {
    if (plan.simplePool || !plan.pool.every(op => op.kind === 'keepIf' || op.kind === 'dropIf')) return undefined;
    return face => plan.pool.every(op => (op.kind === 'keepIf' ? compare(op.when, face) : !compare((op as { when: Compare }).when, face)));
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
 * One item of a rolled group as its modifiers left it: its total, whether it is kept, and for a
 * counting group (`>N`, `fN`) whether it counts as a success or a failure. The log prints these
 * after the group (`{2d6 [6, 4] + 3, 1d8 [3] + 4}kh1 [13, ~7~]`).
 */
export interface GroupItem {
    readonly value: number;
    readonly kept: boolean;
    readonly success?: boolean;
    readonly failure?: boolean;
}

/**
 * Each item of a group with what its modifiers make of it, in written order (keep/drop act on the
 * items the ones before them kept; success and failure count over the kept items), and the group's
 * total: the kept items' sum, or successes − failures when it counts. Keep/drop rank equal items
 * as a term ranks equal dice: the earlier one higher (`{1d6, 1d4}kl1` of 3 and 3 keeps the second).
 */
export function groupOutcome(modifiers: readonly GroupModifier[], values: readonly number[]): { items: GroupItem[]; total: number } {
    let kept = values.map((_, i) => i);
    const success: Compare[] = [];
    const failure: Compare[] = [];
    for (const m of modifiers) {
        switch (m.kind) {
            case 'keep':
            case 'drop': {
                const order = [...kept].sort((a, b) => values[b] - values[a] || a - b);
                const [lo, hi] = keptWindow([m], order.length);
                kept = order.slice(lo, hi).sort((a, b) => a - b);
                break;
            }
            case 'keepIf':
            case 'dropIf':
                kept = kept.filter(i => compare(m.when, values[i]) === (m.kind === 'keepIf'));
                break;
            case 'success':
                success.push(m.when);
                break;
            case 'failure':
                failure.push(m.when);
                break;
        }
    }
    const counting = success.length + failure.length > 0;
    const isKept = new Set(kept);
    let total = 0;
    const items = values.map((value, i): GroupItem => {
        if (!isKept.has(i)) return { value, kept: false };
        if (!counting) {
            total += value;
            return { value, kept: true };
        }
        const hit = success.some(c => compare(c, value));
        const miss = failure.some(c => compare(c, value));
        total += (hit ? 1 : 0) - (miss ? 1 : 0);
        return { value, kept: true, success: hit, failure: miss };
    });
    return { items, total };
}

/**
 * What a group adds up to (see the `group` expression and {@link groupOutcome}, whose total this
 * is). Rolling, the simulation and the statistics all call this.
 */
export function groupTotal(modifiers: readonly GroupModifier[], values: readonly number[]): number {
    if (modifiers.length === 1 && (modifiers[0].kind === 'keep' || modifiers[0].kind === 'drop') && modifiers[0].count === 1 && values.length > 0) {
        // The common group, `{a, b}kh1` and kin: the best or worst item, or all but it (no ranking needed).
        const m = modifiers[0];
        let best = values[0];
        let sum = 0;
        for (const v of values) {
            sum += v;
            if (m.which === 'highest' ? v > best : v < best) best = v;
        }
        return m.kind === 'keep' ? best : sum - best;
    }
    return groupOutcome(modifiers, values).total;
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

    // Avrae's `0d6 = 0`: a pool of no dice totals 0; worth a look in a file, not a refusal.
    if (count === 0) warn('dice-zero-count', `${q} rolls no dice, so it always totals 0.`);
    if (sides === 0) error('dice-zero-sides', `${q} has dice with 0 sides; a die needs at least 1 side.`);
    if (count > DICE_LIMITS.maxDicePerTerm) {
        error('dice-too-many', `${q} rolls ${count} dice; the limit is ${DICE_LIMITS.maxDicePerTerm} dice per term.`);
    }
    if (sides > DICE_LIMITS.maxSides) {
        error('dice-too-many-sides', `${q} has dice with ${sides} sides; the limit is ${DICE_LIMITS.maxSides} sides.`);
    }
    if (sides < 1 || !Number.isInteger(sides)) return problems; // face checks need real dice

    const plan = termPlan(term);
    const die = term.fate ? 'Fate die' : `d${sides}`;
    for (const r of plan.rerolls) {
        if (holdsForAll(r.when, plan.low, plan.high)) {
            if (r.once) warn('dice-reroll-always', `${q} rerolls every face once, which only rolls each die twice.`);
            else {
                error(
                    'dice-reroll-always',
                    `${q} rerolls on every face of a ${die}, so every die is rerolled up to the limit of ${DICE_LIMITS.maxRerollsPerDie} rerolls.`,
                );
            }
        } else if (!holdsForSome(r.when, plan.low, plan.high)) {
            warn('dice-condition-never', `${q} never rerolls: no face of a ${die} is ${formatCompare(r.when)}.`);
        }
    }

    let lowest = clampFace(plan, plan.low);
    let highest = clampFace(plan, plan.high);
    if (lowest > highest) [lowest, highest] = [highest, lowest];
    const mins = plan.clamps.filter(c => c.kind === 'min').map(c => c.value);
    const maxs = plan.clamps.filter(c => c.kind === 'max').map(c => c.value);
    // With no minimum written Math.max() is −Infinity, with no maximum Math.min() is Infinity: no conflict.
    if (Math.max(...mins) > Math.min(...maxs)) {
        warn(
            'dice-min-max-conflict',
            `${q} sets a minimum (${Math.max(...mins)}) above its maximum (${Math.min(...maxs)}), so every face is the same.`,
        );
    } else if (mins.some(v => v > plan.high)) {
        warn(
            'dice-min-max-conflict',
            `${q} sets a minimum (${Math.max(...mins)}) above the highest face (${plan.high}), so every die shows the minimum.`,
        );
    } else if (maxs.some(v => v < plan.low)) {
        warn(
            'dice-min-max-conflict',
            `${q} sets a maximum (${Math.min(...maxs)}) below the lowest face (${plan.low}), so every die shows the maximum.`,
        );
    }

    if (plan.explode) {
        const when = plan.explode.when;
        if (when.some(c => holdsForAll(c, lowest, highest)) && plan.explode.limit > 1) {
            error(
                'dice-explode-always',
                `${q} explodes on every face, so every die explodes up to the limit of ${DICE_LIMITS.maxExplosionsPerDie} extra dice.`,
            );
        } else if (!when.some(c => holdsForSome(c, lowest, highest))) {
            warn('dice-condition-never', `${q} never explodes: no face is ${when.map(formatCompare).join(' or ')}.`);
        }
    }
    // A compounding die (`!!`) that can explode adds its explosions into one value: success, failure
    // and the pool's conditions compare that value, which runs past the highest face without end.
    const compounds = plan.explode?.compound === true && plan.explode.when.some(c => holdsForSome(c, lowest, highest));
    const valueHigh = compounds ? Number.POSITIVE_INFINITY : highest;
    for (const [label, list] of [
        ['succeeds', plan.success],
        ['fails', plan.failure],
    ] as const) {
        for (const c of list) {
            if (!holdsForSome(c, lowest, valueHigh)) {
                warn('dice-condition-never', `${q} never ${label}: no ${compounds ? 'value' : 'face'} is ${formatCompare(c)}.`);
            }
        }
    }

    for (const op of plan.pool) {
        if ((op.kind === 'keepIf' || op.kind === 'dropIf' || op.kind === 'rerollAdd') && !holdsForSome(op.when, lowest, valueHigh)) {
            const what = op.kind === 'keepIf' ? 'keeps no die' : op.kind === 'dropIf' ? 'never drops' : 'never adds a die';
            warn('dice-condition-never', `${q} ${what}: no ${compounds ? 'value' : 'face'} is ${formatCompare(op.when)}.`);
        }
    }
    // Exploding pools and `ra` pools grow; keep/drop counts are checked against the dice rolled
    // while nothing has grown the pool yet.
    let pool: number | undefined = plan.explode && !plan.explode.compound ? undefined : count;
    const left = (n: number) =>
        n === count ? `rolls only ${n}` : `only ${n} are left after the modifiers before it (they act in the order written)`;
    for (const m of plan.pool) {
        if (m.kind === 'rerollAdd' || m.kind === 'explodeRank' || m.kind === 'keepIf' || m.kind === 'dropIf') pool = undefined;
        if (m.kind === 'rerollRank') {
            if (pool !== undefined && m.count > pool && count > 0) {
                warn('dice-keep-too-many', `${q} rerolls ${m.count} dice but rolls only ${pool}.`);
            }
            if (m.add && pool !== undefined) pool += m.count;
            continue;
        }
        if (m.kind !== 'keep' && m.kind !== 'drop') continue;
        if (m.kind === 'keep' && m.count === 0) warn('dice-keep-none', `${q} keeps no dice, so it always totals 0.`);
        else if (pool !== undefined && m.kind === 'keep' && m.count > pool && count > 0) {
            warn('dice-keep-too-many', `${q} keeps ${m.count} dice but ${left(pool)}.`);
        } else if (pool !== undefined && m.kind === 'drop' && m.count >= pool && count > 0) {
            warn('dice-drop-too-many', `${q} drops ${m.count} dice but ${left(pool)}, so it always totals 0.`);
        }
        if (pool !== undefined) pool = m.kind === 'keep' ? Math.min(pool, m.count) : Math.max(0, pool - m.count);
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
 * in left-to-right order. Adds only the parentheses the structure needs. `groupEnd` adds text after
 * a group's closing brace and selector (the roll log marks there where a group's item values go).
 */
export function formatExprWith(
    expr: DiceExpr,
    leaf: (e: Exclude<DiceExpr, { kind: 'binary' | 'negate' | 'group' }>) => string,
    groupEnd: (e: Extract<DiceExpr, { kind: 'group' }>) => string = () => '',
): string {
    const go = (e: DiceExpr): string => {
        if (e.kind === 'group') return `{${e.items.map(go).join(', ')}}${e.suffix}${groupEnd(e)}`;
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
