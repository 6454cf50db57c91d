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

/** What the term multiplies its dice count by: Q, P, or nothing ('one'). */
export type Multiplier = 'Q' | 'P' | 'one';

/** `count` dice of `sides` faces, repeated once per point of `mult` (`2Qd6`: count 2, mult Q, sides 6). */
export interface DiceTerm {
    readonly kind: 'dice';
    readonly count: number;
    readonly mult: Multiplier;
    readonly sides: number;
}

/** Flat damage of `count` times P or Q (`2P`): it steps by one more P or Q. */
export interface FlatTerm {
    readonly kind: 'flat';
    readonly count: number;
    readonly unit: 'P' | 'Q';
}

export type LadderTerm = DiceTerm | FlatTerm;

/** Coefficients of flat damage a step adds: `P·p + Q·q + Level·level`. */
export interface FlatParts {
    readonly P: number;
    readonly Q: number;
    readonly level: number;
}

/** How one step past the top of a ladder is paid: +2P or +Level (§Damage Dice: "of your choice"). */
export type OverflowChoice = '2P' | 'level';

export interface SteppedDamage {
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
export interface Rung {
    readonly count: number;
    readonly sides: number;
}

/**
 * The ladder a unit of `count` dice sits on. One die: d2…d12 then 2d8 2d10 2d12. Several dice:
 * count×(d2…d12). Errors: none (count < 1 is treated as 1).
 */
export function ladderFor(count: number): readonly Rung[] {
    const c = Math.max(1, Math.floor(count));
    const base = SIDES.map(sides => ({ count: c, sides }));
    return c === 1 ? [...base, { count: 2, sides: 8 }, { count: 2, sides: 10 }, { count: 2, sides: 12 }] : base;
}

/** Where a rung sits on its ladder, or −1 when the die size is not one of d2 d3 d4 d6 d8 d10 d12. */
export function rungIndex(count: number, sides: number): number {
    return ladderFor(count).findIndex(r => r.count === Math.max(1, Math.floor(count)) && r.sides === sides);
}

/**
 * Moves a damage term `steps` die sizes (negative: down) and says what flat damage that adds.
 * @param overflow how each step past the top is paid: one choice for all, or one per step in order
 *   (the seed allows mixing: `+Level+2P`); missing entries repeat the last. Default '2P'.
 * @returns null when the die size is not on any ladder (e.g. d5, d20) — a caller's diagnostic.
 * Source: §Damage Dice ("+2 die sizes to a d6 would become d10" …).
 */
export function stepDamage(term: LadderTerm, steps: number, overflow: OverflowChoice | readonly OverflowChoice[] = '2P'): SteppedDamage | null {
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
    let p = -underflowSteps;
    let level = 0;
    const choices = typeof overflow === 'string' ? [overflow] : overflow.length ? overflow : ['2P' as const];
    for (let i = 0; i < overflowSteps; i++) {
        const choice = choices[Math.min(i, choices.length - 1)];
        if (choice === 'level') level += 1;
        else p += 2;
    }
    return {
        term: { kind: 'dice', count: rung.count, mult: term.mult, sides: rung.sides },
        extra: { P: p, Q: 0, level },
        overflowSteps,
        underflowSteps,
    };
}

/** The value of flat parts for a combatant: P·p + Q·q + level·l. */
export function flatValue(parts: FlatParts, who: { readonly P: number; readonly Q: number; readonly level: number }): number {
    return parts.P * who.P + parts.Q * who.Q + parts.level * who.level;
}

/** Number of dice a dice term rolls for a combatant: count × Q, × P, or × 1. */
export function diceCount(term: DiceTerm, who: { readonly P: number; readonly Q: number }): number {
    const m = term.mult === 'Q' ? who.Q : term.mult === 'P' ? who.P : 1;
    return Math.max(0, term.count * m);
}

/** Writes a term the seed's way: `2Qd8`, `Qd10`, `d6`, `2P`, `Q`. */
export function formatTerm(term: LadderTerm): string {
    if (term.kind === 'flat') return `${term.count === 1 ? '' : term.count}${term.unit}`;
    const mult = term.mult === 'one' ? '' : term.mult;
    const count = term.count === 1 && term.mult !== 'one' ? '' : term.count === 1 ? '1' : String(term.count);
    return `${count}${mult}d${term.sides}`;
}

/** Writes flat parts as `+2P+Level` (P first, then Q, then Level; negatives as `-P`). */
export function formatFlat(parts: FlatParts): string {
    const piece = (n: number, name: string) => (n === 0 ? '' : `${n < 0 ? '-' : '+'}${Math.abs(n) === 1 ? '' : Math.abs(n)}${name}`);
    return piece(parts.P, 'P') + piece(parts.Q, 'Q') + piece(parts.level, 'Level');
}
