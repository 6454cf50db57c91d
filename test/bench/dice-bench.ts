/**
 * Dice: rolling through `rollTerm` / `rollExpr` versus raw `SeededRng.die` / `int` calls, compared
 * per die drawn. Bar (design §Quality bars): dice rolling within 5x of the raw speed of the PRNG.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { benchRollTerm, parseDiceToken, rollExpr, type DiceExpr, type DiceTerm } from '../../language/engine/dice.js';
import { SeededRng } from '../../language/engine/rng.js';
import { gc, now, stats, type Row } from './timing.js';

function term(token: string): DiceTerm {
    const parsed = parseDiceToken(token);
    if (!('term' in parsed)) throw new Error(`${token} is not a dice term`);
    return parsed.term;
}

interface Case {
    readonly label: string;
    readonly via: 'rollTerm' | 'rollExpr';
    readonly sides: number;
    /** Rolls `times` times and returns a checksum. */
    readonly roll: (rng: SeededRng, times: number) => number;
}

const zero = () => 0;

function termCase(token: string): Case {
    const t = term(token);
    return { label: token, via: 'rollTerm', sides: t.sides, roll: (rng, times) => benchRollTerm(t, rng, times) };
}

function exprCase(label: string, expr: DiceExpr, sides: number): Case {
    return {
        label,
        via: 'rollExpr',
        sides,
        roll: (rng, times) => {
            let sum = 0;
            for (let i = 0; i < times; i++) sum += rollExpr(expr, rng, zero).total;
            return sum;
        },
    };
}

const dice = (token: string): DiceExpr => ({ kind: 'dice', term: term(token) });

const CASES: Case[] = [
    termCase('1d10!'),
    exprCase('2d6+3', { kind: 'binary', op: '+', left: dice('2d6'), right: { kind: 'number', value: 3 } }, 6),
    termCase('4d6kh3'),
    termCase('10d10cs>=8'),
    // The same terms through rollExpr, which is what the engine calls (it also formats the log text).
    exprCase('1d10!', dice('1d10!'), 10),
    exprCase('4d6kh3', dice('4d6kh3'), 6),
    exprCase('10d10cs>=8', dice('10d10cs>=8'), 10),
];

let sink = 0;

function rawDie(rng: SeededRng, sides: number, times: number): number {
    let sum = 0;
    for (let i = 0; i < times; i++) sum += rng.die(sides);
    return sum;
}

function rawInt(rng: SeededRng, sides: number, times: number): number {
    let sum = 0;
    for (let i = 0; i < times; i++) sum += rng.int(1, sides);
    return sum;
}

function pureRand(seed: number, sides: number, times: number): number {
    const g = xoroshiro128plus(seed);
    let sum = 0;
    for (let i = 0; i < times; i++) sum += uniformInt(g, 1, sides);
    return sum;
}

/** One timed call: ns per draw. */
function timeDraws(fn: () => number, draws: () => number): number {
    gc();
    const t = now();
    sink += fn();
    const ms = now() - t;
    return (ms * 1e6) / draws();
}

function summary(samples: number[]): { median: number; min: number } {
    const s = stats(samples);
    return { median: s.median, min: s.min };
}

/**
 * Each case is measured in pairs with its raw baseline (`SeededRng.die` of the same die size,
 * as many draws), and the ratio is the median of the per-pair ratios, so that load from other
 * processes, which slows both halves of a pair alike, cancels out.
 */
export function diceBench(opts: { reps: number; draws: number }): Row[] {
    const rows: Row[] = [];
    const { reps, draws } = opts;
    const raw = {
        die: (sides: number) => () => rawDie(new SeededRng(42), sides, draws),
        int: (sides: number) => () => rawInt(new SeededRng(42), sides, draws),
        pure: (sides: number) => () => pureRand(42, sides, draws),
    };
    const pureMedian = new Map<number, number>();
    for (const sides of [6, 10]) {
        for (const kind of ['die', 'int', 'pure'] as const) {
            const fn = raw[kind](sides);
            for (let i = 0; i < 3; i++) fn();
            const s = summary(Array.from({ length: reps }, () => timeDraws(fn, () => draws)));
            if (kind === 'pure') pureMedian.set(sides, s.median);
            const name =
                kind === 'die'
                    ? `raw SeededRng.die(${sides})`
                    : kind === 'int'
                      ? `raw SeededRng.int(1,${sides})`
                      : `raw pure-rand uniformInt(1,${sides})`;
            rows.push({
                group: 'dice',
                name,
                unit: 'ns/die',
                reps,
                median: s.median,
                min: s.min,
                note: kind === 'pure' ? 'pure-rand alone, no SeededRng wrapper' : undefined,
            });
        }
    }
    for (const c of CASES) {
        // Rolls so that each sample draws about `draws` dice.
        const probe = new SeededRng(7);
        c.roll(probe, 1000);
        const diePerRoll = probe.drawCount / 1000;
        const times = Math.max(1, Math.round(draws / diePerRoll));
        let drawn = 0;
        const run = () => {
            const rng = new SeededRng(42);
            const sum = c.roll(rng, times);
            drawn = rng.drawCount;
            return sum;
        };
        const base = raw.die(c.sides);
        for (let i = 0; i < 3; i++) {
            run();
            base();
        }
        const caseNs: number[] = [];
        const ratios: number[] = [];
        for (let i = 0; i < reps; i++) {
            const b = timeDraws(base, () => draws);
            const r = timeDraws(run, () => drawn);
            caseNs.push(r);
            ratios.push(r / b);
        }
        const r = summary(caseNs);
        const ratio = stats(ratios).median;
        rows.push({
            group: 'dice',
            name: `${c.label} via ${c.via}`,
            unit: 'ns/die',
            reps,
            median: r.median,
            min: r.min,
            bar: '≤ 5x raw die',
            value: ratio,
            limit: 5,
            note: `${ratio.toFixed(2)}x SeededRng.die (median of paired ratios), ${(r.median / pureMedian.get(c.sides)!).toFixed(2)}x pure-rand; ${diePerRoll.toFixed(2)} dice/roll, ${(r.median * diePerRoll).toFixed(0)} ns/roll`,
        });
    }
    if (sink === 0.5) console.log(sink);
    return rows;
}
