/**
 * The notations of Roll20, Foundry VTT and Avrae/d20 (issue 26): each roller's documented examples
 * rolled with scripted faces, and every new operator checked against brute-force enumeration.
 *
 * The brute force here never calls the roll or statistics code: it enumerates every way the faces
 * can fall and applies the operator by hand. It is compared with (a) the exact odds `strife odds`
 * shows (`diceOdds`), and (b) what the roll code does on every possible sequence of draws: a
 * generator that walks all sequences (each draw a branch of probability 1/sides) gives the exact
 * distribution of both roll paths, `rollExpr` (with faces, the log's) and `rollTotal` (the fast one).
 */
import { describe, expect, it } from 'vitest';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import type { DiceExpr } from '../../language/engine/dice-notation.js';
import { DICE_TOKEN_SOURCE, parseDiceToken } from '../../language/engine/dice-notation.js';
import { diceOdds } from '../../language/engine/dice-odds.js';
import { rollExpr, rollTotal } from '../../language/engine/dice-roll.js';
import { mapDice } from '../../language/engine/dice-transform.js';
import { SeededRng } from '../../language/engine/rng.js';
import { runDocumentEncounter } from '../../language/workspace/run-service.js';
import { ScriptedRng } from '../arena.js';
import { build } from '../helpers.js';

type Dist = Map<number, number>;

function parse(text: string): DiceExpr {
    const parsed = parseDiceFormula(text);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.expr;
}

/** Every term of `expr` explodes at most `depth` times (so every draw sequence is finite). */
function withDepth(expr: DiceExpr, depth: number): DiceExpr {
    return mapDice(expr, term => ({ kind: 'dice', term: { ...term, explodeLimit: depth } }));
}

/** A generator replaying `prefix`, then answering the lowest face and noting how many faces each new draw had. */
class PathRng extends SeededRng {
    readonly sizes: number[] = [];
    private at = 0;
    constructor(private readonly prefix: number[]) {
        super(0);
    }
    override int(min: number, max: number): number {
        this.drawCount++;
        const i = this.at++;
        if (i < this.prefix.length) return this.prefix[i];
        this.prefix.push(min);
        this.sizes.push(max - min + 1);
        return min;
    }
}

/** The exact distribution of a roll path, over every sequence of draws. */
function allPaths(roll: (rng: SeededRng) => number): Dist {
    const out: Dist = new Map();
    const path: number[] = [];
    const sizes: number[] = [];
    for (let guard = 0; guard < 2_000_000; guard++) {
        const rng = new PathRng(path);
        const total = roll(rng);
        sizes.push(...rng.sizes);
        sizes.length = path.length;
        const p = sizes.reduce((a, n) => a / n, 1);
        out.set(total, (out.get(total) ?? 0) + p);
        // Next sequence: bump the last draw that has faces left, forget the draws after it.
        let k = path.length - 1;
        while (k >= 0 && path[k] === sizes[k]) k--;
        if (k < 0) return out;
        path[k]++;
        path.length = k + 1;
        sizes.length = k + 1;
    }
    throw new Error('too many paths');
}

/** Every combination of `count` faces from `faces` (each equally likely), scored by `score`. */
function enumerate(count: number, faces: readonly number[], score: (rolled: number[]) => number): Dist {
    const out: Dist = new Map();
    const visit = (rolled: number[], p: number) => {
        if (rolled.length === count) {
            const v = score(rolled);
            out.set(v, (out.get(v) ?? 0) + p);
            return;
        }
        for (const f of faces) visit([...rolled, f], p / faces.length);
    };
    visit([], 1);
    return out;
}

/** A distribution of sums of independent parts (each a distribution). */
function sumOf(parts: readonly Dist[]): Dist {
    let acc: Dist = new Map([[0, 1]]);
    for (const part of parts) {
        const next: Dist = new Map();
        for (const [a, p] of acc) for (const [b, q] of part) next.set(a + b, (next.get(a + b) ?? 0) + p * q);
        acc = next;
    }
    return acc;
}

/** Outcomes of one die as a distribution, from a function of its faces. */
function die(sides: number, f: (face: number) => Dist | number = v => v): Dist {
    const out: Dist = new Map();
    for (let v = 1; v <= sides; v++) {
        const r = f(v);
        for (const [x, p] of typeof r === 'number' ? new Map([[r, 1]]) : r) out.set(x, (out.get(x) ?? 0) + p / sides);
    }
    return out;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const desc = (xs: readonly number[]) => [...xs].sort((a, b) => b - a);
const D6 = [1, 2, 3, 4, 5, 6];

function expectSame(actual: Dist, expected: Dist, what: string): void {
    const keys = [...new Set([...actual.keys(), ...expected.keys()])].sort((a, b) => a - b);
    for (const k of keys) expect(actual.get(k) ?? 0, `${what}: P(${k})`).toBeCloseTo(expected.get(k) ?? 0, 9);
}

/** The formula's exact odds, and both roll paths over every draw sequence, all equal `expected`. */
function checkAgainst(formula: string, expected: Dist, options: { depth?: number; exact?: boolean } = {}): void {
    const parsed = parse(formula);
    const expr = options.depth === undefined ? parsed : withDepth(parsed, options.depth);
    const odds = diceOdds(parsed, options.depth === undefined ? {} : { explodeDepth: options.depth });
    if (options.exact !== false) {
        expect(odds.exact, `${formula} exact`).toBe(true);
        expectSame(new Map(odds.rows.map(r => [r.value, r.p])), expected, `${formula} odds`);
    }
    expectSame(
        allPaths(rng => rollExpr(expr, rng, () => 0).total),
        expected,
        `${formula} rollExpr`,
    );
    expectSame(
        allPaths(rng => rollTotal(expr, rng, () => 0)),
        expected,
        `${formula} rollTotal`,
    );
}

describe('new operators against brute-force enumeration', () => {
    it('Roll20 k3 and d1 keep the highest 3 / drop the lowest 1 of 4d6', () => {
        const expected = enumerate(4, D6, r => sum(desc(r).slice(0, 3)));
        checkAgainst('4d6k3', expected);
        checkAgainst('4d6d1', expected);
        checkAgainst('4d6pl1', expected); // Avrae's drop
    });

    it('chained keeps act in written order: (4d6kh3)kl2 keeps the 2nd and 3rd highest', () => {
        const expected = enumerate(4, D6, r => sum(desc(r).slice(1, 3)));
        checkAgainst('(4d6kh3)kl2', expected);
        checkAgainst('4d6kh3kl2', expected);
    });

    it("Roll20's target number counts faces at least N, f subtracts failures", () => {
        checkAgainst(
            '4d6>4',
            enumerate(4, D6, r => r.filter(v => v >= 4).length),
        );
        checkAgainst(
            '4d6>5f<2',
            enumerate(4, D6, r => r.filter(v => v >= 5).length - r.filter(v => v <= 2).length),
        );
        checkAgainst(
            '3d6<2',
            enumerate(3, D6, r => r.filter(v => v <= 2).length),
        );
    });

    it('Fate dice: faces −1, 0, +1', () => {
        checkAgainst('4dF', enumerate(4, [-1, 0, 1], sum));
        checkAgainst(
            '4dF+2',
            enumerate(4, [-1, 0, 1], r => sum(r) + 2),
        );
        checkAgainst(
            '4dFkh2',
            enumerate(4, [-1, 0, 1], r => sum(desc(r).slice(0, 2))),
        );
    });

    it('min / max (Foundry) and mi / ma (Avrae) clamp each face', () => {
        const expected = enumerate(3, D6, r => sum(r.map(v => Math.min(5, Math.max(3, v)))));
        checkAgainst('3d6min3max5', expected);
        checkAgainst('3d6mi3ma5', expected);
    });

    it('penetrating !p: each added die counts one less (chains cut at depth 3)', () => {
        // One die: its face, and while the raw face is a 6 (at most 3 times) another die, less 1.
        const chain = (depth: number, first: boolean): Dist =>
            die(6, v => {
                const shown = first ? v : v - 1;
                if (v < 6 || depth === 0) return shown;
                return new Map([...chain(depth - 1, false)].map(([x, p]) => [x + shown, p]));
            });
        checkAgainst('2d6!p', sumOf([chain(3, true), chain(3, true)]), { depth: 3 });
    });

    it('explode once xo (Foundry): an added die never explodes', () => {
        const one = die(6, v => (v === 6 ? die(6, w => 6 + w) : v));
        checkAgainst('2d6xo', sumOf([one, one]));
        checkAgainst('2d6x', sumOf([one, one]), { depth: 1 }); // x explodes again, unless the depth stops it
    });

    it('Avrae k>3 keeps and p<3 drops dice by face', () => {
        checkAgainst(
            '5d6k>3',
            enumerate(5, D6, r => sum(r.filter(v => v > 3))),
        );
        checkAgainst(
            '5d6p<3',
            enumerate(5, D6, r => sum(r.filter(v => v >= 3))),
        );
    });

    it('Avrae ra: the first die meeting the condition adds one more die', () => {
        const expected: Dist = new Map();
        for (const [v, p] of enumerate(3, D6, r => (r.includes(6) ? 1000 + sum(r) : sum(r)))) {
            // 1000 + s marks "a 6 was rolled": then one more d6 is added.
            const parts = v >= 1000 ? [...die(6, w => v - 1000 + w)] : [[v, 1] as [number, number]];
            for (const [x, q] of parts) expected.set(x, (expected.get(x) ?? 0) + p * q);
        }
        checkAgainst('3d6ra6', expected);
    });

    it('Avrae rol1 rerolls the lowest die once; ral1 adds a die', () => {
        const rerolled: Dist = new Map();
        const added: Dist = new Map();
        for (const [s, p] of enumerate(3, D6, r => sum(desc(r).slice(0, 2)))) {
            for (let w = 1; w <= 6; w++) rerolled.set(s + w, (rerolled.get(s + w) ?? 0) + p / 6);
        }
        for (const [s, p] of enumerate(3, D6, sum)) for (let w = 1; w <= 6; w++) added.set(s + w, (added.get(s + w) ?? 0) + p / 6);
        checkAgainst('3d6rol1', rerolled);
        // Two at once: the two lowest of 4d4 rerolled, so the two highest stay and two new d4 join them.
        const two: Dist = new Map();
        for (const [s, p] of enumerate(4, [1, 2, 3, 4], r => sum(desc(r).slice(0, 2)))) {
            for (const [t, q] of enumerate(2, [1, 2, 3, 4], sum)) two.set(s + t, (two.get(s + t) ?? 0) + p * q);
        }
        checkAgainst('4d4rol2', two);
        checkAgainst('3d6ral1', added);
    });

    it('groups keep, drop and count item totals', () => {
        const d8 = die(8);
        const plus1 = die(6, v => v + 1);
        const best: Dist = new Map();
        for (const [a, p] of plus1) for (const [b, q] of d8) best.set(Math.max(a, b), (best.get(Math.max(a, b)) ?? 0) + p * q);
        checkAgainst('{1d6+1, 1d8}kh1', best);
        // Avrae's documented set: (1d4, 2+2, 3d6kl1)kh1 = the highest of a d4, 4 and the lowest of 3d6.
        const low3 = enumerate(3, D6, r => Math.min(...r));
        const set: Dist = new Map();
        for (const [a, p] of die(4)) for (const [c, q] of low3) set.set(Math.max(a, 4, c), (set.get(Math.max(a, 4, c)) ?? 0) + p * q);
        checkAgainst('(1d4, 2+2, 3d6kl1)kh1', set);
        // Roll20's group success count: each item at least 7 is one success.
        const two = enumerate(2, D6, sum);
        const counted: Dist = new Map();
        for (const [a, p] of two)
            for (const [b, q] of die(8)) {
                const n = (a >= 7 ? 1 : 0) + (b >= 7 ? 1 : 0);
                counted.set(n, (counted.get(n) ?? 0) + p * q);
            }
        checkAgainst('{2d6, 1d8}>7', counted);
    });

    it('0d6 is 0 (Avrae)', () => {
        checkAgainst('0d6', new Map([[0, 1]]));
        checkAgainst('0d6+3', new Map([[3, 1]]));
    });

    it('--explode-depth 2 gives AnyDice’s numbers for 1d6! (mean 4.1806)', () => {
        const chain = (depth: number): Dist => die(6, v => (v < 6 || depth === 0 ? v : new Map([...chain(depth - 1)].map(([x, p]) => [x + 6, p]))));
        checkAgainst('1d6!', chain(2), { depth: 2 });
        // By hand: 3.5 × (1 + 1/6 + 1/36) = 4.18055…
        expect(diceOdds(parse('1d6!'), { explodeDepth: 2 }).mean).toBeCloseTo(3.5 * (1 + 1 / 6 + 1 / 36), 9);
    });
});

/**
 * Avrae's `e` with a selector, as d20 runs it (its SetOperator.explode): the selected dice each add a
 * die; then the selection is taken again over all kept dice, ranked by face with ties in rolling
 * order (a stable sort), and those not yet exploded add a die, until none is new. Written out over
 * every way the faces can fall, independent of the roll and statistics code.
 */
function avraeExplodeRank(count: number, sides: number, which: 'h' | 'l', n: number, then: (faces: number[]) => number = sum): Dist {
    const out: Dist = new Map();
    const faces = Array.from({ length: sides }, (_, i) => i + 1);
    const select = (dice: number[]) =>
        dice
            .map((v, i) => ({ v, i }))
            .sort((a, b) => (which === 'h' ? b.v - a.v : a.v - b.v) || a.i - b.i)
            .slice(0, n)
            .map(d => d.i);
    // `pending`: dice still to draw for the current round; `round`: the indices selected this round.
    const go = (dice: number[], exploded: Set<number>, pending: number, p: number) => {
        if (pending > 0) {
            for (const f of faces) go([...dice, f], exploded, pending - 1, p / sides);
            return;
        }
        const fresh = select(dice).filter(i => !exploded.has(i));
        if (fresh.length === 0) {
            const v = then(dice);
            out.set(v, (out.get(v) ?? 0) + p);
            return;
        }
        go(dice, new Set([...exploded, ...fresh]), fresh.length, p);
    };
    for (const [key, p] of enumerate(count, faces, r => Number(r.join('')))) {
        const rolled = String(key).split('').map(Number);
        go(rolled, new Set(), 0, p);
    }
    return out;
}

describe("Avrae's h/l selectors on e (issue 26)", () => {
    it('1d6eh1: a die explodes, and each new die that beats every earlier one explodes again', () => {
        // By hand: from a face a, the chain continues with a die strictly above the highest so far.
        const from = (high: number, total: number, p: number, out: Dist) => {
            for (let f = 1; f <= 6; f++) {
                if (f > high) from(f, total + f, p / 6, out);
                else out.set(total + f, (out.get(total + f) ?? 0) + p / 6);
            }
        };
        const expected: Dist = new Map();
        for (let a = 1; a <= 6; a++) from(a, a, 1 / 6, expected);
        checkAgainst('1d6eh1', expected);
        expectSame(avraeExplodeRank(1, 6, 'h', 1), expected, 'the d20 walk-through agrees with the hand count');
    });

    it.each([
        ['2d4eh1', 2, 4, 'h', 1],
        ['3d4el1', 3, 4, 'l', 1],
        ['3d4eh2', 3, 4, 'h', 2],
        ['2d4el2', 2, 4, 'l', 2],
    ] as const)('%s against the d20 walk-through', (formula, count, sides, which, n) => {
        checkAgainst(formula, avraeExplodeRank(count, sides, which, n));
    });

    it('eh after a keep acts on the kept dice: 3d4kh2eh1', () => {
        // Keep the highest 2 of 3d4, then explode the highest of those (and onwards).
        const out: Dist = new Map();
        for (const [key, p] of enumerate(3, [1, 2, 3, 4], r => Number(desc(r).slice(0, 2).join('')))) {
            const kept = String(key).split('').map(Number);
            // Each kept pair continues as a 2-die eh1 walk with its faces fixed.
            const rest = avraeExplodeRankFrom(kept, 4, 'h', 1);
            for (const [v, q] of rest) out.set(v, (out.get(v) ?? 0) + p * q);
        }
        checkAgainst('3d4kh2eh1', out);
    });

    it('eh and el are written in the notation a term prints', () => {
        expect(parseDiceToken('4d6eh1')).toMatchObject({ term: { modifiers: [{ kind: 'explodeRank', which: 'highest', count: 1 }] } });
        expect(parseDiceToken('4d6el')).toMatchObject({ term: { modifiers: [{ kind: 'explodeRank', which: 'lowest', count: 1 }] } });
    });

    it("rr with h/l stays refused, saying why (Avrae's rerolls never end) and what to write", () => {
        for (const formula of ['4d6rrl2', '4d6rrh1']) {
            expect(parseDiceFormula(formula)).toEqual({ error: expect.stringMatching(/never ends.*ro[hl].*\[dice-malformed\]$/) });
        }
    });
});

/** {@link avraeExplodeRank} from fixed starting faces. */
function avraeExplodeRankFrom(start: number[], sides: number, which: 'h' | 'l', n: number): Dist {
    const out: Dist = new Map();
    const select = (dice: number[]) =>
        dice
            .map((v, i) => ({ v, i }))
            .sort((a, b) => (which === 'h' ? b.v - a.v : a.v - b.v) || a.i - b.i)
            .slice(0, n)
            .map(d => d.i);
    const go = (dice: number[], exploded: Set<number>, pending: number, p: number) => {
        if (pending > 0) {
            for (let f = 1; f <= sides; f++) go([...dice, f], exploded, pending - 1, p / sides);
            return;
        }
        const fresh = select(dice).filter(i => !exploded.has(i));
        if (fresh.length === 0) {
            out.set(sum(dice), (out.get(sum(dice)) ?? 0) + p);
            return;
        }
        go(dice, new Set([...exploded, ...fresh]), fresh.length, p);
    };
    go(start, new Set(), 0, 1);
    return out;
}

describe('exact odds for mixed pool modifiers (issue 26: no sampling where the pools can be counted)', () => {
    it('3d6rol1kh2: the lowest rerolled once, then the highest 2 kept', () => {
        const out: Dist = new Map();
        for (const [key, p] of enumerate(3, D6, r => Number(desc(r).slice(0, 2).join('')))) {
            const [a, b] = String(key).split('').map(Number);
            for (let w = 1; w <= 6; w++) {
                const v = sum(desc([a, b, w]).slice(0, 2));
                out.set(v, (out.get(v) ?? 0) + p / 6);
            }
        }
        checkAgainst('3d6rol1kh2', out);
    });

    it('4d4k>1kh2: dice above 1 kept, then the highest 2 of those', () => {
        checkAgainst(
            '4d4k>1kh2',
            enumerate(4, [1, 2, 3, 4], r => sum(desc(r.filter(v => v > 1)).slice(0, 2))),
        );
    });

    it('3d6kh2ra6: the highest 2 kept, then a 6 among them adds a die', () => {
        const out: Dist = new Map();
        for (const [key, p] of enumerate(3, D6, r => Number(desc(r).slice(0, 2).join('')))) {
            const kept = String(key).split('').map(Number);
            if (!kept.includes(6)) out.set(sum(kept), (out.get(sum(kept)) ?? 0) + p);
            else for (let w = 1; w <= 6; w++) out.set(sum(kept) + w, (out.get(sum(kept) + w) ?? 0) + p / 6);
        }
        checkAgainst('3d6kh2ra6', out);
    });

    it('keep over dice that explode one at a time: 2d4!kh1, 2d4!pkh2, 3d4xokh1 (depth 2)', () => {
        /** Every explosion chain of one die as the list of faces it adds (`less` off each added die). */
        const chains = (depth: number, less: number): [number[], number][] => {
            const out: [number[], number][] = [];
            const go = (faces: number[], p: number, level: number) => {
                for (let f = 1; f <= 4; f++) {
                    const shown = level === 0 ? f : f - less;
                    if (f === 4 && level < depth) go([...faces, shown], p / 4, level + 1);
                    else out.push([[...faces, shown], p / 4]);
                }
            };
            go([], 1, 0);
            return out;
        };
        const pools = (dice: number, depth: number, less: number, keep: number): Dist => {
            const out: Dist = new Map();
            const go = (i: number, faces: number[], p: number) => {
                if (i === dice) {
                    const v = sum(desc(faces).slice(0, keep));
                    out.set(v, (out.get(v) ?? 0) + p);
                    return;
                }
                for (const [c, q] of chains(depth, less)) go(i + 1, [...faces, ...c], p * q);
            };
            go(0, [], 1);
            return out;
        };
        checkAgainst('2d4!kh1', pools(2, 2, 0, 1), { depth: 2 });
        checkAgainst('2d4!pkh2', pools(2, 2, 1, 2), { depth: 2 });
        checkAgainst('3d4xokh1', pools(3, 1, 0, 1));
    });
});

/** Rolls `formula` with the given faces and returns the total (every scripted face must be used). */
function rolled(formula: string, faces: number[]): { total: number; text: string } {
    const rng = new ScriptedRng([...faces]);
    const r = rollExpr(parse(formula), rng, () => 0);
    expect(rng.remaining, `${formula}: unused scripted faces`).toBe(0);
    return { total: r.total, text: `${r.text} = ${r.total}` };
}

describe("each roller's documented examples", () => {
    it('Roll20: 4d6k3, 8d100d3, 3d6>3, 3d6>3f1, 5d6!!, 5d6!p, 2d8r<2, 2d10ro<2, {4d6+3, 2d8}kh1, 4dF', () => {
        expect(rolled('4d6k3', [2, 5, 1, 6]).total).toBe(13);
        expect(rolled('8d100d3', [10, 20, 30, 40, 50, 60, 70, 80]).total).toBe(40 + 50 + 60 + 70 + 80);
        // Roll20's "3d6>3": each die of 3 or more is a success.
        expect(rolled('3d6>3', [3, 2, 6]).total).toBe(2);
        expect(rolled('3d6>3f1', [3, 1, 6]).total).toBe(1);
        // Compounding: a 6 adds the next die into the same face.
        expect(rolled('5d6!!', [6, 6, 2, 1, 1, 1, 1]).text).toBe('5d6!! [14!, 1, 1, 1, 1] = 18');
        // Penetrating: 6, then 6 − 1, then 3 − 1.
        expect(rolled('1d6!p', [6, 6, 3]).total).toBe(6 + 5 + 2);
        expect(rolled('2d8r<2', [1, 1, 5, 4]).total).toBe(9);
        expect(rolled('2d10ro<2', [1, 1, 7]).total).toBe(8);
        expect(rolled('{4d6+3, 2d8}kh1', [1, 1, 1, 1, 8, 7]).total).toBe(15);
        expect(rolled('4dF', [1, 2, 3, 3]).total).toBe(-1 + 0 + 1 + 1);
    });

    it('Foundry VTT: 4d6kh3, 2d20kl, 1d10x>8, 2d10xo, 6d6cs>4, 4d6min3, 4dF', () => {
        expect(rolled('4d6kh3', [2, 5, 1, 6]).total).toBe(13);
        expect(rolled('2d20kl', [14, 9]).total).toBe(9);
        expect(rolled('1d10x>8', [9, 10, 2]).total).toBe(21);
        expect(rolled('2d10xo', [10, 10, 3]).total).toBe(23); // the added 10 does not explode
        expect(rolled('6d6cs>4', [5, 4, 6, 1, 2, 3]).total).toBe(2); // Foundry's > is strict
        expect(rolled('4d6min3', [1, 2, 5, 6]).total).toBe(3 + 3 + 5 + 6);
        expect(rolled('4dF', [3, 3, 3, 1]).total).toBe(2);
    });

    it('Avrae/d20: 4d6kh3, 2d6ro<3, 8d6mi2, (1d4, 2+2, 3d6kl1)kh1, 1d20rol1, 4d6pl1, 1d20ra20, 2d6e6, k>3, 0d6', () => {
        expect(rolled('4d6kh3', [2, 5, 1, 6]).total).toBe(13);
        expect(rolled('2d6ro<3', [1, 4, 5]).total).toBe(9); // the 1 is rerolled once (to 4)
        expect(rolled('8d6mi2', [1, 1, 1, 1, 6, 6, 6, 6]).total).toBe(8 + 24);
        expect(rolled('(1d4, 2+2, 3d6kl1)kh1', [3, 5, 6, 6]).total).toBe(5);
        expect(rolled('1d20rol1', [4, 17]).text).toBe('1d20rol1 [~4r~, 17] = 17');
        expect(rolled('4d6pl1', [2, 5, 1, 6]).total).toBe(13);
        expect(rolled('1d20ra20', [20, 7]).total).toBe(27);
        expect(rolled('2d6e6', [6, 6, 1, 3]).total).toBe(16);
        expect(rolled('6d6k>3', [1, 4, 6, 3, 2, 5]).total).toBe(15);
        expect(rolled('0d6', []).total).toBe(0);
    });

    it('a formula on the command line may start with a minus', () => {
        expect(rolled('-1d6+3', [5]).total).toBe(-2);
    });
});

describe('where notations disagree: one reading, and the other named in the error', () => {
    it("k3 is Roll20's keep-highest-3 (Avrae's keep-the-3s is written k=3)", () => {
        expect(rolled('4d6k3', [3, 5, 3, 6]).total).toBe(14);
        expect(rolled('4d6k=3', [3, 5, 3, 6]).total).toBe(6);
    });

    it("Avrae's p3 is refused as ambiguous, naming both readings", () => {
        const parsed = parseDiceFormula('4d6p1');
        expect(parsed).toEqual({ error: expect.stringMatching(/ambiguous.*pl1.*p=1.*\[dice-ambiguous\]$/) });
    });

    it("Roll20's bare target is inclusive; cs and the other comparisons are strict", () => {
        expect(rolled('3d6>4', [4, 5, 3]).total).toBe(2);
        expect(rolled('3d6cs>4', [4, 5, 3]).total).toBe(1);
    });

    it('unknown modifiers are named with the nearest notation', () => {
        expect(parseDiceFormula('1d20adv')).toEqual({ error: expect.stringMatching(/"adv".*2d20kh1.*\[dice-malformed\]$/) });
        expect(parseDiceFormula('4d6kq3')).toEqual({ error: expect.stringMatching(/Unknown "q".*did you mean/) });
        expect(parseDiceFormula('10d10s7')).toEqual({ error: expect.stringMatching(/cs>=7/) });
        expect(parseDiceToken('1d6zz')).toMatchObject({ code: 'dice-malformed' });
    });

    it('pathological formulas get the coded refusal a file gets', () => {
        for (const [formula, code] of [
            ['2d20kh3', 'dice-keep-too-many'],
            ['4d6dl5', 'dice-drop-too-many'],
            ['1d6/(1d3-2)', 'dice-divisor-zero'],
            ['1d6/0', 'dice-divisor-zero'],
            ['10d6k1k2', 'dice-keep-too-many'],
            ['{1d6, 1d8}kh3', 'dice-keep-too-many'],
            ['{1d6, 1d8}!', 'dice-group-modifier'],
            ['1d1!', 'dice-explode-always'],
        ] as const) {
            expect(parseDiceFormula(formula), formula).toEqual({ error: expect.stringContaining(`[${code}]`) });
        }
    });
});

describe('one dice grammar for the command line and for files', () => {
    it("the grammar's DICE terminal is the formula reader's dice token", async () => {
        const { readFileSync } = await import('node:fs');
        const grammar = readFileSync(new URL('../../language/strife.langium', import.meta.url), 'utf8');
        expect(/terminal DICE: \/(.*)\/;/.exec(grammar)?.[1]).toBe(DICE_TOKEN_SOURCE);
    });
});

describe('the notations in a .strife file', () => {
    const fighter = (name: string, damage: string) => `creature ${name} {
  hit_points 30
  defenses { armor 1 fortitude 1 reflex 1 mental 1 }
  attack Hit { vs armor  damage ${damage} }
}
`;
    const duel = (damage: string) => `ruleset rise
${fighter('Alpha', damage)}${fighter('Beta', '1d6')}
encounter Duel {
  seed 3
  round_limit 3
  side a { Alpha }
  side b { Beta }
  tactics attack_first
}
`;

    it.each([
        '4d6k3',
        '4d6d1 + 2',
        '3d6>3f1',
        '4dF + 3',
        '1d6!p',
        '2d6xo',
        '8d6mi2',
        '6d6k>3',
        '4d6ra6',
        '1d20rol1',
        '0d6 + 2',
        '2d6eh1',
        '4d6rol1kh3',
    ])('%s: checked clean and rolled in the run log', async damage => {
        const built = await build(duel(damage));
        const problems = built.diagnostics.filter(
            d => d.code !== 'rise-dice-off-ladder' && !(damage.startsWith('0d6') && d.code === 'dice-zero-count'),
        );
        expect(problems.map(d => d.code)).toEqual([]);
        const run = runDocumentEncounter(built.main, [], {}, () => 'duel.strife');
        expect(run.ok, run.output).toBe(true);
        expect(run.output).toContain(`${damage.split(' ')[0]} [`);
    });

    it('a wrong modifier is one coded error naming it, and the run refuses the file', async () => {
        const built = await build(duel('4d6kq3'));
        const d = built.diagnostics.find(x => x.code === 'dice-malformed');
        expect(d?.message).toMatch(/Unknown "q" in the dice "4d6kq3"; did you mean/);
        expect(runDocumentEncounter(built.main, [], {}, () => 'duel.strife').ok).toBe(false);
    });
});

describe('rules that resize dice keep Fate dice', () => {
    it("a critical hit's doubled 4dF is 8dF, not 8d3", async () => {
        const { multiplyDice } = await import('../../language/engine/dice-transform.js');
        const doubled = multiplyDice(parse('4dF+1'), 2);
        expect(doubled).toMatchObject({ kind: 'binary', left: { kind: 'dice', term: { count: 8, sides: 3, fate: true, notation: '8dF' } } });
    });
});

describe('odds of exploding formulas', () => {
    it('an explosion chain is "unbounded"; one that explodes once (xo) or stops at a depth is not', () => {
        expect(diceOdds(parse('1d6!')).unbounded).toBe(true);
        expect(diceOdds(parse('2d6!!+1d4')).unbounded).toBe(true);
        const once = diceOdds(parse('1d6xo'));
        expect(once.unbounded).toBeUndefined();
        expect([once.min, once.max]).toEqual([1, 12]);
        expect(diceOdds(parse('1d6!'), { explodeDepth: 3 }).unbounded).toBeUndefined();
        expect(diceOdds(parse('2d6')).unbounded).toBeUndefined();
    });
});
