/**
 * Strikes: which attacks are strikes (weapon attacks, a charge's and an offhand strike — not spells),
 * and which attacks may take several targets with one attack roll and one damage roll.
 * Source: 003_66faa831a56df10d.txt §Strikes, §Secondary Strike Targets.
 */
import type { AttackModel } from '../../../engine/model.js';

/**
 * Whether `action` with `attack` is a strike: a weapon attack, a charge's or an offhand strike — not
 * a spell (a `magical` attack).
 */
export function isStrike(action: { readonly action: string; readonly isAttack: boolean }, attack: AttackModel): boolean {
    if (attack.tags.includes('magical')) return false;
    return action.isAttack || action.action === 'charge' || action.action === 'offhand_strike';
}

/** Attack tags that let one attack roll and one damage roll serve several targets. */
const MULTI_TARGET = ['sweeping', 'multi_target'];

/** Whether `attack` may take several targets (a sweeping weapon or a multi-target ability). */
export function takesSeveralTargets(attack: AttackModel): boolean {
    return attack.tags.some(t => MULTI_TARGET.includes(t));
}
