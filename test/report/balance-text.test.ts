/**
 * The words of a balance answer a GM reads: a side's name as an owner, whatever its number (the
 * chart read "Crew' win rate"), and the target's band said once ("the win rates of a win rate of 60%").
 */
import { describe, expect, it } from 'vitest';
import { bandText, possessive } from '../../language/report/balance-text.js';
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
});
