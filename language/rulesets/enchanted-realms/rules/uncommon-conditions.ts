/**
 * Savage form in a grapple: a defender with claws or a bite may hurt the one wrestling it.
 * Seed: 001_66230f9a082df360.txt §Uncommon Conditions.
 */

/**
 * What a savage defender's raw d12 in a grapple competition does to the other side: 8 or more deals
 * 1 point of its natural weapon's damage; 12 also delivers that weapon's special effect (poison…).
 * (Whether the hurt holder must then keep its hold is the hold's rule: none for a new grapple, a
 * DC 11 Strength feat when an escape fails.)
 */
export function savageIncidental(rawD12: number): { damage: 0 | 1; delivers: boolean } {
    return { damage: rawD12 >= 8 ? 1 : 0, delivers: rawD12 >= 12 };
}
