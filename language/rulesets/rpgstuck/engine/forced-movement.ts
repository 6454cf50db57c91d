/**
 * Forced movement: a shove (an opposed check) or a hit that pushes. The pushed creature goes toward
 * the zone the line names (`to zone`; without one it stays in its zone); a wall in its zone stops it
 * — P (T from a monster) per 5 ft it could not move; a creature it is pushed into (`shove -> A, B`,
 * `-> A, B with collide`) takes the same roll, and if it would be hit the impact is split evenly,
 * else the pushed one stops beside it and takes it all. A pushed rider is dismounted; a pushed
 * grappler — or a pushed held creature — lets go unless still within reach; a push into a drop falls.
 * Source: 000_7e14385943d7d1e7.txt §Environmental Factors, §Grappling with Grappling, §Mounted
 * Combat, §Called Shots and Anatomy (Tool).
 */
import { collisionSplit, wallImpact } from '../rules/environmental-factors.js';
import { inGrappleReach } from '../rules/grappling-with-grappling.js';
import type { RpgFighter } from './fighter.js';
import { escapeSkill, skillCheck } from './grapple.js';
import { applyDamage } from './harm.js';
import { dismount, letGo, settle } from './movement.js';
import { hazardAt, note, type Scene } from './scene.js';

/** The roll that pushed: an attack roll against a defense, or a check the second creature opposes. */
export type PushRoll =
    | { readonly kind: 'attack'; readonly total: number; readonly defense: string }
    | { readonly kind: 'check'; readonly total: number };

/** How a push goes: where to, and whom the pushed creature is pushed into. */
export interface Push {
    readonly feet: number;
    readonly toward?: string;
    readonly into?: RpgFighter;
    readonly roll: PushRoll;
}

/** The impact damage per 5 ft left: P of a character, T (its tier) of a monster. */
function impactUnit(pusher: RpgFighter): { readonly value: number; readonly name: string } {
    return pusher.model.kind === 'creature'
        ? { value: pusher.current.stats.tier ?? 1, name: 'T' }
        : { value: pusher.current.stats.P ?? 2, name: 'P' };
}

/** Forced movement of `target` by `pusher`. */
export function forcedMovement(scene: Scene, pusher: RpgFighter, target: RpgFighter, push: Push): void {
    const { feet } = push;
    scene.log.add(() => ({
        kind: 'action',
        actor: pusher.id,
        action: 'push',
        target: target.id,
        text: `${target.id} is pushed ${feet} ft${push.into ? ` into ${push.into.id}` : push.toward ? ` toward ${push.toward}` : ''}.`,
    }));
    if (target.mount) dismount(scene, target, 'forced movement');
    const unit = impactUnit(pusher);
    const wall = hazardAt(scene, target, 'wall');
    const gap = push.into ? scene.field.between(target.id, push.into.id) : undefined;
    let moved = feet;
    if (push.into && gap !== undefined && gap < feet && (wall === undefined || wall >= gap)) {
        moved = gap;
        const zone = scene.field.zoneOf(push.into.id);
        if (gap > 0 && zone) scene.field.moveToward(target.id, zone, gap);
        collide(scene, pusher, target, push.into, wallImpact(feet, gap, unit.value).damage, push.roll);
    } else if (wall !== undefined && wall < feet) {
        moved = wall;
        const { units, damage } = wallImpact(feet, wall, unit.value);
        if (units > 0)
            applyDamage(scene, target, damage, {
                attacker: pusher.id,
                note: `hits a wall after ${wall} ft: ${units} × ${unit.name} (${unit.value})`,
            });
    } else if (push.toward) {
        scene.field.moveToward(target.id, push.toward, feet);
        target.fallenIn = undefined;
        settle(scene, target);
    }
    afterPush(scene, target, moved);
}

/**
 * The pushed creature meets another: the same attack roll against its defense, or its own check
 * against the shove's (a tie resists [assumption]); an `immovable` one is hit whatever the roll.
 */
function collide(scene: Scene, pusher: RpgFighter, pushed: RpgFighter, other: RpgFighter, damage: number, roll: PushRoll): void {
    let hit: boolean;
    if (other.model.tags.includes('immovable')) hit = true;
    else if (roll.kind === 'attack') hit = roll.total >= (other.current.stats[roll.defense] ?? 10);
    else {
        hit = !skillCheck(scene, other, escapeSkill(other), `resist ${pushed.id} pushed into it`, roll.total);
    }
    const split = collisionSplit(damage, hit);
    note(scene, () =>
        hit
            ? `${pushed.id} crashes into ${other.id}: ${damage} damage split, ${split.pushed} and ${split.other}.`
            : `${pushed.id} stops against ${other.id}, which is not hit: ${pushed.id} takes all ${damage}.`,
    );
    if (split.pushed > 0) applyDamage(scene, pushed, split.pushed, { attacker: pusher.id, note: `collision with ${other.id}` });
    if (split.other > 0) applyDamage(scene, other, split.other, { attacker: pusher.id, note: `collision with ${pushed.id}` });
}

/**
 * After a push of `moved` ft: holds on either side break unless still within reach — the pushed
 * creature is taken as moved straight away from the other, from at least 5 ft [assumption: zones do
 * not give directions] — and a pushed tool-wielder's tool is knocked that far away.
 */
function afterPush(scene: Scene, target: RpgFighter, moved: number): void {
    for (const h of [...target.holds]) {
        if (!inGrappleReach(Math.max(5, h.distance) + moved, target.current.stats.grapple_reach ?? 5)) letGo(scene, target, h.id, 'forced movement');
    }
    for (const other of scene.fighters) {
        const h = other.holds.find(x => x.id === target.id);
        if (h && !inGrappleReach(Math.max(5, h.distance) + moved, other.current.stats.grapple_reach ?? 5))
            letGo(scene, other, target.id, 'forced movement');
    }
    if (target.model.stats.tool !== undefined && moved > 0) note(scene, () => `${target.id}'s tool is knocked ${moved} ft out of its hands.`);
}
