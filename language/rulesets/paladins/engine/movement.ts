/**
 * Move actions on the battle map: a move of up to speed squares, a shift of one square, a crawl at a
 * quarter of the speed while prone, and fleeing the fight; standing up from prone takes half a move;
 * leaving a foe's side (adjacent before, a square away or more after) provokes its opportunity
 * attack — a shift does not. The attacks strike as the mover leaves: it is still where it stood, and
 * falls there if they drop it. Without a map (an encounter without zones) the squares are only
 * logged and a move or crawl provokes the opportunity attacks scripted against it, or from foes
 * under tactics it fought in melee this round or the last.
 * Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions (opportunity attack), §Conditions
 * (prone, slowed, immobilized, frightened), §Sequence (step 5: a side flees).
 */
import type { Position } from '../../../engine/battlefield.js';
import type { PlannedAction } from '../../../engine/model.js';
import { findCondition, hasCondition } from '../rules/conditions.js';
import { type MoveKind, moveAllowance } from '../rules/movement.js';
import { ADJACENT_FEET, FEET_PER_SQUARE, squaresText } from '../rules/ranges.js';
import { OPPORTUNITY_COST } from '../rules/stamina-actions.js';
import { type PaladinsFighter, statOf } from './fighter.js';
import { endConcentration, loseCondition, spendSta } from './harm.js';
import { adjacent, distanceBetween, distanceToZone } from './positions.js';
import { cannotReact, opportunityAttackers } from './reactions.js';
import type { Scene } from './scene.js';
import { resolveAttack } from './strike.js';

/** The move action a planned action names (`shift`, `crawl`, `flee`; anything else of the move slot is a move). */
export function moveKindOf(action: string): MoveKind {
    return action === 'shift' || action === 'crawl' || action === 'flee' ? action : 'move';
}

function allowanceOf(f: PaladinsFighter, kind: MoveKind) {
    return moveAllowance(kind, statOf(f, 'speed'), {
        prone: hasCondition(f, 'prone'),
        slowed: hasCondition(f, 'slowed'),
        immobilized: hasCondition(f, 'immobilized'),
    });
}

/**
 * Where a move goes: the zone written (`to bank`), or toward the foe it is made toward (tactics: its
 * zone, or on its way between two, the end that closes in on it — `Battlefield.approach`); undefined:
 * nowhere in particular.
 */
function destinationOf(scene: Scene, f: PaladinsFighter, action: PlannedAction): string | undefined {
    const field = scene.field;
    if (!field) return undefined;
    if (action.destination !== undefined) return action.destination;
    const toward = action.targets[0];
    return toward === undefined ? undefined : field.approach(field.position(f.id), field.position(toward))?.zone;
}

/**
 * Why `f` cannot take this move action now, or undefined: immobilized (it may still stand up from
 * prone with a move or a shift), or frightened and the move would end nearer its fear's source
 * (§Conditions: "unable to move towards"). Asked before the action is paid for.
 */
export function moveRefusal(scene: Scene, f: PaladinsFighter, kind: MoveKind, action: PlannedAction): string | undefined {
    if (hasCondition(f, 'immobilized') && (kind === 'crawl' || kind === 'flee' || !hasCondition(f, 'prone')))
        return `${f.id} is immobilized and cannot ${kind}.`;
    const field = scene.field;
    const toward = action.destination === undefined ? action.targets[0] : undefined;
    if (field && toward !== undefined && adjacent(scene, f, scene.byId(toward))) return `${f.id} is already next to ${toward}: it does not move.`;
    const fear = findCondition(f, 'frightened')?.source;
    if (!field || fear === undefined || kind === 'flee') return undefined;
    const source = scene.byId(fear);
    const to = destinationOf(scene, f, action);
    if (to === undefined || source.status !== 'active') return undefined;
    const squares = allowanceOf(f, kind).squares;
    const start = field.position(f.id);
    const before = field.between(f.id, fear);
    field.moveToward(f.id, to, squares * FEET_PER_SQUARE);
    const after = field.between(f.id, fear);
    field.set(f.id, start);
    return after < before ? `${f.id} is frightened of ${fear} and cannot move nearer it (toward ${to}).` : undefined;
}

/**
 * Plays one move action of `f` (already allowed by `moveRefusal` and paid for). A prone fighter that
 * moves, shifts or flees stands up first (half the move; a shift or an immobilized fighter only
 * stands up); one that crawls stays prone and moves a quarter of its speed. Slowed halves the speed
 * first. A move, crawl or flee provokes opportunity attacks.
 */
export function move(scene: Scene, f: PaladinsFighter, kind: MoveKind, action: PlannedAction): void {
    const allowance = allowanceOf(f, kind);
    if (allowance.standsUp) {
        const stays = kind === 'shift' || hasCondition(f, 'immobilized');
        loseCondition(scene, f, 'prone', stays ? `stands up: the ${kind} goes to getting up` : 'stands up with half its movement');
        if (stays) return;
    }
    if (kind === 'flee') {
        flee(scene, f);
        return;
    }
    const to = destinationOf(scene, f, action);
    if (kind === 'shift') {
        scene.log.add(() => ({
            kind: 'action',
            actor: f.id,
            action: 'shift',
            text: `${f.id} shifts one square (no opportunity attacks)${to ? ` toward ${to}` : ''}.`,
        }));
        if (to !== undefined) scene.field!.moveToward(f.id, to, FEET_PER_SQUARE);
        return;
    }
    const squares = allowance.squares;
    const why = allowance.why.length ? ` (${allowance.why.join('; ')})` : '';
    const verb = allowance.crawls ? 'crawls' : 'moves';
    if (!scene.field) {
        scene.log.add(() => ({
            kind: 'action',
            actor: f.id,
            action: kind,
            text: `${f.id} ${verb} up to ${squares} square${squares === 1 ? '' : 's'}${why}.`,
        }));
        provokeOpportunityAttacks(scene, f);
        return;
    }
    if (to === undefined) {
        scene.log.add(() => ({
            kind: 'action',
            actor: f.id,
            action: kind,
            text: `${f.id} ${verb} up to ${squares} square${squares === 1 ? '' : 's'}${why}, staying where it stands.`,
        }));
        return;
    }
    // Toward a foe (tactics): no farther than its side, so as not to walk past it.
    const toward = action.destination === undefined ? action.targets[0] : undefined;
    const cap = toward === undefined ? Number.POSITIVE_INFINITY : Math.max(0, distanceBetween(scene, f, scene.byId(toward)) - ADJACENT_FEET);
    moveOnTheMap(scene, f, kind, to, Math.min(squares * FEET_PER_SQUARE, cap), verb, why, toward);
}

/**
 * A move of up to `budget` feet toward `to` on the map: where it ends, who it leaves, their
 * opportunity attacks as it goes. `foe`: the one it heads for (tactics), whom the log measures from.
 */
function moveOnTheMap(scene: Scene, f: PaladinsFighter, kind: MoveKind, to: string, budget: number, verb: string, why: string, foe?: string): void {
    const field = scene.field!;
    const start = field.position(f.id);
    const beside = scene.fighters.filter(o => o.side !== f.side && o.status === 'active' && adjacent(scene, f, o));
    const result = field.moveToward(f.id, to, budget);
    const end = field.position(f.id);
    const left = beside.filter(o => !adjacent(scene, f, o));
    scene.log.add(() => {
        const stopped = field.zoneOf(f.id);
        const where = foe === undefined ? whereInZones(scene, f, to, result.arrived, stopped) : whereFromFoe(scene, f, scene.byId(foe), stopped);
        const leaves = left.length ? `, leaving ${left.map(o => o.id).join(' and ')}` : '';
        return {
            kind: 'action',
            actor: f.id,
            action: kind,
            text: `${f.id} ${verb} ${squaresText(result.moved)} toward ${foe ?? to}${why}${where}${leaves}.`,
        };
    });
    if (left.length > 0) provokeLeaving(scene, f, left, start, end);
}

/** Where a move toward zone `to` ended, for the log: in it, or so many squares short of it. */
function whereInZones(scene: Scene, f: PaladinsFighter, to: string, arrived: boolean, stopped: string | undefined): string {
    return arrived
        ? `: it is in ${to}`
        : `: it stops ${stopped ? `in ${stopped}` : 'on the way'}, ${squaresText(distanceToZone(scene, f, to))} short`;
}

/** Where a move toward `foe` (tactics) ended, for the log: next to it, or so many squares from it. */
function whereFromFoe(scene: Scene, f: PaladinsFighter, foe: PaladinsFighter, stopped: string | undefined): string {
    if (adjacent(scene, f, foe)) return ': next to it';
    return `: it stops ${stopped ? `in ${stopped}` : 'on the way'}, ${squaresText(distanceBetween(scene, f, foe))} from it`;
}

/**
 * The opportunity attacks of the foes `left` behind, struck while `f` is still at `start`; it ends at
 * `end` if it is still standing, else it lies where it stood.
 */
function provokeLeaving(scene: Scene, f: PaladinsFighter, left: readonly PaladinsFighter[], start: Position, end: Position): void {
    const field = scene.field!;
    field.set(f.id, start);
    provokeOpportunityAttacks(scene, f, left);
    if (f.status === 'active') field.set(f.id, end);
}

/**
 * Fleeing (§Sequence step 5): every adjacent foe may strike as the fleer goes (without a map: as for
 * a move); if it is still standing it leaves the fight — `fled`, neither down nor dead. A side all
 * of whose standing members fled has left the field.
 */
function flee(scene: Scene, f: PaladinsFighter): void {
    scene.log.add(() => ({ kind: 'action', actor: f.id, action: 'flee', text: `${f.id} flees the fight.` }));
    if (scene.field) {
        const beside = scene.fighters.filter(o => o.side !== f.side && o.status === 'active' && adjacent(scene, f, o));
        if (beside.length) provokeOpportunityAttacks(scene, f, beside);
    } else provokeOpportunityAttacks(scene, f);
    if (f.status !== 'active') return;
    if (f.concentration) endConcentration(scene, f, 'it fled');
    f.status = 'fled';
    scene.log.add(() => ({ kind: 'note', text: `${f.id} has fled: it is out of the fight.` }));
}

/**
 * The opportunity attacks `f`'s move provokes, each paid (3 STA) and resolved before the move: from
 * the foes `left` (on the map), or without a map from `opportunityAttackers`' foes.
 */
function provokeOpportunityAttacks(scene: Scene, f: PaladinsFighter, left?: readonly PaladinsFighter[]): void {
    for (const { reactor, attack } of opportunityAttackers(scene, f, left)) {
        if (f.status !== 'active') return;
        const why = cannotReact(scene, reactor);
        if (why || reactor.sta < OPPORTUNITY_COST) {
            const scripted = scene.scriptedReactions(reactor).some(r => r.action === 'opportunity_attack');
            if (scripted && reactor.reactionRound !== scene.round) {
                scene.log.add(() => ({
                    kind: 'note',
                    text: `${reactor.id} cannot make an opportunity attack on ${f.id}: ${why ?? `it costs ${OPPORTUNITY_COST} STA and ${reactor.id} has ${reactor.sta}`}.`,
                }));
            }
            continue;
        }
        reactor.reactionRound = scene.round;
        spendSta(scene, reactor, OPPORTUNITY_COST, `opportunity attack on ${f.id}`);
        resolveAttack(scene, reactor, attack, [f], 'opportunity attack (reaction)');
    }
}
