/**
 * Hit points: maximum HP from the hit die and CON, and damage taken through temporary HP.
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats.
 */
import type { HitDieAverage } from '../options.js';

/**
 * Maximum HP: 10 + the hit die's maximum + CON at level 1, then the hit die's average + CON for every
 * later level; the average of a dX is (X + 1) / 2, rounded up or down (option `hit_die_average`).
 * The level is 1 … 20 and the hit die d2 … d20 (the schema's ranges: anything else is an error
 * where it is written).
 */
export function maxHp(level: number, hitDie: number, con: number, average: HitDieAverage): number {
    const exact = (hitDie + 1) / 2;
    const perLevel = (average === 'round_up' ? Math.ceil(exact) : Math.floor(exact)) + con;
    return 10 + hitDie + con + (level - 1) * perLevel;
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

/** Temporary HP granted on top of some already held: they never stack — the larger grant stays. */
export function gainTempHp(held: number, granted: number): number {
    return Math.max(held, Math.max(0, granted));
}

/**
 * A reduction of maximum HP. Current HP are only capped at the new maximum: the seed's 2024-02-24
 * note says the character sheet also takes current HP down by as much, calls that a quirk of the
 * sheet, and warns not to lose more HP than you should — an effect that means to cost HP as well
 * says so. A maximum reduced to 0 kills. Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats.
 * @returns the new maximum and current HP, and whether it kills.
 */
export function reduceMaxHp(maxHp: number, hp: number, by: number): { readonly maxHp: number; readonly hp: number; readonly dies: boolean } {
    const max = Math.max(0, maxHp - Math.max(0, by));
    return { maxHp: max, hp: Math.min(max, hp), dies: max <= 0 };
}

/** The six stats, whose reduction to 0 kills (stats are written as modifiers: at 0 or below [assumption]). */
const KILLING_STATS: ReadonlySet<string> = new Set(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);

/** Whether a reduction that leaves `stat` at `value` kills. */
export function statReductionKills(stat: string, value: number): boolean {
    return KILLING_STATS.has(stat) && value <= 0;
}
