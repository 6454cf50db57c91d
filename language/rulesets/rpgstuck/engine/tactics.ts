/**
 * Tactics: the turn a combatant takes when the script does not say. A minor action first (Assail —
 * "every monster has a minor action and can Assail" — or Aim under `careful`), then the attack with
 * the best expected damage against the foe the policy picks, skipping attacks on cooldown or out of
 * uses. A grappled combatant with no attack worth making tries to escape.
 * Source: 000_7e14385943d7d1e7.txt §Terms and Things to Know.
 */
import type { AttackModel, CombatantModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import { cooldownReady } from '../rules/terms-and-things-to-know.js';
import type { RpgFighter } from './fighter.js';
import { DEFAULT_OPTIONS } from '../options.js';
import { mean, strikeOdds } from '../outlook.js';
import { planStrike } from './strike-plan.js';

/** Expected damage of each attack against each target model, computed once per pair of models. */
const EXPECTED = new WeakMap<AttackModel, WeakMap<CombatantModel, number>>();

function expected(attack: AttackModel, attacker: CombatantModel, target: CombatantModel): number {
    let byTarget = EXPECTED.get(attack);
    if (!byTarget) EXPECTED.set(attack, (byTarget = new WeakMap()));
    let value = byTarget.get(target);
    if (value === undefined) {
        const horde = attacker.tags.includes('horde');
        const plan = planStrike(attack, attacker, target, DEFAULT_OPTIONS, { hordeStrength: horde ? 10 : 0 });
        const odds = plan.problem ? undefined : strikeOdds(plan, DEFAULT_OPTIONS, horde);
        value = odds ? mean(odds.distribution) * Math.max(1, attack.stats.multiattack ?? 1) : -1;
        byTarget.set(target, value);
    }
    return value;
}

const action = (name: string, isAttack = false, targets: string[] = []): PlannedAction => ({ action: name, isAttack, targets, modifiers: [] });

export function planRpgTactics(self: RpgFighter, policy: string, ctx: TacticsContext<RpgFighter>): PlannedTurn {
    const foes = ctx.foesOf(self);
    const pick = policy === 'attack_strongest' || policy === 'attack_first' || policy === 'attack_random' ? policy : 'attack_weakest';
    const target = pickTarget(pick, foes, ctx.rng, f => f.hp);
    if (!target) return { actor: self.id, actions: [] };
    let best: AttackModel | undefined;
    let bestValue = 0;
    for (const a of self.model.attacks) {
        if (a.stats.cooldown && !cooldownReady(self.lastUsed.get(a.name), ctx.round, a.stats.cooldown)) continue;
        if (self.usesLeft.get(a.name) === 0) continue;
        const v = expected(a, self.model, target.model);
        if (v > bestValue) {
            best = a;
            bestValue = v;
        }
    }
    const actions: PlannedAction[] = [action(policy === 'careful' ? 'aim' : 'assail')];
    if (best) actions.push(action(best.name, true, [target.id]));
    else if (self.grappledBy) actions.push(action('escape'));
    return { actor: self.id, actions };
}
