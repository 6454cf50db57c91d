/**
 * Rise movements on the battlefield: the movement phase resolves every combatant's movement at once —
 * blocks and reacts first (Swift), standing up, then the movements that head for a zone, then the
 * reactive ones: withdrawing from creatures, then following them to where they ended up. A movement in
 * the action phase (in place of the standard action) resolves the same way on its own. Speeds,
 * difficult terrain, blocks (opposed initiative), overrun's attacks, sprint's fatigue and keep_up are
 * applied here; the rules' numbers are in ../rules/movement-and-positioning.ts.
 * Source: 003_66faa831a56df10d.txt §The Movement Phase, §Movements, §Movement Abilities (Hustle, Block,
 * Follow, React, Withdraw), §Movement Impediments, §Conflicting Actions, §Initiative, §Sprint, §Overrun.
 */
import type { Position } from '../../../engine/battlefield.js';
import { rollExpr } from '../../../engine/dice.js';
import { recordRoll } from '../../../engine/log.js';
import type { PlannedAction } from '../../../engine/model.js';
import type { RoundContext } from '../../ruleset.js';
import type { Phase } from '../rules/combat-time.js';
import { OVERRUN_FATIGUE } from '../rules/grappling.js';
import { beatsOnInitiative, DIFFICULT_TERRAIN_COST, MOVEMENT_SHARES } from '../rules/movement-and-positioning.js';
import { SPRINT_FATIGUE } from '../rules/special-combat-abilities.js';
import { parseTerm } from '../rules/dice-pools.js';
import { budgetOf, holdsSeenBy, type RiseFighter } from './fighter.js';
import { addFatigue } from './harm.js';
import { endGrapplesApart, overrunAttack } from './maneuvers.js';
import type { RiseScene } from './scene.js';

type Ctx = RoundContext<RiseFighter>;

/** One combatant's movement of the phase. */
export interface PlannedMovement {
    readonly f: RiseFighter;
    readonly action: PlannedAction;
}

/** The d10 of an initiative check (a check: it does not explode — an assumption). */
const CHECK_DIE = { kind: 'dice', term: parseTerm('1d10') } as const;

/**
 * The movement phase: every combatant's first movement, resolved at once in the order the rules need
 * (Swift blocks, standing up, movements to a zone, withdrawals, follows). `plain` movements (no zone,
 * no creature) only log.
 */
export function resolveMovementPhase(ctx: Ctx, scene: RiseScene, movements: readonly PlannedMovement[]): void {
    for (const { f, action } of movements) if (action.action === 'block') declareBlock(ctx, scene, f, action);
    for (const wanted of [isStandUp, isToZoneOrPlain, isWithdraw])
        for (const m of movements) if (m.action.action !== 'block' && wanted(m.action)) doMovement(ctx, scene, m.f, m.action, 'movement');
    // §Follow: each follower keeps moving after its creature, within its speed, until none has to move
    // again (a creature that follows another moves after the first pass).
    const follows = movements.filter(m => isFollow(m.action));
    const left = new Map(follows.map(m => [m, moveOnce(ctx, scene, m.f, m.action, 'movement') ?? 0]));
    for (let pass = 0; pass < follows.length; pass++) {
        let again = false;
        for (const m of follows) {
            const feet = left.get(m)!;
            const goal = feet > 0 && m.f.status === 'active' ? followGoal(scene, m.f, ctx.byId(m.action.targets[0])) : undefined;
            if (!goal) continue;
            left.set(m, feet - travel(ctx, scene, m.f, m.action, goal, feet, `after ${m.action.targets[0]}`, 'movement'));
            again = true;
        }
        if (!again) break;
    }
}

/** A movement in the action phase, in place of the standard action (a block there has nothing left to block). */
export function resolveActionMovement(ctx: Ctx, scene: RiseScene, f: RiseFighter, action: PlannedAction): void {
    if (action.action === 'block') declareBlock(ctx, scene, f, action);
    else doMovement(ctx, scene, f, action, 'action');
}

const isStandUp = (a: PlannedAction) => a.action === 'stand_up';
const isWithdraw = (a: PlannedAction) => a.action === 'withdraw';
const isFollow = (a: PlannedAction) => (a.action === 'move' || a.action === 'sprint') && a.targets.length > 0;
const isToZoneOrPlain = (a: PlannedAction) => !isStandUp(a) && !isWithdraw(a) && !isFollow(a);

/** Resolves one movement; an overrun's fatigue comes after it (§Overrun: its attacks are made before). */
function doMovement(ctx: Ctx, scene: RiseScene, f: RiseFighter, action: PlannedAction, phase: Phase): void {
    moveOnce(ctx, scene, f, action, phase);
    if (action.action === 'overrun') addFatigue(ctx, f, OVERRUN_FATIGUE, 'overrun', phase === 'action' ? f.side : undefined);
}

/** One movement; for a follow, the feet of its movement still unused (undefined when nothing is left to follow with). */
function moveOnce(ctx: Ctx, scene: RiseScene, f: RiseFighter, action: PlannedAction, phase: Phase): number | undefined {
    if (action.action === 'stand_up') {
        const stood = f.conds.remove('prone');
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'stand_up',
            text: stood ? `${f.id} stands up.` : `${f.id} is not prone: standing up does nothing.`,
        });
        if (stood) ctx.log.add({ kind: 'condition', who: f.id, condition: 'prone', gained: false });
        return;
    }
    let sprinting = action.action === 'sprint';
    const share = () => MOVEMENT_SHARES[sprinting ? 'sprint' : action.action] ?? 1;
    const field = scene.field;
    if (!field || (action.destination === undefined && action.targets.length === 0)) {
        // No battlefield, or a movement with nowhere to go: it changes nothing but the log (and sprint's fatigue).
        if (sprinting) ctx.log.add({ kind: 'action', actor: f.id, action: 'sprint', text: `${f.id} sprints (double speed).` });
        else ctx.log.add({ kind: 'action', actor: f.id, action: action.action, text: `${f.id} moves.` });
        if (sprinting && phase === 'movement') addFatigue(ctx, f, SPRINT_FATIGUE, 'sprint in the movement phase');
        return;
    }
    let budget = budgetOf(f, share(), ctx.round, phase);
    let goal: { zone: string; limit: number } | undefined;
    let why: string;
    if (action.action === 'withdraw') {
        const foes = action.targets.map(id => ctx.byId(id));
        goal = withdrawGoal(scene, f, foes);
        why = `away from ${action.targets.join(', ')}`;
    } else if (action.targets.length > 0) {
        const target = ctx.byId(action.targets[0]);
        goal = followGoal(scene, f, target);
        why = `after ${target.id}`;
        // keep_up: a character whose movement falls short of the creature sprints instead (§Conflicting Actions).
        if (goal && !sprinting && action.modifiers.includes('keep_up') && !f.monster && budget < goal.limit + leavingCost(scene, f, goal.zone)) {
            sprinting = true;
            budget = budgetOf(f, share(), ctx.round, phase);
            why += ' (sprinting to keep up)';
        }
    } else {
        goal = { zone: action.destination!, limit: Number.POSITIVE_INFINITY };
        why = `toward ${action.destination}`;
    }
    if (sprinting && phase === 'movement') addFatigue(ctx, f, SPRINT_FATIGUE, 'sprint in the movement phase');
    if (!goal) {
        const text =
            action.action === 'withdraw'
                ? `${f.id} stays where it is (no zone is farther ${why}).`
                : `${f.id} is already beside ${action.targets[0]}.`;
        ctx.log.add({ kind: 'action', actor: f.id, action: action.action, text });
        return budget;
    }
    if (budget <= 0) {
        const held = holdsSeenBy(f, f.side).has('grappled') ? 'grappled: it cannot move' : 'no movement left';
        ctx.log.add({ kind: 'action', actor: f.id, action: action.action, text: `${f.id} does not move ${why} (${held}).` });
        return;
    }
    return budget - travel(ctx, scene, f, action, goal, budget, why, phase);
}

/** Extra feet `f` pays to leave where it stands for `zone`: difficult terrain. */
function leavingCost(scene: RiseScene, f: RiseFighter, zone: string): number {
    const here = scene.field?.zoneOf(f.id);
    return here !== undefined && here !== zone && scene.feature(here, 'terrain') === 'difficult' ? DIFFICULT_TERRAIN_COST : 0;
}

/**
 * Moves `f` up to `budget` feet toward `goal.zone` (at most `goal.limit` feet): it pays for leaving
 * difficult terrain, and for each creature blocking it (an overrun attacks them instead), then
 * goes as far as the rest of its movement takes it. Returns the feet spent (all of them when it is
 * stopped).
 */
function travel(
    ctx: Ctx,
    scene: RiseScene,
    f: RiseFighter,
    action: PlannedAction,
    goal: { zone: string; limit: number },
    budget: number,
    why: string,
    phase: Phase,
): number {
    const field = scene.field!;
    const from = field.zoneOf(f.id);
    const leaving = from !== undefined && from !== goal.zone;
    let feet = budget;
    const notes: string[] = [];
    if (leaving) {
        const terrain = leavingCost(scene, f, goal.zone);
        if (terrain) {
            feet -= terrain;
            notes.push(`${terrain} ft to leave difficult terrain`);
        }
        for (const blocker of blockersOf(ctx, scene, f, from)) {
            if (action.action === 'overrun') {
                if (overrunAttack(ctx, scene, f, blocker, phase)) continue;
                ctx.log.add({
                    kind: 'action',
                    actor: f.id,
                    action: 'overrun',
                    text: `${f.id}'s overrun is stopped by ${blocker.id}: it does not move.`,
                });
                return budget;
            }
            if (!blockHolds(ctx, scene, blocker, f, action)) continue;
            feet -= blocker.speed;
            notes.push(`${blocker.speed} ft past ${blocker.id}'s block`);
        }
        if (feet <= 0) {
            ctx.log.add({
                kind: 'action',
                actor: f.id,
                action: action.action,
                text: `${f.id} cannot leave ${from} ${why}${notes.length ? ` (${notes.join('; ')})` : ''}.`,
            });
            return budget;
        }
    }
    const result = field.moveToward(f.id, goal.zone, Math.min(feet, goal.limit));
    const where = field.zoneOf(f.id);
    const text = `${f.id} ${action.action === 'sprint' || why.includes('sprinting') ? 'sprints' : 'moves'} ${result.moved} ft ${why}${
        where !== undefined ? `, now in ${where}` : ` and stops on the way to ${goal.zone}`
    }${notes.length ? ` (${notes.join('; ')})` : ''}.`;
    ctx.log.add({ kind: 'action', actor: f.id, action: action.action, text });
    if (result.left !== undefined || (from !== undefined && where !== from)) afterLeaving(ctx, scene, f);
    return budget - feet + result.moved;
}

/** What leaving its place ends: squeezing, and grapples with creatures left behind. */
export function afterLeaving(ctx: Ctx, scene: RiseScene, f: RiseFighter): void {
    if (f.conds.remove('squeezing'))
        ctx.log.add({ kind: 'condition', who: f.id, condition: 'squeezing', gained: false, note: 'it left the tight spot' });
    endGrapplesApart(ctx, scene, f);
}

/** The active creatures blocking `f` this phase that stand in the zone it leaves. */
function blockersOf(ctx: Ctx, scene: RiseScene, f: RiseFighter, from: string): RiseFighter[] {
    const found: RiseFighter[] = [];
    for (const [blockerId, targetId] of scene.blocks) {
        if (targetId !== f.id) continue;
        const blocker = ctx.byId(blockerId);
        if (blocker.status === 'active' && scene.field?.zoneOf(blocker.id) === from) found.push(blocker);
    }
    return found;
}

/**
 * A block on `mover`: an opposed initiative check, d10 + the speed each uses (a sprint doubles the
 * mover's). A failed react decides it without dice. True when the blocker wins (strictly higher).
 */
function blockHolds(ctx: Ctx, scene: RiseScene, blocker: RiseFighter, mover: RiseFighter, action: PlannedAction): boolean {
    const moverSpeed = mover.speed * (action.action === 'sprint' ? 2 : 1);
    const decided = decidedWithoutDice(scene, blocker, mover);
    if (decided !== undefined) {
        ctx.log.add({ kind: 'note', text: `${decided ? blocker.id : mover.id} wins the initiative check at once (a failed react).` });
        return decided;
    }
    const b = initiative(ctx, blocker, blocker.speed, `block ${mover.id}`);
    const m = initiative(ctx, mover, moverSpeed, `get past ${blocker.id}`);
    const holds = beatsOnInitiative(b, m);
    ctx.log.add({
        kind: 'note',
        text: holds ? `${blocker.id} blocks ${mover.id}: leaving costs ${blocker.speed} ft more.` : `${mover.id} gets past ${blocker.id}'s block.`,
    });
    return holds;
}

/** Whether a failed react already settles `checker` against `other` this phase (true: the checker wins), or undefined. */
function decidedWithoutDice(scene: RiseScene, checker: RiseFighter, other: RiseFighter): boolean | undefined {
    if (scene.beatenBy.get(checker.id)?.has(other.id)) return false;
    if (scene.beatenBy.get(other.id)?.has(checker.id)) return true;
    return undefined;
}

/** An initiative check: d10 + `speed`, logged. */
function initiative(ctx: Ctx, f: RiseFighter, speed: number, what: string): number {
    const roll = rollExpr(CHECK_DIE, ctx.rng, () => 0);
    const total = roll.total + speed;
    ctx.log.add(() => ({
        kind: 'check',
        who: f.id,
        what: `initiative to ${what} (d10 + speed ${speed})`,
        rolls: [recordRoll('1d10', roll)],
        total,
        needs: 'the higher total',
        success: true,
    }));
    return total;
}

/** `block -> X`: registered for the phase if X stands where the blocker does. */
function declareBlock(ctx: Ctx, scene: RiseScene, f: RiseFighter, action: PlannedAction): void {
    const target = ctx.byId(action.targets[0]);
    if (scene.field && scene.distance(f, target) === 0) {
        scene.blocks.set(f.id, target.id);
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'block',
            target: target.id,
            text: `${f.id} blocks ${target.id} (Swift): it must get past to leave.`,
        });
    } else
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'block',
            target: target.id,
            text: scene.field
                ? `${f.id} cannot block ${target.id}: it is not beside it.`
                : `${f.id} blocks ${target.id}, but without zones nobody leaves anywhere.`,
        });
}

/**
 * `react -> X` (Swift, free): an opposed initiative check; the loser is beaten automatically by the
 * other on the rest of this phase's initiative checks. What the reactor learns changes no script.
 */
export function react(ctx: Ctx, scene: RiseScene, f: RiseFighter, action: PlannedAction): void {
    const target = ctx.byId(action.targets[0]);
    const mine = initiative(ctx, f, f.speed, `react to ${target.id}`);
    const theirs = initiative(ctx, target, target.speed, `keep ${f.id} guessing`);
    if (beatsOnInitiative(mine, theirs)) {
        ctx.log.add({ kind: 'action', actor: f.id, action: 'react', target: target.id, text: `${f.id} reads ${target.id}'s movement (React).` });
        return;
    }
    let winners = scene.beatenBy.get(f.id);
    if (!winners) scene.beatenBy.set(f.id, (winners = new Set()));
    winners.add(target.id);
    ctx.log.add({
        kind: 'action',
        actor: f.id,
        action: 'react',
        target: target.id,
        text: `${f.id} fails to read ${target.id}: ${target.id} beats it on every initiative check this phase.`,
    });
}

/**
 * Where following `target` heads, and how far at most: toward where the follower sees it, stopping
 * beside it (`Battlefield.approach`). Undefined when already beside it. Source: §Follow (the
 * follower keeps its distance to the creature).
 */
function followGoal(scene: RiseScene, f: RiseFighter, target: RiseFighter): { zone: string; limit: number } | undefined {
    const field = scene.field!;
    return field.approach(field.position(f.id), scene.seenPosition(target, f.side)!);
}

/**
 * Where withdrawing from `foes` heads: the zone whose nearest foe is farthest (ties: the nearer
 * zone, then the encounter's order), if it is farther than where `f` stands.
 */
function withdrawGoal(scene: RiseScene, f: RiseFighter, foes: readonly RiseFighter[]): { zone: string; limit: number } | undefined {
    const field = scene.field!;
    const seen = foes.map(o => scene.seenPosition(o, f.side)!);
    const nearestFoe = (p: Position) => Math.min(...seen.map(q => field.distance(p, q)));
    const mine = field.position(f.id);
    // A zone with a hazard is a last resort: it is taken only when no other zone is farther from the foes.
    const hazardous = new Set(scene.hazards.flatMap(h => (h.zone === undefined ? [] : [h.zone])));
    for (const safeOnly of [true, false]) {
        let best: { zone: string; score: number; away: number } | undefined;
        for (const z of scene.zones) {
            if (safeOnly && hazardous.has(z.name)) continue;
            const p = field.spot(z.name);
            const away = field.distance(mine, p);
            if (!Number.isFinite(away)) continue;
            const score = nearestFoe(p);
            if (!best || score > best.score || (score === best.score && away < best.away)) best = { zone: z.name, score, away };
        }
        if (best && best.score > nearestFoe(mine)) return { zone: best.zone, limit: Number.POSITIVE_INFINITY };
    }
    return undefined;
}

const CHARGE: PlannedAction = { action: 'charge', isAttack: false, targets: [], modifiers: [] };

/** A charge's movement: up to the charger's speed straight toward the target (as its group sees it), stopping beside it. */
export function chargeMovement(ctx: Ctx, scene: RiseScene, f: RiseFighter, target: RiseFighter): void {
    const goal = followGoal(scene, f, target);
    if (!goal) return;
    const budget = budgetOf(f, MOVEMENT_SHARES.charge, ctx.round, 'action');
    if (budget <= 0) {
        ctx.log.add({
            kind: 'action',
            actor: f.id,
            action: 'charge',
            text: `${f.id} cannot move to charge (${holdsSeenBy(f, f.side).has('grappled') ? 'grappled' : 'no movement'}).`,
        });
        return;
    }
    travel(ctx, scene, f, CHARGE, goal, budget, `toward ${target.id}`, 'action');
}
