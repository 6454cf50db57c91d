/**
 * The pool attack: a handful of d20s, each compared with the target's armour class on its own.
 * Seed: 001_66230f9a082df360.txt (the opening paragraphs of "Combat Detailed" on raw 20 and raw 1),
 * §The Attack, §Critical Hits; advantage and disadvantage on pools follow the public rules
 * (enchantedrpg.com "Applying Vantage"), which the seed's §Sneak Attacks agrees with (the
 * advantage die is one more d20 in the pool).
 */
import type { VantageDamage } from '../options.js';
import { type Checked, type Dice, ER_CODES, fail, ok } from './checked.js';
import { dieHits } from './combat-detailed.js';
import { type CritDie, rollCritChain } from './critical-hits.js';
import type { Vantage } from './vantage.js';

/** Everything one attack against one target needs. Numbers are whole; AC and modifiers may be any sign. */
export interface PoolAttackSpec {
    /** Dice before vantage: skill dice (≤ 5) plus dice awarded beyond the cap. */
    readonly pool: number;
    /** The target's armour class (cover included). */
    readonly ac: number;
    /** Added to every die's face before comparing with AC (obscurement −n, shaken −2, …). */
    readonly toHit?: number;
    /** The Strength or Agility modifier, added once per attack. */
    readonly damageModifier: number;
    /** The weapon's weight, added once per attack (0 when not applicable). */
    readonly weaponWeight?: number;
    readonly vantage?: Vantage;
    /** A skill, weapon or circumstance grants crits on a natural 20 (check it with critical.ts). */
    readonly crits?: boolean;
    /** The target is paralyzed: one hitting die counts as a crit even without a 20 (§Restrictions). */
    readonly critOnAnyHit?: boolean;
    /** The target is in full cover against a ranged attack: no die can strike it, not even a 20 (§Cover). */
    readonly unstruck?: boolean;
    /** The target is petrified: only the crit chain's damage is dealt (§Restrictions). */
    readonly onlyCritDamage?: boolean;
    /** What vantage does to the damage of a hit (option `vantage_damage`). */
    readonly vantageDamage: VantageDamage;
}

/** One face of the pool. */
interface PoolDie {
    readonly face: number;
    /** False for the higher die of a two-keep-lower pair, which is shown but not used. */
    readonly kept: boolean;
    readonly hit: boolean;
}

/** The damage of one attack, part by part, before damage categories and dodges. */
interface DamageParts {
    /** 1 per hitting pool die. */
    readonly hitDice: number;
    /** The d3s of hitting crit dice. */
    readonly critDamage: number;
    readonly modifier: number;
    readonly weight: number;
    /** + or − from advantage / disadvantage (option `vantage_damage`). */
    readonly vantage: number;
    /** Only the crit chain's d3s count (a petrified target): the other parts are shown, not dealt. */
    readonly onlyCrit: boolean;
}

export interface PoolAttackResult {
    readonly dice: readonly PoolDie[];
    /** Kept pool dice that hit. */
    readonly hits: number;
    /** Kept pool dice showing a natural 20. */
    readonly natural20s: number;
    readonly crit: { readonly triggered: boolean; readonly dice: readonly CritDie[] };
    readonly critHits: number;
    readonly parts: DamageParts;
    /** Damage dealt, never below 0 (before resistance / vulnerability). */
    readonly damage: number;
    /** Dice hit but disadvantage (or a negative modifier) brought the damage to 0 or less: it acts as a miss. */
    readonly neutralized: boolean;
}

/** How many d20s are thrown and how: `count` dice all kept, or a pair keeping the lower. */
interface PoolShape {
    readonly count: number;
    readonly keepLowerPair: boolean;
}

/**
 * The dice actually thrown for a pool under vantage: advantage adds a d20 (it may exceed the cap),
 * disadvantage removes one; when no die would remain, two are thrown and the lower kept.
 * Source: public rules ("Applying Vantage"); seed §Sneak Attacks (the advantage die),
 * §Restrictions in Combat (Invisible: "all remaining dice").
 */
export function poolShape(pool: number, vantage: Vantage = 'none'): PoolShape {
    const count = vantageCount(pool, vantage);
    return count >= 1 ? { count, keepLowerPair: false } : { count: 1, keepLowerPair: true };
}

/** The d20s left under vantage (`poolShape`): below 1, a keep-lower pair is thrown instead. */
function vantageCount(pool: number, vantage: Vantage = 'none'): number {
    return pool + (vantage === 'advantage' ? 1 : 0) - (vantage === 'disadvantage' ? 1 : 0);
}

/** Rolls the pool's faces in order (a keep-lower pair is two draws). */
export function rollPoolFaces(dice: Dice, shape: PoolShape): { face: number; kept: boolean }[] {
    if (shape.keepLowerPair) {
        const a = dice.die(20);
        const b = dice.die(20);
        return a <= b
            ? [
                  { face: a, kept: true },
                  { face: b, kept: false },
              ]
            : [
                  { face: a, kept: false },
                  { face: b, kept: true },
              ];
    }
    // Sized once (every attack of every run rolls a pool): no growing by push.
    const faces = new Array<{ face: number; kept: boolean }>(shape.count);
    for (let i = 0; i < shape.count; i++) faces[i] = { face: dice.die(20), kept: true };
    return faces;
}

/** Rolls the vantage damage die (drawn last, only when the attack hit). */
function vantageDamage(dice: Dice, vantage: Vantage, mode: VantageDamage): number {
    if (vantage === 'none' || mode === 'none') return 0;
    const amount = mode === 'flat_2' ? 2 : dice.die(mode === 'one_d2' ? 2 : 3);
    return vantage === 'advantage' ? amount : -amount;
}

/** The parts and the crit of an attack that missed, or drew no crit chain (shared, never changed). */
const NO_PARTS: DamageParts = { hitDice: 0, critDamage: 0, modifier: 0, weight: 0, vantage: 0, onlyCrit: false };
const NO_CRIT: PoolAttackResult['crit'] = { triggered: false, dice: [] };

/**
 * Turns pool faces into the attack's result, drawing the crit chain and the vantage damage die
 * when the attack hits. Damage = hitting dice + modifier + weapon weight (once per attack) + crit
 * d3s ± vantage; no hit → nothing at all (and no further draws). Seed §The Attack, §Critical Hits.
 */
export function resolvePoolFaces(dice: Dice, faces: readonly { face: number; kept: boolean }[], spec: PoolAttackSpec): PoolAttackResult {
    const pool = new Array<PoolDie>(faces.length);
    for (let i = 0; i < faces.length; i++) pool[i] = poolDie(faces[i].face, faces[i].kept, spec);
    return resolvePool(dice, pool, spec);
}

/** One die of the pool: its face, whether it counts, and whether it hits (a kept die that meets the AC, unless nothing can be struck). */
function poolDie(face: number, kept: boolean, spec: PoolAttackSpec): PoolDie {
    return { face, kept, hit: dieHitsIn(face, kept, spec) };
}

/** Whether a die of the pool hits: kept, something can be struck, and it meets the AC. */
function dieHitsIn(face: number, kept: boolean, spec: PoolAttackSpec): boolean {
    return kept && !spec.unstruck && dieHits(face, spec.ac, spec.toHit ?? 0);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * `resolvePoolFaces` of the pool's dice, hits decided: the crit chain and vantage die drawn on a hit,
 * the damage and the result — written into `out` and `parts` (new ones unless the caller keeps
 * scratch ones, `rollPoolAttackScratch`).
 */
function resolvePool(
    dice: Dice,
    pool: readonly PoolDie[],
    spec: PoolAttackSpec,
    out: Mutable<PoolAttackResult> = newResult(),
    parts: Mutable<DamageParts> = newParts(),
): PoolAttackResult {
    const toHit = spec.toHit ?? 0;
    const vantage = spec.vantage ?? 'none';
    let hits = 0;
    let natural20s = 0;
    for (let i = 0; i < pool.length; i++) {
        if (pool[i].hit) hits++;
        if (pool[i].kept && pool[i].face === 20) natural20s++;
    }
    out.dice = pool;
    out.hits = hits;
    out.natural20s = natural20s;
    if (hits === 0) {
        out.crit = NO_CRIT;
        out.critHits = 0;
        out.parts = NO_PARTS;
        out.damage = 0;
        out.neutralized = false;
        return out;
    }
    const fromTwenty = spec.crits === true && natural20s > 0;
    const triggered = vantage !== 'disadvantage' && (fromTwenty || spec.critOnAnyHit === true);
    const chain = triggered ? rollCritChain(dice, spec.ac, toHit) : NO_CRIT.dice;
    let critDamage = 0;
    let critHits = 0;
    // Indexed: a for-of made an iterator on every hit of every run.
    for (let i = 0; i < chain.length; i++) {
        critDamage += chain[i].d3 ?? 0;
        if (chain[i].hit) critHits++;
    }
    parts.hitDice = hits;
    parts.critDamage = critDamage;
    parts.modifier = spec.damageModifier;
    parts.weight = spec.weaponWeight ?? 0;
    parts.vantage = vantageDamage(dice, vantage, spec.vantageDamage);
    // Always set, one object shape: this runs on every hit of a simulation.
    parts.onlyCrit = spec.onlyCritDamage === true;
    const damage = poolDamage(spec, hits, critDamage, parts.vantage);
    out.crit = triggered ? { triggered, dice: chain } : NO_CRIT;
    out.critHits = critHits;
    out.parts = parts;
    out.damage = damage;
    out.neutralized = damage === 0;
    return out;
}

/** A result with every field (one shape for every result, scratch or new), filled in by `resolvePool`. */
function newResult(): Mutable<PoolAttackResult> {
    return { dice: NO_DICE, hits: 0, natural20s: 0, crit: NO_CRIT, critHits: 0, parts: NO_PARTS, damage: 0, neutralized: false };
}

/** No dice yet (a new result's, before `resolvePool` fills it in; shared, never changed). */
const NO_DICE: readonly PoolDie[] = [];

/** Parts with every field, filled in by `resolvePool`. */
function newParts(): Mutable<DamageParts> {
    return { hitDice: 0, critDamage: 0, modifier: 0, weight: 0, vantage: 0, onlyCrit: false };
}

/**
 * The damage of a pool attack that hit (before its category's resistance): one per hitting die, the
 * crit chain's d3s, the damage modifier, the weapon's weight and the vantage die — or the crit d3s
 * alone for an attack that deals only crit damage; never below 0. The engine's roll and the hover's
 * exact odds both count it here. Source: 001_66230f9a082df360.txt §The Attack.
 */
export function poolDamage(
    spec: Pick<PoolAttackSpec, 'onlyCritDamage' | 'damageModifier' | 'weaponWeight'>,
    hitDice: number,
    critDamage: number,
    vantage: number,
): number {
    return Math.max(0, spec.onlyCritDamage ? critDamage : hitDice + critDamage + spec.damageModifier + (spec.weaponWeight ?? 0) + vantage);
}

/**
 * One pool attack against one target. Draws, in order: the pool's d20s, then the crit chain
 * (d20, d3 if it hit, …), then the vantage damage die. Returns every face and every part.
 * @param spec.pool a whole number ≥ 0 (dice counts come from the parser's dice terms).
 */
export function rollPoolAttack(dice: Dice, spec: PoolAttackSpec): PoolAttackResult {
    // The pool's dice rolled straight into the result (`rollPoolFaces`, then `resolvePoolFaces`, draw
    // for draw): every attack of every run of a simulation rolls one.
    const count = vantageCount(spec.pool, spec.vantage);
    if (count < 1) return resolvePoolFaces(dice, rollPoolFaces(dice, poolShape(spec.pool, spec.vantage)), spec);
    const pool = new Array<PoolDie>(count);
    for (let i = 0; i < count; i++) pool[i] = poolDie(dice.die(20), true, spec);
    return resolvePool(dice, pool, spec);
}

/**
 * `rollPoolAttack`, draw for draw, into scratch objects overwritten by the next call (its dice, their
 * list, its parts and the result): for a caller done with the result before it strikes again (the
 * engine's strike). Every attack of every run made a list, a die object per d20, parts and a result.
 */
export function rollPoolAttackScratch(dice: Dice, spec: PoolAttackSpec): PoolAttackResult {
    const count = vantageCount(spec.pool, spec.vantage);
    if (count < 1) return resolvePoolFaces(dice, rollPoolFaces(dice, poolShape(spec.pool, spec.vantage)), spec);
    const pool = scratchPool(count);
    for (let i = 0; i < count; i++) {
        const d = pool[i];
        d.face = dice.die(20);
        d.hit = dieHitsIn(d.face, true, spec);
    }
    return resolvePool(dice, pool, spec, SCRATCH_RESULT, SCRATCH_PARTS);
}

/** `rollPoolAttackScratch`'s result and parts (made once, overwritten by each call). */
const SCRATCH_RESULT = newResult();
const SCRATCH_PARTS = newParts();

/** `rollPoolAttackScratch`'s lists of kept dice, by count (each made on first use, its dice overwritten by each call). */
const SCRATCH_POOLS: Mutable<PoolDie>[][] = [];

function scratchPool(count: number): Mutable<PoolDie>[] {
    let pool = SCRATCH_POOLS[count];
    if (pool === undefined) {
        pool = new Array<Mutable<PoolDie>>(count);
        for (let i = 0; i < count; i++) pool[i] = { face: 0, kept: true, hit: false };
        SCRATCH_POOLS[count] = pool;
    }
    return pool;
}

/** The cap on dice an attack gets from combat skills (seed §Critical Hits: "the 5d20 limit"). */
export const SKILL_DICE_CAP = 5;

/**
 * The skill dice of an attack: one d20 per applicable combat skill, at most 5 unless a rule lets the
 * attack exceed the cap (advantage, sneak and crit dice always go beyond it). Seed §The Attack,
 * §Critical Hits ("the 5d20 limit"), §Throwing Items (the untrained have no dice to roll).
 * Errors: `enchanted-realms-pool-over-cap` for more than 5 skill dice without `exceedCap`;
 * `enchanted-realms-untrained-attack` for no skill dice at all, worded for both settings of
 * `untrained_attacks` (a stat block's checks do not know the options of the file that runs it): under
 * `none` the engine rolls nothing, under `two_keep_lower` two dice keeping the lower.
 */
export function attackPool(skills: number, exceedCap: boolean): Checked<number> {
    if (skills > SKILL_DICE_CAP && !exceedCap) {
        return fail(
            ER_CODES.poolOverCap,
            `${skills} skill dice exceed the 5d20 cap; only a rule such as a sneak attack or a crit adds dice beyond it`,
        );
    }
    if (skills === 0)
        return fail(
            ER_CODES.untrained,
            'no attack dice: its skills grant none (§Throwing Items: the untrained have no dice to roll). Under untrained_attacks: none (the default) its pool is not rolled: the line is spent, the log says it is untrained, and only a sneak attack still rolls its own dice; under two_keep_lower two d20s are thrown and the lower kept (advantage leaves one d20). Effect items (`throw_item`) are thrown by anyone',
        );
    return ok(skills);
}
