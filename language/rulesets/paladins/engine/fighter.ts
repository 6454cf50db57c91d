/**
 * A Paladins combatant's state during a fight: the three pools (HEA is the shared `hp`), conditions,
 * death saves, the reaction of the round and the bookkeeping regeneration needs.
 * Source: 002_508f9552a4514e32.txt §Damage, §Health Damage, §Stamina Damage, §Types.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { ConditionModel, InstanceModel } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import { type ActiveCondition, addCondition, describeCondition, isConditionName } from '../rules/conditions.js';

/** What Paladins calls a combatant's hit points (health), as the log prints them. */
export const HEA_NAME = 'HEA';

export interface PaladinsFighter extends Fighter {
    /** A player character (`character`): wins initiative ties and is always dying at 0 HEA. */
    readonly character: boolean;
    sta: number;
    readonly maxSta: number;
    wil: number;
    readonly maxWil: number;
    conditions: ActiveCondition[];
    deathSaves: { successes: number; failures: number };
    /** Three death saves made: unconscious but no longer dying. */
    stable: boolean;
    /** Initiative total, once rolled. */
    initiative?: number;
    /** Turns begun so far (skipped surprise turns do not count). */
    turns: number;
    /** Drained STA: at the end of this turn (by `turns`) exposed ends and d8 + END STA returns. */
    recoverAtTurn?: number;
    /** Round in which the reaction was used. */
    reactionRound?: number;
    /** The effect this fighter concentrates on: the attack that made it and its WIL rating. */
    concentration?: { readonly attack: string; readonly rating: number; readonly sinceTurn: number };
    /** Spent during the current turn (regeneration needs to know). */
    spentSta: boolean;
    spentWil: boolean;
    /** Last round of a melee exchange with each foe, by id (for tactics' opportunity attacks). */
    readonly engaged: Map<string, number>;
}

/** A fresh fighter: every pool at its maximum, no conditions. */
export function createPaladinsFighter(instance: InstanceModel): PaladinsFighter {
    const s = instance.model.stats;
    return {
        id: instance.id,
        side: instance.side,
        model: instance.model,
        hp: s.HEA,
        maxHp: s.HEA,
        status: 'active',
        character: instance.model.kind === 'character',
        sta: s.STA,
        maxSta: s.STA,
        wil: s.WIL,
        maxWil: s.WIL,
        conditions: [],
        deathSaves: { successes: 0, failures: 0 },
        stable: false,
        turns: 0,
        spentSta: false,
        spentWil: false,
        engaged: new Map(),
        // Set during a fight; present from the start so every fighter keeps one shape (monomorphic reads).
        initiative: undefined,
        recoverAtTurn: undefined,
        reactionRound: undefined,
        concentration: undefined,
        plan: undefined,
    };
}

/**
 * The conditions a participant line starts it with (`Kara is prone and bleeding 2`): each as
 * written, with its rating, source, duration and save. `dying` means HEA at 0 (§Health Damage): the
 * combatant starts at 0 HEA, unconscious and dying; `unconscious` alone starts it unconscious at its
 * HEA, without death saves (the seed: unconscious from a wound comes with dying, from anything else
 * not).
 */
export function applyStartingConditions(f: PaladinsFighter, conditions: readonly ConditionModel[]): void {
    for (const c of conditions) {
        if (!isConditionName(c.name)) continue; // refused by the checks
        if (c.name === 'dying') {
            f.hp = Math.min(f.hp, 0);
            addCondition(f, { name: 'unconscious' });
        }
        if (c.name === 'dying' || c.name === 'unconscious') {
            if (f.status === 'active') f.status = 'unconscious';
        }
        addCondition(f, {
            name: c.name,
            ...(c.value !== undefined ? { rating: c.value } : {}),
            ...(c.source !== undefined ? { source: c.source } : {}),
            ...(c.rounds !== undefined ? { roundsLeft: c.rounds } : {}),
            ...(c.save ? { save: c.save } : {}),
        });
    }
}

/** Its conditions as the log lists them after its status: unconsciousness is said once, as the status, unless it is up. */
export function conditionWords(f: PaladinsFighter): string[] {
    const words: string[] = [];
    for (const c of f.conditions) if (c.name !== 'unconscious' || f.status === 'active') words.push(describeCondition(c));
    return words;
}

/** The final state as logs print it: HEA as the shared hp, STA and WIL, death saves while they matter. */
export function snapshotOf(f: PaladinsFighter): FighterSnapshot {
    const resources: Record<string, number> = { STA: f.sta, WIL: f.wil };
    if (f.deathSaves.successes + f.deathSaves.failures > 0) {
        resources.death_save_successes = f.deathSaves.successes;
        resources.death_save_failures = f.deathSaves.failures;
    }
    const conditions = conditionWords(f);
    if (f.stable) conditions.push('stable');
    if (f.concentration) conditions.push(`concentrating (${f.concentration.attack})`);
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, hpName: HEA_NAME, resources, conditions };
}

/** A stat of the fighter's stat block (0 when absent). */
export function statOf(f: PaladinsFighter, name: string): number {
    return f.model.stats[name] ?? 0;
}
