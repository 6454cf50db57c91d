/** Simulation statistics and `expect` judging. */
import { describe, expect, it } from 'vitest';
import { encounterModel } from '../../language/model/encounter-model.js';
import { judgeExpectation } from '../../language/engine/expectations.js';
import { CombatLog, type FighterSnapshot } from '../../language/engine/log.js';
import type { RunResult } from '../../language/engine/runner.js';
import { emptyTally, type SimulationTally, summariseTally, verdictFor, verdictMeaning, wilson } from '../../language/engine/simulate.js';
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
    // Each band's thresholds, written down from the documented rule (docs/language.md §Command line):
    // trivial ≥ 98% wins and < 1% deaths; easy ≥ 90% and < 5%; medium ≥ 70% and < 15%; hard ≥ 40%.
    it.each([
        [1, 0, 'trivial'],
        [0.98, 0, 'trivial'], // exactly on the win threshold
        [0.98, 0.01, 'easy'], // exactly on the death threshold: not under 1%
        [0.9, 0, 'easy'],
        [0.9, 0.049, 'easy'],
        [0.9, 0.05, 'medium'], // a death in exactly 5% of runs is not under 5%
        [0.899, 0, 'medium'],
        [0.7, 0, 'medium'],
        [0.7, 0.149, 'medium'],
        [0.7, 0.15, 'hard'],
        [0.699, 0, 'hard'],
        [0.4, 1, 'hard'],
        [0.399, 0, 'deadly'],
        [0, 0, 'deadly'],
    ])('win rate %f with death rate %f is %s', (win, death, verdict) => {
        expect(verdictFor(win, death)).toBe(verdict);
    });

    it.each([
        ['trivial', 'trivial means at least 98% wins with a death in under 1% of runs'],
        ['easy', 'easy means at least 90% wins with a death in under 5% of runs'],
        ['medium', 'medium means at least 70% wins with a death in under 15% of runs'],
        ['hard', 'hard means at least 40% wins, short of medium (70% wins with a death in under 15% of runs)'],
        ['deadly', 'deadly means fewer than 40% wins'],
    ] as const)('what %s asks, in the words printed under the verdict', (verdict, words) => {
        expect(verdictMeaning(verdict)).toBe(words);
    });

    // Through the shipped path: whole tallies of 10 or 20 runs whose rates land exactly on a band's edge.
    it.each([
        [10, 9, 0, 'easy'],
        [10, 7, 0, 'medium'],
        [10, 4, 0, 'hard'],
        [10, 3, 0, 'deadly'],
        [20, 18, 1, 'medium'], // 90% wins but a death in 1 of 20 runs (5%)
        [20, 14, 3, 'hard'], // 70% wins, deaths in 15% of runs
        [100, 98, 0, 'trivial'],
    ])('%i runs, %i won, %i with a death: %s', async (runs, won, deaths, verdict) => {
        const m = await duel();
        const t: SimulationTally = { ...emptyTally(m), runs, wins: [won, runs - won], judgedDeaths: deaths, roundsHistogram: [0, runs] };
        expect(summariseTally(m, 1, t).verdict).toBe(verdict);
    });
});

let duelModel: Awaited<ReturnType<typeof model>> | undefined;
async function duel() {
    duelModel ??= await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest');
    return duelModel;
}

describe('rounds percentiles', () => {
    // Percentile q: the lowest round count r such that at least q of the runs lasted r rounds or
    // fewer. Each histogram is worked by hand: runs per round count, then the cumulative share.
    const histogram = (counts: Record<number, number>): number[] => {
        const h: number[] = [];
        const max = Math.max(...Object.keys(counts).map(Number));
        for (let r = 0; r <= max; r++) h[r] = counts[r] ?? 0;
        return h;
    };
    it.each([
        // [1, 5]: 1 round covers 1 of 2 runs = 50% → the median is 1; 90% needs both → 5.
        [
            { 1: 1, 5: 1 },
            { mean: 3, median: 1, p90: 5, max: 5 },
        ],
        // one run of 4 rounds: every percentile is 4
        [{ 4: 1 }, { mean: 4, median: 4, p90: 4, max: 4 }],
        // 1, 2, 3: the median needs 1.5 runs → 2 (2 of 3); 90% needs 2.7 runs → 3
        [
            { 1: 1, 2: 1, 3: 1 },
            { mean: 2, median: 2, p90: 3, max: 3 },
        ],
        // 10 runs: 5 of 1 round (50%), 4 of 2 (90% cumulative), 1 of 9 → median 1, p90 2
        [
            { 1: 5, 2: 4, 9: 1 },
            { mean: 2.2, median: 1, p90: 2, max: 9 },
        ],
        // 10 runs: 3 of 2 (30%), 1 of 3 (40%), 6 of 7 → median 7, p90 7; mean (6 + 3 + 42) / 10
        [
            { 2: 3, 3: 1, 7: 6 },
            { mean: 5.1, median: 7, p90: 7, max: 7 },
        ],
        // 20 runs: 18 of 3 rounds is exactly 90%
        [
            { 3: 18, 4: 2 },
            { mean: 3.1, median: 3, p90: 3, max: 4 },
        ],
        // 30 runs: 27 of 1 round is exactly 90%; the median needs 15 → 1 as well
        [
            { 1: 27, 6: 3 },
            { mean: 1.5, median: 1, p90: 1, max: 6 },
        ],
    ])('%o gives %o', async (counts, expected) => {
        const m = await duel();
        const roundsHistogram = histogram(counts);
        const runs = roundsHistogram.reduce((a, b) => a + b, 0);
        const t: SimulationTally = { ...emptyTally(m), runs, wins: [runs, 0], roundsHistogram };
        const rounds = summariseTally(m, 1, t).rounds;
        expect({ ...rounds, mean: Number(rounds.mean.toFixed(10)) }).toEqual(expected);
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
    // Hand-made results, so each verdict is written down, not re-derived from a run.
    const fighter = (id: string, side: string, status: string): FighterSnapshot => ({
        id,
        side,
        status,
        hp: 0,
        maxHp: 10,
        resources: {},
        conditions: [],
    });
    const result = (winner: string | undefined, ...final: FighterSnapshot[]): RunResult => ({
        encounter: 'e',
        seed: 1,
        log: new CombatLog(false),
        winner,
        reason: '',
        rounds: 3,
        final,
    });
    const heroesWon = result('heroes', fighter('Kara', 'heroes', 'active'), fighter('Bandit', 'bandits', 'dead'));
    const banditsWon = result('bandits', fighter('Kara', 'heroes', 'unconscious'), fighter('Bandit', 'bandits', 'active'));
    const draw = result(undefined, fighter('Kara', 'heroes', 'active'), fighter('Bandit', 'bandits', 'active'));
    const judge = (side: string, outcome: 'wins' | 'loses' | 'survives', r: RunResult) => judgeExpectation({ side, outcome }, r);

    it('wins: only when the side is the winner', () => {
        expect([heroesWon, banditsWon, draw].map(r => judge('heroes', 'wins', r).passed)).toEqual([true, false, false]);
        expect(judge('heroes', 'wins', banditsWon).actual).toBe('bandits won');
        expect(judge('heroes', 'wins', draw).actual).toBe('no side won');
    });

    it('loses: only when another side won (a draw is not a loss)', () => {
        expect([heroesWon, banditsWon, draw].map(r => judge('heroes', 'loses', r).passed)).toEqual([false, true, false]);
    });

    it('survives: a member still active, whoever won', () => {
        expect([heroesWon, banditsWon, draw].map(r => judge('heroes', 'survives', r).passed)).toEqual([true, false, true]);
        // Out of how many (it read "2 of heroes standing").
        expect(judge('heroes', 'survives', banditsWon).actual).toBe('0 of 1 heroes standing; bandits won');
        expect(judge('bandits', 'survives', draw).actual).toBe('1 of 1 bandits standing; no side won');
    });

    it('reads the expect lines of an encounter', async () => {
        const m = await model(
            'side heroes { Kara } side bandits { Bandit } tactics attack_weakest expect heroes wins expect bandits loses expect heroes survives',
        );
        expect(m.expectations).toEqual([
            { side: 'heroes', outcome: 'wins' },
            { side: 'bandits', outcome: 'loses' },
            { side: 'heroes', outcome: 'survives' },
        ]);
    });
});

describe('runs with no winner, by cause', () => {
    // "undecided 15.7% (round limit, script ran out, or everyone down)" left a GM guessing whether
    // the round limit was too short: each cause is counted.
    it('counts the round limit and a script that ran out apart', async () => {
        const limited = await simulateParallel(
            await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest round_limit 1'),
            'rise',
            200,
            1,
            ON_THIS_THREAD,
        );
        expect(limited.undecidedBy).toEqual({ roundLimit: limited.undecided, scriptRanOut: 0, everyoneDown: 0 });
        expect(limited.undecided).toBeGreaterThan(0);
        const scripted = await simulateParallel(
            await model('side heroes { Kara } side bandits { Bandit } round 1 { Kara: defend }'),
            'rise',
            50,
            1,
            ON_THIS_THREAD,
        );
        expect(scripted.undecidedBy).toEqual({ roundLimit: 0, scriptRanOut: 50, everyoneDown: 0 });
    });
});
