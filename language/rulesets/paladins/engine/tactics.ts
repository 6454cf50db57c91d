/**
 * Tactics: the turn a combatant takes when the script does not say — a target by policy, the
 * attack expected to hurt it most, a move toward a target out of reach (or away from a fear next to
 * it), an area attack where it pays, and extra attacks as STA allows. Reactions under tactics are
 * chosen when the attack comes (`reactions.ts`).
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Conditions, §Ranges.
 */
import type { Battlefield } from '../../../engine/battlefield.js';
import type { AttackModel, PlannedAction, PlannedTurn } from '../../../engine/model.js';
import type { SeededRng } from '../../../engine/rng.js';
import { pickTarget } from '../../../engine/tactics.js';
import type { TacticsContext } from '../../ruleset.js';
import { defenseOf, noAttackRoll } from '../rules/attacks.js';
import { findCondition, hasCondition, situationalShift } from '../rules/conditions.js';
import { moveAllowance } from '../rules/movement.js';
import { attackReach, feet, isAreaAttack } from '../rules/ranges.js';
import { DODGE_COST, STAMINA_ACTION_COST } from '../rules/stamina-actions.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { damageOdds } from './odds.js';
import { adjacent, areaReaches, distanceToZone, reaches } from './positions.js';
import type { RoundState } from './round.js';

/** The targets and modifiers of an action tactics plan without any (shared, never changed). */
const NONE: readonly string[] = [];

const rest = (actor: string): PlannedTurn => ({ actor, actions: [{ action: 'rest', isAttack: false, targets: NONE, modifiers: NONE }] });

const act = (action: string): PlannedAction => ({ action, isAttack: false, targets: NONE, modifiers: NONE });
/** A move toward a zone, or toward a foe (tactics alone write the latter). */
const moveTo = (destination: string): PlannedAction => ({ action: 'move', isAttack: false, targets: NONE, modifiers: NONE, destination });
const moveToward = (foe: string): PlannedAction => ({ action: 'move', isAttack: false, targets: [foe], modifiers: NONE });

/** What tactics read besides the fighters: the battle map (when there is one) and the uses left. */
export type TacticsState = Pick<RoundState, 'field' | 'uses' | 'zones'>;

/**
 * The turn `self` takes under `policy` (one of the ruleset's tactics). Exposed combatants rest;
 * a concentration that holds no active foe any more is dropped; `cautious` rests below 6 STA. The
 * target is the policy's; the attack the one expected to deal most. On the map a combatant first
 * moves toward a target none of its attacks reach (standing up on the way), aims an area attack at
 * the target's zone when that is expected to deal more and catches no ally, and a frightened one
 * next to its fear steps away from it. Without a move, a prone one shifts to stand up. Extra
 * attacks: `all_out` buys one for every 6 STA it can spare (keeping 1); the others buy one only
 * with 13 STA or more, keeping a dodge affordable; `cautious` never does. Spent limited uses are
 * skipped.
 */
export function planPaladinsTactics(self: PaladinsFighter, policy: string, ctx: TacticsContext<PaladinsFighter>, state: TacticsState): PlannedTurn {
    // No closures in this function (filters and tests are helpers taking arguments): V8 made their
    // context on every call, every unscripted turn of every run.
    if (hasCondition(self, 'exposed')) return rest(self.id);
    if (policy === 'cautious' && self.sta < STAMINA_ACTION_COST) return rest(self.id);
    // The moves and shifts before the strike: made only when there is one (most turns, none).
    let actions: PlannedAction[] | undefined;
    const holding = self.concentration && holdsAny(ctx.fighters, self.id);
    if (self.concentration && !holding) (actions ??= []).push(act('drop_concentration'));
    const prone = hasCondition(self, 'prone');
    const field = state.field;
    if (prone && !field) (actions ??= []).push(act('shift'));
    const fear = findCondition(self, 'frightened')?.source;
    let foes = fear === undefined ? ctx.foesOf(self) : without(ctx.foesOf(self), fear);
    // On the map the policy picks among the foes an attack reaches from here, if any: no walking away from a fight to start another.
    if (field) {
        const near = reachedFoes(self, foes, state, field);
        if (near.length > 0) foes = near;
    }
    const target = pickFoe(policy, foes, ctx.rng);
    const attack = target && bestAttack(self, target, state.uses);
    if (!target || !attack) {
        if (prone && field) (actions ??= []).push(act('shift'));
        return { actor: self.id, actions: actions ?? [] };
    }
    let strike: PlannedAction = { action: attack.name, isAttack: true, targets: [target.id], modifiers: NONE };
    let sta = self.sta;
    if (field) {
        actions ??= [];
        const planned = planOnTheMap(self, target, attack, strike, actions, ctx, state, fear, policy !== 'cautious');
        if (!planned.strike) return { actor: self.id, actions };
        strike = planned.strike;
        sta -= planned.spent;
    }
    let extras = 0;
    if (!hasCondition(self, 'dazed') && policy !== 'cautious') {
        if (policy === 'all_out') extras = Math.max(0, Math.floor((sta - 1) / STAMINA_ACTION_COST));
        else if (sta >= STAMINA_ACTION_COST + DODGE_COST + 1) extras = 1;
    }
    const extra = extras > 0 ? extraStrike(self, target, attack, strike, state) : strike;
    // Written at its size when nothing comes before the strike (an empty list's first push reserves 17 slots).
    if (!actions) {
        if (extras === 0) return { actor: self.id, actions: [strike] };
        if (extras === 1) return { actor: self.id, actions: [strike, extra] };
        actions = [strike];
    } else actions.push(strike);
    for (let i = 0; i < extras; i++) actions.push(extra);
    return { actor: self.id, actions };
}

/** Whether an active fighter holds a condition by `id`'s concentration. */
function holdsAny(fighters: readonly PaladinsFighter[], id: string): boolean {
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status === 'active' && f.conditions.some(c => c.heldBy === id)) return true;
    }
    return false;
}

/** `foes` but the one with id `fear`. */
function without(foes: readonly PaladinsFighter[], fear: string): readonly PaladinsFighter[] {
    return foes.filter(f => f.id !== fear);
}

/** The foes some usable attack of `self` reaches from where it stands. */
function reachedFoes(self: PaladinsFighter, foes: readonly PaladinsFighter[], state: TacticsState, field: Battlefield): readonly PaladinsFighter[] {
    return foes.filter(f => self.model.attacks.some(a => usable(self, a, state.uses) && reaches({ field }, self, a, f)));
}

/** An extra attack repeats the strike, unless its uses run out: then the best attack at will. */
function extraStrike(self: PaladinsFighter, target: PaladinsFighter, attack: AttackModel, strike: PlannedAction, state: TacticsState): PlannedAction {
    const field = state.field;
    const struck = strike.action === attack.name ? attack : self.model.attacks.find(a => a.name === strike.action);
    const again = struck?.uses
        ? bestAttack(self, target, state.uses, a => !a.uses && !isAreaAttack(a) && (!field || reaches({ field }, self, a, target)))
        : undefined;
    return again ? { ...strike, action: again.name, area: undefined } : strike;
}

/**
 * On the map, the moves before the strike (pushed onto `actions`) and the strike itself: away from a
 * fear that stands next to it, else toward a target no attack reaches now — a second move (6 STA,
 * keeping 1) when one will not close the gap and `buys` allows it, no strike at all when two will
 * not —, else a shift to stand up if prone; the strike turns into an area attack on the target's
 * zone when one is expected to deal more there and no ally stands in it.
 * @returns the strike (undefined: moves only) and the STA the moves will spend.
 */
function planOnTheMap(
    self: PaladinsFighter,
    target: PaladinsFighter,
    best: AttackModel,
    strike: PlannedAction,
    actions: PlannedAction[],
    ctx: TacticsContext<PaladinsFighter>,
    state: TacticsState,
    fear: string | undefined,
    buys: boolean,
): { strike?: PlannedAction; spent: number } {
    const field = state.field!;
    const scene = { field };
    const prone = hasCondition(self, 'prone');
    const canMove = !hasCondition(self, 'immobilized');
    const feared = fear === undefined ? undefined : ctx.fighters.find(f => f.id === fear && f.status === 'active');
    const away = canMove && feared && adjacent(scene, self, feared) ? retreat(self, feared, state) : undefined;
    const reachable = bestAttack(self, target, state.uses, a => reaches(scene, self, a, target));
    let spent = 0;
    if (away !== undefined) {
        actions.push(moveTo(away));
        if (!reachable) return { spent };
    } else if (!reachable) {
        if (!canMove) return { spent };
        const gap = field.between(self.id, target.id) - attackReach(best);
        const state0 = { prone, slowed: hasCondition(self, 'slowed'), immobilized: false };
        const first = feet(moveAllowance('move', statOf(self, 'speed'), state0).squares);
        actions.push(moveToward(target.id));
        if (gap > first) {
            const second = feet(moveAllowance('move', statOf(self, 'speed'), { ...state0, prone: false }).squares);
            if (!buys || hasCondition(self, 'dazed') || self.sta <= STAMINA_ACTION_COST) return { spent };
            actions.push(moveToward(target.id));
            spent = STAMINA_ACTION_COST;
            if (gap > first + second) return { spent };
        }
    } else if (prone) actions.push(act('shift'));
    const single = reachable ?? best;
    let chosen: PlannedAction = { ...strike, action: single.name };
    let bestMean = meanAgainst(self, single, target);
    const zone = field.zoneOf(target.id);
    if (zone === undefined) return { strike: chosen, spent };
    const inZone = ctx.fighters.filter(f => f !== self && f.status === 'active' && field.zoneOf(f.id) === zone);
    if (inZone.some(f => f.side === self.side || f.id === fear)) return { strike: chosen, spent };
    for (const attack of self.model.attacks) {
        if (!isAreaAttack(attack) || !usable(self, attack, state.uses) || !areaReaches(scene, self, attack, zone)) continue;
        const mean = inZone.reduce((sum, f) => sum + meanAgainst(self, attack, f), 0);
        if (mean > bestMean) {
            bestMean = mean;
            chosen = { action: attack.name, isAttack: true, targets: [], modifiers: [], area: zone };
        }
    }
    return { strike: chosen, spent };
}

/** The zone a frightened combatant steps back to: the reachable one farthest from its fear (ties: written first); undefined if none is farther than where it stands. */
function retreat(self: PaladinsFighter, fear: PaladinsFighter, state: TacticsState): string | undefined {
    const field = state.field!;
    const there = field.zoneOf(fear.id);
    if (there === undefined) return undefined;
    let best: string | undefined;
    let farthest = field.between(self.id, fear.id);
    for (const zone of state.zones) {
        const d = field.zoneDistance(zone, there);
        if (d > farthest && Number.isFinite(d) && Number.isFinite(distanceToZone({ field }, self, zone))) {
            farthest = d;
            best = zone;
        }
    }
    return best;
}

/**
 * The foe `policy` picks among `foes`: the weakest (least HEA) — also for `all_out` and `cautious` —,
 * the strongest, the first, or one at random.
 */
export function pickFoe(policy: string, foes: readonly PaladinsFighter[], rng: SeededRng): PaladinsFighter | undefined {
    const pick = policy === 'attack_strongest' || policy === 'attack_first' || policy === 'attack_random' ? policy : 'attack_weakest';
    return pickTarget(pick, foes, rng, hpLeft);
}

/** How tough a foe is for picking targets: its HP left. */
const hpLeft = (f: PaladinsFighter): number => f.hp;

/** Whether tactics may use `attack` now: it deals damage, has a use left, and its concentration (if any) can be started and paid. */
function usable(self: PaladinsFighter, attack: AttackModel, uses: TacticsState['uses']): boolean {
    if (!attack.damage) return false;
    if (attack.uses && uses.remaining(self.id, attack) <= 0) return false;
    const rating = attack.stats.concentration;
    return !(rating && (self.concentration || self.wil < rating));
}

/**
 * What of a target's state changes an attack on it (§Conditions: exposed, prone): one object for
 * every question, filled before each (`situationalShift` reads it at once and keeps nothing) — a
 * fresh one and a closure for the defense were made for every attack weighed.
 */
const targetState = { exposed: false, prone: false };

/** The damage `attack` is expected to deal `target` (−1 when the statistics cannot follow it). */
function meanAgainst(self: PaladinsFighter, attack: AttackModel, target: PaladinsFighter): number {
    return meanIn(self, attack, target, hasCondition(target, 'exposed'), hasCondition(target, 'prone'));
}

/** `meanAgainst` with the target's exposed and prone already asked. */
function meanIn(self: PaladinsFighter, attack: AttackModel, target: PaladinsFighter, exposed: boolean, prone: boolean): number {
    targetState.exposed = exposed;
    targetState.prone = prone;
    const shift = situationalShift(attack, targetState);
    // As `defenseValue` (rules/attacks.ts), without a closure over the target for its stat.
    const defense = noAttackRoll(attack) ? 0 : statOf(target, defenseOf(attack));
    const odds = damageOdds(attack, self.model.stats, 1, shift, defense);
    return odds ? odds.mean : -1;
}

/**
 * The usable attack (`usable`; `allowed` narrows further, e.g. to those that reach) with the highest
 * expected damage against `target` (ties: the first written).
 */
function bestAttack(
    self: PaladinsFighter,
    target: PaladinsFighter,
    uses: TacticsState['uses'],
    allowed?: (attack: AttackModel) => boolean,
): AttackModel | undefined {
    let best: AttackModel | undefined;
    let bestMean = -1;
    const exposed = hasCondition(target, 'exposed');
    const prone = hasCondition(target, 'prone');
    // An indexed loop: V8 made an iterator for each for-of.
    const attacks = self.model.attacks;
    for (let i = 0; i < attacks.length; i++) {
        const attack = attacks[i];
        if (!usable(self, attack, uses) || (allowed && !allowed(attack))) continue;
        const mean = meanIn(self, attack, target, exposed, prone);
        if (mean > bestMean) {
            best = attack;
            bestMean = mean;
        }
    }
    return best;
}
