/**
 * Rise's movement in feet: the speed a combatant moves at with each movement (its land speed, less
 * vital-wound penalties, quartered while prone, halved while squeezing, nothing while grappled), the
 * share of it each movement covers, what difficult terrain costs, and opposed initiative.
 * Source: 003_66faa831a56df10d.txt §Movement Modes, §Measuring Movement, §Movement Abilities,
 * §Movement Impediments, §Sprint, §Vital Rolls, §Initiative, §Being In A Grapple; prone's quarter
 * speed is the Rise core book's (an assumption, in the doc).
 */
import type { MovementSpec } from '../../ruleset.js';

/** A Medium biped's land speed, the default (the seed points to size categories; 30 ft is the core book's). */
export const DEFAULT_SPEED = 30;

/** Extra feet it costs to leave a zone of difficult terrain (§Movement Impediments). */
export const DIFFICULT_TERRAIN_COST = 5;

/** All movement is measured in 5-foot increments (§Measuring Movement). */
const INCREMENT = 5;

/**
 * The share of the speed each movement covers (sprint doubles land speed; a shove moves half; a
 * charge and an overrun move up to the speed).
 */
export const MOVEMENT_SHARES: Readonly<Record<string, number>> = { move: 1, sprint: 2, withdraw: 1, overrun: 1, charge: 1, shove: 0.5 };

/** What slows a mover: its state this phase. */
export interface SpeedState {
    /** Feet off the speed from vital wounds (2: 10 ft, 3: 5 ft). */
    readonly woundPenalty: number;
    /** Feet added or taken by `modifies speed` effects in force. */
    readonly change: number;
    readonly prone: boolean;
    readonly squeezing: boolean;
    readonly grappled: boolean;
}

/**
 * Feet one movement of `share` covers: the land speed, changed by effects and vital wounds (never
 * below 0), quartered while prone and halved while squeezing, rounded down to 5 ft; 0 while grappled.
 */
export function movementBudget(speed: number, share: number, s: SpeedState): number {
    if (s.grappled) return 0;
    let feet = Math.max(0, speed + s.change - s.woundPenalty) * share;
    if (s.prone) feet /= 4;
    if (s.squeezing) feet /= 2;
    return Math.floor(feet / INCREMENT) * INCREMENT;
}

/** Rise's movement model for the generic checks: the written speed, the shares, stop where it runs out, 5 ft to leave difficult terrain. */
export const RISE_MOVEMENT: MovementSpec = {
    speed: stats => stats.speed ?? DEFAULT_SPEED,
    actions: MOVEMENT_SHARES,
    tooFar: 'stops',
    difficultTerrain: DIFFICULT_TERRAIN_COST,
};

/**
 * An opposed initiative check: each rolls d10 + the speed it uses (§Initiative); `checker` (a blocker,
 * a reactor) wins only by beating the other (a tie goes to the creature acting on its own).
 */
export function beatsOnInitiative(checkerTotal: number, otherTotal: number): boolean {
    return checkerTotal > otherTotal;
}
