/**
 * Vaxia's options as the engine and the hovers read them. Every name, allowed value and default is
 * `VAXIA_OPTIONS`' (schema.ts), read with the shared `readOption`; nothing here repeats them.
 * What each option means, and which sentence of 004_941aee309a07cd38.txt it answers, is in the schema.
 */
import { type OptionValue, readOption } from '../shared/option-reader.js';
import { VAXIA_OPTIONS } from './schema.js';
import { MISHAP_BELOW } from './rules/lopsided-two-trait-ruling.js';

type Options = Readonly<Record<string, string>>;
type Name = (typeof VAXIA_OPTIONS)[number]['name'];
type Value<N extends Name> = OptionValue<typeof VAXIA_OPTIONS, N>;

export interface VaxiaOptions {
    /** How PP become whole numbers (`pp_rounding`). */
    readonly rounding: Value<'pp_rounding'>;
    /** How PP/7 durations become whole rounds (`duration_rounding`). */
    readonly durations: Value<'duration_rounding'>;
    /** A combined margin below this is a mishap; null: never (`mishap`). */
    readonly mishapBelow: number | null;
    readonly legacyMagic: boolean;
    readonly metamagicDifficulty: Value<'metamagic_difficulty'>;
    readonly metamagicPartial: boolean;
    /** Might penalty per extra action of a post (`multi_action_penalty`). */
    readonly perExtra: number;
    readonly order: Value<'order_of_actions'>;
    readonly frost: Value<'frost'>;
    /** Who rolls to stay conscious past 0 LIF when the script does not say (`stay_conscious`). */
    readonly stayConscious: Value<'stay_conscious'>;
}

/** The options record of a file (missing or unknown values: the schema's defaults) as typed options. */
export function vaxiaOptions(o: Options): VaxiaOptions {
    return {
        rounding: readOption(VAXIA_OPTIONS, o, 'pp_rounding'),
        durations: readOption(VAXIA_OPTIONS, o, 'duration_rounding'),
        mishapBelow: readOption(VAXIA_OPTIONS, o, 'mishap') === 'never' ? null : MISHAP_BELOW,
        legacyMagic: readOption(VAXIA_OPTIONS, o, 'legacy_magic') === 'on',
        metamagicDifficulty: readOption(VAXIA_OPTIONS, o, 'metamagic_difficulty'),
        metamagicPartial: readOption(VAXIA_OPTIONS, o, 'metamagic_partial') === 'allowed',
        perExtra: Number(readOption(VAXIA_OPTIONS, o, 'multi_action_penalty')),
        order: readOption(VAXIA_OPTIONS, o, 'order_of_actions'),
        frost: readOption(VAXIA_OPTIONS, o, 'frost'),
        stayConscious: readOption(VAXIA_OPTIONS, o, 'stay_conscious'),
    };
}
