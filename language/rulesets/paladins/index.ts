/**
 * The Paladins of Awoudan ruleset (002_508f9552a4514e32.txt, the "Combat" page): schema, weapon
 * library, checks, outlook and engine behind the common Ruleset interface. Wiring only: the rules
 * live in rules/, checks.ts and engine/.
 */
import type { Ruleset } from '../ruleset.js';
import { readOnce } from '../shared/option-reader.js';
import { checkPaladinsAttack, checkPaladinsCombatant, checkPaladinsEncounter, checkPaladinsTurn } from './checks.js';
import { type PaladinsCarried, restCarried } from './engine/carry.js';
import { PaladinsEngine } from './engine/engine.js';
import { isAreaAttack } from './rules/ranges.js';
import { usesBackAfter } from './rules/resting.js';
import { PALADINS_RESTS, PALADINS_USE_PERIODS } from './schema/rests.js';
import { readPaladinsOptions } from './options.js';
import { damageOutlook } from './outlook.js';
import {
    PALADINS_ACTIONS,
    PALADINS_ATTACK_STATS,
    PALADINS_ATTACK_TAGS,
    PALADINS_CONDITIONS,
    PALADINS_MOVEMENT,
    PALADINS_OPTIONS,
    PALADINS_OUTCOMES,
    PALADINS_SEED,
    PALADINS_STAT_GROUPS,
    PALADINS_STATS,
    PALADINS_TACTICS,
    PALADINS_TOPICS,
} from './schema.js';
import { PALADINS_WEAPONS } from './schema/weapons.js';

/** The typed options of an encounter's options record, read once per record (an engine is made per run). */
const engineOptions = readOnce(readPaladinsOptions);

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
    features: {
        positions: true,
        startingConditions: true,
        effects: ['inflict', 'remove', 'heal'],
        limitedUses: true,
        areaAttacks: true,
        days: true,
    },
    movement: PALADINS_MOVEMENT,
    isAreaAttack,
    usePeriods: PALADINS_USE_PERIODS,
    rests: PALADINS_RESTS,
    usesBackAfter,
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
    createEngine: ({ options, encounter }) => new PaladinsEngine(engineOptions(options), encounter),
    rest: (rest, carried, model, rng, told) => restCarried(rest, carried as PaladinsCarried, model, rng, readPaladinsOptions({}), told),
};
