/**
 * The Paladins of Awoudan ruleset (002_508f9552a4514e32.txt, the "Combat" page): schema, weapon
 * library, checks, outlook and engine behind the common Ruleset interface. Wiring only: the rules
 * live in rules/, checks.ts and engine/.
 */
import type { Ruleset } from '../ruleset.js';
import { checkPaladinsAttack, checkPaladinsCombatant, checkPaladinsEncounter, checkPaladinsTurn } from './checks.js';
import { PaladinsEngine } from './engine/engine.js';
import { readPaladinsOptions } from './options.js';
import { damageOutlook } from './outlook.js';
import {
    PALADINS_ACTIONS,
    PALADINS_ATTACK_STATS,
    PALADINS_ATTACK_TAGS,
    PALADINS_CONDITIONS,
    PALADINS_OPTIONS,
    PALADINS_OUTCOMES,
    PALADINS_SEED,
    PALADINS_STAT_GROUPS,
    PALADINS_STATS,
    PALADINS_TACTICS,
    PALADINS_TOPICS,
} from './schema.js';
import { PALADINS_WEAPONS } from './schema/weapons.js';

export const paladins: Ruleset = {
    id: 'paladins',
    name: 'Paladins of Awoudan',
    source: { file: PALADINS_SEED, title: 'Paladins of Awoudan — "Combat" page' },
    stats: PALADINS_STATS,
    statGroups: PALADINS_STAT_GROUPS,
    attackStats: PALADINS_ATTACK_STATS,
    attackTags: PALADINS_ATTACK_TAGS,
    combatantTags: [],
    damageCategories: [],
    bodyParts: [],
    hazards: [],
    outcomes: PALADINS_OUTCOMES,
    features: {},
    actions: PALADINS_ACTIONS,
    modifiers: [],
    conditions: PALADINS_CONDITIONS,
    tactics: PALADINS_TACTICS,
    options: PALADINS_OPTIONS,
    topics: PALADINS_TOPICS,
    weapons: PALADINS_WEAPONS,
    checkCombatant: checkPaladinsCombatant,
    checkAttack: checkPaladinsAttack,
    checkTurn: checkPaladinsTurn,
    checkEncounter: checkPaladinsEncounter,
    damageAgainst: damageOutlook,
    createEngine: ({ options }) => new PaladinsEngine(readPaladinsOptions(options)),
};
