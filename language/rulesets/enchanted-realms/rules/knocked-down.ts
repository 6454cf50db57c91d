/**
 * Prone movement: standing up and crawling, each spending movement (movement-details.ts), and what
 * rough ground adds. (What prone does to attacks is the restrictions table's.)
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
 * The movement `feet` of travel cost: crawling costs an extra foot per foot, 2 extra through rough
 * terrain (seed §Knocked Down); walking through rough terrain an extra foot per foot (assumption: the
 * seed prices rough ground only for crawling; a hex held by another creature counts as rough). Dropping
 * prone is free.
 */
export function moveCost(feet: number, crawling: boolean, rough: boolean): number {
    if (crawling) return feet * (rough ? 3 : 2);
    return rough ? feet * 2 : feet;
}
