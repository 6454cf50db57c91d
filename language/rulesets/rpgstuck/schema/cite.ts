/**
 * The seed every RPGStuck citation points at, and the citation helper of the schema's files.
 * Source: 000_7e14385943d7d1e7.txt (RPGStuck Primer, "Combat Miscellany").
 */
import type { Citation } from '../../ruleset.js';

/** The seed file every RPGStuck citation points at. */
export const RPGSTUCK_SEED = '000_7e14385943d7d1e7.txt';

/** A citation of a section (its heading as the seed writes it) of the RPGStuck seed. */
export const at = (section: string): Citation => ({ file: RPGSTUCK_SEED, section });

/** The seed's section headings the schema cites. */
export const HP = 'Hit Points and Stats';
export const CRIT = 'Critical Hits, Percentages, Nat 20s, Nat 1s';
export const AIM = 'Aim and Block Dice';
export const DICE = 'Damage Dice';
export const CALLED = 'Called Shots and Anatomy';
export const BESTIARY = 'Bestiary Intro';
export const ENV = 'Environmental Factors';
export const GRAPPLE = 'Grappling with Grappling';
export const LIMITED = 'Resting and Limited Abilities';
