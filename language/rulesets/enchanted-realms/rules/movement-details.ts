/**
 * The movement budget of a round: every move, crawl and stand-up spends feet from the movement
 * rate, and nothing can spend more than is left. Seed: 001_66230f9a082df360.txt §Movement Details
 * (the distance already moved is subtracted from the rate; what is left bounds the rest of the
 * move), §Knocked Down (standing is not possible with too little left).
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';

/**
 * Spends `cost` feet of the `left` a combatant still has this round; returns what is left after.
 * Errors: `enchanted-realms-move-too-far` when the cost is more than what is left (`what` names the
 * move in the message: "moving 35 ft", "standing up").
 */
export function spendMovement(left: number, cost: number, what: string): Checked<number> {
    if (cost > left) return fail(ER_CODES.moveTooFar, `${what} costs ${cost} ft of movement, but only ${Math.max(0, left)} ft are left this round`);
    return ok(left - cost);
}
