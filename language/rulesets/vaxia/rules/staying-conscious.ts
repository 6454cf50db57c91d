/**
 * Staying conscious past 0 LIF: a roll against 25 + the damage past 0, whose PP/7 give the rounds
 * of consciousness before the next roll. Source: 004_941aee309a07cd38.txt §Staying Conscious.
 * Damage is counted up from 0 against the LIF stat: LIF left = LIF − damage.
 */
import { STAT_NAMES, type StatName } from './understanding-your-stats.js';
import { woundState } from './wounded-unconscious-and-dead.js';
import { ruleTrait, VaxiaInputError, type PpRounding, type TraitRuling } from './ruling-narration.js';

/** The stats a character may stay conscious with, by theme: END most often, STR, SPIR or CHA. */
const STAY_CONSCIOUS_STATS: readonly StatName[] = ['END', 'STR', 'SPIR', 'CHA'];

/**
 * The stat a "hardcore" skill adds to, read from its name: a stat word in it (`hardcore_spir`,
 * `str_hardcore`; SPI for SPIR) names it, none means END. `refused` names a stat the seed does not
 * offer (`hardcore_int`), for which END is rolled instead.
 * Assumption (the seed keeps the choice in the character's theme, which Strife does not have): this
 * naming rule.
 */
export function hardcoreStat(skill: string): { readonly stat: StatName; readonly refused?: string } {
    const words = skill
        .toUpperCase()
        .split('_')
        .map(w => (w === 'SPI' ? 'SPIR' : w));
    const named = words.find((w): w is StatName => (STAT_NAMES as readonly string[]).includes(w));
    if (!named) return { stat: 'END' };
    return STAY_CONSCIOUS_STATS.includes(named) ? { stat: named } : { stat: 'END', refused: named };
}

/** The base of the stay-conscious difficulty (§Staying Conscious). */
const STAY_CONSCIOUS_BASE = 25;

/** 25 + the damage taken past 0 LIF. LIF 30 taking 45 → 25 + 15 = 40 (§Staying Conscious). */
function stayConsciousDifficulty(lif: number, damage: number): number {
    return STAY_CONSCIOUS_BASE + Math.max(0, damage - lif);
}

/** How PP/7 durations become whole rounds: floor (default) or the public ruler's nearest. */
type DurationRounding = 'floor' | 'nearest';

/**
 * Rounds of an effect lasting PP/7 rounds (§Staying Conscious; §Attacking and Defending uses PP/7
 * for non-damaging effects too). 15 PP → 2 rounds. 'nearest' is the public ruler's display (13 → 2).
 */
function pp7Rounds(pp: number, rounding: DurationRounding = 'floor'): number {
    const x = pp / 7;
    return rounding === 'floor' ? Math.floor(x) : Math.floor(x + 0.5);
}

interface StayConscious {
    readonly difficulty: number;
    readonly ruling: TraitRuling;
    /** Whether the character stays up. */
    readonly conscious: boolean;
    /**
     * Rounds they stay up, counting the round of the roll, before rolling again.
     * Assumption: a success keeps them up at least this round, so it is max(1, PP/7).
     */
    readonly rounds: number;
}

/**
 * The stay-conscious roll: a one-trait ruling of the might against 25 + damage past 0 LIF.
 * Only an unconscious-range character rolls; the dead cannot.
 * @throws VaxiaInputError `vaxia-not-unconscious` when damage is below LIF or at least 2 × LIF.
 */
export function rollStayConscious(
    might: number,
    lif: number,
    damage: number,
    roll: number,
    options: { rounding?: PpRounding; durations?: DurationRounding } = {},
): StayConscious {
    if (woundState(lif, damage) !== 'unconscious') {
        throw new VaxiaInputError('vaxia-not-unconscious', `damage ${damage} against LIF ${lif} is not in the unconscious range`);
    }
    const difficulty = stayConsciousDifficulty(lif, damage);
    const ruling = ruleTrait(might, difficulty, roll, options.rounding);
    const rounds = ruling.success ? pp7Rounds(ruling.pp, options.durations) : 0;
    return { difficulty, ruling, conscious: ruling.success, rounds };
}
