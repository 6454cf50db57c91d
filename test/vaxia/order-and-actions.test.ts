/**
 * Order of actions (speed stats ruled trait against trait) and the multiple-action penalty.
 * Seed: 004_941aee309a07cd38.txt §Order of Actions, §Using Your Stats and Skills; the penalty's
 * figure is the public dice ruler's default. Expected PP computed in Python.
 */
import { describe, expect, it } from 'vitest';
import { multiActionMight, multiActionPenalty } from '../../language/rulesets/vaxia/multi-action.js';
import { orderActions, speedStat, whoGoesFirst } from '../../language/rulesets/vaxia/order.js';
import { VaxiaInputError } from '../../language/rulesets/vaxia/ruling.js';

describe('§Order of Actions', () => {
    it('speed stats: DEX for physical actions, INT for magical ones', () => {
        expect(speedStat('physical')).toBe('DEX');
        expect(speedStat('magic')).toBe('INT');
    });

    it('DEX might 40 rolling 60 vs 30 rolling 80: each against the other’s might; 10 PP beats 4 PP', () => {
        const r = whoGoesFirst({ id: 'Kara', speedMight: 40, roll: 60 }, { id: 'Bram', speedMight: 30, roll: 80 });
        expect(r.a.difficulty).toBe(30);
        expect(r.b.difficulty).toBe(40);
        expect([r.a.pp, r.b.pp]).toEqual([10, 4]);
        expect(r.first).toBe('a');
    });

    it('both fail: the lower failsby goes first (14.45 vs 26.55)', () => {
        const r = whoGoesFirst({ id: 'Kara', speedMight: 40, roll: 20 }, { id: 'Bram', speedMight: 30, roll: 40 });
        expect(r.a.failsby).toBeCloseTo(14.454, 3);
        expect(r.b.failsby).toBeCloseTo(26.546, 3);
        expect(r.first).toBe('a');
        const s = whoGoesFirst({ id: 'Kara', speedMight: 40, roll: 20 }, { id: 'Bram', speedMight: 30, roll: 60 });
        expect(s.b.failsby).toBeCloseTo(6.546, 3);
        expect(s.first).toBe('b');
    });

    it('equal PP and failsby: simultaneous', () => {
        expect(whoGoesFirst({ id: 'A', speedMight: 30, roll: 50 }, { id: 'B', speedMight: 30, roll: 50 }).first).toBe('simultaneous');
    });

    it('three actors: each against the best other speed might; groups of equals act together', () => {
        const groups = orderActions([
            { id: 'Slow', speedMight: 20, roll: 90 },
            { id: 'Quick', speedMight: 40, roll: 60 },
            { id: 'Mid', speedMight: 35, roll: 70 },
        ]);
        expect(groups.map(g => g.map(r => r.id))).toEqual([['Quick'], ['Mid'], ['Slow']]);
        expect(groups.map(g => g[0].ruling.pp)).toEqual([7, 4, 2]);
        expect(groups[0][0].ruling.difficulty).toBe(35);
        const tied = orderActions([
            { id: 'A', speedMight: 30, roll: 50 },
            { id: 'B', speedMight: 30, roll: 50 },
        ]);
        expect(tied.map(g => g.map(r => r.id))).toEqual([['A', 'B']]);
    });
});

describe('multiple actions in one post (public ruler default −20 per extra action)', () => {
    it.each([
        [1, 0],
        [2, 20],
        [3, 40],
        [4, 60],
    ])('%i actions: every might −%i', (n, penalty) => {
        expect(multiActionPenalty(n)).toBe(penalty);
    });

    it('a might of 50 with three actions rolls 10; with four it would be −10, floored at 1', () => {
        expect(multiActionMight(50, 3)).toBe(10);
        expect(multiActionMight(50, 4)).toBe(1);
    });

    it('the penalty per action is an option', () => {
        expect(multiActionMight(50, 3, 10)).toBe(30);
        expect(multiActionMight(50, 3, 0)).toBe(50);
    });

    it('zero actions is a coded error', () => {
        expect(() => multiActionPenalty(0)).toThrow(VaxiaInputError);
    });
});
