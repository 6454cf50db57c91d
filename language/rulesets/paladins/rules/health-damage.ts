/**
 * Health damage, checks and death saves: a check (a save, a death save, a concentration check) is
 * d12 + the ability score and succeeds over 6; a dying combatant makes one death save (VIT) a turn,
 * three failures kill and three successes stabilise.
 * Source: 002_508f9552a4514e32.txt §Health Damage; the d12 over 6 is the public checks page (an
 * assumption, in the doc).
 */

/** The die of every check. */
export const CHECK_SIDES = 12;
/** A check succeeds when d12 + score is over this. */
export const CHECK_TARGET = 6;

/** Whether a check's total succeeds. */
export function checkSucceeds(total: number): boolean {
    return total > CHECK_TARGET;
}

/** Death saves of one kind that end dying: three failures (dead) or three successes (stable). */
export const DEATH_SAVES = 3;
