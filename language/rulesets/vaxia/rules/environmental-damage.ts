/**
 * Environmental damage: harm nobody aimed (fire, falling ceilings, gas, the deep sea). Each source
 * has a base damage; the character rolls the listed stat(s) against difficulty 1 and the PP come off
 * the base. Armour and shields do not help. Falling deals one point per foot.
 * Source: 004_941aee309a07cd38.txt §Environmental Damage Base Damage Chart, §Each Round vs.
 * Cumulative Damage, §Resisting Environmental Damage, §Special Cases - Falling and Space, §Armor
 * and Environmental Damage.
 */
import type { StatName } from './understanding-your-stats.js';

type HazardSource =
    | 'fire'
    | 'electrocution'
    | 'emp'
    | 'frost'
    | 'radiation'
    | 'lava'
    | 'near_lava'
    | 'collapse'
    | 'noxious_gas'
    | 'drowning'
    | 'deep_sea'
    | 'falling';

/** once: a single hit; each_round: the same base every round; cumulative: base × rounds in a row. */
type HazardTiming = 'once' | 'each_round' | 'cumulative';

export interface HazardSpec {
    readonly source: HazardSource;
    /** The base damage of one exposure (per floor for a collapse, per foot for a fall). */
    readonly base: number;
    readonly timing: HazardTiming;
    /** The stat(s) rolled against difficulty 1 to resist: one (one-trait) or two (two-trait). */
    readonly resistedBy: readonly StatName[];
    /** Where the chart's section says it. */
    readonly section: string;
    /** A penalty to END each round of exposure, beside the damage (radiation's 5). */
    readonly endPenalty?: number;
    readonly note?: string;
}

const CHART = 'Environmental Damage Base Damage Chart';

/** The seed's base damage chart, in its order, plus falling (§Special Cases - Falling and Space). */
export const HAZARDS: readonly HazardSpec[] = [
    { source: 'fire', base: 10, timing: 'once', resistedBy: ['END'], section: CHART, note: 'smoke inhalation is noxious gas' },
    {
        source: 'electrocution',
        base: 10,
        timing: 'once',
        resistedBy: ['END'],
        section: CHART,
        note: 'twice the base (20) when the target is wet or in water, a written base too',
    },
    { source: 'emp', base: 10, timing: 'once', resistedBy: ['END'], section: CHART, note: 'harms electronics only' },
    { source: 'frost', base: 5, timing: 'each_round', resistedBy: ['END'], section: CHART, note: 'may be taken as a stacking DEX penalty instead' },
    {
        source: 'radiation',
        base: 5,
        timing: 'each_round',
        resistedBy: ['END'],
        section: CHART,
        endPenalty: 5,
        note: 'also −5 END each round, for an hour or until treated',
    },
    // The chart gives lava no cadence, but says being near it is "only" 5 damage, ongoing: standing
    // in it is read as at least as lasting, so 15 every round of exposure.
    {
        source: 'lava',
        base: 15,
        timing: 'each_round',
        resistedBy: ['END'],
        section: CHART,
        note: 'the chart gives lava no cadence, but near it is "only" 5, ongoing: standing in it is read as lasting too (assumption)',
    },
    { source: 'near_lava', base: 5, timing: 'each_round', resistedBy: ['END'], section: CHART, note: 'extreme heat beside (not in) lava' },
    {
        source: 'collapse',
        base: 10,
        timing: 'once',
        resistedBy: ['DEX', 'END'],
        section: CHART,
        note: 'per floor; a collapse beneath someone is a fall',
    },
    { source: 'noxious_gas', base: 5, timing: 'cumulative', resistedBy: ['CON'], section: CHART, note: 'thick gas may also penalise AWA' },
    { source: 'drowning', base: 5, timing: 'cumulative', resistedBy: ['CON'], section: CHART },
    {
        source: 'deep_sea',
        base: 15,
        timing: 'cumulative',
        resistedBy: ['END'],
        section: CHART,
        note: 'cold, drowning and pressure at 5 each: a water-breather takes two thirds (10, 20, 30 …), of a written base too',
    },
    { source: 'falling', base: 1, timing: 'once', resistedBy: ['END'], section: 'Special Cases - Falling and Space', note: 'per foot fallen' },
];

/** The chart entry for a source name, or undefined. */
export function hazardSpec(source: string): HazardSpec | undefined {
    return HAZARDS.find(h => h.source === source);
}

/** What one exposure of a fighter to a hazard is. */
interface Exposure {
    /** Rounds in a row exposed so far, this one included (1 = first round). */
    readonly round: number;
    /** Electrocution: wet or standing in water. */
    readonly wet: boolean;
    /** Deep sea: the creature breathes water, so only cold and pressure (two of its three parts) apply. */
    readonly breathesWater: boolean;
    /**
     * The amount written after the hazard, if any: feet for a fall, floors for a collapse, and for
     * the others the base damage (§Determining Base Damage: the GM sets it), which then stands in for
     * the chart's and takes the chart's notes (wet, water-breathers) as the chart's own base does.
     */
    readonly amount?: number;
}

/** Electrocution on the wet: "raise damage to 20" from the chart's 10 — twice the base (assumption: for a written base too). */
const WET_ELECTROCUTION_FACTOR = 2;

/**
 * The deep sea "combines extreme cold, drowning and high pressure at 5 damage each"; a water-breather
 * "still must resist cold and pressure": two of the three parts (15 → 10; a written 30 → 20).
 */
const WATER_BREATHER_SHARE = 2 / 3;

/** A fall of unwritten height is 10 feet; a collapse of unwritten height one floor. */
const DEFAULT_FALL_FEET = 10;
const DEFAULT_FLOORS = 1;

/**
 * The base damage to roll against this round.
 * Each-round sources stay at their base; cumulative ones grow by the base each consecutive round
 * (gas: 5, 10, 15 …). A written amount is the base (feet for a fall, floors for a collapse), and
 * the chart's notes apply to it: electrocution twice the base when wet (10 → 20), the deep sea two
 * thirds of it, rounded, for water-breathers (15 → 10, 20, 30 …).
 */
export function hazardBaseDamage(spec: HazardSpec, exposure: Exposure): number {
    const base = exposure.amount ?? spec.base;
    switch (spec.source) {
        case 'electrocution':
            return exposure.wet ? WET_ELECTROCUTION_FACTOR * base : base;
        case 'collapse':
            return spec.base * (exposure.amount ?? DEFAULT_FLOORS);
        case 'falling':
            return exposure.amount ?? DEFAULT_FALL_FEET;
        case 'deep_sea':
            return (exposure.breathesWater ? Math.round(base * WATER_BREATHER_SHARE) : base) * exposure.round;
        default:
            return spec.timing === 'cumulative' ? base * exposure.round : base;
    }
}

/** The resistance roll's difficulty: always 1 (§Resisting Environmental Damage). */
export const HAZARD_DIFFICULTY = 1;

/**
 * Damage after resisting: the base minus the resistance roll's PP (never negative), never below 0.
 * No armour or shield term: they do not absorb environmental damage (§Armor and Environmental Damage).
 */
export function resistedDamage(base: number, resistPp: number): number {
    return Math.max(0, base - resistPp);
}
