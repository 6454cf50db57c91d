/**
 * Touch-based effects: a touch attack, or sleight of hand to touch unnoticed.
 * Seed: 001_66230f9a082df360.txt §Touch-based Effects.
 */
import { type Dice, rollSingle, type Vantage } from './common.js';

/**
 * The DC of a sleight-of-hand touch: 10 + the victim's Agility modifier + the "other" part of its
 * AC (nothing else adjusts it).
 */
export function sleightOfHandDC(victim: { agilityModifier: number; acOther: number }): number {
    return 10 + victim.agilityModifier + victim.acOther;
}

/** The score that makes the touch clandestine: 4 above the DC. */
export function clandestineScore(dc: number): number {
    return dc + 4;
}

/**
 * A sleight-of-hand touch: a feat, d20 + the caster's Agility modifier, against sleightOfHandDC.
 * Success delivers the spell; a score 4 or more above the DC also goes unnoticed (unless the effect
 * itself is noticeable, which the GM judges). Draws 1 d20 (2 under vantage).
 * Assumption: a raw 1 fails and a raw 20 succeeds, as for every d20 roll in the public rules.
 */
export function sleightOfHandTouch(
    dice: Dice,
    casterAgilityModifier: number,
    dc: number,
    vantage: Vantage = 'none',
): { faces: readonly number[]; total: number; success: boolean; clandestine: boolean } {
    const roll = rollSingle(dice, 20, vantage);
    const total = roll.kept + casterAgilityModifier;
    const success = roll.kept === 20 || (roll.kept !== 1 && total >= dc);
    return { faces: roll.faces, total, success, clandestine: success && total >= clandestineScore(dc) };
}
