/**
 * Grappling: seizing and escaping by opposed checks, size disadvantage, speed while grappling.
 * Source: 000_7e14385943d7d1e7.txt §Grappling with Grappling.
 */
export const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;
type Size = (typeof SIZES)[number];

const rank = (s: Size) => SIZES.indexOf(s);

/**
 * Disadvantage on the check to start a grapple: one if the target is larger; a second (double
 * disadvantage) if it is three or more sizes larger. A target on a mount: one more unless the
 * grappler is two or more sizes larger than both the rider and its mount [assumption: it adds to
 * the size's disadvantage] — the mount alone decides, as a mount is always larger than its rider
 * (§Mounted Combat; the checks refuse any other).
 */
export function grappleDisadvantage(grappler: Size, target: Size, mount?: Size): { readonly bySize: 0 | 1 | 2; readonly mounted: 0 | 1 } {
    const diff = rank(target) - rank(grappler);
    return {
        bySize: diff >= 3 ? 2 : diff >= 1 ? 1 : 0,
        mounted: mount !== undefined && rank(grappler) - rank(mount) < 2 ? 1 : 0,
    };
}

/**
 * Whether a grappler reaches a target `distance` feet away: in its own zone (0 ft) always — the 5-ft
 * melee range —, farther only within its `grapple_reach`. Source: §Grappling with Grappling (a
 * grapple beyond 5 ft).
 */
export function inGrappleReach(distance: number, reach: number): boolean {
    return distance === 0 || distance <= reach;
}

/**
 * An opposed check: the grappler's Athletics against the target's Athletics / Acrobatics. Ties keep
 * things as they are [assumption]: a tie to seize fails, a tie to escape leaves the grapple on.
 */
export function grappleContest(grapplerTotal: number, targetTotal: number, mode: 'seize' | 'escape'): boolean {
    return mode === 'seize' ? grapplerTotal > targetTotal : targetTotal > grapplerTotal;
}

/** Speed while grappling one or more creatures: halved, rounded down [assumption on rounding]. */
export function grapplerSpeed(speed: number): number {
    return Math.floor(speed / 2);
}

/** Whether a combatant with `freeHands` hands, `holding` creatures already, has a hand free to grapple. */
export function hasFreeHand(freeHands: number, holding = 0): boolean {
    return freeHands - holding >= 1;
}
