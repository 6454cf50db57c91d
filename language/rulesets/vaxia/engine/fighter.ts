/**
 * A Vaxia combatant during a fight: its stats and skills, damage counted up from 0 against LIF,
 * a running stay-conscious hold, hazard exposure, the conditions it holds and the stat changes in
 * force, and — for vehicles — its crew. hp = LIF − damage (it goes below 0: unconscious from 0,
 * dead at −LIF; a vehicle disabled from 0, destroyed at −LIF). A fighter of a day's party starts
 * from what it carried out of the last fight (`VaxiaCarried`).
 * Source: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead, §Staying Conscious,
 * §Understanding Vehicle Stats, §Vehicle Death, §What counts as combat?, §Environmental Damage
 * Base Damage Chart (radiation's and frost's penalties).
 */
import { type ActiveCondition, ConditionSet } from '../../../engine/conditions.js';
import type { FighterSnapshot } from '../../../engine/log.js';
import type { ConditionModel, InstanceModel, PlannedTurn } from '../../../engine/model.js';
import type { Fighter } from '../../ruleset.js';
import type { PpRounding } from '../rules/ruling-narration.js';
import { AVERAGE_STAT, STAT_NAMES, type StatName } from '../rules/understanding-your-stats.js';
import { vehicleState } from '../rules/vehicle-death.js';
import { BASE_DIFFICULTY } from '../rules/what-counts-as-combat.js';
import { woundState } from '../rules/wounded-unconscious-and-dead.js';

/** What Vaxia calls a combatant's hit points (life), as the log prints them. */
export const LIF_NAME = 'LIF';

/** A `modifies` effect in force: a stat raised or lowered for some rounds. */
export interface StatChange {
    readonly stat: StatName;
    readonly value: number;
    /** Rounds left, counted down at the end of each round. */
    roundsLeft: number;
    /** Who caused it and with what (`Hexer's Weaken`), for the log. */
    readonly cause: string;
}

/** What a broken-free condition needs: more PP than it landed with, against this difficulty. */
export interface Hold {
    readonly pp: number;
    readonly difficulty: number;
}

/** What a day's party member carries from one fight to the next (see engine/days.ts). */
export interface VaxiaCarried {
    readonly damage: number;
    /** Rounds left of a stay-conscious hold still running (undefined: none). */
    readonly holding?: number;
    /** The held conditions that outlast the fight (no duration, not ended by the fight's end). */
    readonly conditions: readonly ConditionModel[];
    /** The party's best INT + healing and INT + repair mights among those up at the end of the fight; 0: nobody with the skill. */
    readonly healer: number;
    readonly mechanic: number;
    /** The PP rounding in force, for the rolls of a rest. */
    readonly rounding: PpRounding;
}

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
    /** Physical attacks a disarm took away this fight, with who took each (§Attacking and Defending). */
    disarmed?: Map<string, string>;
    zone?: string;
    /** Flat absorb of armour against attacks, and of a shield while blocking. */
    readonly armor: number;
    readonly shield: number;
    /** Consecutive rounds exposed, by hazard key; made on first exposure (most fights have no hazards). */
    exposure: Map<string, number> | undefined;
    /** The conditions of the table it holds now (starting, inflicted, from hazards). */
    readonly conditions: ConditionSet;
    /**
     * For each inflicted condition a `save` can break: the PP it landed with and the break's
     * difficulty; made on first use (few fighters ever hold one, and every fighter of every run made a Map).
     */
    holds: Map<ActiveCondition, Hold> | undefined;
    /** `modifies` effects in force. */
    readonly changes: StatChange[];
    /** What conditions and changes add to each stat (irradiated, frostbitten, modifies), kept by `refresh`. */
    shift: Record<StatName, number>;
    /** The `penalized` ratings held, summed: off every might (kept by `refresh`). */
    penalty: number;
    /**
     * The penalty of this round's post (its `plan`) as written (every action counted, worked out on
     * first use) and as settled (only the actions taken, posts.ts); the round's scene clears both. On
     * the fighter so that a round's many reads of them are field reads, not look-ups by id.
     */
    declaredPenalty: number | undefined;
    settledPenalty: number | undefined;
    /** The last turn tactics planned that only strikes a foe, reused while it stays the same (tactics.ts). */
    planned: PlannedTurn | undefined;
}

const noShift = (): Record<StatName, number> => ({ STR: 0, DEX: 0, END: 0, INT: 0, SPIR: 0, CHA: 0, CON: 0, AWA: 0 });

/** Each stat block's eight stats (an unwritten one average), worked out once: stat blocks do not change during a simulation. */
const STATS_OF = new WeakMap<InstanceModel['model'], Readonly<Record<StatName, number>>>();

function statsOf(m: InstanceModel['model']): Readonly<Record<StatName, number>> {
    let stats = STATS_OF.get(m);
    if (!stats) STATS_OF.set(m, (stats = Object.fromEntries(STAT_NAMES.map(n => [n, m.stats[n] ?? AVERAGE_STAT])) as Record<StatName, number>));
    return stats;
}

/**
 * A fighter for a fight: fresh, or resuming what it `carried` out of the last fight of a day; then
 * the conditions its participant line starts it with (`wounded 12` adds damage; the others are held).
 */
export function createVaxiaFighter(instance: InstanceModel, carried?: VaxiaCarried): VaxiaFighter {
    const m = instance.model;
    const stats = statsOf(m);
    const lif = Math.max(1, m.stats.LIF ?? 1);
    const f: VaxiaFighter = {
        id: instance.id,
        side: instance.side,
        model: m,
        hp: lif,
        maxHp: lif,
        status: 'active',
        stats,
        skills: m.groups.skills ?? {},
        lif,
        damage: carried?.damage ?? 0,
        holding: carried?.holding ?? 0,
        rolledIn: carried?.holding !== undefined ? 0 : undefined,
        isVehicle: m.tags.includes('vehicle'),
        closed: m.tags.includes('vehicle') && !m.tags.includes('open'),
        shields: m.tags.includes('shields'),
        gunPorts: m.tags.includes('gun_ports'),
        electronic: m.tags.includes('vehicle') || m.tags.includes('electronic'),
        breathesWater: m.tags.includes('breathes_water'),
        aboard: instance.aboard || undefined,
        zone: instance.zone || undefined,
        armor: m.stats.armor ?? 0,
        shield: m.stats.shield ?? 0,
        exposure: undefined,
        conditions: new ConditionSet(carried?.conditions),
        holds: undefined,
        // Set here, not when a disarm lands: one object shape for every fighter of a run.
        disarmed: undefined,
        changes: [],
        shift: noShift(),
        penalty: 0,
        declaredPenalty: undefined,
        settledPenalty: undefined,
        planned: undefined,
        plan: undefined,
    };
    if (instance.conditions)
        for (const c of instance.conditions) {
            if (c.name === 'wounded') f.damage += c.value ?? 0;
            else f.conditions.add(c);
        }
    if (f.conditions.list.length) {
        // A starting condition with a save: nothing inflicted it, so any PP break it, against its difficulty or the base.
        for (const c of f.conditions.list) if (c.save) (f.holds ??= new Map()).set(c, { pp: 0, difficulty: c.save.dc ?? BASE_DIFFICULTY });
        // Without conditions (and with no changes yet) the shift is none and the penalty 0, as written above.
        refresh(f);
    }
    f.hp = lif - f.damage;
    f.status = startingStatus(f);
    return f;
}

/** Dead at twice LIF (a vehicle destroyed); down when unconscious is held or past 0 without a hold running; else up. */
function startingStatus(f: VaxiaFighter): Fighter['status'] {
    const state = f.isVehicle ? vehicleState(f.lif, f.damage) : woundState(f.lif, f.damage);
    if (state === 'dead' || state === 'destroyed') return 'dead';
    if (f.conditions.has('unconscious')) return 'unconscious';
    if (state === 'unconscious' || state === 'disabled') return f.rolledIn !== undefined && !f.isVehicle ? 'active' : 'unconscious';
    return 'active';
}

/** Works out again what the conditions and changes held do to the stats and mights. */
export function refresh(f: VaxiaFighter): void {
    const shift = noShift();
    let penalty = 0;
    for (const c of f.conditions.list) {
        if (c.name === 'irradiated') shift.END -= c.value ?? 0;
        else if (c.name === 'frostbitten') shift.DEX -= c.value ?? 0;
        else if (c.name === 'penalized') penalty += c.value ?? 0;
    }
    for (const ch of f.changes) shift[ch.stat] += ch.value;
    f.shift = shift;
    f.penalty = penalty;
}

/** A stat with what the conditions and changes held do to it (radiation on END, frost on DEX, `modifies`), never below 1. */
export function statOf(f: VaxiaFighter, name: StatName): number {
    return Math.max(1, f.stats[name] + f.shift[name]);
}

/** A held condition as the log names it: `penalized 10`, `wet`. */
export function conditionLabel(c: Pick<ActiveCondition, 'name' | 'value'>): string {
    return c.value === undefined ? c.name : `${c.name} ${c.value}`;
}

const roundsWord = (n: number) => `${n} round${n === 1 ? '' : 's'}`;

/** The final state as logs print it: LIF as the pool, damage, the hold, conditions and changes with their rounds left. */
export function snapshotOf(f: VaxiaFighter): FighterSnapshot {
    const resources: Record<string, number> = { damage: f.damage };
    if (f.rolledIn !== undefined) resources.conscious_rounds = f.holding;
    const conditions: string[] = [];
    if (f.aboard) conditions.push(`aboard ${f.aboard}`);
    if (f.rolledIn !== undefined) conditions.push('staying conscious');
    for (const c of f.conditions.list) conditions.push(`${conditionLabel(c)}${c.roundsLeft !== undefined ? ` (${roundsWord(c.roundsLeft)})` : ''}`);
    for (const ch of f.changes) conditions.push(`${ch.stat} ${ch.value > 0 ? '+' : '−'}${Math.abs(ch.value)} (${roundsWord(ch.roundsLeft)})`);
    // §Vehicle Death: a vehicle is disabled at 0 LIF and destroyed at −LIF, as a creature is unconscious and dead.
    const statusWord = f.isVehicle && f.status !== 'active' ? (f.status === 'dead' ? 'destroyed' : 'disabled') : undefined;
    return {
        id: f.id,
        side: f.side,
        status: f.status,
        statusWord,
        // Unset but for a vehicle, as `statusWord`: a spread of `{ inanimate: true }` or `{}` took V8's slow path for every fighter of every run.
        inanimate: f.isVehicle ? true : undefined,
        hp: f.hp,
        maxHp: f.maxHp,
        hpName: LIF_NAME,
        resources,
        conditions,
    };
}
