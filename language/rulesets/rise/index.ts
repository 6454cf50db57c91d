/**
 * The Rise ruleset (003_66faa831a56df10d.txt, Rise's "Combat" chapter): schema, checks, outlook and
 * engine behind the common Ruleset interface. Wiring only: the rules live in rules/, checks.ts and
 * engine/.
 */
import type { Ruleset } from '../ruleset.js';
import { readOnce } from '../shared/option-reader.js';
import { checkRiseAttack, checkRiseEncounter, checkRiseTurn } from './checks.js';
import { RiseEngine } from './engine/engine.js';
import { readRiseOptions } from './options.js';
import { riseDamageOutlook } from './outlook.js';
import { RISE_LADDER } from './rules/dice-pools.js';
import { RISE_MOVEMENT } from './rules/movement-and-positioning.js';
import { type RiseCarried, restore, usesBackAfter } from './rules/resting.js';
import {
    RISE_ACTIONS,
    RISE_ATTACK_STATS,
    RISE_ATTACK_TAGS,
    RISE_COMBATANT_TAGS,
    RISE_CONDITIONS,
    RISE_DAMAGE_CATEGORIES,
    RISE_HAZARDS,
    RISE_KEYWORD_TOPICS,
    RISE_MODIFIERS,
    RISE_OPTIONS,
    RISE_OUTCOMES,
    RISE_RESTS,
    RISE_SEED,
    RISE_STAT_GROUPS,
    RISE_STATS,
    RISE_TACTICS,
    RISE_TOPICS,
    RISE_USE_PERIODS,
} from './schema.js';

/** The typed options of an encounter's options record, read once per record (an engine is made per run). */
const engineOptions = readOnce(readRiseOptions);

export const rise: Ruleset = {
    id: 'rise',
    name: 'Rise',
    source: { file: RISE_SEED, title: 'Rise — "Combat" chapter' },
    stats: RISE_STATS,
    statGroups: RISE_STAT_GROUPS,
    attackStats: RISE_ATTACK_STATS,
    attackTags: RISE_ATTACK_TAGS,
    combatantTags: RISE_COMBATANT_TAGS,
    // §Dice Bonuses From Attributes: a pool's increments come from one attribute, or none for an item.
    exclusiveTags: [
        {
            tags: ['mundane', 'magical', 'item'],
            why: "a damage pool's dice increments come from Strength, from Willpower, or (an item) from neither",
        },
    ],
    damageCategories: RISE_DAMAGE_CATEGORIES,
    bodyParts: [],
    hazards: RISE_HAZARDS,
    outcomes: RISE_OUTCOMES,
    features: {
        positions: true,
        startingConditions: true,
        effects: ['inflict', 'remove', 'heal', 'push', 'modify'],
        limitedUses: true,
        areaAttacks: true,
        days: true,
    },
    actions: RISE_ACTIONS,
    modifiers: RISE_MODIFIERS,
    conditions: RISE_CONDITIONS,
    usePeriods: RISE_USE_PERIODS,
    rests: RISE_RESTS,
    usesBackAfter,
    movement: RISE_MOVEMENT,
    isAreaAttack: attack => attack.tags.includes('area'),
    tactics: RISE_TACTICS,
    options: RISE_OPTIONS,
    topics: RISE_TOPICS,
    keywordTopics: RISE_KEYWORD_TOPICS,
    ladder: RISE_LADDER,
    checkAttack: checkRiseAttack,
    checkTurn: checkRiseTurn,
    checkEncounter: checkRiseEncounter,
    damageAgainst: (attack, attacker, target, _targetCount, scene) => riseDamageOutlook(attack, attacker, target, scene),
    createEngine: ({ options, encounter }) => new RiseEngine(engineOptions(options), encounter),
    rest: (rest, carried, model, _rng, told) =>
        restore(rest, carried as RiseCarried, model.stats.hit_points, model.stats.damage_resistance ?? 0, told),
};
