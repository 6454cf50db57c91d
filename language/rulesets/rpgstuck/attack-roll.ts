/**
 * The attack roll: d20 (two with advantage or disadvantage) + P + stat + hit bonuses − hit maluses,
 * ± the aim or block die, ± the flat 4 of stacked advantage, against AC or a named resistance; nat 20
 * and nat 1; the crit range.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Other Hit
 * Bonuses/Maluses (under §Aim and Block Dice).
 */
import type { Dice } from './dice.js';
import type { AdvantageStack } from './options.js';

/** The defenses an attack can target. */
export type DefenseName = 'AC' | 'reflex' | 'fortitude' | 'will';

export type Outcome = 'critical' | 'hit' | 'miss';

/** The largest crit range that means anything: +18 crits on 2–20, and a nat 1 never crits. */
export const MAX_CRIT_RANGE = 18;

/**
 * The lowest natural d20 face that is a critical hit for a crit range bonus: 20 − N, never above
 * 20 (a negative range still crits on a nat 20) and never below 2 (a nat 1 never crits).
 * Source: §Critical Hits ("+2 to crit range … 18-20"), §Called Shots ("minimum 20").
 */
export function critThreshold(critRange: number): number {
    return Math.min(20, Math.max(20 - MAX_CRIT_RANGE, 20 - Math.trunc(critRange)));
}

/** The d20s of an advantage state: how many, which counts, and the flat ±4 of a stack. */
export interface AdvantageState {
    readonly dice: 1 | 2;
    readonly keep: 'best' | 'worst';
    readonly flat: number;
}

/**
 * The d20 part of an advantage state. Net 0: one d20. Net ±1: two d20, keep best / worst. Net ±2 or
 * more (a stack): two d20 and ±4 once ('flat_once') or ±4 per source beyond the first ('per_extra')
 * [assumption on both counts: the seed only names "the +4 or −4" of a stack].
 */
export function advantageState(net: number, stack: AdvantageStack): AdvantageState {
    const n = Math.trunc(net);
    if (n === 0) return { dice: 1, keep: 'best', flat: 0 };
    const extra = Math.abs(n) - 1;
    const flat = extra === 0 ? 0 : stack === 'flat_once' ? 4 : 4 * extra;
    return { dice: 2, keep: n > 0 ? 'best' : 'worst', flat: n > 0 ? flat : -flat };
}

/** Rolls the d20s of `state`: every face in order, the one that counts and where it is. */
export function rollD20s(
    state: AdvantageState,
    dice: Dice,
): { readonly faces: readonly number[]; readonly kept: number; readonly keptIndex: number } {
    const faces = state.dice === 1 ? [dice.die(20)] : [dice.die(20), dice.die(20)];
    const kept = state.keep === 'best' ? Math.max(...faces) : Math.min(...faces);
    return { faces, kept, keptIndex: faces.indexOf(kept) };
}

/** The notation of the d20s of `state`, as the log prints it. */
export function d20Notation(state: AdvantageState): string {
    return state.dice === 1 ? '1d20' : state.keep === 'best' ? '2d20kh1' : '2d20kl1';
}

/**
 * Decides the outcome for a natural face and a total. Nat 20: hits and crits whatever the defense.
 * Nat 1: misses, never crits. Otherwise total ≥ defense hits [assumption: meeting the defense hits, as
 * in d20 games]; a face in the crit range crits when it hits — or always, when `critRangeNeedsHit`
 * is false (option `crit_range_needs_hit`).
 */
export function decide(face: number, total: number, defense: number, critRange: number, critRangeNeedsHit: boolean): Outcome {
    if (face === 20) return 'critical';
    if (face === 1) return 'miss';
    const hits = total >= defense;
    if (face >= critThreshold(critRange) && (hits || !critRangeNeedsHit)) return 'critical';
    return hits ? 'hit' : 'miss';
}
