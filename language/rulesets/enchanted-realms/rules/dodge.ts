/**
 * Dodge, rebuff and deflect: the reactions that turn a hitting die aside after the damage is rolled.
 * Seed: 001_66230f9a082df360.txt §Critical Hits (a reaction comes after the attack and all its crits
 * are rolled; dodge and its like never work against a natural 20 or the damage it brings). How the
 * die is turned aside is the public rules' ("Dodge & Deflect": a d6 against the lowest hitting d20,
 * two d6s keeping the worse under disadvantage) — an assumption where the skill says no more.
 */
import type { Dice } from './checked.js';
import type { PoolAttackResult, PoolAttackSpec } from './the-attack.js';
import { rollSingle, type Vantage } from './vantage.js';

/** What a dodge did: the d6 faces, the die it aimed at and its value after, whether that die now misses, and the attack after. */
export interface DodgeResult {
    readonly faces: readonly number[];
    readonly kept: number;
    /** The raw face of the hitting die aimed at. */
    readonly face: number;
    /** That die + to-hit − the d6. */
    readonly adjusted: number;
    readonly avoided: boolean;
    /**
     * The attack after: fewer hits, its damage parts and damage. Its pool dice (and `neutralized`)
     * stay as rolled — the attack was logged before the reaction, and the strike reads only hits,
     * parts and damage from here on.
     */
    readonly result: PoolAttackResult;
}

/**
 * Rolls a dodge (or rebuff, or deflect) against a hit `r`: a d6 (two under vantage) taken off the
 * lowest hitting pool die that is not a natural 20; below the AC, that die no longer hits — one
 * point less, and with no hit left no damage at all (not even the modifiers). Crit dice are never
 * touched (they come from a natural 20). Undefined, with no draw, when every hitting die is a
 * natural 20. Draws 1 d6 (2 under vantage).
 */
export function dodgeDie(dice: Dice, r: PoolAttackResult, spec: PoolAttackSpec, vantage: Vantage): DodgeResult | undefined {
    let aim = -1;
    // A loop, not forEach with a closure: asked on every blow that may be dodged.
    for (let i = 0; i < r.dice.length; i++) {
        const d = r.dice[i];
        if (d.hit && d.face !== 20 && (aim < 0 || d.face < r.dice[aim].face)) aim = i;
    }
    if (aim < 0) return undefined;
    const roll = rollSingle(dice, 6, vantage);
    const face = r.dice[aim].face;
    const adjusted = face + (spec.toHit ?? 0) - roll.kept;
    const avoided = adjusted < spec.ac;
    if (!avoided) return { faces: roll.faces, kept: roll.kept, face, adjusted, avoided, result: r };
    const hits = r.hits - 1;
    const p = r.parts;
    const raw = spec.onlyCritDamage ? p.critDamage : hits + p.critDamage + p.modifier + p.weight + p.vantage;
    const damage = hits === 0 ? 0 : Math.max(0, raw);
    const result: PoolAttackResult = { ...r, hits, parts: { ...p, hitDice: hits }, damage };
    return { faces: roll.faces, kept: roll.kept, face, adjusted, avoided, result };
}
