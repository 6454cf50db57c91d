/**
 * A Vaxia combatant as the rules see it: eight stats (25 is average), skills that add to a stat to
 * make a might, each skill with its aspects, and LIF. Source: 004_941aee309a07cd38.txt
 * §Understanding Your Stats (25 average, stat + skill = might), §Combat Stats and Skills (damage and
 * avoid aspects), §Wounded, Unconscious and Dead (LIF).
 */
export type StatName = 'STR' | 'DEX' | 'END' | 'INT' | 'SPIR' | 'CHA' | 'CON' | 'AWA';

/** In the seed's order of use: physical combat, magic/psi combat, then resisting and noticing. */
export const STAT_NAMES: readonly StatName[] = ['STR', 'DEX', 'END', 'INT', 'SPIR', 'CHA', 'CON', 'AWA'];

/** The seed's average stat (§Understanding Your Stats). */
export const AVERAGE_STAT = 25;

/**
 * The scale stats are checked against. The seed describes 10 (incapable) to 40 (talented) and
 * gives no ceiling; 1..200 is our assumption, wide enough for veteran characters and monsters.
 */
export const STAT_MIN = 1;
export const STAT_MAX = 200;
