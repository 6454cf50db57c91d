/**
 * Checks of an encounter's scene and of where its script takes people: zone features RPGStuck reads
 * (cover half / three_quarters / full, concealment light / heavy, terrain difficult), hazards with
 * the amount they need, riders and their mounts (`aboard`, `mount ->`: a willing creature of the same
 * side, at least one size larger, one rider each), starting conditions (no saving throws; a grapple
 * within the grappler's reach), and scripted jumps, teleports and grapples against the distances the
 * zones give — with the same rule functions the engine plays; what is certain while nobody has
 * moved (full cover, a ridden mount's own move) is unmoved.ts'.
 * Source: 000_7e14385943d7d1e7.txt §Environmental Factors, §Light and Darkness, §Mounted Combat,
 * §Special Types of Movement, §Grappling with Grappling.
 */
import { zoneDistances } from '../../../engine/battlefield.js';
import type { Report, StaticEncounter } from '../../ruleset.js';
import { inGrappleReach } from '../rules/grappling-with-grappling.js';
import { CONCEALMENT_LEVELS, hidesFromSight } from '../rules/light-and-darkness.js';
import { canRide } from '../rules/mounted-combat.js';
import { jumpDistance, teleportRefusal } from '../rules/special-types-of-movement.js';
import { checkWhileUnmoved } from './unmoved.js';

/** The levels RPGStuck gives each zone feature. */
const LEVELS: Readonly<Record<string, readonly string[]>> = {
    cover: ['half', 'three_quarters', 'full'],
    concealment: CONCEALMENT_LEVELS,
    terrain: ['difficult'],
};

/** Hazards that need an amount (feet), and those that take none. */
const NEEDS_AMOUNT = new Set(['falling', 'wall']);

/** The refusal of what the chapter does not have: no saving throws end a condition. */
export const NO_SAVES =
    'RPGStuck has no saving throws (this chapter removes even death saves): a condition ends by its duration or the rule that ends it.';

export function checkRpgScene(encounter: StaticEncounter, report: Report): void {
    checkZonesAndHazards(encounter, report);
    const byId = new Map(encounter.instances.map(i => [i.id, i]));
    const distances = zoneDistances(encounter.layout ?? []);
    const feet = (a?: string, b?: string) =>
        a === undefined || b === undefined ? undefined : (distances.get(a)?.get(b) ?? Number.POSITIVE_INFINITY);
    const riders = new Map<string, string>();
    for (const i of encounter.instances) {
        if (i.aboard) {
            const m = byId.get(i.aboard);
            const why = m && mountRefusal(i, m, riders.get(m.id));
            if (why) report({ code: 'rpgstuck-mount', severity: 'error', at: i.at, message: `${i.id} cannot ride ${m?.id}: ${why}.` });
            if (m) riders.set(m.id, i.id);
        }
        for (const c of i.conditions ?? []) {
            if (c.save) report({ code: 'rpgstuck-not-modelled', severity: 'error', at: i.at, message: NO_SAVES });
            const holder = c.name === 'grappled' && c.source ? byId.get(c.source) : undefined;
            const d = holder ? feet(holder.zone, i.zone) : undefined;
            if (holder && d !== undefined && !inGrappleReach(d, holder.model.stats.grapple_reach ?? 5))
                report({
                    code: 'rpgstuck-grapple-reach',
                    severity: 'error',
                    at: i.at,
                    message: `${holder.id} cannot hold ${i.id} ${d} ft away: its grapple reach is ${holder.model.stats.grapple_reach ?? 5} ft.`,
                });
        }
    }
    checkScriptedPlaces(encounter, feet, riders, report);
    checkWhileUnmoved(encounter, report);
}

/** Why `rider` cannot ride `mount`, or undefined. */
function mountRefusal(
    rider: StaticEncounter['instances'][number],
    mount: StaticEncounter['instances'][number],
    takenBy: string | undefined,
): string | undefined {
    if (mount.side !== rider.side) return `${mount.id} is on another side (a mount must be willing)`;
    if (takenBy) return `${takenBy} already rides it`;
    if (!canRide(rider.model.stats.size ?? 2, mount.model.stats.size ?? 2))
        return `${mount.id} is not at least one size larger (size ${mount.model.stats.size ?? 2} against ${rider.model.stats.size ?? 2})`;
    if (rider.zone && mount.zone && rider.zone !== mount.zone) return `it starts at ${rider.zone}, its mount at ${mount.zone}`;
    return undefined;
}

function checkZonesAndHazards(encounter: StaticEncounter, report: Report): void {
    for (const zone of encounter.layout ?? []) {
        for (const [feature, level] of Object.entries(zone.features)) {
            const levels = LEVELS[feature];
            if (!levels || levels.includes(level)) continue;
            const at = encounter.zones?.find(z => z.name === zone.name)?.at;
            report({
                code: 'rpgstuck-zone-feature',
                severity: 'warning',
                at,
                message: `RPGStuck has no ${feature} '${level}': it reads ${levels.join(', ')}. The engine ignores it.`,
            });
        }
    }
    for (const h of encounter.hazards ?? []) {
        if (NEEDS_AMOUNT.has(h.source) && !h.amount)
            report({
                code: 'rpgstuck-hazard-amount',
                severity: 'error',
                at: h.at,
                message: `\`hazard ${h.source}\` needs its feet: \`hazard ${h.source} 20\`.`,
            });
        if (!NEEDS_AMOUNT.has(h.source) && h.amount !== undefined)
            report({
                code: 'rpgstuck-hazard-amount',
                severity: 'warning',
                at: h.at,
                message: `\`hazard ${h.source}\` takes no amount: ${h.amount} is ignored.`,
            });
    }
}

/**
 * Scripted jumps, teleports, grapples and mounting against where the script has put everyone so far
 * (the zone written with `at`, then each move, jump, teleport or drag that gets there; unknown after
 * a move that takes more than a turn or a push).
 */
function checkScriptedPlaces(
    encounter: StaticEncounter,
    feet: (a?: string, b?: string) => number | undefined,
    riders: Map<string, string>,
    report: Report,
): void {
    const where = new Map(encounter.instances.map(i => [i.id, i.zone]));
    const byId = new Map(encounter.instances.map(i => [i.id, i]));
    const concealment = new Map((encounter.layout ?? []).map(z => [z.name, z.features.concealment]));
    for (const [, turns] of encounter.rounds) {
        for (const turn of turns) {
            const stats = turn.actor.stats;
            for (const a of turn.actions) {
                const error = (code: string, message: string) => report({ code, severity: 'error', at: a.at, message });
                const from = where.get(turn.actorId);
                const d = feet(from, a.destination);
                const target = a.targets[0] ? byId.get(a.targets[0]) : undefined;
                if (a.action === 'jump' && d !== undefined) {
                    const across = jumpDistance(stats.STR ?? 0, !a.modifiers.includes('standing'));
                    if (d > Math.min(across, stats.speed ?? 30))
                        error(
                            'rpgstuck-jump-too-far',
                            `${turn.actorId} jumps ${Math.min(across, stats.speed ?? 30)} ft (STR ${stats.STR ?? 0}${a.modifiers.includes('standing') ? ', no running start: half' : ''}); ${a.destination} is ${d} ft away.`,
                        );
                }
                if (a.action === 'teleport' && a.destination) {
                    const why = teleportRefusal(d ?? 0, stats.teleport ?? 0, !hidesFromSight(concealment.get(a.destination)));
                    if (why) error('rpgstuck-teleport', `${turn.actorId} cannot teleport to ${a.destination}: ${why}.`);
                }
                if (a.action === 'grapple' && target && !a.parts?.[target.id]) {
                    const gap = feet(from, where.get(target.id));
                    if (gap !== undefined && !inGrappleReach(gap, stats.grapple_reach ?? 5))
                        error(
                            'rpgstuck-grapple-reach',
                            `${target.id} is ${gap} ft from ${turn.actorId}, past its ${stats.grapple_reach ?? 5}-ft grapple reach.`,
                        );
                }
                if (a.action === 'mount' && target) {
                    const why = mountRefusal(
                        { ...byId.get(turn.actorId)!, zone: from },
                        { ...target, zone: where.get(target.id) },
                        riders.get(target.id),
                    );
                    if (why) error('rpgstuck-mount', `${turn.actorId} cannot mount ${target.id}: ${why}.`);
                    else riders.set(target.id, turn.actorId);
                }
                track(a, turn.actorId, d, stats.speed ?? 30, where);
            }
        }
    }
}

/** Where a line leaves its actor (and a dragged or pushed target). */
function track(
    a: { action: string; destination?: string; targets: readonly string[] },
    actor: string,
    d: number | undefined,
    speed: number,
    where: Map<string, string | undefined>,
): void {
    if (!a.destination) return;
    if (a.action === 'move') where.set(actor, d !== undefined && d <= speed ? a.destination : undefined);
    else if (a.action === 'jump' || a.action === 'teleport') where.set(actor, a.destination);
    else if (a.targets[0]) where.set(a.targets[0], a.action === 'drag' ? a.destination : undefined);
}
