/**
 * Throwing effect items (acid, holy water, smokes): anyone may throw them; skills add dice that only
 * decide contact. Seed: 001_66230f9a082df360.txt §Throwing Items.
 */
import type { Dice } from './checked.js';
import { dieHits } from './combat-detailed.js';

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
