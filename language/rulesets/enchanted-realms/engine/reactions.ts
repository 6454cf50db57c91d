/**
 * Reactions the engine takes when their trigger comes: flee attacks on a foe leaving melee, and
 * the impalement maneuver against a charge. One reaction per round; none while defending.
 * Seed: 001_66230f9a082df360.txt §Flee Attack, §Impalement Maneuver, §Defending.
 */
import type { AttackModel } from '../../../engine/model.js';
import { fleeAttackDice, fleeSpeed } from '../movement.js';
import { canReact, type ErFighter, isRanged, poolOf } from './fighter.js';
import type { Scene } from './scene.js';
import { strike } from './strike.js';

/** The fighter's first melee attack with dice, if any (its primary hand). */
export function primaryMelee(f: ErFighter): AttackModel | undefined {
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
 * A melee attacker that closed 25 ft or more this turn strikes a polearm wielder: with a piercing
 * polearm, the polearms skill and a reaction left, the wielder impales first with 3d20 (4 with
 * weapon_forte). Returns false when the charger falls before its attack.
 */
export function impaleCharge(scene: Scene, charger: ErFighter, wielder: ErFighter, attack: AttackModel): boolean {
    if (isRanged(attack) || charger.movedFeet < 25 || !canReact(wielder, scene.round)) return true;
    const skills = wielder.model.groups.skills ?? {};
    if (!(skills.polearms > 0)) return true;
    const pole = wielder.model.attacks.find(a => a.tags.includes('polearm') && (a.category === 'piercing' || a.name.toLowerCase() === 'ula'));
    if (!pole) return true;
    wielder.reactedRound = scene.round;
    strike(scene, wielder, charger, pole, { dice: skills.weapon_forte > 0 ? 4 : 3, label: 'impalement' });
    return charger.status === 'active' && charger.incapacitatedActions === 0;
}
