/**
 * Enchanted Realms' vocabulary for stat blocks: stats and their groups, attack stats and tags,
 * damage categories, combatant tags, outcomes and the options of a run — our words, each citing a
 * section of the seed (001_66230f9a082df360.txt, the rulebook's "Combat Detailed" chapter). Where
 * the seed is silent, `assumption` says what we chose and where it comes from. What a script may
 * write (actions, `with` modifiers, restrictions) is in schema/actions.ts and schema/modifiers.ts;
 * hover topics and tactics in schema/topics.ts.
 */
import type { Citation, OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';
import { DAMAGE_CATEGORIES } from './rules/physical-damage.js';
import { modifierOf } from './rules/touch-based-effects.js';

/** The seed this ruleset implements. */
export const ER_SEED = '001_66230f9a082df360.txt';

/** A citation of the seed's section `section` (exactly as its heading reads). */
export const at = (section: string): Citation => ({ file: ER_SEED, section });

const MODIFIER_ASSUMPTION =
    'Modifier = max(0, ⌊score/2⌋ − 1): fits the seed (Agility 4 → +1, 6 → +2) and the public rapid rule that modifiers start at a score of 4 (option modifier_table).';

const subAttribute = (name: string, use: string): StatSpec => ({
    name,
    min: 1,
    max: 25,
    fallback: 2,
    summary: `A sub-attribute score (its modifier comes from the score). ${use}`,
    cite: at('Touch-based Effects'),
    assumption: `${MODIFIER_ASSUMPTION} Default score 2 (public character creation: two points in each).`,
});

export const ER_STATS: readonly StatSpec[] = [
    subAttribute(
        'strength',
        'Its modifier is added once to the damage of a hitting melee attack, and to Strength feats and competitions (grapple, shove, trip).',
    ),
    subAttribute('agility', 'Its modifier is part of AC, may replace Strength on damage (finesse) and in grappling, and adds to sleight of hand.'),
    subAttribute('resilience', 'Resists the shock of a sneak attack; a third of it (rounded down) sets how far below 0 Body death comes.'),
    subAttribute('perception', 'Rolled to notice a sneak attack, twice when the sneak closes to melee.'),
    {
        ...subAttribute('judgment', 'Its modifier is added to Mind feats (casting while drowsy) and to the Mind a day of rest restores.'),
        cite: at('Restrictions in Combat'),
        assumption: `${MODIFIER_ASSUMPTION} Default score 2. That a Mind feat rolls Judgment is ours; the public Recovery rules pair Judgment with Mind.`,
    },
    {
        ...subAttribute('muse', 'Its modifier is added to Spirit feats (casting while drowsy) and to the Spirit a day of rest restores.'),
        cite: at('Restrictions in Combat'),
        assumption: `${MODIFIER_ASSUMPTION} Default score 2. That a Spirit feat rolls Muse is ours; the public Recovery rules pair Muse with Spirit.`,
    },
    {
        name: 'body',
        required: true,
        min: 1,
        max: 100000,
        summary: 'Body points: damage lowers them; at 0 or below the combatant is defeated (a life-threatening wound).',
        cite: at('Shackling'),
        assumption: 'Death at −⌊Resilience/3⌋ (public rules, "Wounds"); the seed only speaks of being brought to zero Body.',
    },
    { name: 'mind', min: 0, max: 100000, fallback: 0, summary: 'Mind points, spent on sorcery axioms.', cite: at('Touch-based Effects') },
    { name: 'spirit', min: 0, max: 100000, fallback: 0, summary: 'Spirit points, spent on priestly incantations.', cite: at('Touch-based Effects') },
    {
        name: 'armor',
        group: 'defenses',
        min: 0,
        max: 60,
        fallback: 0,
        summary: 'The armour part of AC.',
        cite: at('The Attack'),
        assumption: 'AC = armour + Agility modifier + other (rules digest, public rules).',
    },
    {
        name: 'ac_other',
        group: 'defenses',
        min: -20,
        max: 40,
        fallback: 0,
        summary:
            'The "other" part of AC (rings of protection, magic). Kept apart because sleight of hand adds it, and only it with Agility, to its DC.',
        cite: at('Touch-based Effects'),
    },
    {
        name: 'ac',
        group: 'defenses',
        min: -20,
        max: 100,
        derivation: 'armor + Agility modifier + ac_other',
        fallback: s => (s.armor ?? 0) + modifierOf(s.agility ?? 2, 'starts_at_4') + (s.ac_other ?? 0),
        summary: 'Armour class: each attack die (plus its to-hit modifiers) must meet it to hit; cover adds +2 or +5 against ranged attacks.',
        cite: at('The Attack'),
        assumption: 'A die that equals the AC hits (public rules: equal or greater succeeds).',
    },
    {
        name: 'movement',
        min: 0,
        max: 300,
        fallback: 30,
        summary: 'Movement rate in feet per round. The feet moved in a round decide flee attacks; standing up costs half of it.',
        cite: at('Flee Attack'),
        assumption: 'Default 30 ft.',
    },
    {
        name: 'fly',
        min: 0,
        max: 300,
        fallback: 0,
        summary:
            'A flying speed in feet (0: none). `fly to zone` moves with it; switching speeds in a turn leaves the new speed less the feet already moved.',
        cite: at('Movement Details'),
    },
    {
        name: 'swim',
        min: 0,
        max: 300,
        fallback: 0,
        summary:
            'A swimming speed in feet (0: none, an untrained swimmer walks 10 ft under water). `swim to zone` moves with it; 20 or more lets it fight in melee under water without disadvantage.',
        cite: at('Restrictions in Combat'),
    },
    {
        name: 'size',
        min: 1,
        max: 7,
        fallback: 3,
        summary:
            'Size category 1 (tiny) to 7 (colossal): grappling gives +2 per category of difference, shoving +2 to the larger; a shove needs a target at most one size larger.',
        cite: at('Grappling'),
        assumption: 'Numbered as the public Size Categories table; default 3 (medium).',
    },
    {
        name: 'initiative',
        min: -20,
        max: 40,
        fallback: 0,
        summary: 'Modifier added to the d10 initiative roll (Agility, skills, magic, weapon).',
        cite: at('Knocked Down'),
        assumption: 'Initiative is d10 + modifiers rolled every round, ties rolled off on d20 (public rules); the seed only says it counts down.',
    },
];

/**
 * The options of a run (`ruleset enchanted-realms { vantage_damage: d3 }`): the one source of their
 * names, values and defaults; options.ts reads them with the shared `readOption`.
 */
export const ER_OPTIONS = [
    {
        name: 'modifier_table',
        values: ['starts_at_4', 'ten_is_zero'],
        default: 'starts_at_4',
        summary:
            'Score → modifier: "starts_at_4" max(0, ⌊s/2⌋−1) (4 → +1, 6 → +2, the seed\'s example); "ten_is_zero" the newer public table ⌊s/2⌋−5, which contradicts that example. Stat blocks\' derived AC always uses starts_at_4.',
        cite: at('Touch-based Effects'),
        assumption: MODIFIER_ASSUMPTION,
    },
    {
        name: 'untrained_attacks',
        values: ['none', 'two_keep_lower'],
        default: 'none',
        summary: '"none": the untrained have no attack dice (only effect items may be thrown); "two_keep_lower": the public site\'s zero-dice rule.',
        cite: at('Throwing Items'),
    },
    {
        name: 'competition_ties',
        values: ['reroll', 'defender'],
        default: 'reroll',
        summary: 'A tied d12 competition: both roll again (at most 50 times), or the resisting side wins.',
        cite: at('Grappling'),
        assumption: "The seed does not say; re-rolling is the rules digest's assumption.",
    },
    {
        name: 'vantage_damage',
        values: ['none', 'one_d3', 'one_d2', 'flat_2'],
        default: 'none',
        summary:
            'What advantage adds to (disadvantage takes from) a hitting attack\'s damage. "none" is the seed: damage is the hitting dice plus the modifiers and weight, advantage only adds a d20 to the pool; the others are the public rules\' versions (their vantage chart says d3, older sections d2 or a flat 2).',
        cite: at('The Attack'),
    },
    {
        name: 'death',
        values: ['resilience', 'at_zero'],
        default: 'resilience',
        summary: 'Death at −⌊Resilience/3⌋ Body (public rules) or at 0.',
        cite: at('Shackling'),
    },
    {
        name: 'defense_rolls',
        values: ['off', 'on'],
        default: 'off',
        summary:
            "The players roll d20 + AC for each die of a monster's attack against DC 21 + all its modifiers (to-hit, Strength or Agility modifier, weapon weight); each failed die is one point of Body damage. A raw 20 avoids, a raw 1 is hit. One face per die kinder than the normal roll.",
        cite: at('Defense Rolls (Variant)'),
    },
] as const satisfies readonly OptionSpec[];

/** The groups stats are written in: `defenses { armor 4 ac_other 1 }` and the open `skills { swords 1 }`. */
export const ER_STAT_GROUPS: readonly StatGroupSpec[] = [
    { name: 'defenses', summary: 'The parts of armour class: armour, the "other" part, or the whole AC stated.', cite: at('Touch-based Effects') },
    {
        name: 'skills',
        open: true,
        min: 0,
        max: 5,
        summary:
            'Combat skills, each with the d20s it grants (1 for a trained skill): `skills { melee 1 swords 1 }`. An attack written `roll skills d20` rolls one die per skill; one that fewer skills apply to writes its own count (`roll 1d20`).',
        cite: at('The Attack'),
        assumption:
            'Name the combat skills that apply to the attacks rolling `skills d20`; polearms and weapon_forte also enable the impalement maneuver. A name the chapter gives no combat skill (swimming, daggers) is counted as written, with the warning enchanted-realms-skill-unknown.',
    },
];

/** How a pool attack comes out, with the words the log prints. */
export const ER_OUTCOMES: readonly OutcomeSpec[] = [
    {
        name: 'critical',
        label: 'CRIT',
        summary: 'At least one die hit and a crit chain was rolled (a natural 20 where crits are granted): each hitting crit die adds d3.',
        cite: at('Critical Hits'),
    },
    {
        name: 'hit',
        label: 'hit',
        summary: 'At least one die met the AC: damage is the hitting dice + the Strength or Agility modifier + weight, once.',
        cite: at('The Attack'),
    },
    {
        name: 'miss',
        label: 'miss',
        summary: 'No die met the AC (or, under option vantage_damage, disadvantage took the damage to nothing): no damage at all.',
        cite: at('The Attack'),
    },
];

/** The ten categories of Body damage (`category edged`, `resists fire`). */
export const ER_DAMAGE_CATEGORIES: readonly RuleDoc[] = DAMAGE_CATEGORIES.map(
    (c): RuleDoc => ({
        name: c,
        summary: `${c[0].toUpperCase()}${c.slice(1)} damage: resistance halves one attack (rounded down), vulnerability doubles it, both cancel, sources never stack.`,
        cite: at('Physical Damage'),
    }),
);

/** Combatant tags. */
export const ER_COMBATANT_TAGS: readonly RuleDoc[] = [
    {
        name: 'foul_play',
        summary: 'Has the foul-play skill: rolls the feat against a drop (held sneak damage) at advantage.',
        cite: at('Getting The Drop'),
    },
    ...(
        [
            ['dodge', 'Has the dodge skill: the dodge reaction against a melee blow.', 'Critical Hits'],
            ['rebuff', 'Has the rebuff skill: the rebuff reaction against a melee blow, with a weapon in hand.', 'Critical Hits'],
            ['deflect_missiles', 'Has the deflect missiles skill: the deflect reaction against a ranged blow.', 'Restrictions in Combat'],
            ['weapon_lock', 'Has the weapon lock skill: `weapon_lock -> X` pins its weapon.', 'Weapon Negation'],
            ['weapon_disarm', 'Has the weapon disarm skill: `weapon_disarm -> X` sends its weapon flying.', 'Weapon Negation'],
            [
                'shield_blitz',
                'Has shield-blitz: a shield attack (an attack tagged `shield`) may follow its weapon attack on the same target in one turn, each its own attack (`Sword -> Orc; Shield -> Orc`).',
                'The Attack',
            ],
            [
                'two_weapon_fighting',
                'Fights with a weapon in each hand: a second melee weapon may follow the first on the same target in one turn, each its own attack (`Sword -> Orc; Dagger -> Orc`).',
                'The Attack',
            ],
            [
                'sleight_of_hand',
                'Has sleight of hand: a touch spell may be delivered by a feat (`with sleight_of_hand`), perhaps unnoticed.',
                'Touch-based Effects',
            ],
        ] as const
    ).map(
        ([name, summary, section]): RuleDoc => ({
            name,
            summary: `${summary} A skill that adds no attack dice, so it is a tag rather than an entry of \`skills { }\` (which \`roll skills d20\` counts).`,
            cite: at(section),
        }),
    ),
    {
        name: 'manacles',
        summary: 'Carries ropes or manacles at the ready: it may shackle (`shackle -> X`).',
        cite: at('Shackling'),
    },
];
