/**
 * How far a Rise attack reaches: a melee strike reaches adjacent foes (the same zone), 10 ft with a
 * Long weapon; a projectile or thrown strike, or a spell with a range, reaches its range, with a
 * longshot penalty beyond its close range up to its long range; a thrown strike with a weapon not
 * made to be thrown uses 10/30.
 * Source: 003_66faa831a56df10d.txt §Strikes (Melee Strike, Projectile Strike, Thrown Strike). The
 * longshot penalty's number (−4) is an assumption (the equipment chapter has it).
 */
import type { AttackModel } from '../../../engine/model.js';

/** Feet a Long weapon's melee strikes reach. */
export const LONG_REACH = 10;

/** The accuracy penalty at long range (assumed). */
export const LONGSHOT_PENALTY = 4;

/** A thrown strike's range limits with a weapon not made to be thrown. */
const IMPROVISED_THROW = { close: 10, long: 30 };

/** How an attack reaches: melee (feet of reach), ranged (close and long limits), or anywhere. */
export type Reach =
    | { readonly kind: 'melee'; readonly feet: number }
    | { readonly kind: 'ranged'; readonly close: number; readonly long: number }
    | { readonly kind: 'anywhere' };

const ANYWHERE: Reach = { kind: 'anywhere' };

/** Whether `attack` is a ranged strike (projectile or thrown): prone targets are harder to hit with them. */
export function isRangedStrike(attack: AttackModel): boolean {
    return attack.tags.includes('projectile') || attack.tags.includes('thrown');
}

/**
 * The reach of `attack`: `range` (and `long_range`) when written; a thrown strike without one 10/30;
 * a projectile or magical attack without one anywhere it can see; every other attack melee (adjacent,
 * 10 ft with `long`). A `melee` tag always means melee.
 */
export function reachOf(attack: AttackModel): Reach {
    const tags = attack.tags;
    if (tags.includes('melee')) return { kind: 'melee', feet: tags.includes('long') ? LONG_REACH : 0 };
    const close = attack.stats.range;
    if (close !== undefined) return { kind: 'ranged', close, long: Math.max(close, attack.stats.long_range ?? close) };
    if (tags.includes('thrown')) return { kind: 'ranged', ...IMPROVISED_THROW };
    if (tags.includes('projectile') || tags.includes('magical')) return ANYWHERE;
    return { kind: 'melee', feet: tags.includes('long') ? LONG_REACH : 0 };
}

/** What a distance means for an attack: in reach, in reach with the longshot penalty, or out of reach. */
export type RangeVerdict = 'in-reach' | 'longshot' | 'out-of-reach';

/** The verdict of `reach` at `feet`. */
export function rangeVerdict(reach: Reach, feet: number): RangeVerdict {
    switch (reach.kind) {
        case 'anywhere':
            return 'in-reach';
        case 'melee':
            return feet <= reach.feet ? 'in-reach' : 'out-of-reach';
        case 'ranged':
            return feet <= reach.close ? 'in-reach' : feet <= reach.long ? 'longshot' : 'out-of-reach';
    }
}

/** The farthest a reach goes (Infinity for anywhere). */
export function maxReach(reach: Reach): number {
    return reach.kind === 'anywhere' ? Number.POSITIVE_INFINITY : reach.kind === 'melee' ? reach.feet : reach.long;
}
