/**
 * Prone movement: standing up and crawling. (What prone does to attacks is the restrictions table's,
 * restrictions-in-combat.ts.) Seed: 001_66230f9a082df360.txt §Knocked Down.
 */

/**
 * Standing up costs half the normal movement (rounded down); with less left it waits until the
 * start of the next turn (and no reaction can do it). Seed §Knocked Down (40 ft → 20 ft).
 */
export function standUp(normalSpeed: number, remaining: number): { cost: number; possible: boolean } {
    const cost = Math.floor(normalSpeed / 2);
    return { cost, possible: remaining >= cost };
}

/**
 * The movement a crawl of `feet` costs: an extra foot per foot crawled (rough terrain, which would
 * cost 2 extra, is not a zone feature). Dropping prone is free. Seed §Knocked Down.
 */
export function crawlCost(feet: number): number {
    return feet * 2;
}
