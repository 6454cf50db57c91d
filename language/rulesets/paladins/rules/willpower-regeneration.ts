/**
 * Willpower regeneration: at the end of a turn that spent no WIL, WIL equal to MIN (never a loss).
 * Source: 002_508f9552a4514e32.txt §Willpower Regeneration.
 */
import type { DiceExpr } from '../../../engine/dice.js';

/** What a turn that spent no WIL regains at its end. */
export const WILLPOWER_REGENERATION: DiceExpr = { kind: 'stat', name: 'MIN' };
