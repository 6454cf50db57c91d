/**
 * Rise tactics: which attack a combatant without a script makes, and at whom (schema.ts RISE_TACTICS).
 * Source: 003_66faa831a56df10d.txt §Resolving Actions, §Total Defense, §Recover.
 */
import type { AttackModel, PlannedTurn } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { defenseNameOf, hitChance } from '../rules/attack-rolls.js';
import { accuracyOf, defenseOf, type RiseFighter } from './fighter.js';
import { meanDamage } from './pools.js';

/** `self`'s turn under `policy`: total defense, a recover when low, or its best attack on the chosen foe. */
export function planRiseTactics(options: RiseOptions, self: RiseFighter, policy: string, ctx: TacticsContext<RiseFighter>): PlannedTurn {
    if (policy === 'defend') return { actor: self.id, actions: [{ action: 'total_defense', isAttack: false, targets: [], modifiers: [] }] };
    if (!self.monster && !self.recoverUsed && self.hp * 3 <= self.maxHp) {
        return { actor: self.id, actions: [{ action: 'recover', isAttack: false, targets: [], modifiers: [] }] };
    }
    const target = pickTarget(policy, ctx.foesOf(self), ctx.rng, f => f.hp + f.resistance);
    const attack = target && bestAttack(options, self, target);
    if (!target || !attack) return { actor: self.id, actions: [] };
    return { actor: self.id, actions: [{ action: attack.name, isAttack: true, targets: [target.id], modifiers: [] }] };
}

/** The attack with the highest expected damage against `target` (hit chance × mean damage). */
function bestAttack(options: RiseOptions, self: RiseFighter, target: RiseFighter): AttackModel | undefined {
    let best: AttackModel | undefined;
    let bestValue = -Infinity;
    for (const attack of self.model.attacks) {
        const defense = defenseOf(target, defenseNameOf(attack), 2, 'action');
        const p = hitChance(accuracyOf(self, attack) - defense);
        const mean = meanDamage(options, self, attack);
        const value = p * Math.max(mean, 0.01);
        if (value > bestValue) {
            best = attack;
            bestValue = value;
        }
    }
    return best;
}
