/**
 * The ruleset options an Enchanted Realms run is played with (`ruleset enchanted-realms { … }`),
 * read once from the option strings the runner passes. Names, allowed values and defaults live in
 * schema.ts (ER_OPTIONS) alone; each option and the seed's silence behind it are documented there
 * and in docs/rulesets/enchanted-realms.md.
 */
import { type OptionValue, readOption } from '../shared/option-reader.js';
import { ER_OPTIONS } from './schema.js';

type Value<N extends (typeof ER_OPTIONS)[number]['name']> = OptionValue<typeof ER_OPTIONS, N>;

/** Score → modifier table (option `modifier_table`). */
export type ModifierTable = Value<'modifier_table'>;
/** What advantage adds to and disadvantage takes from a hitting attack's damage (option `vantage_damage`). */
export type VantageDamage = Value<'vantage_damage'>;
/** How a tied d12 competition ends (option `competition_ties`). */
export type CompetitionTies = Value<'competition_ties'>;
/** When a combatant brought below 0 Body dies (option `death`). */
export type DeathRule = Value<'death'>;

export interface ErOptions {
    readonly modifierTable: ModifierTable;
    readonly untrained: Value<'untrained_attacks'>;
    readonly ties: CompetitionTies;
    readonly vantageDamage: VantageDamage;
    readonly death: DeathRule;
    readonly defenseRolls: boolean;
}

/** Options from their strings; unknown or missing values take the schema default (validation reports them). */
export function readOptions(o: Readonly<Record<string, string>>): ErOptions {
    return {
        modifierTable: readOption(ER_OPTIONS, o, 'modifier_table'),
        untrained: readOption(ER_OPTIONS, o, 'untrained_attacks'),
        ties: readOption(ER_OPTIONS, o, 'competition_ties'),
        vantageDamage: readOption(ER_OPTIONS, o, 'vantage_damage'),
        death: readOption(ER_OPTIONS, o, 'death'),
        defenseRolls: readOption(ER_OPTIONS, o, 'defense_rolls') === 'on',
    };
}

export const DEFAULT_OPTIONS: ErOptions = readOptions({});
