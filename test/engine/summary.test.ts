/** The end-of-fight summary, from a hand-written log: what a GM reads under "Summary". */
import { describe, expect, it } from 'vitest';
import type { CombatEvent, FighterSnapshot } from '../../language/engine/log.js';
import { countedOutcome, renderSummary } from '../../language/engine/render.js';
import { FightTally } from '../../language/engine/summary.js';

/** The summary as the run renderers build it: the tally fed the log event by event. */
function summarizeFight(events: readonly CombatEvent[]) {
    const tally = new FightTally();
    for (const e of events) tally.add(e);
    return tally.summary();
}

const snap = (id: string, side: string, status: string, hp: number): FighterSnapshot => ({
    id,
    side,
    status,
    hp,
    maxHp: 20,
    resources: {},
    conditions: [],
});
const attack = (actor: string, target: string, outcome: string): CombatEvent => ({
    kind: 'attack',
    actor,
    attack: 'Sword',
    target,
    rolls: [],
    bonuses: [],
    total: 10,
    versus: 'armor',
    defense: 5,
    outcome,
});
const damage = (target: string, amount: number, hpLost: number, attacker?: string): CombatEvent => ({
    kind: 'damage',
    attacker,
    target,
    amount,
    absorbed: amount - hpLost,
    hpLost,
    hp: 0,
    maxHp: 20,
});

const LOG: CombatEvent[] = [
    { kind: 'start', encounter: 'E', ruleset: 'rise', seed: 1, sides: [], outcomes: { critical: 'CRITICAL HIT', hit: 'hit', miss: 'miss' } },
    { kind: 'round', round: 1 },
    attack('A', 'B', 'miss'),
    attack('B', 'A', 'hit'),
    damage('A', 6, 4, 'B'),
    { kind: 'round', round: 2 },
    attack('A', 'B', 'critical'),
    damage('B', 12, 12, 'A'),
    damage('B', 3, 3), // bleeding: nobody's attack
    { kind: 'defeated', who: 'B', how: 'dies' },
    { kind: 'end', winner: 'left', reason: '', rounds: 2, final: [snap('A', 'left', 'active', 16), snap('B', 'right', 'dead', 0)] },
];

describe('fight summary', () => {
    const [a, b] = summarizeFight(LOG);

    it('sums damage dealt and taken before absorption, and what came off hit points', () => {
        expect(a).toMatchObject({ dealt: 12, taken: 6, lost: 4 });
        expect(b).toMatchObject({ dealt: 6, taken: 15, lost: 15 });
    });

    it("counts attacks by outcome in the ruleset's order of outcomes", () => {
        expect(Object.entries(a.attacks)).toEqual([
            ['critical', 1],
            ['miss', 1],
        ]);
    });

    it('credits a defeat to whoever hurt the fallen last with an attack, and says when they went down', () => {
        expect(a.defeated).toEqual(['B']);
        expect(b.downInRound).toBe(2);
        expect(a.downInRound).toBeUndefined();
    });

    it('is empty for a log that was not kept', () => {
        expect(summarizeFight([])).toEqual([]);
    });
});

describe('outcomes counted on the summary line', () => {
    it("in the plural past one, in the label's own case; a label that is no noun stays", () => {
        expect(countedOutcome(1, 'hit')).toBe('1 hit');
        expect(countedOutcome(3, 'hit')).toBe('3 hits');
        expect(countedOutcome(2, 'miss')).toBe('2 misses');
        expect(countedOutcome(3, 'glancing blow')).toBe('3 glancing blows');
        expect(countedOutcome(2, 'CRITICAL HIT')).toBe('2 CRITICAL HITS');
        expect(countedOutcome(0, 'miss')).toBe('0 misses');
        expect(countedOutcome(4, 'FAILED')).toBe('4 FAILED');
        // Enchanted Realms' critical hits (the summary read "3 CRIT").
        expect(countedOutcome(3, 'CRIT')).toBe('3 CRITS');
    });
});

describe('how each one ended, as the summary line says it', () => {
    const OUTCOMES = { hit: 'hit', miss: 'miss' };
    const ended = (final: FighterSnapshot[], events: CombatEvent[] = []) =>
        renderSummary(
            summarizeFight([
                { kind: 'start', encounter: 'E', ruleset: 'paladins', seed: 1, sides: [], outcomes: OUTCOMES },
                { kind: 'round', round: 1 },
                ...events,
                { kind: 'end', winner: undefined, reason: '', rounds: 1, final },
            ]),
            'text',
            OUTCOMES,
        )
            .slice(2)
            .map(line => line.split('; ').at(-1));
    it('standing, down in a round, or down and back up', () => {
        const events: CombatEvent[] = [
            { kind: 'defeated', who: 'B', how: 'falls' },
            { kind: 'defeated', who: 'C', how: 'falls' },
        ];
        expect(ended([snap('A', 'l', 'active', 5), snap('B', 'r', 'unconscious', 0), snap('C', 'r', 'active', 3)], events)).toEqual([
            'standing',
            'down in round 1',
            'down in round 1, back up',
        ]);
    });
    // A fighter that fled, or was carried into the fight already dead (a day's earlier fight), never
    // went down in this one: it read 'standing'.
    it('fled, or down from the start', () => {
        expect(ended([snap('Hexer', 'r', 'fled', 8), snap('Mira', 'l', 'dead', -4), snap('Garret', 'l', 'unconscious', 0)])).toEqual([
            'fled',
            'dead from the start',
            'unconscious from the start',
        ]);
    });
});
