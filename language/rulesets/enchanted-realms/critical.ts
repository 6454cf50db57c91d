/**
 * Who may crit. Seed: 001_66230f9a082df360.txt §Critical Hits. (What a crit rolls — the chain of
 * crit d20s and their d3s, and that nothing crits at disadvantage — is the pool attack's, attack.ts.)
 */
import { type Checked, ER_CODES, fail, ok } from './common.js';

/**
 * Whether an attack's natural 20s become crits: `granted` when a skill, weapon or circumstance
 * grants them; a ranged weapon never crits unless `rangedGrant` (a rule that explicitly lets it).
 * Errors: `enchanted-realms-ranged-crit` when a ranged weapon claims crits without a rule that grants them.
 */
export function critsAllowed(a: { granted: boolean; ranged: boolean; rangedGrant: boolean }): Checked<boolean> {
    if (a.granted && a.ranged && !a.rangedGrant) {
        return fail(ER_CODES.rangedCrit, 'ranged weapons cannot crit by default; name the rule that grants it');
    }
    return ok(a.granted);
}
