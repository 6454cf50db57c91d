/**
 * What a stat block's open `skills { }` group may hold: the combat skills that add attack dice, one
 * d20 each (`roll skills d20` counts every entry). A skill the seed gives no attack dice — a reaction
 * (dodge, rebuff, deflect missiles), a maneuver (weapon lock, weapon disarm, shield-blitz), a touch
 * (sleight of hand) — is a combatant tag in Strife; written as an entry it grants nothing of its own
 * and adds a die to every `roll skills d20`. Seed: 001_66230f9a082df360.txt §Critical Hits (dodge,
 * rebuff), §Restrictions in Combat (deflect missiles), §Weapon Negation, §Touch-based Effects,
 * §Getting The Drop (foul play), §Shackling (knots, lock-picking, manacles), §The Attack.
 */
import type { Report, StaticCombatant } from '../../ruleset.js';
import { ER_CODES } from '../rules/checked.js';
import { ER_COMBATANT_TAGS } from '../schema.js';

/** Skills the seed names that add no attack dice and that Strife does not model (§Shackling): no tag does what they do. */
const UNMODELLED_NON_COMBAT: ReadonlySet<string> = new Set(['knots', 'lock_picking']);

/** The combatant tags that stand for skills and equipment (`tags dodge`), by name. */
const TAG_NAMES: ReadonlySet<string> = new Set(ER_COMBATANT_TAGS.map(t => t.name));

/**
 * `enchanted-realms-skill-adds-no-dice` (warning), on each entry of `skills { }` that is a skill the
 * seed gives no attack dice: a tag's skill (`dodge 1` → `tags dodge`), or knots and lock-picking,
 * which Strife does not model. Either way `roll skills d20` would count it as a die.
 */
export function checkSkillEntries(combatant: StaticCombatant, report: Report): void {
    const counted = ' An attack written `roll skills d20` counts it as a die.';
    for (const entry of combatant.entries) {
        if (entry.group !== 'skills' || entry.value <= 0) continue;
        if (TAG_NAMES.has(entry.name)) {
            report({
                code: ER_CODES.skillAddsNoDice,
                severity: 'warning',
                at: entry.at,
                message: `${entry.name} adds no attack dice: write it as a tag (\`tags ${entry.name}\`); only the tag lets ${combatant.model.name} use it.${counted}`,
            });
        } else if (UNMODELLED_NON_COMBAT.has(entry.name)) {
            report({
                code: ER_CODES.skillAddsNoDice,
                severity: 'warning',
                at: entry.at,
                message: `${entry.name} adds no attack dice (§Shackling), and Strife does not model it: leave it out of \`skills { }\`.${counted}`,
            });
        }
    }
}
