/**
 * Rise's combat time: the action economy of a round (a movement in the movement phase; a standard
 * and a minor action in the action phase, the standard tradable for a movement or a second minor
 * action), Swift actions, and the timing of effects that last "briefly" or for the round.
 * Source: 003_66faa831a56df10d.txt §Rounds, §Actions, §Phases, §The Movement Phase, §The Action
 * Phase, §Swift Abilities.
 */
import { RISE_ACTIONS } from '../schema.js';

/** The two phases of a Rise round (§Phases). */
export type Phase = 'movement' | 'action';

/** Rise's actions' economy slots by name, looked up for every planned action of every round. */
const ECONOMY = new Map(RISE_ACTIONS.map(a => [a.name, a.economy]));

/**
 * The economy slot of an action: an attack is a standard action; else the schema's slot (as
 * `actionEconomy` gives it); undefined for an action Rise does not have (the checks refuse it).
 */
export function economyOf(action: { readonly action: string; readonly isAttack: boolean }): string | undefined {
    return action.isAttack ? 'standard' : ECONOMY.get(action.action);
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
 * takes a standard action, or the second movement, or the second minor action — once. (A third
 * movement overfills the slot by itself.)
 */
export function roundFits({ movements, standards, minors }: SlotCounts): boolean {
    return standards + Math.max(0, movements - 1) + Math.max(0, minors - 1) <= 1;
}

/** The label of a stat change an effect gave (`modifies armor -2`): recover ends the ones that hurt, a day carries the lasting ones. */
export const MODIFIES = 'modifies';

/** The stat name of an effect on all four defenses at once (total defense, charge). */
export const ALL_DEFENSES = 'defenses';

/**
 * A temporary change to a stat: all defenses (total defense +2, charge −2), one defense (a dirty
 * trick's −2 Armor), accuracy or speed (`modifies accuracy -2 for 2 rounds`).
 */
export interface StatEffect {
    readonly label: string;
    /** The stat changed: a defense, `defenses` (all four), `accuracy` or `speed`. */
    readonly stat: string;
    readonly amount: number;
    /** First round and phase it applies in. */
    readonly fromRound: number;
    readonly fromPhase: Phase;
    /** Last round it applies in (Infinity: until the fight ends or something removes it). */
    readonly untilRound: number;
    /**
     * The allied group whose action gave it in the current phase: the other groups do not see it
     * until the phase ends (§Resolving Actions). Cleared when the phase ends.
     */
    source?: string;
}

/** Whether `effect` is in force in `round` and `phase`. */
export function effectInForce(effect: StatEffect, round: number, phase: Phase): boolean {
    const started = effect.fromRound < round || (effect.fromRound === round && (effect.fromPhase === 'movement' || phase === 'action'));
    return started && round <= effect.untilRound;
}

/** An effect from `round` for `rounds` rounds (this one included), or until the fight ends. */
export function statEffect(label: string, stat: string, amount: number, round: number, phase: Phase, rounds?: number): StatEffect {
    return {
        label,
        stat,
        amount,
        fromRound: round,
        fromPhase: phase,
        untilRound: rounds === undefined ? Number.POSITIVE_INFINITY : round + rounds - 1,
    };
}

/**
 * A "brief" effect given in the action phase of `round` (a charge, a dirty trick — both action-phase
 * actions): from the next phase, the next round's movement phase, to the end of that round (an
 * assumption: "briefly" = until the end of the next round, rules digest).
 */
export function briefEffect(label: string, stat: string, amount: number, round: number): StatEffect {
    return { label, stat, amount, fromRound: round + 1, fromPhase: 'movement', untilRound: round + 1 };
}
