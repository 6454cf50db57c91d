import { describe, expect, it } from 'vitest';
import {
    aegisReduce,
    assailFlat,
    crippledSpeed,
    crippleTotal,
    dazedSlots,
    tickConditions,
    weakenedFlat,
    type Condition,
} from '../../language/rulesets/rpgstuck/conditions.js';
import { cooldownReady, initiativeOrder, limitedUseSpent } from '../../language/rulesets/rpgstuck/economy.js';
import { canMount, checkFreeHand, grappleContest, grappleDisadvantage, grappleSpeed, mountCost } from '../../language/rulesets/rpgstuck/grapple.js';
import { dice } from './scripted.js';

describe('conditions', () => {
    it('§Damage (base) and Mods: Weakened takes one damage mod off; Assail adds one (monster: its damage mod)', () => {
        expect(weakenedFlat(5, true, 5)).toBe(0);
        expect(weakenedFlat(5, false, 5)).toBe(5);
        expect(assailFlat(3, 'monster', 1, 4)).toBe(7);
        expect(assailFlat(3, 'player', 3, 4)).toBe(6);
    });
    it('Weakened and Assail together cancel out', () => {
        expect(weakenedFlat(assailFlat(3, 'monster', 0, 4), true, 4)).toBe(3);
    });
    it('§Leg: Cripple stacks with itself: two Cripple (10) slow a 30-ft creature to 10 ft', () => {
        const c: Condition[] = [
            { name: 'crippled', value: 10, rounds: 1 },
            { name: 'crippled', value: 10, rounds: 2 },
        ];
        expect(crippleTotal(c)).toBe(20);
        expect(crippledSpeed(30, c)).toBe(10);
        expect(crippledSpeed(30, [...c, { name: 'crippled', value: 15 }])).toBe(0);
        expect(crippledSpeed(30, tickConditions(c))).toBe(20);
    });
    it('assumption: Aegis (n) reduces each hit by n; true damage ignores it', () => {
        expect(aegisReduce(7, 3)).toBe(4);
        expect(aegisReduce(2, 3)).toBe(0);
        expect(aegisReduce(7, 3, true)).toBe(7);
    });
    it('assumption: Daze removes the minor action', () => {
        expect(dazedSlots([{ name: 'dazed', rounds: 1 }])).toEqual({ minor: false });
        expect(dazedSlots([])).toEqual({ minor: true });
    });
});

describe('action economy', () => {
    it('Cooldown (X): must wait X rounds unused', () => {
        expect(cooldownReady(undefined, 1, 2)).toBe(true);
        expect(cooldownReady(1, 3, 2)).toBe(false);
        expect(cooldownReady(1, 4, 2)).toBe(true);
    });
    it('§Limited Use Abilities: a skill check against Will that fails entirely: not used', () => {
        expect(limitedUseSpent(['failed'])).toBe(false);
    });
    it('§Limited Use Abilities: Psi Pulse still has an effect on a miss: always used', () => {
        expect(limitedUseSpent(['failed', 'failed'], true)).toBe(true);
    });
    it('§Limited Use Abilities: Sanguine: Brave is spent unless all four of movement, Aim, Avert and Assail were prevented', () => {
        expect(limitedUseSpent(['failed', 'failed', 'failed', 'failed'])).toBe(false);
        expect(limitedUseSpent(['failed', 'failed', 'failed', 'success'])).toBe(true);
    });
    it('§Limited Use Abilities: failing on most targets but not all: used', () => {
        expect(limitedUseSpent(['failed', 'failed', 'success'])).toBe(true);
    });
    it('initiative: d20 + bonus, highest first, ties in listing order (assumption)', () => {
        expect(
            initiativeOrder(
                [
                    { id: 'a', bonus: 1 },
                    { id: 'b', bonus: 3 },
                    { id: 'c', bonus: 2 },
                ],
                dice(10, 8, 9),
            ).map(e => `${e.id}${e.total}`),
        ).toEqual(['a11', 'b11', 'c11']);
        expect(
            initiativeOrder(
                [
                    { id: 'a', bonus: 1 },
                    { id: 'b', bonus: 3 },
                ],
                dice(5, 8),
            ).map(e => e.id),
        ).toEqual(['b', 'a']);
    });
});

describe('§Grappling with Grappling', () => {
    it('disadvantage against a larger target; double against three or more sizes larger', () => {
        expect(grappleDisadvantage('medium', 'medium')).toBe(0);
        expect(grappleDisadvantage('medium', 'large')).toBe(1);
        expect(grappleDisadvantage('medium', 'huge')).toBe(1);
        expect(grappleDisadvantage('medium', 'gargantuan')).toBe(2);
    });
    it('a mounted target: disadvantage unless two sizes larger than rider and mount (Gargantuan vs a Large mount)', () => {
        expect(grappleDisadvantage('huge', 'medium', 'large')).toBe(1);
        expect(grappleDisadvantage('gargantuan', 'medium', 'large')).toBe(0);
    });
    it('opposed checks: ties keep the status quo (assumption); a part adds its bonus against being grappled', () => {
        expect(grappleContest(15, 15, 'seize')).toBe(false);
        expect(grappleContest(16, 15, 'seize')).toBe(true);
        expect(grappleContest(15, 15, 'escape')).toBe(false);
        expect(grappleContest(16, 14, 'seize', 2)).toBe(false);
    });
    it('speed halves while grappling; the grappled target cannot move', () => {
        expect(grappleSpeed(30, 'grappler')).toBe(15);
        expect(grappleSpeed(25, 'grappler')).toBe(12);
        expect(grappleSpeed(30, 'grappled')).toBe(0);
    });
    it('§Mounted Combat: a Medium rider may ride a Large creature (not a Medium one); getting on costs half its speed', () => {
        expect(canMount('medium', 'large')).toBe(true);
        expect(canMount('medium', 'medium')).toBe(false);
        expect(mountCost(30)).toBe(15);
    });
    it('grappling needs a free hand', () => {
        expect(checkFreeHand(0)?.code).toBe('rpgstuck.grapple.no-free-hand');
        expect(checkFreeHand(1)).toBeUndefined();
    });
});
