/**
 * The rows of the restrictions table, in our words: each restriction's adjustments (what the engine
 * applies), its effects line by line (what hovers show), how it ends and what it cannot hold with.
 * Seed: 001_66230f9a082df360.txt §Restrictions in Combat.
 */
import type { Adjustments, Restriction } from './restrictions-in-combat.js';

/** How a restriction the table gives no ending for ends in a fight. */
const ENDS_BY_EFFECT =
    'When the effect that gave it runs out (`for N rounds`), a save it names is made (rolled at the end of each of its turns), an effect removes it (`removes`), or the fight ends (see Days for the few that last).';

const incapacitated: Adjustments = { noActions: true, noReactions: true };
const heldBreath: Adjustments = { attacksAtDisadvantage: true, savesAtDisadvantage: true, casting: 'silent' };
const HELD_BREATH_LINES = [
    'Casts no cantrip, axiom or divine power unless the spell can be cast in silence (tag `silent`).',
    'Its attacks, saves and feats are at disadvantage.',
];
/** What every form of bound does: the hands (§Restrictions in Combat, bound; §Shackling). */
const BOUND: Adjustments = {
    attacksAtDisadvantage: true,
    toHitPenalty: 5,
    bodySavesAtDisadvantage: true,
    advantageAgainstMelee: true,
    advantageAgainstRanged: true,
    noAmmoWeapons: true,
};
const BOUND_LINES = [
    'Its attacks are at disadvantage and −5 on every die — except natural weapons (tag `savage`: a tail, a bite), which bound limbs do not hold.',
    'Its Strength, Agility and Resilience saves, feats and competitions are at disadvantage.',
    'Attacks against it are at advantage.',
    'Cannot use a mechanical or ammunition weapon (a ranged weapon not tagged `thrown`).',
];
const BOUND_ENDS = 'Escaping shackles takes minutes (§Shackling), so it lasts the fight unless an effect removes it; it carries through a day.';
const BOUND_ASSUMPTION = '§Shackling: the restriction covers only the shackled limbs, so natural weapons keep their full pool.';

/** The forms of bound: natural weapons ignore them all (situation.ts). */
export const BOUND_NAMES: ReadonlySet<string> = new Set(['bound', 'bound_to_object', 'bound_at_feet']);

const INCAPACITATED_LINE = 'Takes no actions and no reactions (as incapacitated).';
const FAILS_BODY_LINE = 'Fails every Strength, Agility and Resilience save, feat and competition.';

/** The seed's restrictions table, every row. */
export const RESTRICTIONS: readonly Restriction[] = [
    {
        name: 'asleep',
        adjustments: { ...incapacitated, unaware: true, perceptionPenalty: 3 },
        summary: 'Asleep: unaware until woken.',
        effects: [
            'Unaware: takes no actions or reactions and may be sneak attacked.',
            'Woken by any wound, or by an ally spending its action on it (`wake -> X`).',
            '−3 on Perception checks to wake (the second Perception check of a sneak closing in).',
            'Makes no Perception check by sight unless the light changes markedly (no such check in a fight).',
        ],
        ends: 'A wound, an ally waking it (`wake`), or as an effect says.',
        excludes: ['unconscious', 'drowsy'],
        assumption: 'The row gives no combat numbers; a sleeper taking no actions and being unaware follows §Sneak Attacks ("such as being asleep").',
    },
    {
        name: 'asphyxiating',
        adjustments: { ...heldBreath, movement: 'crawl', advantageAgainstMelee: true, advantageAgainstRanged: true },
        summary: 'Out of breath: held breath, crawling speed, easy to hit.',
        effects: [...HELD_BREATH_LINES, 'Moves only at crawling cost (a foot costs two).', 'Attacks against it are at advantage.'],
        ends: ENDS_BY_EFFECT,
        excludes: ['held_breath'],
    },
    {
        name: 'blind',
        adjustments: { attacksAtDisadvantage: true, advantageAgainstMelee: true, advantageAgainstRanged: true },
        summary: 'Blind: cannot see.',
        effects: [
            'Fails every save or feat that needs sight (the engine rolls none that needs sight alone).',
            'Its attacks are at disadvantage; its missed ranged shots go to friendly fire.',
            'Attacks against it are at advantage.',
        ],
        ends: ENDS_BY_EFFECT,
    },
    {
        name: 'bound',
        adjustments: BOUND,
        summary: 'Tied or shackled at the hands.',
        effects: ['Moves normally (tied to an object: `bound_to_object`; shackled at the feet too: `bound_at_feet`).', ...BOUND_LINES],
        ends: BOUND_ENDS,
        assumption: BOUND_ASSUMPTION,
    },
    {
        name: 'bound_to_object',
        adjustments: { ...BOUND, movement: 'zero' },
        summary: 'Bound, and tied or shackled to an object.',
        effects: ['Movement 0: it cannot leave the object it is tied to.', ...BOUND_LINES],
        ends: BOUND_ENDS,
        excludes: ['bound'],
        assumption: `${BOUND_ASSUMPTION} The row's "unless tied/shackled to an object" gives no number: tied to something it cannot carry, it does not move (ours).`,
    },
    {
        name: 'bound_at_feet',
        adjustments: { ...BOUND, halfMovement: true },
        summary: 'Bound, with the feet shackled as well.',
        effects: ['Every speed is halved (rounded down); crawling and rough ground still cost on top.', ...BOUND_LINES],
        ends: BOUND_ENDS,
        excludes: ['bound'],
        assumption: `${BOUND_ASSUMPTION} Halving every speed, not only walking, is ours.`,
    },
    {
        name: 'charmed',
        adjustments: {},
        source: 'required',
        summary: 'Charmed by someone: will not harm the charmer.',
        effects: [
            'Cannot attack its charmer or aim a harmful effect at it (the engine refuses the action).',
            "The charmer's social saves and feats against it are at advantage (no fight rule).",
            'The charmer may bind it with a single action (§Shackling).',
        ],
        ends: ENDS_BY_EFFECT,
    },
    {
        name: 'deaf',
        adjustments: {},
        summary: 'Deaf: cannot hear.',
        effects: ['Fails every save or feat that needs hearing (the engine rolls none that needs hearing alone).'],
        ends: ENDS_BY_EFFECT,
    },
    {
        name: 'drowsy',
        adjustments: { savePenalty: 2, perceptionPenalty: 3, casting: 'feat' },
        summary: 'Half awake and inattentive.',
        effects: [
            '−2 on every save and feat; −3 on Perception checks (not added to the −2).',
            'Each spell needs a DC 5 Mind (Judgment) or Spirit (Muse) feat, with the −2, or it fails and its points are spent.',
            'A DC 10 Spirit (Muse) feat, with the −2, every 2d10 minutes (ten rounds a minute, drawn as the fight starts or drowsy comes), or falls asleep.',
            'Otherwise acts normally.',
        ],
        ends: ENDS_BY_EFFECT,
        excludes: ['asleep'],
        assumption:
            'The chapter never says how long a round is: six seconds, ten rounds to the minute, is ours; the count starts again with each fight of a day.',
    },
    {
        name: 'frightened',
        adjustments: { allRollsAtDisadvantage: true, attacksAtDisadvantage: true, savesAtDisadvantage: true },
        source: 'optional',
        summary: 'Afraid of someone (or something).',
        effects: [
            'Every die it rolls is at disadvantage while the source of fear is present (still in the fight; always, when no source is named).',
            'Cannot willingly move closer to the source of fear (the engine refuses such a move).',
        ],
        ends: ENDS_BY_EFFECT,
        excludes: ['shaken'],
    },
    {
        name: 'grappled',
        adjustments: { movement: 'zero' },
        source: 'required',
        summary: 'Held in a grapple.',
        effects: ['Movement 0.'],
        ends: 'An escape (`escape -> Holder`), the holder failing its Strength feat when hurt, the holder falling, being slammed, or the holder moving away without dragging it.',
    },
    {
        name: 'held_breath',
        adjustments: heldBreath,
        summary: 'Holding its breath.',
        effects: HELD_BREATH_LINES,
        ends: ENDS_BY_EFFECT,
        excludes: ['asphyxiating'],
    },
    {
        name: 'incapacitated',
        adjustments: incapacitated,
        summary: 'Cannot act.',
        effects: ['Takes no actions and no reactions.'],
        ends: "As the effect says; a sneak attack's shock lasts d3 of its actions.",
    },
    {
        name: 'invisible',
        adjustments: { disadvantageAgainst: true, penaltyAgainst: 3 },
        summary: 'Cannot be seen by natural sight.',
        effects: [
            'Can still be located by sound and tracks: attacks can be aimed at it.',
            'Attacks against it are at disadvantage and −3 on every remaining die; a missed ranged shot at it goes to friendly fire.',
        ],
        ends: ENDS_BY_EFFECT,
    },
    {
        name: 'maimed',
        adjustments: {},
        rating: 'optional',
        summary: 'Wounded so it moves slower.',
        effects: [
            'Its movement rate is lower by the rating in feet (`maimed 10`; 5 when unsaid). Unlike the rest of the table, maimings add up: each one inflicted adds its feet.',
        ],
        ends: 'Lasts through a day of fights until a long rest.',
        assumption:
            'The row says "typically 5 feet, cumulatively" for slashing wounds: the rating is the feet lost; healing it by a long rest is ours.',
    },
    {
        name: 'nauseated',
        adjustments: { movement: 'crawl', cannotAttack: true, noReactions: true, casting: 'none' },
        summary: 'Sick to the stomach.',
        effects: [
            'Moves only at crawling cost (a foot costs two).',
            'Cannot attack, cast, concentrate on a spell, or do anything else that needs attention (it may still move, defend or drink).',
            'Takes no reactions.',
        ],
        ends: ENDS_BY_EFFECT,
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
        summary: 'Cannot move at all.',
        effects: [
            INCAPACITATED_LINE,
            'Cannot move, speak or gesture: movement 0, no spells.',
            FAILS_BODY_LINE,
            'Attacks against it are at advantage.',
            'A hit on it from a pool makes one of the hitting dice a crit (a crit chain is rolled).',
        ],
        ends: ENDS_BY_EFFECT,
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
            immunePoison: true,
            unaware: true,
        },
        summary: 'Turned to stone.',
        effects: [
            INCAPACITATED_LINE,
            'Cannot move, speak or gesture; unaware of its surroundings. Ten times its weight (it cannot be dragged).',
            FAILS_BODY_LINE,
            'Attacks against it are at advantage; only the crit chain of a pool damages it.',
            'Immune to poison (poison damage does nothing) and disease; it does not age.',
        ],
        ends: 'As the effect says; it carries through a day.',
    },
    {
        name: 'poisoned',
        adjustments: { attacksAtDisadvantage: true, savesAtDisadvantage: true },
        summary: 'Poisoned.',
        effects: ['Its attacks, saves and feats are at disadvantage.'],
        ends: `${ENDS_BY_EFFECT} It lasts through a day until a long rest.`,
        assumption: 'A long rest ending it is ours (the row gives no end).',
    },
    {
        name: 'prone',
        adjustments: { attacksAtDisadvantage: true, movement: 'crawl', advantageAgainstMelee: true, disadvantageAgainstRanged: true },
        summary: 'Lying on the ground.',
        effects: [
            'Moves only by crawling (a foot costs two; dash cannot be used).',
            'Standing up costs half its normal movement (`stand_up`).',
            'Its attacks are at disadvantage.',
            'Melee attacks against it are at advantage, ranged ones at disadvantage.',
        ],
        ends: 'Standing up (`stand_up`, half the normal movement).',
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
        summary: 'Held fast (a net, a web, a spell).',
        effects: [
            'Movement 0.',
            'Its attacks are at disadvantage; attacks against it at advantage.',
            'Its Strength, Agility and Resilience saves and feats are at disadvantage.',
            'Cannot dodge or deflect (a rebuff is still allowed).',
        ],
        ends: ENDS_BY_EFFECT,
    },
    {
        name: 'shaken',
        adjustments: { toHitPenalty: 2, savePenalty: 2 },
        source: 'optional',
        summary: 'Unsettled: a milder fright.',
        effects: ['May move closer to the source of fear.', '−2 on every attack die, save and feat.'],
        ends: ENDS_BY_EFFECT,
        excludes: ['frightened'],
    },
    {
        name: 'stunned',
        adjustments: { ...incapacitated, movement: 'zero', failsBodySaves: true, advantageAgainstMelee: true, advantageAgainstRanged: true },
        summary: 'Stunned.',
        effects: [
            INCAPACITATED_LINE,
            'Movement 0; three words of speech between turns (no spells).',
            FAILS_BODY_LINE,
            'Attacks against it are at advantage.',
        ],
        ends: ENDS_BY_EFFECT,
    },
    {
        name: 'unconscious',
        adjustments: {
            ...incapacitated,
            movement: 'zero',
            failsBodySaves: true,
            advantageAgainstMelee: true,
            disadvantageAgainstRanged: true,
            unaware: true,
        },
        summary: 'Knocked out.',
        effects: [
            INCAPACITATED_LINE,
            'Cannot move, speak or gesture; unaware of its surroundings.',
            'Drops what it holds (its weapons lie in its zone, `pick_up` takes one back) and falls prone.',
            FAILS_BODY_LINE,
            'Melee attacks against it are at advantage, ranged ones at disadvantage.',
        ],
        ends: ENDS_BY_EFFECT,
        excludes: ['asleep'],
    },
    {
        name: 'underwater',
        adjustments: { underwater: true, fireResistance: true },
        summary: 'Fighting under water.',
        effects: [
            'Walks at most 10 ft a round; a swimming speed (`swim`) moves it with `swim`.',
            'Fire damage against it is halved (fire resistance).',
            "Thrown weapons (tag `thrown`) are useless; archery and other shooting is at disadvantage, only straight (its own zone, or one a written distance joins) and within the weapon's `water_range` (0: its own zone).",
            'Melee attacks are at disadvantage unless it has a swimming speed of 20 ft or more.',
            'Holding its breath is a separate restriction (`held_breath`): where both apply, each adjustment takes the worse.',
        ],
        ends: 'Leaving the water: a zone with `terrain underwater` gives it to those in it, and only while they are.',
        assumption: 'The row assumes no magic, special physique or exemption; a `swim` speed is the trained swimmer.',
    },
];

/** Every pair the table says cannot hold together, both ways (by name: the restrictions each one replaces). */
const CLASHES = new Map<string, string[]>();
for (const r of RESTRICTIONS)
    for (const other of r.excludes ?? []) {
        for (const [a, b] of [
            [r.name, other],
            [other, r.name],
        ]) {
            const list = CLASHES.get(a) ?? [];
            if (!list.includes(b)) list.push(b);
            CLASHES.set(a, list);
        }
    }

const NO_CLASH: readonly string[] = [];

/**
 * The restrictions `name` cannot be held with, both ways: one inflicted on a creature holding any of
 * them replaces it (the engine), and one ability giving both keeps only the later (a static warning).
 */
export function clashesOf(name: string): readonly string[] {
    return CLASHES.get(name) ?? NO_CLASH;
}
