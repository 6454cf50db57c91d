/**
 * Getting the drop: a sneak attack's damage held as a threat, and the victim's feat when it falls.
 * Seed: 001_66230f9a082df360.txt §Getting The Drop.
 */

/**
 * The DC of the victim's feat against a held ("got the drop") attack: 20 when the damage is
 * dealt on the attacker's next action or reaction, 1 lower per full combat round after, never
 * below 14. The feat is Strength or Agility (the victim's better), at advantage with foul play.
 * Seed §Getting The Drop.
 */
export function dropDC(roundsHeld: number): number {
    return Math.max(14, 20 - Math.max(0, roundsHeld));
}

/** The held damage the victim takes: half (rounded down, the public rules' floor) when its feat succeeds. */
export function dropDamage(heldDamage: number, featMade: boolean): number {
    return featMade ? Math.floor(heldDamage / 2) : heldDamage;
}
