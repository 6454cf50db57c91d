/**
 * Simulation: many seeded runs of one encounter, summarised — who wins how often (with a 95%
 * Wilson interval), how long fights last, who survives, and a difficulty verdict for the side of
 * the player characters. Run i uses `SeededRng.seedForRun(seed, i)`, so a simulation is as
 * reproducible as a single run.
 */
import { DEFAULT_HP_NAME } from './log.js';
import type { RulesetRuntime } from './contract.js';
import type { EncounterModel } from './model.js';
import { runEncounter, UNDECIDED_CAUSES } from './runner.js';
import { percent, sharesAddingUp, tenthsAddingUp } from './percent.js';
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
    /** How many combatants the side fields. */
    readonly members: number;
    /** Share of runs in which at least one member ended down (not active), in [0, 1]. */
    readonly anyDown: number;
    /** Mean number of members down at the end. */
    readonly meanDown: number;
}

export interface FighterSummary {
    readonly id: string;
    readonly side: string;
    /** Share of runs the fighter ended still active, in [0, 1]. */
    readonly survival: number;
    /** Share of runs the fighter ended dead. */
    readonly death: number;
    /** What its ruleset calls its ending dead, when not `dead` (a Vaxia vehicle: `destroyed`). */
    readonly deadWord?: string;
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
    /** Of `undecided`, the runs each cause ended: the round limit came, the script ran out, nobody was left standing. */
    readonly undecidedBy: { readonly roundLimit: number; readonly scriptRanOut: number; readonly everyoneDown: number };
    /**
     * Rounds per run: the mean, the longest, and two percentiles — percentile q is the lowest round
     * count r such that at least q of the runs lasted r rounds or fewer (the median of runs [1, 5] is 1).
     */
    readonly rounds: { readonly mean: number; readonly median: number; readonly p90: number; readonly max: number };
    /** How many runs lasted each number of rounds (only counts above 0), ascending. */
    readonly roundsHistogram: readonly { readonly rounds: number; readonly runs: number }[];
    readonly fighters: readonly FighterSummary[];
    /** The side judged: the one with `character` combatants, else the first. */
    readonly judgedSide: string;
    readonly verdict: Verdict;
    /** Share of runs in which a member of the judged side died (the verdict's second input). */
    readonly judgedDeathRate: number;
    /** The ruleset's word for hit points, as its log prints them (Paladins' HEA, Vaxia's LIF, Enchanted Realms' Body); `HP` when it has none of its own. */
    readonly hpName: string;
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
 * The verdicts from the easiest to the hardest, with what each asks of the judged side: a win rate
 * of at least `minWin` and a death (a member dying) in fewer than `maxDeath` of the runs. The first
 * verdict whose conditions hold is the encounter's; deadly asks for nothing. `verdictFor` applies
 * this table, and `strife balance` reads its win-rate bands from it.
 */
export const VERDICTS: readonly { readonly verdict: Verdict; readonly minWin: number; readonly maxDeath: number }[] = [
    { verdict: 'trivial', minWin: 0.98, maxDeath: 0.01 },
    { verdict: 'easy', minWin: 0.9, maxDeath: 0.05 },
    { verdict: 'medium', minWin: 0.7, maxDeath: 0.15 },
    { verdict: 'hard', minWin: 0.4, maxDeath: Number.POSITIVE_INFINITY },
    { verdict: 'deadly', minWin: 0, maxDeath: Number.POSITIVE_INFINITY },
];

/**
 * How dangerous the encounter is for `side`: from its win rate and how often one of its members
 * dies ({@link VERDICTS}). Thresholds: trivial ≥ 98% wins and < 1% deaths; easy ≥ 90% and < 5%;
 * medium ≥ 70% and < 15%; hard ≥ 40%; deadly below.
 */
export function verdictFor(winRate: number, deathRate: number): Verdict {
    for (const v of VERDICTS) if (winRate >= v.minWin && deathRate < v.maxDeath) return v.verdict;
    return 'deadly';
}

/** A share as a whole-number percentage where it is one (`0.98` → `98%`). */
const share = (x: number) => `${Number((x * 100).toFixed(1))}%`;

/**
 * What verdict `v` asks of the judged side, in words read off {@link VERDICTS}: `medium means at
 * least 70% wins with a death in under 15% of runs`. Used under the verdict in every output.
 */
export function verdictMeaning(v: Verdict): string {
    const i = VERDICTS.findIndex(x => x.verdict === v);
    const row = VERDICTS[i];
    const asks = (r: (typeof VERDICTS)[number]) =>
        `${share(r.minWin)} wins${Number.isFinite(r.maxDeath) ? ` with a death in under ${share(r.maxDeath)} of runs` : ''}`;
    if (row.minWin === 0) return `${v} means fewer than ${share(VERDICTS[i - 1].minWin)} wins`;
    if (!Number.isFinite(row.maxDeath) && i > 0)
        return `${v} means at least ${asks(row)}, short of ${VERDICTS[i - 1].verdict} (${asks(VERDICTS[i - 1])})`;
    return `${v} means at least ${asks(row)}`;
}

/**
 * Counts of a stretch of runs, and nothing else: integers only, so tallies of disjoint stretches add
 * up to exactly the tally of their union whatever way the runs were split (over worker threads too).
 * Arrays follow encounter order: sides as `encounter.sides`, fighters side by side, members in order.
 */
export interface SimulationTally {
    readonly runs: number;
    readonly wins: number[];
    readonly undecided: number;
    /** Of `undecided`, per cause in `UNDECIDED_CAUSES` order. */
    readonly undecidedBy: number[];
    /** Per fighter: runs it ended active / dead; hit points left summed over runs (0 when down). */
    readonly alive: number[];
    readonly dead: number[];
    /** Per fighter: its ruleset's word for ending dead, when not `dead` (a destroyed vehicle), once seen. */
    readonly deadWords: (string | undefined)[];
    readonly hpLeft: number[];
    readonly maxHp: number[];
    /** Runs in which a member of the judged side died. */
    readonly judgedDeaths: number;
    /** Per side: runs in which at least one member went down (not active), and members down summed over runs. */
    readonly sideAnyDown: number[];
    readonly sideDown: number[];
    /** roundsHistogram[r] = runs that lasted r rounds. */
    readonly roundsHistogram: number[];
    /** The ruleset's word for hit points, from the fighters' snapshots (`FighterSnapshot.hpName`); undefined: HP. */
    readonly hpName?: string;
}

/** The side a verdict judges: the one with `character` combatants, else the first. */
export function judgedSideOf(encounter: EncounterModel): string {
    return encounter.sides.find(s => s.members.some(m => m.model.kind === 'character'))?.name ?? encounter.sides[0]?.name ?? '';
}

/** An empty tally for `encounter`. */
export function emptyTally(encounter: EncounterModel): SimulationTally {
    const n = encounter.sides.reduce((k, s) => k + s.members.length, 0);
    const zeros = (k: number) => new Array<number>(k).fill(0);
    return {
        runs: 0,
        wins: zeros(encounter.sides.length),
        undecided: 0,
        undecidedBy: zeros(UNDECIDED_CAUSES.length),
        alive: zeros(n),
        dead: zeros(n),
        deadWords: new Array<string | undefined>(n).fill(undefined),
        hpLeft: zeros(n),
        maxHp: zeros(n),
        judgedDeaths: 0,
        sideAnyDown: zeros(encounter.sides.length),
        sideDown: zeros(encounter.sides.length),
        roundsHistogram: [],
    };
}

/** Throws RangeError unless 1 ≤ runs ≤ {@link MAX_RUNS}. */
export function checkRuns(runs: number): void {
    if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) throw new RangeError(`runs must be between 1 and ${MAX_RUNS}.`);
}

/**
 * Plays runs `from` (included) to `to` (excluded) of a simulation seeded with `seed`: run i uses
 * `SeededRng.seedForRun(seed, i)`, so any split of the indices gives the same runs.
 * @param onProgress called after every `progressEvery` runs with the runs done so far in this stretch.
 */
export function tallyRuns(
    encounter: EncounterModel,
    ruleset: RulesetRuntime,
    seed: number,
    from: number,
    to: number,
    onProgress?: (done: number) => void,
    progressEvery = 1000,
): SimulationTally {
    const t = emptyTally(encounter) as { -readonly [K in keyof SimulationTally]: SimulationTally[K] };
    const sideIndex = new Map(encounter.sides.map((s, i) => [s.name, i]));
    const judged = judgedSideOf(encounter);
    const downInSide = new Array<number>(encounter.sides.length);
    for (let i = from; i < to; i++) {
        const result = runEncounter(encounter, ruleset, { seed: SeededRng.seedForRun(seed, i), keepLog: false });
        t.runs++;
        if (result.winner === undefined) {
            t.undecided++;
            t.undecidedBy[UNDECIDED_CAUSES.indexOf(result.undecidedBy ?? 'round-limit')]++;
        } else t.wins[sideIndex.get(result.winner)!]++;
        t.roundsHistogram[result.rounds] = (t.roundsHistogram[result.rounds] ?? 0) + 1;
        downInSide.fill(0);
        let judgedDied = false;
        const final = result.final;
        for (let k = 0; k < final.length; k++) {
            const f = final[k];
            const side = sideIndex.get(f.side)!;
            if (f.status === 'active') {
                t.alive[k]++;
                t.hpLeft[k] += Math.max(0, f.hp);
            } else downInSide[side]++;
            if (f.status === 'dead') {
                t.dead[k]++;
                if (f.statusWord !== undefined) t.deadWords[k] = f.statusWord;
                // A destroyed thing (a vehicle) is no death among its side.
                if (f.side === judged && !f.inanimate) judgedDied = true;
            }
            t.maxHp[k] = f.maxHp;
            if (f.hpName !== undefined) t.hpName = f.hpName;
        }
        for (let side = 0; side < downInSide.length; side++) {
            t.sideDown[side] += downInSide[side];
            if (downInSide[side] > 0) t.sideAnyDown[side]++;
        }
        if (judgedDied) t.judgedDeaths++;
        if (onProgress && t.runs % progressEvery === 0) onProgress(t.runs);
    }
    for (let r = 0; r < t.roundsHistogram.length; r++) t.roundsHistogram[r] ??= 0;
    return t;
}

/** The tally of two disjoint stretches of runs of the same encounter. */
export function mergeTallies(a: SimulationTally, b: SimulationTally): SimulationTally {
    const sum = (x: readonly number[], y: readonly number[]) =>
        Array.from({ length: Math.max(x.length, y.length) }, (_, i) => (x[i] ?? 0) + (y[i] ?? 0));
    return {
        runs: a.runs + b.runs,
        wins: sum(a.wins, b.wins),
        undecided: a.undecided + b.undecided,
        undecidedBy: sum(a.undecidedBy, b.undecidedBy),
        alive: sum(a.alive, b.alive),
        dead: sum(a.dead, b.dead),
        deadWords: a.deadWords.map((w, i) => w ?? b.deadWords[i]),
        hpLeft: sum(a.hpLeft, b.hpLeft),
        maxHp: a.maxHp.map((m, i) => Math.max(m, b.maxHp[i] ?? 0)),
        judgedDeaths: a.judgedDeaths + b.judgedDeaths,
        sideAnyDown: sum(a.sideAnyDown, b.sideAnyDown),
        sideDown: sum(a.sideDown, b.sideDown),
        roundsHistogram: sum(a.roundsHistogram, b.roundsHistogram),
        ...mergedHpName(a, b),
    };
}

/** The word for hit points of one of two tallies of the same encounter (the same word, when either has one), as a field to spread. */
export function mergedHpName(a: { readonly hpName?: string }, b: { readonly hpName?: string }): { hpName?: string } {
    const hpName = a.hpName ?? b.hpName;
    return hpName === undefined ? {} : { hpName };
}

/** The summary of a tally of runs 0..tally.runs of `encounter` from `seed`. */
export function summariseTally(encounter: EncounterModel, seed: number, t: SimulationTally): SimulationSummary {
    const runs = t.runs;
    const ids = encounter.sides.flatMap(s => s.members.map(m => ({ id: m.id, side: s.name })));
    // Percentile `percent`: the lowest round count r such that at least `percent`% of the runs lasted
    // r rounds or fewer (runs [1, 5]: median 1, 90th percentile 5). Compared in whole numbers
    // (seen · 100 ≥ percent · runs), so a share exactly on the percentile counts whatever the run count.
    const at = (percent: number) => {
        let seen = 0;
        for (let r = 0; r < t.roundsHistogram.length; r++) {
            seen += t.roundsHistogram[r];
            if (seen * 100 >= percent * runs) return r;
        }
        return t.roundsHistogram.length - 1;
    };
    const totalRounds = t.roundsHistogram.reduce((acc, n, r) => acc + n * r, 0);
    const judgedSide = judgedSideOf(encounter);
    const judgedIndex = encounter.sides.findIndex(s => s.name === judgedSide);
    return {
        encounter: encounter.name,
        seed,
        runs,
        sides: encounter.sides.map((s, i) => ({
            side: s.name,
            wins: t.wins[i],
            rate: t.wins[i] / runs,
            interval: wilson(t.wins[i], runs),
            members: s.members.length,
            anyDown: t.sideAnyDown[i] / runs,
            meanDown: t.sideDown[i] / runs,
        })),
        undecided: t.undecided,
        undecidedBy: { roundLimit: t.undecidedBy[0], scriptRanOut: t.undecidedBy[1], everyoneDown: t.undecidedBy[2] },
        rounds: { mean: totalRounds / runs, median: at(50), p90: at(90), max: t.roundsHistogram.length - 1 },
        roundsHistogram: t.roundsHistogram.flatMap((n, r) => (n > 0 ? [{ rounds: r, runs: n }] : [])),
        fighters: ids.map((f, k) => ({
            id: f.id,
            side: f.side,
            survival: t.alive[k] / runs,
            death: t.dead[k] / runs,
            ...(t.deadWords[k] !== undefined ? { deadWord: t.deadWords[k] } : {}),
            meanHp: t.hpLeft[k] / runs,
            maxHp: t.maxHp[k],
        })),
        judgedSide,
        verdict: verdictFor((t.wins[judgedIndex] ?? 0) / runs, t.judgedDeaths / runs),
        judgedDeathRate: t.judgedDeaths / runs,
        hpName: t.hpName ?? DEFAULT_HP_NAME,
    };
}

/** The outcome shares as printed: each side's wins and "no winner", adding up to 100.0%. */
export interface OutcomeShares {
    /** Each side's share of wins, in `s.sides` order ("72.8%"). */
    readonly sides: readonly string[];
    /** The share of runs with no winner. */
    readonly undecided: string;
}

/** The shares of `s`'s outcomes, rounded so that they add up to 100.0% (engine/percent.ts sharesAddingUp). */
export function outcomeShares(s: SimulationSummary): OutcomeShares {
    const shares = sharesAddingUp([...s.sides.map(x => x.wins), s.undecided], s.runs);
    return { sides: shares.slice(0, -1), undecided: shares[shares.length - 1] };
}

/**
 * Why runs ended with no winner, each cause with its share of all runs, the shares adding up to the
 * printed share of no winner: "the round limit 15.0%, everyone down 0.7%".
 */
export function undecidedCauses(s: SimulationSummary): string {
    const by = s.undecidedBy;
    const causes: [number, string][] = [
        [by.roundLimit, 'the round limit'],
        [by.scriptRanOut, 'the script ran out'],
        [by.everyoneDown, 'everyone down'],
    ];
    const undecidedTenths = tenthsAddingUp([...s.sides.map(x => x.wins), s.undecided], s.runs).at(-1);
    const shares = sharesAddingUp(
        causes.map(([n]) => n),
        s.runs,
        undecidedTenths,
    );
    return causes.flatMap(([n, cause], i) => (n > 0 ? [`${cause} ${shares[i]}`] : [])).join(', ');
}

/**
 * The summary as a text report (the CLI's default format); `hint` is the ruleset's own difficulty
 * estimate (`Ruleset.difficultyHint`), printed under the verdict; `title` heads it (the encounter with
 * the rule options it was played under, when they were chosen: `Ambush (monsters_at_zero=unconscious)`).
 */
export function renderSimulation(s: SimulationSummary, hint?: string, title = s.encounter): string {
    const lines = [`${title} — ${s.runs} runs from seed ${s.seed}`, '', 'Outcome'];
    const shares = outcomeShares(s);
    for (const [i, side] of s.sides.entries())
        lines.push(
            `  ${side.side} won ${shares.sides[i]} (95% CI ${percent(side.interval.low)}–${percent(side.interval.high)}), ${side.wins} run${side.wins === 1 ? '' : 's'}`,
        );
    if (s.undecided) lines.push(`  no winner ${shares.undecided} (${undecidedCauses(s)})`);
    lines.push(
        '',
        `Rounds: mean ${s.rounds.mean.toFixed(2)}, median ${s.rounds.median}, 90th percentile ${s.rounds.p90}, longest ${s.rounds.max}`,
        '',
        `Combatants (standing at the end / dead / mean ${s.hpName} left)`,
    );
    for (const f of s.fighters)
        lines.push(
            `  ${f.id} (${f.side}): ${percent(f.survival)} standing, ${percent(f.death)} ${f.deadWord ?? 'dead'}, ${f.meanHp.toFixed(1)}/${f.maxHp} ${s.hpName}`,
        );
    lines.push(
        '',
        `Difficulty for ${s.judgedSide}: ${s.verdict.toUpperCase()}`,
        `  a death among ${s.judgedSide} in ${percent(s.judgedDeathRate)} of runs; ${verdictMeaning(s.verdict)}`,
    );
    if (hint) lines.push(`  ${hint}`);
    return `${lines.join('\n')}\n`;
}
