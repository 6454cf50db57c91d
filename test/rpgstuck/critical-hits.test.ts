/**
 * §Critical Hits, Percentages, Nat 20s, Nat 1s through the engine: the attack roll against the
 * defense, nat 20 and nat 1, the crit range, both crit rules, bonus percentages and halving.
 * Rosa's attack roll is d20 + P 2 + STR 3 (+ hit bonuses).
 */
import { describe, expect, it } from 'vitest';
import { recordText } from '../../language/engine/roll-text.js';
import { build } from '../helpers.js';
import { duel, duelText, rpgCodes } from './harness.js';

const AC = (n: number) => `hp 1000 defenses { AC ${n} }`;

describe('the attack roll', () => {
    it('d20 + P + stat + hit bonuses meeting the defense exactly is a hit (10 + 2 + 3 + 1 = 16 against AC 16)', async () => {
        const { attacks } = await duel({ attack: 'AC damage d6 + STR hit_bonus 1', dummy: AC(16) }, [10, 4]);
        expect(attacks[0]).toMatchObject({ total: 16, defense: 16, outcome: 'hit' });
        expect(attacks[0].bonuses).toEqual([
            { value: 2, label: 'P' },
            { value: 3, label: 'STR' },
            { value: 1, label: 'hit bonus' },
        ]);
    });
    it('one short is a miss, and a miss deals no damage', async () => {
        const { attacks, damage } = await duel({ attack: 'AC damage d6 + STR hit_bonus 1', dummy: AC(16) }, [9]);
        expect(attacks[0]).toMatchObject({ total: 15, outcome: 'miss' });
        expect(damage).toEqual([]);
    });
    it('a hit malus is subtracted', async () => {
        const { attacks } = await duel({ attack: 'AC damage d6 + STR hit_bonus -2', dummy: AC(13) }, [10, 1]);
        expect(attacks[0]).toMatchObject({ total: 13, outcome: 'hit' });
    });
    // docs/rulesets/rpgstuck.md §The attack roll: "The stat is the one the attack names (`uses DEX`)".
    it('the stat is the one the attack names: `uses DEX` adds DEX (2), not the STR of its damage (10 + 2 + 2 = 14)', async () => {
        const { attacks } = await duel({ attack: 'AC damage d6 + STR uses DEX', dummy: AC(14) }, [10, 4]);
        expect(attacks[0]).toMatchObject({ total: 14, outcome: 'hit' });
        expect(attacks[0].bonuses).toEqual([
            { value: 2, label: 'P' },
            { value: 2, label: 'DEX' },
        ]);
    });
    it('an attack roll adds one stat: `uses level` (no stat) and `uses STR, DEX` (two) are refused, not played as another stat', async () => {
        expect(await rpgCodes(duelText({ attack: 'AC damage d6 uses level' }))).toEqual(['rpgstuck-attack-stat']);
        expect(await rpgCodes(duelText({ attack: 'AC damage d6 uses STR, DEX' }))).toEqual(['rpgstuck-attack-stat']);
        expect(await rpgCodes(duelText({ attack: 'AC damage d6 uses INT' }))).toEqual([]);
    });
    it('an attack that rolls nothing adds its stat to nothing: `uses DEX` on it is a warning', async () => {
        const b = await build(duelText({ attack: 'AC damage d6 uses DEX tags auto_hit' }));
        expect(b.diagnostics.filter(d => d.code === 'rpgstuck-attack-stat').map(d => d.severity)).toEqual([2]);
    });
});

describe('nat 20 and nat 1', () => {
    it('a nat 20 hits and crits whatever the defense', async () => {
        const { attacks, damage } = await duel({ dummy: AC(40) }, [20, 4]);
        expect(attacks[0]).toMatchObject({ total: 25, outcome: 'critical' });
        expect(damage[0].amount).toBe(2 * (4 + 3));
    });
    it('a nat 1 misses whatever the defense, and never crits even with a crit range of +18', async () => {
        const { attacks } = await duel({ rosa: 'crit_range 18', dummy: AC(2) }, [1]);
        expect(attacks[0]).toMatchObject({ total: 6, outcome: 'miss' });
    });
});

describe('the crit range', () => {
    it('+2 to crit range crits on 18–20 instead of only 20', async () => {
        expect((await duel({ rosa: 'crit_range 2', dummy: AC(10) }, [18, 1])).attacks[0].outcome).toBe('critical');
        expect((await duel({ rosa: 'crit_range 2', dummy: AC(10) }, [17, 1])).attacks[0].outcome).toBe('hit');
    });
    it("the attack's crit range adds to the combatant's", async () => {
        expect((await duel({ rosa: 'crit_range 1', attack: 'AC damage d6 crit_range 1', dummy: AC(10) }, [18, 1])).attacks[0].outcome).toBe(
            'critical',
        );
    });
    it('a crit-range face that misses the defense is a miss (option crit_range_needs_hit: yes, the default)', async () => {
        expect((await duel({ rosa: 'crit_range 2', dummy: AC(30) }, [19])).attacks[0].outcome).toBe('miss');
    });
    it('option crit_range_needs_hit: no — the same face crits anyway', async () => {
        const { attacks } = await duel({ rosa: 'crit_range 2', dummy: AC(30), options: '{ crit_range_needs_hit: no }' }, [19, 4]);
        expect(attacks[0].outcome).toBe('critical');
    });
    it('a crit range past +18 is an error where it is written', async () => {
        expect(await rpgCodes('ruleset rpgstuck\ncharacter R { crit_range 19 attack A { vs AC damage d4 } }')).toEqual(['rpgstuck-crit-range']);
        expect(await rpgCodes('ruleset rpgstuck\ncharacter R { crit_range 18 attack A { vs AC damage d4 } }')).toEqual([]);
        expect(await rpgCodes('ruleset rpgstuck\ncharacter R { crit_range 10 attack A { vs AC damage d4 crit_range 9 } }')).toEqual([
            'rpgstuck-crit-range',
        ]);
    });
});

describe('the two crit rules (2d10 + STR)', () => {
    const attack = 'AC damage 2d10 + STR';
    it('double_total (the default): roll 2d10 + STR and double the result', async () => {
        const { damage } = await duel({ attack }, [20, 3, 9]);
        expect(damage[0]).toMatchObject({ amount: 2 * (3 + 9 + 3) });
        expect(damage[0].rolls?.[0].faces).toHaveLength(2);
    });
    it('double_dice: roll 4d10 + 2 × STR', async () => {
        const { damage } = await duel({ attack, options: '{ crit_rule: double_dice }' }, [20, 3, 9, 5, 7]);
        expect(damage[0]).toMatchObject({ amount: 3 + 9 + 5 + 7 + 2 * 3 });
        // The line shows the four dice as 4d10 and the flat doubled (it read `2d10 [3, 9, 5, 7] + 6 flat`).
        expect(recordText(damage[0].rolls![0])).toBe('4d10 [3, 9, 5, 7] + 6 flat (doubled)');
    });
    it('double_dice with a bonus or a halving: the percentages are summed, then halved over the doubled dice (it read a bare × 75%)', async () => {
        const { damage } = await duel({ attack, line: ' with halved 1', options: '{ crit_rule: double_dice }' }, [20, 3, 9, 5, 7]);
        // (3 + 9 + 5 + 7 + 6) × 75% = 22.5, rounded down.
        expect(damage[0].amount).toBe(22);
        expect(recordText(damage[0].rolls![0])).toBe(
            '4d10 [3, 9, 5, 7] + 6 flat (doubled) = 30 × 75% ((100 + critical 100 − halved 50) ÷ 2 over the doubled dice; rounded down)',
        );
    });
    it('the seed says the two come out "the same": the same mean, not the same spread — 4d10 can total 5, twice 2d10 is never odd', async () => {
        const odd = await duel({ attack: 'AC damage 2d10', options: '{ crit_rule: double_dice }' }, [20, 1, 1, 1, 2]);
        expect(odd.damage[0].amount).toBe(5);
        const even = await duel({ attack: 'AC damage 2d10' }, [20, 2, 1]);
        expect(even.damage[0].amount).toBe(6);
    });
});

describe('bonus percentages and halving', () => {
    const crit = [20, 10]; // a nat 20 and a d10 of 10
    it('a crit with a headshot and Trace, as the example counts it (head_crit: trace_example): 250% bonus, 10 becomes 35', async () => {
        const { damage } = await duel({ attack: 'AC damage d10', line: '.head with trace', options: '{ head_crit: trace_example }' }, crit);
        expect(damage[0].amount).toBe(35);
    });
    it('the same under the Head entry (head_crit: head_text, the default): a head crit adds +50% more, 300% bonus, 10 becomes 40', async () => {
        const { damage } = await duel({ attack: 'AC damage d10', line: '.head with trace' }, crit);
        expect(damage[0].amount).toBe(40);
    });
    it('percentages apply after all modifiers: (6 + 4) at 250% (crit + 50%) is 25', async () => {
        const { damage } = await duel({ attack: 'AC damage d6 + 4', line: ' with bonus_percent 50' }, [20, 6]);
        expect(damage[0].amount).toBe(25);
    });
    it('a crit on an attack that deals half damage still deals 50% bonus damage (10 → 15)', async () => {
        expect((await duel({ attack: 'AC damage d10', line: ' with halved 1' }, crit)).damage[0].amount).toBe(15);
    });
    it('halving takes the bonus first: crit + Trace (300%) halved once is 250%', async () => {
        expect((await duel({ attack: 'AC damage d10', line: ' with trace, halved 1' }, crit)).damage[0].amount).toBe(25);
    });
    it('halved twice with no bonus: no damage, yet still a damaging attack (its damage is logged)', async () => {
        const { damage } = await duel({ attack: 'AC damage d6', line: ' with halved 2' }, [10, 6]);
        expect(damage).toHaveLength(1);
        expect(damage[0].amount).toBe(0);
    });
    it('damage never goes below zero, however many halvings stack', async () => {
        expect((await duel({ attack: 'AC damage d10', line: ' with halved 7' }, crit)).damage[0].amount).toBe(0);
    });
    it('a negative roll (−P per step below d2) deals 0', async () => {
        expect((await duel({ attack: 'AC damage d2 steps -3' }, [10, 1])).damage[0].amount).toBe(0);
    });
});

describe('attacks that do not roll, or roll a skill check (§Called Shots and Anatomy lists them)', () => {
    it('`auto_hit`: no attack roll, the damage lands (never a crit)', async () => {
        const { attacks, damage } = await duel({ attack: 'AC damage d6 + STR tags auto_hit' }, [4]);
        expect(attacks).toEqual([]);
        expect(damage[0].amount).toBe(4 + 3);
    });
    it('`skill_check`: a 20 is no crit and a 1 no automatic miss — the total against the defense decides', async () => {
        const twenty = await duel({ attack: 'AC damage d6 tags skill_check', dummy: 'hp 1000 defenses { AC 10 }' }, [20, 3]);
        expect(twenty.attacks[0]).toMatchObject({ outcome: 'hit', note: 'a skill check: no nat 20 or nat 1' });
        expect(twenty.damage[0].amount).toBe(3);
        const one = await duel({ attack: 'AC damage d6 tags skill_check', dummy: 'hp 1000 defenses { AC 5 }' }, [1, 3]);
        expect(one.attacks[0]).toMatchObject({ total: 1 + 5, outcome: 'hit' });
    });
    it('`damage_on_miss`: a miss still deals its damage, halved once [assumption: the chapter gives no amount]', async () => {
        const { attacks, damage } = await duel({ attack: 'AC damage d6 + STR tags damage_on_miss', dummy: 'hp 1000 defenses { AC 30 }' }, [5, 4]);
        expect(attacks[0].outcome).toBe('miss');
        expect(damage[0].amount).toBe(Math.floor((4 + 3) / 2));
    });
    it('`effect_on_miss`: a miss still has its effects', async () => {
        const { events } = await duel(
            { attack: 'AC damage d6 inflicts weakened for 1 rounds tags effect_on_miss', dummy: 'hp 1000 defenses { AC 30 }' },
            [5],
        );
        expect(events.filter(e => e.kind === 'condition')).toEqual([expect.objectContaining({ who: 'Dummy', condition: 'weakened', gained: true })]);
    });
});
