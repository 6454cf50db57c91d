/**
 * The reaction economy: one reaction per round; defending gives up reactions for this round and the
 * next, and cannot follow a reaction in the same round. The static checks and the engine both keep
 * a `ReactionState` per combatant and ask these functions.
 * Seed: 001_66230f9a082df360.txt §Defending; public rules for "one reaction per round" (Combat Mechanics).
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';

/** A combatant's reaction bookkeeping. */
export interface ReactionState {
    /** The round of the last reaction taken. */
    readonly reactedRound?: number;
    /** The round in which the combatant last took the defend action. */
    readonly defendedRound?: number;
}

/** Whether defending blocks reactions at round `round`: it lasts until the defender's next turn, so reactions are gone that round and the next. */
function defendingBlocksReactions(state: ReactionState, round: number): boolean {
    return state.defendedRound !== undefined && (round === state.defendedRound || round === state.defendedRound + 1);
}

/** Whether a reaction may still be taken in round `round` (takeReaction's test, without its diagnostics). */
export function mayReact(state: ReactionState, round: number): boolean {
    return state.reactedRound !== round && !defendingBlocksReactions(state, round);
}

/**
 * Takes a reaction in round `round`; a refusal's message follows the combatant's name. Errors: `enchanted-realms-reaction-while-defending` (defending
 * this round or the one before), `enchanted-realms-second-reaction` (one reaction per round).
 */
export function takeReaction(state: ReactionState, round: number): Checked<ReactionState> {
    if (defendingBlocksReactions(state, round)) {
        return fail(ER_CODES.reactionWhileDefending, `defends in round ${state.defendedRound}: no reactions that round or the next`);
    }
    if (state.reactedRound === round) return fail(ER_CODES.secondReaction, `already reacts in round ${round}: one reaction per round`);
    return ok({ ...state, reactedRound: round });
}

/**
 * Takes the defend action in round `round`. Errors: `enchanted-realms-defend-after-reaction` when a
 * reaction was already used this round (seed §Defending: then defending is not an option).
 */
export function takeDefend(state: ReactionState, round: number): Checked<ReactionState> {
    if (state.reactedRound === round) return fail(ER_CODES.defendAfterReaction, 'defending is not possible after a reaction this round');
    return ok({ ...state, defendedRound: round });
}
