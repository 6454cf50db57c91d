/**
 * Several actions in one post: every might of the post is lowered by a penalty for each action
 * past the first, plus any circumstance penalty. The seed names the multiple action penalty
 * (004_941aee309a07cd38.txt §Using Your Stats and Skills, pointing to a guide it does not include);
 * the figure per action is the public dice ruler's default, the `multi_action_penalty` option.
 */
import type { PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { VAXIA_ACTIONS } from '../schema.js';

const ECONOMY = new Map(VAXIA_ACTIONS.map(a => [a.name, a.economy]));

/** Whether a planned action takes a place in the post (free actions do not; the checks refuse unknown ones). */
function countsAsAction(a: PlannedAction): boolean {
    return a.isAttack || ECONOMY.get(a.action) === 'action';
}

/** Where a post's penalty comes from: the actions it counts (taken ones, or a written `multiple_actions n`) and its written `with penalty n`s. */
export interface PostPenaltyParts {
    readonly actions: number;
    readonly circumstance: number;
}

/**
 * The might penalty of a post: `perExtra` per action past the first (or per extra action of the
 * largest `with multiple_actions n` written), plus every `with penalty n`. Only the actions `taken`
 * count (every one by default): a defense nobody's attack meets is never rolled and costs nothing.
 * Source: §Using Your Stats and Skills (the multiple action penalty; the figure is the public dice
 * ruler's default).
 */
export function postPenalty(plan: PlannedTurn | undefined, perExtra: number, taken: (a: PlannedAction) => boolean = () => true): number {
    if (!plan) return 0;
    const { actions, circumstance } = postPenaltyParts(plan, taken);
    return perExtra * Math.max(0, actions - 1) + circumstance;
}

/** The parts `postPenalty` adds up, for the log's words. */
export function postPenaltyParts(plan: PlannedTurn, taken: (a: PlannedAction) => boolean = () => true): PostPenaltyParts {
    let actions = 0;
    let circumstance = 0;
    for (const a of plan.actions) {
        if (countsAsAction(a) && taken(a)) actions++;
    }
    for (const a of plan.actions) {
        const declared = Number(a.modifierValues?.multiple_actions);
        if (Number.isInteger(declared)) actions = Math.max(actions, declared);
        const p = Number(a.modifierValues?.penalty);
        if (Number.isFinite(p)) circumstance += p;
    }
    return { actions, circumstance };
}
