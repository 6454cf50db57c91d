/**
 * Flee attacks: what a foe leaving melee draws, by the feet it moved this round.
 * Seed: 001_66230f9a082df360.txt §Flee Attack.
 */
type FleeSpeed = 'cautious' | 'normal' | 'rapid';

/**
 * The speed class of a creature leaving melee, from the feet it moved this round only:
 * cautious 5–15 ft, normal 20–70 ft, rapid 75 ft or more. Seed §Flee Attack (table).
 * Assumption: movement comes in 5-ft hexes; a distance between the table's bands (16–19, 71–74)
 * falls in the lower band; less than 5 ft (a move of 0 ft) is cautious too: no flee attack either way.
 */
export function fleeSpeed(feetMoved: number): FleeSpeed {
    if (feetMoved < 20) return 'cautious';
    if (feetMoved < 75) return 'normal';
    return 'rapid';
}

/**
 * The dice of a flee attack (a reaction by an adjacent foe with a melee weapon ready): none against
 * a cautious mover, the normal primary-hand pool against a normal one (none when the mover spent
 * its action defending), a single d20 against a rapid one. Seed §Flee Attack.
 * Assumption: defending only shields a normal-speed exit (the seed's caveat speaks of it alone).
 */
export function fleeAttackDice(feetMoved: number, primaryPool: number, moverDefending = false): number {
    switch (fleeSpeed(feetMoved)) {
        case 'cautious':
            return 0;
        case 'normal':
            return moverDefending ? 0 : primaryPool;
        case 'rapid':
            return Math.min(1, primaryPool);
    }
}

/** The terrain level of a hallway with a single space to get by (`zone hall { terrain narrow }`). */
export const NARROW_PASSAGE = 'narrow';

/**
 * Whether a move from `from` to `to` must get through `passage` (a narrow hallway): the passage is
 * neither end and lies on the shortest way between them. Seed §Flee Attack (the blocked hallway).
 * Assumption: a mover takes the shortest way, through the passage when it lies on one; a mover that
 * starts or ends in the passage does not get past its blocker (it comes up to it or backs away).
 */
export function crossesPassage(distance: (a: string, b: string) => number, from: string, passage: string, to: string): boolean {
    if (passage === from || passage === to) return false;
    // Callers ask only about moves with a way from `from` to `to`: a passage off every way (an
    // infinite detour) never equals it.
    return distance(from, passage) + distance(passage, to) === distance(from, to);
}
