/**
 * Sneak attacks: the extra dice, what forbids one, and the shock of a heavy blow.
 * Seed: 001_66230f9a082df360.txt §Sneak Attacks.
 */
import { type Checked, type Dice, ER_CODES, fail, ok } from './checked.js';

/** The weapon properties that matter for a sneak attack. */
interface SneakWeapon {
    readonly ranged?: boolean;
    readonly light?: boolean;
    readonly reach?: boolean;
    /** The weapon's description says it can be used for sneak attacks. */
    readonly sneakUsable?: boolean;
}

/** The dice a sneak attack adds, and how the attack rolls. */
interface SneakDice {
    /** The attack is made at advantage (its die is one more d20 in the pool, beyond the cap). */
    readonly advantage: true;
    /** The sneak die: one more d20 beyond the cap, unless the victim made its second Perception check. */
    readonly sneakDie: boolean;
    /** The pool to pass to the attack with vantage 'advantage' (skill dice + the sneak die). */
    readonly pool: number;
    /** The total d20s rolled (pool + the advantage die). */
    readonly totalDice: number;
    /** A melee approach may only use half the normal movement. */
    readonly halfMovement: boolean;
}

/**
 * The sneak attack's extra dice: +1 for advantage (not gained twice: a victim already attackable at
 * advantage gives no second one) and +1 sneak die, both beyond the 5-die cap. Closing in to melee
 * (even with reach) gives the victim a second Perception check: when it succeeds the sneak die is
 * lost and only the advantage die remains. Seed §Sneak Attacks (melee skill + dagger → 3d20).
 * Errors: `enchanted-realms-sneak-disadvantage` when the attacker is at disadvantage for any reason;
 * `enchanted-realms-sneak-weapon` when the weapon is neither ranged, light nor reach nor marked usable.
 * @param skillDice the attack's skill dice (≤ 5, checked by attackPool).
 */
export function sneakAttackDice(
    skillDice: number,
    a: { weapon: SneakWeapon; attackerDisadvantaged?: boolean; melee?: boolean; secondPerceptionMade?: boolean },
): Checked<SneakDice> {
    if (a.attackerDisadvantaged) return fail(ER_CODES.sneakAtDisadvantage, 'a sneak attack cannot be made at disadvantage');
    const w = a.weapon;
    if (!(w.ranged || w.light || w.reach || w.sneakUsable)) {
        return fail(
            ER_CODES.sneakWeapon,
            'a sneak attack needs a ranged weapon, or one with the light or reach property, or one marked as usable for it',
        );
    }
    const sneakDie = !(a.melee && a.secondPerceptionMade);
    const pool = skillDice + (sneakDie ? 1 : 0);
    return ok({ advantage: true, sneakDie, pool, totalDice: pool + 1, halfMovement: a.melee === true });
}

/**
 * The shock of a sneak attack (or backstab): when the damage of that single attack is at least half
 * the victim's maximum Body, it makes a Resilience save at DC 5 + damage; failing leaves it
 * incapacitated for its next d3 actions. Returns null when no save is due (so for 0 damage: Body is at least 1).
 */
export function sneakShockDC(damage: number, maxBody: number): number | null {
    return damage * 2 >= maxBody ? 5 + damage : null;
}

/** How long a failed shock save incapacitates: d3 of the victim's actions (1 draw). */
export function shockDuration(dice: Dice): number {
    return dice.die(3);
}

/**
 * Closing in for a melee sneak attack is a stealthy approach: the whole round's movement is at most
 * half the normal rate (rounded down). Returns the feet allowed. Seed §Sneak Attacks.
 */
export function stealthyApproach(normalSpeed: number): number {
    return Math.floor(normalSpeed / 2);
}

/**
 * Whether a melee sneak attack may follow `moved` feet of movement this round.
 * Errors: `enchanted-realms-sneak-approach` when more than half the normal rate was moved.
 */
export function sneakApproach(moved: number, normalSpeed: number): Checked<number> {
    const allowed = stealthyApproach(normalSpeed);
    if (moved > allowed)
        return fail(
            ER_CODES.sneakApproach,
            `closing in for a sneak attack allows half the normal movement (${allowed} ft), but ${moved} ft were moved`,
        );
    return ok(allowed);
}
