/**
 * Rest between fights: what a day's rests restore. The seed's combat chapter has no rests; this is
 * the public rules' "Recovery" (enchantedrpg.com Rules, Recovery): a day's allotment of 4 points,
 * more with the matching sub-attribute's modifier (Resilience for Body, Judgment for Mind, Muse for
 * Spirit); a short rest (an hour) draws about a quarter of it early, once until a long rest; a long
 * rest (eight hours) gives the rest of it.
 */

/** Points of Body, Mind or Spirit a full day of rest restores: 4 + the sub-attribute's modifier, never below 0. */
export function dailyAllotment(modifier: number): number {
    return Math.max(0, 4 + modifier);
}

/**
 * What a short rest draws early: about a quarter of the allotment, rounded half up — the public
 * table's 4–5 → 1, 6–7 → 2, 8–9 → 2, 10–11 → 3, 12 → 3 (beyond it, the same rounding: assumption).
 */
export function shortRestWithdrawal(allotment: number): number {
    return Math.floor(allotment / 4 + 0.5);
}

/** What a rest restores of one pool: a short rest its withdrawal (once until a long rest), a long rest the allotment less what a short rest drew. */
export function restored(rest: 'short_rest' | 'long_rest', allotment: number, shortRestTaken: boolean): number {
    if (rest === 'short_rest') return shortRestTaken ? 0 : shortRestWithdrawal(allotment);
    return allotment - (shortRestTaken ? shortRestWithdrawal(allotment) : 0);
}
