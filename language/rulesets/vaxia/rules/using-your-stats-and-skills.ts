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

/** Every action taken (shared: a default `() => true` was a new closure on every call). */
const ALL_TAKEN = (_a: PlannedAction) => true;

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
export function postPenalty(plan: PlannedTurn | undefined, perExtra: number, taken: (a: PlannedAction) => boolean = ALL_TAKEN): number {
    if (!plan) return 0;
    // Added up from the parts' helpers, not through `postPenaltyParts`: every post of every round
    // asks, and the object that carried the two numbers was made each time.
    return perExtra * Math.max(0, countedActions(plan, taken) - 1) + circumstanceOf(plan);
}

/** The parts `postPenalty` adds up, for the log's words. */
export function postPenaltyParts(plan: PlannedTurn, taken: (a: PlannedAction) => boolean = ALL_TAKEN): PostPenaltyParts {
    return { actions: countedActions(plan, taken), circumstance: circumstanceOf(plan) };
}

/** The actions a post counts: the `taken` ones that take a place, or the largest `with multiple_actions n` written. */
function countedActions(plan: PlannedTurn, taken: (a: PlannedAction) => boolean): number {
    // Indexed loops: V8 made an iterator object for each for-of (asked for every post of every round).
    const list = plan.actions;
    let actions = 0;
    for (let i = 0; i < list.length; i++) if (countsAsAction(list[i]) && taken(list[i])) actions++;
    for (let i = 0; i < list.length; i++) {
        const declared = Number(list[i].modifierValues?.multiple_actions);
        if (Number.isInteger(declared)) actions = Math.max(actions, declared);
    }
    return actions;
}

/** The post's written `with penalty n`s, summed. */
function circumstanceOf(plan: PlannedTurn): number {
    const list = plan.actions;
    let circumstance = 0;
    for (let i = 0; i < list.length; i++) {
        const p = Number(list[i].modifierValues?.penalty);
        if (Number.isFinite(p)) circumstance += p;
    }
    return circumstance;
}
