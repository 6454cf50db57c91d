/**
 * The Vaxia / Sirian ruleset (004_941aee309a07cd38.txt, the Vaxia ruling guides): d100 trait
 * rulings with no initiative and no hit or miss, active defenses, vehicles, hazards, non-damaging
 * effects with PP/7 durations, days of fights with healing and repair between them, behind the
 * common Ruleset interface.
 */
import type { Ruleset } from '../ruleset.js';
import { checkVaxiaAttack, checkVaxiaCombatant, checkVaxiaEncounter, checkVaxiaTurn } from './checks.js';
import { VaxiaEngine } from './engine/engine.js';
import { restCarried } from './engine/days.js';
import type { VaxiaCarried } from './engine/fighter.js';
import { vaxiaDamageAgainst } from './outlook.js';
import { vaxiaOptions } from './options.js';
import { readOnce } from '../shared/option-reader.js';
import {
    VAXIA_ACTIONS,
    VAXIA_ATTACK_STATS,
    VAXIA_ATTACK_TAGS,
    VAXIA_CONDITIONS,
    VAXIA_DAMAGE_CATEGORIES,
    VAXIA_HAZARDS,
    VAXIA_MODIFIERS,
    VAXIA_OPTIONS,
    VAXIA_OUTCOMES,
    VAXIA_RESTS,
    VAXIA_SEED,
    VAXIA_STAT_GROUPS,
    VAXIA_STATS,
    VAXIA_TACTICS,
    VAXIA_TOPICS,
    VAXIA_COMBATANT_TAGS,
} from './schema.js';

/** The typed options, read once per encounter model's options record (an engine is made every run). */
const engineOptions = readOnce(vaxiaOptions);

export const vaxia: Ruleset = {
    id: 'vaxia',
    name: 'Vaxia / Sirian',
    source: { file: VAXIA_SEED, title: 'Vaxia / Sirian — the ruling guides (combat, vehicles, hazards, staying conscious)' },
    stats: VAXIA_STATS,
    statGroups: VAXIA_STAT_GROUPS,
    attackStats: VAXIA_ATTACK_STATS,
    attackTags: VAXIA_ATTACK_TAGS,
    combatantTags: VAXIA_COMBATANT_TAGS,
    // §Vehicle Combat, §Open Vehicles: a vehicle encloses those aboard or it does not.
    exclusiveTags: [
        { tags: ['closed', 'open'], why: 'a vehicle either encloses those aboard (its END protects them) or leaves them open to attack' },
    ],
    damageCategories: VAXIA_DAMAGE_CATEGORIES,
    bodyParts: [],
    hazards: VAXIA_HAZARDS,
    outcomes: VAXIA_OUTCOMES,
    features: {
        attackTraits: true,
        attacksWithoutDamage: true,
        multipleDefenses: true,
        vehicles: true,
        positions: true,
        startingConditions: true,
        effects: ['inflict', 'modify', 'remove'],
        days: true,
    },
    actions: VAXIA_ACTIONS,
    modifiers: VAXIA_MODIFIERS,
    conditions: VAXIA_CONDITIONS,
    rests: VAXIA_RESTS,
    tactics: VAXIA_TACTICS,
    options: VAXIA_OPTIONS,
    topics: VAXIA_TOPICS,
    keywordTopics: { uses: 'two_trait', vs: 'passive_defense', aboard: 'closed', hazard: 'environmental_damage', round: 'order_of_actions' },
    checkCombatant: checkVaxiaCombatant,
    checkAttack: checkVaxiaAttack,
    checkTurn: checkVaxiaTurn,
    checkEncounter: checkVaxiaEncounter,
    damageAgainst: vaxiaDamageAgainst,
    createEngine({ options, encounter }) {
        return new VaxiaEngine(engineOptions(options), encounter);
    },
    rest: (rest, carried, model, rng, told) => restCarried(rest, carried as VaxiaCarried, model, rng, told),
};
