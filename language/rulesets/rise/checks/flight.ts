/**
 * A scripted line that would knock a flying creature prone: a `trip`, or an attack or ability that
 * `inflicts prone`, at a target that flies (or glides) from the start of the fight and that nothing
 * in the encounter can land (no attack or ability `removes` its flight). Prone is lying on the
 * ground, and the condition table holds it apart from flying and gliding — a fight cannot start with
 * both (`contradictory-conditions`) — while the run would give the flyer both and both penalties.
 * The seed has a flyer that loses its flight fall (§Flight), but zones have no height to fall from,
 * so the line is refused where it is written. Lines the script cannot settle (an area attack, a
 * flyer that something may land) are left to the run, which refuses the prone the same way and logs
 * it (engine/effects.ts `inflict`).
 * Source: 003_66faa831a56df10d.txt §Trip, §Flight, §Gliding.
 */
import type { ConditionModel } from '../../../engine/model.js';
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';

/** The conditions that keep a creature off the ground. */
const AIRBORNE = ['flying', 'gliding'];

type Action = StaticTurn['actions'][number];

export function checkProneFlyers(enc: StaticEncounter, report: Report): void {
    const landed = new Set<string>();
    for (const i of enc.instances)
        for (const a of i.model.attacks) for (const e of a.effects ?? []) if (e.kind === 'remove') for (const c of e.conditions) landed.add(c);
    const flight = new Map<string, ConditionModel>();
    for (const i of enc.instances) {
        const c = i.conditions?.find(c => AIRBORNE.includes(c.name) && !landed.has(c.name));
        if (c) flight.set(i.id, c);
    }
    if (flight.size === 0) return;
    for (const turns of enc.rounds.values())
        for (const turn of turns)
            for (const action of turn.actions) {
                if (action.area !== undefined || !knocksProne(turn, action)) continue;
                for (const target of action.targets) {
                    const c = flight.get(target);
                    if (!c || (c.rounds !== undefined && turn.round > c.rounds)) continue;
                    report({
                        code: 'rise-prone-flying',
                        severity: 'error',
                        at: action.at,
                        message: `${target} is ${c.name} (its participant line) and nothing in this fight lands it, so ${turn.actorId}'s ${action.action} cannot leave it prone: prone is lying on the ground, and Rise's conditions hold it apart from ${c.name} (a flyer that loses its flight falls, §Flight, and zones have no height to fall from). Land it first (an ability that \`removes ${c.name}\`) or aim at another.`,
                    });
                }
            }
}

/** Whether a scripted action makes its targets prone when it lands: a trip, or an attack or ability that `inflicts prone`. */
function knocksProne(turn: StaticTurn, action: Action): boolean {
    if (action.action === 'trip') return true;
    if (!action.isAttack) return false;
    const attack = turn.actor.attacks.find(a => a.name === action.action);
    return attack?.effects?.some(e => e.kind === 'inflict' && e.condition.name === 'prone') ?? false;
}
