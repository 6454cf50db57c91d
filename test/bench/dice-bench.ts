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
    exprCase('1d10! (rollExpr)', dice('1d10!'), 10),
    exprCase('4d6kh3 (rollExpr)', dice('4d6kh3'), 6),
    exprCase('10d10cs>=8 (rollExpr)', dice('10d10cs>=8'), 10),
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

/** ns per draw of `times` draws, `reps` samples (after one warm-up). */
function perDraw(fn: () => number, draws: () => number, reps: number): { median: number; min: number; samples: number[] } {
    fn();
    const samples: number[] = [];
    for (let i = 0; i < reps; i++) {
        gc();
        const t = now();
        sink += fn();
        const ms = now() - t;
        samples.push((ms * 1e6) / draws());
    }
    const s = stats(samples);
    return { median: s.median, min: s.min, samples };
}

export function diceBench(opts: { reps: number; draws: number }): Row[] {
    const rows: Row[] = [];
    const { reps, draws } = opts;
    // Baselines per die size, measured once each (interleaving with the cases below showed no drift).
    const baseline = new Map<number, { die: ReturnType<typeof perDraw>; int: ReturnType<typeof perDraw>; pure: ReturnType<typeof perDraw> }>();
    for (const sides of [6, 10]) {
        const die = perDraw(() => rawDie(new SeededRng(42), sides, draws), () => draws, reps);
        const int = perDraw(() => rawInt(new SeededRng(42), sides, draws), () => draws, reps);
        const pure = perDraw(() => pureRand(42, sides, draws), () => draws, reps);
        baseline.set(sides, { die, int, pure });
        rows.push({ group: 'dice', name: `raw SeededRng.die(${sides})`, unit: 'ns/die', reps, median: die.median, min: die.min });
        rows.push({ group: 'dice', name: `raw SeededRng.int(1,${sides})`, unit: 'ns/die', reps, median: int.median, min: int.min });
        rows.push({ group: 'dice', name: `raw pure-rand uniformInt(1,${sides})`, unit: 'ns/die', reps, median: pure.median, min: pure.min, note: 'no SeededRng wrapper' });
    }
    for (const c of CASES) {
        // Rolls so that each sample draws about `draws` dice.
        const probe = new SeededRng(7);
        c.roll(probe, 1000);
        const diePerRoll = probe.drawCount / 1000;
        const times = Math.max(1, Math.round(draws / diePerRoll));
        let drawn = 0;
        const r = perDraw(() => {
            const rng = new SeededRng(42);
            const sum = c.roll(rng, times);
            drawn = rng.drawCount;
            return sum;
        }, () => drawn, reps);
        const base = baseline.get(c.sides)!;
        const ratio = r.median / base.die.median;
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
            note: `${ratio.toFixed(2)}x SeededRng.die, ${(r.median / base.pure.median).toFixed(2)}x pure-rand; ${diePerRoll.toFixed(2)} dice/roll, ${(r.median * diePerRoll).toFixed(0)} ns/roll`,
        });
    }
    if (sink === 0.5) console.log(sink);
    return rows;
}
