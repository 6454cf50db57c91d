/**
 * Rise's damage types: physical and energy damage with four subtypes each; a trait against a
 * primary type covers its subtypes; untyped damage (no category) escapes every trait. What the
 * traits do: `immune` stops the damage; `resists` is impervious (+4 to defenses against the attack);
 * `vulnerable` is −4.
 * Source: 003_66faa831a56df10d.txt §Damage Types, §Damage Subtypes, §Multiple Damage Types. The +4
 * and −4 are the Rise core book's (an assumption, in the doc).
 */
import type { CombatantModel } from '../../../engine/model.js';

/** The subtypes of each primary damage type (§Damage Subtypes). */
export const DAMAGE_SUBTYPES = {
    physical: ['acid', 'bludgeoning', 'piercing', 'slashing'],
    energy: ['cold', 'electricity', 'fire', 'psychic'],
} as const;

/** Defense bonus of being impervious to an attack's damage (`resists`). */
export const IMPERVIOUS_BONUS = 4;
/** Defense penalty of being vulnerable to it. */
export const VULNERABLE_PENALTY = 4;

/** Whether a trait against `trait` damage covers damage of `category`: the same type, or `category` is a subtype of it. */
export function traitCovers(trait: string, category: string): boolean {
    if (trait === category) return true;
    return (DAMAGE_SUBTYPES as Readonly<Record<string, readonly string[]>>)[trait]?.includes(category) ?? false;
}

/** What a target's damage traits do against damage of `category` (undefined: untyped — none applies). */
export interface TraitVerdict {
    readonly immune: boolean;
    /** Change to the target's defenses against the attack (+4 impervious, −4 vulnerable). */
    readonly defense: number;
    /** The trait that applied, for the log ("immune to fire"). */
    readonly note?: string;
}

const NONE: TraitVerdict = { immune: false, defense: 0 };

/** The traits of `target` against an attack or hazard dealing `category` damage. */
export function traitsAgainst(category: string | undefined, traits: CombatantModel['damageTraits']): TraitVerdict {
    if (category === undefined) return NONE;
    const immune = traits.immune.find(t => traitCovers(t, category));
    if (immune) return { immune: true, defense: 0, note: `immune to ${immune} damage` };
    const resists = traits.resists.some(t => traitCovers(t, category));
    const vulnerable = traits.vulnerable.some(t => traitCovers(t, category));
    const defense = (resists ? IMPERVIOUS_BONUS : 0) - (vulnerable ? VULNERABLE_PENALTY : 0);
    if (defense === 0 && !resists) return NONE;
    return {
        immune: false,
        defense,
        note: [resists ? `impervious to ${category}` : '', vulnerable ? `vulnerable to ${category}` : ''].filter(Boolean).join(', '),
    };
}
