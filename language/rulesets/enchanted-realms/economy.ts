/**
 * The turn's economy: one action (attack, skill, item, defending, at the ready) plus movement, and
 * one reaction per round; defending gives up reactions for this round and the next.
 * Seed: 001_66230f9a082df360.txt §The Action, §Defending, §At The Ready; public rules for "one
 * reaction per round" (Combat Mechanics).
 */
import { type Checked, ER_CODES, fail, ok } from './common.js';

export const ACTION_KINDS = ['attack', 'skill', 'item', 'defend', 'ready'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** A combatant's reaction bookkeeping; plain data, replaced (never mutated) by the functions below. */
export interface ReactionState {
    /** The round of the last reaction taken. */
    readonly reactedRound?: number;
    /** The round in which the combatant last took the defend action. */
    readonly defendedRound?: number;
}

/** Whether the combatant is defending at round `round` (it lasts until its next turn, so reactions are gone for two rounds). */
export function defendingBlocksReactions(state: ReactionState, round: number): boolean {
    return state.defendedRound !== undefined && (round === state.defendedRound || round === state.defendedRound + 1);
}

/**
 * Takes a reaction in round `round`. Errors: `enchanted-realms-reaction-while-defending` (defending this round or
 * the one before), `enchanted-realms-second-reaction` (one reaction per round).
 */
export function takeReaction(state: ReactionState, round: number): Checked<ReactionState> {
    if (defendingBlocksReactions(state, round)) {
        return fail(ER_CODES.reactionWhileDefending, 'a defending combatant has no reactions this round or the next');
    }
    if (state.reactedRound === round) return fail(ER_CODES.secondReaction, 'only one reaction per round');
    return ok({ ...state, reactedRound: round });
}

/**
 * Takes the defend action in round `round`. Errors: `enchanted-realms-defend-after-reaction` when a reaction was
 * already used this round (seed §Defending: then defending is not an option).
 */
export function takeDefend(state: ReactionState, round: number): Checked<ReactionState> {
    if (state.reactedRound === round) return fail(ER_CODES.defendAfterReaction, 'defending is not possible after a reaction this round');
    return ok({ ...state, defendedRound: round });
}

/**
 * What defending does while it lasts: attacks against the defender (melee, ranged and magic) are at
 * disadvantage when it can see them coming; its saves are at advantage. Seed §Defending.
 */
export function defendingEffects(canSeeAttack: boolean): { attacksAgainstDisadvantage: boolean; savesAdvantage: boolean } {
    return { attacksAgainstDisadvantage: canSeeAttack, savesAdvantage: true };
}

/**
 * Whether an at-the-ready trigger is phrased as a condition ("if …") rather than a certainty
 * ("when …", "after …"); the GM decides unclear cases. Seed §At The Ready. A heuristic for hovers.
 */
export function readyTriggerLooksValid(trigger: string): boolean {
    const t = trigger.trim().toLowerCase();
    return t.startsWith('if ') && !/\b(after|when)\b/.test(t);
}
