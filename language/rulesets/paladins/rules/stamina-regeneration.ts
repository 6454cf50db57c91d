/**
 * Stamina regeneration: at the end of a turn that spent no STA, d4 + END STA (never a loss).
 * Source: 002_508f9552a4514e32.txt §Stamina Regeneration.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import { diceplus } from './attacks.js';

/** What a turn that spent no STA regains at its end. */
export const STAMINA_REGENERATION: DiceExpr = diceplus(1, 4, 'END');
