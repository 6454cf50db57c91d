/**
 * Riders and mounts (`Vessa aboard Horse`): a rider goes where its mount goes; one that moves on its
 * own steps down first; a mount that falls prone or unconscious (or out of the fight) throws its
 * rider, who spends its reaction to land safely or falls prone beside it; a rider knocked prone
 * falls off. Seed: 001_66230f9a082df360.txt §Knocked Down (the mount rule); the rest, which the
 * chapter does not say, is our reading (assumptions in docs/rulesets/enchanted-realms.md).
 */
import { riderThrown } from '../rules/knocked-down.js';
import type { ErFighter } from './fighter.js';
import { canReact, keeps, react } from './reactions.js';
import { inflict } from './restrictions.js';
import { note, type Scene } from './scene.js';

/** Seats `rider` on `mount` where the mount stands (before round 1). */
export function seat(scene: Pick<Scene, 'field'>, rider: ErFighter, mount: ErFighter): void {
    rider.mount = mount.id;
    mount.rider = rider.id;
    scene.field.set(rider.id, scene.field.position(mount.id));
}

/** After the mount moved (or was pushed): its rider stands where it stands. */
export function carry(scene: Scene, mount: ErFighter): ErFighter | undefined {
    if (!mount.rider) return undefined;
    const rider = scene.byId(mount.rider);
    scene.field.set(rider.id, scene.field.position(mount.id));
    return rider;
}

/** The rider leaves its mount (no cost, no roll); the log says why. */
export function dismount(scene: Scene, rider: ErFighter, why: string): void {
    if (!rider.mount) return;
    const mount = scene.byId(rider.mount);
    rider.mount = undefined;
    if (mount.rider === rider.id) mount.rider = undefined;
    note(scene, rider, 'dismount', `dismounts ${mount.id}: ${why}`, mount.id);
}

/**
 * The mount fell (prone, unconscious, out of the fight): its rider lands safely with its reaction
 * (one left, none kept for another) or falls prone beside it. §Knocked Down.
 */
export function throwRider(scene: Scene, mount: ErFighter, how: string): void {
    if (!mount.rider) return;
    const rider = scene.byId(mount.rider);
    const reactionLeft = rider.status === 'active' && canReact(scene, rider) && keeps(rider, 'dismount', mount);
    if (riderThrown(reactionLeft) === 'lands') {
        react(scene, rider);
        dismount(scene, rider, `${mount.id} is ${how}; it spends its reaction to land on its feet`);
        return;
    }
    dismount(scene, rider, `${mount.id} is ${how}; it is thrown`);
    inflict(scene, rider, { name: 'prone' }, `thrown from ${mount.id}`);
}
