/**
 * Shoving and tripping: Strength d12 competitions with their own table, on a target at most one
 * size larger. Seed: 001_66230f9a082df360.txt §Shoving and Tripping.
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';
import type { TableModifiers, Wrestler } from './grappling.js';

/**
 * The shove / trip table (seed §Shoving and Tripping) — its own signs: the larger side gets a flat
 * +2 (not per size), slick ground is −3 for the victim (grappling gives the victim +3), each prone
 * side −5. Errors: `enchanted-realms-shove-too-large` when the target is more than one size larger.
 */
export function shoveModifiers(pusher: Wrestler, victim: Wrestler, env: { slick?: boolean } = {}): Checked<TableModifiers> {
    if (victim.size - pusher.size > 1) {
        return fail(ER_CODES.shoveTooLarge, `a shove or trip needs a target at most one size larger (it is ${victim.size - pusher.size} larger)`);
    }
    let g = 0;
    let v = 0;
    const rows: string[] = [];
    if (pusher.size > victim.size) {
        g += 2;
        rows.push('pusher larger: +2 pusher');
    } else if (victim.size > pusher.size) {
        v += 2;
        rows.push('victim larger: +2 victim');
    }
    if (env.slick) {
        v -= 3;
        rows.push('slick ground: −3 victim');
    }
    if (pusher.prone) {
        g -= 5;
        rows.push('pusher prone: −5 pusher');
    }
    if (victim.prone) {
        v -= 5;
        rows.push('victim prone: −5 victim');
    }
    return ok({ grappler: g, victim: v, rows });
}

/** What a won shove or trip does: a shove pushes 5 ft, a trip drops the victim prone in place. */
export function shoveOutcome(kind: 'shove' | 'trip'): { pushFeet: number; prone: boolean } {
    return kind === 'shove' ? { pushFeet: 5, prone: false } : { pushFeet: 0, prone: true };
}
