/**
 * Checks of a move: Vaxia has no ranges (the seed gives none; zones place hazards and vehicles), so
 * a move is a change of zone, and one that names no zone would go nowhere. Source:
 * 004_941aee309a07cd38.txt §Each Round vs. Cumulative Damage (escaping a hazard), §Vehicle Combat.
 */
import type { Report, StaticTurn } from '../../ruleset.js';

/** `vaxia-move-no-destination`: a `move` without `to zone`, which the engine plays as staying put (engine/support.ts). */
export function checkMoves(turn: StaticTurn, report: Report): void {
    for (const a of turn.actions) {
        if (a.isAttack || a.action !== 'move' || a.destination !== undefined) continue;
        report({
            code: 'vaxia-move-no-destination',
            severity: 'error',
            at: a.at,
            message: `${turn.actorId}'s move names no zone: in Vaxia a move goes from one zone to another (\`move to bank\`), and there are no ranges to close, so this one would go nowhere. Name the zone, or drop the move.`,
        });
    }
}
