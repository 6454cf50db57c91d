/**
 * A Vaxia combatant during a fight: its stats and skills, damage counted up from 0 against LIF,
 * a running stay-conscious hold, hazard exposure, and — for vehicles — its crew.
 * hp = LIF − damage (it goes below 0: unconscious from 0, dead at −LIF; a vehicle disabled from 0,
 * destroyed at −LIF). Source: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead,
 * §Staying Conscious, §Understanding Vehicle Stats, §Vehicle Death.
 */
import type { FighterSnapshot } from '../../../engine/log.js';
import type { InstanceModel } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import { AVERAGE_STAT, STAT_NAMES, type StatName } from '../rules/understanding-your-stats.js';

export interface VaxiaFighter extends Fighter {
    readonly stats: Readonly<Record<StatName, number>>;
    readonly skills: Readonly<Record<string, number>>;
    readonly lif: number;
    /** Damage taken so far (LIF left = lif − damage). */
    damage: number;
    /** Rounds of consciousness left after the round of the last stay-conscious roll, before the next. */
    holding: number;
    /** The round of the last successful stay-conscious roll while past 0 LIF (undefined: none running). */
    rolledIn?: number;
    readonly isVehicle: boolean;
    /** Closed vehicle: lends its END to those aboard against outside attacks. */
    readonly closed: boolean;
    readonly shields: boolean;
    readonly gunPorts: boolean;
    /** Electronics: EMP harms it (vehicles always). */
    readonly electronic: boolean;
    /** Breathes water: no drowning, and only the deep sea's cold and pressure. */
    readonly breathesWater: boolean;
    /** The vehicle it rides, until it leaps out. */
    aboard?: string;
    zone?: string;
    /** Flat absorb of armour against attacks, and of a shield while blocking. */
    readonly armor: number;
    readonly shield: number;
    /** Consecutive rounds exposed, by hazard key. */
    readonly exposure: Map<string, number>;
    /** Radiation's END penalty and frost's DEX penalty (option frost: dex_penalty). */
    endPenalty: number;
    dexPenalty: number;
}

export function createVaxiaFighter(instance: InstanceModel): VaxiaFighter {
    const m = instance.model;
    const stats = Object.fromEntries(STAT_NAMES.map(n => [n, m.stats[n] ?? AVERAGE_STAT])) as Record<StatName, number>;
    const lif = Math.max(1, m.stats.LIF ?? 1);
    return {
        id: instance.id,
        side: instance.side,
        model: m,
        hp: lif,
        maxHp: lif,
        status: 'active',
        stats,
        skills: m.groups.skills ?? {},
        lif,
        damage: 0,
        holding: 0,
        isVehicle: m.tags.includes('vehicle'),
        closed: m.tags.includes('vehicle') && !m.tags.includes('open'),
        shields: m.tags.includes('shields'),
        gunPorts: m.tags.includes('gun_ports'),
        electronic: m.tags.includes('vehicle') || m.tags.includes('electronic'),
        breathesWater: m.tags.includes('breathes_water'),
        ...(instance.aboard ? { aboard: instance.aboard } : {}),
        ...(instance.zone ? { zone: instance.zone } : {}),
        armor: m.stats.armor ?? 0,
        shield: m.stats.shield ?? 0,
        exposure: new Map(),
        endPenalty: 0,
        dexPenalty: 0,
    };
}

/** A stat with its running penalties (radiation on END, frost on DEX), never below 1. */
export function statOf(f: VaxiaFighter, name: StatName): number {
    const base = f.stats[name];
    const penalty = name === 'END' ? f.endPenalty : name === 'DEX' ? f.dexPenalty : 0;
    return Math.max(1, base - penalty);
}

/** The final state as logs print it: LIF as the pool, damage and any running penalties. */
export function snapshotOf(f: VaxiaFighter): FighterSnapshot {
    const resources: Record<string, number> = { damage: f.damage };
    if (f.rolledIn !== undefined) resources.conscious_rounds = f.holding;
    if (f.endPenalty) resources.END_penalty = f.endPenalty;
    if (f.dexPenalty) resources.DEX_penalty = f.dexPenalty;
    const conditions: string[] = [];
    if (f.isVehicle && f.status === 'unconscious') conditions.push('disabled');
    if (f.isVehicle && f.status === 'dead') conditions.push('destroyed');
    if (f.aboard) conditions.push(`aboard ${f.aboard}`);
    if (f.rolledIn !== undefined) conditions.push('staying conscious');
    return { id: f.id, side: f.side, status: f.status, hp: f.hp, maxHp: f.maxHp, hpName: 'LIF', resources, conditions };
}
