/**
 * Shares of a whole as a report prints them: rounded to a tenth of a percent, and adding up to the
 * whole (a simulation's outcomes read 100.0%, not 100.1%; the causes of "no winner" add up to it).
 */
import { describe, expect, it } from 'vitest';
import { percent, sharesAddingUp } from '../../language/engine/percent.js';
import { outcomeShares, type SimulationSummary, undecidedCauses } from '../../language/engine/simulate.js';

const tenths = (shares: readonly string[]) => shares.reduce((n, s) => n + Math.round(Number.parseFloat(s) * 10), 0);

describe('shares that add up', () => {
    it('rounds each share to a tenth of a percent', () => {
        expect(percent(0.72776)).toBe('72.8%');
        expect(sharesAddingUp([1, 1, 2], 4)).toEqual(['25.0%', '25.0%', '50.0%']);
    });

    it('makes the outcomes of 3001 runs add up to 100.0% where each rounded alone they make 100.1%', () => {
        // 2184, 599 and 218 of 3001 runs: 72.8% + 20.0% + 7.3% rounded one by one.
        const alone = [2184, 599, 218].map(n => percent(n / 3001));
        expect(tenths(alone)).toBe(1001);
        const shares = sharesAddingUp([2184, 599, 218], 3001);
        expect(tenths(shares)).toBe(1000);
        // Each share stays within a tenth of its exact value.
        for (const [i, n] of [2184, 599, 218].entries()) expect(Math.abs(Number.parseFloat(shares[i]) - (n * 100) / 3001)).toBeLessThan(0.1);
    });

    it('makes thirds add up, the extra tenth going to the first', () => {
        expect(sharesAddingUp([1, 1, 1], 3)).toEqual(['33.4%', '33.3%', '33.3%']);
    });

    it('adds up to a total given in tenths, and gives nothing to counts of 0', () => {
        expect(sharesAddingUp([118, 0, 100], 3001, 73)).toEqual(['3.9%', '0.0%', '3.4%']);
        expect(sharesAddingUp([0, 0], 0)).toEqual(['0.0%', '0.0%']);
    });
});

describe("a simulation's outcome shares", () => {
    const summary = {
        runs: 3001,
        sides: [{ wins: 2184 }, { wins: 599 }],
        undecided: 218,
        undecidedBy: { roundLimit: 118, scriptRanOut: 0, everyoneDown: 100 },
    } as unknown as SimulationSummary;

    it('add up to 100.0%, and the causes of no winner to its share', () => {
        const shares = outcomeShares(summary);
        expect(tenths([...shares.sides, shares.undecided])).toBe(1000);
        expect(shares.undecided).toBe('7.3%');
        expect(undecidedCauses(summary)).toBe('the round limit 3.9%, everyone down 3.4%');
    });
});
