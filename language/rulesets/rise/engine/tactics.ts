/**
 * Rise tactics: which attack a combatant without a script makes, at whom, and how it gets there
 * (schema.ts RISE_TACTICS). A prone combatant stands up; one out of reach moves toward its foe (and
 * charges when one movement is not enough, or moves again when even a charge would fall short); one
 * with only ranged attacks withdraws from foes beside it; a grappler maintains its grapples; a
 * grappled combatant whose foe is out of reach escapes.
 * Source: 003_66faa831a56df10d.txt §Resolving Actions, §Total Defense, §Recover, §Movement Abilities,
 * §Charge, §Grapple Actions.
 */
import type { AttackModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { pickTarget, strikeTurn } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import type { RiseOptions } from '../options.js';
import { defenseNameOf, hitChance } from '../rules/attack-rolls.js';
import { rangeVerdict, reachOf } from '../rules/reach-and-range.js';
import { isStrike, withoutAttackRoll } from '../rules/strikes.js';
import { accuracyOf, budgetOf, defenseOf, type RiseFighter } from './fighter.js';
import { meanDamage } from './pools.js';
import type { RiseScene } from './scene.js';

const act = (action: string, targets: string[] = [], extra: Partial<PlannedAction> = {}): PlannedAction => ({
    action,
    isAttack: false,
    targets,
    modifiers: [],
    ...extra,
});

/** The modifiers of a strike tactics plan (none; shared, never changed). */
const NO_MODIFIERS: readonly string[] = [];

/** How hard a foe is to bring down, for picking targets: hit points and damage resistance left. */
const toughness = (f: RiseFighter): number => f.hp + f.resistance;

/** `self`'s turn under `policy`: total defense, a recover when low, or its best attack on the chosen foe, moving to reach it. */
export function planRiseTactics(
    options: RiseOptions,
    scene: RiseScene,
    self: RiseFighter,
    policy: string,
    ctx: TacticsContext<RiseFighter>,
): PlannedTurn {
    if (policy === 'defend') return { actor: self.id, actions: [act('total_defense')] };
    if (!self.monster && !self.recoverUsed && self.hp * 3 <= self.maxHp) {
        return { actor: self.id, actions: [act('recover')] };
    }
    const foes = ctx.foesOf(self);
    const target = pickTarget(policy, foes, ctx.rng, toughness);
    const usable = target ? usableAttacks(scene, self) : [];
    const attack = target && bestAttack(options, self, target, usable);
    if (!target || !attack) return { actor: self.id, actions: [] };
    if (!scene.field && self.conds.list.length === 0) return (self.lastStrike = strikeTurn(self.lastStrike, self.id, attack.name, target.id));
    const strikeAt = { action: attack.name, isAttack: true, targets: [target.id], modifiers: NO_MODIFIERS };
    return { actor: self.id, actions: positioned(scene, self, target, attack, usable, foes, strikeAt, ctx.round) };
}

/** The attacks `self` can use now: uses left, and no heavy weapon while grappled; abilities without an attack roll only if they harm. */
function usableAttacks(scene: RiseScene, self: RiseFighter): readonly AttackModel[] {
    const grappled = self.conds.list.length > 0 && self.conds.has('grappled');
    const all = self.model.attacks;
    // The stat block's own list when every attack is usable (most turns): no copy, no closure.
    for (let i = 0; i < all.length; i++) if (!usableNow(scene, self, all[i], grappled)) return all.filter(a => usableNow(scene, self, a, grappled));
    return all;
}

function usableNow(scene: RiseScene, self: RiseFighter, a: AttackModel, grappled: boolean): boolean {
    return (!a.uses || scene.uses.remaining(self.id, a) > 0) && !(grappled && a.tags.includes('heavy')) && !(withoutAttackRoll(a) && !a.damage);
}

/**
 * The turn around `strikeAt` when positions or conditions matter: stand up when prone, maintain a
 * grapple, withdraw from foes beside a ranged attacker, move toward a foe out of reach (charging when
 * the movement phase's move is not enough), escape a grapple that keeps the foe out of reach.
 */
function positioned(
    scene: RiseScene,
    self: RiseFighter,
    target: RiseFighter,
    attack: AttackModel,
    usable: readonly AttackModel[],
    foes: readonly RiseFighter[],
    strikeAt: PlannedAction,
    round: number,
): PlannedAction[] {
    const actions: PlannedAction[] = [];
    // A grappler keeps its hold (free, Swift): escaping it then needs more than 0.
    const grapplesSomeone = foes.some(o => o.conds.list.some(c => c.name === 'grappled' && c.source === self.id));
    if (grapplesSomeone) actions.push(act('maintain_grapple'));
    const prone = self.conds.has('prone');
    const grappled = self.conds.has('grappled');
    if (prone) actions.push(act('stand_up'));
    const d = scene.distance(self, target);
    const reach = reachOf(attack);
    if (rangeVerdict(reach, d) !== 'out-of-reach') {
        const ranged = reach.kind !== 'melee' && usable.every(a => reachOf(a).kind !== 'melee');
        // Withdraw from every foe (not only those beside it), so it does not run into another.
        const beside = ranged && !prone && !grappled && scene.field !== undefined && foes.some(o => scene.distance(self, o) === 0);
        if (beside) actions.push(act('withdraw', everyoneOf(foes)));
        actions.push(strikeAt);
        return actions;
    }
    if (grappled) {
        actions.push(act('escape_grapple'));
        return actions;
    }
    if (!prone) actions.push(act('move', [target.id]));
    const budget = prone ? 0 : budgetOf(self, 1, round, 'movement');
    const inReachAfterMove = d - budget <= (reach.kind === 'melee' ? reach.feet : reach.kind === 'ranged' ? reach.long : Number.POSITIVE_INFINITY);
    if (inReachAfterMove) {
        actions.push(strikeAt);
        return actions;
    }
    const melee = usable.find(
        a => reachOf(a).kind === 'melee' && isStrike({ action: 'charge', isAttack: false }, a) && !a.tags.includes('projectile'),
    );
    // A charge that cannot end within reach costs −2 to defenses for no strike (§Charge): a second
    // movement in place of the standard action closes in for nothing (§Resolving Actions).
    const chargeReach = melee && reachOf(melee);
    const afterCharge = d - budget - budgetOf(self, 1, round, 'action');
    if (chargeReach?.kind === 'melee' && reach.kind === 'melee') {
        // (A prone fighter stands up first: its budget now is a crawl's, not what it will charge with.)
        actions.push(afterCharge <= chargeReach.feet || prone ? act('charge', [target.id], { weapon: melee!.name }) : act('move', [target.id]));
    } else actions.push(strikeAt);
    return actions;
}

/** The attack with the highest expected damage against `target` (hit chance × mean damage). */
function bestAttack(options: RiseOptions, self: RiseFighter, target: RiseFighter, attacks: readonly AttackModel[]): AttackModel | undefined {
    // Nothing to weigh (most monsters have one attack).
    if (attacks.length === 1) return attacks[0];
    let best: AttackModel | undefined;
    let bestValue = -Infinity;
    for (let i = 0; i < attacks.length; i++) {
        const attack = attacks[i];
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

/** The ids of `foes`. */
function everyoneOf(foes: readonly RiseFighter[]): string[] {
    return foes.map(o => o.id);
}
