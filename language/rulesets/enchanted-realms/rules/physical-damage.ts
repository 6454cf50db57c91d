/**
 * Damage categories and what resistance and vulnerability do to one attack's damage.
 * Seed: 001_66230f9a082df360.txt §Physical Damage.
 */

/** The ten categories of Body damage the seed lists. */
export const DAMAGE_CATEGORIES = ['alchemical', 'blunt', 'cold', 'edged', 'fire', 'lightning', 'necrotic', 'piercing', 'poison', 'smite'] as const;

/** What a target has against one category, each as a list of sources (items, spells, nature). */
export interface CategoryTraits {
    readonly resistances?: readonly string[];
    readonly vulnerabilities?: readonly string[];
    readonly immune?: boolean;
}

/**
 * Damage of one attack after the target's traits for its category: resistance halves (rounded
 * down, so a 1-point attack does nothing), vulnerability doubles, both at once cancel, and any
 * number of sources of one kind count as one. Immunity (named by the seed, rules elsewhere) → 0.
 * @param amount whole damage ≥ 0 of a single attack.
 */
export function applyCategory(amount: number, traits: CategoryTraits = {}): number {
    if (traits.immune) return 0;
    const resistant = (traits.resistances?.length ?? 0) > 0;
    const vulnerable = (traits.vulnerabilities?.length ?? 0) > 0;
    const base = Math.max(0, amount);
    if (resistant && vulnerable) return base;
    if (resistant) return Math.floor(base / 2);
    if (vulnerable) return base * 2;
    return base;
}
