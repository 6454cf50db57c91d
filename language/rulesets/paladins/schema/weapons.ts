/**
 * The Paladins weapon library: `weapon longsword` in a stat block takes the dice, the stats added
 * and the tags from here; a body (`weapon longsword { damage d8 + STR }`) overrides any of it.
 * The seed (002_508f9552a4514e32.txt §Attacks) says only that weapons roll dice and add ability
 * scores; the table is the rules digest's (from the public equipment page).
 */
import type { WeaponSpec } from '../../ruleset.js';
import { at } from './cite.js';

const TABLE = "the seed names no weapons; dice and stats are the rules digest's equipment table (public equipment.md, whose later versions differ).";

const weapon = (name: string, dice: string, addStats: string[], tags: string[], what: string): WeaponSpec => ({
    name,
    dice,
    addStats,
    tags,
    summary: `${what} Attack roll ${[dice.replace(/^1d/, 'd'), ...addStats].join(' + ')}, minus the target's DEF.`,
    cite: at('Attacks'),
    assumption: TABLE,
});

export const PALADINS_WEAPONS: readonly WeaponSpec[] = [
    weapon('dagger', '1d4', [], ['melee'], 'A dagger: a melee weapon that adds no score.'),
    weapon('shortsword', '1d6', ['DEX'], ['melee'], 'A shortsword: a melee weapon for quick hands.'),
    weapon('longsword', '1d8', ['DEX'], ['melee'], 'A longsword: a melee weapon guided by dexterity.'),
    weapon('greatsword', '1d10', ['DEX', 'STR'], ['melee'], 'A greatsword: a two-handed melee weapon that adds both DEX and STR.'),
    weapon('maul', '1d10', ['STR'], ['melee'], 'A maul: a heavy two-handed melee weapon driven by strength.'),
    weapon('crossbow', '2d8', [], ['ranged'], 'A crossbow: a ranged weapon whose bolt adds no score.'),
];
