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

/** Whether a check's total succeeds: over 6, or over the difficulty an effect's save names. */
export function checkSucceeds(total: number, dc = CHECK_TARGET): boolean {
    return total > dc;
}

/** Death saves of one kind that end dying: three failures (dead) or three successes (stable). */
export const DEATH_SAVES = 3;

/**
 * Whether HEA restored to `hp` wakes an unconscious combatant: above 0 it loses unconscious (and
 * dying) and its death saves are thrown out (§Health Damage).
 */
export function healingWakes(hp: number): boolean {
    return hp > 0;
}

/**
 * What a combatant at 0 HEA or less becomes: dying (unconscious, death saves) — or dead at once for
 * a creature under the option `creatures_at_zero: dead`. Characters are always dying.
 */
export function atZeroHea(kind: 'character' | 'creature', creaturesAtZero: 'dying' | 'dead'): 'dying' | 'dead' {
    return kind === 'creature' && creaturesAtZero === 'dead' ? 'dead' : 'dying';
}
