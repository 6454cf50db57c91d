/**
 * Exact distributions for hovers: a d100 has 100 faces, so a one-trait ruling has 100 outcomes, a
 * two-trait ruling 10,000, and an attack against an active defense is the attack's PP distribution
 * against the defense's (independent dice), combined pairwise — all enumerated, no sampling.
 * Counts are integers (out of 100, 10⁴ or 10⁸), so probabilities are exact fractions.
 * Source: the rulings of ruling.ts, two-trait.ts and combat.ts.
 */
import { settleDamage, type DefenseKind, type Realm, type TargetInput } from '../rules/attacking-and-defending.js';
import { roundPp, rollNeeded, type PpRounding } from '../rules/ruling-narration.js';

/** A distribution as value → count, keys ascending, with the total count. */
export interface Counts {
    readonly counts: ReadonlyMap<number, number>;
    readonly total: number;
}

function sorted(m: Map<number, number>): Map<number, number> {
    return new Map([...m.entries()].sort((x, y) => x[0] - y[0]));
}

function add(m: Map<number, number>, key: number, n: number): void {
    m.set(key, (m.get(key) ?? 0) + n);
}

/** Rounded PP of one trait over the 100 faces (failures count as 0 PP): a resistance to a mental spell. */
function traitPpCounts(might: number, difficulty: number, rounding: PpRounding): Counts {
    const needed = rollNeeded(might, difficulty);
    const m = new Map<number, number>();
    for (let roll = 1; roll <= 100; roll++) {
        const winsby = roll - needed;
        add(m, winsby >= 0 ? roundPp(might * (winsby / 100), rounding) : 0, 1);
    }
    return { counts: sorted(m), total: 100 };
}

/**
 * Rounded PP of a two-trait ruling over the 10,000 face pairs, computed exactly as
 * `ruleTwoTraits` does (same operation order).
 */
export function twoTraitPpCounts(
    a: { readonly might: number; readonly difficulty: number },
    b: { readonly might: number; readonly difficulty: number },
    rounding: PpRounding = 'nearest',
): Counts {
    const na = rollNeeded(a.might, a.difficulty);
    const nb = rollNeeded(b.might, b.difficulty);
    const meanMight = (a.might + b.might) / 2;
    const m = new Map<number, number>();
    for (let ra = 1; ra <= 100; ra++) {
        const half = (ra - na) / 2;
        for (let rb = 1; rb <= 100; rb++) {
            const winsby = half + (rb - nb) / 2;
            add(m, winsby >= 0 ? roundPp((meanMight * winsby) / 100, rounding) : 0, 1);
        }
    }
    return { counts: sorted(m), total: 10000 };
}

interface AttackOutlook {
    /** Rounded attack PP. */
    readonly attackPp: Counts;
    /** Rounded defense PP (a single 0 when the target stands). */
    readonly defensePp: Counts;
    /** Damage the target takes. */
    readonly damage: Counts;
    /** Mean damage. */
    readonly expected: number;
    /** Chance the target takes any damage. */
    readonly pDamage: number;
    /** Chance the target ends in the unconscious range or worse (damage total ≥ LIF). */
    readonly pDown: number;
    /** Chance the target ends dead (damage total ≥ 2 × LIF). */
    readonly pDead: number;
}

/**
 * The exact outlook of one attack against a target's chosen defense ('none' = standing, the
 * target's passive mights), as `resolveAttack` would rule it: same mights, pairing, rounding,
 * armour, shield and non-lethal cap.
 */
export function attackOutlook(
    attack: { readonly realm: Realm; readonly mights: readonly [number, number]; readonly nonLethal?: boolean },
    defense: { readonly kind: DefenseKind | 'none'; readonly mights: readonly [number, number]; readonly difficulties?: readonly [number, number] },
    target: TargetInput,
    rounding: PpRounding = 'nearest',
): AttackOutlook {
    const attackPp = twoTraitPpCounts(
        { might: attack.mights[0], difficulty: (defense.difficulties ?? defense.mights)[0] },
        { might: attack.mights[1], difficulty: (defense.difficulties ?? defense.mights)[1] },
        rounding,
    );
    const defensePp =
        defense.kind === 'none'
            ? { counts: new Map([[0, 1]]), total: 1 }
            : defense.kind === 'resist'
              ? traitPpCounts(defense.mights[0], attack.mights[1], rounding)
              : twoTraitPpCounts(
                    { might: defense.mights[0], difficulty: attack.mights[0] },
                    { might: defense.mights[1], difficulty: attack.mights[1] },
                    rounding,
                );
    const dmg = new Map<number, number>();
    for (const [ap, ac] of attackPp.counts) {
        for (const [dp, dc] of defensePp.counts) {
            add(dmg, settleDamage(attack.nonLethal ?? false, defense.kind, ap, dp, target).damage, ac * dc);
        }
    }
    const total = attackPp.total * defensePp.total;
    const damage = { counts: sorted(dmg), total };
    let sum = 0;
    let hit = 0;
    let down = 0;
    let dead = 0;
    for (const [d, c] of damage.counts) {
        sum += d * c;
        if (d > 0) hit += c;
        if (target.damage + d >= target.lif) down += c;
        if (target.damage + d >= 2 * target.lif) dead += c;
    }
    return { attackPp, defensePp, damage, expected: sum / total, pDamage: hit / total, pDown: down / total, pDead: dead / total };
}

/** "0: 41.2%, 1: 3.1%, …" for a hover; values under `minShare` are folded into the text's tail. */
export function describeCounts(c: Counts, minShare = 0): string {
    const parts: string[] = [];
    for (const [k, n] of c.counts) if (n / c.total >= minShare) parts.push(`${k}: ${((100 * n) / c.total).toFixed(1)}%`);
    return parts.join(', ');
}
