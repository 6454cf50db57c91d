/**
 * Cover: what each degree adds to AC against ranged attacks, and full cover's immunity.
 * Seed: 001_66230f9a082df360.txt §Cover.
 */
import { type Checked, ER_CODES, fail, ok } from './checked.js';

export type Cover = 'none' | 'half' | 'three-quarters' | 'full';

/** What a degree of cover does for its target. */
interface CoverEffect {
    /** Added to AC against ranged attacks. */
    readonly ac: number;
    /** Added to Agility preservation saves against area effects (other saves gain nothing). */
    readonly agilityAreaSave: number;
    /** Ranged attacks (and line-of-sight spells) can aim at the target. */
    readonly targetable: boolean;
    /** Firing at it uses the friendly-fire rule by default when others are near. */
    readonly friendlyFire: boolean;
}

/**
 * Half cover +2 AC, three-quarters +5 AC (friendly fire by default when others are near), full
 * cover: no ranged attack can aim at it (area spells still can, +5 Agility saves), and firing at it
 * anyway is resolved by friendly fire. Seed §Cover.
 */
function coverEffect(cover: Cover): CoverEffect {
    switch (cover) {
        case 'none':
            return { ac: 0, agilityAreaSave: 0, targetable: true, friendlyFire: false };
        case 'half':
            return { ac: 2, agilityAreaSave: 2, targetable: true, friendlyFire: false };
        case 'three-quarters':
            return { ac: 5, agilityAreaSave: 5, targetable: true, friendlyFire: true };
        case 'full':
            return { ac: 0, agilityAreaSave: 5, targetable: false, friendlyFire: true };
    }
}

/**
 * Whether a shot at a target behind this cover is resolved by friendly fire when it misses:
 * three-quarters (by default, others being near) and full cover (which cannot be struck). Seed §Cover.
 */
export function coverCallsFriendlyFire(cover: Cover): boolean {
    return coverEffect(cover).friendlyFire;
}

/** What cover adds to an Agility preservation save against an area effect: +2 half, +5 three-quarters or full (other saves gain nothing). Seed §Cover. */
export function coverAreaSaveBonus(cover: Cover): number {
    return coverEffect(cover).agilityAreaSave;
}

/**
 * The AC a ranged attack must beat against a covered target. Cover is a barrier against ranged
 * attacks; assumption: melee attacks ignore it (the seed speaks of ranged attacks only).
 * Errors: `enchanted-realms-full-cover` for a ranged attack aimed at a target in full cover (only friendly fire
 * can resolve such a shot).
 */
export function coveredAC(baseAC: number, cover: Cover, ranged: boolean): Checked<number> {
    if (!ranged) return ok(baseAC);
    const effect = coverEffect(cover);
    if (!effect.targetable)
        return fail(ER_CODES.fullCover, 'a target in full cover cannot be aimed at by a ranged attack; only friendly fire can hit it');
    return ok(baseAC + effect.ac);
}

/** The cover a zone feature (`cover half`, `three_quarters`, `full`) or a `with` modifier gives; the stronger one wins. */
export function coverOf(zoneCover: string | undefined, modifiers: readonly string[] = []): Cover {
    const order: Cover[] = ['none', 'half', 'three-quarters', 'full'];
    const fromZone: Cover =
        zoneCover === 'half' ? 'half' : zoneCover === 'three_quarters' ? 'three-quarters' : zoneCover === 'full' ? 'full' : 'none';
    const fromMods: Cover = modifiers.includes('full_cover')
        ? 'full'
        : modifiers.includes('three_quarters_cover')
          ? 'three-quarters'
          : modifiers.includes('half_cover')
            ? 'half'
            : 'none';
    return order[Math.max(order.indexOf(fromZone), order.indexOf(fromMods))];
}
