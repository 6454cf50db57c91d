/**
 * The Enchanted Realms ruleset (001_66230f9a082df360.txt, the rulebook's "Combat Detailed"
 * chapter): pools of d20s against armour class, crit chains, d12 competitions — schema, checks,
 * hovers and engine behind the common Ruleset interface.
 */
import type { Ruleset } from '../ruleset.js';
import { checkErAttack, checkErCombatant, checkErEncounter, checkErTurn } from './checks.js';
import { EnchantedRealmsEngine } from './engine/engine.js';
import { readOptions } from './options.js';
import { readOnce } from '../shared/option-reader.js';
import { damageAgainst } from './outlook.js';
import { ER_SEED, ER_COMBATANT_TAGS, ER_DAMAGE_CATEGORIES, ER_OPTIONS, ER_OUTCOMES, ER_STAT_GROUPS, ER_STATS } from './schema.js';
import { ER_ACTIONS } from './schema/actions.js';
import { ER_ATTACK_STATS, ER_ATTACK_TAGS } from './schema/attacks.js';
import { ER_MODIFIERS } from './schema/modifiers.js';
import { ER_CONDITIONS } from './schema/restrictions.js';
import { ER_RESTS, ER_USE_PERIODS } from './schema/rests.js';
import type { ErCarried } from './engine/fighter.js';
import { restCarried, usesBackAfter } from './engine/rest.js';
import { deliveryOf } from './engine/weapons.js';
import { ER_TACTICS, ER_TOPICS } from './schema/topics.js';

/** The typed options, read once per encounter model's options record (an engine is made every run). */
const engineOptions = readOnce(readOptions);

export const enchantedRealms: Ruleset = {
    id: 'enchanted-realms',
    name: 'Enchanted Realms',
    source: { file: ER_SEED, title: 'Enchanted Realms Rulebook — "Combat Detailed"' },
    stats: ER_STATS,
    statGroups: ER_STAT_GROUPS,
    attackStats: ER_ATTACK_STATS,
    attackTags: ER_ATTACK_TAGS,
    combatantTags: ER_COMBATANT_TAGS,
    damageCategories: ER_DAMAGE_CATEGORIES,
    bodyParts: [],
    hazards: [],
    outcomes: ER_OUTCOMES,
    features: {
        targetShares: true,
        attackTraits: true,
        attackRoll: true,
        attacksWithoutDamage: true,
        positions: true,
        startingConditions: true,
        effects: ['inflict', 'remove', 'heal', 'push'],
        limitedUses: true,
        areaAttacks: true,
        vehicles: true,
        days: true,
    },
    actions: ER_ACTIONS,
    modifiers: ER_MODIFIERS,
    conditions: ER_CONDITIONS,
    usePeriods: ER_USE_PERIODS,
    rests: ER_RESTS,
    usesBackAfter,
    tactics: ER_TACTICS,
    options: ER_OPTIONS,
    topics: ER_TOPICS,
    keywordTopics: { roll: 'pool_cap' },
    checkCombatant: checkErCombatant,
    checkAttack: checkErAttack,
    checkTurn: checkErTurn,
    checkEncounter: checkErEncounter,
    damageAgainst,
    isAreaAttack: attack => attack.tags.includes('area') && deliveryOf(attack) === 'none',
    rest: (rest, carried, model, _rng, told) => restCarried(rest, carried as ErCarried, model, told),
    createEngine({ options, encounter }) {
        return new EnchantedRealmsEngine(engineOptions(options), encounter);
    },
};
