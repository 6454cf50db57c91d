/**
 * The movement budget of a round: every move, crawl and stand-up spends feet from the movement
 * rate, and nothing can spend more than is left; a second speed (flying, swimming) is what is left
 * of it after the feet already moved. Seed: 001_66230f9a082df360.txt §Movement Details (switching
 * speeds subtracts the distance already moved from the new speed), §Knocked Down (standing is not
 * possible with too little left; dash cannot be used while crawling).
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';

/**
 * Whether `cost` feet fit in the `left` a combatant still has this round (the caller keeps the
 * count). Errors: `enchanted-realms-move-too-far` when the cost is more than what is left (`what` names the
 * move in the message: "moving 35 ft", "standing up").
 */
export function spendMovement(left: number, cost: number, what: string): Checked<void> {
    if (cost > left) return fail(ER_CODES.moveTooFar, `${what} costs ${cost} ft of movement, but only ${Math.max(0, left)} ft are left this round`);
    return ok(undefined);
}

/**
 * Feet a combatant may still move under one of its speeds this turn: that speed (plus what a dash
 * added) less every foot of movement already spent this turn, whatever speed spent it. 0 or less:
 * that speed cannot be used for the rest of the turn. Seed §Movement Details.
 */
export function movementLeftUnder(speed: number, dashed: number, spent: number): number {
    return speed + dashed - spent;
}

/**
 * Whether a dash (one more movement rate this turn, in place of the action) is allowed: never while
 * crawling. Seed §Knocked Down ("dash … cannot be employed while crawling"); what a dash gives is the
 * public rules' (assumption). Errors: `enchanted-realms-dash-while-crawling`.
 */
export function dashAllowed(crawling: boolean): Checked<void> {
    return crawling ? fail(ER_CODES.dashWhileCrawling, 'dash cannot be used while crawling') : ok(undefined);
}
