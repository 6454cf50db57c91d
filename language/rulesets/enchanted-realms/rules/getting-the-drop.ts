/**
 * Getting the drop: a sneak attack's damage held as a threat, and the victim's feat when it falls.
 * Seed: 001_66230f9a082df360.txt §Getting The Drop.
 */
import type { Dice } from './checked.js';
import { featSave, type SaveResult } from './saves.js';
import type { Vantage } from './vantage.js';

/**
 * The DC of the victim's feat against a held ("got the drop") attack: 20 when the damage is
 * dealt on the attacker's next action or reaction, 1 lower per full combat round after, never
 * below 14. Seed §Getting The Drop.
 */
function dropDC(roundsHeld: number): number {
    return Math.max(14, 20 - Math.max(0, roundsHeld));
}

/**
 * The victim of a drop resists when the held damage is finally dealt: a Strength or Agility feat
 * (its better modifier is the caller's choice) at dropDC; success halves the damage (rounded down,
 * the public rules' floor); foul-play rolls at advantage. Draws 1 d20 (2 with foul-play).
 */
export function resolveDrop(
    dice: Dice,
    heldDamage: number,
    victim: { modifier: number; foulPlay?: boolean },
    roundsHeld = 0,
): { save: SaveResult; damage: number } {
    const vantage: Vantage = victim.foulPlay ? 'advantage' : 'none';
    const save = featSave(dice, { modifier: victim.modifier, dc: dropDC(roundsHeld), vantage });
    return { save, damage: save.success ? Math.floor(heldDamage / 2) : heldDamage };
}
