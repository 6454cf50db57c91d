/**
 * Strikes: which attacks are strikes (weapon attacks, a charge's and an offhand strike — not spells),
 * and which attacks may take several targets with one attack roll and one damage roll.
 * Source: 003_66faa831a56df10d.txt §Strikes, §Secondary Strike Targets.
 */
import type { AttackModel } from '../../../engine/model.js';

/** Ruleset actions that make a strike with the weapon named by `using`. */
const STRIKING_ACTIONS = ['charge', 'offhand_strike', 'throw'];

/**
 * Whether `action` with `attack` is a strike: a weapon attack, a charge's, an offhand strike or a
 * throw's thrown strike — not a spell (a `magical` attack) nor an ability.
 */
export function isStrike(action: { readonly action: string; readonly isAttack: boolean }, attack: AttackModel): boolean {
    if (attack.tags.includes('magical') || attack.kind === 'ability') return false;
    return action.isAttack || STRIKING_ACTIONS.includes(action.action);
}

/** Attack tags that let one attack roll and one damage roll serve several targets. */
const MULTI_TARGET = ['sweeping', 'multi_target'];

/** Whether `attack` may take several targets (a sweeping weapon or a multi-target ability). */
export function takesSeveralTargets(attack: AttackModel): boolean {
    return attack.tags.some(t => MULTI_TARGET.includes(t));
}

/** Whether an ability makes no attack roll: it names no defense (its damage and effects simply land on its targets). */
export function withoutAttackRoll(attack: AttackModel): boolean {
    return attack.kind === 'ability' && attack.defenses.length === 0 && attack.roll === undefined;
}
