/**
 * The combat sequence: surprise (option `surprise_checks: INT` rolls an INT check per combatant of a
 * side that may be surprised), then initiative — d12 + DEX, highest first, ties to the players' side
 * (characters), then encounter order (assumption).
 * Source: 002_508f9552a4514e32.txt §Sequence.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import { diceplus } from './attacks.js';

/** The initiative roll. */
export const INITIATIVE_ROLL: DiceExpr = diceplus(1, 12, 'DEX');

/** The score of the surprise check the seed offers for a side that may be surprised. */
export const SURPRISE_CHECK_SCORE = 'INT';

/** One combatant's place in the initiative: its total, whether it is a player character, its place in the encounter. */
export interface InitiativeEntry {
    readonly total: number;
    readonly character: boolean;
    readonly index: number;
}

/** Sort order of the initiative: the higher total first; on a tie a character first; then encounter order. */
export function byInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
    return b.total - a.total || Number(b.character) - Number(a.character) || a.index - b.index;
}
