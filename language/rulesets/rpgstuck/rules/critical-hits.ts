/**
 * §Critical Hits, Percentages, Nat 20s, Nat 1s: the attack roll's outcome against AC or a named
 * resistance (nat 20, nat 1, the crit range), and the damage of a hit — both crit rules, bonus
 * percentages, halving — with advantage on the damage roll (§Damage Dice).
 * Source: 000_7e14385943d7d1e7.txt.
 *
 * Percent model: a hit deals its damage at 100%; every bonus percentage adds to that (a crit +100,
 * a headshot +50, Trace +100 …) and the sum multiplies the damage after all modifiers. Each halving
 * removes 50 points: bonus first, then the base — so 100% halved twice is 0%, and a crit on halved
 * damage is still +50%. The total never goes below 0.
 */
import type { SeededRng } from '../../../engine/rng.js';
import type { CritRule, HeadCritRule, Rounding } from '../options.js';
import { findPart } from './called-shots-and-anatomy.js';

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

export interface DiceGroup {
    readonly count: number;
    readonly sides: number;
}

interface DamageInput {
    /** The dice of the damage roll, already resolved (see damage-dice.ts). */
    readonly dice: readonly DiceGroup[];
    /** Every flat modifier added together (stat, Assail, 2P from steps, …). */
    readonly flat: number;
    /** Advantage on damage: roll twice the dice, keep the highest half. Several do not stack. */
    readonly advantage: boolean;
    readonly critical: boolean;
    /** Bonus percentages other than the crit's own (+50 headshot, +100 Trace …). */
    readonly bonusPercents: readonly PercentBonus[];
    /** Number of halving effects. */
    readonly halvings: number;
}

interface DamageOptions {
    readonly critRule: CritRule;
    readonly rounding: Rounding;
}

interface DamageResult {
    /** Every face rolled, group by group. */
    readonly faces: readonly number[];
    /** The faces that count (all, or the highest half under advantage). */
    readonly kept: readonly number[];
    /** Sum of kept faces + flat (flat doubled under the double-dice crit rule). */
    readonly raw: number;
    /** The percentage the raw roll is worth: 100 + bonuses − 50 per halving, never below 0. */
    readonly percent: number;
    readonly total: number;
}

/**
 * The percentage a damage roll is dealt at: 100 + (crit ? 100 : 0) + Σbonus − 50 × halvings (a whole
 * number ≥ 0: `with halved N` takes a count), not below 0. Source: §Critical Hits ("critical hits
 * deal 100% bonus damage"; the halving bullets).
 */
export function damagePercent(critical: boolean, bonusPercents: readonly PercentBonus[], halvings: number): number {
    let bonus = 0;
    for (let i = 0; i < bonusPercents.length; i++) bonus += bonusPercents[i].value;
    return Math.max(0, 100 + (critical ? CRIT_PERCENT : 0) + bonus - HALVING_PERCENT * halvings);
}

/** A critical hit's bonus percentage, and what each halving takes off (§Critical Hits). */
const CRIT_PERCENT = 100;
const HALVING_PERCENT = 50;

/**
 * The terms `damagePercent` adds, named, for the log: `100 + critical 100 + head 50 − halved 50`
 * (before the floor at 0, which the caller says when it applies).
 */
export function percentTerms(critical: boolean, bonusPercents: readonly PercentBonus[], halvings: number): string {
    const terms = ['100'];
    if (critical) terms.push(`+ critical ${CRIT_PERCENT}`);
    for (const b of bonusPercents) terms.push(`${b.value < 0 ? '−' : '+'} ${b.label} ${Math.abs(b.value)}`);
    for (let i = 0; i < halvings; i++) terms.push(`− halved ${HALVING_PERCENT}`);
    return terms.join(' ');
}

/** A bonus damage percentage and where it comes from, as the log names it (`head`, `Trace`, `vulnerable to fire`). */
export interface PercentBonus {
    readonly value: number;
    readonly label: string;
}

/**
 * A called shot's bonus percentage: the part's own (head and psi core +50); on a crit the head adds
 * +50 more under 'head_text' (the Head entry's own words) but not under 'trace_example' (the worked
 * example: crit + head + Trace = 250%). The psi core has no crit extra [assumption].
 * Source: §Called Shots and Anatomy (Head (+4); Psi Core (+2)); §Critical Hits (the Trace example).
 */
export function partPercent(part: string | undefined, critical: boolean, rule: HeadCritRule): number {
    const own = (part && findPart(part)?.damagePercent) || 0;
    return own + (part === 'head' && critical && rule === 'head_text' ? 50 : 0);
}

/**
 * Applies a percentage (≥ 0) to a raw amount with the chosen rounding; `scale` 200 for double-dice
 * crits. A raw amount below 0 (−P per step below d2) deals 0.
 */
export function applyPercent(raw: number, percent: number, rounding: Rounding, scale = 100): number {
    const exact = (raw * percent) / scale;
    const value = rounding === 'up' ? Math.ceil(exact - 1e-9) : rounding === 'nearest' ? Math.round(exact) : Math.floor(exact + 1e-9);
    return Math.max(0, value);
}

/**
 * Rolls damage. Order: the number of dice doubles for a crit under 'double_dice' (and the flat too),
 * then advantage doubles the dice rolled again and keeps the highest half of each group; the raw sum
 * is then worth `damagePercent` (under 'double_dice' the crit's +100 is already in the dice, so the
 * raw counts as twice the base: total = raw × percent / 200).
 * Source: §Damage Dice (advantage on damage); §Critical Hits (both crit rules, percentages, halving).
 */
export function rollDamage(input: DamageInput, dice: SeededRng, options: DamageOptions): DamageResult {
    const critical = input.critical;
    const doubleDice = critical && options.critRule === 'double_dice';
    const faces: number[] = [];
    // Without advantage every face is kept: one list serves as both (results are never changed).
    let kept: number[] = faces;
    if (input.advantage) {
        kept = [];
        for (const group of input.dice) {
            const count = group.count * (doubleDice ? 2 : 1);
            const groupFaces: number[] = [];
            for (let i = 0; i < count * 2; i++) groupFaces.push(dice.die(group.sides));
            faces.push(...groupFaces);
            kept.push(...highest(groupFaces, count));
        }
    } else {
        // Indexed loops: this path runs for every hit, and an unoptimised `for … of` allocates an iterator.
        for (let g = 0; g < input.dice.length; g++) {
            const group = input.dice[g];
            const count = group.count * (doubleDice ? 2 : 1);
            for (let i = 0; i < count; i++) faces.push(dice.die(group.sides));
        }
    }
    const raw = sum(kept) + input.flat * (doubleDice ? 2 : 1);
    const percent = damagePercent(critical, input.bonusPercents, input.halvings);
    const total = applyPercent(raw, percent, options.rounding, doubleDice ? 200 : 100);
    return { faces, kept, raw, percent, total };
}

/** The `keep` highest of `faces` (ties: earlier faces first), in descending order. */
function highest(faces: readonly number[], keep: number): number[] {
    return [...faces].sort((a, b) => b - a).slice(0, Math.max(0, keep));
}

function sum(values: readonly number[]): number {
    // A loop: summed on every damage roll.
    let total = 0;
    for (let i = 0; i < values.length; i++) total += values[i];
    return total;
}
