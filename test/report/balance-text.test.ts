/**
 * The words of a balance answer a GM reads: a side's name as an owner, whatever its number (the
 * chart read "Crew' win rate"), and the target's band said once ("the win rates of a win rate of 60%").
 */
import { describe, expect, it } from 'vitest';
import { bandText, chartCaption, possessive, textChart } from '../../language/report/balance-text.js';
import type { BalanceResult } from '../../language/simulation/balance-result.js';

describe('balance words', () => {
    it('a side owns its win rate: heroes’, crew’s, party’s', () => {
        expect(['heroes', 'crew', 'party', 'bandits'].map(possessive)).toEqual(["heroes'", "crew's", "party's", "bandits'"]);
    });
    it('the band names the target once, after its win rates', () => {
        const result = { target: { text: 'a win rate of 60% ±5', band: { low: 0.55, high: 0.65 } } } as unknown as BalanceResult;
        expect(bandText(result)).toBe("the target's win rates, 55.0%–65.0% (a win rate of 60% ±5)");
        expect(bandText({} as BalanceResult)).toBeUndefined();
    });
    // A 75–85% band shaded the 80% and the 90% rows (0.8 + 0.05 is a hair above 0.85); a 55–65%
    // band the 50% and the 60% rows. Only the row the band covers is shaded.
    it('shades the rows the target band covers, no more, whichever side', () => {
        const shaded = (low: number, high: number) => {
            const result = {
                judgedSide: 'heroes',
                vary: [{ kind: 'count', name: 'Bandit', values: [3], current: 3 }],
                points: [{ setting: [3], label: 'x3', current: true, runs: 1, winRate: 0.3 }],
                target: { kind: 'win', rate: (low + high) / 2, tolerance: (high - low) / 2, text: 't', band: { low, high } },
            } as unknown as BalanceResult;
            return textChart(result)
                .filter(l => l.includes('░') && /^ *\d+% ┤/.test(l))
                .map(l => l.trim().split('%')[0]);
        };
        expect(shaded(0.8 - 0.05, 0.8 + 0.05)).toEqual(['80']);
        expect(shaded(0.6 - 0.05, 0.6 + 0.05)).toEqual(['60']);
    });
    it('with two knobs the caption names the letters, not a ● the chart does not draw', () => {
        const result = {
            judgedSide: 'heroes',
            vary: [
                { kind: 'count', name: 'Bandit', values: [1, 2], current: 1 },
                { kind: 'stat', name: 'BanditCaptain.hit_points', values: [10, 20], current: 20 },
            ],
            points: [1, 2, 3, 4].map(k => ({ setting: [k], label: `p${k}`, current: false, runs: 1, winRate: k / 5 })),
        } as unknown as BalanceResult;
        expect(chartCaption(result)).toBe("Heroes' win rate by setting (a letter per BanditCaptain.hit_points, below)");
    });
});
