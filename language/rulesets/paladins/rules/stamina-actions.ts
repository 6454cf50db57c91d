/**
 * Stamina actions and reactions: what each costs, which actions of a turn are stamina actions (every
 * attack after the first, the second move; never a third move; no second standard action that is
 * not an attack), and what a dodge, a shield and an opportunity attack need.
 * Source: 002_508f9552a4514e32.txt §Stamina Actions, §Types.
 */
import type { DiceExpr } from '../../../engine/dice.js';
import type { AttackModel } from '../../../engine/model.js';
import { diceplus } from './attacks.js';

/** What an extra attack or an extra move costs. */
export const STAMINA_ACTION_COST = 6;
/** Move actions allowed in one turn (the first is free, the second a stamina action). */
export const MAX_MOVES = 2;
/** The dodge reaction's cost. */
export const DODGE_COST = 6;
/** The opportunity attack reaction's cost. */
export const OPPORTUNITY_COST = 3;
/** The dodge's roll, taken off the attack roll: d6 + DEX. */
export const DODGE_ROLL: DiceExpr = diceplus(1, 6, 'DEX');

/** Whether the `nth` (1-based) attack or move of a turn is a stamina action: every one after the first. */
export function isStaminaAction(nth: number): boolean {
    return nth > 1;
}

/**
 * What a standard action needs when `before` standard actions were taken this turn: the first is
 * the turn's own ('free'); a later attack action — one that deals damage: an attack, or an ability
 * that damages — is a stamina action ('stamina', 6 STA); a later standard action of another kind
 * (medicine, an ability that only heals, removes or inflicts) cannot be taken ('refused': the seed
 * sells only extra attack and move actions).
 */
export function standardActionNeeds(before: number, attackAction: boolean): 'free' | 'stamina' | 'refused' {
    if (before === 0) return 'free';
    return attackAction ? 'stamina' : 'refused';
}

/** Whether an attack or ability is an attack action (§Stamina Actions: the extra attack): one that deals damage. */
export function isAttackAction(attack: AttackModel | undefined): boolean {
    return attack?.damage !== undefined;
}

/** A reaction's fixed STA cost: 6 for a dodge, 3 for an opportunity attack; undefined for a shield (the damage it blocks). */
export function reactionCost(reaction: string): number | undefined {
    if (reaction === 'dodge') return DODGE_COST;
    if (reaction === 'opportunity_attack') return OPPORTUNITY_COST;
    return undefined;
}

/** Whether a stat block wields a shield (its `shield` stat above 0), which the shield reaction needs. */
export function wieldsShield(stats: Readonly<Record<string, number>>): boolean {
    return (stats.shield ?? 0) > 0;
}

/** Whether `weapon` can make an opportunity attack: a melee weapon. */
export function canOpportunityAttack(weapon: AttackModel | undefined): weapon is AttackModel {
    return weapon?.tags.includes('melee') ?? false;
}
