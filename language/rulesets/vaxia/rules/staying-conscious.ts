/**
 * Staying conscious past 0 LIF: a roll against 25 + the damage past 0, whose PP/7 give the rounds
 * of consciousness before the next roll. Source: 004_941aee309a07cd38.txt §Staying Conscious.
 * Damage is counted up from 0 against the LIF stat: LIF left = LIF − damage.
 */
import { STAT_NAMES, type StatName } from './understanding-your-stats.js';
import { ruleTrait, type PpRounding, type TraitRuling } from './ruling-narration.js';
import { type DurationRounding, ppDuration } from './what-counts-as-combat.js';

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

/** 25 + the damage taken past 0 LIF (damage is at least LIF here). LIF 30 taking 45 → 25 + 15 = 40 (§Staying Conscious). */
function stayConsciousDifficulty(lif: number, damage: number): number {
    return STAY_CONSCIOUS_BASE + damage - lif;
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
 * Only an unconscious-range character rolls (damage from LIF to 2 × LIF − 1); the dead cannot — the
 * engine asks only them.
 */
export function rollStayConscious(
    might: number,
    lif: number,
    damage: number,
    roll: number,
    options: { readonly rounding: PpRounding; readonly durations: DurationRounding },
): StayConscious {
    const difficulty = stayConsciousDifficulty(lif, damage);
    const ruling = ruleTrait(might, difficulty, roll, options.rounding);
    // A failed roll has 0 PP, so 0 rounds.
    const rounds = ppDuration(ruling.pp, options.durations);
    return { difficulty, ruling, conscious: ruling.success, rounds };
}
