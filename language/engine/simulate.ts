/**
 * Simulation: many seeded runs of one encounter, summarised — who wins how often (with a 95%
 * Wilson interval), how long fights last, who survives, and a difficulty verdict for the side of
 * the player characters. Run i uses `SeededRng.forRun(seed, i)`, so a simulation is as
 * reproducible as a single run.
 */
import type { Ruleset } from '../rulesets/ruleset.js';
import type { EncounterModel } from './model.js';
import { runEncounter } from './runner.js';
import { SeededRng } from './rng.js';

/** Most runs one simulation may ask for (a bound on run time for any input). */
export const MAX_RUNS = 1_000_000;

export interface Interval {
    readonly low: number;
    readonly high: number;
}

export interface SideSummary {
    readonly side: string;
    readonly wins: number;
    /** wins / runs, in [0, 1]. */
    readonly rate: number;
    /** 95% Wilson score interval of `rate`. */
    readonly interval: Interval;
}

export interface FighterSummary {
    readonly id: string;
    readonly side: string;
    /** Share of runs the fighter ended still active, in [0, 1]. */
    readonly survival: number;
    /** Share of runs the fighter ended dead. */
    readonly death: number;
    /** Mean hit points at the end (0 when down). */
    readonly meanHp: number;
    readonly maxHp: number;
}

export type Verdict = 'trivial' | 'easy' | 'medium' | 'hard' | 'deadly';

export interface SimulationSummary {
    readonly encounter: string;
    readonly seed: number;
    readonly runs: number;
    readonly sides: readonly SideSummary[];
    /** Runs that ended with no winner (draw, round limit, script ran out). */
    readonly undecided: number;
    readonly rounds: { readonly mean: number; readonly median: number; readonly p90: number; readonly max: number };
    readonly fighters: readonly FighterSummary[];
    /** The side judged: the one with `character` combatants, else the first. */
    readonly judgedSide: string;
    readonly verdict: Verdict;
}

/** 95% Wilson score interval for `successes` out of `n` trials. */
export function wilson(successes: number, n: number): Interval {
    if (n === 0) return { low: 0, high: 1 };
    const z = 1.959963984540054;
    const p = successes / n;
    const denominator = 1 + (z * z) / n;
    const centre = (p + (z * z) / (2 * n)) / denominator;
    const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
    // At 0 or n successes the bound is exactly 0 or 1; floating point would land a hair inside.
    return { low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === n ? 1 : Math.min(1, centre + half) };
}

/**
 * How dangerous the encounter is for `side`: from its win rate and how often one of its members
 * dies. Thresholds: trivial ≥ 98% wins and < 1% deaths; easy ≥ 90% and < 5%; medium ≥ 70% and < 15%;
 * hard ≥ 40%; deadly below.
 */
export function verdictFor(winRate: number, deathRate: number): Verdict {
    if (winRate >= 0.98 && deathRate < 0.01) return 'trivial';
    if (winRate >= 0.9 && deathRate < 0.05) return 'easy';
    if (winRate >= 0.7 && deathRate < 0.15) return 'medium';
    if (winRate >= 0.4) return 'hard';
    return 'deadly';
}

/** Runs `encounter` `runs` times from `seed` and summarises. @throws RangeError for runs outside 1..MAX_RUNS. */
export function simulate(encounter: EncounterModel, ruleset: Ruleset, runs: number, seed: number): SimulationSummary {
    if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) throw new RangeError(`runs must be between 1 and ${MAX_RUNS}.`);
    const wins = new Map(encounter.sides.map(s => [s.name, 0]));
    const ids = encounter.sides.flatMap(s => s.members.map(m => ({ id: m.id, side: s.name })));
    const alive = new Array<number>(ids.length).fill(0);
    const dead = new Array<number>(ids.length).fill(0);
    const hp = new Array<number>(ids.length).fill(0);
    const maxHp = new Array<number>(ids.length).fill(0);
    const rounds: number[] = [];
    let undecided = 0;
    let judgedDeaths = 0;
    const judgedSide = encounter.sides.find(s => s.members.some(m => m.model.kind === 'character'))?.name ?? encounter.sides[0]?.name ?? '';
    for (let i = 0; i < runs; i++) {
        const result = runEncounter(encounter, ruleset, { seed: SeededRng.forRun(seed, i).seed, keepLog: false });
        if (result.winner === undefined) undecided++;
        else wins.set(result.winner, (wins.get(result.winner) ?? 0) + 1);
        rounds.push(result.rounds);
        let judgedDied = false;
        result.final.forEach((f, k) => {
            if (f.status === 'active') alive[k]++;
            if (f.status === 'dead') {
                dead[k]++;
                if (f.side === judgedSide) judgedDied = true;
            }
            hp[k] += f.status === 'active' ? Math.max(0, f.hp) : 0;
            maxHp[k] = f.maxHp;
        });
        if (judgedDied) judgedDeaths++;
    }
    rounds.sort((a, b) => a - b);
    const at = (q: number) => rounds[Math.min(rounds.length - 1, Math.floor(q * rounds.length))];
    const judgedWins = wins.get(judgedSide) ?? 0;
    return {
        encounter: encounter.name,
        seed,
        runs,
        sides: encounter.sides.map(s => ({
            side: s.name,
            wins: wins.get(s.name)!,
            rate: wins.get(s.name)! / runs,
            interval: wilson(wins.get(s.name)!, runs),
        })),
        undecided,
        rounds: { mean: rounds.reduce((a, b) => a + b, 0) / runs, median: at(0.5), p90: at(0.9), max: rounds[rounds.length - 1] },
        fighters: ids.map((f, k) => ({
            id: f.id,
            side: f.side,
            survival: alive[k] / runs,
            death: dead[k] / runs,
            meanHp: hp[k] / runs,
            maxHp: maxHp[k],
        })),
        judgedSide,
        verdict: verdictFor(judgedWins / runs, judgedDeaths / runs),
    };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The summary as a text report (the CLI's default format). */
export function renderSimulation(s: SimulationSummary): string {
    const lines = [`${s.encounter} — ${s.runs} runs from seed ${s.seed}`, '', 'Outcome'];
    for (const side of s.sides)
        lines.push(`  ${side.side} wins ${pct(side.rate)} (95% CI ${pct(side.interval.low)}–${pct(side.interval.high)}), ${side.wins} runs`);
    if (s.undecided) lines.push(`  undecided ${pct(s.undecided / s.runs)} (round limit, script ran out, or everyone down)`);
    lines.push(
        '',
        `Rounds: mean ${s.rounds.mean.toFixed(2)}, median ${s.rounds.median}, 90th percentile ${s.rounds.p90}, longest ${s.rounds.max}`,
        '',
        'Combatants (standing at the end / dead / mean HP left)',
    );
    for (const f of s.fighters)
        lines.push(`  ${f.id} (${f.side}): ${pct(f.survival)} standing, ${pct(f.death)} dead, ${f.meanHp.toFixed(1)}/${f.maxHp} HP`);
    lines.push('', `Difficulty for ${s.judgedSide}: ${s.verdict.toUpperCase()}`);
    return `${lines.join('\n')}\n`;
}
