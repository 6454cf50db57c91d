/**
 * Everything around one attack on one target that changes its numbers, worked out once for the engine
 * and the hovers alike: the conditions of both (prone, grappled, squeezing, flying, gliding, unaware,
 * partially unaware, blinded, unseen), the target's cover and concealment, the range, the target's
 * damage traits and the awareness the attack is marked with.
 * Source: 003_66faa831a56df10d.txt §Trip (prone), §Being In A Grapple, §Movement Impediments
 * (squeezing), §Flying Maneuverability, §Gliding, §Awareness and Surprise, §Vision and Light,
 * §Attacking Unseen Foes, §Concealment, §Cover, §Line of Effect, §Strikes, §Damage Types.
 */
import type { AttackModel } from '../../../engine/model.js';
import { unawarenessPenalty } from './awareness-and-surprise.js';
import { traitsAgainst } from './damage-types.js';
import { isRangedStrike, LONGSHOT_PENALTY, type RangeVerdict, reachOf } from './reach-and-range.js';
import { sizeBasedFails } from './size.js';

/** Conditions a combatant holds (a ConditionSet, or a set of names for hovers). */
export interface Holds {
    has(name: string): boolean;
}

/** The +2 to Armor and Reflex cover gives (§Cover). */
export const COVER_BONUS = 2;
/** Prone: −2 Armor and Reflex, +4 all defenses against ranged strikes, −2 accuracy with strikes. */
export const PRONE_DEFENSE_PENALTY = 2;
export const PRONE_RANGED_BONUS = 4;
export const PRONE_ACCURACY_PENALTY = 2;
/** Grappled, squeezing, flying and gliding: −2 Armor and Reflex each. */
const CONDITION_PENALTY = 2;
/** Miss chances as the highest d10 face that misses: concealment 20% (1–2), unseen 50% (1–5). */
export const CONCEALMENT_MISS = 2;
export const UNSEEN_MISS = 5;

/** Conditions that each cost −2 Armor and Reflex. */
const ARMOR_REFLEX_PENALTIES = ['grappled', 'squeezing', 'flying', 'gliding'];

/** One attack on one target, as the rules see it. */
export interface AttackScene {
    readonly attack: AttackModel;
    readonly defense: string;
    /** A strike (a weapon attack, charge, offhand strike): prone attackers take −2 with it. */
    readonly strike: boolean;
    /** A targeted attack (not an area attack): only those have concealment's miss chance. */
    readonly targeted: boolean;
    readonly attacker: Holds;
    readonly target: Holds;
    /** The attack's `with` modifiers (unaware, partially_unaware). */
    readonly modifiers: readonly string[];
    /** The target is unaware of the fight (a surprised side, not yet attacked). */
    readonly surprised: boolean;
    /** The cover the target has against this attacker (its zone's, when the attacker is outside it). */
    readonly cover?: string;
    /** The concealment of the target's zone. */
    readonly concealment?: string;
    /** What the distance means for the attack. */
    readonly range: RangeVerdict;
    readonly targetTraits: Parameters<typeof traitsAgainst>[1];
    /** Size categories (steps from Medium) of attacker and target, for Size-Based critical hits. */
    readonly attackerSize?: number;
    readonly targetSize?: number;
}

/** What the scene changes: the attack cannot be made, or its numbers. */
export interface Situation {
    /** Why the attack cannot be made at this target at all (out of reach, no line of effect). */
    readonly blocked?: string;
    /** Change to the attack's accuracy. */
    readonly accuracy: number;
    /** Change to the target's defense against it. */
    readonly defense: number;
    /** The unaware or partially unaware penalty among `defense` (the log names it). */
    readonly unaware: number;
    /** Highest d10 face that makes the attack miss (0: no miss chance). */
    readonly missOn: number;
    /** A miss by no more than the cover bonus (a glancing blow) hits the cover instead. */
    readonly coverTakesGlance: boolean;
    /** The damage does not harm the target (an immunity). */
    readonly immune: boolean;
    /** No critical hit: a melee attack on a creature two or more size categories larger (§Critical Hits). */
    readonly noCritical: boolean;
    /** What changed, in words, for the log and the hover. */
    readonly notes: readonly string[];
}

/** Whether a cover level blocks line of effect (`cover full`) rather than giving +2. */
export function coverBlocks(level: string | undefined): boolean {
    return level === 'full';
}

/** The situation of `s`. */
export function attackSituation(s: AttackScene): Situation {
    const notes: string[] = [];
    if (s.range === 'out-of-reach') return blocked('out of reach');
    if (s.targeted && coverBlocks(s.cover)) return blocked('full cover: no line of effect');
    const armorOrReflex = s.defense === 'armor' || s.defense === 'reflex';
    let accuracy = 0;
    let defense = 0;
    if (s.range === 'longshot') {
        accuracy -= LONGSHOT_PENALTY;
        notes.push(`long range −${LONGSHOT_PENALTY}`);
    }
    if (s.strike && s.attacker.has('prone')) {
        accuracy -= PRONE_ACCURACY_PENALTY;
        notes.push(`attacker prone −${PRONE_ACCURACY_PENALTY}`);
    }
    if (s.target.has('prone')) {
        if (armorOrReflex) defense -= PRONE_DEFENSE_PENALTY;
        if (isRangedStrike(s.attack)) defense += PRONE_RANGED_BONUS;
        notes.push(isRangedStrike(s.attack) ? `prone vs a ranged strike ${armorOrReflex ? '+2' : '+4'}` : armorOrReflex ? 'prone −2' : '');
    }
    if (armorOrReflex) {
        for (const c of ARMOR_REFLEX_PENALTIES) {
            if (!s.target.has(c)) continue;
            defense -= CONDITION_PENALTY;
            notes.push(`${c} −${CONDITION_PENALTY}`);
        }
        if (s.cover !== undefined) {
            defense += COVER_BONUS;
            notes.push(`cover +${COVER_BONUS}`);
        }
    }
    // §Awareness and Surprise: the larger of unaware (−5) and partially unaware (−2) applies.
    const partially = s.target.has('partially_unaware') || s.target.has('blinded') || s.attacker.has('unseen');
    const unaware = unawarenessPenalty(
        s.defense,
        s.surprised || s.target.has('unaware'),
        partially ? [...s.modifiers, 'partially_unaware'] : s.modifiers,
    );
    defense -= unaware;
    const traits = traitsAgainst(s.attack.category, s.targetTraits);
    if (traits.defense !== 0) defense += traits.defense;
    if (traits.note) notes.push(traits.note);
    let missOn = 0;
    if (s.targeted) {
        if (s.attacker.has('blinded') || s.target.has('unseen') || s.concealment === 'total') missOn = UNSEEN_MISS;
        else if (s.concealment !== undefined) missOn = CONCEALMENT_MISS;
    }
    return {
        accuracy,
        defense,
        unaware,
        missOn,
        coverTakesGlance: s.cover !== undefined && armorOrReflex,
        immune: traits.immune,
        noCritical: reachOf(s.attack).kind === 'melee' && sizeBasedFails(s.attackerSize ?? 0, s.targetSize ?? 0, s.attacker.has('flying')),
        notes: notes.filter(Boolean),
    };
}

function blocked(why: string): Situation {
    return { blocked: why, accuracy: 0, defense: 0, unaware: 0, missOn: 0, coverTakesGlance: false, immune: false, noCritical: false, notes: [] };
}
