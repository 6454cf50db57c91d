/**
 * The impalement maneuver: a polearm wielder's reaction against a melee charge.
 * Seed: 001_66230f9a082df360.txt §Impalement Maneuver.
 */
import { type Checked, type Dice, ER_CODES, fail, ok } from './checked.js';

/** Feet a melee attacker must close in one turn before striking for the wielder to impale it. */
export const IMPALE_CHARGE_FEET = 25;

/** The dice of an impalement reaction: 3d20 (1 polearm + 2 impalement), 4d20 with weapon forte. */
interface Impalement {
    readonly dice: number;
    /** A heavy pole (the glaive): each natural 18 to 20 of the impalement is rolled at disadvantage (heavyPoleFaces). */
    readonly heavy: boolean;
}

/** The lowest natural face a heavy pole's impalement die rolls again at disadvantage. */
export const HEAVY_POLE_FROM = 18;

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
    heavy?: boolean;
}): Checked<Impalement> {
    const missing = [
        !a.polearm && 'a polearm',
        !a.polearmSkill && 'the polearms skill',
        !a.piercing && !a.ula && 'piercing damage',
        !a.attackerMelee && 'a melee attacker',
        a.closedFeet < IMPALE_CHARGE_FEET && `a charge of ${IMPALE_CHARGE_FEET} ft or more`,
        !a.reactionLeft && 'a reaction left',
    ].filter((m): m is string => typeof m === 'string');
    if (missing.length) return fail(ER_CODES.impalement, `impalement needs ${missing.join(', ')}`);
    return ok({ dice: a.weaponForte ? 4 : 3, heavy: a.heavy === true });
}

/**
 * The faces of a heavy pole's impalement (the glaive's heavy property): `count` d20s, each natural
 * 18, 19 or 20 rolled again at once and the lower of the two kept (the other shown, not used).
 * Seed §Impalement Maneuver ("the heavy property will cause disadvantage on a natural 18 to 20").
 * Assumption: disadvantage on one die is the public rules' two-keep-lower, die by die, in the order
 * thrown; the kept face is then an ordinary face (a kept 20 is still a natural 20).
 */
export function heavyPoleFaces(dice: Dice, count: number): { face: number; kept: boolean }[] {
    const faces: { face: number; kept: boolean }[] = [];
    for (let i = 0; i < count; i++) {
        const first = dice.die(20);
        if (first < HEAVY_POLE_FROM) {
            faces.push({ face: first, kept: true });
            continue;
        }
        const again = dice.die(20);
        const firstKept = first <= again;
        faces.push({ face: first, kept: firstKept }, { face: again, kept: !firstKept });
    }
    return faces;
}
