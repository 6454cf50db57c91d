/**
 * The script round by round, with who still stands where the encounter put them: for the static
 * checks that can say an attack cannot be made only while neither side has moved (Paladins' reach,
 * Rise's reach and line of effect). A combatant is settled until a round in which it may move: a
 * line of its turn that moves it, or — with no line that round — tactics that may move it (every
 * side's, when the encounter's tactics are unknown).
 */
import type { StaticEncounter, StaticTurn } from './ruleset.js';

/** What one round of the walk sees. */
export interface SettledRound {
    readonly round: number;
    readonly turns: readonly StaticTurn[];
    /** Settled before this round: it has not moved in an earlier one. */
    readonly settled: (id: string) => boolean;
    /** Settled and not moving in this round either: where the encounter put it, for the whole round. */
    readonly still: (id: string) => boolean;
}

/**
 * Calls `visit` for rounds 1 to the last scripted, in order; `moves` says whether a scripted action
 * may change where its actor stands (the ruleset's movements).
 */
export function walkSettled(enc: StaticEncounter, moves: (action: StaticTurn['actions'][number]) => boolean, visit: (r: SettledRound) => void): void {
    const sideOf = new Map(enc.instances.map(i => [i.id, i.side]));
    const tacticsFor = (id: string) => enc.tactics === undefined || enc.tactics.some(t => t.side === undefined || t.side === sideOf.get(id));
    const settled = new Set(enc.instances.map(i => i.id));
    const last = Math.max(0, ...enc.rounds.keys());
    for (let round = 1; round <= last; round++) {
        const turns = enc.rounds.get(round) ?? [];
        const moving = new Set<string>();
        for (const id of settled) {
            const turn = turns.find(t => t.actorId === id);
            if (turn ? turn.actions.some(moves) : tacticsFor(id)) moving.add(id);
        }
        visit({ round, turns, settled: id => settled.has(id), still: id => settled.has(id) && !moving.has(id) });
        for (const id of moving) settled.delete(id);
    }
}
