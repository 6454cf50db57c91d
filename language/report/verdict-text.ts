/** The difficulty verdict in words, with the figures it rests on. */
import { percent as pct } from '../engine/percent.js';
import { outcomeShares, type SimulationSummary, undecidedCauses, verdictFor, verdictMeaning } from '../engine/simulate.js';

export interface VerdictText {
    /** One sentence, e.g. "Hard for heroes: they win 62% of fights." (", but one of them dies in 20% of runs" when the deaths decide it). */
    readonly headline: string;
    /** The reasons, one sentence each: win rate with its interval, members going down, rounds, the rule applied. */
    readonly reasons: readonly string[];
}

/** The verdict of `s` explained for a reader who never saw the thresholds. */
export function explainVerdict(s: SimulationSummary): VerdictText {
    const judged = s.sides.find(x => x.side === s.judgedSide);
    const rate = judged?.rate ?? 0;
    // The shares the outcome table prints (they add up to 100.0%), so the sentence and the table agree.
    const shares = outcomeShares(s);
    const share = judged ? shares.sides[s.sides.indexOf(judged)] : pct(0);
    const verdict = s.verdict[0].toUpperCase() + s.verdict.slice(1);
    const reasons = [
        `${s.judgedSide} win ${share} of ${s.runs} runs (95% interval ${pct(judged?.interval.low ?? 0)}–${pct(judged?.interval.high ?? 1)}).`,
        `In ${pct(s.judgedDeathRate)} of runs at least one of ${s.judgedSide} dies.`,
        ...s.sides.map(x => `${x.side}: at least one of ${x.members} down in ${pct(x.anyDown)} of runs, ${x.meanDown.toFixed(2)} down on average.`),
        `A fight lasts ${s.rounds.mean.toFixed(1)} rounds on average (median ${s.rounds.median}, 90% within ${s.rounds.p90}).`,
        ...(s.undecided > 0 ? [`${shares.undecided} of runs end with no winner: ${undecidedCauses(s)}.`] : []),
        `Rule: ${verdictMeaning(s.verdict)}.`,
    ];
    // When the deaths, not the wins, hold the verdict down, the headline says so.
    const byDeaths = verdictFor(rate, 0) !== s.verdict ? `, but one of them dies in ${pct(s.judgedDeathRate)} of runs` : '';
    return { headline: `${verdict} for ${s.judgedSide}: they win ${share} of fights${byDeaths}.`, reasons };
}
