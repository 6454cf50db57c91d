/**
 * The script walked round by round as the engine would play it, for checks that need to know where
 * a combatant stands and how far it has moved: each scripted turn's movement is spent against the
 * movement rate (moves, crawling at double cost, standing up; a stealthy approach for a melee sneak
 * attack) and what would be refused is reported. Only what is certain is reported: a combatant's
 * place becomes unknown once tactics play its turn, its prone state once someone tries to trip it.
 * Seed: 001_66230f9a082df360.txt §Movement Details, §Knocked Down, §Sneak Attacks.
 */
import type { CombatantModel, ZoneModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { isRanged } from '../engine/fighter.js';
import { zoneDistance } from '../engine/scene.js';
import { crawlCost, standUpCost } from '../rules/knocked-down.js';
import { spendMovement } from '../rules/movement-details.js';
import { sneakApproach, stealthyApproach } from '../rules/sneak-attacks.js';
import { weaponOf } from './actions.js';

type Action = StaticTurn['actions'][number];

/** A place or prone state the script cannot tell (tactics played the turn, a trip may have landed). */
export const UNKNOWN = Symbol('unknown');
/** A zone name, undefined in a scene without zones, or UNKNOWN. */
type Place = string | undefined | typeof UNKNOWN;

/** Where each scripted action happens, and where everyone stands when each round starts. */
export interface ScriptWalk {
    readonly layout: ReadonlyMap<string, ZoneModel>;
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
    /** The instance's scripted actions in `round`, in order (several lines of one actor merged). */
    turnOf(id: string, round: number): readonly Action[] | undefined;
}

const SNEAKS = new Set(['sneak_attack', 'get_the_drop']);

/** Walks the script, reporting every move the engine would refuse (`report` may be a no-op). */
export function walkScript(encounter: StaticEncounter, report: Report): ScriptWalk {
    const layout = new Map((encounter.layout ?? []).map(z => [z.name, z]));
    const surprised = new Set(encounter.surprised);
    const byTactics = (side: string) => (encounter.tactics ?? []).some(t => t.side === undefined || t.side === side);
    const steps = new Map<Action, { zone: Place; travelled: number | undefined }>();
    const starts = new Map<string, Place>();
    const moving = new Set<string>();
    const acting = new Set<string>();
    const turns = new Map<string, Action[]>();
    const travels = new Map<string, number | undefined>();
    const state = new Map(encounter.instances.map(i => [i.id, { zone: i.zone as Place, prone: false as boolean | typeof UNKNOWN }]));
    const last = Math.max(0, ...encounter.rounds.keys());
    for (let round = 1; round <= last; round++) {
        const scripted = encounter.rounds.get(round) ?? [];
        for (const turn of scripted) turns.set(`${round}:${turn.actorId}`, [...(turns.get(`${round}:${turn.actorId}`) ?? []), ...turn.actions]);
        const tripped = new Set(scripted.flatMap(t => t.actions.flatMap(a => (a.action === 'trip' ? a.targets : []))));
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
                    layout,
                    steps,
                    report,
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
    }
    return {
        layout,
        steps,
        zoneAt: (id, round) => (starts.has(`${round}:${id}`) ? starts.get(`${round}:${id}`) : UNKNOWN),
        movesIn: (id, round) => moving.has(`${round}:${id}`),
        actsIn: (id, round) => acting.has(`${round}:${id}`),
        travelledIn: (id, round) => (travels.has(`${round}:${id}`) ? travels.get(`${round}:${id}`) : 0),
        turnOf: (id, round) => turns.get(`${round}:${id}`),
    };
}

/**
 * One scripted turn's movement, spent as the engine spends it (turn.ts): `spent` is the least the
 * turn can have spent (an unknown prone state counts as standing), so a refusal reported here is
 * certain. Returns where the actor ends and whether it is prone.
 */
function walkTurn(
    actorId: string,
    actor: CombatantModel,
    actions: readonly Action[],
    start: Place,
    startProne: boolean | typeof UNKNOWN,
    ctx: {
        layout: ReadonlyMap<string, ZoneModel>;
        steps: Map<Action, { zone: Place; travelled: number | undefined }>;
        report: Report;
        unaware: (id: string) => boolean;
    },
): { zone: Place; prone: boolean | typeof UNKNOWN; travelled: number | undefined } {
    const rate = actor.stats.movement ?? 0;
    let zone = start;
    let prone = startProne;
    let spent = 0;
    let travelled: number | undefined = 0;
    let stealthy = false;
    const left = () => (stealthy ? stealthyApproach(rate) : rate) - spent;
    const refuse = (action: Action, message: string, code: string) =>
        ctx.report({ code, severity: 'error', at: action.at, message: `${actorId}: ${message}.` });
    for (const action of actions) {
        ctx.steps.set(action, { zone, travelled });
        if (action.action === 'drop_prone') prone = true;
        else if (action.action === 'stand_up' && prone !== false) {
            const cost = standUpCost(rate);
            const stood = spendMovement(left(), cost, 'standing up');
            if (stood.ok) {
                spent += cost;
                prone = false;
            } else if (prone === true) refuse(action, stood.diagnostic.message, stood.diagnostic.code);
        } else if (action.action === 'move' && action.destination && action.destination !== zone) {
            if (zone === UNKNOWN) {
                travelled = undefined;
                zone = action.destination;
                continue;
            }
            const feet = zoneDistance(ctx.layout, zone, action.destination);
            const cost = prone === true ? crawlCost(feet) : feet;
            const moved = spendMovement(left(), cost, `${prone === true ? 'crawling' : 'moving'} ${feet} ft to ${action.destination}`);
            if (!moved.ok) {
                refuse(action, moved.diagnostic.message, moved.diagnostic.code);
                continue;
            }
            spent += cost;
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
    }
    return { zone, prone, travelled };
}
