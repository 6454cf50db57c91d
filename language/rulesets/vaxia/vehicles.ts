/**
 * Vehicles: anything that carries characters about the battlefield, from a horse to a tank.
 * Source: 004_941aee309a07cd38.txt §Understanding Vehicle Stats, §Vehicle Combat, §Open Vehicles,
 * §Non-combat piloting, §Vehicle Death.
 */
import { issue, type VaxiaIssue } from './issues.js';
import { VaxiaInputError } from './ruling.js';

/** A vehicle's four stats; `closed` when it encloses pilot and passengers (a shuttle, not a bike). */
export interface Vehicle {
    readonly name: string;
    /** Its hit points: 0 disables it, −LIF destroys it. */
    readonly LIF: number;
    /** Armour: stands in for the END might of those aboard against outside attacks. */
    readonly END: number;
    /** Weapons or ramming power: replaces the pilot's STR. */
    readonly STR: number;
    /** Manoeuvrability: the cap on the pilot's DEX might. */
    readonly DEX: number;
    readonly closed: boolean;
    /** Shield capability: lets the vehicle block. */
    readonly shields?: boolean;
}

export interface Pilot {
    readonly DEX: number;
    readonly INT: number;
    /** The piloting skill (a combat skill while flying). */
    readonly piloting: number;
}

/** The pilot's DEX might, capped by the vehicle's DEX (§Understanding Vehicle Stats). */
export function cappedDexMight(pilot: Pilot, vehicle: Vehicle): number {
    return Math.min(pilot.DEX + pilot.piloting, vehicle.DEX);
}

/**
 * The pilot's three combat mights (§Vehicle Combat): DEX = pilot DEX + piloting (capped by the
 * vehicle's DEX), STR = vehicle STR + piloting (attacks and rams), END = vehicle END + piloting.
 * One roll covers flying and fighting.
 */
export function pilotCombatMights(pilot: Pilot, vehicle: Vehicle): { readonly DEX: number; readonly STR: number; readonly END: number } {
    return { DEX: cappedDexMight(pilot, vehicle), STR: vehicle.STR + pilot.piloting, END: vehicle.END + pilot.piloting };
}

/** Non-combat piloting is a Tech roll, DEX and INT, same skill, same DEX cap (§Non-combat piloting). */
export function pilotTechMights(pilot: Pilot, vehicle: Vehicle): { readonly DEX: number; readonly INT: number } {
    return { DEX: cappedDexMight(pilot, vehicle), INT: pilot.INT + pilot.piloting };
}

export type Aboard = 'pilot' | 'passenger';

export interface IncomingAttack {
    /** The attack comes from outside the vehicle (not from someone aboard). */
    readonly fromOutside: boolean;
    /** The attacker aims at the vehicle itself rather than someone aboard. */
    readonly targetsVehicle: boolean;
}

/**
 * The END might that soaks an attack on someone aboard (§Vehicle Combat, §Open Vehicles):
 *  - leaping out, or attacked from inside: their own END might;
 *  - closed vehicle, outside attack: the vehicle's END (+ piloting for the pilot, who rolls it as a
 *    combat might; a passenger has no piloting to add — our reading);
 *  - open vehicle: their own END, unless the attacker targets the vehicle (then its stats).
 */
export function soakingEndMight(
    role: Aboard,
    ownEndMight: number,
    pilot: Pilot | undefined,
    vehicle: Vehicle,
    attack: IncomingAttack,
    leaping = false,
): number {
    if (leaping || !attack.fromOutside) return ownEndMight;
    if (!vehicle.closed && !attack.targetsVehicle) return ownEndMight;
    return vehicle.END + (role === 'pilot' && pilot ? pilot.piloting : 0);
}

/**
 * Whether someone aboard may roll to dodge: only the vehicle (its pilot) dodges, unless a passenger
 * or the pilot leaps out, using their own stats (§Vehicle Combat, §Open Vehicles).
 */
export function mayDodge(role: Aboard, leaping: boolean): boolean {
    return leaping || role === 'pilot';
}

export type VehicleAction = 'attack' | 'dodge' | 'block' | 'parry';

/**
 * Vehicle actions (§Vehicle Combat): attack and dodge; block only with shields; parry stands for
 * targeting an enemy vehicle's guns. Anything else is `vaxia.vehicle-action`.
 */
export function checkVehicleAction(action: string, vehicle: Vehicle): VaxiaIssue | undefined {
    if (action === 'attack' || action === 'dodge' || action === 'parry') return undefined;
    if (action === 'block') {
        return vehicle.shields ? undefined : issue('vaxia.vehicle-action', `${vehicle.name} has no shields, so it cannot block`);
    }
    return issue('vaxia.vehicle-action', `a vehicle can only attack or dodge (block with shields; parry by targeting guns), not ${action}`);
}

export type VehicleState = 'operational' | 'disabled' | 'destroyed';

/** LIF left > 0 operational; ≤ 0 disabled (immobile, cannot fight or dodge); ≤ −LIF destroyed. */
export function vehicleState(lif: number, damage: number): VehicleState {
    const left = lif - damage;
    if (left <= -lif) return 'destroyed';
    if (left <= 0) return 'disabled';
    return 'operational';
}

/**
 * Repair: one LIF per PP of the repair roll; crossing back above 0 makes it operational again.
 * @throws VaxiaInputError `vaxia.vehicle-destroyed` — a destroyed vehicle cannot be repaired.
 */
export function repairVehicle(lif: number, damage: number, pp: number): { readonly damage: number; readonly state: VehicleState } {
    if (vehicleState(lif, damage) === 'destroyed') {
        throw new VaxiaInputError('vaxia.vehicle-destroyed', 'a destroyed vehicle is beyond repair (only parts can be salvaged)');
    }
    const left = Math.max(0, damage - Math.max(0, pp));
    return { damage: left, state: vehicleState(lif, left) };
}

/** `vaxia.aboard-twice` for each character listed aboard more than one vehicle (first listing wins). */
export function checkBoarding(crews: readonly { readonly vehicle: string; readonly aboard: readonly string[] }[]): VaxiaIssue[] {
    const seen = new Map<string, string>();
    const issues: VaxiaIssue[] = [];
    for (const crew of crews) {
        for (const who of crew.aboard) {
            const first = seen.get(who);
            if (first !== undefined && first !== crew.vehicle) {
                issues.push(issue('vaxia.aboard-twice', `${who} is aboard ${first} and ${crew.vehicle}; a character rides one vehicle`));
            } else if (first === undefined) seen.set(who, crew.vehicle);
        }
    }
    return issues;
}

/** `vaxia.vehicle-stat` for a vehicle stat that is not a whole number ≥ 1. */
export function checkVehicle(vehicle: Vehicle): VaxiaIssue[] {
    const out: VaxiaIssue[] = [];
    for (const [name, value] of [
        ['LIF', vehicle.LIF],
        ['END', vehicle.END],
        ['STR', vehicle.STR],
        ['DEX', vehicle.DEX],
    ] as const) {
        if (!Number.isInteger(value) || value < 1)
            out.push(issue('vaxia.vehicle-stat', `${vehicle.name} ${name} ${value} must be a whole number ≥ 1`));
    }
    return out;
}

/**
 * A vehicle's mights when it stands against an attack or a ram (§Vehicle Combat: the vehicle's END
 * and the pilot's capped DEX might decide): [capped DEX might, vehicle END + piloting].
 * Assumption: the piloting skill adds to END here as in the pilot's three combat mights.
 */
export function vehiclePassiveMights(pilot: Pilot, vehicle: Vehicle): readonly [number, number] {
    const m = pilotCombatMights(pilot, vehicle);
    return [m.DEX, m.END];
}
