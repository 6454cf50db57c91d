/**
 * Weapon negation: weapon lock and weapon disarm, resisting them, and freeing a pinned weapon.
 * Seed: 001_66230f9a082df360.txt §Weapon Negation.
 */
import { type Dice, rollSingle, type Vantage } from './common.js';
import { dieHits } from './attack.js';
import { type CompetitionResult, type CompetitionTies, competition } from './saves.js';

/**
 * The single d20 of a lock or disarm attempt, whatever skills or weapon bonuses apply (two dice,
 * better or worse, under vantage). Assumption (the seed does not name the target number): it is
 * compared with the victim's AC like an attack die. Draws 1 d20 (2 under vantage).
 */
export function negationRoll(dice: Dice, ac: number, toHit = 0, vantage: Vantage = 'none'): { faces: readonly number[]; success: boolean } {
    const roll = rollSingle(dice, 20, vantage);
    return { faces: roll.faces, success: dieHits(roll.kept, ac, toHit) };
}

/**
 * The victim's reaction to a fresh weapon lock: a Strength competition against the attacker, who
 * rolls its d12 at advantage. A rebuff cannot block the maneuver. Later reactions to pull the
 * weapon free by force fail automatically. Draws: attacker's two d12s, victim's d12.
 */
export function resistLock(dice: Dice, attackerModifier: number, victimModifier: number, ties: CompetitionTies = 'reroll'): CompetitionResult {
    return competition(dice, { modifier: attackerModifier, vantage: 'advantage' }, { modifier: victimModifier }, ties);
}

/** The Body damage a victim accepts to resist a disarm: 2 + the disarming weapon's size (light 0, medium 1, heavy 2). */
export function disarmResistCost(weaponSize: 'light' | 'medium' | 'heavy'): number {
    return weaponSize === 'light' ? 2 : weaponSize === 'medium' ? 3 : 4;
}

/**
 * Resisting a disarm: take disarmResistCost damage, then an Agility competition with the attacker
 * at advantage on its d12; the victim keeps the weapon only by winning. Draws as resistLock.
 */
export function resistDisarm(
    dice: Dice,
    weaponSize: 'light' | 'medium' | 'heavy',
    attackerModifier: number,
    victimModifier: number,
    ties: CompetitionTies = 'reroll',
): { damage: number; kept: boolean; competition: CompetitionResult } {
    const result = competition(dice, { modifier: attackerModifier, vantage: 'advantage' }, { modifier: victimModifier }, ties);
    return { damage: disarmResistCost(weaponSize), kept: result.winner === 'defender', competition: result };
}

/**
 * The cost of freeing a pinned weapon: 2 attack dice. With 3+ dice the rest still attack this
 * action; with exactly 2 the whole action goes; with 1 or none the price is spread over two
 * rounds. Returns the dice left for this action's attack and the rounds it takes.
 */
export function freePinnedWeapon(pool: number): { diceLeft: number; rounds: number } {
    if (pool >= 2) return { diceLeft: pool - 2, rounds: 1 };
    return { diceLeft: 0, rounds: 2 };
}
