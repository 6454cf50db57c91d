/**
 * Rise's vocabulary — explained in our own words, each with the section of the seed it comes from
 * (003_66faa831a56df10d.txt, Rise's "Combat" chapter): stats, attack stats and tags, options,
 * combatant tags, groups and outcomes here; actions and modifiers in schema/actions.ts; conditions,
 * tactics and topics in schema/topics.ts (re-exported here).
 */
import type { OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';

import { at } from './schema/cite.js';

export { RISE_SEED } from './schema/cite.js';
export { DIRTY_TRICK_MODIFIERS, RISE_ACTIONS, RISE_MODIFIERS } from './schema/actions.js';
export { RISE_CONDITIONS } from './schema/conditions.js';
export { RISE_DAMAGE_CATEGORIES, RISE_HAZARDS } from './schema/damage.js';
export { RISE_RESTS, RISE_USE_PERIODS } from './schema/rests.js';
export { RISE_KEYWORD_TOPICS, RISE_TACTICS, RISE_TOPICS } from './schema/topics.js';

const attribute = (name: string, use: string): StatSpec => ({
    name,
    min: -10,
    max: 15,
    fallback: 0,
    summary: `One of Rise's six attributes (usually −4 to +8). ${use}`,
    cite: at('Dice Bonuses From Attributes'),
});

const defense = (name: string, against: string): StatSpec => ({
    name,
    group: 'defenses',
    required: true,
    min: 0,
    max: 200,
    summary: `The ${name} defense: the number an attack roll must meet to hit. ${against}`,
    cite: at('Attack Rolls'),
});

export const RISE_STATS: readonly StatSpec[] = [
    {
        name: 'level',
        min: 0,
        max: 21,
        fallback: 1,
        summary: "The combatant's level. Half of it (rounded down) feeds accuracy when accuracy is not written.",
        cite: at('Attack Rolls'),
        assumption: 'accuracy = ½ level + ½ perception, from the Rise core book (public), not this chapter.',
    },
    attribute('strength', 'Mundane attacks (strikes) gain half of it, rounded down, in dice increments.'),
    attribute('dexterity', 'Offhand strikes need at least 1.'),
    attribute('constitution', 'With willpower, it sets fatigue tolerance.'),
    attribute('intelligence', 'Not used by combat resolution here.'),
    attribute('perception', 'Half of it (rounded down) feeds accuracy when accuracy is not written.'),
    attribute('willpower', 'Magical attacks gain half of it, rounded down, in dice increments; it also adds to fatigue tolerance.'),
    {
        name: 'accuracy',
        min: -20,
        max: 60,
        derivation: '½ level + ½ perception (rounded down)',
        fallback: s => Math.floor((s.level ?? 1) / 2) + Math.floor((s.perception ?? 0) / 2),
        summary: "Added to the d10 of every attack roll. The total must meet the target's defense to hit.",
        cite: at('Attack Rolls'),
    },
    {
        name: 'power',
        min: 0,
        max: 200,
        fallback: 0,
        summary:
            'Flat damage added to attacks that name it (`damage 1d8 + power`). It is never multiplied by critical hits, and it is still dealt on a glancing blow.',
        cite: at('Strike Damage'),
    },
    {
        name: 'speed',
        min: 0,
        max: 1000,
        fallback: 30,
        summary:
            'Land speed in feet: how far one movement (move) takes the combatant; sprint doubles it. Vital wounds of 2 and 3 take 10 and 5 ft off it; prone quarters it, squeezing halves it, grappled stops it.',
        cite: at('Movement Modes'),
        assumption:
            'a Medium biped’s base speed, 30 ft, from the Rise core book (the seed points to size categories for it); write `speed 40` for a four-legged creature.',
    },
    {
        name: 'size',
        min: -4,
        max: 4,
        fallback: 0,
        summary:
            'Size category against Medium (−1 Small, 1 Large, 2 Huge…). Size-Based effects — critical hits with melee attacks, dirty trick, grapple, overrun, shove, trip — do not work against a creature two or more categories larger (flying counts one larger); escaping a grapple is 4 harder per category the grappler is larger.',
        cite: at('Critical Hits'),
        assumption: 'the categories themselves are in the chapter on sizes; Strife writes them as steps from Medium.',
    },
    {
        name: 'hit_points',
        required: true,
        min: 1,
        max: 100000,
        summary:
            'Hit points are lost to damage after damage resistance is used up. Monsters are defeated at 0; characters below 0 take vital wounds.',
        cite: at('Taking Damage'),
    },
    {
        name: 'damage_resistance',
        min: 0,
        max: 100000,
        fallback: 0,
        summary: 'A pool that absorbs damage before hit points do; what it absorbs is gone until it is restored.',
        cite: at('Taking Damage'),
    },
    {
        name: 'fatigue_tolerance',
        min: 0,
        max: 60,
        derivation: 'constitution + willpower',
        fallback: s => Math.max(0, (s.constitution ?? 0) + (s.willpower ?? 0)),
        summary:
            'Fatigue up to this level costs nothing; each level beyond it is a −1 penalty to accuracy, and a penalty of 5 or more knocks the combatant out.',
        cite: at('Desperate Exertion'),
        assumption: 'tolerance = constitution + willpower and the −5 knockout come from the Rise core book (public).',
    },
    defense('armor', 'Strikes and most physical attacks target it.'),
    defense('fortitude', "Attacks on the body's endurance (poison, shoves) target it."),
    defense('reflex', 'Attacks you can dodge (area blasts, trips) target it.'),
    defense('mental', 'Attacks on the mind target it.'),
];

export const RISE_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'accuracy',
        min: -20,
        max: 40,
        fallback: 0,
        summary: "A bonus (or penalty) to the attack roll of this attack only, added to the combatant's accuracy.",
        cite: at('Attack Rolls'),
    },
    {
        name: 'range',
        min: 5,
        max: 10000,
        summary:
            'The attack’s range limit in feet (a projectile or thrown weapon’s close range, a spell’s range): targets farther than this are at long range (up to `long_range`) or out of reach. A thrown strike without one uses 10/30.',
        cite: at('Strikes'),
    },
    {
        name: 'long_range',
        min: 5,
        max: 10000,
        summary:
            'The attack’s maximum range in feet: a target beyond `range` and within this is at long range — a −4 longshot penalty to accuracy. Unwritten: `range` is the maximum.',
        cite: at('Projectile Strike'),
        assumption: 'the longshot penalty’s number is in the equipment chapter, not this one: −4 is assumed.',
    },
];

export const RISE_ATTACK_TAGS: readonly RuleDoc[] = [
    {
        name: 'mundane',
        summary: "The default: the damage pool gains half the attacker's Strength in dice increments.",
        cite: at('Dice Bonuses From Attributes'),
    },
    {
        name: 'magical',
        summary: "The damage pool gains half the attacker's Willpower in dice increments instead of Strength.",
        cite: at('Dice Bonuses From Attributes'),
    },
    {
        name: 'item',
        summary: "An item's own dice pool (a firebomb, say): neither Strength nor Willpower changes it.",
        cite: at('Dice Bonuses From Attributes'),
    },
    {
        name: 'melee',
        summary:
            'A melee attack: it reaches a foe in the same zone (adjacent), or within 10 ft with a `long` weapon. An attack with no `projectile`, `thrown` or `range` is melee; a magical attack without a range reaches anyone.',
        cite: at('Melee Strike'),
    },
    {
        name: 'long',
        summary: 'A Long weapon: its melee strikes reach anything within 10 feet, not only adjacent foes.',
        cite: at('Melee Strike'),
    },
    {
        name: 'projectile',
        summary: 'A projectile strike against any foe in line of effect, within its `range` (a −4 longshot penalty at long range).',
        cite: at('Projectile Strike'),
    },
    {
        name: 'thrown',
        summary: 'A thrown strike against any foe in line of effect: within its `range`, or 10/30 ft for a weapon not made to be thrown.',
        cite: at('Thrown Strike'),
    },
    {
        name: 'tripping',
        summary:
            'A Tripping weapon: it can make the trip maneuver (`trip -> Foe using Flail`), adding its accuracy and dealing its damage without power when the trip also beats Armor.',
        cite: at('Trip'),
    },
    {
        name: 'heavy',
        summary: 'A weapon that needs two free hands: a grappled combatant, one hand busy with the grapple, cannot attack with it.',
        cite: at('Being In A Grapple'),
    },
    {
        name: 'area',
        summary:
            'An area attack: aimed at a zone (`Fireball in camp`), it attacks everyone standing there when it resolves — allies too — with one attack roll and one damage roll. No miss chance from concealment (that is for targeted attacks); cover still counts.',
        cite: at('Point of Origin'),
    },
    {
        name: 'swift',
        summary:
            'A Swift ability (no attack roll: it heals, removes conditions or changes stats): it resolves before the other actions of the phase, so its healing lands before the enemies’ damage.',
        cite: at('Swift Abilities'),
    },
    {
        name: 'knockback',
        summary:
            'Its `pushes N ft` is a knockback, not a push: a creature stopped by the edge of the scene before the distance is used up takes 1d6 damage per 10 ft left.',
        cite: at('Knockback Effects'),
    },
    {
        name: 'sweeping',
        summary: 'The strike may take secondary targets: one attack roll and one damage roll are used against every target listed.',
        cite: at('Secondary Strike Targets'),
    },
    {
        name: 'multi_target',
        summary:
            'An ability that affects several targets (an area spell, a strike that names more than one primary target): as with a sweeping strike, one attack roll and one damage roll serve every target listed.',
        cite: at('Secondary Strike Targets'),
        assumption: 'the chapter names Sweeping; other multi-target abilities live in other chapters — tag them so.',
    },
    {
        name: 'subdual',
        summary:
            "The attack deals subdual damage: full damage, but it cannot inflict vital wounds — each vital wound it would inflict raises the target's fatigue level by 3 instead. (Only a strike made subdual by choice, `with subdual`, is halved.)",
        cite: at('Subdual Damage'),
    },
    {
        name: 'light',
        summary:
            'A light weapon: it does not count toward the −1 accuracy per non-light weapon attacked with in the phase that an offhand strike takes.',
        cite: at('Offhand Strike'),
    },
    {
        name: 'shield',
        summary: 'A shield: it can strike, but never as an offhand strike.',
        cite: at('Offhand Strike'),
    },
];

export const RISE_OPTIONS = [
    {
        name: 'monsters_at_zero',
        values: ['dead', 'unconscious'],
        default: 'dead',
        summary: 'What a monster at 0 hit points becomes. Either way it is out of the fight; the log says which.',
        cite: at('Taking Damage'),
    },
    {
        name: 'negative_attribute_rounding',
        values: ['down', 'toward_zero'],
        default: 'down',
        summary: 'How half a negative Strength or Willpower rounds when it becomes dice increments.',
        cite: at('Dice Bonuses From Attributes'),
        assumption: 'the chapter gives only a positive example (Willpower 2–3 → +1d).',
    },
] as const satisfies readonly OptionSpec[];

/** Tags of a whole Rise combatant. */
export const RISE_COMBATANT_TAGS: readonly RuleDoc[] = [
    {
        name: 'no_criticals',
        summary:
            'Not subject to critical hits (objects, and creatures whose description says so): an attack that beats its defense by 10 or more is a plain hit.',
        cite: at('Critical Hits'),
    },
];

export const RISE_STAT_GROUPS: readonly StatGroupSpec[] = [
    { name: 'defenses', summary: 'Armor, Fortitude, Reflex and Mental: what attack rolls are compared with.', cite: at('Attack Rolls') },
];

/** The outcomes of a Rise attack roll, by how far it beat or missed the defense. */
export const RISE_OUTCOMES: readonly OutcomeSpec[] = [
    {
        name: 'critical',
        label: 'CRITICAL HIT',
        summary: 'Beat the defense by 10 or more: damage dice ×2, ×3 at 20, and so on.',
        cite: at('Critical Hits'),
    },
    { name: 'hit', label: 'hit', summary: 'Met or beat the defense: full damage.', cite: at('Attack Rolls') },
    { name: 'glance', label: 'glancing blow', summary: 'Missed by 1 or 2: flat damage only, no dice.', cite: at('Glancing Blows') },
    { name: 'miss', label: 'miss', summary: 'Missed by 3 or more: no damage.', cite: at('Attack Rolls') },
];
