/**
 * Two simulations side by side: the difference in the judged side's win rate (two-proportion
 * z-test), in mean rounds (Welch's z-test on the rounds histograms) and in each combatant's
 * survival, each with a two-sided p-value and whether it is significant at the 5% level.
 */
import type { SimulationSummary } from '../engine/simulate.js';

export interface Difference {
    readonly label: string;
    readonly a: number;
    readonly b: number;
    /** b − a. */
    readonly difference: number;
    /** Two-sided p-value of "no difference"; 1 when both samples are constant and equal. */
    readonly pValue: number;
    readonly significant: boolean;
}

export interface Comparison {
    readonly winRate: Difference;
    readonly rounds: Difference;
    /** Survival of combatants present (by id) in both. */
    readonly survival: readonly Difference[];
}

/** Significance level of the comparisons. */
export const ALPHA = 0.05;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; absolute error below 1.5e-7). */
function normalCdf(z: number): number {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * x);
    const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
    return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function twoSided(z: number): number {
    return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

function difference(label: string, a: number, b: number, pValue: number): Difference {
    return { label, a, b, difference: b - a, pValue, significant: pValue < ALPHA };
}

/** Two proportions pa = xa/na and pb = xb/nb, pooled z-test. */
export function proportionDifference(label: string, xa: number, na: number, xb: number, nb: number): Difference {
    const pa = xa / na;
    const pb = xb / nb;
    const pooled = (xa + xb) / (na + nb);
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
    return difference(label, pa, pb, se === 0 ? (pa === pb ? 1 : 0) : twoSided((pb - pa) / se));
}

function roundsMoments(s: SimulationSummary): { mean: number; variance: number } {
    const mean = s.rounds.mean;
    const variance = s.roundsHistogram.reduce((acc, h) => acc + h.runs * (h.rounds - mean) ** 2, 0) / Math.max(1, s.runs - 1);
    return { mean, variance };
}

/** Compares simulation `b` against `a` (the judged side is `a`'s). */
export function compareSimulations(a: SimulationSummary, b: SimulationSummary): Comparison {
    const winsOf = (s: SimulationSummary) => s.sides.find(x => x.side === a.judgedSide)?.wins ?? 0;
    const ra = roundsMoments(a);
    const rb = roundsMoments(b);
    const se = Math.sqrt(ra.variance / a.runs + rb.variance / b.runs);
    const byId = new Map(b.fighters.map(f => [f.id, f]));
    return {
        winRate: proportionDifference(`${a.judgedSide} win rate`, winsOf(a), a.runs, winsOf(b), b.runs),
        rounds: difference('mean rounds', ra.mean, rb.mean, se === 0 ? (ra.mean === rb.mean ? 1 : 0) : twoSided((rb.mean - ra.mean) / se)),
        survival: a.fighters
            .filter(f => byId.has(f.id))
            .map(f =>
                proportionDifference(
                    `${f.id} survival`,
                    Math.round(f.survival * a.runs),
                    a.runs,
                    Math.round(byId.get(f.id)!.survival * b.runs),
                    b.runs,
                ),
            ),
    };
}
