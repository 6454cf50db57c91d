/**
 * Environment: cover, falling, forced movement into walls and into other creatures, special
 * movement, light. Source: 000_7e14385943d7d1e7.txt §Environmental Factors, §Special Types of
 * Movement, §Light and Darkness, §Other Hit Bonuses/Maluses.
 */
import type { DefenseName } from './attack-roll.js';

export type Cover = 'none' | 'half' | 'three_quarters' | 'full';

/**
 * Cover against an attack on `defense`: half +2, three-quarters +4 to AC and Reflex only; full
 * cover makes the creature untargetable. §Other Hit Bonuses calls partial cover a hit malus: the
 * number is the same whether added to the defense or taken off the roll.
 */
export function coverBonus(cover: Cover, defense: DefenseName): { readonly bonus: number; readonly targetable: boolean } {
    if (cover === 'full') return { bonus: 0, targetable: false };
    if (defense !== 'AC' && defense !== 'reflex') return { bonus: 0, targetable: true };
    return { bonus: cover === 'half' ? 2 : cover === 'three_quarters' ? 4 : 0, targetable: true };
}

/** Falling: 1d6 per full 10 ft fallen (number of d6). */
export function fallingDice(feet: number): number {
    return Math.max(0, Math.floor(feet / 10));
}

/**
 * Forced movement stopped by a hard surface: one unit of damage per full 5 ft it could not move.
 * The unit is P (a player) or T (the tier of a monster that inflicted it).
 * @returns the number of units and the damage for the given unit value.
 */
export function wallImpact(intendedFeet: number, movedFeet: number, unitValue: number): { readonly units: number; readonly damage: number } {
    const units = Math.max(0, Math.floor((intendedFeet - movedFeet) / 5));
    return { units, damage: units * unitValue };
}

/**
 * Forced into another creature: if the second creature is hit (or fails its check, or cannot be
 * moved through) the damage is split evenly; otherwise the first takes it all. An odd point goes to
 * the moved creature [assumption].
 */
export function collision(damage: number, secondAffected: boolean): { readonly first: number; readonly second: number } {
    if (!secondAffected) return { first: damage, second: 0 };
    const second = Math.floor(damage / 2);
    return { first: damage - second, second };
}

/**
 * Several parties colliding together: pool everyone's damage and share it evenly; leftover points go
 * to the first parties in order [assumption].
 */
export function pooledCollision(damages: readonly number[]): number[] {
    const total = damages.reduce((a, b) => a + b, 0);
    const n = damages.length;
    if (n === 0) return [];
    const share = Math.floor(total / n);
    const left = total - share * n;
    return damages.map((_, i) => share + (i < left ? 1 : 0));
}

/**
 * Several creatures crash into one centre creature without touching each other: each pair splits its
 * own impact. Returns each mover's damage and the centre's instances (one per mover).
 */
export function hubCollision(damages: readonly number[]): { readonly movers: number[]; readonly centre: number[] } {
    const splits = damages.map(d => collision(d, true));
    return { movers: splits.map(s => s.first), centre: splits.map(s => s.second) };
}

/** Movement modes that cost an extra foot per foot. */
export type MoveMode = 'walk' | 'climb' | 'swim' | 'fly' | 'teleport';

/** Feet of speed spent to move `feet`: climbing and swimming cost double. */
export function movementCost(feet: number, mode: MoveMode): number {
    return mode === 'climb' || mode === 'swim' ? 2 * feet : feet;
}

/**
 * Jump distances: STR feet across and 3 + STR up with a 10-ft run-up; halved without one
 * [assumption: halves round down].
 */
export function jump(str: number, runningStart: boolean): { readonly horizontal: number; readonly vertical: number } {
    const h = Math.max(0, str);
    const v = Math.max(0, 3 + str);
    return runningStart ? { horizontal: h, vertical: v } : { horizontal: Math.floor(h / 2), vertical: Math.floor(v / 2) };
}

export type Light = 'bright' | 'dim' | 'dark';

/**
 * Light: dim light is light obscuration (disadvantage on sight-based Perception), darkness is heavy
 * (creatures in it cannot be seen). Attacking a target you cannot see: one disadvantage.
 */
export function lightEffects(
    light: Light,
    attackerSeesTarget?: boolean,
): { readonly perceptionDisadvantage: boolean; readonly attackDisadvantage: number } {
    const seen = attackerSeesTarget ?? light !== 'dark';
    return { perceptionDisadvantage: light === 'dim', attackDisadvantage: seen ? 0 : 1 };
}
