/**
 * An RPGStuck combatant during a fight: HP and temporary HP, its conditions (the shared
 * `ConditionSet`), the stat changes in force and the stat block they make (`current`, what attacks,
 * checks and defenses read), whom it holds in a grapple, what it has readied this turn (aim dice,
 * Assail, Avert, Block), cooldowns, breath, the hit points of its parts, its mount or rider, and what
 * a day carries (hit dice, a long rest taken). Where it stands is the engine's `Battlefield`; its
 * limited uses the engine's `UseLedger`.
 * Source: 000_7e14385943d7d1e7.txt §Hit Points and Stats, §Grappling with Grappling, §Called Shots
 * and Anatomy, §Mounted Combat, §Resting and Limited Abilities.
 */
import { ConditionSet } from '../../../engine/conditions.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { CombatantModel, InstanceModel } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import type { AimBlockDie } from '../rules/aim-and-block-dice.js';

/** A stat change in force: `modifies STR -2` (stat damage when it has no duration), a buff for some rounds. */
export interface StatChange {
    readonly stat: string;
    readonly value: number;
    /** Round ends left; undefined: it lasts (stat damage until a rest, a buff until the fight ends). */
    roundsLeft?: number;
}

/** One creature held in a grapple: who, how far away it was seized (it stays that far), and the part seized, if one. */
export interface Hold {
    readonly id: string;
    readonly distance: number;
    part?: string;
}

export interface RpgFighter extends Fighter {
    tempHp: number;
    /** Round ends the temporary HP last; undefined: the whole fight. */
    tempHpRounds?: number;
    readonly conditions: ConditionSet;
    changes: StatChange[];
    /** The stat block with `changes` applied: what its attacks, checks and defenses read. */
    current: CombatantModel;
    initiative?: number;
    /** Round its reaction was spent in. */
    reactionRound?: number;
    /** Scripted to Block this round (the reaction is spent on the first attack against it). */
    blockReady: boolean;
    /** Attacks its raised Block still covers this round. */
    blocksLeft: number;
    /** The creatures it grapples. */
    holds: Hold[];
    /** Aim dice readied this turn (the Aim minor action). */
    aims: AimBlockDie[];
    /** Round an Avert block die was readied in (good until its next turn). */
    avert?: number;
    assail: boolean;
    /** Round each attack was last used, for Cooldown (X). */
    readonly lastUsed: Map<string, number>;
    /** Turns started without air in a row. */
    breathless: number;
    /** Successful Medicine checks on its bleeding. */
    medicine: number;
    /** Hit points left of its parts that have their own (`artery_hp`…), by part. */
    readonly partHp: Map<string, number>;
    /** Its wings are destroyed: it never flies again. */
    wingless: boolean;
    /** The zone it has fallen to the bottom of (it falls there no more); undefined: not at a bottom. */
    fallenIn?: string;
    /** The instance it rides, and the one riding it. */
    mount?: string;
    rider?: string;
    /** Hit dice it may still spend today (characters). */
    hitDice: number;
    /** It has had its long rest today. */
    longRested: boolean;
}

/** The stat block `changes` make of `model` (the model itself when there are none). */
function applyChanges(model: CombatantModel, changes: readonly StatChange[]): CombatantModel {
    if (changes.length === 0) return model;
    const stats: Record<string, number> = { ...model.stats };
    for (const c of changes) stats[c.stat] = (stats[c.stat] ?? 0) + c.value;
    return { ...model, stats };
}

/** Recomputes `current` after `changes` changed. */
export function refreshStats(f: RpgFighter): void {
    f.current = applyChanges(f.model, f.changes);
}

/** The parts with hit points of their own of each stat block (`artery_hp 5` → artery: 5), worked out once per model. */
const PART_HP = new WeakMap<CombatantModel, readonly (readonly [string, number])[]>();

function partHpOf(model: CombatantModel): readonly (readonly [string, number])[] {
    let parts = PART_HP.get(model);
    if (!parts) {
        parts = Object.entries(model.stats)
            .filter(([name]) => name.endsWith('_hp') && name !== 'max_hp' && name !== 'temp_hp')
            .map(([name, value]) => [name.slice(0, -3), value] as const);
        PART_HP.set(model, parts);
    }
    return parts;
}

/** A fresh fighter from its instance: full HP (or the `hp` written), its parts' hit points. */
export function createRpgFighter(instance: InstanceModel): RpgFighter {
    const s = instance.model.stats;
    const parts = partHpOf(instance.model);
    // Most stat blocks have no parts with hit points: an empty map then, without iterating an empty list.
    const partHp = parts.length ? new Map<string, number>(parts) : new Map<string, number>();
    return {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        current: instance.model,
        maxHp: s.max_hp,
        hp: Math.min(s.hp ?? s.max_hp, s.max_hp),
        status: (s.hp ?? 1) <= 0 ? 'unconscious' : 'active',
        tempHp: Math.max(0, s.temp_hp ?? 0),
        conditions: new ConditionSet(),
        changes: [],
        blockReady: false,
        blocksLeft: 0,
        holds: [],
        aims: [],
        assail: false,
        lastUsed: new Map(),
        breathless: 0,
        medicine: 0,
        partHp,
        wingless: false,
        hitDice: Math.max(1, s.level ?? 1),
        longRested: false,
        // Set during a fight; present from the start so every fighter keeps one shape (monomorphic reads).
        tempHpRounds: undefined,
        initiative: undefined,
        reactionRound: undefined,
        avert: undefined,
        fallenIn: undefined,
        mount: undefined,
        rider: undefined,
        plan: undefined,
    };
}

/** Who holds `f` in a grapple, if anyone (the first grappler). */
export function grapplerOf(f: RpgFighter): string | undefined {
    return f.conditions.get('grappled')?.source;
}

/** Whether `f` is aloft: flying, not grounded, not prone. */
export function aloft(f: RpgFighter): boolean {
    return f.conditions.has('flying') && !f.conditions.has('grounded') && !f.conditions.has('prone');
}

export function snapshotOf(f: RpgFighter): FighterSnapshot {
    const resources: Record<string, number> = { temp_hp: f.tempHp };
    if (f.model.kind === 'character') resources.hit_dice = f.hitDice;
    const conditions = f.conditions.list.map(c => `${c.name}${c.value ? ` (${c.value})` : ''}${c.source ? ` by ${c.source}` : ''}`);
    if (f.holds.length) conditions.push(`grappling ${f.holds.map(h => h.id).join(', ')}`);
    if (f.mount) conditions.push(`riding ${f.mount}`);
    for (const c of f.changes) conditions.push(`${c.stat} ${c.value > 0 ? '+' : ''}${c.value}`);
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, resources, conditions };
}
