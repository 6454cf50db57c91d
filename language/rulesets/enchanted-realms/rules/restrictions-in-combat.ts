/**
 * The restrictions table (asleep, blind, bound, prone, …): every row with each adjustment as a
 * number or a flag the engine reads, the same effects in words for hovers, how each ends, and how
 * several combine — never cumulative, the strongest of each adjustment applies.
 * Seed: 001_66230f9a082df360.txt §Restrictions in Combat (23 rows).
 */
import { type Checked, type Dice, ER_CODES, fail, ok } from './checked.js';
import { RESTRICTIONS } from './restrictions-table.js';

/** Movement under a restriction, from least to most limiting. */
export type MovementLimit = 'normal' | 'crawl' | 'zero';
const MOVEMENT_ORDER: readonly MovementLimit[] = ['normal', 'crawl', 'zero'];

/** What spellcasting a restriction allows: all, only spells castable in silence, none, or each cast after a DC 5 feat. */
export type Casting = 'free' | 'feat' | 'silent' | 'none';
const CASTING_ORDER: readonly Casting[] = ['free', 'feat', 'silent', 'none'];

/** The adjustments of one restriction that the engine applies. */
export interface Adjustments {
    /** Its own attacks are at disadvantage (and so never crit). */
    readonly attacksAtDisadvantage?: boolean;
    /** Every die it rolls is at disadvantage (attacks, saves, feats, competitions, initiative, a dodge's d6). */
    readonly allRollsAtDisadvantage?: boolean;
    /** A penalty on every die of its own attacks (a positive number, subtracted). */
    readonly toHitPenalty?: number;
    /** It cannot attack at all (nor shove, trip, grapple). */
    readonly cannotAttack?: boolean;
    /** Ranged weapons that shoot ammunition or work a mechanism (not tagged `thrown`) cannot be used. */
    readonly noAmmoWeapons?: boolean;
    /** Underwater: melee at disadvantage without a swimming speed of 20 ft, archery at disadvantage, thrown weapons useless. */
    readonly underwater?: boolean;
    readonly savesAtDisadvantage?: boolean;
    /** A penalty on every save and feat, Perception included. */
    readonly savePenalty?: number;
    /** A penalty on Perception checks alone (the larger of this and `savePenalty` applies there). */
    readonly perceptionPenalty?: number;
    /** Strength, Agility and Resilience saves, feats and competitions are at disadvantage. */
    readonly bodySavesAtDisadvantage?: boolean;
    /** Strength, Agility and Resilience saves, feats and competitions fail outright. */
    readonly failsBodySaves?: boolean;
    /** Melee attacks against it are at advantage. */
    readonly advantageAgainstMelee?: boolean;
    /** Ranged attacks against it are at advantage. */
    readonly advantageAgainstRanged?: boolean;
    /** Ranged attacks against it are at disadvantage. */
    readonly disadvantageAgainstRanged?: boolean;
    /** Every attack against it is at disadvantage. */
    readonly disadvantageAgainst?: boolean;
    /** A penalty on every remaining die of attacks against it (invisible: 3). */
    readonly penaltyAgainst?: number;
    /** A hit on it from a pool makes one hitting die a crit. */
    readonly critOnHit?: boolean;
    /** Only a pool's crit chain damages it. */
    readonly onlyCritDamage?: boolean;
    /** Poison damage does nothing to it. */
    readonly immunePoison?: boolean;
    /** Fire damage is halved (resistance, which vulnerability cancels). */
    readonly fireResistance?: boolean;
    readonly noActions?: boolean;
    readonly noReactions?: boolean;
    /** The dodge and deflect reactions are not permitted (rebuff still is). */
    readonly noDodge?: boolean;
    /** It is unaware of its surroundings: a foe may sneak attack it. */
    readonly unaware?: boolean;
    readonly movement?: MovementLimit;
    /** Every speed is halved (shackled at the feet); crawling and rough ground still cost on top. */
    readonly halfMovement?: boolean;
    readonly casting?: Casting;
}

/** One row of the table: its adjustments, the same in words, how it ends, what it cannot hold with. */
export interface Restriction {
    readonly name: string;
    readonly adjustments: Adjustments;
    /** One summary line. */
    readonly summary: string;
    /** Every effect of the row, in our words, one line each (the hover lists them). */
    readonly effects: readonly string[];
    readonly ends: string;
    readonly excludes?: readonly string[];
    /** Maimed takes the feet of movement lost (5 when unsaid). */
    readonly rating?: 'optional';
    /** Charmed names its charmer; frightened and shaken may name the source of fear; grappled its holder. */
    readonly source?: 'required' | 'optional';
    readonly assumption?: string;
}

const BY_NAME = new Map(RESTRICTIONS.map(r => [r.name, r]));

/** Every adjustment, all present: flags false, penalties 0, movement normal, casting free. */
export type Combined = Required<Adjustments>;

/**
 * The adjustments in force under several restrictions: never added up — each flag is on when any
 * restriction sets it, each penalty is the largest one, movement and casting the most limiting.
 * Seed §Restrictions in Combat ("not cumulative … the strongest"); per-adjustment strongest is our
 * reading (assumption). Names the table does not have are ignored (validation reports them).
 */
export function combineRestrictions(names: readonly string[]): Combined {
    if (names.length === 0) return NO_RESTRICTIONS;
    const key = names.length === 1 ? names[0] : [...names].sort().join(',');
    let combined = COMBINED.get(key);
    if (!combined) {
        combined = combine(names);
        COMBINED.set(key, combined);
    }
    return combined;
}

/** Combinations already worked out, by their sorted names (a handful per fight). */
const COMBINED = new Map<string, Combined>();

function combine(names: readonly string[]): Combined {
    const all = names.flatMap(n => {
        const r = BY_NAME.get(n);
        return r ? [r.adjustments] : [];
    });
    const any = (key: keyof Adjustments) => all.some(a => a[key] === true);
    const max = (key: 'toHitPenalty' | 'savePenalty' | 'perceptionPenalty' | 'penaltyAgainst') => all.reduce((m, a) => Math.max(m, a[key] ?? 0), 0);
    const strongest = <T>(order: readonly T[], pick: (a: Adjustments) => T | undefined): T =>
        all.reduce<T>((m, a) => {
            const next = pick(a) ?? order[0];
            return order.indexOf(next) > order.indexOf(m) ? next : m;
        }, order[0]);
    return {
        attacksAtDisadvantage: any('attacksAtDisadvantage'),
        allRollsAtDisadvantage: any('allRollsAtDisadvantage'),
        toHitPenalty: max('toHitPenalty'),
        cannotAttack: any('cannotAttack'),
        noAmmoWeapons: any('noAmmoWeapons'),
        underwater: any('underwater'),
        savesAtDisadvantage: any('savesAtDisadvantage'),
        savePenalty: max('savePenalty'),
        perceptionPenalty: max('perceptionPenalty'),
        bodySavesAtDisadvantage: any('bodySavesAtDisadvantage'),
        failsBodySaves: any('failsBodySaves'),
        advantageAgainstMelee: any('advantageAgainstMelee'),
        advantageAgainstRanged: any('advantageAgainstRanged'),
        disadvantageAgainstRanged: any('disadvantageAgainstRanged'),
        disadvantageAgainst: any('disadvantageAgainst'),
        penaltyAgainst: max('penaltyAgainst'),
        critOnHit: any('critOnHit'),
        onlyCritDamage: any('onlyCritDamage'),
        immunePoison: any('immunePoison'),
        fireResistance: any('fireResistance'),
        noActions: any('noActions'),
        noReactions: any('noReactions'),
        noDodge: any('noDodge'),
        unaware: any('unaware'),
        movement: strongest(MOVEMENT_ORDER, a => a.movement),
        halfMovement: any('halfMovement'),
        casting: strongest(CASTING_ORDER, a => a.casting),
    };
}

/** The adjustments of no restriction at all. */
const NO_RESTRICTIONS: Combined = combine([]);

/** Feet of movement a maiming takes when its rating is unsaid. Seed §Restrictions in Combat ("typically 5 feet"). */
export const MAIMED_FEET = 5;

/**
 * Whether a shooter under water may loose an archery shot (a ranged weapon not thrown by hand) at a
 * target: a linear shot — the target in its own zone, or in a zone a written distance joins to its
 * own (no bend through another zone) — within the weapon's range under water (`water_range`, feet; 0
 * when unstated: its own zone only). Seed §Restrictions in Combat (underwater: "limited to linear
 * shots, have range limited"). Assumptions: a zone is one place, a written distance a straight line;
 * the seed gives no range, so the GM states it per weapon.
 * Errors: `enchanted-realms-underwater-shot`.
 */
export function underwaterShot(shot: { sameZone: boolean; joined: boolean; feet: number; waterRange: number }): Checked<true> {
    if (shot.sameZone) return ok(true);
    if (!shot.joined)
        return fail(
            ER_CODES.underwaterShot,
            'under water a shot must go straight: the target is not in a zone a written distance joins to the shooter’s',
        );
    if (shot.feet > shot.waterRange)
        return fail(
            ER_CODES.underwaterShot,
            `under water its range is ${shot.waterRange ? `${shot.waterRange} ft (water_range)` : 'its own zone (no water_range stated)'}; the target is ${shot.feet} ft away`,
        );
    return ok(true);
}

/** Combat rounds to the minute. Assumption: a six-second round (the chapter never says how long a round is). */
export const ROUNDS_PER_MINUTE = 10;

/** The DC of a drowsy creature's Spirit feat to stay awake. Seed §Restrictions in Combat (drowsy). */
export const DROWSY_SLEEP_DC = 10;

/**
 * Rounds until a drowsy creature's next Spirit feat against sleep: 2d10 minutes (draws two d10s).
 * Seed §Restrictions in Combat (drowsy: "every 2d10 minutes").
 */
export function drowsyCheckRounds(dice: Dice): number {
    return (dice.die(10) + dice.die(10)) * ROUNDS_PER_MINUTE;
}
