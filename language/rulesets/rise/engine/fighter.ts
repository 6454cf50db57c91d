/**
 * A Rise combatant's state in a fight, its snapshot for the log, and the numbers read from it:
 * accuracy, defenses and the fatigue penalty. Source: 003_66faa831a56df10d.txt §Attack Rolls,
 * §Taking Damage, §Vital Rolls, §Desperate Exertion (fatigue).
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { AttackModel, InstanceModel } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import { type DefenseEffect, effectInForce, type Phase } from '../rules/combat-time.js';
import { fatiguePenalty } from '../rules/special-combat-abilities.js';

export interface RiseFighter extends Fighter {
    /** Monsters are defeated at 0 HP; characters take vital wounds below 0. */
    readonly monster: boolean;
    resistance: number;
    maxResistance: number;
    fatigue: number;
    readonly tolerance: number;
    /** Vital roll results, one per vital wound. */
    readonly vitalWounds: number[];
    /** Vital wounds already taken for the current negative-HP stretch (reset with HP at round end). */
    woundsThisRound: number;
    woundDefensePenalty: number;
    woundAccuracyPenalty: number;
    effects: DefenseEffect[];
    recoverUsed: boolean;
    /** Round at whose end an untreated vital wound kills. */
    diesAtEndOfRound?: number;
    conditions: string[];
    /** Unaware of attacks (a surprised side in round 1, until first attacked): −5 Armor and Reflex (§Awareness and Surprise). */
    unaware: boolean;
    /**
     * What each allied group's actions changed on this fighter in the current phase, by side id
     * (undefined while nothing has): a group does not see another group's changes in the phase they
     * happen in (§Resolving Actions). Cleared when a phase begins.
     */
    phaseChanges?: Map<string, PhaseChange>;
}

/** Changes to a fighter's numbers made by one allied group in the current phase. */
interface PhaseChange {
    /** Fatigue levels gained. */
    fatigue: number;
    /** Accuracy penalty gained (vital wounds). */
    accuracy: number;
    /** Defense penalty gained (vital wounds). */
    defense: number;
}

/** Notes that `side`'s action changed `f`'s `field` by `amount` this phase. */
export function recordPhaseChange(f: RiseFighter, side: string, field: keyof PhaseChange, amount: number): void {
    f.phaseChanges ??= new Map();
    let change = f.phaseChanges.get(side);
    if (!change) f.phaseChanges.set(side, (change = { fatigue: 0, accuracy: 0, defense: 0 }));
    change[field] += amount;
}

/** The part of `f`'s `field` changes this phase that the group `viewer` does not see yet: other groups' changes. */
function unseen(f: RiseFighter, viewer: string | undefined, field: keyof PhaseChange): number {
    if (viewer === undefined || !f.phaseChanges) return 0;
    let total = 0;
    for (const [side, change] of f.phaseChanges) if (side !== viewer) total += change[field];
    return total;
}

/** A fresh fighter for `instance`: full hit points and damage resistance, no fatigue or wounds. */
export function createRiseFighter(instance: InstanceModel): RiseFighter {
    const s = instance.model.stats;
    return {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        hp: s.hit_points,
        maxHp: s.hit_points,
        status: 'active',
        monster: instance.model.kind === 'creature',
        resistance: s.damage_resistance ?? 0,
        maxResistance: s.damage_resistance ?? 0,
        fatigue: 0,
        tolerance: s.fatigue_tolerance ?? 0,
        vitalWounds: [],
        woundsThisRound: 0,
        woundDefensePenalty: 0,
        woundAccuracyPenalty: 0,
        effects: [],
        recoverUsed: false,
        conditions: [],
        unaware: false,
    };
}

/** The log's view of `f`: hit points, damage resistance, fatigue and (characters) vital wounds. */
export function riseSnapshot(f: RiseFighter): FighterSnapshot {
    const resources: Record<string, number> = { damage_resistance: f.resistance, fatigue: f.fatigue };
    if (!f.monster) resources.vital_wounds = f.vitalWounds.length;
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, resources, conditions: [...f.conditions] };
}

/** Fatigue levels beyond the tolerance: each is −1 accuracy; 5 or more knocks out. */
export function fatiguePenaltyOf(f: RiseFighter): number {
    return fatiguePenalty(f.fatigue, f.tolerance);
}

/**
 * Accuracy with `attack`: the combatant's and the attack's, less fatigue and vital-wound penalties.
 * With `viewer` (the acting group's side), changes other groups made this phase are left out.
 */
export function accuracyOf(f: RiseFighter, attack: AttackModel, viewer?: string): number {
    const fatigue = fatiguePenalty(f.fatigue - unseen(f, viewer, 'fatigue'), f.tolerance);
    const wounds = f.woundAccuracyPenalty - unseen(f, viewer, 'accuracy');
    return (f.model.stats.accuracy ?? 0) + (attack.stats.accuracy ?? 0) - fatigue - wounds;
}

/**
 * The named defense in `round` and `phase`, with vital-wound penalties and the effects in force.
 * With `viewer` (the attacking group's side), penalties other groups inflicted this phase are left out.
 */
export function defenseOf(f: RiseFighter, defense: string, round: number, phase: Phase, viewer?: string): number {
    let value = (f.model.stats[defense] ?? 0) - (f.woundDefensePenalty - unseen(f, viewer, 'defense'));
    for (const e of f.effects) if (effectInForce(e, round, phase)) value += e.amount;
    return value;
}

/** A stat of the fighter's stat block (0 when absent). */
export function statOf(f: RiseFighter, name: string): number {
    return f.model.stats[name] ?? 0;
}
