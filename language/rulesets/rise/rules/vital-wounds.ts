/**
 * Vital wounds: the vital roll (1d10, −2 for each vital wound already taken) and the Vital Wound
 * Effects table, as data the engine applies.
 * Source: 003_66faa831a56df10d.txt §Vital Wounds, §Vital Rolls; a minute is ten rounds (§Rounds).
 */
import type { DiceExpr } from '../../../engine/dice.js';
import { parseTerm } from './dice-pools.js';

/** The vital roll's die. */
export const VITAL_DIE: DiceExpr = { kind: 'dice', term: parseTerm('1d10') };

/** Rounds in a minute: a round is about six seconds (§Rounds). */
const ROUNDS_PER_MINUTE = 10;

/** The penalty to a vital roll: twice the vital wounds already taken, not counting the one rolled for. */
export function vitalRollPenalty(woundsBefore: number): number {
    return 2 * woundsBefore;
}

/** One row of the Vital Wound Effects table, for a wound rolled in round `round`. */
interface VitalEffect {
    /** What the log says. */
    readonly text: string;
    /** Dead at once (−6 or less). */
    readonly dies?: true;
    /** Knocked out (1 or less). */
    readonly knockOut?: true;
    /** Dies at the end of this round unless treated (−5…0). */
    readonly diesAtEndOfRound?: number;
    /** Feet off every speed (2: 10, 3: 5). */
    readonly speedPenalty?: number;
    /** Penalty to all defenses (4: 2, 5: 1). */
    readonly defensePenalty?: number;
    /** Penalty to accuracy (8: 2, 9: 1). */
    readonly accuracyPenalty?: number;
    /** What becomes of maximum damage resistance (6: 0, 7: halved). */
    readonly maxResistance?: 'zero' | 'halved';
}

/** The effect of a vital roll of `result` taken in round `round`. */
export function vitalEffect(result: number, round: number): VitalEffect {
    if (result <= -6) return { dies: true, text: 'dies immediately' };
    if (result < 0) {
        return { knockOut: true, diesAtEndOfRound: round + 1, text: 'unconscious; dies at the end of the next round unless treated' };
    }
    if (result === 0) {
        const dies = round + ROUNDS_PER_MINUTE;
        return { knockOut: true, diesAtEndOfRound: dies, text: `unconscious; dies after one minute (at the end of round ${dies}) unless treated` };
    }
    switch (result) {
        case 1:
            return { knockOut: true, text: 'unconscious while below full hit points' };
        case 2:
            return { speedPenalty: 10, text: '−10 feet to speed' };
        case 3:
            return { speedPenalty: 5, text: '−5 feet to speed' };
        case 4:
            return { defensePenalty: 2, text: '−2 to all defenses' };
        case 5:
            return { defensePenalty: 1, text: '−1 to all defenses' };
        case 6:
            return { maxResistance: 'zero', text: 'maximum damage resistance becomes 0' };
        case 7:
            return { maxResistance: 'halved', text: 'maximum damage resistance is halved' };
        case 8:
            return { accuracyPenalty: 2, text: '−2 to accuracy' };
        case 9:
            return { accuracyPenalty: 1, text: '−1 to accuracy' };
        default:
            return { text: 'no extra effect' };
    }
}

/** What a character's vital wounds do while they last, added up (they stack: §Vital Wounds). */
export interface LastingWounds {
    readonly defense: number;
    readonly accuracy: number;
    readonly speed: number;
    /** Maximum damage resistance left of `base` (6: 0, 7: halved, each halving in turn). */
    readonly maxResistance: number;
    /** A wound keeps it unconscious: a roll of 0 or less (dying, until treated and removed). */
    readonly dying: boolean;
    /** A roll of 1: unconscious while its hit points are below full. */
    readonly outBelowFull: boolean;
}

/** The lasting effects of vital wounds rolled `results`, for a combatant of `baseResistance` maximum damage resistance. */
export function lastingWounds(results: readonly number[], baseResistance: number): LastingWounds {
    let defense = 0;
    let accuracy = 0;
    let speed = 0;
    let maxResistance = baseResistance;
    let dying = false;
    let outBelowFull = false;
    for (const r of results) {
        const e = vitalEffect(r, 0);
        defense += e.defensePenalty ?? 0;
        accuracy += e.accuracyPenalty ?? 0;
        speed += e.speedPenalty ?? 0;
        if (e.maxResistance === 'zero') maxResistance = 0;
        if (e.maxResistance === 'halved') maxResistance = Math.floor(maxResistance / 2);
        if (r <= 0) dying = true;
        if (r === 1) outBelowFull = true;
    }
    return { defense, accuracy, speed, maxResistance, dying, outBelowFull };
}
