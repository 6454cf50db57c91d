/**
 * The kinds of action of a Paladins turn: an action's economy slot (standard, move, free, reaction,
 * rest), and what a rest gives back.
 * Source: 002_508f9552a4514e32.txt §Types.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import { actionEconomy } from '../../ruleset.js';
import { PALADINS_ACTIONS } from '../schema.js';
import { dice } from './attacks.js';

/** The economy slot of a scripted action: an attack is a standard action; else the schema's slot. */
export function economyOf(action: { readonly action: string; readonly isAttack: boolean }): string {
    return actionEconomy(PALADINS_ACTIONS, action);
}

/** What a rest gives back at the end of the turn: 2d4 STA. */
export const REST_STA: DiceExpr = dice(2, 4);
