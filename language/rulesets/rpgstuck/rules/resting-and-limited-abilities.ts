/**
 * Rests: what a short rest's hit dice heal and when it recharges per-short-rest abilities, and what a
 * long rest restores. Plain numbers and dice from the day's generator.
 * Source: 000_7e14385943d7d1e7.txt §Resting and Limited Abilities.
 */
import type { SeededRng } from '../../../engine/rng.js';
import { shortLongUsesBack } from '../../../engine/uses.js';

/** What a rest sees of a character: its hit points, hit dice left and stat damage. */
export interface Rested {
    readonly hp: number;
    readonly maxHp: number;
    /** Hit dice it may still spend today. */
    readonly hitDice: number;
    /** Stat damage by stat (points below its written value). */
    readonly statDamage: Readonly<Record<string, number>>;
}

/** One hit die spent: its face, the CON added, and what it healed. */
export interface HitDieRoll {
    readonly face: number;
    readonly healed: number;
}

/**
 * A short rest: the character spends hit dice one at a time while below its maximum HP, and then —
 * when `wantsRecharge` (it has a per-short-rest ability spent) — up to `p` dice in all so the rest
 * recharges it [assumption: how many dice a player spends is the player's choice]. Each die rolls
 * d`hitDie` + CON (healing at least 0 [assumption]) and heals one point of stat damage (the largest
 * first [assumption]). @returns the state after, the dice rolled, and whether at least P were spent
 * (per-short-rest abilities then come back).
 */
export function shortRest(
    before: Rested,
    hitDie: number,
    con: number,
    p: number,
    wantsRecharge: boolean,
    rng: SeededRng,
): { readonly after: Rested; readonly rolls: readonly HitDieRoll[]; readonly recharges: boolean } {
    let { hp, hitDice } = before;
    const statDamage: Record<string, number> = { ...before.statDamage };
    const rolls: HitDieRoll[] = [];
    const hurt = () => hp < before.maxHp || Object.values(statDamage).some(v => v > 0);
    while (hitDice > 0 && (hurt() || (wantsRecharge && rolls.length < p))) {
        const face = rng.die(hitDie);
        const healed = Math.max(0, face + con);
        hp = Math.min(before.maxHp, hp + healed);
        hitDice--;
        const worst = Object.entries(statDamage).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
        if (worst && worst[1] > 0) statDamage[worst[0]] = worst[1] - 1;
        rolls.push({ face, healed });
    }
    return { after: { hp, maxHp: before.maxHp, hitDice, statDamage }, rolls, recharges: rolls.length >= p };
}

/** How many of each rest a day benefits from: one long rest in 24 hours (a second gives nothing). */
export const RESTS_PER_DAY: Readonly<Record<string, number>> = { long_rest: 1 };

/** Whether a long rest gives anything: the character has at least 1 HP and has not had one today (`RESTS_PER_DAY`). */
export function longRestBenefits(hp: number, alreadyToday: boolean): boolean {
    return hp >= 1 && !alreadyToday;
}

/**
 * The use periods a rest may give back: a long rest every one; a short rest those per short rest,
 * when enough hit dice are spent in it (`shortRest`'s recharge), so not for certain.
 */
export const usesBackAfter: (rest: string) => readonly string[] = shortLongUsesBack;
