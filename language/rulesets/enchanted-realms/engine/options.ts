/**
 * The ruleset options an Enchanted Realms run is played with (`ruleset enchanted-realms { … }`),
 * read once from the option strings the runner passes (defaults already filled in). Each option and
 * the seed's silence behind it are documented in schema.ts (ER_OPTIONS) and
 * docs/rulesets/enchanted-realms.md.
 */
import type { Natural20Dodge } from '../critical.js';
import type { VantageDamage } from '../attack.js';
import type { DeathRule } from '../defeat.js';
import type { CompetitionTies } from '../saves.js';
import type { ModifierTable } from '../scores.js';

export interface ErOptions {
    readonly modifierTable: ModifierTable;
    readonly untrained: 'none' | 'two-keep-lower';
    readonly ties: CompetitionTies;
    readonly vantageDamage: VantageDamage;
    readonly natural20Dodge: Natural20Dodge;
    readonly death: DeathRule;
    readonly defenseRolls: boolean;
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;

/** Options from their strings; unknown or missing values take the default (validation reports them). */
export function readOptions(o: Readonly<Record<string, string>>): ErOptions {
    return {
        modifierTable: pick(o.modifier_table, ['seed', 'd20'], 'seed'),
        untrained: pick(o.untrained_attacks, ['none', 'two-keep-lower'], 'none'),
        ties: pick(o.competition_ties, ['reroll', 'defender'], 'reroll'),
        vantageDamage: pick(o.vantage_damage, ['d3', 'd2', 'flat2', 'none'], 'd3'),
        natural20Dodge: pick(o.natural20_dodge, ['portion', 'whole'], 'portion'),
        death: pick(o.death, ['resilience', 'at-zero'], 'resilience'),
        defenseRolls: o.defense_rolls === 'on',
    };
}

export const DEFAULT_OPTIONS: ErOptions = readOptions({});
