/**
 * Stamina actions and reactions: what each costs, which actions of a turn are stamina actions (every
 * attack after the first, the second move; never a third move), and what a dodge, a shield and an
 * opportunity attack need.
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

/**
 * Whether a move action provokes opportunity attacks: a move or a crawl leaves a foe's reach; a
 * shift (one square) does not (§Types). Without a map, every move or crawl counts as leaving.
 */
export function provokesOpportunityAttacks(moveAction: string): boolean {
    return moveAction === 'move' || moveAction === 'crawl';
}

/** Whether `weapon` can make an opportunity attack: a melee weapon. */
export function canOpportunityAttack(weapon: AttackModel | undefined): weapon is AttackModel {
    return weapon?.tags.includes('melee') ?? false;
}
