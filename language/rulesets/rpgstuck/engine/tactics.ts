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
import { grapplerOf, type RpgFighter } from './fighter.js';
import type { UseLedger } from '../../../engine/uses.js';
import { DEFAULT_OPTIONS } from '../options.js';
import { mean, rollingOf, strikeOdds } from '../outlook.js';
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
        const odds = plan.problem ? undefined : strikeOdds(plan, DEFAULT_OPTIONS, rollingOf(attack, attacker));
        value = odds ? mean(odds.distribution) * Math.max(1, attack.stats.multiattack ?? 1) : -1;
        byTarget.set(target, value);
    }
    return value;
}

/** No targets, no modifiers (shared: planned actions are never changed). */
const NONE: readonly string[] = [];

const action = (name: string, isAttack = false, targets: readonly string[] = NONE): PlannedAction => ({
    action: name,
    isAttack,
    targets,
    modifiers: NONE,
});

/** The hit points tactics weigh a target by. */
const hpOf = (f: RpgFighter) => f.hp;

export function planRpgTactics(self: RpgFighter, policy: string, ctx: TacticsContext<RpgFighter>, uses: UseLedger): PlannedTurn {
    const foes = ctx.foesOf(self);
    const pick = policy === 'attack_strongest' || policy === 'attack_first' || policy === 'attack_random' ? policy : 'attack_weakest';
    const target = pickTarget(pick, foes, ctx.rng, hpOf);
    if (!target) return { actor: self.id, actions: NONE_PLANNED };
    let best: AttackModel | undefined;
    let bestValue = 0;
    for (const a of self.model.attacks) {
        if (a.stats.cooldown && !cooldownReady(self.lastUsed.get(a.name), ctx.round, a.stats.cooldown)) continue;
        if (uses.remaining(self.id, a) <= 0) continue;
        const v = expected(a, self.model, target.model);
        if (v > bestValue) {
            best = a;
            bestValue = v;
        }
    }
    // Lists of their size (a pushed-to list takes room for 17).
    const minor = policy === 'careful' ? AIM : ASSAIL;
    if (best) return { actor: self.id, actions: [minor, action(best.name, true, [target.id])] };
    if (grapplerOf(self)) return { actor: self.id, actions: [minor, ESCAPE] };
    return { actor: self.id, actions: [minor] };
}

// The actions without a target, shared by every plan (planned actions are never changed).
const AIM = action('aim');
const ASSAIL = action('assail');
const ESCAPE = action('escape');

/** A turn with nothing to do (shared, never changed). */
const NONE_PLANNED: readonly PlannedAction[] = [];
