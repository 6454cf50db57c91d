/**
 * One round of an Enchanted Realms fight: initiative is rolled (d10 + the initiative modifier,
 * highest first, ties rolled off on d20s; a frightened fighter rolls at disadvantage), each fighter
 * keeps its reaction for what its plan names, then each takes its turn in that order; reactions
 * interrupt turns when their trigger comes. The encounter's `surprised` sides are unaware in round 1
 * (sneak attacks). The round stops once at most one side stands; then restrictions' rounds run down.
 * Seed: 001_66230f9a082df360.txt §The Action, §Knocked Down (the count goes down from the highest
 * initiative); the initiative die is the public rules' (an assumption, documented).
 */
import type { AttackModel, PlannedTurn } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { CombatLog } from '../../../engine/log.js';
import type { InitiativePlace } from '../rules/initiative.js';
import { logStartingState } from '../../../engine/starting-state.js';
import { BODY_NAME, type ErFighter, restrictionText, statOf } from './fighter.js';
import { REACTIONS } from './reactions.js';
import { diceRecord, initiativeRecord } from './records.js';
import { adjustmentsOf, endRound } from './restrictions.js';
import { adjacent, feetBetween, type Scene } from './scene.js';
import { playTurn } from './turn.js';
import { deliveryOf, isRanged, meleeReach } from './weapons.js';

/**
 * Plays round `scene.round`: initiative, then every standing fighter's turn while two sides stand.
 * `planAgain` decides a tactics turn anew (the engine's tactics, with the fighter's policy).
 */
export function playRound(ctx: RoundContext<ErFighter>, scene: Scene, planAgain: (f: ErFighter) => PlannedTurn | undefined): void {
    const { round, log, rng } = ctx;
    if (log.enabled) log.add({ kind: 'round', round });
    // Before the first round's initiative: a restriction written on a combatant's line (`is prone`)
    // or carried from a day's earlier fight, Body below its maximum, its status when not up.
    if (round === 1 && log.enabled) logStartingState(log, ctx.fighters, BODY_NAME, f => f.conditions.list.map(restrictionText));
    // Lists made to their size (counted first), not grown from empty: every round of every run.
    // Indexed loops here and below: V8 made an iterator object for each for-of (every round of every run).
    let active = 0;
    for (let i = 0; i < ctx.fighters.length; i++) if (ctx.fighters[i].status === 'active') active++;
    const entering = new Array<ErFighter>(active);
    // The fight's initiative places, rolled into anew each round (no entrant or place objects per round).
    const rolls = scene.initiative;
    rolls.start();
    for (let i = 0, k = 0; k < active; i++) {
        const f = ctx.fighters[i];
        if (f.status !== 'active') continue;
        rolls.enter(rng, f.id, statOf(f.model, 'initiative'), adjustmentsOf(scene, f).allRollsAtDisadvantage);
        entering[k++] = f;
    }
    const order = rolls.order(rng);
    if (log.enabled) logOrder(log, order.slice(0, active));
    for (let i = 0; i < ctx.fighters.length; i++) {
        const f = ctx.fighters[i];
        const plan = f.plan;
        f.reserved = plan && plan !== f.tacticsPlan ? plan.actions.find(a => !a.isAttack && REACTIONS.has(a.action)) : undefined;
    }
    for (let i = 0; i < active; i++) {
        if (!twoSidesStanding(ctx.fighters)) break;
        const f = entering[order[i].index];
        if (f.status !== 'active') continue;
        // Assumption (public rules): a side caught unaware loses its turn in round 1.
        if (scene.surprised(f)) {
            log.add({ kind: 'action', actor: f.id, action: 'surprised', text: `${f.id} is caught unaware and loses its turn` });
            continue;
        }
        let plan = f.plan;
        // Tactics decide turns as the round begins; turns then come one by one in initiative order, so
        // one aimed at a foe who fell before it came is decided again, among the foes still up.
        // So is one that walks toward a foe who has since walked up to it: it strikes instead; and one
        // that strikes in melee a foe who has since stepped out of reach: it follows first.
        if (
            plan !== undefined &&
            plan === f.tacticsPlan &&
            (aimsAtFallen(ctx, plan) || foeCameClose(scene, ctx, f, plan) || foeWalkedOff(scene, ctx, f, plan))
        )
            plan = planAgain(f) ?? plan;
        playTurn(scene, f, plan, plan !== undefined && plan === f.tacticsPlan);
    }
    endRound(scene);
}

/**
 * Logs the round's initiative order. Out of playRound: its closure over the order made a context on
 * every round (V8 makes it on entry), logged or not.
 */
function logOrder(log: CombatLog, order: readonly InitiativePlace[]): void {
    log.add(() => ({
        kind: 'order',
        label: 'initiative (d10 + initiative; ties rolled off on d20)',
        order: order.map(o => ({
            id: o.id,
            total: o.total,
            rolls: [initiativeRecord(o.d10s, o.d10, o.total - o.d10), ...o.rollOff.map(face => diceRecord('roll-off d20', 20, [face]))],
        })),
    }));
}

/** Whether an action of `plan` is aimed at someone no longer active. */
function aimsAtFallen(ctx: RoundContext<ErFighter>, plan: PlannedTurn): boolean {
    const actions = plan.actions;
    for (let i = 0; i < actions.length; i++) {
        const targets = actions[i].targets;
        for (let j = 0; j < targets.length; j++) if (ctx.byId(targets[j]).status !== 'active') return true;
    }
    return false;
}

/**
 * Whether `plan` only walks toward a foe that is now beside `f` (it walked up first): planned when the
 * foe was beyond the turn's movement, the turn would be spent saying so.
 */
function foeCameClose(scene: Scene, ctx: RoundContext<ErFighter>, f: ErFighter, plan: PlannedTurn): boolean {
    let toward: string | undefined;
    for (let i = 0; i < plan.actions.length; i++) {
        const a = plan.actions[i];
        if (a.isAttack) return false;
        if (a.action === 'move' && a.targets.length > 0) toward = a.targets[0];
    }
    return toward !== undefined && adjacent(scene, f, ctx.byId(toward));
}

/**
 * Whether `plan` strikes in melee, without moving first, a foe who is now out of the weapon's reach
 * (it stepped away before this turn came): planned when the foe stood beside `f`, the turn would be
 * spent saying it cannot reach.
 */
function foeWalkedOff(scene: Scene, ctx: RoundContext<ErFighter>, f: ErFighter, plan: PlannedTurn): boolean {
    const first = plan.actions[0];
    if (!first?.isAttack || first.targets.length !== 1) return false;
    // The distance first: a foe still beside it (nearly every turn) needs no look at the weapon.
    const feet = feetBetween(scene.field, f.slot.at, ctx.byId(first.targets[0]).slot.at);
    if (feet === 0) return false;
    // A loop, not `find` with a closure: asked on every tactics turn of a simulation.
    let weapon: AttackModel | undefined;
    const attacks = f.model.attacks;
    for (let i = 0; i < attacks.length; i++) if (attacks[i].name === first.action) weapon = attacks[i];
    if (!weapon || isRanged(weapon) || deliveryOf(weapon) === 'thrown_magic' || deliveryOf(weapon) === 'none') return false;
    return feet > meleeReach(weapon);
}

/** Whether active fighters remain on at least two sides. */
function twoSidesStanding(fighters: readonly ErFighter[]): boolean {
    let side: string | undefined;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status !== 'active') continue;
        if (side === undefined) side = f.side;
        else if (f.side !== side) return true;
    }
    return false;
}
