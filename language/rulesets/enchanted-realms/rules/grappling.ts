/**
 * Grappling and escaping: the d12 competition's table of modifiers, the hold a hurt grappler must
 * keep, and who may slam. Seed: 001_66230f9a082df360.txt §Grappling, §Uncommon Conditions (DC 11 for
 * one point; slams).
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';

/** Size categories 1..7 (tiny … colossal), public rules' Size Categories table. */
type SizeCategory = number;

/** One side of a wrestling maneuver. */
export interface Wrestler {
    readonly size: SizeCategory;
    /** Movement rate in feet. */
    readonly speed?: number;
    readonly prone?: boolean;
}

/** Table modifiers on each side of a competition, with the rows that produced them. */
export interface TableModifiers {
    readonly grappler: number;
    readonly victim: number;
    readonly rows: readonly string[];
}

/**
 * The grappling table (seed §Grappling): grappler larger → +2 per size category of difference to
 * the grappler; victim faster → +1 per full 10 ft of difference to the victim; rainy, icy or slick
 * ground → +3 to the victim; each prone side → −5 to itself. When `escaping`, the size bonus goes
 * to whichever side is bigger (the escaping victim when it is the larger one).
 * Assumption: speed differences count whole 10-ft steps (rounded down, the public rules' floor).
 */
export function grappleModifiers(grappler: Wrestler, victim: Wrestler, env: { slick?: boolean; escaping?: boolean } = {}): TableModifiers {
    let g = 0;
    let v = 0;
    const rows: string[] = [];
    const sizeGap = grappler.size - victim.size;
    if (sizeGap > 0) {
        g += 2 * sizeGap;
        rows.push(`grappler ${sizeGap} size${sizeGap === 1 ? '' : 's'} larger: +${2 * sizeGap} grappler`);
    } else if (sizeGap < 0 && env.escaping) {
        v += -2 * sizeGap;
        rows.push(`escaping victim ${-sizeGap} size${sizeGap === -1 ? '' : 's'} larger: +${-2 * sizeGap} victim`);
    }
    const speedGap = Math.floor(((victim.speed ?? 0) - (grappler.speed ?? 0)) / 10);
    if (speedGap > 0) {
        v += speedGap;
        rows.push(`victim faster: +${speedGap} victim`);
    }
    if (env.slick) {
        v += 3;
        rows.push('slick ground: +3 victim');
    }
    if (grappler.prone) {
        g -= 5;
        rows.push('grappler prone: −5 grappler');
    }
    if (victim.prone) {
        v -= 5;
        rows.push('victim prone: −5 victim');
    }
    return { grappler: g, victim: v, rows };
}

/**
 * The DC of the Strength feat a grappler makes when struck for Body damage while holding someone:
 * 10 + 1 per point of damage; failing releases the victim. Seed §Grappling (3 damage → DC 13) and
 * §Uncommon Conditions (1 incidental point → DC 11).
 */
export function holdDC(damage: number): number {
    return 10 + Math.max(0, damage);
}

/**
 * Whether a grappler may slam its victim: two size categories larger. (The victim is always held
 * since before this turn, the wait dragging needs: a slam is the turn's one action, so the hold was
 * taken by an earlier one.) `intoAnother`: a grappler ten feet tall or more (size 5, huge,
 * assumption) may hurl it into a second target. Errors: `enchanted-realms-slam-too-small`.
 * Seed §Grappling, §Uncommon Conditions.
 */
export function slamReach(grapplerSize: number, victimSize: number): Checked<{ intoAnother: boolean }> {
    if (grapplerSize - victimSize < 2) return fail(ER_CODES.slamTooSmall, 'a slam needs a grappler two size categories larger than its victim');
    return ok({ intoAnother: grapplerSize >= 5 });
}
