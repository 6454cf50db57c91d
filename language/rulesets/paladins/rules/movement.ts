/**
 * How far a move action goes: a move covers the combatant's speed in squares, a shift one square
 * (and provokes no opportunity attack), a crawl a quarter of the speed while prone; slowed halves
 * the speed, standing up from prone takes half a move (a shift only stands up), an immobilized
 * combatant takes no move action that leaves its square. At most two move actions a round.
 * Source: 002_508f9552a4514e32.txt §Types (move, shift), §Stamina Actions (move), §Conditions
 * (prone, slowed, immobilized).
 */
import { feet } from './ranges.js';

/** The move actions: `move` (speed squares), `shift` (one square), `crawl` (a quarter of the speed, staying prone), `flee` (leaving the fight). */
export type MoveKind = 'move' | 'shift' | 'crawl' | 'flee';

/** The movement a fighter's state allows one move action, and what the log says about it. */
export interface MoveAllowance {
    /** Squares it may cover (0: it only stands up, or cannot move). */
    readonly squares: number;
    /** It is prone and this action stands it up (a move, a shift or a flee). */
    readonly standsUp: boolean;
    /** It crawls: prone, at a quarter of its speed, staying prone. */
    readonly crawls: boolean;
    /** Why the squares are fewer than the speed, for the log. */
    readonly why: readonly string[];
}

/**
 * The squares one move action of `kind` covers for a combatant of `speed` squares in this state:
 * slowed halves the speed first (rounded down), then standing up takes half of what is left
 * (rounded down) — a shift or an immobilized combatant only stands up — or a crawl takes a quarter
 * (rounded down). A shift is one square. A crawl by a combatant that is not prone is a plain move.
 */
export function moveAllowance(
    kind: MoveKind,
    speed: number,
    state: { readonly prone: boolean; readonly slowed: boolean; readonly immobilized: boolean },
): MoveAllowance {
    const crawls = kind === 'crawl' && state.prone;
    const standsUp = state.prone && !crawls;
    const why: string[] = [];
    if (kind === 'crawl' && !state.prone) why.push('not prone: a plain move');
    if (state.immobilized) return { squares: 0, standsUp, crawls, why: ['immobilized'] };
    if (kind === 'shift') return { squares: standsUp ? 0 : 1, standsUp, crawls, why };
    let squares = Math.max(0, speed);
    if (state.slowed) {
        squares = Math.floor(squares / 2);
        why.push('slowed: half speed');
    }
    if (crawls) {
        squares = Math.floor(squares / 4);
        why.push('prone: a quarter of its speed');
    } else if (standsUp) {
        squares = Math.floor(squares / 2);
        why.push('half the move went to standing up');
    }
    return { squares, standsUp, crawls, why };
}

/**
 * The actions `to <zone>` goes with: a move, a shift or a crawl heads for the zone. A flee leaves the
 * map (it goes nowhere on it); no other action moves its actor.
 */
export const MOVES_TO_A_ZONE: readonly string[] = ['move', 'shift', 'crawl'] satisfies readonly MoveKind[];

/** Feet a combatant's move action covers at full speed, for the generic checks (`MovementSpec.speed`). */
export function speedFeet(stats: Readonly<Record<string, number>>): number {
    return feet(Math.max(0, stats.speed ?? 0));
}

/** Whether a move action provokes opportunity attacks: a move, a crawl or a flee leaves a foe's side; a shift does not (§Types). */
export function provokesOpportunityAttacks(moveAction: string): boolean {
    return moveAction === 'move' || moveAction === 'crawl' || moveAction === 'flee';
}
