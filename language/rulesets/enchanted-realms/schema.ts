/**
 * Enchanted Realms' vocabulary: stats, weapon properties, actions, `with` modifiers, restrictions,
 * options and rule topics — our words, each citing a section of the seed
 * (001_66230f9a082df360.txt, the rulebook's "Combat Detailed" chapter). Where the seed is silent,
 * `assumption` says what we chose and where it comes from.
 */
import type { ActionSpec, ModifierSpec, OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';
import { cite as at } from './common.js';
import { DAMAGE_CATEGORIES } from './damage.js';
import { THROWN_ITEMS } from './ranged.js';
import { RESTRICTIONS } from './restrictions.js';
import { modifierOf } from './scores.js';

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

export const ER_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'weight',
        min: 0,
        max: 10,
        fallback: 0,
        summary: "The weapon's weight, added once to the damage of a hitting attack.",
        cite: at('The Attack'),
    },
    {
        name: 'to_hit',
        min: -20,
        max: 30,
        fallback: 0,
        summary: 'Added to every die before it is compared with AC (obscurement, thrown-magic Agility bonus, shaken −2).',
        cite: at('Obscurement'),
    },
];

export const ER_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'light', summary: 'A light weapon: usable for sneak attacks; resisting its disarm costs 2 Body.', cite: at('Sneak Attacks') },
    {
        name: 'reach',
        summary: 'A reach weapon: usable for sneak attacks (closing in still allows a second Perception check).',
        cite: at('Sneak Attacks'),
    },
    { name: 'heavy', summary: 'A heavy weapon: resisting its disarm costs 4 Body.', cite: at('Weapon Negation') },
    {
        name: 'polearm',
        summary: 'With the polearms skill and piercing damage, allows the impalement reaction against a charge of 25 ft or more.',
        cite: at('Impalement Maneuver'),
    },
    {
        name: 'ranged',
        summary: 'A ranged weapon: never crits unless a rule grants it; cover adds to the AC; a miss into a crowd may use friendly fire.',
        cite: at('Critical Hits'),
    },
    {
        name: 'crits',
        summary:
            'A skill, the weapon or a circumstance grants crits: a natural 20 in the pool adds one crit d20 (beyond the cap), chaining on its own 20s; each hitting crit die adds d3.',
        cite: at('Critical Hits'),
    },
    {
        name: 'ranged_crits',
        summary: 'A skill or item lets this ranged weapon crit after all (ranged weapons never do by default); use it with crits.',
        cite: at('Critical Hits'),
    },
    {
        name: 'exceeds_cap',
        summary: 'A rule (a skill, a magic weapon) lets this attack roll more than five skill dice.',
        cite: at('Critical Hits'),
    },
];

export const ER_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'attack',
        economy: 'action',
        targets: 'one',
        usesWeapon: true,
        summary: "Roll the weapon's pool of d20s against the target's AC; damage = hitting dice + Str/Agi modifier + weight.",
        cite: at('The Attack'),
    },
    {
        name: 'split_attack',
        economy: 'action',
        targets: 'some',
        usesWeapon: true,
        summary: 'Spread the pool over several targets (spinning moves): one attack per target, modifiers and weight per target.',
        cite: at('The Attack'),
    },
    {
        name: 'defend',
        economy: 'action',
        targets: 'none',
        summary:
            'Until the next turn, seen attacks against you are at disadvantage and your saves at advantage; no reactions this round or the next, and not after a reaction this round.',
        cite: at('Defending'),
    },
    {
        name: 'ready',
        economy: 'action',
        targets: 'none',
        summary: 'Prepare a reaction with an "if …" trigger; it fires right after the trigger or is lost at your next turn.',
        cite: at('At The Ready'),
    },
    {
        name: 'skill',
        economy: 'action',
        targets: 'some',
        summary: 'Use a skill: cast an axiom or incantation, craft, tend wounds.',
        cite: at('Skill-Use'),
    },
    {
        name: 'item',
        economy: 'action',
        targets: 'some',
        summary: 'Activate an item or drink a potion: a whole action besides movement.',
        cite: at('Item-Use'),
    },
    {
        name: 'throw_item',
        economy: 'action',
        targets: 'one',
        summary:
            'Throw an effect item (acid d4, holy water d4, …): 1d20 for anyone, 2 with ranged fighting, 3 with hurling; the raw face must reach AC.',
        cite: at('Throwing Items'),
    },
    {
        name: 'grapple',
        economy: 'action',
        targets: 'one',
        summary: 'A d12 competition (Strength or Agility modifier + the grappling table); winning holds the victim (movement 0).',
        cite: at('Grappling'),
    },
    {
        name: 'escape',
        economy: 'action',
        targets: 'one',
        summary: 'A d12 competition to break a hold; a bigger escaper takes the size bonus.',
        cite: at('Grappling'),
    },
    {
        name: 'shove',
        economy: 'action',
        targets: 'one',
        summary: 'A Strength d12 competition with its own table: pushes the target 5 ft. Target at most one size larger, within reach.',
        cite: at('Shoving and Tripping'),
    },
    {
        name: 'trip',
        economy: 'action',
        targets: 'one',
        summary: 'A Strength d12 competition with the shove table: the target falls prone in place.',
        cite: at('Shoving and Tripping'),
    },
    {
        name: 'sneak_attack',
        economy: 'action',
        targets: 'one',
        usesWeapon: true,
        summary:
            'Against an unaware victim: +2d20 (advantage die, sneak die) beyond the cap; ranged, light or reach weapons only; never at disadvantage.',
        cite: at('Sneak Attacks'),
    },
    {
        name: 'get_the_drop',
        economy: 'action',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A sneak attack whose damage is held as a threat; dealt later, the victim may halve it with a DC 20 feat (1 lower per round, min 14).',
        cite: at('Getting The Drop'),
    },
    {
        name: 'weapon_lock',
        economy: 'action',
        targets: 'one',
        summary: "A single d20 to pin the foe's weapon; the victim may react with a Strength competition, the attacker at advantage.",
        cite: at('Weapon Negation'),
        assumption: "The d20 is compared with the victim's AC.",
    },
    {
        name: 'weapon_disarm',
        economy: 'action',
        targets: 'one',
        summary: 'A single d20 to disarm; resisting costs 2/3/4 Body (light/medium/heavy) and an Agility competition, the attacker at advantage.',
        cite: at('Weapon Negation'),
        assumption: "The d20 is compared with the victim's AC.",
    },
    {
        name: 'flee_attack',
        economy: 'reaction',
        targets: 'one',
        usesWeapon: true,
        summary: 'A reaction against a foe leaving your reach: none if it moved ≤ 15 ft, your pool if 20–70 ft, 1d20 if 75 ft or more.',
        cite: at('Flee Attack'),
    },
    {
        name: 'impale',
        economy: 'reaction',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A reaction with a piercing polearm against a melee foe charging 25 ft or more: 3d20 (4 with weapon forte) at 10 ft, before its attack.',
        cite: at('Impalement Maneuver'),
    },
    {
        name: 'move',
        economy: 'movement',
        targets: 'none',
        summary: 'Move to another zone (`move to bank`): the feet moved this round decide the flee attacks of foes left behind.',
        cite: at('Flee Attack'),
    },
    {
        name: 'drop_prone',
        economy: 'movement',
        targets: 'none',
        summary: 'Drop to the ground at no cost: prone (ranged attacks against you at disadvantage, melee ones at advantage).',
        cite: at('Knocked Down'),
    },
    {
        name: 'stand_up',
        economy: 'movement',
        targets: 'none',
        summary: 'Costs half the normal movement; up before the next lower initiative count when done as a reaction.',
        cite: at('Knocked Down'),
    },
];

export const ER_MODIFIERS: readonly ModifierSpec[] = [
    {
        name: 'advantage',
        summary: 'One more d20 (beyond the cap) and +d3 damage on a hit; cancels with disadvantage.',
        cite: at('Sneak Attacks'),
        assumption: "The +d3 damage is the public rules' (option vantage_damage).",
    },
    {
        name: 'disadvantage',
        summary: 'One d20 fewer (two keep-lower when none is left), −d3 damage (0 acts as a miss), no crits.',
        cite: at('Critical Hits'),
        assumption: 'Removing a die and −d3 are the public rules\'; the seed confirms "no crits at disadvantage" and "remaining dice".',
    },
    { name: 'half_cover', summary: '+2 AC against ranged attacks and +2 on Agility saves against areas.', cite: at('Cover') },
    { name: 'three_quarters_cover', summary: '+5 AC against ranged attacks; friendly fire by default when others are near.', cite: at('Cover') },
    { name: 'full_cover', summary: 'Cannot be aimed at by ranged attacks; shots at it use friendly fire.', cite: at('Cover') },
    {
        name: 'obscured',
        value: 'number',
        summary: "A −n penalty on the attacker's dice (set by the spell or the GM), not a bonus to AC: `with obscured 3`.",
        cite: at('Obscurement'),
    },
    {
        name: 'stealth',
        value: 'number',
        summary:
            "The DC of the victim's second Perception check when a sneak attack closes to melee (`with stealth 14`); made, it removes the sneak die.",
        cite: at('Sneak Attacks'),
        assumption: 'Without it the DC is 15; the check is a Perception feat (d20 + modifier). The seed leaves the DC to the GM.',
    },
    {
        name: 'slick',
        summary: 'Rainy, icy or slick ground: +3 to the victim of a grapple, −3 to the victim of a shove or trip.',
        cite: at('Shoving and Tripping'),
    },
    {
        name: 'friendly_fire',
        summary:
            "On a miss into a crowd, a d10 over up to 8 numbered creatures (9, 10 and empty numbers hit nothing); the same dice, moved 2 forward, are compared with the new target's AC.",
        cite: at('Friendly Fire'),
    },
    ...THROWN_ITEMS.map(
        (item): ModifierSpec => ({
            name: item.name,
            summary: `The item thrown by throw_item: ${item.damage ? (item.damage.sides ? `d${item.damage.sides}` : `${item.damage.flat}`) : 'no'} damage, ${item.note}.`,
            cite: at('Throwing Items'),
        }),
    ),
];

export const ER_CONDITIONS: readonly RuleDoc[] = [
    ...RESTRICTIONS.map(
        (r): RuleDoc => ({
            name: r.name,
            summary: `${r.note} Several restrictions never add up: the strongest of each adjustment applies.`,
            cite: at('Restrictions in Combat'),
        }),
    ),
    { name: 'defending', summary: 'Seen attacks against it at disadvantage, its saves at advantage, no reactions.', cite: at('Defending') },
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
        values: ['one_d3', 'one_d2', 'flat_2', 'none'],
        default: 'one_d3',
        summary: "What advantage adds to (disadvantage takes from) a hitting attack's damage.",
        cite: at('Sneak Attacks'),
        assumption: 'The seed is silent; the public vantage chart says d3, older public sections d2 or 2.',
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
            "The players roll d20 + AC against DC 21 + the monster's modifiers for each of its dice; a raw 20 avoids, a raw 1 is hit. One face per die kinder than the normal roll.",
        cite: at('Defense Rolls (Variant)'),
    },
] as const satisfies readonly OptionSpec[];

export const ER_TOPICS: readonly RuleDoc[] = [
    {
        name: 'natural_20',
        summary: 'A raw 20 on an attack die always hits and a raw 1 always misses; neither is a crit or a fumble by itself.',
        cite: at('Combat Detailed'),
    },
    {
        name: 'crit_chain',
        summary:
            "However many 20s the pool shows, crits add one d20; each crit die's own 20 adds another, without limit. Hitting crit dice add d3 each.",
        cite: at('Critical Hits'),
    },
    { name: 'pool_cap', summary: 'At most 5 skill dice per attack; advantage, sneak and crit dice go beyond.', cite: at('Critical Hits') },
    {
        name: 'reaction',
        summary: 'One reaction per round (flee attack, impalement, standing up, a readied action); none while defending.',
        cite: at('Defending'),
        assumption: "One per round is the public rules' Combat Mechanics.",
    },
    {
        name: 'sleight_of_hand_touch',
        summary: 'A feat d20 + Agility modifier vs 10 + the victim\'s Agility modifier + its AC "other"; 4 over the DC goes unnoticed.',
        cite: at('Touch-based Effects'),
    },
    { name: 'hold_break', summary: 'A grappler dealt Body damage makes a Strength feat at DC 10 + the damage or lets go.', cite: at('Grappling') },
    {
        name: 'sneak_shock',
        summary:
            "A sneak attack dealing at least half the victim's maximum Body calls for a Resilience save at DC 5 + damage; failing incapacitates it for d3 actions.",
        cite: at('Sneak Attacks'),
        assumption: 'A preservation save (d20 + Resilience score); the seed says only "Resilience save".',
    },
    {
        name: 'pinned_weapon',
        summary: 'Freeing a locked weapon costs 2 attack dice (spread over two rounds with fewer than 2).',
        cite: at('Weapon Negation'),
    },
    {
        name: 'thrown_magic',
        summary:
            "A spell's own d20 against AC: ranged fighting adds a positive Agility modifier, hurling the Agility score instead; damage unchanged.",
        cite: at('Throwing Items'),
    },
    {
        name: 'damage_categories',
        summary: 'Resistance halves one attack (rounded down), vulnerability doubles, both cancel, sources never stack.',
        cite: at('Physical Damage'),
    },
];

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
            'Name the combat skills that apply to the attacks rolling `skills d20`; polearms and weapon_forte also enable the impalement maneuver.',
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
        summary: 'No die met the AC (or disadvantage took the damage to nothing): no damage at all.',
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
];

/** Tactics for the rounds the script does not cover. */
export const ER_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_weakest',
        summary: 'Attack the active foe with the least Body, with the attack expected to hurt it most.',
        cite: at('The Attack'),
    },
    { name: 'attack_strongest', summary: 'Attack the active foe with the most Body.', cite: at('The Attack') },
    { name: 'attack_first', summary: 'Attack the first active foe in encounter order.', cite: at('The Attack') },
    { name: 'attack_random', summary: 'Attack a random active foe (a seeded draw).', cite: at('The Attack') },
    {
        name: 'cautious',
        summary: 'Defend (attacks against it at disadvantage) while at a quarter of its Body or less; otherwise attack the weakest foe.',
        cite: at('Defending'),
    },
];
