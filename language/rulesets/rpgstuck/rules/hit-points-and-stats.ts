/**
 * Hit points: maximum HP from the hit die and CON, and damage taken through temporary HP.
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats.
 */
import type { HitDieAverage } from '../options.js';

/**
 * Maximum HP: 10 + the hit die's maximum + CON at level 1, then the hit die's average + CON for every
 * later level; the average of a dX is (X + 1) / 2, rounded up or down (option `hit_die_average`).
 * A level below 1 counts as 1 and a hit die below d2 as a d2 (validation reports both).
 */
export function maxHp(level: number, hitDie: number, con: number, average: HitDieAverage): number {
    const die = Math.max(2, hitDie);
    const exact = (die + 1) / 2;
    const perLevel = (average === 'round_up' ? Math.ceil(exact) : Math.floor(exact)) + con;
    return 10 + die + con + (Math.max(1, level) - 1) * perLevel;
}

/** A combatant's hit points and temporary hit points. */
interface Health {
    readonly hp: number;
    readonly tempHp: number;
}

/**
 * Takes damage: temp HP absorbs first, the rest comes off HP (not below 0). Negative damage counts as
 * 0. @returns the new HP and temp HP, what temp HP absorbed and what HP lost.
 */
export function takeDamage(h: Health, damage: number): Health & { readonly absorbed: number; readonly lost: number } {
    const d = Math.max(0, Math.trunc(damage));
    const absorbed = Math.min(h.tempHp, d);
    const lost = Math.min(h.hp, d - absorbed);
    return { hp: h.hp - lost, tempHp: h.tempHp - absorbed, absorbed, lost };
}
