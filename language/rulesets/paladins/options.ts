/**
 * The Paladins options of an encounter (`ruleset paladins { creatures_at_zero: dead }`), typed. Their
 * names, allowed values and defaults are PALADINS_OPTIONS in schema.ts, read here through the shared
 * reader and written nowhere else.
 * Source: 002_508f9552a4514e32.txt §Health Damage (creatures at 0 HEA), §Sequence (surprise checks).
 */
import { type OptionValue, readOption } from '../shared/option-reader.js';
import { PALADINS_OPTIONS } from './schema.js';

/** The encounter's Paladins options, resolved. */
export interface PaladinsOptions {
    /** What a creature at 0 HEA becomes (characters are always dying): `creatures_at_zero`. */
    readonly creaturesAtZero: OptionValue<typeof PALADINS_OPTIONS, 'creatures_at_zero'>;
    /** Step 1 of the sequence: `none` — a side written surprised is surprised; `INT` — each of its combatants checks INT to be aware. */
    readonly surpriseChecks: OptionValue<typeof PALADINS_OPTIONS, 'surprise_checks'>;
}

/** The typed options from the strings of a `ruleset paladins { … }` line (missing or unknown values read as the schema default). */
export function readPaladinsOptions(options: Readonly<Record<string, string>>): PaladinsOptions {
    return {
        creaturesAtZero: readOption(PALADINS_OPTIONS, options, 'creatures_at_zero'),
        surpriseChecks: readOption(PALADINS_OPTIONS, options, 'surprise_checks'),
    };
}
