/**
 * Cover, obscurement, friendly fire and thrown items. Seed: 001_66230f9a082df360.txt §Cover,
 * §Obscurement, §Friendly Fire, §Throwing Items.
 */
import { type Checked, type Dice, ER_CODES, fail, ok } from './common.js';
import { dieHits } from './attack.js';

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

/** Obscurement is a penalty on the one acting (its to-hit), not a bonus to the target's AC. Seed §Obscurement. */
export function obscurementToHit(toHit: number, penalty: number): number {
    return toHit - Math.abs(penalty);
}

/** A zone's `concealment` level as an obscurement penalty on the attacker's dice (assumption: light 2, heavy 5). */
export function concealmentPenalty(level: string | undefined): number {
    if (level === 'light') return 2;
    if (level === 'heavy') return 5;
    return 0;
}

/** A raw d20 face moved forward by 2 for an alternate target: 18 and 19 become a natural 20, a raw 1 a raw 3. Seed §Friendly Fire. */
function rollForward(face: number): number {
    return Math.min(20, face + 2);
}

/** A missed shot into a crowd: the d10, who is now in the line of fire, and the faces moved forward. */
interface StrayShot {
    /** The d10 rolled. */
    readonly slot: number;
    /** The index among the numbered creatures of the one now in the line of fire, or null for nothing. */
    readonly target: number | null;
    /** The shot's kept faces moved forward by 2, to compare with the new target's AC. */
    readonly faces: readonly number[];
}

/** The most creatures the GM numbers around the target (slots 9 and 10 stay empty). */
const FRIENDLY_FIRE_SLOTS = 8;

/**
 * A missed ranged attack that might strike someone else: the GM numbers up to 8 other creatures
 * around the target (adjacent hexes, and 10 ft in front and behind in the line of sight) 1..8, a
 * d10 picks one; 9, 10 and numbers with nobody on them hit nothing. Against the new target, the
 * same dice (all of them: one attack, one alternate target) are moved forward by 2 and compared
 * with its AC with the same to-hit modifier (the caller resolves them as a pool attack).
 * Draws 1 d10. Seed §Friendly Fire.
 * @param faces the kept faces of the missed attack (every die missed).
 * @param crowd how many creatures are numbered (only the first 8 can be).
 */
export function strayShot(dice: Dice, faces: readonly number[], crowd: number): StrayShot {
    const slot = dice.die(10);
    const target = slot <= Math.min(crowd, FRIENDLY_FIRE_SLOTS) ? slot - 1 : null;
    return { slot, target, faces: faces.map(rollForward) };
}

/** One row of the seed's thrown-items table. */
interface ThrownItem {
    readonly name: string;
    /** Damage dice sides (4 for d4), or a flat amount when `flat` is set; null for effect-only items. */
    readonly damage: { readonly sides?: number; readonly flat?: number } | null;
    readonly category?: 'alchemical' | 'fire' | 'smite';
    readonly note: string;
    readonly area?: boolean;
}

/** The thrown-items table, seed §Throwing Items. */
export const THROWN_ITEMS: readonly ThrownItem[] = [
    { name: 'acid_splash', damage: { sides: 4 }, category: 'alchemical', note: 'alchemical damage' },
    { name: 'bonfire_blend', damage: { flat: 1 }, category: 'fire', note: 'fire damage; very ineffective' },
    { name: 'explosive_oil', damage: { sides: 4 }, category: 'fire', note: 'fire damage; combustion' },
    { name: 'firebreathers_oil', damage: { sides: 4 }, category: 'fire', note: 'fire damage; special delivery' },
    { name: 'holy_water', damage: { sides: 4 }, category: 'smite', note: 'smiting damage; limited victims' },
    { name: 'sleep_smoke', damage: null, note: 'sleep; area of effect', area: true },
    { name: 'smoke_of_restraint', damage: null, note: 'grappled; area of effect', area: true },
    { name: 'thick_smoke', damage: null, note: 'obscurement; area of effect', area: true },
];

/**
 * The d20s thrown for an effect item (acid, holy water…): anyone able to throw gets 1, ranged
 * fighting 2, hurling 3 — only to make contact, never to add damage. Seed §Throwing Items.
 */
function thrownItemDice(skills: { rangedFighting?: boolean; hurling?: boolean }): number {
    if (skills.hurling) return 3;
    if (skills.rangedFighting) return 2;
    return 1;
}

/**
 * Throws an effect item at a target: rolls `thrownItemDice` d20s; the raw face (no modifiers) of
 * any die reaching the AC (a raw 20 always, a raw 1 never) makes contact, and the item's own damage
 * is rolled once. Draws: the d20s, then the item's damage die on contact. Seed §Throwing Items.
 */
export function throwItem(
    dice: Dice,
    item: ThrownItem,
    ac: number,
    skills: { rangedFighting?: boolean; hurling?: boolean } = {},
): { faces: number[]; contact: boolean; damage: number } {
    const faces: number[] = [];
    for (let i = 0; i < thrownItemDice(skills); i++) faces.push(dice.die(20));
    const contact = faces.some(f => dieHits(f, ac, 0));
    if (!contact || !item.damage) return { faces, contact, damage: 0 };
    const damage = item.damage.sides ? dice.die(item.damage.sides) : (item.damage.flat ?? 0);
    return { faces, contact, damage };
}
