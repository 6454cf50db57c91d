/**
 * Special types of movement: climbing and swimming at double cost, jumping by Strength, teleporting
 * to a place seen, moving while mounted.
 * Source: 000_7e14385943d7d1e7.txt §Special Types of Movement.
 */

import type { MovementSpec } from '../../ruleset.js';

/** Each foot of climbing or swimming costs this many feet of movement (in Strife: leaving a zone with `terrain difficult`). */
export const CLIMB_FACTOR = 2;

/**
 * How far a move goes, for the checks of a script and the engine: the `speed` stat (a flier's fly
 * speed is the same), one `move` a turn; a longer move stops on the way and goes on next turn
 * [assumption: the chapter does not say]; climbing or swimming out of a zone with `terrain difficult`
 * costs two feet per foot. (Jumps and teleports have their own reach: rules below.)
 */
export const RPGSTUCK_MOVEMENT: MovementSpec = {
    speed: stats => stats.speed ?? 30,
    actions: { move: 1 },
    tooFar: 'stops',
    difficultTerrainFactor: CLIMB_FACTOR,
    // §Mounted Combat: the rider moves at its mount's speed.
    ridersMoveAtMountSpeed: true,
};

/**
 * How far a jump goes, in feet: STR across with a 10-ft running start, half without (rounded down
 * [assumption]); never less than 0. (Up: 3 + STR, halved the same way — zones have no heights, so
 * Strife measures only the distance across.)
 */
export function jumpDistance(str: number, runningStart: boolean): number {
    const across = Math.max(0, str);
    return runningStart ? across : Math.floor(across / 2);
}

/**
 * Whether a teleport may go to a place: it must be seen (not in heavy obscuration) and within range;
 * the place must be unoccupied [assumption: a zone always has a free place]. @returns why not, or undefined.
 */
export function teleportRefusal(distance: number, range: number, seen: boolean): string | undefined {
    if (range <= 0) return 'it cannot teleport (no `teleport` range)';
    if (!seen) return 'it cannot see that place (heavy obscuration)';
    if (distance > range) return `that place is ${distance} ft away, past its ${range}-ft range`;
    return undefined;
}

/** Mounting takes half the rider's speed; dismounting half the mount's (rounded down [assumption]). */
export function mountCost(speed: number): number {
    return Math.floor(Math.max(0, speed) / 2);
}
