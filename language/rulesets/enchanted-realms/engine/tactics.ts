/**
 * Tactics: the turn a combatant takes when the script does not say. Fight the hold when grappled,
 * stand up when prone, defend when `cautious` and badly hurt, pick up a dropped weapon, otherwise
 * close in (melee: as far as its movement goes this turn, never toward what it fears) and strike the
 * chosen foe with the usable attack expected to hurt it most (exact expectation from outlook.ts).
 * Reactions need no plan: a fighter under tactics takes each as its trigger comes (reactions.ts).
 * Seed: 001_66230f9a082df360.txt §The Action, §Defending, §Weapon Negation, §Restrictions in Combat.
 */
import type { AttackModel, CombatantModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import { strikeTurn } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import { moveCost, standUpCost } from '../rules/knocked-down.js';
import type { ErOptions } from '../options.js';
import { poolOutlook } from '../outlook.js';
import { type ErFighter, statOf } from './fighter.js';
import { isCrawling, speedOf } from './movement.js';
import { movementLeftUnder } from '../rules/movement-details.js';
import { adjustmentsOf, fearSources } from './restrictions.js';
import { feetBetween, type Scene } from './scene.js';
import { attackSetup } from './situation.js';
import { cannotStrike } from './strike.js';
import { isRanged, meleeReach, poolOf } from './weapons.js';

/** What tactics read of the fight: where everyone stands, who is who, the uses spent. */
type Roster = Pick<Scene, 'field' | 'byId' | 'uses' | 'water' | 'joined'>;

/** The modifiers of what tactics plan (none; shared, never changed). */
const NO_MODIFIERS: readonly string[] = [];

const NOTHING_PICKED: ReadonlySet<string | undefined> = new Set();

const plain = (action: string, extra: Partial<PlannedAction> = {}): PlannedAction => ({
    action,
    isAttack: false,
    targets: [],
    modifiers: [],
    ...extra,
});

/**
 * Mean damage of `attack` against `target`'s stat block (no situation), memoised per attack (an
 * attack belongs to one stat block) and target stat block, for the options it was last worked out
 * under (one options object serves every run of an encounter model; a new one replaces it). The few
 * stat blocks an attack meets are a list read in order: asked for every attack of every tactics turn.
 */
const means = new WeakMap<AttackModel, { readonly target: CombatantModel; options: ErOptions; mean: number }[]>();
function expectedDamage(self: ErFighter, attack: AttackModel, target: ErFighter, options: ErOptions): number {
    let known = means.get(attack);
    if (!known) means.set(attack, (known = []));
    let entry: { readonly target: CombatantModel; options: ErOptions; mean: number } | undefined;
    for (let i = 0; i < known.length; i++) {
        const k = known[i];
        if (k.target !== target.model) continue;
        if (k.options === options) return k.mean;
        entry = k;
        break;
    }
    const setup = attackSetup(attack, self.model, target.model, options, {}, poolOf(attack));
    const mean = setup.skillDice === 0 ? 0 : poolOutlook(setup.spec, {}, 6).expectedDamage;
    if (entry) {
        entry.options = options;
        entry.mean = mean;
    } else known.push({ target: target.model, options, mean });
    return mean;
}

/**
 * The feet of movement `self`'s coming turn has: its whole walking speed, since a turn starts with
 * nothing spent (plans are made at the round's start, when last turn's feet still show as spent).
 */
function turnMovement(roster: Roster, self: ErFighter): number {
    return movementLeftUnder(speedOf(roster, self, 'walk'), 0, 0);
}

/**
 * The turn of `self` under `policy`. A melee attacker out of reach moves toward its target first,
 * as far as its movement goes (after standing up, if prone), and strikes only once within reach.
 */
export function planErTactics(self: ErFighter, policy: string, ctx: TacticsContext<ErFighter>, options: ErOptions, roster: Roster): PlannedTurn {
    if (self.grappledBy) return { actor: self.id, actions: [plain('escape')] };
    // Made at the first action before the strike: a plain strike (most turns) needs no list.
    let actions: PlannedAction[] | undefined;
    // The movement left this turn: worked out only when something costs movement (most turns are a plain strike).
    let left = self.conditions.has('prone') || self.dropped.size > 0 ? turnMovement(roster, self) : Number.NaN;
    // Whether it stands up first (read below, where a closure over the list would cost a context every call).
    let standsUp = false;
    if (self.conditions.has('prone') && adjustmentsOf(roster, self).movement !== 'zero' && standUpCost(statOf(self.model, 'movement')) <= left) {
        (actions ??= []).push(plain('stand_up'));
        left -= standUpCost(statOf(self.model, 'movement'));
        standsUp = true;
    }
    if (policy === 'cautious' && self.hp * 4 <= self.maxHp) return { actor: self.id, actions: [...(actions ?? []), plain('defend')] };
    // (Asked only when something lies on the ground: iterating a Set makes an iterator, every turn.)
    if (self.dropped.size > 0)
        for (const name of self.dropped) {
            if (left < 10) break;
            (actions ??= []).push(plain('pick_up', { weapon: name }));
            left -= 10;
        }
    // The target policies pickTarget knows besides attack_weakest (the default), compared, not looked up in a set: every plan asks.
    const pick = policy === 'attack_strongest' || policy === 'attack_first' || policy === 'attack_random' ? policy : 'attack_weakest';
    // Picked straight from the fighters (as pickTarget over activeFoes, which ctx.foesOf gives): a list of foes per plan before.
    const target = pickFoe(pick, ctx.fighters, self, ctx.rng);
    if (!target) return { actor: self.id, actions: actions ?? [] };
    const picked = self.dropped.size ? pickedUp(actions) : NOTHING_PICKED;
    let best: AttackModel | undefined;
    let bestMean = -1;
    const attacks = self.model.attacks;
    for (let i = 0; i < attacks.length; i++) {
        const a = attacks[i];
        if (poolOf(a) === 0 || roster.uses.remaining(self.id, a) <= 0) continue;
        const why = cannotStrike(roster, self, target, a, true);
        if (why && !(picked.has(a.name) && self.dropped.has(a.name))) continue;
        const mean = expectedDamage(self, a, target, options);
        if (mean > bestMean) {
            best = a;
            bestMean = mean;
        }
    }
    if (!best) return { actor: self.id, actions: actions ?? [] };
    // Where both stand, read once: the gap and the way toward the target are measured from them.
    const mine = self.slot.at;
    const theirs = target.slot.at;
    const gap = isRanged(best) ? 0 : feetBetween(roster.field, mine, theirs);
    // The zone of the move toward the target, when it needs one (the move is made, or rewritten, below).
    let toward: string | undefined;
    if (gap > meleeReach(best)) {
        // Toward the target, stopping beside it (one on its way between zones is met on the way).
        const zone = roster.field.approach(mine, theirs)?.zone;
        if (!zone || speedOf(roster, self, 'walk') === 0) return { actor: self.id, actions: actions ?? [] };
        if (fearedOnTheWay(roster, self, zone)) return { actor: self.id, actions: actions ?? [] };
        // Written out, not plain(…, extra): planned for most turns of a fight in zones.
        toward = zone;
        const rough = roster.field.featureAt(self.id, 'terrain') === 'difficult';
        // The move stops beside the target: when the feet to it fit what is left, it strikes this turn
        // (one on its way between zones too, and one that walks up first: the move is then nothing).
        const cost = moveCost(gap, isCrawling(roster, self) && !standsUp, rough);
        if (Number.isNaN(left)) left = turnMovement(roster, self);
        if (cost > left)
            return actions === undefined
                ? walkAgain(self, target.id, zone)
                : { actor: self.id, actions: withAction(actions, moveAction(target.id, zone)) };
    }
    // Only the strike (most turns): last round's turn again when it was the same.
    if (actions === undefined && toward === undefined) return strikeAgain(self, best.name, target.id);
    // A move and a strike (most of the rest): the fighter's last such turn rewritten, as strikeAgain does.
    if (actions === undefined) return walkStrikeAgain(self, target.id, toward as string, best.name);
    const strike: PlannedAction = { action: best.name, isAttack: true, targets: [target.id], modifiers: NO_MODIFIERS };
    if (toward !== undefined) actions.push(moveAction(target.id, toward));
    actions.push(strike);
    return { actor: self.id, actions };
}

/**
 * The turn that only strikes `target` with `attack`: the fighter's last one, rewritten in place
 * (a turn, a list, an action and a target list per strike turn before). Safe: a plan is read only in
 * the round it is made for, and a new plan of the same fighter replaces it (round.ts, runner).
 */
function strikeAgain(self: ErFighter, attack: string, target: string): PlannedTurn {
    const last = self.lastStrike;
    if (last === undefined) return (self.lastStrike = strikeTurn(undefined, self.id, attack, target));
    const a = last.actions[0] as { action: string };
    a.action = attack;
    (last.actions[0].targets as string[])[0] = target;
    return last;
}

/** A move toward `target` into `zone` (written out, not plain(…, extra)). */
function moveAction(target: string, zone: string): PlannedAction {
    return { action: 'move', isAttack: false, targets: [target], modifiers: NO_MODIFIERS, destination: zone };
}

/** The turn that only walks toward `target` into `zone`: the fighter's last one rewritten in place (see strikeAgain). */
function walkAgain(self: ErFighter, target: string, zone: string): PlannedTurn {
    const last = self.lastWalk;
    if (last === undefined) return (self.lastWalk = { actor: self.id, actions: [moveAction(target, zone)] });
    rewriteMove(last.actions[0], target, zone);
    return last;
}

/** The turn that walks toward `target` into `zone`, then strikes it with `attack`: the fighter's last one rewritten in place (see strikeAgain). */
function walkStrikeAgain(self: ErFighter, target: string, zone: string, attack: string): PlannedTurn {
    const last = self.lastWalkStrike;
    if (last === undefined)
        return (self.lastWalkStrike = {
            actor: self.id,
            actions: [moveAction(target, zone), { action: attack, isAttack: true, targets: [target], modifiers: NO_MODIFIERS }],
        });
    rewriteMove(last.actions[0], target, zone);
    (last.actions[1] as { action: string }).action = attack;
    (last.actions[1].targets as string[])[0] = target;
    return last;
}

/** Points a reused move action at `target` and `zone`. */
function rewriteMove(move: PlannedAction, target: string, zone: string): void {
    (move as { destination?: string }).destination = zone;
    (move.targets as string[])[0] = target;
}

/**
 * `pickTarget(policy, activeFoes(fighters, self), rng, bodyLeft)` without the list: the first foe
 * up with the least (`attack_weakest`) or most (`attack_strongest`) Body, the k-th drawn for
 * `attack_random` (the same draw), else the first.
 */
function pickFoe(policy: string, fighters: readonly ErFighter[], self: ErFighter, rng: TacticsContext<ErFighter>['rng']): ErFighter | undefined {
    const side = self.side;
    let count = 0;
    let best: ErFighter | undefined;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.side === side || f.status !== 'active') continue;
        count++;
        if (best === undefined || (policy === 'attack_weakest' && f.hp < best.hp) || (policy === 'attack_strongest' && f.hp > best.hp)) best = f;
    }
    if (policy !== 'attack_random' || count === 0) return best;
    let k = rng.int(0, count - 1);
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.side === side || f.status !== 'active') continue;
        if (k-- === 0) return f;
    }
    return undefined;
}

/** `actions` and then `action` (a turn that only walks, after standing up or picking up). */
function withAction(actions: PlannedAction[], action: PlannedAction): PlannedAction[] {
    actions.push(action);
    return actions;
}

/** The weapons `actions` picks up (asked only when something lies on the ground). */
function pickedUp(actions: readonly PlannedAction[] | undefined): ReadonlySet<string | undefined> {
    return new Set((actions ?? []).filter(a => a.action === 'pick_up').map(a => a.weapon));
}

/**
 * Whether walking into `zone` brings `self` nearer something it fears. Out of planErTactics: its
 * closure made a context on every call of the plan (V8 makes it on entry), though few fear anything.
 */
function fearedOnTheWay(roster: Roster, self: ErFighter, zone: string): boolean {
    const fears = fearSources(roster, self);
    for (let i = 0; i < fears.length; i++) {
        const at = roster.field.zoneOf(fears[i].id);
        if (at !== undefined && roster.field.zoneDistance(zone, at) < roster.field.between(self.id, fears[i].id)) return true;
    }
    return false;
}
