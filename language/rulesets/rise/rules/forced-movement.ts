/**
 * Forced movement: a push moves a creature away from its source and simply ends at an obstacle; a
 * knockback that meets one deals 1d6 damage per 10 ft of movement left (to the creature; the
 * obstacle — the edge of the scene here — is not a combatant). Difficult terrain limits it like it
 * limits movement.
 * Source: 003_66faa831a56df10d.txt §Forced Movement, §Push Effects, §Knockback Effects.
 */

/** Knockback damage dice (d6s) for `remaining` feet of movement left when the creature hits an obstacle. */
export function knockbackDice(remaining: number): number {
    return Math.floor(remaining / 10);
}
