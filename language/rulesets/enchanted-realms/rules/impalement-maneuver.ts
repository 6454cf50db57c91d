/**
 * The impalement maneuver: a polearm wielder's reaction against a melee charge.
 * Seed: 001_66230f9a082df360.txt §Impalement Maneuver.
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';

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
