/**
 * The attack roll: d20 + P + stat + hit bonuses − hit maluses (± aim / block, ± stacked advantage)
 * against AC or a named resistance, with nat 20 / nat 1 and crit range.
 * Source: 000_7e14385943d7d1e7.txt §Critical Hits, Percentages, Nat 20s, Nat 1s; §Other Hit
 * Bonuses/Maluses (under §Aim and Block Dice); §Light and Darkness.
 */
import { fail, ok, type Checked, type Dice } from './dice.js';

/** The defenses an attack can target. */
export type DefenseName = 'AC' | 'reflex' | 'fortitude' | 'will';

/** How stacked advantage turns into the flat ±4 (a ruleset option; the seed only names "the +4 or −4"). */
export type AdvantageStack = 'flat_once' | 'per_extra';

export interface AttackInput {
    /** Proficiency P. */
    readonly proficiency: number;
    /** The stat modifier the attack uses. */
    readonly stat: number;
    /** Hit bonuses (positive numbers). */
    readonly bonuses?: readonly number[];
    /** Hit maluses (positive numbers, subtracted). Cover counts here (§Other Hit Bonuses). */
    readonly maluses?: readonly number[];
    /** The signed aim / block modifier already rolled (see aim-block.ts). */
    readonly aimBlock?: number;
    /** Sources of advantage minus sources of disadvantage [assumption: they cancel one for one]. */
    readonly advantage?: number;
    /** The target's AC or resistance (with any called-shot raise already in). */
    readonly defense: number;
    /** Crit range bonus: +N crits on 20−N … 20. May be negative after a called shot (still crits on 20). */
    readonly critRange?: number;
}

export interface AttackOptions {
    readonly advantageStack?: AdvantageStack;
    /** Whether a crit-range crit (not a nat 20) must also meet the defense [assumption: yes]. */
    readonly critRangeNeedsHit?: boolean;
}

export type Outcome = 'critical' | 'hit' | 'miss';

export interface AttackResult {
    /** The d20 faces rolled (one, or two with advantage / disadvantage). */
    readonly faces: readonly number[];
    /** The face that counts. */
    readonly kept: number;
    /** The flat ±4 of stacked advantage / disadvantage (not a hit bonus or malus). */
    readonly stackBonus: number;
    readonly total: number;
    readonly defense: number;
    readonly outcome: Outcome;
    /** total − defense (a nat 20 can hit with a negative margin; a nat 1 misses with any margin). */
    readonly margin: number;
    readonly nat20: boolean;
    readonly nat1: boolean;
    /** Lowest natural face that crits (20 when the crit range is 0 or less). */
    readonly critOn: number;
}

/**
 * The lowest natural d20 face that is a critical hit for a crit range bonus: 20 − N, never above
 * 20 (a negative range still crits on a nat 20) and never below 2 (a nat 1 never crits).
 * Source: §Critical Hits ("+2 to crit range … 18-20"), §Called Shots ("minimum 20").
 */
export function critThreshold(critRange: number): number {
    return Math.min(20, Math.max(2, 20 - Math.trunc(critRange)));
}

/**
 * Checks a crit range: integers only, and at most +18 (crit on 2–20); larger ranges make no
 * difference and are flagged. Code `rpgstuck.crit-range.invalid`.
 */
export function checkCritRange(critRange: number): Checked<number> {
    if (!Number.isInteger(critRange)) return fail('rpgstuck.crit-range.invalid', `Crit range must be a whole number, not ${critRange}.`);
    if (critRange > 18)
        return fail(
            'rpgstuck.crit-range.invalid',
            `Crit range +${critRange} would crit on a roll below 2; a nat 1 never crits, so +18 (2–20) is the most that means anything.`,
        );
    return ok(critRange);
}

/**
 * The d20 part of an advantage state: how many d20s, keep best or worst, and the flat stack bonus.
 * Net 0: one d20. Net ±1: two d20, keep best / worst. Net ±2 or more: two d20 plus ±4 ('flat_once',
 * default) or ±4 per source beyond the first ('per_extra') [assumption on both counts].
 */
export function advantageState(
    net: number,
    stack: AdvantageStack = 'flat_once',
): { readonly dice: 1 | 2; readonly keep: 'best' | 'worst'; readonly flat: number } {
    const n = Math.trunc(net);
    if (n === 0) return { dice: 1, keep: 'best', flat: 0 };
    const extra = Math.abs(n) - 1;
    const flat = extra === 0 ? 0 : stack === 'flat_once' ? 4 : 4 * extra;
    return { dice: 2, keep: n > 0 ? 'best' : 'worst', flat: n > 0 ? flat : -flat };
}

/** The flat part of an attack roll (everything but the d20): P + stat + Σbonuses − Σmaluses + aim/block + stack. */
export function attackModifier(input: AttackInput, stackBonus: number): number {
    const bonuses = (input.bonuses ?? []).reduce((a, b) => a + b, 0);
    const maluses = (input.maluses ?? []).reduce((a, b) => a + b, 0);
    return input.proficiency + input.stat + bonuses - maluses + (input.aimBlock ?? 0) + stackBonus;
}

/**
 * Decides the outcome for a natural face and a total. Nat 20: hits and crits whatever the defense.
 * Nat 1: misses, never crits. Otherwise total ≥ defense hits [assumption: meeting the defense hits, as
 * in d20 games]; a face in the crit range crits when it hits (or always, with critRangeNeedsHit false).
 */
export function decide(face: number, total: number, defense: number, critRange: number, options: AttackOptions = {}): Outcome {
    if (face === 20) return 'critical';
    if (face === 1) return 'miss';
    const hits = total >= defense;
    const inRange = face >= critThreshold(critRange);
    if (inRange && (hits || options.critRangeNeedsHit === false)) return 'critical';
    return hits ? 'hit' : 'miss';
}

/** Rolls an attack: the d20(s), then the outcome against the defense. */
export function rollAttack(input: AttackInput, dice: Dice, options: AttackOptions = {}): AttackResult {
    const state = advantageState(input.advantage ?? 0, options.advantageStack);
    const faces = state.dice === 1 ? [dice.die(20)] : [dice.die(20), dice.die(20)];
    const kept = state.keep === 'best' ? Math.max(...faces) : Math.min(...faces);
    const total = kept + attackModifier(input, state.flat);
    const critRange = input.critRange ?? 0;
    return {
        faces,
        kept,
        stackBonus: state.flat,
        total,
        defense: input.defense,
        outcome: decide(kept, total, input.defense, critRange, options),
        margin: total - input.defense,
        nat20: kept === 20,
        nat1: kept === 1,
        critOn: critThreshold(critRange),
    };
}
