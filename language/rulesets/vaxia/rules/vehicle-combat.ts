/**
 * What a vehicle may do in combat. The pilot's mights and the END a vehicle lends are played in
 * engine/mights.ts. Source: 004_941aee309a07cd38.txt §Vehicle Combat.
 */

/**
 * Why a vehicle may not take `action`, or undefined when it may (§Vehicle Combat): its combat
 * actions are attack and dodge, block only with shield capability, and parry (the seed rules an
 * attack on an enemy's guns like a parry). `defend` picks among those, and `move` is manoeuvring,
 * not a combat action. Checks report the reason; the engine skips a refused defense. Attacks are
 * never asked about: they are the vehicle's to make.
 */
export function vehicleActionRefusal(action: string, shields: boolean): string | undefined {
    // `pilot` is refused for everyone as not modelled (checks/not-modelled.ts).
    if (action === 'dodge' || action === 'parry' || action === 'defend' || action === 'move' || action === 'pilot') return undefined;
    if (action === 'block') return shields ? undefined : 'it has no shields (tag shields), so it cannot block';
    return `a vehicle can attack and dodge (block with shields, parry by targeting guns, or move), not ${action}`;
}
