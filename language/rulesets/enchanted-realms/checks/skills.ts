/**
 * What a stat block's open `skills { }` group may hold: the combat skills that add attack dice, one
 * d20 each (`roll skills d20` counts every entry). A skill the seed gives no attack dice — a reaction
 * (dodge, rebuff, deflect missiles), a maneuver (weapon lock, weapon disarm, shield-blitz), a touch
 * (sleight of hand) — is a combatant tag in Strife; written as an entry it grants nothing of its own
 * and adds a die to every `roll skills d20`. A name that is no combat skill the chapter knows is
 * counted all the same, with a warning: whether it grants a die is the rulebook's, not the chapter's.
 * Seed: 001_66230f9a082df360.txt §Critical Hits (dodge,
 * rebuff), §Restrictions in Combat (deflect missiles), §Weapon Negation, §Touch-based Effects,
 * §Getting The Drop (foul play), §Shackling (knots, lock-picking, manacles), §The Attack.
 */
import type { Report, StaticCombatant } from '../../ruleset.js';
import { ER_CODES } from '../rules/checked.js';
import { ER_COMBATANT_TAGS } from '../schema.js';

/** Skills the seed names that add no attack dice and that Strife does not model (§Shackling): no tag does what they do. */
const UNMODELLED_NON_COMBAT: ReadonlySet<string> = new Set(['knots', 'lock_picking']);

/**
 * The combat skills `skills { }` is for, each one d20 where it applies. The chapter names the two
 * base skills (§Sneak Attacks: the melee skill; §Throwing Items: ranged fighting and hurling), the
 * styles whose natural 20s usually crit (§Critical Hits: bludgeoning, cleaving, pole-arms,
 * slashing), spinning moves (§The Attack), martial arts (§The Attack, §Shackling), polearms and
 * weapon forte (§Impalement Maneuver). §Throwing Items quotes the rulebook's Combat Skills for the
 * rest; its public page lists the techniques under the two styles — archery, bludgeons, swords
 * [public, enchantedrpg.com Combat Skills].
 */
const COMBAT_SKILLS: ReadonlySet<string> = new Set([
    'melee',
    'melee_fighting',
    'ranged',
    'ranged_fighting',
    'hurling',
    'archery',
    'bludgeoning',
    'bludgeons',
    'cleaving',
    'slashing',
    'swords',
    'polearms',
    'weapon_forte',
    'spinning',
    'spinning_moves',
    'martial_arts',
]);

/** Where a GM may mean something Strife has a word for, by the entry's name. */
const MEANT_INSTEAD: Readonly<Record<string, string>> = {
    swimming: 'a swimming speed is the stat `swim 20`',
    swim: 'a swimming speed is the stat `swim 20`',
    flying: 'a flying speed is the stat `fly 40`',
    fly: 'a flying speed is the stat `fly 40`',
    stealth: "a sneak attack's stealth is the DC its line gives (`with stealth 14`)",
    perception: 'Perception is a sub-attribute score (`perception 6`)',
};

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
        } else if (!COMBAT_SKILLS.has(entry.name)) reportUnknown(entry, report);
    }
}

/**
 * `enchanted-realms-skill-unknown` (warning), on an entry of `skills { }` that is no combat skill the
 * chapter (or the public Combat Skills page it quotes) names. §The Attack rolls one d20 per combat
 * skill that applies; whether this one is such a skill is the rulebook's, which Strife cannot see,
 * and it reads nothing else from the entry: `roll skills d20` counts it as its value in dice.
 */
function reportUnknown(entry: StaticCombatant['entries'][number], report: Report): void {
    const dice = `${entry.value} attack ${entry.value === 1 ? 'die' : 'dice'}`;
    const instead = MEANT_INSTEAD[entry.name];
    report({
        code: ER_CODES.skillUnknown,
        severity: 'warning',
        at: entry.at,
        message:
            `${entry.name} is not a combat skill the chapter names (§The Attack: one d20 per combat skill that applies), and Strife reads nothing else from it: ` +
            `every \`roll skills d20\` counts it as ${dice}. A skill that grants no attack die does not belong in \`skills { }\`` +
            `${instead ? ` (${instead})` : ''}; for one that does, an attack may write its count instead (\`roll 2d20\`).`,
    });
}
