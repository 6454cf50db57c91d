/**
 * Wounds, unconsciousness, death, staying conscious and healing.
 * Source: 004_941aee309a07cd38.txt §Wounded, Unconscious and Dead and §Staying Conscious.
 * Damage is counted up from 0 against the LIF stat: LIF left = LIF − damage.
 */
import { bestSkill, type Skill, type StatName } from './combatant.js';
import { issue, type VaxiaIssue } from './issues.js';
import { ruleTrait, VaxiaInputError, type PpRounding, type TraitRuling } from './ruling.js';

export type LifeState = 'active' | 'unconscious' | 'dead';

/**
 * Damage at least LIF knocks a character out; at least twice LIF kills. A wounded character short
 * of that is fully effective (§Wounded, Unconscious and Dead). LIF 30: 29 active, 30 out, 60 dead.
 */
export function woundState(lif: number, damage: number): LifeState {
    if (damage >= 2 * lif) return 'dead';
    if (damage >= lif) return 'unconscious';
    return 'active';
}

/** The base of the stay-conscious difficulty (§Staying Conscious). */
export const STAY_CONSCIOUS_BASE = 25;

/** 25 + the damage taken past 0 LIF. LIF 30 taking 45 → 25 + 15 = 40 (§Staying Conscious). */
export function stayConsciousDifficulty(lif: number, damage: number): number {
    return STAY_CONSCIOUS_BASE + Math.max(0, damage - lif);
}

/** Stats a character may stay conscious with: END most often, STR, SPIR or CHA by theme. */
export const STAY_CONSCIOUS_STATS: readonly StatName[] = ['END', 'STR', 'SPIR', 'CHA'];

/** The stay-conscious might: the chosen stat (END by default) + the best "hardcore" skill. */
export function stayConsciousMight(stats: Readonly<Record<StatName, number>>, skills: readonly Skill[], stat: StatName = 'END'): number {
    return stats[stat] + bestSkill(skills, 'hardcore');
}

/** `vaxia.stay-conscious-stat` (warning) when the chosen stat is not one the seed names. */
export function checkStayConsciousStat(stat: StatName): VaxiaIssue | undefined {
    if (STAY_CONSCIOUS_STATS.includes(stat)) return undefined;
    return issue('vaxia.stay-conscious-stat', `staying conscious is rolled with END, STR, SPIR or CHA, not ${stat}`, 'warning');
}

/** How PP/7 durations become whole rounds: floor (default) or the public ruler's nearest. */
export type DurationRounding = 'floor' | 'nearest';

/**
 * Rounds of an effect lasting PP/7 rounds (§Staying Conscious; §Attacking and Defending uses PP/7
 * for non-damaging effects too). 15 PP → 2 rounds. 'nearest' is the public ruler's display (13 → 2).
 */
export function pp7Rounds(pp: number, rounding: DurationRounding = 'floor'): number {
    const x = pp / 7;
    return rounding === 'floor' ? Math.floor(x) : Math.floor(x + 0.5);
}

export interface StayConscious {
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
 * @throws VaxiaInputError `vaxia.not-unconscious` when damage is below LIF or at least 2 × LIF.
 */
export function rollStayConscious(
    might: number,
    lif: number,
    damage: number,
    roll: number,
    options: { rounding?: PpRounding; durations?: DurationRounding } = {},
): StayConscious {
    if (woundState(lif, damage) !== 'unconscious') {
        throw new VaxiaInputError('vaxia.not-unconscious', `damage ${damage} against LIF ${lif} is not in the unconscious range`);
    }
    const difficulty = stayConsciousDifficulty(lif, damage);
    const ruling = ruleTrait(might, difficulty, roll, options.rounding);
    const rounds = ruling.success ? Math.max(1, pp7Rounds(ruling.pp, options.durations)) : 0;
    return { difficulty, ruling, conscious: ruling.success, rounds };
}

/** A character's standing against wounds between rounds. */
export interface Consciousness {
    readonly lif: number;
    readonly damage: number;
    readonly state: LifeState;
    /** Rounds left of a successful stay-conscious roll (0: none running). */
    readonly holding: number;
}

/** A fresh character: no damage. */
export function freshConsciousness(lif: number): Consciousness {
    return { lif, damage: 0, state: 'active', holding: 0 };
}

/**
 * Damage taken. Crossing into the unconscious range knocks the character out unless a
 * stay-conscious roll is holding; reaching 2 × LIF kills regardless.
 */
export function takeDamage(c: Consciousness, amount: number): Consciousness {
    const damage = c.damage + Math.max(0, amount);
    const raw = woundState(c.lif, damage);
    if (raw === 'dead') return { ...c, damage, state: 'dead', holding: 0 };
    if (raw === 'unconscious') return { ...c, damage, state: c.holding > 0 ? 'active' : 'unconscious' };
    return { ...c, damage, state: 'active' };
}

/** Applies a stay-conscious roll's result: up for `rounds` rounds, or down. */
export function applyStayConscious(c: Consciousness, result: StayConscious): Consciousness {
    return result.conscious ? { ...c, state: 'active', holding: result.rounds } : { ...c, state: 'unconscious', holding: 0 };
}

/**
 * End of a round: a running stay-conscious hold counts down. When it runs out past 0 LIF the
 * character drops, unless they roll again (difficulty 25 + all damage past 0, so damage taken
 * while holding makes the next roll harder — §Staying Conscious).
 */
export function endRound(c: Consciousness): Consciousness {
    if (c.holding <= 0) return c;
    const holding = c.holding - 1;
    if (holding > 0 || woundState(c.lif, c.damage) !== 'unconscious') return { ...c, holding };
    return { ...c, holding: 0, state: 'unconscious' };
}

/**
 * Healing: damage comes down (never below 0); above 0 LIF the character is up at once.
 * Assumption: the dead stay dead (the seed calls death "typically permanent").
 */
export function heal(c: Consciousness, amount: number): Consciousness {
    if (c.state === 'dead') return c;
    const damage = Math.max(0, c.damage - Math.max(0, amount));
    const raw = woundState(c.lif, damage);
    return { ...c, damage, state: raw === 'active' ? 'active' : c.state, holding: raw === 'active' ? 0 : c.holding };
}
