/**
 * Checks of one attack of a stat block: its pool is plain d20s within the cap, its damage is never
 * written, and crits are granted only where the seed allows. Seed: 001_66230f9a082df360.txt
 * §The Attack (damage is counted from the hitting d20s), §Critical Hits (the 5d20 cap, ranged
 * weapons do not crit), §Throwing Items (the untrained have no dice).
 */
import type { AttackModel } from '../../../engine/model.js';
import type { Anchor, Report } from '../../ruleset.js';
import { isRanged, poolOf } from '../engine/fighter.js';
import { ER_CODES } from '../rules/checked.js';
import { critsAllowed } from '../rules/critical-hits.js';
import { attackPool } from '../rules/the-attack.js';

/** Whether the attack's `roll` is a plain pool, `Nd20` with no modifier and nothing added. */
function plainPool(attack: AttackModel): boolean {
    const roll = attack.roll;
    return roll?.kind === 'dice' && roll.term.sides === 20 && roll.term.modifiers.length === 0;
}

/** Every check of `attack` (its dice counts from skills resolved), reported at `at`. */
export function checkAttackModel(attack: AttackModel, at: Anchor, report: Report): void {
    if (attack.damage)
        report({
            code: ER_CODES.damageFormula,
            severity: 'error',
            at,
            message: `${attack.name}: damage is never written in Enchanted Realms — a hit deals one point per hitting d20 + the Strength (or Agility) modifier + weight; remove the damage formula.`,
        });
    if (attack.roll && !plainPool(attack)) {
        report({
            code: ER_CODES.poolForm,
            severity: 'error',
            at,
            message: `${attack.name}: an attack rolls a pool of plain d20s (\`roll 3d20\`, \`roll skills d20\`); other dice, modifiers or added numbers would be ignored.`,
        });
        return;
    }
    const pool = attack.roll ? attackPool(poolOf(attack), attack.tags.includes('exceeds_cap')) : undefined;
    if (pool && !pool.ok) {
        const untrained = pool.diagnostic.code === ER_CODES.untrained;
        report({
            code: pool.diagnostic.code,
            severity: untrained ? 'warning' : 'error',
            at,
            message: untrained
                ? `${attack.name} has no attack dice: its skills grant none (an untrained fighter cannot attack unless the option untrained_attacks is two_keep_lower).`
                : `${attack.name}: ${pool.diagnostic.message} (tag it exceeds_cap if a rule lets it go beyond).`,
        });
    }
    const crit = critsAllowed({
        granted: attack.tags.includes('crits'),
        ranged: isRanged(attack),
        rangedGrant: attack.tags.includes('ranged_crits'),
    });
    if (!crit.ok)
        report({ code: crit.diagnostic.code, severity: 'error', at, message: `${attack.name}: ${crit.diagnostic.message} (tag ranged_crits).` });
}
