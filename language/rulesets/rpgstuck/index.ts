/**
 * The RPGStuck ruleset (000_7e14385943d7d1e7.txt, the Primer's "Combat Miscellany") behind the
 * common Ruleset interface: wiring only — the vocabulary (schema.ts), the checks (checks.ts), the
 * hovers' odds (outlook.ts), the difficulty hint (rules/combat-rating.ts), the movement model
 * (rules/special-types-of-movement.ts), the engine (engine/engine.ts) and the rests of a day
 * (engine/carry.ts).
 */
import type { Ruleset } from '../ruleset.js';
import { readOnce } from '../shared/option-reader.js';
import { checkRpgAttack, checkRpgCombatant, checkRpgEncounter } from './checks.js';
import { RpgStuckEngine } from './engine/engine.js';
import { readOptions } from './options.js';
import { rpgstuckOutlook } from './outlook.js';
import { rpgstuckDifficultyHint } from './rules/combat-rating.js';
import { RPGSTUCK_LADDER } from './rules/damage-dice.js';
import {
    RPGSTUCK_ACTIONS,
    RPGSTUCK_ATTACK_STATS,
    RPGSTUCK_ATTACK_TAGS,
    RPGSTUCK_BODY_PARTS,
    RPGSTUCK_BODY_STATS,
    RPGSTUCK_COMBATANT_TAGS,
    RPGSTUCK_CONDITIONS,
    RPGSTUCK_DAMAGE_CATEGORIES,
    RPGSTUCK_HAZARDS,
    RPGSTUCK_MODIFIERS,
    RPGSTUCK_OPTIONS,
    RPGSTUCK_OUTCOMES,
    RPGSTUCK_PART_STATS,
    RPGSTUCK_RESTS,
    RPGSTUCK_SEED,
    RPGSTUCK_STAT_GROUPS,
    RPGSTUCK_STATS,
    RPGSTUCK_TACTICS,
    RPGSTUCK_TOPICS,
    RPGSTUCK_USE_PERIODS,
} from './schema.js';
import { restCarried } from './engine/carry.js';
import { RESTS_PER_DAY, usesBackAfter } from './rules/resting-and-limited-abilities.js';
import { RPGSTUCK_MOVEMENT } from './rules/special-types-of-movement.js';

/** The typed options of an encounter's options record, read once per record (an engine is made per run). */
const engineOptions = readOnce(readOptions);

export const rpgstuck: Ruleset = {
    id: 'rpgstuck',
    name: 'RPGStuck',
    source: { file: RPGSTUCK_SEED, title: 'RPGStuck Primer — "Combat Miscellany"' },
    stats: [...RPGSTUCK_STATS, ...RPGSTUCK_BODY_STATS, ...RPGSTUCK_PART_STATS],
    statGroups: RPGSTUCK_STAT_GROUPS,
    attackStats: RPGSTUCK_ATTACK_STATS,
    attackTags: RPGSTUCK_ATTACK_TAGS,
    combatantTags: RPGSTUCK_COMBATANT_TAGS,
    damageCategories: RPGSTUCK_DAMAGE_CATEGORIES,
    bodyParts: RPGSTUCK_BODY_PARTS,
    hazards: RPGSTUCK_HAZARDS,
    outcomes: RPGSTUCK_OUTCOMES,
    features: {
        calledShots: true,
        attackTraits: true,
        positions: true,
        vehicles: true,
        startingConditions: true,
        effects: ['inflict', 'remove', 'heal', 'push', 'modify'],
        limitedUses: true,
        areaAttacks: true,
        days: true,
    },
    actions: RPGSTUCK_ACTIONS,
    modifiers: RPGSTUCK_MODIFIERS,
    conditions: RPGSTUCK_CONDITIONS,
    usePeriods: RPGSTUCK_USE_PERIODS,
    useSpent: 'when-it-works',
    rests: RPGSTUCK_RESTS,
    usesBackAfter,
    restsPerDay: RESTS_PER_DAY,
    movement: RPGSTUCK_MOVEMENT,
    isAreaAttack: attack => attack.tags.includes('area'),
    tactics: RPGSTUCK_TACTICS,
    options: RPGSTUCK_OPTIONS,
    topics: RPGSTUCK_TOPICS,
    ladder: RPGSTUCK_LADDER,
    keywordTopics: { vs: 'nat_20', damage: 'die_ladder', called: 'critical_hit', Nd: 'die_ladder' },
    checkCombatant: checkRpgCombatant,
    checkAttack: checkRpgAttack,
    checkEncounter: checkRpgEncounter,
    damageAgainst: (attack, attacker, target, _count, scene) => rpgstuckOutlook(attack, attacker, target, scene),
    difficultyHint: rpgstuckDifficultyHint,
    createEngine: ({ options, encounter }) => new RpgStuckEngine(engineOptions(options), encounter),
    rest: (rest, carried, model, rng, told) => restCarried(rest, carried, model, rng, told),
};
