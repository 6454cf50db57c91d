/**
 * The script walked round by round as the engine would play it, for checks that need to know where
 * a combatant stands and how far it has moved: each scripted turn's movement is spent against the
 * movement rate (moves, crawling at double cost, standing up; a stealthy approach for a melee sneak
 * attack) and what would be refused is reported. Only what is certain is reported: a combatant's
 * place becomes unknown once tactics play its turn, its prone state once someone tries to trip it.
 * Seed: 001_66230f9a082df360.txt §Movement Details, §Knocked Down, §Sneak Attacks.
 */
import { zoneDistances } from '../../../engine/battlefield.js';
import type { CombatantModel, ZoneModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { isRanged } from '../engine/weapons.js';
import { crossesPassage, NARROW_PASSAGE } from '../rules/flee-attack.js';
import { moveCost, standUpCost } from '../rules/knocked-down.js';
import { dashAllowed, spendMovement } from '../rules/movement-details.js';
import { sneakApproach, stealthyApproach } from '../rules/sneak-attacks.js';
import { isAction, weaponOf } from './actions.js';
import { ER_CODES } from '../rules/checked.js';

type Action = StaticTurn['actions'][number];

/** A place or prone state the script cannot tell (tactics played the turn, a trip may have landed). */
export const UNKNOWN = Symbol('unknown');
/** A zone name, undefined in a scene without zones, or UNKNOWN. */
type Place = string | undefined | typeof UNKNOWN;

/** Where each scripted action happens, and where everyone stands when each round starts. */
export interface ScriptWalk {
    readonly layout: ReadonlyMap<string, ZoneModel>;
    /** Feet between two zones by the shortest path (the Battlefield's); Infinity when no path joins them. */
    distance(from: string, to: string): number;
    /** The actor's zone when the action comes, and the feet it has covered this turn before it (undefined when unknown). */
    readonly steps: ReadonlyMap<Action, { readonly zone: Place; readonly travelled: number | undefined }>;
    /** An instance's zone at the start of `round`. */
    zoneAt(id: string, round: number): Place;
    /** Whether the instance may change zone during `round` (a scripted move, or tactics). */
    movesIn(id: string, round: number): boolean;
    /** Whether the instance takes a turn in `round`: scripted or by tactics, and not lost to surprise. */
    actsIn(id: string, round: number): boolean;
    /** The feet the instance covers in its scripted turn of `round` (0 without a turn; undefined when unknown). */
    travelledIn(id: string, round: number): number | undefined;
    /** Whether a shove or a pushing attack may move the instance during `round`. */
    pushedIn(id: string, round: number): boolean;
    /** The instance's scripted actions in `round`, in order (several lines of one actor merged). */
    turnOf(id: string, round: number): readonly Action[] | undefined;
}

const SNEAKS = new Set(['sneak_attack', 'get_the_drop']);
/** Movement a creature makes on its own: a rider making one steps down first. */
const OWN_MOVES = new Set(['move', 'fly', 'swim', 'drag', 'dash']);

/** Walks the script, reporting every move the engine would refuse (`report` may be a no-op). */
export function walkScript(encounter: StaticEncounter, report: Report): ScriptWalk {
    const layout = new Map((encounter.layout ?? []).map(z => [z.name, z]));
    const distances = zoneDistances(encounter.layout ?? []);
    const distance = (from: string, to: string) => distances.get(from)?.get(to) ?? Number.POSITIVE_INFINITY;
    const surprised = new Set(encounter.surprised);
    const byTactics = (side: string) => (encounter.tactics ?? []).some(t => t.side === undefined || t.side === side);
    const steps = new Map<Action, { zone: Place; travelled: number | undefined }>();
    const starts = new Map<string, Place>();
    const moving = new Set<string>();
    const acting = new Set<string>();
    const turns = new Map<string, Action[]>();
    const travels = new Map<string, number | undefined>();
    const state = new Map(
        encounter.instances.map(i => [
            i.id,
            { zone: i.zone as Place, prone: (i.conditions ?? []).some(c => c.name === 'prone') as boolean | typeof UNKNOWN },
        ]),
    );
    const restricted = new Set(encounter.instances.filter(i => (i.conditions ?? []).some(c => c.name !== 'prone')).map(i => i.id));
    const last = Math.max(0, ...encounter.rounds.keys());
    // Riders still on their mounts: a rider goes where its mount goes, until it moves on its own (engine/mounts.ts).
    const mounted = new Map(encounter.instances.flatMap(i => (i.aboard ? [[i.id, i.aboard] as const] : [])));
    // Only the scripted rounds are walked (a script may name round 1000000): in the rounds between, only
    // tactics move anyone, which leaves where they stand unknown — nothing is asked of those rounds.
    const scriptedRounds = [...encounter.rounds.keys()].filter(r => r >= 1 && r <= last).sort((a, b) => a - b);
    let walked = 0;
    for (const round of scriptedRounds) {
        if (round > walked + 1) {
            const gapActs = (side: string) => byTactics(side) && (round - 1 > 1 || !surprised.has(side));
            for (const instance of encounter.instances) {
                if (!gapActs(instance.side)) continue;
                const st = state.get(instance.id)!;
                st.zone = UNKNOWN;
                st.prone = UNKNOWN;
            }
            for (const [rider, mount] of mounted)
                if (gapActs(encounter.instances.find(i => i.id === mount)?.side ?? '')) state.get(rider)!.zone = UNKNOWN;
        }
        walked = round;
        const scripted = encounter.rounds.get(round) ?? [];
        for (const turn of scripted) turns.set(`${round}:${turn.actorId}`, [...(turns.get(`${round}:${turn.actorId}`) ?? []), ...turn.actions]);
        for (const [rider, mount] of mounted) {
            const mountSide = encounter.instances.find(i => i.id === mount)?.side ?? '';
            const mountTurn = turns.get(`${round}:${mount}`);
            // Whether it is carried before or after its own turn depends on initiative: its place is not certain.
            if (mountTurn ? mountTurn.some(a => OWN_MOVES.has(a.action)) : byTactics(mountSide)) state.get(rider)!.zone = UNKNOWN;
            if (turns.get(`${round}:${rider}`)?.some(a => OWN_MOVES.has(a.action))) mounted.delete(rider);
        }
        const tripped = new Set(scripted.flatMap(t => t.actions.flatMap(a => (a.action === 'trip' ? a.targets : []))));
        const pushed = new Set(scripted.flatMap(t => t.actions.flatMap(a => (a.action === 'shove' || a.isAttack ? a.targets : []))));
        for (const instance of encounter.instances) {
            const key = `${round}:${instance.id}`;
            const st = state.get(instance.id)!;
            starts.set(key, st.zone);
            if (round === 1 && surprised.has(instance.side)) continue;
            const actions = turns.get(key);
            if (actions) {
                acting.add(key);
                if (actions.some(a => a.action === 'move')) moving.add(key);
                const prone = tripped.has(instance.id) ? UNKNOWN : st.prone;
                const after = walkTurn(instance.id, instance.model, actions, st.zone, prone, {
                    distance,
                    rough: z => layout.get(z)?.features.terrain === 'difficult',
                    // A narrow hallway on the way may stop the mover at its blocker (§Flee Attack): where it ends is not certain.
                    blockable: (from, to) =>
                        (encounter.layout ?? []).some(z => z.features.terrain === NARROW_PASSAGE && crossesPassage(distance, from, z.name, to)),
                    steps,
                    // Restrictions a combatant starts with may be lifted before its turn: its movement is not certain.
                    report: restricted.has(instance.id) ? () => undefined : report,
                    unaware: id => round === 1 && surprised.has(encounter.instances.find(i => i.id === id)?.side ?? ''),
                });
                st.zone = after.zone;
                st.prone = after.prone;
                travels.set(key, after.travelled);
            } else if (byTactics(instance.side)) {
                acting.add(key);
                moving.add(key);
                travels.set(key, undefined);
                st.zone = UNKNOWN;
                st.prone = UNKNOWN;
            }
            if (tripped.has(instance.id)) st.prone = UNKNOWN;
        }
        // A shove, or an attack that may push, may have moved its target out of its zone.
        for (const id of pushed) {
            const st = state.get(id);
            if (st && pushesMayMove(encounter, id, round)) st.zone = UNKNOWN;
        }
    }
    return {
        layout,
        distance,
        steps,
        zoneAt: (id, round) => (starts.has(`${round}:${id}`) ? starts.get(`${round}:${id}`) : UNKNOWN),
        movesIn: (id, round) => moving.has(`${round}:${id}`),
        actsIn: (id, round) => acting.has(`${round}:${id}`),
        pushedIn: (id, round) => pushesMayMove(encounter, id, round),
        travelledIn: (id, round) => (travels.has(`${round}:${id}`) ? travels.get(`${round}:${id}`) : 0),
        turnOf: (id, round) => turns.get(`${round}:${id}`),
    };
}

/** Whether `id` may be pushed out of its zone in `round`: a shove on it, or an attack with `pushes` on it. */
function pushesMayMove(encounter: StaticEncounter, id: string, round: number): boolean {
    return (encounter.rounds.get(round) ?? []).some(t =>
        t.actions.some(
            a =>
                a.targets.includes(id) &&
                (a.action === 'shove' ||
                    (a.isAttack && (t.actor.attacks.find(x => x.name === a.action)?.effects ?? []).some(e => e.kind === 'push'))),
        ),
    );
}

/** The speeds a scripted movement action uses. */
const SPEED_OF: Readonly<Record<string, string>> = { move: 'movement', drag: 'movement', fly: 'fly', swim: 'swim' };

/**
 * One scripted turn's movement, spent as the engine spends it (movement.ts): `spent` is the least
 * the turn can have spent (an unknown prone state counts as standing), so a refusal reported here is
 * certain. Returns where the actor ends and whether it is prone.
 */
function walkTurn(
    actorId: string,
    actor: CombatantModel,
    actions: readonly Action[],
    start: Place,
    startProne: boolean | typeof UNKNOWN,
    ctx: {
        distance: (from: string, to: string) => number;
        rough: (zone: string) => boolean;
        blockable: (from: string, to: string) => boolean;
        steps: Map<Action, { zone: Place; travelled: number | undefined }>;
        report: Report;
        unaware: (id: string) => boolean;
    },
): { zone: Place; prone: boolean | typeof UNKNOWN; travelled: number | undefined } {
    const rate = actor.stats.movement ?? 0;
    let zone = start;
    let prone = startProne;
    let spent = 0;
    let dashed = 0;
    let travelled: number | undefined = 0;
    let stealthy = false;
    let acted = false;
    const left = (stat = 'movement') => (stealthy ? stealthyApproach(rate) : (actor.stats[stat] ?? 0) + (stat === 'movement' ? dashed : 0)) - spent;
    const refuse = (action: Action, message: string, code: string) =>
        ctx.report({ code, severity: 'error', at: action.at, message: `${actorId}: ${message}.` });
    for (const action of actions) {
        ctx.steps.set(action, { zone, travelled });
        const stat = SPEED_OF[action.action];
        if (action.action === 'drop_prone') prone = true;
        else if (action.action === 'stand_up' && prone !== false) {
            const cost = standUpCost(rate);
            const stood = spendMovement(left(), cost, 'standing up');
            if (stood.ok) {
                spent += cost;
                prone = false;
            } else if (prone === true) refuse(action, stood.diagnostic.message, stood.diagnostic.code);
        } else if (action.action === 'dash' && !acted) {
            const allowed = dashAllowed(prone === true);
            if (allowed.ok) dashed += rate;
            else refuse(action, allowed.diagnostic.message, allowed.diagnostic.code);
        } else if (action.action === 'pick_up') {
            const picked = spendMovement(left(), 10, 'picking up an item');
            if (picked.ok) spent += 10;
            else refuse(action, picked.diagnostic.message, picked.diagnostic.code);
        } else if (stat && action.destination && action.destination !== zone) {
            if (zone === UNKNOWN || action.action === 'drag') {
                travelled = undefined;
                zone = action.action === 'drag' ? UNKNOWN : action.destination;
                continue;
            }
            if (prone === true && stat !== 'movement') {
                refuse(action, `cannot ${action.action} while prone (it can only crawl)`, ER_CODES.noSpeed);
                continue;
            }
            if (stat !== 'movement' && (actor.stats[stat] ?? 0) === 0) {
                refuse(action, `has no ${stat} speed`, ER_CODES.noSpeed);
                continue;
            }
            const feet = zone === undefined ? 0 : ctx.distance(zone, action.destination);
            if (!Number.isFinite(feet)) continue;
            const cost = moveCost(feet, prone === true, zone !== undefined && ctx.rough(zone));
            const moved = spendMovement(left(stat), cost, `${prone === true ? 'crawling' : 'moving'} ${feet} ft to ${action.destination}`);
            if (!moved.ok) {
                refuse(action, moved.diagnostic.message, moved.diagnostic.code);
                continue;
            }
            spent += cost;
            if (zone !== undefined && ctx.blockable(zone, action.destination)) {
                travelled = undefined;
                zone = UNKNOWN;
                continue;
            }
            if (travelled !== undefined) travelled += feet;
            zone = action.destination;
        } else if (SNEAKS.has(action.action)) {
            const weapon = weaponOf(actor, action);
            if (!weapon || isRanged(weapon)) continue;
            const approach = sneakApproach(spent, rate);
            if (!approach.ok) refuse(action, approach.diagnostic.message, approach.diagnostic.code);
            // The engine limits the rest of the round only when the sneak goes through (an unaware victim).
            else if (action.targets.every(ctx.unaware)) stealthy = true;
        }
        if (isAction(action)) acted = true;
    }
    return { zone, prone, travelled };
}
