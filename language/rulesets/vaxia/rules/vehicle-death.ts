/**
 * A vehicle at 0 LIF is disabled, at minus its LIF destroyed for good; repaired above 0 it works
 * again (repair is played in engine/support.ts). Source: 004_941aee309a07cd38.txt §Vehicle Death.
 */

type VehicleState = 'operational' | 'disabled' | 'destroyed';

/** LIF left > 0 operational; ≤ 0 disabled (immobile, cannot fight or dodge); ≤ −LIF destroyed (§Vehicle Death). */
export function vehicleState(lif: number, damage: number): VehicleState {
    const left = lif - damage;
    if (left <= -lif) return 'destroyed';
    if (left <= 0) return 'disabled';
    return 'operational';
}
