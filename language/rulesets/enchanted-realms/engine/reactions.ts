/**
 * Reactions the engine takes when their trigger comes: flee attacks on a foe leaving melee, and
 * the impalement maneuver against a charge. One reaction per round; none while defending.
 * Seed: 001_66230f9a082df360.txt §Flee Attack, §Impalement Maneuver, §Defending.
 */
import type { AttackModel } from '../../../engine/model.js';
import { canReact, type ErFighter, impalementWeapon, isRanged, poolOf } from './fighter.js';
import type { Scene } from './scene.js';
import { strike } from './strike.js';
import { fleeAttackDice, fleeSpeed } from '../rules/flee-attack.js';
import { impalement } from '../rules/impalement-maneuver.js';

/** The fighter's first melee attack with dice, if any (its primary hand). */
function primaryMelee(f: ErFighter): AttackModel | undefined {
    return f.model.attacks.find(a => !isRanged(a) && poolOf(a) > 0);
}

/**
 * `mover` leaves the foes around it after moving `feet` this round: each able foe with a reaction
 * takes a flee attack — none at cautious speed (≤ 15 ft), its pool at normal speed (none if the
 * mover defended this round), 1d20 at rapid speed (≥ 75 ft).
 */
export function fleeAttacks(scene: Scene, mover: ErFighter, left: readonly ErFighter[], feet: number): void {
    const defended = mover.defendedRound === scene.round;
    for (const foe of left) {
        if (mover.status !== 'active') return;
        const weapon = primaryMelee(foe);
        if (!weapon || !canReact(foe, scene.round)) continue;
        const dice = fleeAttackDice(feet, poolOf(weapon), defended);
        if (dice === 0) continue;
        foe.reactedRound = scene.round;
        strike(scene, foe, mover, weapon, { dice, label: `flee attack, ${fleeSpeed(feet)} speed` });
    }
}

/**
 * A melee attacker that closed 25 ft or more this turn strikes a polearm wielder: when impalement's
 * prerequisites hold (rules/impalement-maneuver.ts) for one of the wielder's polearms, it impales first
 * with that pole's dice. Returns false when the charger falls before its attack.
 */
export function impaleCharge(scene: Scene, charger: ErFighter, wielder: ErFighter, attack: AttackModel): boolean {
    const reactionLeft = canReact(wielder, scene.round);
    for (const pole of wielder.model.attacks) {
        const impale = impalement({
            ...impalementWeapon(wielder.model, pole),
            attackerMelee: !isRanged(attack),
            closedFeet: charger.travelledFeet,
            reactionLeft,
        });
        if (!impale.ok) continue;
        wielder.reactedRound = scene.round;
        strike(scene, wielder, charger, pole, { dice: impale.value.dice, label: 'impalement' });
        return charger.status === 'active' && charger.incapacitatedActions === 0;
    }
    return true;
}
