/**
 * §Damage Dice: the die-size ladder of damage rolls, reading a damage formula (the engine's
 * `DiceExpr`, increments still in it) into dice groups and a flat number for one attacker, with
 * die-size steps on the base roll only — shared by the checks, the engine and the hovers, so all three
 * compute the same numbers — and the ladder as the shared `DieLadder` for validation of `+1d`.
 * Source: 000_7e14385943d7d1e7.txt §Damage Dice.
 *
 * A base roll is written `cQ dX` / `cP dX` / `c dX` (c dice of X sides for every point of Q, of P, or
 * once: `Q d6`, `(2 * Q) d4`, `2d6`), or as flat `cP` / `cQ` damage. The "die" that steps is the unit
 * `c dX`, and Q or P stays its multiplier wherever it lands (`Q d10` two sizes up is `2Q d8`):
 * - one die (c = 1): d2 d3 d4 d6 d8 d10 d12 2d8 2d10 2d12 — the unit can become two dice;
 * - c = 2: 2d2 2d3 2d4 2d6 2d8 2d10 2d12; c = 3: 3d2 … 3d12 (the seed's multi-dice ladders);
 * - c ≥ 4 (not in the seed): c d2 … c d12 by analogy [assumption].
 * Past the top each step adds 2P or the level (the roller's choice, once per term, not per Q);
 * below the bottom each step subtracts P. Flat P / Q damage gains one more P / Q per step.
 */

import type { DiceExpr } from '../../../engine/dice.js';
import { TableLadder } from '../../../engine/ladder.js';
import type { OverflowChoice } from '../options.js';
import type { DiceGroup } from './critical-hits.js';

/** The six stats, written as modifiers; a damage formula may add one (Weakened on a player takes it off). */
export const SIX_STATS: readonly string[] = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'];

/** A rung of a ladder: `count` dice of `sides` faces (per point of the multiplier). */
interface Rung {
    readonly count: number;
    readonly sides: number;
}

const SIDES = [2, 3, 4, 6, 8, 10, 12] as const;

/**
 * The ladder a unit of `count` dice sits on. One die: d2…d12 then 2d8 2d10 2d12. Several dice:
 * count×(d2…d12). A count below 1 is treated as 1.
 */
function ladderFor(count: number): readonly Rung[] {
    const c = Math.max(1, Math.floor(count));
    // Asked for on every stepped damage roll: each ladder is made once (ladders are never changed).
    let ladder = LADDERS.get(c);
    if (!ladder) {
        const base = SIDES.map(sides => ({ count: c, sides }));
        LADDERS.set(c, (ladder = c === 1 ? [...base, { count: 2, sides: 8 }, { count: 2, sides: 10 }, { count: 2, sides: 12 }] : base));
    }
    return ladder;
}

const LADDERS = new Map<number, readonly Rung[]>();

/**
 * Where a unit of `count` dX sits on its ladder, or −1 when dX is not one of d2 d3 d4 d6 d8 d10 d12
 * (the first rung of that size: on the single-die ladder a d8 is the d8, not 2d8).
 */
function rungIndex(count: number, sides: number): number {
    const ladder = ladderFor(count);
    // A loop, not `findIndex` with a closure: asked for on every stepped damage roll.
    for (let i = 0; i < ladder.length; i++) if (ladder[i].sides === sides) return i;
    return -1;
}

/**
 * Where a die sits on the single-die ladder d2 d3 d4 d6 d8 d10 d12 2d8 2d10 2d12 (`1d12`: 6, `2d8`: 7),
 * or −1 off it. Aim and block dice step along it too (§Aim and Block Dice).
 */
export function singleDieRung(count: number, sides: number): number {
    return ladderFor(1).findIndex(r => r.count === count && r.sides === sides);
}

/**
 * Moves a unit of dice `steps` sizes along its ladder (negative: down): the rung it reaches, and the
 * flat damage the steps beyond the ends add — each step past the top +2P or +Level (option
 * `overflow`, §Damage Dice: "of your choice"), each step below the bottom −P, once per term, not per
 * point of Q. @returns undefined when the die is on no ladder (d5, d20): a checker's warning.
 * Source: §Damage Dice ("+2 die sizes to a d6 would become d10" …).
 */
function stepDice(
    unit: Rung,
    steps: number,
    overflow: OverflowChoice,
): { readonly rung: Rung; readonly extraP: number; readonly extraLevel: number } | undefined {
    const ladder = ladderFor(unit.count);
    const start = rungIndex(unit.count, unit.sides);
    if (start < 0) return undefined;
    const target = start + Math.trunc(steps);
    const top = ladder.length - 1;
    const over = Math.max(0, target - top);
    const under = Math.max(0, -target);
    return {
        rung: ladder[Math.min(top, Math.max(0, target))],
        extraP: (overflow === '2P' ? 2 * over : 0) - under,
        extraLevel: overflow === 'level' ? over : 0,
    };
}

/**
 * The base damage roll: `unit` dice of `sides` for each of `times` points of its multiplier (Q, P, or
 * one), or flat damage of `count` P or Q, each worth `value`.
 */
type Base =
    | { readonly kind: 'dice'; readonly unit: number; readonly sides: number; readonly times: number }
    | { readonly kind: 'flat'; readonly count: number; readonly value: number };

/** A damage formula resolved for one attacker: the base roll, bonus dice and the flat part. */
interface ResolvedRoll {
    readonly base?: Base;
    readonly bonus: readonly DiceGroup[];
    /** Every flat term, a flat base included. */
    readonly flat: number;
    /** `+Nd` increments written in the formula. */
    readonly increments: number;
    /** The stat modifier the formula adds, if any (Weakened on a player takes it off). */
    readonly stat?: string;
}

/** Why a formula cannot be used: dice with modifiers (`kh`, `!`), dice subtracted or multiplied. */
type ResolveProblem = string;

/** `Q`, `P`, `c * Q` or `Q * c` (a whole c ≥ 1): so many per point of Q or P. */
function perPoint(e: DiceExpr): { readonly per: number; readonly of: 'P' | 'Q' } | undefined {
    const isPQ = (x: DiceExpr): x is { kind: 'stat'; name: 'P' | 'Q' } => x.kind === 'stat' && (x.name === 'P' || x.name === 'Q');
    if (isPQ(e)) return { per: 1, of: e.name };
    if (e.kind !== 'binary' || e.op !== '*') return undefined;
    const [n, pq] = e.left.kind === 'number' ? [e.left, e.right] : [e.right, e.left];
    return n.kind === 'number' && Number.isInteger(n.value) && n.value >= 1 && isPQ(pq) ? { per: n.value, of: pq.name } : undefined;
}

/** Evaluates a formula without dice to a number (stats read from `stats`, a missing one 0); undefined when it has dice. */
function flatOf(e: DiceExpr, stats: Readonly<Record<string, number>>): number | undefined {
    switch (e.kind) {
        case 'number':
            return e.value;
        case 'stat':
            return stats[e.name] ?? 0;
        case 'negate': {
            const v = flatOf(e.operand, stats);
            return v === undefined ? undefined : -v;
        }
        case 'binary': {
            const l = flatOf(e.left, stats);
            const r = flatOf(e.right, stats);
            if (l === undefined || r === undefined) return undefined;
            if (e.op === '+') return l + r;
            if (e.op === '-') return l - r;
            if (e.op === '*') return l * r;
            // Never by 0: the checks refuse a divisor that can be 0 (dice-divisor-zero).
            return Math.floor(l / r);
        }
        default:
            return undefined;
    }
}

/**
 * Walks a damage formula. Numbers and stats add to the flat part (`level`, `P`, `Q`, `damage_mod`
 * and the six stats read the attacker); `2 * STR` multiplies flat values; the first dice term is the
 * base roll — its count read back as so many per point of Q or P when written so (`Q d6`) — and later
 * ones bonus dice; with no dice at all, the first P or Q term is the base (§Damage Dice: P or Q damage
 * grows by P or Q per step). @returns the roll, or a problem in words (never throws).
 */
export function resolveDamage(expr: DiceExpr | undefined, stats: Readonly<Record<string, number>>): ResolvedRoll | ResolveProblem {
    const out: { base?: Base; flatBase?: Base; bonus: DiceGroup[]; flat: number; increments: number; stat?: string } = {
        bonus: [],
        flat: 0,
        increments: 0,
    };
    const walk = (e: DiceExpr, sign: 1 | -1): ResolveProblem | undefined => {
        if (e.kind === 'dice') {
            if (sign < 0) return `the seed never subtracts dice (${e.term.notation})`;
            if (e.term.modifiers.length) return `${e.term.notation}: RPGStuck damage dice take no keep, reroll or explode modifiers`;
            if (out.base) {
                out.bonus.push({ count: e.term.count, sides: e.term.sides });
                return undefined;
            }
            // So many per point of Q or P, counted from the roller's Q or P now (a Q raised mid-fight
            // rolls more dice): the term's own count was fixed when the model was built.
            const m = e.countFrom && perPoint(e.countFrom);
            out.base = m
                ? { kind: 'dice', unit: m.per, sides: e.term.sides, times: Math.max(0, stats[m.of] ?? 0) }
                : { kind: 'dice', unit: e.term.count, sides: e.term.sides, times: 1 };
            return undefined;
        }
        if (e.kind === 'increment') {
            out.increments += sign * e.steps;
            return undefined;
        }
        if (e.kind === 'group') return 'RPGStuck damage adds its dice up: a group that keeps or drops totals (`{1d6, 1d8}kh1`) has no place in it';
        if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) {
            return walk(e.left, sign) ?? walk(e.right, e.op === '-' ? (-sign as 1 | -1) : sign);
        }
        if (e.kind === 'stat' && SIX_STATS.includes(e.name)) out.stat ??= e.name;
        const m = sign > 0 ? perPoint(e) : undefined;
        if (m) out.flatBase ??= { kind: 'flat', count: m.per, value: stats[m.of] ?? 0 };
        const v = flatOf(e, stats);
        if (v === undefined) return 'dice may only be added: write 2d6 + STR, not (2d6) * 2';
        out.flat += sign * v;
        return undefined;
    };
    const problem = expr && walk(expr, 1);
    if (problem) return problem;
    return { base: out.base ?? out.flatBase, bonus: out.bonus, flat: out.flat, increments: out.increments, stat: out.stat };
}

/**
 * The base die, written `NdX`, when `steps` die sizes (the formula's own increments added) cannot move
 * it because it is on no ladder (d5, d20); undefined when they can, or when there is nothing to move.
 */
export function offLadderBase(roll: ResolvedRoll, steps: number): string | undefined {
    const base = roll.base;
    if (steps + roll.increments === 0 || base?.kind !== 'dice' || rungIndex(base.unit, base.sides) >= 0) return undefined;
    return `${base.unit}d${base.sides}`;
}

/** The base dice a roll names, as dice groups. */
function baseDice(base: Base | undefined): DiceGroup[] {
    return base?.kind === 'dice' ? [{ count: base.unit * base.times, sides: base.sides }] : [];
}

/**
 * The roll after `steps` die sizes on the base (the formula's own `+Nd` increments added): the dice
 * groups and the flat part, with what the steps add (2P or Level past the top, −P below; one more P
 * or Q per step of flat P or Q damage, none left at worst [assumption]). A base off the ladder does
 * not step.
 */
/** The roll as written, without steps (made only when it is the answer). */
function unchanged(roll: ResolvedRoll): { readonly dice: DiceGroup[]; readonly flat: number } {
    return { dice: [...baseDice(roll.base), ...roll.bonus], flat: roll.flat };
}

export function steppedRoll(
    roll: ResolvedRoll,
    steps: number,
    who: { readonly P: number; readonly level: number },
    overflow: OverflowChoice,
): { readonly dice: DiceGroup[]; readonly flat: number } {
    const total = steps + roll.increments;
    const base = roll.base;
    if (total === 0 || !base) return unchanged(roll);
    if (base.kind === 'flat') return { dice: [...roll.bonus], flat: roll.flat + (Math.max(0, base.count + total) - base.count) * base.value };
    const stepped = stepDice({ count: base.unit, sides: base.sides }, total, overflow);
    if (!stepped) return unchanged(roll);
    return {
        dice: [{ count: stepped.rung.count * base.times, sides: stepped.rung.sides }, ...roll.bonus],
        flat: roll.flat + stepped.extraP * who.P + stepped.extraLevel * who.level,
    };
}

/**
 * The single-die ladder as the shared `DieLadder` (validation of `+1d`, hovers): d2 … d12, 2d8, 2d10,
 * 2d12; past the top each step adds 2P, below d2 each step takes P off — shown with the default P 2
 * (the engine pays the real P, or the level under `overflow: level`, per attacker).
 */
export const RPGSTUCK_LADDER = new TableLadder(
    "RPGStuck's die-size ladder",
    ladderFor(1),
    k => ({ count: 0, sides: 0, flat: -2 * k }),
    k => ({ count: 2, sides: 12, flat: 4 * k }),
);
