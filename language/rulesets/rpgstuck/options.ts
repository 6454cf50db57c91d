/**
 * The rule options as typed values, read from a `ruleset rpgstuck { … }` line with the shared option
 * reader: names, allowed values and defaults live only in `RPGSTUCK_OPTIONS` (option-schema.ts),
 * which also says why each is an option. Source: 000_7e14385943d7d1e7.txt.
 */
import { type OptionValue, readDieOption, readOption } from '../shared/option-reader.js';
import { RPGSTUCK_OPTIONS } from './schema.js';

type Specs = typeof RPGSTUCK_OPTIONS;

/** The seed's two crit rules: double the dice and modifiers, or double the total. */
export type CritRule = OptionValue<Specs, 'crit_rule'>;
/** The two readings of a head crit (the Head entry's +50% more, or the Trace example's 250%). */
export type HeadCritRule = OptionValue<Specs, 'head_crit'>;
/** How one die step past the top of a damage ladder is paid: +2P or +Level. */
export type OverflowChoice = OptionValue<Specs, 'overflow'>;
/** How stacked advantage turns into the flat ±4. */
export type AdvantageStack = OptionValue<Specs, 'advantage_stack'>;
/** Which dice go first when aim and block dice cancel. */
export type CancelOrder = OptionValue<Specs, 'aim_block_cancel'>;
/** How a fractional damage rounds. */
export type Rounding = OptionValue<Specs, 'rounding'>;
/** How the hit die average per level rounds. */
export type HitDieAverage = OptionValue<Specs, 'hit_die_average'>;

export interface RpgOptions {
    readonly critRule: CritRule;
    readonly headCrit: HeadCritRule;
    readonly overflow: OverflowChoice;
    readonly advantageStack: AdvantageStack;
    readonly critRangeNeedsHit: boolean;
    readonly cancel: CancelOrder;
    /** Sides of the Aim action's aim die and of Avert's block die. */
    readonly aimDie: number;
    readonly avertDie: number;
    readonly rounding: Rounding;
    readonly hitDieAverage: HitDieAverage;
}

/** Options from a ruleset line (name → value as written); missing or unknown values read as the schema's default. */
export function readOptions(options: Readonly<Record<string, string>>): RpgOptions {
    const read = <N extends Specs[number]['name']>(name: N) => readOption(RPGSTUCK_OPTIONS, options, name);
    return {
        critRule: read('crit_rule'),
        headCrit: read('head_crit'),
        overflow: read('overflow'),
        advantageStack: read('advantage_stack'),
        critRangeNeedsHit: read('crit_range_needs_hit') === 'yes',
        cancel: read('aim_block_cancel'),
        aimDie: readDieOption(RPGSTUCK_OPTIONS, options, 'aim_die'),
        avertDie: readDieOption(RPGSTUCK_OPTIONS, options, 'avert_die'),
        rounding: read('rounding'),
        hitDieAverage: read('hit_die_average'),
    };
}

/** Every option at its default (hovers of lines outside an encounter, tactics' estimates). */
export const DEFAULT_OPTIONS: RpgOptions = readOptions({});
