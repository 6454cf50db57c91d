/**
 * Every rule option of RPGSTUCK_OPTIONS, both ways, through the engine playing a duel (Rosa's roll
 * d20 + P 2 + STR 3; her attack A `d6 + STR` unless said) or a stat block it builds.
 */
import { describe, expect, it } from 'vitest';
import { RPGSTUCK_OPTIONS } from '../../language/rulesets/rpgstuck/schema.js';
import { arena, attackEvents, duel, duelText } from './harness.js';

const SHIELD = 'hp 1000 defenses { AC 10 } tags shieldkind';
const TESTED = [
    'crit_rule',
    'head_crit',
    'overflow',
    'advantage_stack',
    'crit_range_needs_hit',
    'aim_block_cancel',
    'aim_die',
    'avert_die',
    'rounding',
    'hit_die_average',
];

it('this file tests every option the schema documents', () => expect(RPGSTUCK_OPTIONS.map(o => o.name)).toEqual(TESTED));

describe('crit_rule', () => {
    it('double_total (default): a crit rolls 2d10 + STR and doubles it', async () =>
        expect((await duel({ attack: 'AC damage 2d10 + STR' }, [20, 3, 9])).damage[0].amount).toBe(30));
    it('double_dice: 4d10 + 2 × STR', async () =>
        expect((await duel({ attack: 'AC damage 2d10 + STR', options: '{ crit_rule: double_dice }' }, [20, 3, 9, 5, 7])).damage[0].amount).toBe(30));
});

describe('head_crit', () => {
    it('head_text (default): a head crit with Trace is 300% bonus (10 → 40)', async () =>
        expect((await duel({ attack: 'AC damage d10', line: '.head with trace' }, [20, 10])).damage[0].amount).toBe(40));
    it('trace_example: 250% (10 → 35)', async () =>
        expect(
            (await duel({ attack: 'AC damage d10', line: '.head with trace', options: '{ head_crit: trace_example }' }, [20, 10])).damage[0].amount,
        ).toBe(35));
});

describe('overflow', () => {
    it('2P (default): a step past 2d12 adds 2P (4)', async () =>
        expect((await duel({ attack: 'AC damage 2d12 steps 1' }, [10, 1, 1])).damage[0].amount).toBe(2 + 4));
    // The docs list `2P` (the seed's own word) as a value; the ruleset line could not parse it.
    it('2P written on the ruleset line, alone or before another option with or without a comma', async () => {
        for (const options of ['{ overflow: 2P }', '{ overflow: 2P, crit_rule: double_dice }', '{ overflow: 2P crit_rule: double_dice }'])
            expect((await duel({ attack: 'AC damage 2d12 steps 1', options }, [10, 1, 1])).damage[0].amount, options).toBe(2 + 4);
    });
    it('level: it adds the level (3)', async () =>
        expect((await duel({ attack: 'AC damage 2d12 steps 1', options: '{ overflow: level }' }, [10, 1, 1])).damage[0].amount).toBe(2 + 3));
});

describe('advantage_stack (three sources of advantage)', () => {
    const three = { line: ' with advantage, advantage, advantage' };
    it('flat_once (default): a stack is +4 however many sources', async () =>
        expect((await duel(three, [3, 10, 1])).attacks[0].total).toBe(10 + 5 + 4));
    it('per_extra: +4 per source beyond the first (+8)', async () =>
        expect((await duel({ ...three, options: '{ advantage_stack: per_extra }' }, [3, 10, 1])).attacks[0].total).toBe(10 + 5 + 8));
});

describe('crit_range_needs_hit (crit range +2, a 19 short of AC 30)', () => {
    it('yes (default): a miss', async () =>
        expect((await duel({ rosa: 'crit_range 2', dummy: 'hp 1000 defenses { AC 30 }' }, [19])).attacks[0].outcome).toBe('miss'));
    it('no: a crit', async () =>
        expect(
            (await duel({ rosa: 'crit_range 2', dummy: 'hp 1000 defenses { AC 30 }', options: '{ crit_range_needs_hit: no }' }, [19, 1])).attacks[0]
                .outcome,
        ).toBe('critical'));
});

describe('aim_block_cancel (aims d4 and d8 against a block d4)', () => {
    const round = { dummy: SHIELD, round: 'Rosa: aim; A -> Dummy with aim d8\n Dummy: block' };
    it('smallest (default): each side gives up its smallest die — the d8 is rolled', async () =>
        expect((await duel(round, [10, 8, 1])).attacks[0].rolls[1].faces).toEqual([{ sides: 8, value: 8, kept: true }]));
    it('largest: each side gives up its largest — the d4 is rolled', async () =>
        expect((await duel({ ...round, options: '{ aim_block_cancel: largest }' }, [10, 4, 1])).attacks[0].rolls[1].faces).toEqual([
            { sides: 4, value: 4, kept: true },
        ]));
});

describe('aim_die (the Aim minor action)', () => {
    const die = async (options: string, face: number) =>
        (await duel({ options, round: 'Rosa: aim; A -> Dummy' }, [10, face, 1])).attacks[0].rolls[1].faces[0].sides;
    it('d4 (default)', async () => expect(await die('', 4)).toBe(4));
    it('d6', async () => expect(await die('{ aim_die: d6 }', 6)).toBe(6));
    it('d2', async () => expect(await die('{ aim_die: d2 }', 2)).toBe(2));
});

describe('avert_die (Avert: a block die against the next attack on the averter, until its next turn)', () => {
    // Round 1: the Dummy averts. Round 2: Rosa (first in initiative) attacks into it.
    const sides = async (options: string, face: number) => {
        const a = await arena(duelText({ options, round: 'Dummy: avert' }));
        a.play(1, [20, 1]);
        const [attack] = attackEvents(
            a.play(2, [10, face, 1], [{ actor: 'Rosa', actions: [{ action: 'A', isAttack: true, targets: ['Dummy'], modifiers: [] }] }]),
        );
        return attack.rolls[1].faces[0].sides;
    };
    it('d4 (default)', async () => expect(await sides('', 4)).toBe(4));
    it('d6', async () => expect(await sides('{ avert_die: d6 }', 6)).toBe(6));
    it('d2', async () => expect(await sides('{ avert_die: d2 }', 2)).toBe(2));
});

describe('rounding (7 halved once)', () => {
    const halved = async (options: string) => (await duel({ attack: 'AC damage d4 + 3', line: ' with halved 1', options }, [10, 4])).damage[0].amount;
    it('down (default): 3', async () => expect(await halved('')).toBe(3));
    it('nearest: 4', async () => expect(await halved('{ rounding: nearest }')).toBe(4));
    it('up: 4', async () => expect(await halved('{ rounding: up }')).toBe(4));
    it('5 at 125% is 6.25: down 6, nearest 6, up 7', async () => {
        const quarter = async (options: string) =>
            (await duel({ attack: 'AC damage 5', line: ' with bonus_percent 25', options }, [10])).damage[0].amount;
        expect(await quarter('')).toBe(6);
        expect(await quarter('{ rounding: nearest }')).toBe(6);
        expect(await quarter('{ rounding: up }')).toBe(7);
    });
});

describe('hit_die_average (level 3, d8, CON 2)', () => {
    const max = async (options: string) => (await arena(duelText({ options, rosa: 'level 3 hit_die 8 CON 2', round: '' }))).byId('Rosa').maxHp;
    it('round_up (default): 4.5 → 5, 20 + 2 × 7 = 34', async () => expect(await max('')).toBe(34));
    it('round_down: 4.5 → 4, 20 + 2 × 6 = 32', async () => expect(await max('{ hit_die_average: round_down }')).toBe(32));
});
