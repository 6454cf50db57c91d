/**
 * A Rise combatant's state in a fight, its snapshot for the log, and the numbers read from it:
 * accuracy, defenses and the fatigue penalty. Source: 003_66faa831a56df10d.txt §Attack Rolls,
 * §Taking Damage, §Vital Rolls, §Desperate Exertion (fatigue).
 */
import type { FighterSnapshot } from '../../engine/log.js';
import type { AttackModel, InstanceModel } from '../../engine/model.js';
import type { Fighter } from '../ruleset.js';

/** The two phases of a Rise round (§Phases). */
export type Phase = 'movement' | 'action';

/** A temporary change to all defenses, e.g. total defense (+2) or charge (−2). */
export interface DefenseEffect {
    readonly label: string;
    readonly amount: number;
    /** First round and phase it applies in. */
    readonly fromRound: number;
    readonly fromPhase: Phase;
    /** Last round it applies in. */
    readonly untilRound: number;
}

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
}

/** The encounter's Rise options (schema.ts RISE_OPTIONS), resolved. */
export interface RiseOptions {
    readonly monstersAtZero: 'dead' | 'unconscious';
    readonly negativeRounding: 'down' | 'toward_zero';
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
    };
}

/** The log's view of `f`: hit points, damage resistance, fatigue and (characters) vital wounds. */
export function riseSnapshot(f: RiseFighter): FighterSnapshot {
    const resources: Record<string, number> = { damage_resistance: f.resistance, fatigue: f.fatigue };
    if (!f.monster) resources.vital_wounds = f.vitalWounds.length;
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, resources, conditions: [...f.conditions] };
}

/** Fatigue levels beyond the tolerance: each is −1 accuracy; 5 or more knocks out. */
export function fatiguePenalty(f: RiseFighter): number {
    return Math.max(0, f.fatigue - f.tolerance);
}

/** Accuracy with `attack`: the combatant's and the attack's, less fatigue and vital-wound penalties. */
export function accuracyOf(f: RiseFighter, attack: AttackModel): number {
    return (f.model.stats.accuracy ?? 0) + (attack.stats.accuracy ?? 0) - fatiguePenalty(f) - f.woundAccuracyPenalty;
}

/** The named defense in `round` and `phase`, with vital-wound penalties and the effects in force. */
export function defenseOf(f: RiseFighter, defense: string, round: number, phase: Phase): number {
    let value = (f.model.stats[defense] ?? 0) - f.woundDefensePenalty;
    for (const e of f.effects) {
        const started = e.fromRound < round || (e.fromRound === round && (e.fromPhase === 'movement' || phase === 'action'));
        if (started && round <= e.untilRound) value += e.amount;
    }
    return value;
}

/** A stat of the fighter's stat block (0 when absent). */
export function statOf(f: RiseFighter, name: string): number {
    return f.model.stats[name] ?? 0;
}
