/**
 * Several actions in one post: every action of the post (attacks, defenses and non-combat actions
 * alike) is rolled with each might lowered by a penalty per extra action.
 *
 * The seed names the "multiple action penalty" (004_941aee309a07cd38.txt §Using Your Stats and
 * Skills, pointing to a guide it does not include); the figure is the public dice ruler's admin
 * default (`dice_ruler_extra_action_penalty` = 20) and its floor (a might never drops below 1).
 * Exposed as the `multi_action_penalty` ruleset option.
 */
import { VaxiaInputError } from './ruling.js';

/** The public dice ruler's default penalty per extra action. */
export const EXTRA_ACTION_PENALTY = 20;

/**
 * The penalty on every might of a post with `actions` actions: perExtra × (actions − 1).
 * @throws VaxiaInputError `vaxia.bad-action-count` unless actions is a whole number ≥ 1.
 */
export function multiActionPenalty(actions: number, perExtra = EXTRA_ACTION_PENALTY): number {
    if (!Number.isInteger(actions) || actions < 1) {
        throw new VaxiaInputError('vaxia.bad-action-count', `a post has ${actions} actions; it needs at least 1`);
    }
    return perExtra * (actions - 1);
}

/** A might under the multiple-action penalty, never below 1 (public ruler). 50 with 3 actions → 10. */
export function multiActionMight(might: number, actions: number, perExtra = EXTRA_ACTION_PENALTY): number {
    return Math.max(1, might - multiActionPenalty(actions, perExtra));
}
