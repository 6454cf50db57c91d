import { describe, expect, it } from 'vitest';
import { advantageState, checkCritRange, critThreshold, rollAttack } from '../../language/rulesets/rpgstuck/attack-roll.js';
import { aimBlockDie, cancelAimBlock, rollAimBlock } from '../../language/rulesets/rpgstuck/aim-block.js';
import { dice } from './scripted.js';

const base = { proficiency: 2, stat: 3, defense: 15 };

describe('§Critical Hits, Percentages, Nat 20s, Nat 1s: the attack roll', () => {
    it('d20 + P + stat + bonuses − maluses meets the defense: a hit with its margin', () => {
        const r = rollAttack({ ...base, bonuses: [1, 2], maluses: [2] }, dice(9));
        expect(r).toMatchObject({ faces: [9], kept: 9, total: 15, defense: 15, outcome: 'hit', margin: 0 });
    });
    it('one short is a miss', () => {
        expect(rollAttack(base, dice(9))).toMatchObject({ total: 14, outcome: 'miss', margin: -1 });
    });
    it('§Nat 20: hits and crits whatever the defense', () => {
        expect(rollAttack({ ...base, defense: 40 }, dice(20))).toMatchObject({ total: 25, outcome: 'critical', margin: -15, nat20: true });
    });
    it('§Nat 1: misses whatever the defense, and never crits even with a wide crit range', () => {
        expect(rollAttack({ ...base, defense: 2, critRange: 18 }, dice(1))).toMatchObject({ total: 6, outcome: 'miss', nat1: true });
    });
    it('§Critical Hits: +2 to crit range crits on 18-20 instead of only 20', () => {
        expect(critThreshold(2)).toBe(18);
        expect(rollAttack({ ...base, critRange: 2 }, dice(18)).outcome).toBe('critical');
        expect(rollAttack({ ...base, critRange: 2 }, dice(17)).outcome).toBe('hit');
    });
    it('assumption: a crit-range face that misses the defense is a miss (option: it crits anyway)', () => {
        const input = { ...base, defense: 30, critRange: 2 };
        expect(rollAttack(input, dice(19)).outcome).toBe('miss');
        expect(rollAttack(input, dice(19), { critRangeNeedsHit: false }).outcome).toBe('critical');
    });
    it('a negative crit range still crits on a nat 20 (minimum 20)', () => {
        expect(critThreshold(-2)).toBe(20);
        expect(rollAttack({ ...base, critRange: -2 }, dice(20)).outcome).toBe('critical');
    });
    it('crit ranges that make no sense are coded issues', () => {
        expect(checkCritRange(19)).toMatchObject({ ok: false, issues: [{ code: 'rpgstuck.crit-range.invalid' }] });
        expect(checkCritRange(1.5).ok).toBe(false);
        expect(checkCritRange(18).ok).toBe(true);
        expect(critThreshold(25)).toBe(2);
    });
});

describe('advantage and disadvantage on the d20', () => {
    it('advantage: two d20, the best counts', () => {
        expect(rollAttack({ ...base, advantage: 1 }, dice(4, 13))).toMatchObject({ faces: [4, 13], kept: 13, total: 18, stackBonus: 0 });
    });
    it('disadvantage: two d20, the worst counts — a 20 beside a 1 is a nat 1', () => {
        expect(rollAttack({ ...base, advantage: -1 }, dice(20, 1))).toMatchObject({ kept: 1, outcome: 'miss', nat1: true });
    });
    it('§Other Hit Bonuses: stacked advantage gives a flat +4 (and stacked disadvantage −4)', () => {
        expect(rollAttack({ ...base, advantage: 2 }, dice(4, 10))).toMatchObject({ kept: 10, stackBonus: 4, total: 19 });
        expect(rollAttack({ ...base, advantage: -3 }, dice(4, 10))).toMatchObject({ kept: 4, stackBonus: -4, total: 5 });
    });
    it('option per_extra: ±4 per source beyond the first', () => {
        expect(advantageState(3, 'per_extra')).toEqual({ dice: 2, keep: 'best', flat: 8 });
        expect(advantageState(3, 'flat_once')).toEqual({ dice: 2, keep: 'best', flat: 4 });
    });
    it('advantage and disadvantage cancel (net 0 is one d20)', () => {
        expect(advantageState(0)).toEqual({ dice: 1, keep: 'best', flat: 0 });
    });
    it('the stack ±4 is not a hit bonus: it sits apart from bonuses in the total', () => {
        const r = rollAttack({ ...base, bonuses: [2], advantage: 2 }, dice(10, 10));
        expect(r.total).toBe(10 + 2 + 3 + 2 + 4);
        expect(r.stackBonus).toBe(4);
    });
    it('the ±4 does not turn a 19 into a nat 20', () => {
        expect(rollAttack({ ...base, defense: 60, advantage: 2 }, dice(19, 3)).outcome).toBe('miss');
    });
});

describe('§Aim and Block Dice', () => {
    it('§Aim and Block Dice: Shieldkind Block imposes a d4: the attacker loses 1d4', () => {
        const pool = cancelAimBlock([], [aimBlockDie(4)]);
        const block = rollAimBlock(pool, dice(3));
        expect(block).toEqual({ kind: 'block', faces: [3], kept: 3, modifier: -3 });
        expect(rollAttack({ ...base, aimBlock: block.modifier }, dice(12)).total).toBe(12 + 5 - 3);
    });
    it('§Aim and Block Dice: several aim dice — roll all, keep the highest, add it', () => {
        const pool = cancelAimBlock([aimBlockDie(4), aimBlockDie(6), aimBlockDie(4)], []);
        expect(rollAimBlock(pool, dice(4, 2, 3))).toEqual({ kind: 'aim', faces: [4, 2, 3], kept: 4, modifier: 4 });
    });
    it('§Aim and Block Dice: one aim cancels one block until one kind is left', () => {
        const pool = cancelAimBlock([aimBlockDie(4), aimBlockDie(8)], [aimBlockDie(6)]);
        expect(pool).toEqual({ kind: 'aim', dice: [{ sides: 8, flat: 0 }] });
        expect(cancelAimBlock([aimBlockDie(4)], [aimBlockDie(8)])).toEqual({ kind: 'none', dice: [] });
        expect(rollAimBlock(cancelAimBlock([aimBlockDie(4)], [aimBlockDie(8)]), dice()).modifier).toBe(0);
    });
    it('option largest: each side gives up its best die first', () => {
        expect(cancelAimBlock([aimBlockDie(4), aimBlockDie(8)], [aimBlockDie(6)], 'largest')).toEqual({ kind: 'aim', dice: [{ sides: 4, flat: 0 }] });
    });
    it('§Aim and Block Dice: Shieldkind + Defensive Stance + Bonus Block + Spirit of Mars: a d8 block die', () => {
        // The seed gives only the result (a d8 block die against up to two attacks); from a d4 that is two steps.
        expect(aimBlockDie(4, 2)).toEqual({ sides: 8, flat: 0 });
        const r = rollAimBlock(cancelAimBlock([], [aimBlockDie(4, 2)]), dice(7));
        expect(r.modifier).toBe(-7);
    });
    it('§Aim and Block Dice: the highest size is a d10; each step beyond is +1', () => {
        expect(aimBlockDie(8, 1)).toEqual({ sides: 10, flat: 0 });
        expect(aimBlockDie(8, 3)).toEqual({ sides: 10, flat: 2 });
        expect(rollAimBlock(cancelAimBlock([aimBlockDie(10, 2)], []), dice(10)).modifier).toBe(12);
    });
    it('§Aim and Block Dice: the lowest size is a d2; each step below is −1', () => {
        expect(aimBlockDie(3, -1)).toEqual({ sides: 2, flat: 0 });
        expect(aimBlockDie(3, -3)).toEqual({ sides: 2, flat: -2 });
        expect(rollAimBlock(cancelAimBlock([aimBlockDie(2, -1)], []), dice(1)).modifier).toBe(0);
    });
    it('assumption: a stepped-up block die subtracts more (the +1 goes to the die, not the roll)', () => {
        expect(rollAimBlock(cancelAimBlock([], [aimBlockDie(10, 1)]), dice(10)).modifier).toBe(-11);
    });
    it('highest counts with flats included', () => {
        expect(rollAimBlock(cancelAimBlock([aimBlockDie(10, 2), aimBlockDie(6)], []), dice(1, 6)).kept).toBe(6);
    });
});
