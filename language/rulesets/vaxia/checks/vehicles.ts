/**
 * Checks of vehicles and their riders: what a vehicle may do, who rides what, who can fire out of a
 * closed hull, and a vehicle with nobody to pilot it. Source: 004_941aee309a07cd38.txt §Vehicle
 * Combat, §Open Vehicles.
 */
import type { Report, StaticEncounter, StaticTurn } from '../../ruleset.js';
import { vehicleActionRefusal } from '../rules/vehicle-combat.js';
import { attackOf, type Script } from './script.js';

/** `vaxia-vehicle-action`: a vehicle may attack, dodge, parry, block with shields, defend or move. */
export function checkVehicleActions(turn: StaticTurn, report: Report): void {
    if (!turn.actor.tags.includes('vehicle')) return;
    for (const a of turn.actions) {
        const refusal = a.isAttack ? undefined : vehicleActionRefusal(a.action, turn.actor.tags.includes('shields'));
        if (refusal) report({ code: 'vaxia-vehicle-action', severity: 'error', at: a.at, message: `${turn.actorId} is a vehicle: ${refusal}.` });
    }
}

/**
 * `vaxia-aboard-twice` and `vaxia-aboard-not-vehicle`: a rider rides one vehicle, and only a vehicle;
 * `vaxia-aboard-zone`: a rider stands where its vehicle is (the engine reads a rider's zone from its
 * vehicle), so an `at` zone other than the vehicle's would be ignored.
 */
export function checkBoarding(e: StaticEncounter, script: Script, report: Report): void {
    const aboardOf = new Map<string, string>();
    for (const i of e.instances) {
        if (!i.aboard) continue;
        const vehicle = script.byId.get(i.aboard);
        if (i.zone !== undefined && vehicle && vehicle.zone !== i.zone) {
            report({
                code: 'vaxia-aboard-zone',
                severity: 'error',
                at: i.at,
                message: `${i.id} rides ${i.aboard}, so ${i.id} is where ${i.aboard} is (${vehicle.zone === undefined ? `${i.aboard} has no zone` : `at ${vehicle.zone}`}), not at ${i.zone}. Drop \`at ${i.zone}\` here${vehicle.zone === undefined ? `, and place ${i.aboard} (\`${i.aboard} at ${i.zone}\`)` : ''}; a rider who should be elsewhere stands there on its own (\`${i.id} at ${i.zone}\`).`,
            });
        }
        // A unique character listed twice is numbered (Kael#1, Kael#2): it is still one rider.
        const rider = i.model.kind === 'character' ? i.model.name : i.id;
        const first = aboardOf.get(rider);
        if (first !== undefined && first !== i.aboard) {
            report({
                code: 'vaxia-aboard-twice',
                severity: 'error',
                at: i.at,
                message: `${rider} is aboard ${first} and ${i.aboard}; a rider is aboard one vehicle.`,
            });
        } else if (vehicle?.aboard) {
            report({
                code: 'vaxia-aboard-twice',
                severity: 'error',
                at: i.at,
                message: `${i.id} rides ${i.aboard}, which rides ${vehicle.aboard}: that puts ${i.id} aboard two vehicles. Put ${i.id} aboard one.`,
            });
        }
        aboardOf.set(rider, i.aboard);
        if (vehicle && !vehicle.model.tags.includes('vehicle')) {
            report({
                code: 'vaxia-aboard-not-vehicle',
                severity: 'error',
                at: i.at,
                message: `${i.aboard} is not a vehicle (tags vehicle); nobody rides aboard it.`,
            });
        }
    }
}

/**
 * `vaxia-no-gun-ports` (warning): a rider shut in a closed vehicle without gun ports attacks out;
 * `vaxia-no-pilot` (warning): a vehicle scripted to act (attack, move, defend) with nobody aboard —
 * none written, or every rider gone by its own move in an earlier round.
 */
export function checkCrews(script: Script, report: Report): void {
    for (const { round, posts, aboard } of script.rounds) {
        for (const [actorId, actions] of posts) {
            const actor = script.byId.get(actorId)?.model;
            if (!actor) continue;
            const riding = aboard.get(actorId);
            const vehicle = riding ? script.byId.get(riding)?.model : undefined;
            const unpiloted = actor.tags.includes('vehicle') && ![...aboard.values()].includes(actorId);
            for (const a of actions) {
                if (unpiloted) {
                    report({
                        code: 'vaxia-no-pilot',
                        severity: 'warning',
                        at: a.at,
                        message: `Round ${round}: ${actorId} has nobody aboard to pilot it, so it will not act (§Vehicle Combat: its pilot flies and fights). Put a rider aboard (\`Vess aboard ${actorId}\`).`,
                    });
                }
                if (!attackOf(actor, a)) continue;
                const outside = a.targets.some(t => aboard.get(t) !== riding);
                if (vehicle && outside && !vehicle.tags.includes('open') && !vehicle.tags.includes('gun_ports')) {
                    report({
                        code: 'vaxia-no-gun-ports',
                        severity: 'warning',
                        at: a.at,
                        message: `${actorId} is shut inside ${riding} (closed, no gun_ports) and cannot attack out of it; the vehicle attacks for its crew, or give it gun_ports.`,
                    });
                }
            }
        }
    }
}
