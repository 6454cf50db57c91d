/**
 * Mounted combat: who may ride what.
 * Source: 000_7e14385943d7d1e7.txt §Mounted Combat.
 */

/** A rider may ride a willing creature at least one size category larger (sizes 0 tiny … 5 gargantuan). */
export function canRide(riderSize: number, mountSize: number): boolean {
    return mountSize >= riderSize + 1;
}
