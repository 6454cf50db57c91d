/**
 * Staying conscious past 0 LIF: a roll against 25 + the damage past 0, whose PP/7 give the rounds
 * of consciousness before the next roll. Source: 004_941aee309a07cd38.txt §Staying Conscious.
 * Damage is counted up from 0 against the LIF stat: LIF left = LIF − damage.
 */
import { woundState } from './wounded-unconscious-and-dead.js';
import { ruleTrait, VaxiaInputError, type PpRounding, type TraitRuling } from './ruling-narration.js';

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
