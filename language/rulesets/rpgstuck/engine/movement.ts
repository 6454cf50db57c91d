/**
 * Moving on the battlefield (the shared `Battlefield`): a move at the mover's speed — less Cripple,
 * halved while grappling, its mount's when riding, twice the cost climbing or swimming out of a zone
 * with `terrain difficult` — carrying its rider and the creatures it holds (those seized at a
 * distance stay that far away); a jump by Strength; a teleport to a zone it can see; mounting and
 * dismounting; dragging a held creature; and falls — into a zone with a drop without flying, or
 * when a flier stops flying over one (a flying grappler may keep a flying target aloft).
 * Source: 000_7e14385943d7d1e7.txt §Special Types of Movement, §Grappling with Grappling, §Mounted
 * Combat, §Environmental Factors (falling).
 */
import { findPart } from '../rules/called-shots-and-anatomy.js';
import { fallingDice } from '../rules/environmental-factors.js';
import { grapplerSpeed, inGrappleReach } from '../rules/grappling-with-grappling.js';
import { hidesFromSight } from '../rules/light-and-darkness.js';
import { canRide } from '../rules/mounted-combat.js';
import { CLIMB_FACTOR, jumpDistance, mountCost, teleportRefusal } from '../rules/special-types-of-movement.js';
import { crippleTotal, endCondition } from './conditions.js';
import { aloft, grapplerOf, type RpgFighter } from './fighter.js';
import { grappleCheck } from './grapple.js';
import { applyDamage } from './harm.js';
import { diceRecord, hazardInZone, note, type Scene } from './scene.js';

/** Feet `f` may move this turn: its speed (its mount's when riding) less Cripple, halved while it grapples; 0 when grappled. */
export function speedOf(scene: Scene, f: RpgFighter): number {
    if (grapplerOf(f)) return 0;
    const mover = f.mount ? scene.byId(f.mount) : f;
    const speed = mover.current.stats.speed ?? 30;
    return Math.max(0, (f.holds.length ? grapplerSpeed(speed) : speed) - crippleTotal(mover));
}

/**
 * Moves the creature `id` after `holder` until it is `distance` feet from it again (held at a
 * distance, it keeps that distance). Each step heads the way `Battlefield.approach` gives — toward
 * the holder itself, which may be on its way between zones — and ends at a zone or at the distance:
 * a holder walking away from a zone the held creature must cross takes two steps, rarely three.
 */
function follow(scene: Scene, id: string, holder: string, distance: number): void {
    for (let step = 0; step < 4; step++) {
        const gap = scene.field.between(id, holder) - distance;
        if (!(gap > 0)) return;
        const way = scene.field.approach(scene.field.position(id), scene.field.position(holder));
        if (!way || scene.field.moveToward(id, way.zone, Math.min(gap, way.limit)).moved === 0) return;
    }
}

/**
 * Moves `who` up to `feet` toward `zone` with its rider and those it holds next to it; those held
 * farther keep their distance. @returns what the move did, and who moved (to `settle` once the move is told).
 */
function carry(scene: Scene, who: RpgFighter, zone: string, feet: number): { moved: number; arrived: boolean; movers: RpgFighter[] } {
    const before = scene.field.zoneOf(who.id);
    const result = scene.field.moveToward(who.id, zone, feet);
    const passengers = [who.rider, ...who.holds.filter(h => h.distance === 0).map(h => h.id)].filter((id): id is string => !!id);
    for (const id of passengers) scene.field.moveToward(id, zone, feet);
    for (const h of who.holds) if (h.distance > 0) follow(scene, h.id, who.id, h.distance);
    const movers = [who.id, ...passengers, ...who.holds.filter(h => h.distance > 0).map(h => h.id)].map(id => scene.byId(id));
    for (const f of movers) if (scene.field.zoneOf(f.id) !== before) f.fallenIn = undefined;
    return { ...result, movers };
}

/** Those who moved land: any of them over a drop without flying falls. */
function landAll(scene: Scene, movers: readonly RpgFighter[]): void {
    for (const f of movers) settle(scene, f);
}

/** A move (`move to zone`, or on the spot): none while grappled; a prone mover stands up; a ridden mount's movement is its rider's. */
export function move(scene: Scene, f: RpgFighter, destination: string | undefined): void {
    if (grapplerOf(f)) {
        note(scene, () => `${f.id} is grappled by ${grapplerOf(f)} and cannot move.`);
        return;
    }
    if (f.conditions.has('prone')) {
        endCondition(scene, f, 'prone', 'stands up (its movement)');
        return;
    }
    if (f.rider) {
        note(scene, () => `${f.id} is ridden by ${f.rider}: its rider moves it.`);
        return;
    }
    const feet = speedOf(scene, f);
    if (feet === 0) {
        note(scene, () => `${f.id} has no speed left to move (Cripple ${crippleTotal(f)}).`);
        return;
    }
    const from = scene.field.zoneOf(f.id);
    const climbing = from !== undefined && destination !== from && scene.field.zoneFeature(from, 'terrain') === 'difficult';
    const budget = climbing ? Math.floor(feet / CLIMB_FACTOR) : feet;
    const mover = f.mount ? scene.byId(f.mount) : f;
    const result = destination && destination !== from ? carry(scene, mover, destination, budget) : undefined;
    scene.log.add(() => {
        const how = [
            climbing ? `climbing or swimming: ${budget} ft for ${feet} ft of speed` : '',
            f.holds.length ? `half speed, dragging ${f.holds.map(h => h.id).join(', ')}` : '',
            f.mount ? `riding ${f.mount}` : '',
        ].filter(Boolean);
        const where = !result ? '' : result.arrived ? ` to ${destination}` : ` toward ${destination} (not there yet)`;
        const text = `${f.id} moves ${result ? `${result.moved} ft` : `up to ${feet} ft`}${where}${how.length ? ` (${how.join('; ')})` : ''}.`;
        return { kind: 'action', actor: f.id, action: 'move', text };
    });
    if (result) landAll(scene, result.movers);
}

/** A jump to `zone`: no farther than STR feet (half without a running start), nor than its speed. */
export function jump(scene: Scene, f: RpgFighter, zone: string | undefined, standing: boolean): void {
    const from = scene.field.zoneOf(f.id);
    if (!zone || !from) {
        note(scene, () => `${f.id} has nowhere to jump from or to.`);
        return;
    }
    if (grapplerOf(f)) {
        note(scene, () => `${f.id} is grappled by ${grapplerOf(f)} and cannot jump.`);
        return;
    }
    const across = jumpDistance(f.current.stats.STR ?? 0, !standing);
    const limit = Math.min(across, speedOf(scene, f));
    const distance = scene.field.zoneDistance(from, zone);
    if (distance > limit) {
        note(scene, () => `${f.id} cannot jump ${distance} ft to ${zone}: it jumps ${limit} ft${standing ? ' without a running start' : ''}.`);
        return;
    }
    const { movers } = carry(scene, f, zone, distance);
    scene.log.add(() => ({ kind: 'action', actor: f.id, action: 'jump', text: `${f.id} jumps ${distance} ft to ${zone}.` }));
    landAll(scene, movers);
}

/** A teleport to `zone`, seen and in range: a grappled teleporter escapes; a grappler brings its held creatures; a rider leaves its mount. */
export function teleport(scene: Scene, f: RpgFighter, zone: string | undefined): void {
    if (!zone) return;
    const from = scene.field.zoneOf(f.id);
    const distance = from ? scene.field.zoneDistance(from, zone) : 0;
    const refusal = teleportRefusal(distance, f.current.stats.teleport ?? 0, !hidesFromSight(scene.field.zoneFeature(zone, 'concealment')));
    if (refusal) {
        note(scene, () => `${f.id} cannot teleport to ${zone}: ${refusal}.`);
        return;
    }
    if (f.mount) dismount(scene, f, 'it teleports');
    if (f.rider) dismount(scene, scene.byId(f.rider), 'its mount teleports');
    const holder = grapplerOf(f);
    if (holder) endCondition(scene, f, 'grappled', 'teleports out of the grapple', holder);
    scene.field.place(f.id, zone);
    for (const h of f.holds) scene.field.place(h.id, zone);
    scene.log.add(() => ({
        kind: 'action',
        actor: f.id,
        action: 'teleport',
        text: `${f.id} teleports ${distance} ft to ${zone}${f.holds.length ? `, bringing ${f.holds.map(h => h.id).join(', ')}` : ''}.`,
    }));
    const movers = [f.id, ...f.holds.map(h => h.id)].map(id => scene.byId(id));
    for (const who of movers) who.fallenIn = undefined;
    landAll(scene, movers);
}

/** Mounting an adjacent, willing creature at least a size larger: half the rider's speed. */
export function mount(scene: Scene, f: RpgFighter, m: RpgFighter): void {
    const why =
        m.side !== f.side
            ? `${m.id} is not willing (another side)`
            : m.rider
              ? `${m.id} already carries ${m.rider}`
              : !canRide(f.current.stats.size ?? 2, m.current.stats.size ?? 2)
                ? `${m.id} is not at least one size larger`
                : scene.field.between(f.id, m.id) > 0
                  ? `${m.id} is not next to it`
                  : grapplerOf(f)
                    ? `it is grappled by ${grapplerOf(f)}`
                    : undefined;
    if (why || m.status !== 'active') {
        note(scene, () => `${f.id} cannot mount ${m.id}: ${why ?? `${m.id} is out of the fight`}.`);
        return;
    }
    if (f.mount) dismount(scene, f, 'it changes mounts');
    f.mount = m.id;
    m.rider = f.id;
    const zone = scene.field.zoneOf(m.id);
    if (zone) scene.field.place(f.id, zone);
    const cost = mountCost(f.current.stats.speed ?? 30);
    scene.log.add(() => ({ kind: 'action', actor: f.id, action: 'mount', target: m.id, text: `${f.id} mounts ${m.id} (${cost} ft of its speed).` }));
}

/** Off its mount, where the mount stands. */
export function dismount(scene: Scene, rider: RpgFighter, why: string): void {
    if (!rider.mount) return;
    const m = scene.byId(rider.mount);
    m.rider = undefined;
    rider.mount = undefined;
    scene.log.add(() => ({ kind: 'action', actor: rider.id, action: 'dismount', target: m.id, text: `${rider.id} dismounts ${m.id}: ${why}.` }));
}

/** Drags a held creature to `zone`, within reach of the grappler, spending speed equal to the feet it moves (no fall damage). */
export function drag(scene: Scene, f: RpgFighter, target: RpgFighter, zone: string | undefined): void {
    const hold = f.holds.find(h => h.id === target.id);
    if (!hold || !zone) {
        note(scene, () => `${f.id} does not hold ${target.id}: nothing to drag.`);
        return;
    }
    const at = scene.field.zoneOf(f.id);
    const reachFeet = at ? scene.field.zoneDistance(at, zone) : 0;
    if (!inGrappleReach(reachFeet, f.current.stats.grapple_reach ?? 5)) {
        note(scene, () => `${zone} is ${reachFeet} ft from ${f.id}, out of its grapple reach.`);
        return;
    }
    const result = scene.field.moveToward(target.id, zone, speedOf(scene, f));
    if (result.arrived) target.fallenIn = zone;
    const distance = scene.field.between(f.id, target.id);
    f.holds = f.holds.map(h => (h.id === target.id ? { ...h, distance } : h));
    scene.log.add(() => ({
        kind: 'action',
        actor: f.id,
        action: 'drag',
        target: target.id,
        text: `${f.id} drags ${target.id} ${result.moved} ft ${result.arrived ? `to ${zone}` : `toward ${zone}`} (forced movement, no fall damage).`,
    }));
}

/** `holder` lets go of `targetId` (and of any part it held): a held flier may fall. */
export function letGo(scene: Scene, holder: RpgFighter, targetId: string, why = `${holder.id} lets go`): void {
    const i = holder.holds.findIndex(h => h.id === targetId);
    if (i < 0) return;
    const [hold] = holder.holds.splice(i, 1);
    const target = scene.byId(targetId);
    const heldPart = hold.part ? findPart(hold.part)?.whileHeld : undefined;
    if (heldPart) endCondition(scene, target, heldPart, `${holder.id} lets go of its ${hold.part}`, holder.id);
    endCondition(scene, target, 'grappled', why, holder.id);
    settle(scene, target);
}

/** `holder` lets go of everything it holds (something happened to it: every hold goes at once). */
export function releaseAll(scene: Scene, holder: RpgFighter, why: string): void {
    for (const h of [...holder.holds]) letGo(scene, holder, h.id, why);
}

/**
 * A creature that is not aloft where there is a drop falls: 1d6 per 10 ft, once (it is then at the
 * bottom). A flier held by a flying grappler: the grappler's Athletics against the roll that made it
 * fall (10 when none [assumption]) keeps it aloft, else both fall. A grappler that falls takes those
 * it holds next to it down too. A rider falls with its mount.
 */
export function settle(scene: Scene, f: RpgFighter, against?: number): void {
    const zone = scene.field.zoneOf(f.id);
    const drop = hazardInZone(scene, zone, 'falling');
    if (drop === undefined || !zone || f.fallenIn === zone || aloft(f) || f.status === 'dead') return;
    const holderId = grapplerOf(f);
    const holder = holderId ? scene.byId(holderId) : undefined;
    if (holder && aloft(holder) && f.conditions.has('flying') && holder.fallenIn !== zone) {
        if (grappleCheck(scene, holder, against ?? 10, `keep ${f.id} aloft`)) return;
        fall(scene, f, zone, drop);
        fall(scene, holder, zone, drop);
        return;
    }
    fall(scene, f, zone, drop);
}

function fall(scene: Scene, f: RpgFighter, zone: string, feet: number): void {
    if (f.fallenIn === zone) return;
    f.fallenIn = zone;
    const n = fallingDice(feet);
    if (n > 0) {
        const faces = Array.from({ length: n }, () => scene.rng.die(6));
        const total = faces.reduce((a, b) => a + b, 0);
        applyDamage(scene, f, total, {
            rolls: scene.log.enabled ? [diceRecord(`${n}d6`, 6, faces, [], total)] : undefined,
            note: `falls ${feet} ft`,
        });
    }
    for (const h of f.holds) if (h.distance === 0) fall(scene, scene.byId(h.id), zone, feet);
    if (f.rider) fall(scene, scene.byId(f.rider), zone, feet);
}
