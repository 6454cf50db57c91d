/**
 * Who may crit, and what dodge-like reductions may take from a crit.
 * Seed: 001_66230f9a082df360.txt §Critical Hits.
 */
import { type Checked, ER_CODES, fail, ok, type Vantage } from './common.js';
import type { PoolAttackResult } from './attack.js';

/** The styles the seed names as usually critting on a natural 20 (their skills say so). */
export const CRIT_STYLES: readonly string[] = ['bludgeoning', 'cleaving', 'polearm', 'slashing'];

/**
 * Whether an attack's natural 20s become crits. `granted`: a skill, weapon or circumstance grants
 * them; a ranged weapon never crits unless `rangedGrant` (a rule that explicitly lets it); at
 * disadvantage nothing crits (unless `overridesDisadvantage`). Seed §Critical Hits.
 * Errors: `enchanted-realms-ranged-crit` when a ranged weapon claims crits without a rule that grants them.
 */
export function critsAllowed(a: {
    granted: boolean;
    ranged?: boolean;
    rangedGrant?: boolean;
    vantage?: Vantage;
    overridesDisadvantage?: boolean;
}): Checked<boolean> {
    if (a.granted && a.ranged && !a.rangedGrant) {
        return fail(ER_CODES.rangedCrit, 'ranged weapons cannot crit by default; name the rule that grants it');
    }
    if (!a.granted) return ok(false);
    if (a.vantage === 'disadvantage' && !a.overridesDisadvantage) return ok(false);
    return ok(true);
}

/**
 * How a natural 20 shields damage from dodge-like reductions (ruleset option `natural20_dodge`):
 *  - 'portion' (default): the natural-20 dice's points and the crit chain they started cannot be
 *    reduced; the other hits, the modifiers and the vantage damage can.
 *  - 'whole': any natural 20 in the pool shields the whole attack.
 * The seed says dodges cannot be used "against a natural 20", including the crit damage beyond;
 * it does not say what happens to the rest of a pool, hence the option.
 */
export type Natural20Dodge = 'portion' | 'whole';

/**
 * Applies a dodge-like reduction (dodge, deflection, …) of `reduction` points to an attack's damage,
 * after every crit die is rolled (seed §Critical Hits: damage is settled before reactions).
 * Returns the damage left (≥ 0) and how much was shielded.
 */
export function applyDodge(result: PoolAttackResult, reduction: number, mode: Natural20Dodge = 'portion'): { damage: number; shielded: number } {
    const shielded = mode === 'whole' && result.natural20s > 0 ? result.damage : result.protectedDamage;
    const open = result.damage - shielded;
    return { damage: shielded + Math.max(0, open - Math.max(0, reduction)), shielded };
}

/**
 * A "girdle of wound-closure"-like protection: removes the crit chain's damage but keeps the
 * original hit's point. Seed §Critical Hits. Returns the damage left.
 */
export function negateCritDamage(result: PoolAttackResult): number {
    return Math.max(0, result.damage - result.parts.critDamage);
}
