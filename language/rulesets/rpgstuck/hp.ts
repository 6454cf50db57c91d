/**
 * Hit points: maximum HP from hit die and CON, temporary HP, max HP and stat reduction, and the
 * states they lead to. Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats (and §Environmental
 * Factors for holding breath).
 */
import { fail, ok, type Checked } from './dice.js';

/** How the average of a hit die is taken [assumption: rounded up, d8 → 5, as d20 games do]. */
export type HitDieAverage = 'round_up' | 'round_down';

/** The average of a hit die of `sides` faces: (sides + 1) / 2, rounded per the option. */
export function hitDieAverage(sides: number, rounding: HitDieAverage = 'round_up'): number {
    const exact = (sides + 1) / 2;
    return rounding === 'round_up' ? Math.ceil(exact) : Math.floor(exact);
}

/**
 * Maximum HP at `level`: 10 + hit die maximum + CON at level 1, then + average + CON per level.
 * Errors: `rpgstuck.hp.level` (level < 1), `rpgstuck.hp.hit-die` (hit die < 2).
 */
export function maxHp(level: number, hitDie: number, con: number, rounding: HitDieAverage = 'round_up'): Checked<number> {
    if (!Number.isInteger(level) || level < 1) return fail('rpgstuck.hp.level', `Level must be a whole number of at least 1, not ${level}.`);
    if (!Number.isInteger(hitDie) || hitDie < 2) return fail('rpgstuck.hp.hit-die', `The hit die must be a die of 2 or more sides, not d${hitDie}.`);
    return ok(10 + hitDie + con + (level - 1) * (hitDieAverage(hitDie, rounding) + con));
}

/** A combatant's health. `stats` are the six modifiers, tracked for stat damage. */
export interface Health {
    readonly hp: number;
    readonly maxHp: number;
    readonly tempHp: number;
}

export type HealthState = 'up' | 'unconscious' | 'dead';

/** 0 HP: unconscious (there are no death saves); max HP 0: dead. */
export function healthState(h: Health): HealthState {
    if (h.maxHp <= 0) return 'dead';
    return h.hp <= 0 ? 'unconscious' : 'up';
}

/**
 * Takes damage: temp HP absorbs first, the rest comes off HP (not below 0). `trueDamage` (HP spent
 * on a Step) bypasses damage reduction but temp HP still absorbs it [assumption: the seed only says it
 * bypasses reduction]. Negative damage counts as 0.
 */
export function takeDamage(h: Health, damage: number): Health & { readonly absorbed: number; readonly lost: number } {
    const d = Math.max(0, Math.trunc(damage));
    const absorbed = Math.min(h.tempHp, d);
    const lost = Math.min(h.hp, d - absorbed);
    return { hp: h.hp - lost, maxHp: h.maxHp, tempHp: h.tempHp - absorbed, absorbed, lost };
}

/**
 * Gains temp HP: they never stack; more than the current amount replaces it, otherwise nothing.
 * Error `rpgstuck.hp.temp-negative` for a negative grant.
 */
export function gainTempHp(h: Health, amount: number): Checked<Health> {
    if (amount < 0 || !Number.isFinite(amount)) return fail('rpgstuck.hp.temp-negative', `Temporary HP cannot be negative (${amount}).`);
    return ok(amount > h.tempHp ? { ...h, tempHp: amount } : h);
}

/** Heals HP up to the maximum (temp HP untouched). */
export function heal(h: Health, amount: number): Health {
    return { ...h, hp: Math.min(h.maxHp, h.hp + Math.max(0, amount)) };
}

/**
 * Reduces max HP by `amount`; current HP drops by the same amount (the seed's character-sheet
 * note), not below 0. Max HP at 0 or below is death.
 */
export function reduceMaxHp(h: Health, amount: number): Health & { readonly state: HealthState } {
    const a = Math.max(0, amount);
    const next = { hp: Math.max(0, h.hp - a), maxHp: h.maxHp - a, tempHp: h.tempHp };
    return { ...next, maxHp: Math.max(0, next.maxHp), state: healthState({ ...next, maxHp: Math.max(0, next.maxHp) }) };
}

/**
 * Stat damage: lowers one stat modifier; when a reduction brings it to 0 or below, the creature dies
 * [assumption: only stat damage kills — a stat written as 0 or less is just a modifier].
 */
export function reduceStat(value: number, amount: number): { readonly value: number; readonly dead: boolean } {
    const next = value - Math.max(0, amount);
    return { value: next, dead: amount > 0 && next <= 0 };
}

/** Breath: held for 1 + CON minutes, then CON rounds (at least 1) before dropping to 0 HP. */
export function breath(con: number): { readonly holdMinutes: number; readonly roundsWithout: number } {
    return { holdMinutes: Math.max(0, 1 + con), roundsWithout: Math.max(1, con) };
}

/**
 * A short rest: each hit die spent heals its roll + CON [assumption: at least 0 per die]; effects that
 * recharge on a short rest only do so when at least P hit dice were spent in one sitting.
 * Source: §Resting and Limited Abilities.
 */
export function shortRest(
    h: Health,
    rolls: readonly number[],
    con: number,
    proficiency: number,
): { readonly health: Health; readonly recharges: boolean } {
    const healed = rolls.reduce((a, r) => a + Math.max(0, r + con), 0);
    return { health: heal(h, healed), recharges: rolls.length >= proficiency };
}
