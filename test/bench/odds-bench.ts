/**
 * `strife odds`: the exact distribution of `10d10!` and `8d6kh3`, computed in process (parse +
 * distribution + summary). Bar (issue 14): the command answers in ≤ 200 ms; run.mjs also times the
 * spawned command end to end, which is what a user waits for.
 */
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { diceOdds } from '../../language/engine/dice-odds.js';
import { measure, type Row } from './timing.js';

/** The formulas of the bar. */
export const ODDS_FORMULAS = ['10d10!', '8d6kh3'] as const;

export function oddsBench(opts: { reps: number }): Row[] {
    return ODDS_FORMULAS.map(formula => {
        let exact = false;
        const s = measure(
            () => {
                const parsed = parseDiceFormula(formula);
                if ('error' in parsed) throw new Error(parsed.error);
                exact = diceOdds(parsed.expr).exact;
            },
            opts.reps,
            0,
        );
        return {
            group: 'odds',
            name: `odds ${formula} (in process, first sample cold)`,
            unit: 'ms',
            reps: opts.reps,
            median: s.median,
            min: s.min,
            cpu: s.cpu,
            bar: '≤ 200 ms',
            limit: 200,
            note: `${exact ? 'exact' : 'SAMPLED'}; cold ${s.first.toFixed(1)} ms`,
        };
    });
}
