/**
 * Unaware and partially unaware defenders: −5 (unaware) or −2 (partially unaware) to Armor and
 * Reflex against the attack; the larger applies, they do not add.
 * Source: 003_66faa831a56df10d.txt §Awareness and Surprise, §Surprise Attacks.
 */

/** The Armor and Reflex penalty of a target unaware of the attack (a surprised side in round 1, or `with unaware`). */
export const UNAWARE_PENALTY = 5;

/**
 * The Armor and Reflex penalty of a target partially unaware of the attack. The seed names the state
 * without its number; −2 is the Rise core book's (an assumption, in the doc).
 */
const PARTIALLY_UNAWARE_PENALTY = 2;

/** The modifiers a GM writes on an attack to say how aware its targets are. */
export const AWARENESS_MODIFIERS: readonly string[] = ['unaware', 'partially_unaware'];

/** The penalty the GM writes on an attack: `with unaware` (−5) or `with partially_unaware` (−2); 0 when neither is written. */
function writtenUnawareness(modifiers: readonly string[]): number {
    if (modifiers.includes('unaware')) return UNAWARE_PENALTY;
    if (modifiers.includes('partially_unaware')) return PARTIALLY_UNAWARE_PENALTY;
    return 0;
}

/**
 * The penalty to the target's `defense` against an attack carrying `modifiers`: only Armor and
 * Reflex take one; a target unaware of the fight (surprised, not yet attacked) takes −5; the larger
 * of that and the written mark applies.
 */
export function unawarenessPenalty(defense: string, unawareOfFight: boolean, modifiers: readonly string[]): number {
    if (defense !== 'armor' && defense !== 'reflex') return 0;
    return Math.max(unawareOfFight ? UNAWARE_PENALTY : 0, writtenUnawareness(modifiers));
}
