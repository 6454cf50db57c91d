/**
 * Rise's attack roll: 1d10 that explodes on 10, plus accuracy, against a defense; the outcome by the
 * margin (hit, glancing blow, critical hit, miss), how many times the damage dice are rolled, and
 * the odds of the exploding die for tactics and hovers.
 * Source: 003_66faa831a56df10d.txt §Attack Rolls, §Glancing Blows, §Exploding Attacks, §Critical Hits.
 */
import type { DiceTerm } from '../../../engine/dice.js';
import type { AttackModel } from '../../../engine/model.js';
import { parseTerm } from './dice-pools.js';

/** The attack die: a d10 that explodes on 10 (§Attack Rolls, §Exploding Attacks). */
export const ATTACK_DIE: DiceTerm = parseTerm('1d10!');

/** The outcome ids of RISE_OUTCOMES (schema.ts). */
export type RiseOutcome = 'critical' | 'hit' | 'glance' | 'miss';

/** The defense an attack targets: the one it names, else Armor (strikes are "vs. Armor", §Strikes). */
export function defenseNameOf(attack: AttackModel): string {
    return attack.defense ?? 'armor';
}

/**
 * Hit, glance, critical or miss from the margin (attack total − defense): 10 or more is a critical,
 * 0 or more a hit, −1 or −2 a glancing blow, less a miss.
 */
export function outcomeOf(margin: number): RiseOutcome {
    if (margin >= 10) return 'critical';
    if (margin >= 0) return 'hit';
    if (margin >= -2) return 'glance';
    return 'miss';
}

/** The outcome against a target, and whether a critical became a plain hit (a target not subject to critical hits). */
export function outcomeAgainst(margin: number, noCriticals: boolean): { readonly outcome: RiseOutcome; readonly immune: boolean } {
    const outcome = outcomeOf(margin);
    if (outcome === 'critical' && noCriticals) return CRITICAL_AS_HIT;
    return PLAIN_OUTCOMES[outcome];
}

/** outcomeAgainst's answers, made once (it is asked for every target of every attack). */
const CRITICAL_AS_HIT = { outcome: 'hit', immune: true } as const;
const PLAIN_OUTCOMES: Readonly<Record<RiseOutcome, { readonly outcome: RiseOutcome; readonly immune: false }>> = {
    miss: { outcome: 'miss', immune: false },
    glance: { outcome: 'glance', immune: false },
    hit: { outcome: 'hit', immune: false },
    critical: { outcome: 'critical', immune: false },
};

/** A critical hit's multiplier of the damage dice: ×2 at +10, ×3 at +20, and so on (power is never multiplied). */
function criticalMultiplier(margin: number): number {
    return 1 + Math.floor(margin / 10);
}

/** How many times the damage dice are rolled: none on a glancing blow, once on a hit, the multiplier on a critical. */
export function damageDiceFactor(outcome: Exclude<RiseOutcome, 'miss'>, margin: number): number {
    if (outcome === 'glance') return 0;
    return outcome === 'hit' ? 1 : criticalMultiplier(margin);
}

/** Probability that d10 (exploding on 10) + `edge` ≥ 0, i.e. a hit when edge = accuracy − defense. */
export function hitChance(edge: number): number {
    // Tactics ask this for every attack of every fighter every round: the integer edges a stat block
    // can reach are worked out once.
    if (Number.isInteger(edge) && edge >= -HIT_TABLE_REACH && edge <= HIT_TABLE_REACH) return HIT_TABLE[edge + HIT_TABLE_REACH];
    return exactHitChance(edge);
}

/** P(roll >= need) for an exploding d10: faces 1..9 once; a 10 adds another exploding d10. */
function exactHitChance(edge: number): number {
    const atLeast = (need: number, depth: number): number => {
        if (need <= 1) return 1;
        if (depth > 8) return 0;
        const direct = Math.max(0, Math.min(9, 10 - need)) / 10; // faces need..9
        return direct + 0.1 * atLeast(need - 10, depth + 1);
    };
    return atLeast(-edge, 0);
}

const HIT_TABLE_REACH = 200;
const HIT_TABLE = Array.from({ length: 2 * HIT_TABLE_REACH + 1 }, (_, i) => exactHitChance(i - HIT_TABLE_REACH));

/** Explosions followed when listing attack rolls; deeper chains weigh under 1e-5 together. */
const EXPLOSION_DEPTH = 4;

/** Probability of each d10! result: faces 1–9, and 10 + another exploding d10 (cut at the depth). */
export function explodingD10(): Map<number, number> {
    const result = new Map<number, number>();
    const walk = (base: number, p: number, depth: number) => {
        for (let face = 1; face <= 9; face++) result.set(base + face, (result.get(base + face) ?? 0) + p / 10);
        if (depth < EXPLOSION_DEPTH) walk(base + 10, p / 10, depth + 1);
        else result.set(base + 10, (result.get(base + 10) ?? 0) + p / 10);
    };
    walk(0, 1, 0);
    return result;
}
