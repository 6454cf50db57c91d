/**
 * Where Paladins combatants stand, read off the battle map (the generic `Battlefield` over the
 * encounter's zones): how far apart two are, how far a zone is, who is adjacent, who an attack
 * reaches. In a fight without zones everyone is next to everyone (0 ft), as before positions.
 * Source: 002_508f9552a4514e32.txt §Sequence (step 2), §Stamina Actions, §Ranges; the rules are
 * rules/ranges.ts.
 */
import type { AttackModel } from '../../../engine/model.js';
import { areaReach, attackReach, isAdjacent } from '../rules/ranges.js';
import type { PaladinsFighter } from './fighter.js';
import type { Scene } from './scene.js';

/** Feet between two combatants (0 without a map). */
export function distanceBetween(scene: Pick<Scene, 'field'>, a: PaladinsFighter, b: PaladinsFighter): number {
    return scene.field ? scene.field.between(a.id, b.id) : 0;
}

/** Whether two combatants are adjacent (within one square; always, without a map). */
export function adjacent(scene: Pick<Scene, 'field'>, a: PaladinsFighter, b: PaladinsFighter): boolean {
    return isAdjacent(distanceBetween(scene, a, b));
}

/** Feet from where a combatant stands to a zone (through either end of a move under way); 0 from nowhere or without a map. */
export function distanceToZone(scene: Pick<Scene, 'field'>, f: PaladinsFighter, zone: string): number {
    return scene.field ? scene.field.feetToZone(scene.field.position(f.id), zone) : 0;
}

/** Whether `attack` reaches `target` from where `attacker` stands (always, without a map). */
export function reaches(scene: Pick<Scene, 'field'>, attacker: PaladinsFighter, attack: AttackModel, target: PaladinsFighter): boolean {
    return !scene.field || distanceBetween(scene, attacker, target) <= attackReach(attack);
}

/** Whether an area attack can be aimed at `zone` from where `attacker` stands. */
export function areaReaches(scene: Pick<Scene, 'field'>, attacker: PaladinsFighter, attack: AttackModel, zone: string): boolean {
    return distanceToZone(scene, attacker, zone) <= areaReach(attack);
}
