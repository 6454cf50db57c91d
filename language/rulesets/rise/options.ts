/**
 * The Rise options of an encounter (`ruleset rise { monsters_at_zero: unconscious }`), typed. Their
 * names, allowed values and defaults are RISE_OPTIONS in schema.ts, read here through the shared
 * reader and written nowhere else.
 * Source: 003_66faa831a56df10d.txt §Taking Damage (monsters at 0), §Dice Pools (Dice Bonuses From
 * Attributes: half a negative attribute).
 */
import { type OptionValue, readOption } from '../shared/option-reader.js';
import { RISE_OPTIONS } from './schema.js';

/** The encounter's Rise options, resolved. */
export interface RiseOptions {
    /** What a monster at 0 hit points becomes (`monsters_at_zero`). */
    readonly monstersAtZero: OptionValue<typeof RISE_OPTIONS, 'monsters_at_zero'>;
    /** How half a negative Strength or Willpower rounds (`negative_attribute_rounding`). */
    readonly negativeRounding: OptionValue<typeof RISE_OPTIONS, 'negative_attribute_rounding'>;
}

/** The typed options from the strings of a `ruleset rise { … }` line (missing or unknown values read as the schema default). */
export function readRiseOptions(options: Readonly<Record<string, string>>): RiseOptions {
    return {
        monstersAtZero: readOption(RISE_OPTIONS, options, 'monsters_at_zero'),
        negativeRounding: readOption(RISE_OPTIONS, options, 'negative_attribute_rounding'),
    };
}
