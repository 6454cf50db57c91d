/**
 * Size-Based effects: critical hits with melee attacks and the maneuvers tagged Size-Based (dirty
 * trick, grapple, overrun, shove, trip) do not work against a creature two or more size categories
 * larger; a flyer counts as one category larger for them; a grappler two… categories larger is 4
 * harder to escape per category. Sizes are steps from Medium (the `size` stat).
 * Source: 003_66faa831a56df10d.txt §Critical Hits, §Special Combat Abilities (the table's note 2),
 * §Size-Based Abilities While Flying, §Escape Grapple.
 */

/** Categories larger a target must be for Size-Based effects to fail. */
const OUT_OF_REACH_SIZE = 2;

/** The maneuvers the seed tags Size-Based. */
export const SIZE_BASED_MANEUVERS: ReadonlySet<string> = new Set(['dirty_trick', 'grapple', 'overrun', 'shove', 'trip']);

/** The defense bonus against escaping a grapple per category the grappler is larger. */
export const ESCAPE_BONUS_PER_SIZE = 4;

/** Whether a Size-Based effect of an attacker of `attackerSize` (flying: one larger) fails against a target of `targetSize`. */
export function sizeBasedFails(attackerSize: number, targetSize: number, attackerFlying: boolean): boolean {
    return targetSize - (attackerSize + (attackerFlying ? 1 : 0)) >= OUT_OF_REACH_SIZE;
}

/** The escape defense bonus of a grappler of `grapplerSize` against an escaper of `escaperSize`: +4 per category larger. */
export function escapeSizeBonus(grapplerSize: number, escaperSize: number): number {
    return Math.max(0, grapplerSize - escaperSize) * ESCAPE_BONUS_PER_SIZE;
}
