/**
 * §Damage Dice: the die-size ladder of damage rolls, reading a damage formula (the engine's
 * `DiceExpr`, increments still in it) into dice groups and a flat number for one attacker, with
 * die-size steps on the base roll only — shared by the checks, the engine and the hovers, so all three
 * compute the same numbers — and the ladder as the shared `DieLadder` for validation of `+1d`.
 * Source: 000_7e14385943d7d1e7.txt §Damage Dice.
 *
 * A damage term is written `cQdX` / `cPdX` / `cdX` (c dice of X sides for every point of Q, of P, or
 * once), or as flat `cP` / `cQ` damage. The "die" that steps is the unit `c dX`:
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

/** What the term multiplies its dice count by: Q, P, or nothing ('one'). */
type Multiplier = 'Q' | 'P' | 'one';

/** `count` dice of `sides` faces, repeated once per point of `mult` (`2Qd6`: count 2, mult Q, sides 6). */
interface DiceTerm {
    readonly kind: 'dice';
    readonly count: number;
    readonly mult: Multiplier;
    readonly sides: number;
}

/** Flat damage of `count` times P or Q (`2P`): it steps by one more P or Q. */
interface FlatTerm {
    readonly kind: 'flat';
    readonly count: number;
    readonly unit: 'P' | 'Q';
}

type LadderTerm = DiceTerm | FlatTerm;

/** Coefficients of flat damage a step adds: `P·p + Q·q + Level·level`. */
interface FlatParts {
    readonly P: number;
    readonly Q: number;
    readonly level: number;
}

interface SteppedDamage {
    /** The term after stepping (the dice at the ladder's end when it overflowed or underflowed). */
    readonly term: LadderTerm;
    /** Flat damage added (overflow) or removed (underflow, negative P) by the steps. */
    readonly extra: FlatParts;
    /** Steps that went past the top (each paid by +2P or +Level). */
    readonly overflowSteps: number;
    /** Steps that went below the bottom (each −P). */
    readonly underflowSteps: number;
}

const SIDES = [2, 3, 4, 6, 8, 10, 12] as const;

/** A ladder rung: `count` dice of `sides` faces (per point of the multiplier). */
interface Rung {
    readonly count: number;
    readonly sides: number;
}

/**
 * The ladder a unit of `count` dice sits on. One die: d2…d12 then 2d8 2d10 2d12. Several dice:
 * count×(d2…d12). Errors: none (count < 1 is treated as 1).
 */
function ladderFor(count: number): readonly Rung[] {
    const c = Math.max(1, Math.floor(count));
    const base = SIDES.map(sides => ({ count: c, sides }));
    return c === 1 ? [...base, { count: 2, sides: 8 }, { count: 2, sides: 10 }, { count: 2, sides: 12 }] : base;
}

/** Where a rung sits on its ladder, or −1 when the die size is not one of d2 d3 d4 d6 d8 d10 d12. */
export function rungIndex(count: number, sides: number): number {
    return ladderFor(count).findIndex(r => r.count === Math.max(1, Math.floor(count)) && r.sides === sides);
}

/**
 * Moves a damage term `steps` die sizes (negative: down) and says what flat damage that adds: each
 * step past the top +2P or +Level (option `overflow`, §Damage Dice: "of your choice"), each step
 * below the bottom −P.
 * @returns null when the die size is not on any ladder (e.g. d5, d20) — a caller's diagnostic.
 * Source: §Damage Dice ("+2 die sizes to a d6 would become d10" …).
 */
function stepDamage(term: LadderTerm, steps: number, overflow: OverflowChoice): SteppedDamage | null {
    const n = Math.trunc(steps);
    if (term.kind === 'flat') {
        // Each step adds one more of the term's unit; stepping down removes one, never below none [assumption].
        const count = Math.max(0, term.count + n);
        return { term: { ...term, count }, extra: { P: 0, Q: 0, level: 0 }, overflowSteps: 0, underflowSteps: 0 };
    }
    const ladder = ladderFor(term.count);
    const start = rungIndex(term.count, term.sides);
    if (start < 0) return null;
    const target = start + n;
    const top = ladder.length - 1;
    const index = Math.min(top, Math.max(0, target));
    const rung = ladder[index];
    const overflowSteps = Math.max(0, target - top);
    const underflowSteps = Math.max(0, -target);
    return {
        term: { kind: 'dice', count: rung.count, mult: term.mult, sides: rung.sides },
        extra: { P: overflow === '2P' ? 2 * overflowSteps - underflowSteps : -underflowSteps, Q: 0, level: overflow === 'level' ? overflowSteps : 0 },
        overflowSteps,
        underflowSteps,
    };
}

/** The value of flat parts for a combatant: P·p + Q·q + level·l. */
function flatValue(parts: FlatParts, who: { readonly P: number; readonly Q: number; readonly level: number }): number {
    return parts.P * who.P + parts.Q * who.Q + parts.level * who.level;
}

/** A damage formula resolved for one attacker: the base roll (first dice term), bonus dice and flat. */
interface ResolvedRoll {
    readonly base?: DiceGroup;
    readonly bonus: readonly DiceGroup[];
    readonly flat: number;
    /** `+Nd` increments written in the formula. */
    readonly increments: number;
    /** The stat modifier the formula adds, if any (Weakened on a player takes it off). */
    readonly stat?: string;
}

/** Why a formula cannot be used: dice with modifiers (`kh`, `!`), dice subtracted or multiplied. */
type ResolveProblem = string;

/**
 * Walks a damage formula. Numbers and stats add to the flat part (`level`, `P`, `Q`, `damage_mod`
 * and the six stats read the attacker); `2 * STR` multiplies flat values; the first dice term is the
 * base roll, later ones bonus dice. @returns the roll, or a problem in words (never throws).
 */
export function resolveDamage(expr: DiceExpr | undefined, stats: Readonly<Record<string, number>>): ResolvedRoll | ResolveProblem {
    const out = { base: undefined as DiceGroup | undefined, bonus: [] as DiceGroup[], flat: 0, increments: 0, stat: undefined as string | undefined };
    if (!expr) return out;
    const flatOf = (e: DiceExpr): number | undefined => {
        switch (e.kind) {
            case 'number':
                return e.value;
            case 'stat':
                return stats[e.name] ?? 0;
            case 'negate': {
                const v = flatOf(e.operand);
                return v === undefined ? undefined : -v;
            }
            case 'binary': {
                const l = flatOf(e.left);
                const r = flatOf(e.right);
                if (l === undefined || r === undefined) return undefined;
                if (e.op === '+') return l + r;
                if (e.op === '-') return l - r;
                if (e.op === '*') return l * r;
                return r === 0 ? 0 : Math.floor(l / r);
            }
            default:
                return undefined;
        }
    };
    const walk = (e: DiceExpr, sign: 1 | -1): ResolveProblem | undefined => {
        if (e.kind === 'dice') {
            if (sign < 0) return `the seed never subtracts dice (${e.term.notation})`;
            if (e.term.modifiers.length) return `${e.term.notation}: RPGStuck damage dice take no keep, reroll or explode modifiers`;
            const group = { count: e.term.count, sides: e.term.sides };
            if (out.base) out.bonus.push(group);
            else out.base = group;
            return undefined;
        }
        if (e.kind === 'increment') {
            out.increments += sign * e.steps;
            return undefined;
        }
        if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) {
            return walk(e.left, sign) ?? walk(e.right, e.op === '-' ? (-sign as 1 | -1) : sign);
        }
        if (e.kind === 'stat' && SIX_STATS.includes(e.name)) out.stat ??= e.name;
        const v = flatOf(e);
        if (v === undefined) return 'dice may only be added: write 2d6 + STR, not (2d6) * 2';
        out.flat += sign * v;
        return undefined;
    };
    return walk(expr, 1) ?? out;
}

/** The roll after `steps` die sizes on the base: dice groups and flat, the step's flat (2P, Level, −P) included. */
export function steppedRoll(
    roll: ResolvedRoll,
    steps: number,
    who: { readonly P: number; readonly Q: number; readonly level: number },
    overflow: OverflowChoice,
): { readonly dice: DiceGroup[]; readonly flat: number } {
    const total = steps + roll.increments;
    if (!roll.base) return { dice: [...roll.bonus], flat: roll.flat };
    if (total === 0) return { dice: [roll.base, ...roll.bonus], flat: roll.flat };
    const stepped = stepDamage({ kind: 'dice', count: roll.base.count, mult: 'one', sides: roll.base.sides }, total, overflow);
    if (stepped?.term.kind !== 'dice') return { dice: [roll.base, ...roll.bonus], flat: roll.flat };
    return { dice: [{ count: stepped.term.count, sides: stepped.term.sides }, ...roll.bonus], flat: roll.flat + flatValue(stepped.extra, who) };
}

/**
 * The single-die ladder as the shared `DieLadder` (validation of `+1d`, hovers): d2 … d12, 2d8, 2d10,
 * 2d12; past the top each step adds 2P, below d2 each step takes P off — shown with the default P 2
 * (the engine pays the real P, or the level under `overflow: level`, per attacker).
 */
export const RPGSTUCK_LADDER = new TableLadder(
    "RPGStuck's die-size ladder",
    [2, 3, 4, 6, 8, 10, 12].map(sides => ({ count: 1, sides })).concat([8, 10, 12].map(sides => ({ count: 2, sides }))),
    k => ({ count: 0, sides: 0, flat: -2 * k }),
    k => ({ count: 2, sides: 12, flat: 4 * k }),
);
