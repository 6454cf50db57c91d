/**
 * Rise's combat time: the action economy of a round (a movement in the movement phase; a standard
 * and a minor action in the action phase, the standard tradable for a movement or a second minor
 * action), Swift actions, and the timing of effects that last "briefly" or for the round.
 * Source: 003_66faa831a56df10d.txt §Rounds, §Actions, §Phases, §The Movement Phase, §The Action
 * Phase, §Swift Abilities.
 */
import { actionEconomy } from '../../ruleset.js';
import { RISE_ACTIONS } from '../schema.js';

/** The two phases of a Rise round (§Phases). */
export type Phase = 'movement' | 'action';

/** The economy slot of an action: an attack is a standard action; else the schema's slot. */
export function economyOf(action: { readonly action: string; readonly isAttack: boolean }): string {
    return actionEconomy(RISE_ACTIONS, action);
}

/** Rise's Swift actions by name, looked up for every planned action of every round. */
const SWIFT = new Set(RISE_ACTIONS.filter(a => a.swift).map(a => a.name));

/** Whether the action is Swift (total defense, recover): it resolves before the other actions of the phase. */
export function isSwift(action: { readonly action: string; readonly isAttack: boolean }): boolean {
    return !action.isAttack && SWIFT.has(action.action);
}

/** Actions of one combatant's round, by economy slot. */
interface SlotCounts {
    readonly movements: number;
    readonly standards: number;
    readonly minors: number;
}

/**
 * Whether a round's actions fit: the movement phase takes the first movement; the standard slot
 * takes a standard action, or the second movement, or the second minor action — once.
 */
export function roundFits({ movements, standards, minors }: SlotCounts): boolean {
    const standardSlotUses = standards + Math.max(0, movements - 1) + Math.max(0, minors - 1);
    return standardSlotUses <= 1 && movements <= 2;
}

/** A temporary change to all defenses, e.g. total defense (+2) or charge (−2). */
export interface DefenseEffect {
    readonly label: string;
    readonly amount: number;
    /** First round and phase it applies in. */
    readonly fromRound: number;
    readonly fromPhase: Phase;
    /** Last round it applies in. */
    readonly untilRound: number;
}

/** Whether `effect` is in force in `round` and `phase`. */
export function effectInForce(effect: DefenseEffect, round: number, phase: Phase): boolean {
    const started = effect.fromRound < round || (effect.fromRound === round && (effect.fromPhase === 'movement' || phase === 'action'));
    return started && round <= effect.untilRound;
}
