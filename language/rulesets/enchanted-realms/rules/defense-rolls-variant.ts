/**
 * The defense-rolls variant (ruleset option `defense_rolls`): the player rolls to avoid a monster's
 * attack instead of the GM rolling it. Seed: 001_66230f9a082df360.txt §Defense Rolls (Variant).
 */
import type { Dice } from './checked.js';

/** The DC a player's defense die must reach: 21 + all of the monster's to-hit modifiers. */
export function defenseDC(monsterToHit: number): number {
    return 21 + monsterToHit;
}

/** One defense die. */
interface DefenseDie {
    readonly face: number;
    readonly total: number;
    readonly avoided: boolean;
}

/**
 * Whether one defense die avoids the hit: d20 + AC ≥ DC avoids; a raw 20 always avoids, a raw 1 is
 * always a hit.
 */
function defenseDieAvoids(face: number, ac: number, monsterToHit: number): boolean {
    if (face === 20) return true;
    if (face === 1) return false;
    return face + ac >= defenseDC(monsterToHit);
}

/**
 * Rolls one d20 per die of the monster's attack, each + AC against 21 + the monster's to-hit
 * modifiers. Each failure is a point of Body damage, i.e. a hitting die: the caller adds the
 * monster's damage modifier and weapon weight once when any die fails (assumption: the seed only
 * says "a point of body damage" per failure; we keep the normal attack's once-per-attack modifiers).
 * Note: mirroring a d20 gives 20 + to-hit − AC hitting faces against the normal rule's
 * 21 + to-hit − AC, so this variant is one face (5 %) per die kinder to the player; the seed's 21
 * is kept as written.
 */
export function rollDefense(dice: Dice, monsterDice: number, ac: number, monsterToHit: number): { dice: DefenseDie[]; failures: number } {
    const out: DefenseDie[] = [];
    for (let i = 0; i < monsterDice; i++) {
        const face = dice.die(20);
        out.push({ face, total: face + ac, avoided: defenseDieAvoids(face, ac, monsterToHit) });
    }
    return { dice: out, failures: out.filter(d => !d.avoided).length };
}
