/**
 * The defense-rolls variant (ruleset option `defense_rolls`): the player rolls to avoid a monster's
 * attack instead of the GM rolling it. Seed: 001_66230f9a082df360.txt §Defense Rolls (Variant).
 */
import type { Dice } from './checked.js';
import { rollSingle } from './vantage.js';

/**
 * The DC a player's defense die must reach: 21 + all of the monster's modifiers — its to-hit
 * adjustments and the damage modifiers a normal hit would add (the Strength or Agility modifier and
 * the weapon's; §Critical Hits calls both "damage modifiers").
 */
export function defenseDC(monsterModifiers: number): number {
    return 21 + monsterModifiers;
}

/** One defense die: the faces thrown (two when it is rolled at advantage) and whether it avoided. */
interface DefenseDie {
    readonly faces: readonly number[];
    readonly avoided: boolean;
}

/**
 * Rolls the player's defense dice, one per d20 the monster would have thrown (`shape`, the pool after
 * advantage or disadvantage). Each d20 + AC meeting defenseDC avoids; a raw 20 always avoids, a raw 1
 * is always a hit. Each failure is one point of Body damage and nothing else: the monster's modifiers
 * are already in the DC. When the monster would have thrown two dice and kept the lower, the player
 * rolls its one die at advantage (the mirror image; assumption). Draws 1 d20 per die (2 for that one).
 * Note: mirroring a d20 gives 20 + modifiers − AC hitting faces against the normal roll's
 * 21 + to-hit − AC, so this variant is one face (5 %) per die kinder; the seed's 21 is kept as written.
 */
export function rollDefense(
    dice: Dice,
    shape: { readonly count: number; readonly keepLowerPair: boolean },
    ac: number,
    monsterModifiers: number,
): { dice: DefenseDie[]; failures: number } {
    const dc = defenseDC(monsterModifiers);
    const out: DefenseDie[] = [];
    for (let i = 0; i < shape.count; i++) {
        const roll = rollSingle(dice, 20, shape.keepLowerPair ? 'advantage' : 'none');
        const face = roll.kept;
        const avoided = face === 20 || (face !== 1 && face + ac >= dc);
        out.push({ faces: roll.faces, avoided });
    }
    return { dice: out, failures: out.filter(d => !d.avoided).length };
}
