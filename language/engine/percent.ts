/**
 * Shares written as percentages with one decimal, the way every report prints them, and shares of a
 * whole rounded so that they add up: a table of outcomes reads 100.0%, never 100.1%.
 */

/** `x` (a share, 0..1) as a percentage with one decimal: 0.7276 → "72.8%". */
export function percent(x: number): string {
    return `${(x * 100).toFixed(1)}%`;
}

/**
 * Each of `counts` as a share of `total`, in percent with one decimal, rounded so that the shares
 * add up to their sum's own rounded share (the largest-remainder method: each share is rounded down
 * to a tenth of a percent, then the tenths still missing go to the largest remainders, earlier
 * counts first on a tie). Each share then differs from its own rounding by at most a tenth.
 * @param counts non-negative counts, parts of one whole.
 * @param total what they are shares of (runs); 0 gives "0.0%" for each.
 * @param tenths the tenths of a percent the shares must add up to (default: their sum's rounded
 *   share), for the parts of a share already printed (the causes of "no winner 7.2%").
 * @returns one "72.8%" string per count, in order.
 */
export function sharesAddingUp(counts: readonly number[], total: number, tenths?: number): string[] {
    return tenthsAddingUp(counts, total, tenths).map(u => `${(u / 10).toFixed(1)}%`);
}

/** The shares of {@link sharesAddingUp} in tenths of a percent (728 for "72.8%"). */
export function tenthsAddingUp(counts: readonly number[], total: number, tenths?: number): number[] {
    if (total <= 0) return counts.map(() => 0);
    const exact = counts.map(n => (n * 1000) / total);
    const units = exact.map(Math.floor);
    const target = tenths ?? Math.round(exact.reduce((a, b) => a + b, 0));
    const byRemainder = exact.map((x, i) => ({ i, rest: x - units[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
    let missing = target - units.reduce((a, b) => a + b, 0);
    for (let k = 0; missing > 0 && k < byRemainder.length; k++, missing--) units[byRemainder[k].i]++;
    return units;
}
