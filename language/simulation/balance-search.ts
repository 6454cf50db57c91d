/**
 * Where a setting stands against a balance target, and the adaptive search for the setting that
 * meets it. Pure: the runs come from a `PointSource`, which plays more runs of a setting when asked.
 *
 * A setting is judged from its 95% Wilson intervals (`wilson`) and `verdictFor` — the bands
 * `simulate` gives. For a verdict target, the easiest verdict the intervals allow (most wins,
 * fewest deaths) and the hardest (fewest wins, most deaths) are both worked out: the setting is
 * clearly easier, clearly harder, or clearly meets the target when both agree; otherwise it is
 * unclear and gets more runs (500, then four times more each time, up to the most allowed), and a
 * setting still unclear then is judged by its point estimate, and marked not confident.
 *
 * The search assumes a setting's difficulty changes one way along an ordered knob (more goblins,
 * never easier): it judges both ends, then bisects between the value in force and the end in the
 * direction that moves toward the target, for the value nearest the one in force that meets it.
 */
import { type SimulationSummary, VERDICTS, type Verdict, verdictFor, wilson } from '../engine/simulate.js';
import type { BalanceTarget } from './balance-spec.js';

/** −1: easier than the target; 0: meets it; 1: harder. */
export type Side = -1 | 0 | 1;

export interface Judgement {
    readonly side: Side;
    /** The 95% intervals put it on that side (else it is the point estimate's side). */
    readonly clear: boolean;
}

/** Runs of the first look at a setting; each further look plays four times as many, up to the limit. */
export const FIRST_LOOK_RUNS = 500;

const rank = (v: Verdict) => VERDICTS.findIndex(x => x.verdict === v);

/** The judged side's wins and its runs with a death, as counts. */
function counts(s: SimulationSummary): { wins: number; deaths: number; runs: number } {
    const wins = s.sides.find(x => x.side === s.judgedSide)?.wins ?? 0;
    return { wins, deaths: Math.round(s.judgedDeathRate * s.runs), runs: s.runs };
}

/** Where a simulated setting stands against `target`. */
export function judge(s: SimulationSummary, target: BalanceTarget): Judgement {
    const { wins, deaths, runs } = counts(s);
    const win = wilson(wins, runs);
    if (target.kind === 'verdict') {
        const death = wilson(deaths, runs);
        const goal = rank(target.verdict);
        const easiest = rank(verdictFor(win.high, death.low));
        const hardest = rank(verdictFor(win.low, death.high));
        if (hardest < goal) return { side: -1, clear: true };
        if (easiest > goal) return { side: 1, clear: true };
        if (easiest === goal && hardest === goal) return { side: 0, clear: true };
        return { side: Math.sign(rank(s.verdict) - goal) as Side, clear: false };
    }
    const low = target.rate - target.tolerance;
    const high = target.rate + target.tolerance;
    if (win.high < low) return { side: 1, clear: true };
    if (win.low > high) return { side: -1, clear: true };
    if (win.low >= low && win.high <= high) return { side: 0, clear: true };
    const rate = wins / runs;
    return { side: rate < low ? 1 : rate > high ? -1 : 0, clear: false };
}

/**
 * How far a setting is from the target (0 when it meets it): for a verdict, the number of bands
 * between them plus the distance of the win rate to the target band's win rates; for a win rate,
 * the distance to the tolerance band. Picks the nearest setting when none meets the target.
 */
export function distance(s: SimulationSummary, target: BalanceTarget): number {
    const rate = counts(s).wins / s.runs;
    const outside = (low: number, high: number) => (rate < low ? low - rate : rate > high ? rate - high : 0);
    if (target.kind === 'win') return outside(target.rate - target.tolerance, target.rate + target.tolerance);
    const goal = rank(target.verdict);
    const bands = Math.abs(rank(s.verdict) - goal);
    if (bands === 0) return 0;
    const high = goal === 0 ? 1 : VERDICTS[goal - 1].minWin;
    return bands + outside(VERDICTS[goal].minWin, high);
}

/** Plays runs of settings on demand. */
export interface PointSource {
    /**
     * The summary of `point` over at least `runs` runs (the runs it already had are kept and more
     * are played); undefined when the setting cannot be played (its file has errors).
     */
    ensure(point: number, runs: number): Promise<SimulationSummary | undefined>;
}

export interface SearchOutcome {
    /** The setting chosen: the one meeting the target nearest the value in force, else the nearest to the target. */
    readonly point: number;
    readonly reached: boolean;
    readonly confident: boolean;
}

/**
 * Judges `point` against `target`, playing more runs while its intervals leave it unclear: up to
 * `maxRuns`. @returns undefined for a setting that cannot be played.
 */
export async function judgePoint(
    source: PointSource,
    point: number,
    target: BalanceTarget,
    maxRuns: number,
): Promise<{ summary: SimulationSummary; judgement: Judgement } | undefined> {
    let runs = Math.min(FIRST_LOOK_RUNS, maxRuns);
    for (;;) {
        const summary = await source.ensure(point, runs);
        if (!summary) return undefined;
        const judgement = judge(summary, target);
        if (judgement.clear || summary.runs >= maxRuns) return { summary, judgement };
        runs = Math.min(maxRuns, Math.max(summary.runs, runs) * 4);
    }
}

/**
 * Searches `points` (the settings along one knob, in its order; unplayable ones already left out)
 * for the target. `start` is the position of the value in force (or the nearest one).
 * Ordered knobs are bisected (see the module comment); unordered ones (rule options) are all judged.
 */
export async function searchLine(
    source: PointSource,
    points: readonly number[],
    start: number,
    ordered: boolean,
    target: BalanceTarget,
    maxRuns: number,
): Promise<SearchOutcome | undefined> {
    if (points.length === 0) return undefined;
    const seen = new Map<number, { summary: SimulationSummary; judgement: Judgement }>();
    const look = async (i: number) => {
        const known = seen.get(i);
        if (known) return known;
        const result = await judgePoint(source, points[i], target, maxRuns);
        if (!result) throw new Error(`setting ${points[i]} cannot be played`);
        seen.set(i, result);
        return result;
    };
    const pick = (i: number): SearchOutcome => {
        const r = seen.get(i)!;
        return { point: points[i], reached: r.judgement.side === 0, confident: r.judgement.clear };
    };
    const nearest = (candidates: readonly number[]): SearchOutcome => {
        const best = candidates.reduce((a, b) => (distance(seen.get(b)!.summary, target) < distance(seen.get(a)!.summary, target) ? b : a));
        return pick(best);
    };

    if (!ordered) {
        await Promise.all(points.map((_, i) => look(i)));
        const meeting = points.map((_, i) => i).filter(i => seen.get(i)!.judgement.side === 0);
        if (meeting.length) return pick(meeting.includes(start) ? start : meeting[0]);
        return nearest(points.map((_, i) => i));
    }

    const last = points.length - 1;
    const [atStart, atFirst, atLast] = await Promise.all([look(start), look(0), look(last)]);
    if (atStart.judgement.side === 0) return pick(start);
    // Which way is harder: along the knob when its last value is judged harder than its first.
    const up = Math.sign(atLast.judgement.side - atFirst.judgement.side);
    if (up === 0) {
        // Both ends on the same side: nothing between them meets the target (or, both meeting, the nearest end does).
        if (atFirst.judgement.side === 0) return pick(Math.abs(start) <= Math.abs(last - start) ? 0 : last);
        return nearest([0, start, last]);
    }
    // Move from `start` toward the target: harder when it is easier than the target, easier when harder.
    const step = atStart.judgement.side < 0 ? up : -up;
    const end = step > 0 ? last : 0;
    const crossed = (i: number) => Math.sign(seen.get(i)!.judgement.side) !== atStart.judgement.side;
    if (!crossed(end)) return nearest([start, end]);
    // Bisect for the first position from `start` toward `end` that is no longer on start's side.
    let from = start;
    let to = end;
    while (Math.abs(to - from) > 1) {
        const mid = from + Math.trunc((to - from) / 2);
        await look(mid);
        if (crossed(mid)) to = mid;
        else from = mid;
    }
    if (seen.get(to)!.judgement.side === 0) return pick(to);
    // Jumped over the target between two neighbours: the nearer of the two.
    return nearest([from, to]);
}
