/**
 * Tactics: the turn a combatant takes when the script does not say — a target by policy, the
 * attack expected to hurt it most, and extra attacks as STA allows. Reactions under tactics are
 * chosen when the attack comes (`reactions.ts`).
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions.
 */
import type { AttackModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import { pickTarget } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import { defenseValue } from '../rules/attacks.js';
import { findCondition, hasCondition, situationalShift } from '../rules/conditions.js';
import { DODGE_COST, STAMINA_ACTION_COST } from '../rules/stamina-actions.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { damageOdds } from './odds.js';

const rest = (actor: string): PlannedTurn => ({ actor, actions: [{ action: 'rest', isAttack: false, targets: [], modifiers: [] }] });

/**
 * The turn `self` takes under `policy` (one of the ruleset's tactics). Exposed combatants rest;
 * a concentration that holds no active foe any more is dropped; prone ones shift to stand up; `cautious` rests below 6 STA. Extra attacks: `all_out` buys one
 * for every 6 STA it can spare (keeping 1); the others buy one only with 13 STA or more, keeping a
 * dodge affordable; `cautious` never does.
 */
export function planPaladinsTactics(self: PaladinsFighter, policy: string, ctx: TacticsContext<PaladinsFighter>): PlannedTurn {
    if (hasCondition(self, 'exposed')) return rest(self.id);
    if (policy === 'cautious' && self.sta < STAMINA_ACTION_COST) return rest(self.id);
    const actions: PlannedAction[] = [];
    const holding = self.concentration && ctx.fighters.some(f => f.status === 'active' && f.conditions.some(c => c.heldBy === self.id));
    if (self.concentration && !holding) actions.push({ action: 'drop_concentration', isAttack: false, targets: [], modifiers: [] });
    if (hasCondition(self, 'prone')) actions.push({ action: 'shift', isAttack: false, targets: [], modifiers: [] });
    const fear = findCondition(self, 'frightened')?.source;
    const foes = ctx.foesOf(self).filter(f => f.id !== fear);
    const target = pickFoe(policy, foes, ctx.rng);
    const attack = target && bestAttack(self, target);
    if (!target || !attack) return { actor: self.id, actions };
    const strike: PlannedAction = { action: attack.name, isAttack: true, targets: [target.id], modifiers: [] };
    actions.push(strike);
    let extras = 0;
    if (!hasCondition(self, 'dazed') && policy !== 'cautious') {
        if (policy === 'all_out') extras = Math.max(0, Math.floor((self.sta - 1) / STAMINA_ACTION_COST));
        else if (self.sta >= STAMINA_ACTION_COST + DODGE_COST + 1) extras = 1;
    }
    for (let i = 0; i < extras; i++) actions.push(strike);
    return { actor: self.id, actions };
}

/**
 * The foe `policy` picks among `foes`: the weakest (least HEA) — also for `all_out` and `cautious` —,
 * the strongest, the first, or one at random.
 */
export function pickFoe(policy: string, foes: readonly PaladinsFighter[], rng: SeededRng): PaladinsFighter | undefined {
    const pick = policy === 'attack_strongest' || policy === 'attack_first' || policy === 'attack_random' ? policy : 'attack_weakest';
    return pickTarget(pick, foes, rng, f => f.hp);
}

/**
 * The attack with the highest expected damage against `target` (ties: the first written). Skips
 * attacks without damage, and concentration attacks while already concentrating or short of WIL.
 */
function bestAttack(self: PaladinsFighter, target: PaladinsFighter): AttackModel | undefined {
    let best: AttackModel | undefined;
    let bestMean = -1;
    const state = { exposed: hasCondition(target, 'exposed'), prone: hasCondition(target, 'prone') };
    for (const attack of self.model.attacks) {
        if (!attack.damage) continue;
        const rating = attack.stats.concentration;
        if (rating && (self.concentration || self.wil < rating)) continue;
        const odds = damageOdds(
            attack,
            self.model.stats,
            1,
            situationalShift(attack, state),
            defenseValue(attack, name => statOf(target, name)),
        );
        if (odds && odds.mean > bestMean) {
            best = attack;
            bestMean = odds.mean;
        }
    }
    return best;
}
