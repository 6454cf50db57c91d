/**
 * Restrictions in combat (asleep, blind, bound, prone, …) as structured adjustments, and how
 * several combine: never cumulative, the strongest of each adjustment applies.
 * Seed: 001_66230f9a082df360.txt §Restrictions in Combat.
 */

/** Movement under a restriction, from least to most limiting. */
type MovementLimit = 'normal' | 'halved' | 'crawl' | 'zero';
const MOVEMENT_ORDER: readonly MovementLimit[] = ['normal', 'halved', 'crawl', 'zero'];

/** The combat-relevant adjustments of one restriction (everything else stays in its note). */
interface Adjustments {
    readonly attacksAtDisadvantage?: boolean;
    /** A penalty to every die of the creature's own attacks (positive number, subtracted). */
    readonly toHitPenalty?: number;
    readonly savesAtDisadvantage?: boolean;
    /** A penalty to saves / feats (positive number, subtracted). */
    readonly savePenalty?: number;
    readonly bodySavesAtDisadvantage?: boolean;
    readonly failsBodySaves?: boolean;
    /** Attacks against it are at advantage (melee and ranged, unless the ranged flag says otherwise). */
    readonly advantageAgainstMelee?: boolean;
    readonly advantageAgainstRanged?: boolean;
    readonly disadvantageAgainstRanged?: boolean;
    readonly disadvantageAgainst?: boolean;
    /** A penalty on every remaining die of attacks against it (invisible: 3). */
    readonly penaltyAgainst?: number;
    readonly noActions?: boolean;
    readonly noReactions?: boolean;
    readonly cannotAttack?: boolean;
    readonly movement?: MovementLimit;
    /** A hit from a pool counts one hitting die as a crit (paralyzed). */
    readonly critOnHit?: boolean;
    /** Only the crit chain deals damage (petrified). */
    readonly onlyCritDamage?: boolean;
    readonly noDodge?: boolean;
}

interface Restriction {
    readonly name: string;
    readonly adjustments: Adjustments;
    /** What the table says beyond combat numbers, in our words. */
    readonly note: string;
}

const incapacitated: Adjustments = { noActions: true, noReactions: true };

/** The seed's restrictions table, structured. */
export const RESTRICTIONS: readonly Restriction[] = [
    {
        name: 'asleep',
        adjustments: {},
        note: 'an ally wakes it as a standard action, a wound wakes it; −3 on Perception checks to wake, none by sight without a marked change of light. The table gives no combat numbers (a sleeper is unaware: see sneak attacks).',
    },
    {
        name: 'asphyxiating',
        adjustments: {
            attacksAtDisadvantage: true,
            savesAtDisadvantage: true,
            movement: 'crawl',
            advantageAgainstMelee: true,
            advantageAgainstRanged: true,
        },
        note: 'as held breath (no spells unless silent), crawling speed, attacks against it at advantage.',
    },
    {
        name: 'blind',
        adjustments: { attacksAtDisadvantage: true, advantageAgainstMelee: true, advantageAgainstRanged: true },
        note: 'fails every save or feat that needs sight.',
    },
    {
        name: 'bound',
        adjustments: {
            attacksAtDisadvantage: true,
            toHitPenalty: 5,
            bodySavesAtDisadvantage: true,
            advantageAgainstMelee: true,
            advantageAgainstRanged: true,
        },
        note: 'moves normally unless tied to something (halved when the feet are shackled too); no mechanical or ammunition weapons.',
    },
    { name: 'charmed', adjustments: {}, note: 'cannot harm the charmer; the charmer has advantage on social saves and feats against it.' },
    { name: 'deaf', adjustments: {}, note: 'fails every save or feat that needs hearing.' },
    {
        name: 'drowsy',
        adjustments: { savePenalty: 2 },
        note: '−2 on Body, Mind and Spirit saves, −3 on Perception (not added to the −2); a DC 5 feat to cast; a DC 10 Spirit feat every 2d10 minutes or fall asleep.',
    },
    {
        name: 'frightened',
        adjustments: { attacksAtDisadvantage: true, savesAtDisadvantage: true },
        note: 'disadvantage on every die roll while the source of fear is present; cannot move closer to it.',
    },
    { name: 'grappled', adjustments: { movement: 'zero' }, note: 'movement rate 0.' },
    {
        name: 'held_breath',
        adjustments: { attacksAtDisadvantage: true, savesAtDisadvantage: true },
        note: 'no spells unless they can be cast in silence.',
    },
    { name: 'incapacitated', adjustments: incapacitated, note: 'no actions or reactions.' },
    {
        name: 'invisible',
        adjustments: { disadvantageAgainst: true, penaltyAgainst: 3 },
        note: 'unseen by natural sight, but sound and tracks can locate it.',
    },
    {
        name: 'maimed',
        adjustments: {},
        note: 'movement reduced by wounds (typically 5 ft less per slashing wound, cumulative): the only cumulative entry, kept as a number by the caller.',
    },
    {
        name: 'nauseated',
        adjustments: { movement: 'crawl', cannotAttack: true, noReactions: true },
        note: 'cannot attack, cast or concentrate; no reactions.',
    },
    {
        name: 'paralyzed',
        adjustments: {
            ...incapacitated,
            movement: 'zero',
            failsBodySaves: true,
            advantageAgainstMelee: true,
            advantageAgainstRanged: true,
            critOnHit: true,
        },
        note: 'cannot move, speak or gesture; a hit from a pool makes one hitting die a crit.',
    },
    {
        name: 'petrified',
        adjustments: {
            ...incapacitated,
            movement: 'zero',
            failsBodySaves: true,
            advantageAgainstMelee: true,
            advantageAgainstRanged: true,
            onlyCritDamage: true,
        },
        note: 'turned to stone, ten times heavier, unaware; only the crit chain of a pool deals damage; immune to poison and disease.',
    },
    {
        name: 'poisoned',
        adjustments: { attacksAtDisadvantage: true, savesAtDisadvantage: true },
        note: 'disadvantage on all attacks, saves and feats.',
    },
    {
        name: 'prone',
        adjustments: { attacksAtDisadvantage: true, movement: 'crawl', advantageAgainstMelee: true, disadvantageAgainstRanged: true },
        note: 'standing costs half the normal movement.',
    },
    {
        name: 'restrained',
        adjustments: {
            attacksAtDisadvantage: true,
            movement: 'zero',
            bodySavesAtDisadvantage: true,
            advantageAgainstMelee: true,
            advantageAgainstRanged: true,
            noDodge: true,
        },
        note: 'no dodge or deflection reactions.',
    },
    {
        name: 'shaken',
        adjustments: { toHitPenalty: 2, savePenalty: 2 },
        note: 'a milder fright: may approach the source; −2 to hit and on saves and feats.',
    },
    {
        name: 'stunned',
        adjustments: { ...incapacitated, movement: 'zero', failsBodySaves: true, advantageAgainstMelee: true, advantageAgainstRanged: true },
        note: 'three words of speech between turns.',
    },
    {
        name: 'unconscious',
        adjustments: { ...incapacitated, movement: 'zero', failsBodySaves: true, advantageAgainstMelee: true, disadvantageAgainstRanged: true },
        note: 'unaware, drops what it holds and falls prone.',
    },
    {
        name: 'underwater',
        adjustments: {},
        note: 'fire resistance; untrained movement 10; non-archery ranged weapons useless; archery at disadvantage; melee at disadvantage without a swim speed of 20+.',
    },
];

/** Looks a restriction up by name (case-insensitive); undefined when unknown. */
function restriction(name: string): Restriction | undefined {
    const key = name.toLowerCase();
    return RESTRICTIONS.find(r => r.name === key);
}

/**
 * The adjustments in force under several restrictions: never added up — each flag is on when any
 * restriction sets it, each penalty is the largest one, movement the most limiting. Seed
 * §Restrictions in Combat ("not cumulative … the strongest"); per-adjustment strongest is our
 * reading (assumption). Unknown names are ignored (validation reports them).
 */
export function combineRestrictions(names: readonly string[]): Required<Adjustments> {
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
const COMBINED = new Map<string, Required<Adjustments>>();

function combine(names: readonly string[]): Required<Adjustments> {
    const all = names
        .map(restriction)
        .filter((r): r is Restriction => r !== undefined)
        .map(r => r.adjustments);
    const any = (key: keyof Adjustments) => all.some(a => a[key] === true);
    const max = (key: 'toHitPenalty' | 'savePenalty' | 'penaltyAgainst') => all.reduce((m, a) => Math.max(m, a[key] ?? 0), 0);
    const movement = all.reduce<MovementLimit>((m, a) => {
        const next = a.movement ?? 'normal';
        return MOVEMENT_ORDER.indexOf(next) > MOVEMENT_ORDER.indexOf(m) ? next : m;
    }, 'normal');
    return {
        attacksAtDisadvantage: any('attacksAtDisadvantage'),
        toHitPenalty: max('toHitPenalty'),
        savesAtDisadvantage: any('savesAtDisadvantage'),
        savePenalty: max('savePenalty'),
        bodySavesAtDisadvantage: any('bodySavesAtDisadvantage'),
        failsBodySaves: any('failsBodySaves'),
        advantageAgainstMelee: any('advantageAgainstMelee'),
        advantageAgainstRanged: any('advantageAgainstRanged'),
        disadvantageAgainstRanged: any('disadvantageAgainstRanged'),
        disadvantageAgainst: any('disadvantageAgainst'),
        penaltyAgainst: max('penaltyAgainst'),
        noActions: any('noActions'),
        noReactions: any('noReactions'),
        cannotAttack: any('cannotAttack'),
        movement,
        critOnHit: any('critOnHit'),
        onlyCritDamage: any('onlyCritDamage'),
        noDodge: any('noDodge'),
    };
}

/** The adjustments of no restriction at all. */
const NO_RESTRICTIONS: Required<Adjustments> = combine([]);
