/**
 * Tactics: the turn a combatant takes when the script does not say. Stand up when prone, fight the
 * hold when grappled, defend when `cautious` and badly hurt, otherwise close in (melee) and strike
 * the chosen foe with the attack expected to hurt it most (exact expectation from outlook.ts).
 * Seed: 001_66230f9a082df360.txt §The Action, §Defending.
 */
import type { AttackModel, PlannedAction, PlannedTurn, ZoneModel } from '../../../engine/model.js';
import { pickTarget } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import { type ErFighter, isRanged, poolOf, statOf } from './fighter.js';
import { zoneDistance } from './scene.js';
import { standUpCost } from '../rules/knocked-down.js';
import { spendMovement } from '../rules/movement-details.js';
import { attackSetup } from './situation.js';
import type { ErOptions } from '../options.js';
import { poolOutlook } from '../outlook.js';

const plain = (action: string, extra: Partial<PlannedAction> = {}): PlannedAction => ({
    action,
    isAttack: false,
    targets: [],
    modifiers: [],
    ...extra,
});

/** Mean damage of `attack` against `target` (no situation), memoised per attacker, attack and target template. */
const cache = new Map<string, number>();
function expectedDamage(self: ErFighter, attack: AttackModel, target: ErFighter, options: ErOptions): number {
    const key = `${self.model.name}|${attack.name}|${target.model.name}|${options.modifierTable}|${options.vantageDamage}`;
    let mean = cache.get(key);
    if (mean === undefined) {
        const setup = attackSetup(attack, self.model, target.model, options, {}, poolOf(attack));
        mean = setup.skillDice === 0 ? 0 : poolOutlook(setup.spec, {}, 6).expectedDamage;
        cache.set(key, mean);
    }
    return mean;
}

/**
 * The turn of `self` under `policy`. A melee attacker moves into its target's zone first when its
 * movement covers the distance (after standing up, if prone); otherwise it strikes from where it is.
 */
export function planErTactics(
    self: ErFighter,
    policy: string,
    ctx: TacticsContext<ErFighter>,
    options: ErOptions,
    zones: ReadonlyMap<string, ZoneModel>,
): PlannedTurn {
    const actions: PlannedAction[] = [];
    if (self.conditions.has('prone') && !self.grappledBy) actions.push(plain('stand_up'));
    if (self.grappledBy) return { actor: self.id, actions: [plain('escape')] };
    if (policy === 'cautious' && self.hp * 4 <= self.maxHp) return { actor: self.id, actions: [...actions, plain('defend')] };
    const pick = ['attack_strongest', 'attack_first', 'attack_random'].includes(policy) ? policy : 'attack_weakest';
    const target = pickTarget(pick, ctx.foesOf(self), ctx.rng, f => f.hp);
    if (!target) return { actor: self.id, actions };
    let best: AttackModel | undefined;
    let bestMean = -1;
    for (const a of self.model.attacks) {
        if (poolOf(a) === 0) continue;
        const mean = expectedDamage(self, a, target, options);
        if (mean > bestMean) {
            best = a;
            bestMean = mean;
        }
    }
    if (!best) return { actor: self.id, actions };
    if (!isRanged(best) && target.zone && target.zone !== self.zone) {
        const rate = statOf(self.model, 'movement');
        const left = rate - (self.conditions.has('prone') ? standUpCost(rate) : 0);
        if (spendMovement(left, zoneDistance(zones, self.zone, target.zone), 'the move').ok)
            actions.push(plain('move', { destination: target.zone }));
    }
    actions.push({ action: best.name, isAttack: true, targets: [target.id], modifiers: [] });
    return { actor: self.id, actions };
}
