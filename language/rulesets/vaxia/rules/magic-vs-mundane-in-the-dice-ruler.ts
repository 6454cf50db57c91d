/**
 * Mental spells: some spells — mental effects, and others that target SPI — cannot be blocked,
 * dodged or parried; only a skill made to resist them rolls against them, one trait, and its PP
 * come off the spell's. Source: 004_941aee309a07cd38.txt §Magic vs Mundane in the Dice Ruler (its
 * note on mental effects).
 * Assumptions (the note sits in the legacy magic pages, and names no stat or difficulty): it holds
 * under the current ruling too — it is a property of the spell, not of the ruling — and the
 * resistance rolls SPIR + the resisting skill against the caster's SPIR (power) might, the one of
 * the two the spell aims at SPI with.
 */
import type { AttackModel } from '../../../engine/model.js';
import type { DefenseKind } from './attacking-and-defending.js';
import type { StatName } from './understanding-your-stats.js';

/** Whether an attack is a mental spell (tag `mental`). */
export function isMental(attack: Pick<AttackModel, 'tags'>): boolean {
    return attack.tags.includes('mental');
}

/** Why `kind` cannot meet a mental spell, or undefined when it can (resist, and a magical redirect or disarm). */
export function mentalRefusal(kind: DefenseKind): string | undefined {
    if (kind === 'block' || kind === 'dodge' || kind === 'parry' || kind === 'counter') return 'a mental spell cannot be blocked, dodged or parried';
    return undefined;
}

/** The stat a resistance to a mental spell rolls, with the resisting skill. */
export const RESIST_STAT: StatName = 'SPIR';

/** The skill a resistance needs: one made to resist magic. */
export const RESIST_SKILL = 'magic_resist' as const;
