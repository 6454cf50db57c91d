/**
 * `strife odds`: the exact distribution of `10d10!` and `8d6kh3`, computed in process (parse +
 * distribution + summary). Bar (issue 14): the command answers in ≤ 200 ms; run.mjs also times the
 * spawned command end to end, which is what a user waits for.
 */
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { diceOdds } from '../../language/engine/dice-odds.js';
import { measure, type Row } from './timing.js';

/**
 * The formulas of the bar: issue 14's two, and (issue 26) every formula of docs/language.md's table
 * of equivalent notations.
 */
export const ODDS_FORMULAS = [
    '10d10!',
    '8d6kh3',
    '4d6k3',
    '4d6d1',
    '4d6pl1',
    '2d20kh',
    '2d6r1',
    '2d6ro1',
    '3d6!',
    '3d6x',
    '3d6xo',
    '3d6e6',
    '3d6!!',
    '3d6!p',
    '8d6min2',
    '8d6ma5',
    '10d10>7',
    '10d10cs>=7',
    '10d10>7f1',
    '10d10cs>=7cf1',
    '10d6k>3',
    '10d6p<3',
    '4d6rol1',
    '1d20ra20',
    '4d6eh1',
    '{4d6+3, 2d8}kh1',
    '(4d6+3, 2d8)kh1',
    '4dF',
    '0d6',
] as const;

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
