/**
 * Dice: each formula rolled through the engine against a hand-written tight loop on pure-rand doing
 * the same job (for `4d6kh3`: draw four d6 faces, keep the top three, sum), with the die size a
 * constant, as anyone writing the loop by hand would. Budget (issue "Speed"): the simulation path
 * (`rollTotal`) within 3× of its hand loop for `4d6kh3`, `8d6!` and `10d10cs>=7`, and (issue 26)
 * for each operator of the Roll20 / Foundry / Avrae notations (`BUDGETED`); the logging path
 * (`rollExpr`, every face kept for the log) is shown beside it without a budget.
 *
 * Times are thread CPU time: on a machine shared with other work, wall time mostly measures the
 * neighbours. Linux counts thread CPU time in scheduler ticks (4 ms here), so each sample is sized
 * to take `sampleMs` of the hand loop (a tick is then a few per cent of it). Each sample pairs the
 * engine with its hand loop, back to back, and the ratio is the median of the per-pair ratios, so
 * drift in clock speed or cache pressure cancels out.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { rollExpr, rollTotal, type DiceExpr } from '../../language/engine/dice.js';
import { SeededRng } from '../../language/engine/rng.js';
import { cpuNow, gc, median, now, type Row } from './timing.js';

const noStats = (): number => 0;

function dice(formula: string): DiceExpr {
    const parsed = parseDiceFormula(formula);
    if ('error' in parsed) throw new Error(`${formula}: ${parsed.error}`);
    return parsed.expr;
}

type Loop = (seed: number, rolls: number) => number;

/**
 * The hand loops: the same work on pure-rand directly, no engine. Each returns the sum of its
 * totals, which must equal the engine's on the same seed: the bench checks it, so a hand loop that
 * did less work than the engine (or other work) fails loudly instead of flattering the ratio.
 */
const HAND_LOOPS: Readonly<Record<string, Loop>> = {
    '3d6': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) sum += uniformInt(g, 1, 6) + uniformInt(g, 1, 6) + uniformInt(g, 1, 6);
        return sum;
    },
    '4d6kh3': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            let total = 0;
            let lowest = 7;
            for (let d = 0; d < 4; d++) {
                const face = uniformInt(g, 1, 6);
                total += face;
                if (face < lowest) lowest = face;
            }
            sum += total - lowest;
        }
        return sum;
    },
    '2d20kh1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) sum += Math.max(uniformInt(g, 1, 20), uniformInt(g, 1, 20));
        return sum;
    },
    '8d6!': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            for (let d = 0; d < 8; d++) {
                // A 6 adds another die, chained, at most 100 times (DICE_LIMITS.maxExplosionsPerDie).
                for (let depth = 0; ; depth++) {
                    const face = uniformInt(g, 1, 6);
                    sum += face;
                    if (face !== 6 || depth >= 100) break;
                }
            }
        }
        return sum;
    },
    '10d10cs>=7': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) for (let d = 0; d < 10; d++) if (uniformInt(g, 1, 10) >= 7) sum++;
        return sum;
    },
    // Issue 26: the notations of Roll20, Foundry VTT and Avrae, one loop per new operator.
    '4d6d1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            let lowest = 7;
            for (let d = 0; d < 4; d++) {
                const face = uniformInt(g, 1, 6);
                sum += face;
                if (face < lowest) lowest = face;
            }
            sum -= lowest;
        }
        return sum;
    },
    '4dF': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) for (let d = 0; d < 4; d++) sum += uniformInt(g, 1, 3) - 2;
        return sum;
    },
    '3d6!p': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            for (let d = 0; d < 3; d++) {
                // Penetrating: every added die counts one less; a 6 (before the 1 off) explodes again.
                for (let depth = 0; ; depth++) {
                    const face = uniformInt(g, 1, 6);
                    sum += depth > 0 ? face - 1 : face;
                    if (face !== 6 || depth >= 100) break;
                }
            }
        }
        return sum;
    },
    '4d6xo': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            for (let d = 0; d < 4; d++) {
                const face = uniformInt(g, 1, 6);
                sum += face;
                if (face === 6) sum += uniformInt(g, 1, 6);
            }
        }
        return sum;
    },
    '10d10>7': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) for (let d = 0; d < 10; d++) if (uniformInt(g, 1, 10) >= 7) sum++;
        return sum;
    },
    '8d6mi2': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) for (let d = 0; d < 8; d++) sum += Math.max(2, uniformInt(g, 1, 6));
        return sum;
    },
    '10d6k>3': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            for (let d = 0; d < 10; d++) {
                const face = uniformInt(g, 1, 6);
                if (face > 3) sum += face;
            }
        }
        return sum;
    },
    '4d6ra6': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            let six = false;
            for (let d = 0; d < 4; d++) {
                const face = uniformInt(g, 1, 6);
                sum += face;
                if (face === 6) six = true;
            }
            if (six) sum += uniformInt(g, 1, 6);
        }
        return sum;
    },
    '4d6rol1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            let lowest = 7;
            for (let d = 0; d < 4; d++) {
                const face = uniformInt(g, 1, 6);
                sum += face;
                if (face < lowest) lowest = face;
            }
            sum += uniformInt(g, 1, 6) - lowest;
        }
        return sum;
    },
    '{1d20+5, 1d20+3}kh1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) sum += Math.max(uniformInt(g, 1, 20) + 5, uniformInt(g, 1, 20) + 3);
        return sum;
    },
    // Avrae's e with a selector: the highest die explodes, then each new die higher than every one before.
    '4d6eh1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            let high = 0;
            for (let d = 0; d < 4; d++) {
                const face = uniformInt(g, 1, 6);
                sum += face;
                if (face > high) high = face;
            }
            for (let round = 0; round <= 100; round++) {
                const face = uniformInt(g, 1, 6);
                sum += face;
                if (face <= high) break;
                high = face;
            }
        }
        return sum;
    },
    // Roll20's grouped roll, as a file's damage line writes it too.
    '{4d6+3, 2d8}kh1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            const a = uniformInt(g, 1, 6) + uniformInt(g, 1, 6) + uniformInt(g, 1, 6) + uniformInt(g, 1, 6) + 3;
            const b = uniformInt(g, 1, 8) + uniformInt(g, 1, 8);
            sum += Math.max(a, b);
        }
        return sum;
    },
    // Avrae's set: the highest of a d4, 4 and the lowest of 3d6.
    '(1d4, 2+2, 3d6kl1)kh1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            const a = uniformInt(g, 1, 4);
            const c = Math.min(uniformInt(g, 1, 6), uniformInt(g, 1, 6), uniformInt(g, 1, 6));
            sum += Math.max(a, 4, c);
        }
        return sum;
    },
    '3d6r1': (seed, rolls) => {
        const g = xoroshiro128plus(seed);
        let sum = 0;
        for (let i = 0; i < rolls; i++) {
            for (let d = 0; d < 3; d++) {
                let face = uniformInt(g, 1, 6);
                for (let n = 0; n < 100 && face === 1; n++) face = uniformInt(g, 1, 6);
                sum += face;
            }
        }
        return sum;
    },
};

/** Formulas with a budget (≤ 3× the hand loop on the simulation path); the rest are shown for context. */
const BUDGETED = new Set([
    '4d6kh3',
    '8d6!',
    '10d10cs>=7',
    '4d6d1',
    '4dF',
    '3d6!p',
    '4d6xo',
    '10d10>7',
    '8d6mi2',
    '10d6k>3',
    '4d6ra6',
    '4d6rol1',
    '{1d20+5, 1d20+3}kh1',
    '4d6eh1',
    '{4d6+3, 2d8}kh1',
    '(1d4, 2+2, 3d6kl1)kh1',
]);
const BUDGET = 3;

function engineLoop(expr: DiceExpr, path: 'rollTotal' | 'rollExpr'): Loop {
    return path === 'rollTotal'
        ? (seed, rolls) => {
              const rng = new SeededRng(seed);
              let sum = 0;
              for (let i = 0; i < rolls; i++) sum += rollTotal(expr, rng, noStats);
              return sum;
          }
        : (seed, rolls) => {
              const rng = new SeededRng(seed);
              let sum = 0;
              for (let i = 0; i < rolls; i++) sum += rollExpr(expr, rng, noStats).total;
              return sum;
          };
}

let sink = 0;

/** CPU time of one call (ms). */
function cpuOf(loop: Loop, seed: number, rolls: number): number {
    const c = cpuNow();
    sink += loop(seed, rolls);
    return cpuNow() - c;
}

/** Rolls of `loop` that take about `ms` of wall time (calibrated on a short run). */
function rollsFor(loop: Loop, ms: number): number {
    const probe = 20_000;
    loop(1, probe);
    const t = now();
    sink += loop(1, probe);
    const per = (now() - t) / probe;
    return Math.max(probe, Math.round(ms / Math.max(per, 1e-6)));
}

/**
 * The dice rows: `reps` paired samples per row, each about `sampleMs` of the hand loop.
 */
export function diceBench(opts: { reps: number; sampleMs: number }): Row[] {
    const rows: Row[] = [];
    const { reps } = opts;
    for (const [formula, hand] of Object.entries(HAND_LOOPS)) {
        const expr = dice(formula);
        const rolls = rollsFor(hand, opts.sampleMs);
        for (const path of ['rollTotal', 'rollExpr'] as const) {
            const engine = engineLoop(expr, path);
            // Same seed, same dice: the totals must agree, or the comparison is not of the same work.
            if (engine(42, 2000) !== hand(42, 2000)) throw new Error(`${formula}: ${path} and its hand loop disagree on seed 42`);
            for (let i = 0; i < 2; i++) {
                hand(7, 20_000);
                engine(7, 20_000);
            }
            const ratios: number[] = [];
            const engineNs: number[] = [];
            const handNs: number[] = [];
            for (let i = 0; i < reps; i++) {
                gc();
                const h = cpuOf(hand, 42 + i, rolls);
                const e = cpuOf(engine, 42 + i, rolls);
                handNs.push((h * 1e6) / rolls);
                engineNs.push((e * 1e6) / rolls);
                ratios.push(e / h);
            }
            const ratio = median(ratios);
            const budgeted = path === 'rollTotal' && BUDGETED.has(formula);
            rows.push({
                group: 'dice',
                name: `${formula} via ${path}${path === 'rollExpr' ? ' (log path)' : ''}`,
                unit: 'ns/roll',
                reps,
                median: median(engineNs),
                min: Math.min(...engineNs),
                value: ratio,
                bar: budgeted ? `≤ ${BUDGET}x hand loop` : undefined,
                limit: budgeted ? BUDGET : undefined,
                anchor: `hand loop ${median(handNs).toFixed(1)} ns/roll`,
                note: `${ratio.toFixed(2)}x the hand loop (median of ${reps} paired CPU-time ratios, ${rolls} rolls each)`,
            });
        }
    }
    if (sink === 0.5) console.log(sink);
    return rows;
}
