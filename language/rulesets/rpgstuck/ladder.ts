/**
 * The die-size ladder of damage rolls: moving a damage term up or down N die sizes.
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

import type { OverflowChoice } from './options.js';

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
export function stepDamage(term: LadderTerm, steps: number, overflow: OverflowChoice): SteppedDamage | null {
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
export function flatValue(parts: FlatParts, who: { readonly P: number; readonly Q: number; readonly level: number }): number {
    return parts.P * who.P + parts.Q * who.Q + parts.level * who.level;
}
