/** Simulation statistics and `expect` judging. */
import { describe, expect, it } from 'vitest';
import { encounterModel } from '../../language/model/encounter-model.js';
import { judgeExpectation } from '../../language/engine/expectations.js';
import { runEncounter } from '../../language/engine/runner.js';
import { verdictFor, wilson } from '../../language/engine/simulate.js';
import type { Encounter } from '../../language/generated/ast.js';
import { rise } from '../../language/rulesets/rise/index.js';
import { simulateParallel } from '../../language/simulation/parallel.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

/** Simulations as the CLI and server run them, every run on this thread (no worker bundle needed). */
const ON_THIS_THREAD = { workers: 0 };

async function model(body: string) {
    const built = await build(`ruleset rise\n${RISE_FIGHTERS}\nencounter e {\n${body}\n}`);
    return encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, rise);
}

describe('wilson interval', () => {
    it('matches the textbook value for 50 of 100', () => {
        const i = wilson(50, 100);
        expect(i.low).toBeCloseTo(0.4038, 3);
        expect(i.high).toBeCloseTo(0.5962, 3);
    });
    it('stays inside [0, 1] at the extremes', () => {
        expect(wilson(0, 10).low).toBe(0);
        expect(wilson(10, 10).high).toBe(1);
        expect(wilson(10, 10).low).toBeGreaterThan(0.65);
    });
});

describe('verdict', () => {
    it.each([
        [1, 0, 'trivial'],
        [0.95, 0.01, 'easy'],
        [0.8, 0.1, 'medium'],
        [0.5, 0.5, 'hard'],
        [0.2, 0, 'deadly'],
        [0.99, 0.2, 'hard'],
    ])('win rate %f with death rate %f is %s', (win, death, verdict) => {
        expect(verdictFor(win, death)).toBe(verdict);
    });
});

describe('simulate', () => {
    it('is reproducible and its shares add up', async () => {
        const m = await model('side heroes { Kara } side bandits { Bandit x2 } tactics attack_weakest');
        const a = await simulateParallel(m, 'rise', 300, 11, ON_THIS_THREAD);
        expect(await simulateParallel(m, 'rise', 300, 11, ON_THIS_THREAD)).toEqual(a);
        expect(a.sides.reduce((n, s) => n + s.wins, 0) + a.undecided).toBe(300);
        expect(a.judgedSide).toBe('heroes');
        for (const f of a.fighters) expect(f.survival + f.death).toBeLessThanOrEqual(1);
        expect(await simulateParallel(m, 'rise', 300, 12, ON_THIS_THREAD)).not.toEqual(a);
    });

    it('calls a lone bandit against a strong character trivial and the reverse deadly', async () => {
        const easy = await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest');
        expect(['trivial', 'easy']).toContain((await simulateParallel(easy, 'rise', 400, 1, ON_THIS_THREAD)).verdict);
        const hard = await model('side heroes { Kara } side bandits { Bandit x12 } tactics attack_weakest');
        expect((await simulateParallel(hard, 'rise', 200, 1, ON_THIS_THREAD)).verdict).toBe('deadly');
    });

    it('refuses absurd run counts', async () => {
        const m = await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest');
        await expect(simulateParallel(m, 'rise', 0, 1, ON_THIS_THREAD)).rejects.toThrow(RangeError);
        await expect(simulateParallel(m, 'rise', 1e9, 1, ON_THIS_THREAD)).rejects.toThrow(RangeError);
    });
});

describe('expectations', () => {
    it('judges wins, loses and survives against the run', async () => {
        const m = await model(
            'side heroes { Kara } side bandits { Bandit } tactics attack_weakest expect heroes wins expect bandits loses expect heroes survives',
        );
        const result = runEncounter(m, rise, { seed: 2 });
        const verdicts = m.expectations.map(e => judgeExpectation(e, result));
        const heroesWon = result.winner === 'heroes';
        expect(verdicts.map(v => v.passed)).toEqual([heroesWon, heroesWon, result.final.some(f => f.side === 'heroes' && f.status === 'active')]);
        expect(verdicts[0].actual).toBe(result.winner ? `${result.winner} won` : 'no side won');
    });
});
