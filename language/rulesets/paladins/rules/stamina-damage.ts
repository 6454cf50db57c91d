/**
 * A drained stamina pool: at 0 STA or less the combatant is exposed with no save; at the end of its
 * next turn exposed ends and it regains d8 + END STA.
 * Source: 002_508f9552a4514e32.txt §Stamina Damage.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import { diceplus } from './attacks.js';

/** Whether a STA pool at `sta` is drained. */
export function isDrained(sta: number): boolean {
    return sta <= 0;
}

/** What a drained pool regains when its exposure ends: d8 + END. */
export const DRAIN_RECOVERY: DiceExpr = diceplus(1, 8, 'END');
