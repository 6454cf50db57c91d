/**
 * RPGStuck's vocabulary for validation, hovers and completion — every name a file may write, in our
 * own words, each citing the section of the seed (000_7e14385943d7d1e7.txt, the Primer's "Combat
 * Miscellany") it comes from, with an `assumption` where the seed is silent — and its rule options.
 * The lists live by concern in `schema/`: stats and their groups, attacks and their lines, actions and
 * conditions, the other words, the options.
 */
export { RPGSTUCK_ACTIONS, RPGSTUCK_CONDITIONS, RPGSTUCK_TACTICS } from './schema/actions.js';
export { RPGSTUCK_ATTACK_STATS, RPGSTUCK_ATTACK_TAGS, RPGSTUCK_DAMAGE_CATEGORIES, RPGSTUCK_MODIFIERS, RPGSTUCK_OUTCOMES } from './schema/attacks.js';
export { RPGSTUCK_SEED } from './schema/cite.js';
export { RPGSTUCK_OPTIONS } from './schema/options.js';
export { RPGSTUCK_BODY_STATS, RPGSTUCK_PART_STATS, RPGSTUCK_STAT_GROUPS, RPGSTUCK_STATS } from './schema/stats.js';
export { RPGSTUCK_BODY_PARTS, RPGSTUCK_COMBATANT_TAGS, RPGSTUCK_HAZARDS, RPGSTUCK_TOPICS } from './schema/words.js';
