/**
 * Vehicles: the pilot's capped mights, END lent to those aboard, allowed actions, disabled and
 * destroyed states, repair. Seed: 004_941aee309a07cd38.txt §Understanding Vehicle Stats,
 * §Vehicle Combat, §Open Vehicles, §Non-combat piloting, §Vehicle Death.
 */
import { describe, expect, it } from 'vitest';
import {
    cappedDexMight,
    checkBoarding,
    checkVehicle,
    checkVehicleAction,
    mayDodge,
    pilotCombatMights,
    pilotTechMights,
    repairVehicle,
    soakingEndMight,
    vehiclePassiveMights,
    vehicleState,
    type Vehicle,
} from '../../language/rulesets/vaxia/vehicles.js';
import { VaxiaInputError } from '../../language/rulesets/vaxia/ruling.js';

const fighterJet: Vehicle = { name: 'Jet', LIF: 50, END: 60, STR: 50, DEX: 40, closed: true };
const bike: Vehicle = { name: 'Bike', LIF: 20, END: 30, STR: 20, DEX: 60, closed: false };
const ace = { DEX: 30, INT: 35, piloting: 20 };
const rookie = { DEX: 15, INT: 20, piloting: 20 };

describe('§Understanding Vehicle Stats / §Vehicle Combat: the pilot’s mights', () => {
    it('DEX might is capped by the vehicle’s DEX: 30 + 20 = 50 → 40; 15 + 20 = 35 stays 35', () => {
        expect(cappedDexMight(ace, fighterJet)).toBe(40);
        expect(cappedDexMight(rookie, fighterJet)).toBe(35);
    });

    it('combat mights: capped DEX, vehicle STR + piloting, vehicle END + piloting', () => {
        expect(pilotCombatMights(ace, fighterJet)).toEqual({ DEX: 40, STR: 70, END: 80 });
    });

    it('§Non-combat piloting: a Tech roll, DEX (same cap) and INT + piloting', () => {
        expect(pilotTechMights(ace, fighterJet)).toEqual({ DEX: 40, INT: 55 });
    });

    it('a rammed vehicle stands on the pilot’s capped DEX and its END', () => {
        expect(vehiclePassiveMights(ace, fighterJet)).toEqual([40, 80]);
    });
});

describe('§Vehicle Combat / §Open Vehicles: whose END soaks', () => {
    const outside = { fromOutside: true, targetsVehicle: false };
    it('closed vehicle, outside attack: the vehicle’s END for passengers, + piloting for the pilot', () => {
        expect(soakingEndMight('passenger', 28, ace, fighterJet, outside)).toBe(60);
        expect(soakingEndMight('pilot', 28, ace, fighterJet, outside)).toBe(80);
    });

    it('closed vehicle, attack from inside: their own END', () => {
        expect(soakingEndMight('passenger', 28, ace, fighterJet, { fromOutside: false, targetsVehicle: false })).toBe(28);
    });

    it('open vehicle: the rider’s own END, unless the attacker targets the vehicle', () => {
        expect(soakingEndMight('passenger', 28, ace, bike, outside)).toBe(28);
        expect(soakingEndMight('passenger', 28, ace, bike, { fromOutside: true, targetsVehicle: true })).toBe(30);
    });

    it('leaping out: own stats', () => {
        expect(soakingEndMight('passenger', 28, ace, fighterJet, outside, true)).toBe(28);
    });

    it('passengers do not dodge unless they leap out; the pilot dodges for the vehicle', () => {
        expect(mayDodge('passenger', false)).toBe(false);
        expect(mayDodge('passenger', true)).toBe(true);
        expect(mayDodge('pilot', false)).toBe(true);
    });
});

describe('§Vehicle Combat: vehicle actions', () => {
    it('attack and dodge always; parry means targeting guns', () => {
        for (const a of ['attack', 'dodge', 'parry']) expect(checkVehicleAction(a, fighterJet)).toBeUndefined();
    });

    it('block only with shields', () => {
        expect(checkVehicleAction('block', fighterJet)?.code).toBe('vaxia.vehicle-action');
        expect(checkVehicleAction('block', { ...fighterJet, shields: true })).toBeUndefined();
    });

    it.each(['redirect', 'disarm', 'counter', 'heal'])('%s is not a vehicle action', a => {
        expect(checkVehicleAction(a, fighterJet)?.code).toBe('vaxia.vehicle-action');
    });

    it('a passenger aboard two vehicles is a coded diagnostic', () => {
        const issues = checkBoarding([
            { vehicle: 'Jet', aboard: ['Kara', 'Bram'] },
            { vehicle: 'Bike', aboard: ['Bram'] },
        ]);
        expect(issues.map(i => i.code)).toEqual(['vaxia.aboard-twice']);
        expect(issues[0].message).toContain('Bram');
        expect(checkBoarding([{ vehicle: 'Jet', aboard: ['Kara'] }])).toEqual([]);
    });

    it('vehicle stats must be whole numbers ≥ 1', () => {
        expect(checkVehicle({ ...bike, DEX: 0 }).map(i => i.code)).toEqual(['vaxia.vehicle-stat']);
        expect(checkVehicle(bike)).toEqual([]);
    });
});

describe('§Vehicle Death', () => {
    it('LIF 50: operational at 49 damage, disabled at 50, destroyed at 100', () => {
        expect(vehicleState(50, 49)).toBe('operational');
        expect(vehicleState(50, 50)).toBe('disabled');
        expect(vehicleState(50, 99)).toBe('disabled');
        expect(vehicleState(50, 100)).toBe('destroyed');
    });

    it('repair: one LIF per PP; back above 0 it is operational', () => {
        expect(repairVehicle(50, 60, 10)).toEqual({ damage: 50, state: 'disabled' });
        expect(repairVehicle(50, 60, 11)).toEqual({ damage: 49, state: 'operational' });
        expect(repairVehicle(50, 5, 10)).toEqual({ damage: 0, state: 'operational' });
    });

    it('a destroyed vehicle cannot be repaired', () => {
        expect(() => repairVehicle(50, 100, 30)).toThrow(VaxiaInputError);
    });
});
