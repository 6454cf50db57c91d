/**
 * Movement rules that change attacks: flee attacks by speed, the impalement maneuver, prone,
 * standing up and crawling. Seed: 001_66230f9a082df360.txt §Flee Attack, §Impalement Maneuver,
 * §Knocked Down, §Restrictions in Combat (Prone).
 */
import { type Checked, ER_CODES, fail, ok } from './common.js';

type FleeSpeed = 'still' | 'cautious' | 'normal' | 'rapid';

/**
 * The speed class of a creature leaving melee, from the feet it moved this round only:
 * cautious 5–15 ft, normal 20–70 ft, rapid 75 ft or more. Seed §Flee Attack (table).
 * Assumption: movement comes in 5-ft hexes; a distance between the table's bands (16–19, 71–74)
 * falls in the lower band; 0 ft is 'still' (it never left).
 */
export function fleeSpeed(feetMoved: number): FleeSpeed {
    if (feetMoved <= 0) return 'still';
    if (feetMoved < 20) return 'cautious';
    if (feetMoved < 75) return 'normal';
    return 'rapid';
}

/**
 * The dice of a flee attack (a reaction by an adjacent foe with a melee weapon ready): none against
 * a cautious mover, the normal primary-hand pool against a normal one (none when the mover spent
 * its action defending), a single d20 against a rapid one. Seed §Flee Attack.
 * Assumption: defending only shields a normal-speed exit (the seed's caveat speaks of it alone).
 */
export function fleeAttackDice(feetMoved: number, primaryPool: number, moverDefending = false): number {
    switch (fleeSpeed(feetMoved)) {
        case 'still':
        case 'cautious':
            return 0;
        case 'normal':
            return moverDefending ? 0 : primaryPool;
        case 'rapid':
            return Math.min(1, primaryPool);
    }
}

/** The dice of an impalement reaction: 3d20 (1 polearm + 2 impalement), 4d20 with weapon forte. */
interface Impalement {
    readonly dice: number;
}

/**
 * Whether a polearm wielder may impale a charger, and with how many dice. Needs a polearm with the
 * polearms skill dealing piercing damage (the ula excepted), a melee attacker that closed 25 ft or
 * more this turn before attacking the wielder, and a reaction left. Never part of a sneak attack.
 * Seed §Impalement Maneuver. Errors: `enchanted-realms-impalement-not-allowed` naming the missing condition.
 */
export function impalement(a: {
    polearm: boolean;
    polearmSkill: boolean;
    piercing: boolean;
    ula?: boolean;
    attackerMelee: boolean;
    closedFeet: number;
    reactionLeft: boolean;
    weaponForte?: boolean;
}): Checked<Impalement> {
    const missing = [
        !a.polearm && 'a polearm',
        !a.polearmSkill && 'the polearms skill',
        !a.piercing && !a.ula && 'piercing damage',
        !a.attackerMelee && 'a melee attacker',
        a.closedFeet < 25 && 'a charge of 25 ft or more',
        !a.reactionLeft && 'a reaction left',
    ].filter((m): m is string => typeof m === 'string');
    if (missing.length) return fail(ER_CODES.impalement, `impalement needs ${missing.join(', ')}`);
    return ok({ dice: a.weaponForte ? 4 : 3 });
}

/**
 * Standing up costs half the normal movement (rounded down); with less left it waits until the
 * start of the next turn (and no reaction can do it). Seed §Knocked Down (40 ft → 20 ft).
 */
export function standUp(normalSpeed: number, remaining: number): { cost: number; possible: boolean } {
    const cost = Math.floor(normalSpeed / 2);
    return { cost, possible: remaining >= cost };
}

/**
 * The movement a crawl of `feet` costs: an extra foot per foot crawled (rough terrain, which would
 * cost 2 extra, is not a zone feature). Dropping prone is free. Seed §Knocked Down.
 */
export function crawlCost(feet: number): number {
    return feet * 2;
}
