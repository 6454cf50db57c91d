/**
 * Rise's stat schema, actions, conditions and rule docs — explained in our own words, each with the
 * section of the seed it comes from (003_66faa831a56df10d.txt, Rise's "Combat" chapter).
 */
import type { ActionSpec, Citation, OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';

export const RISE_SEED = '003_66faa831a56df10d.txt';
const at = (section: string): Citation => ({ file: RISE_SEED, section });

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
    { name: 'melee', summary: 'A melee strike against an adjacent foe (10 feet with a Long weapon).', cite: at('Strikes') },
    { name: 'projectile', summary: 'A projectile strike against any foe in line of effect.', cite: at('Strikes') },
    { name: 'thrown', summary: 'A thrown strike against any foe in line of effect.', cite: at('Strikes') },
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

export const RISE_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'move',
        economy: 'movement',
        targets: 'none',
        summary: 'A movement (hustle): move up to your speed. One fits the movement phase; another can replace the standard action.',
        cite: at('The Movement Phase'),
    },
    {
        name: 'sprint',
        economy: 'movement',
        targets: 'none',
        summary: 'A movement at double speed. Sprinting in the movement phase costs 1 fatigue level; in the action phase it is free.',
        cite: at('Sprint'),
    },
    {
        name: 'charge',
        economy: 'standard',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A standard action: move in a straight line, then make a melee strike (`charge -> Foe using Weapon` — a weapon, not a spell or a projectile). Afterwards your defenses are −2 briefly — from the next phase to the end of the next round; it does not weaken you in the phase you charge.',
        cite: at('Charge'),
        assumption: '"briefly" = until the end of the next round (rules digest).',
    },
    {
        name: 'total_defense',
        economy: 'standard',
        swift: true,
        targets: 'none',
        summary:
            "A Swift standard action: +2 to all defenses for the rest of the round. Swift means it resolves before the enemies' attacks in the same phase.",
        cite: at('Total Defense'),
    },
    {
        name: 'recover',
        economy: 'standard',
        swift: true,
        targets: 'none',
        summary:
            'A Swift standard action: regain all hit points and shake off conditions, at the cost of 2 fatigue levels. Usable once per short rest — once per encounter here.',
        cite: at('Recover'),
    },
    {
        name: 'offhand_strike',
        economy: 'minor',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A minor action: a strike with a second weapon (`offhand_strike -> Foe using Dagger`) after a standard action struck with a different weapon in the same phase (not a spell). −2 accuracy, and −1 more for each non-light weapon attacked with this phase, the offhand weapon included (spear then dagger: −3; two non-light weapons: −4); no power added. Needs dexterity 1 or more; never a shield.',
        cite: at('Offhand Strike'),
    },
];

/**
 * Universal abilities the engine does not model yet (§Special Combat Abilities): named so hovers
 * explain them, rejected in a script with `rise-not-modelled`.
 */
export const RISE_NOT_MODELLED_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'dirty_trick',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack with a free hand against Fortitude or Reflex; on a hit the target is briefly −2 to one defense. Not modelled yet (rise-not-modelled).',
        cite: at('Dirty Trick'),
    },
    {
        name: 'grapple',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack with a free hand against Fortitude and Reflex; a hit on both grapples you and the target. Not modelled yet (rise-not-modelled).',
        cite: at('Grapple'),
    },
    {
        name: 'overrun',
        economy: 'movement',
        targets: 'some',
        summary:
            'A movement: move in a straight line through creatures that do not avoid you, with an attack vs. Fortitude against each; +1 fatigue. Not modelled yet (rise-not-modelled).',
        cite: at('Overrun'),
    },
    {
        name: 'shove',
        economy: 'standard',
        targets: 'some',
        summary:
            'A standard action: an attack vs. Fortitude (full Strength in place of half Perception); a hit pushes the targets up to half your speed. Not modelled yet (rise-not-modelled).',
        cite: at('Shove'),
    },
    {
        name: 'throw',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action (or a movement at −20): a Strength check to throw a held object, then a thrown strike to hit with it. Not modelled yet (rise-not-modelled).',
        cite: at('Throw'),
    },
    {
        name: 'trip',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack against Fortitude and Reflex; a hit knocks the target prone (a Tripping weapon that also beats Armor deals its damage, without power). Not modelled yet (rise-not-modelled).',
        cite: at('Trip'),
    },
];

export const RISE_MODIFIERS: readonly RuleDoc[] = [
    {
        name: 'unaware',
        summary:
            'The targets are unaware of this attack (stealth, sudden treachery): −5 to their Armor and Reflex defenses against it; other defenses are unchanged. Written `with unaware` on the attack; against a surprised side in round 1 it is the same −5, not −10.',
        cite: at('Awareness and Surprise'),
    },
    {
        name: 'partially_unaware',
        summary:
            'The targets know they are in danger but not where this attack comes from (an unseen foe): −2 to their Armor and Reflex defenses against it. Written `with partially_unaware` on the attack; a surprised target takes the larger −5 instead.',
        cite: at('Awareness and Surprise'),
        assumption: "the seed names partial unawareness without a number; −2 Armor and Reflex is the Rise core book's.",
    },
    {
        name: 'desperate_exertion',
        summary:
            'After seeing an attack miss or glance, reroll it once with +2; costs 2 fatigue levels, once. A strike against several targets has one attack roll, so it is rerolled once for all of them. Written `with desperate_exertion`: the engine spends it only when the first roll fails to hit the primary (first) target.',
        cite: at('Desperate Exertion'),
    },
    {
        name: 'subdual',
        summary:
            'Choose to make this strike subdual: it deals half damage, and no vital wounds (3 fatigue levels instead of each). Only strikes can be made subdual, not spells.',
        cite: at('Subdual Damage'),
    },
];

export const RISE_CONDITIONS: readonly RuleDoc[] = [
    {
        name: 'vital_wound',
        summary:
            "Taken when a character's hit points drop below 0, plus one more for each half of maximum hit points further down. Each one is rolled on the vital wound table (d10, −2 per wound already suffered).",
        cite: at('Vital Wounds'),
    },
    {
        name: 'unconscious',
        summary: 'Knocked out: the combatant takes no more actions. A vital roll of 1 or less or a fatigue penalty of 5 or more causes it.',
        cite: at('Vital Rolls'),
    },
    {
        name: 'fatigue',
        summary:
            'Fatigue levels come from exertion (desperate exertion, recover, sprinting). Levels beyond your fatigue tolerance are a penalty to accuracy.',
        cite: at('Desperate Exertion'),
    },
];

export const RISE_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_weakest',
        summary:
            'Each combatant attacks the active foe with the fewest hit points plus damage resistance, with the attack expected to deal the most damage to it. Characters low on hit points recover once.',
        cite: at('Resolving Actions'),
    },
    {
        name: 'attack_strongest',
        summary: 'As attack_weakest, but against the foe with the most hit points plus damage resistance.',
        cite: at('Resolving Actions'),
    },
    { name: 'attack_first', summary: 'Attack the first active foe in the order the encounter lists them.', cite: at('Resolving Actions') },
    { name: 'attack_random', summary: 'Attack a foe drawn at random (from the seeded generator).', cite: at('Resolving Actions') },
    { name: 'defend', summary: 'Take total defense every round.', cite: at('Total Defense') },
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

export const RISE_TOPICS: readonly RuleDoc[] = [
    {
        name: 'rise',
        summary:
            'Rise: attacks roll d10 + accuracy against a defense; a 10 explodes. Damage goes through damage resistance, then hit points; characters below 0 take vital wounds. Each round has a movement phase and an action phase, and opposing groups act simultaneously.',
        cite: at('Making Attacks'),
    },
    {
        name: 'glancing_blow',
        summary: 'An attack that misses by 1 or 2 still glances: no damage dice are rolled, but flat damage such as power is dealt.',
        cite: at('Glancing Blows'),
    },
    {
        name: 'critical_hit',
        summary: 'Beat the defense by 10 and the damage dice double; by 20, triple; and so on. Flat damage (power) is never multiplied.',
        cite: at('Critical Hits'),
    },
    { name: 'explode', summary: 'A 10 on the attack d10 is rolled again and added, as long as 10s keep coming.', cite: at('Exploding Attacks') },
    {
        name: 'dice_increment',
        summary:
            '`+1d` moves a damage pool one step along the ladder 1d2, 1d3, 1d4, 1d6, 1d8, 1d10, 2d6, 2d8, 2d10, 4d6, 4d8, 4d10, 5d10 … 8d10, then +1d10 per step.',
        cite: at('Dice Pools'),
    },
    { name: 'movement_phase', summary: 'The first phase of a round: each combatant may make one movement.', cite: at('The Movement Phase') },
    {
        name: 'action_phase',
        summary: 'The second phase: one standard action and one minor action — or a movement or a second minor action in place of the standard one.',
        cite: at('The Action Phase'),
    },
    {
        name: 'simultaneous',
        summary:
            "Allies resolve one after another and see each other's results; opposing groups resolve at the same time: nothing an enemy group does in a phase (damage, vital wounds, fatigue, defeat) changes this group's actions in that phase — a combatant knocked out still acts, two foes can drop each other, and a wound's penalties count from the next phase.",
        cite: at('Resolving Actions'),
    },
    {
        name: 'surprise',
        summary:
            'A side written `surprised` is unaware of the fight in round 1: it takes no actions, and has −5 Armor and Reflex against each attack until it has been attacked once. Attacks the GM marks `with unaware` or `with partially_unaware` take −5 or −2 off Armor and Reflex.',
        cite: at('Awareness and Surprise'),
        assumption: 'the surprised side becomes aware of the fight at the end of round 1, and the attackers start with the movement phase.',
    },
    {
        name: 'swift',
        summary: 'Swift abilities (total defense, recover) resolve before all other actions of the phase.',
        cite: at('Swift Abilities'),
    },
];

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

/** Keywords of the language whose hover explains a Rise rule. */
export const RISE_KEYWORD_TOPICS: Readonly<Record<string, string>> = {
    round: 'action_phase',
    vs: 'explode',
    damage: 'dice_increment',
    tactics: 'simultaneous',
    Nd: 'dice_increment',
};
