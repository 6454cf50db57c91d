/**
 * Grappling: seizing and escaping by opposed checks, size disadvantage, speed while grappling.
 * Source: 000_7e14385943d7d1e7.txt §Grappling with Grappling.
 */
import type { RuleIssue } from './dice.js';

export const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;
export type Size = (typeof SIZES)[number];

const rank = (s: Size) => SIZES.indexOf(s);

/**
 * Disadvantage on the check to start a grapple: one if the target is larger; a second if it is three
 * or more sizes larger. Grappling a mounted target: one if you are not at least two sizes larger than
 * both rider and mount (counted once, not added to the size ones [assumption]).
 */
export function grappleDisadvantage(grappler: Size, target: Size, mount?: Size): number {
    const diff = rank(target) - rank(grappler);
    let n = diff >= 3 ? 2 : diff >= 1 ? 1 : 0;
    if (mount !== undefined) {
        const clear = rank(grappler) - rank(target) >= 2 && rank(grappler) - rank(mount) >= 2;
        if (!clear) n = Math.max(n, 1);
    }
    return n;
}

/**
 * An opposed check: the grappler's Athletics against the target's Athletics / Acrobatics. Ties keep
 * things as they are [assumption]: a tie to seize fails, a tie to escape leaves the grapple on.
 * `partBonus` adds a grappled part's defense bonus to the target's check.
 */
export function grappleContest(grapplerTotal: number, targetTotal: number, mode: 'seize' | 'escape', partBonus = 0): boolean {
    const target = targetTotal + partBonus;
    return mode === 'seize' ? grapplerTotal > target : target > grapplerTotal;
}

/** Speed while grappling one or more creatures: halved (down) [assumption on rounding]; the grappled target's: 0. */
export function grappleSpeed(speed: number, role: 'grappler' | 'grappled'): number {
    return role === 'grappled' ? 0 : Math.floor(speed / 2);
}

/** Grappling needs a free hand. Code `rpgstuck.grapple.no-free-hand`. */
export function checkFreeHand(freeHands: number): RuleIssue | undefined {
    return freeHands >= 1 ? undefined : { code: 'rpgstuck.grapple.no-free-hand', message: 'Grappling needs at least one free hand.' };
}

/**
 * Mounting: a willing adjacent creature at least one size larger can be ridden; getting on costs half
 * the rider's speed. Source: 000_7e14385943d7d1e7.txt §Mounted Combat.
 */
export function canMount(rider: Size, mount: Size): boolean {
    return rank(mount) - rank(rider) >= 1;
}

/** Speed spent to get on a mount: half the rider's speed (rounded down [assumption]). */
export function mountCost(riderSpeed: number): number {
    return Math.floor(riderSpeed / 2);
}
