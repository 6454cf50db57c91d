/**
 * Hordes: Horde Strength, extra hits for beating the defense by 5s, and Horde Anatomy.
 * Source: 000_7e14385943d7d1e7.txt §Bestiary Intro › Hordes and Swarms.
 */
import type { Outcome } from './critical-hits.js';

/**
 * Horde Strength: +10 to hit, +5 once HP is down to two thirds of the maximum, nothing once it is
 * down to one third [assumption: "at" includes the exact fraction]. Integer-exact (3·hp vs 2·max).
 */
export function hordeStrength(hp: number, maxHp: number): number {
    if (3 * hp <= maxHp) return 0;
    if (3 * hp <= 2 * maxHp) return 5;
    return 10;
}

/**
 * Hits a horde attack lands: one, plus one per full 5 the total beats the defense by. A nat 20 that
 * falls short still lands one; a miss lands none.
 */
export function hordeHits(outcome: Outcome, total: number, defense: number): number {
    if (outcome === 'miss') return 0;
    return 1 + Math.max(0, Math.floor((total - defense) / 5));
}

/**
 * Times an area attack hits a horde: once per 5-ft square of the horde inside the area; a Medium
 * horde in a single square is hit three times. Same for "one attack per target in range".
 */
export function hordeAreaHits(squaresInArea: number, mediumSingleSquare: boolean): number {
    if (mediumSingleSquare) return 3;
    return Math.max(0, Math.trunc(squaresInArea));
}
