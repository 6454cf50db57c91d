/**
 * Prone movement: standing up and crawling, each spending movement (movement-details.ts). (What
 * prone does to attacks is the restrictions table's, restrictions-in-combat.ts.)
 * Seed: 001_66230f9a082df360.txt §Knocked Down.
 */

/**
 * Standing up costs half the normal movement rate, rounded down (a human in medium armour at 40 ft
 * spends 20); with less left it waits until the next turn. Seed §Knocked Down.
 */
export function standUpCost(normalSpeed: number): number {
    return Math.floor(normalSpeed / 2);
}

/**
 * The movement a crawl of `feet` costs: an extra foot per foot crawled (rough terrain, which would
 * cost 2 extra, is not a zone feature). Dropping prone is free. Seed §Knocked Down.
 */
export function crawlCost(feet: number): number {
    return feet * 2;
}
