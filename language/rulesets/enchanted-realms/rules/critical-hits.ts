/**
 * Who may crit and the crit chain it rolls. Seed: 001_66230f9a082df360.txt §Critical Hits. (That
 * nothing crits at disadvantage, and how the chain's d3s add to the damage, is the pool attack's,
 * the-attack.ts.)
 */
import { type Checked, type Dice, ER_CODES, fail, ok } from './checked.js';
import { dieHits } from './combat-detailed.js';

/** A crit die chain longer than this is cut short (only a rigged die could produce one). */
const MAX_CRIT_CHAIN = 1000;

/** One die of the crit chain, with the d3 it added when it hit. */
export interface CritDie {
    readonly face: number;
    readonly hit: boolean;
    readonly d3?: number;
}

/**
 * Whether an attack's natural 20s become crits: `granted` when a skill, weapon or circumstance
 * grants them; a ranged weapon never crits unless `rangedGrant` (a rule that explicitly lets it).
 * Errors: `enchanted-realms-ranged-crit` when a ranged weapon claims crits without a rule that grants them.
 */
export function critsAllowed(a: { granted: boolean; ranged: boolean; rangedGrant: boolean }): Checked<boolean> {
    if (a.granted && a.ranged && !a.rangedGrant) {
        return fail(ER_CODES.rangedCrit, 'ranged weapons cannot crit by default; name the rule that grants it');
    }
    return ok(a.granted);
}

/**
 * Rolls the crit chain: one d20 (however many 20s triggered it); each crit die compared with AC
 * like any die; a hitting one adds d3; a crit die showing 20 grants another, without limit
 * (cut at MAX_CRIT_CHAIN, a guard against an endless generator: no fair die gets there). Draw order per crit die: d20, then its d3 if it hit. Seed §Critical Hits.
 */
export function rollCritChain(dice: Dice, ac: number, toHit = 0): CritDie[] {
    const chain: CritDie[] = [];
    for (;;) {
        if (chain.length >= MAX_CRIT_CHAIN) return chain;
        const face = dice.die(20);
        const hit = dieHits(face, ac, toHit);
        chain.push(hit ? { face, hit, d3: dice.die(3) } : { face, hit });
        if (face !== 20) return chain;
    }
}
