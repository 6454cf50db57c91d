/**
 * `summariseTally` (what `strife simulate`, the report page and the difficulty lens print) on a
 * tally written by hand: every rate is a count over the runs, the histogram lists only round counts
 * some run lasted, and the verdict judges the side with the character even when it is not listed
 * first. Found by `npm run mutate`: no test read the rates, the histogram or the fighters' lines.
 */
import { expect, it } from 'vitest';
import { emptyTally, type SimulationTally, summariseTally } from '../../language/engine/simulate.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { rise } from '../../language/rulesets/rise/index.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

it('turns 4 runs into rates, a histogram and a verdict for the heroes, listed second', async () => {
    const built = await build(`ruleset rise\n${RISE_FIGHTERS}\nencounter e {\nside bandits { Bandit } side heroes { Kara }\n}`);
    const m = encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, rise);
    // 4 runs: heroes won 3, one undecided; Kara ended active in 3 (30 HP left in all) and died in
    // 1; the Bandit ended active in 1 (5 HP), dead in 2; two runs lasted 1 round, two lasted 3.
    const t: SimulationTally = {
        ...emptyTally(m),
        runs: 4,
        wins: [0, 3],
        undecided: 1,
        alive: [1, 3],
        dead: [2, 1],
        hpLeft: [5, 30],
        maxHp: [12, 20],
        judgedDeaths: 1,
        sideAnyDown: [3, 1],
        sideDown: [3, 1],
        roundsHistogram: [0, 2, 0, 2],
    };
    const s = summariseTally(m, 7, t);
    expect(s.sides.map(({ interval: _, ...side }) => side)).toEqual([
        { side: 'bandits', wins: 0, rate: 0, members: 1, anyDown: 0.75, meanDown: 0.75 },
        { side: 'heroes', wins: 3, rate: 0.75, members: 1, anyDown: 0.25, meanDown: 0.25 },
    ]);
    expect(s.undecided).toBe(1);
    // mean (2 × 1 + 2 × 3) / 4 = 2; 2 of 4 runs (50%) lasted 1 round or fewer; 90% needs all 4 → 3
    expect(s.rounds).toEqual({ mean: 2, median: 1, p90: 3, max: 3 });
    expect(s.roundsHistogram).toEqual([
        { rounds: 1, runs: 2 },
        { rounds: 3, runs: 2 },
    ]);
    expect(s.fighters.map(f => [f.side, f.survival, f.death, f.meanHp, f.maxHp])).toEqual([
        ['bandits', 0.25, 0.5, 1.25, 12],
        ['heroes', 0.75, 0.25, 7.5, 20],
    ]);
    expect(s.fighters.map(f => f.id)).toEqual(m.sides.flatMap(side => side.members.map(member => member.id)));
    // the heroes (Kara is a character) are judged: 75% wins, a death in 25% of runs → hard
    expect([s.judgedSide, s.judgedDeathRate, s.verdict]).toEqual(['heroes', 0.25, 'hard']);
    expect([s.encounter, s.seed, s.runs]).toEqual(['e', 7, 4]);
});
