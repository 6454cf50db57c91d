/**
 * Encounter difficulty by Combat Rating. Source: 000_7e14385943d7d1e7.txt §Bestiary Intro › Combat
 * Rating (CR).
 */

interface CrEntry {
    readonly cr: number;
    /** The monster's tier; undefined means the party's tier. */
    readonly tier?: number;
    /** How many of it (default 1). */
    readonly count?: number;
}

/**
 * The CR a monster counts for against a party of `partyTier`: one tier higher ×2, one lower ×½;
 * further tiers keep doubling / halving [assumption: the seed only gives one tier each way].
 */
export function effectiveCr(entry: CrEntry, partyTier: number): number {
    const diff = (entry.tier ?? partyTier) - partyTier;
    return entry.cr * 2 ** diff * (entry.count ?? 1);
}

/** The seed's CR labels: 1 imps, 2 ogres/basilisks, 3 minibosses, 4 adversaries; 5+ beyond. */
export function crLabel(cr: number): string {
    if (cr <= 1) return 'CR 1 — a starting fight (imps)';
    if (cr <= 2) return 'CR 2 — ogres, basilisks';
    if (cr <= 3) return 'CR 3 — a miniboss';
    if (cr <= 4) return 'CR 4 — an adversary (denizen, Black King)';
    return `CR ${cr} — beyond an adversary`;
}
