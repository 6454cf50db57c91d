/**
 * RPGStuck's vocabulary for validation, hovers and completion: stats, attack stats and tags,
 * actions, conditions, options, topics and body parts — in our own words, each citing the section
 * of the seed (000_7e14385943d7d1e7.txt, RPGStuck "Combat Miscellany") it comes from, with an
 * `assumption` where the seed is silent. Not registered yet: the v2 Ruleset wiring is the lead's.
 */
import type { ActionSpec, Citation, RuleDoc, StatSpec } from '../ruleset.js';
import { BODY_PARTS } from './anatomy.js';
import { RPGSTUCK_SEED } from './dice.js';
import { maxHp } from './hp.js';
import { readOptions } from './options.js';

export { RPGSTUCK_SEED };
export { RPGSTUCK_OPTIONS } from './option-schema.js';
const at = (section: string): Citation => ({ file: RPGSTUCK_SEED, section });

const HP = 'Hit Points and Stats';
const CRIT = 'Critical Hits, Percentages, Nat 20s, Nat 1s';
const AIM = 'Aim and Block Dice';
const DICE = 'Damage Dice';
const CALLED = 'Called Shots and Anatomy';
const BESTIARY = 'Bestiary Intro';
const ENV = 'Environmental Factors';
const GRAPPLE = 'Grappling with Grappling';
const LIMITED = 'Resting and Limited Abilities';

const stat = (name: string, use: string): StatSpec => ({
    name,
    min: -10,
    max: 30,
    fallback: 0,
    summary: `${name}, one of the six stats, written as the modifier itself (RPGStuck has no separate score). ${use} Stat damage that brings it to 0 kills.`,
    cite: at(HP),
});

const resistance = (name: string, against: string): StatSpec => ({
    name,
    group: 'defenses',
    min: 0,
    max: 100,
    fallback: 10,
    summary: `The ${name} resistance: the number an attack roll aimed at it must meet. ${against}`,
    cite: at(CRIT),
    assumption: 'meeting the number hits (d20 convention); 10 when not written.',
});

export const RPGSTUCK_STATS: readonly StatSpec[] = [
    {
        name: 'level',
        min: 1,
        max: 20,
        fallback: 1,
        summary: "The character's level. Max HP grows with it; a die stepped past the top of its ladder may add the level instead of 2P.",
        cite: at(HP),
    },
    {
        name: 'tier',
        min: 0,
        max: 10,
        fallback: 1,
        summary:
            'A monster\'s (or a party\'s) tier. A monster one tier above the party counts double its CR, one below half. T in "T damage per 5 ft" is this number.',
        cite: at(BESTIARY),
        assumption: 'tier 1 when not written.',
    },
    {
        name: 'cr',
        min: 0,
        max: 20,
        fallback: 1,
        summary: "Combat Rating: 1 imps, 2 ogres and basilisks, 3 minibosses, 4 adversaries. An encounter's CR is the sum of its monsters'.",
        cite: at(BESTIARY),
    },
    {
        name: 'P',
        min: 0,
        max: 20,
        fallback: 2,
        summary:
            'Proficiency: added to every attack roll; multiplies dice written `Pd6`; flat damage `P`; −P for each die step below d2; +2P for each step above the top of a ladder.',
        cite: at(DICE),
        assumption: 'the chapter does not say how P grows; 2 when not written.',
    },
    {
        name: 'Q',
        min: 0,
        max: 20,
        fallback: 1,
        summary: 'The multiplier of damage dice written `Qd6` (2Qd6 rolls 2×Q d6) and of flat `Q` damage.',
        cite: at(DICE),
        assumption: 'the chapter does not say how Q grows; 1 when not written.',
    },
    stat('STR', 'Added to Strength attacks and damage; jumps STR feet across, 3 + STR up.'),
    stat('DEX', 'Added to Dexterity attacks and damage (`2Qd6+DEX`).'),
    stat('CON', 'Added to max HP at level 1 and every level after; breath held 1 + CON minutes.'),
    stat('INT', 'Added to rolls that use it.'),
    stat('WIS', 'Added to rolls that use it.'),
    stat('CHA', 'Added to rolls that use it.'),
    {
        name: 'hit_die',
        min: 2,
        max: 20,
        fallback: 8,
        summary: 'The size of the hit die (8 for a d8). Level 1 max HP uses its maximum; every later level its average.',
        cite: at(HP),
        assumption: 'd8 when not written; the average rounds up (d8 → 5) unless `hit_die_average: round_down`.',
    },
    {
        name: 'max_hp',
        min: 1,
        max: 100000,
        derivation: 'the hp written, else 10 + hit die max + CON, then + hit die average + CON per level after the first',
        fallback: (s, _kind, options = {}) => s.hp ?? maxHp(s.level, s.hit_die, s.CON, readOptions(options).hitDieAverage),
        summary: 'Maximum hit points. A max HP reduction also lowers current HP by as much; max HP reduced to 0 is death.',
        cite: at(HP),
    },
    {
        name: 'hp',
        min: 0,
        max: 100000,
        derivation: 'max_hp',
        fallback: s => s.max_hp,
        summary: 'Current hit points. At 0 the combatant falls unconscious; there are no death saves.',
        cite: at(HP),
    },
    {
        name: 'temp_hp',
        max: 100000,
        fallback: 0,
        summary: 'Temporary hit points: lost first; a new grant replaces them only if larger (they never stack).',
        cite: at(HP),
    },
    {
        name: 'AC',
        group: 'defenses',
        min: 0,
        max: 100,
        fallback: 10,
        summary: "Armor Class: what most attack rolls must meet. Half cover +2, three-quarters +4; a called shot adds the part's bonus.",
        cite: at(CRIT),
        assumption: 'meeting AC hits (d20 convention); 10 when not written.',
    },
    resistance('reflex', 'Cover adds to it like AC.'),
    resistance('fortitude', 'Cover does not add to it.'),
    resistance('will', 'Cover does not add to it.'),
    {
        name: 'crit_range',
        fallback: 0,
        summary:
            "Crit range bonus: +N crits on a natural 20−N to 20. A called shot lowers it (still crits on a nat 20); crit range left over can cancel the part's defense bonus.",
        cite: at(CRIT),
    },
    {
        name: 'damage_mod',
        min: -20,
        max: 100,
        fallback: 0,
        summary: "A monster's damage mod: Assail adds it once more; Weakened takes it off.",
        cite: at('Damage (base) and Mods'),
    },
    {
        name: 'speed',
        min: 0,
        max: 200,
        fallback: 30,
        summary: 'Feet of movement per turn. Halved while grappling; 0 while grappled; Cripple (n) lowers it.',
        cite: at(GRAPPLE),
        assumption: '30 ft when not written; Cripple (n) as −n ft.',
    },
    {
        name: 'aegis',
        min: 0,
        max: 100,
        fallback: 0,
        summary: 'Aegis: each instance of damage taken is reduced by this much (never below 0); true damage ignores it.',
        cite: at('Damage (base) and Mods'),
        assumption: 'the seed names Aegis as strong against many weak attacks without numbers: a flat reduction per hit.',
    },
];

export const RPGSTUCK_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'hit_bonus',
        min: -50,
        max: 50,
        fallback: 0,
        summary: 'A hit bonus (positive) or malus (negative) of this attack: anything that is not P, a stat, or the stacked-advantage ±4.',
        cite: at('Aim and Block Dice'),
    },
    { name: 'crit_range', fallback: 0, summary: "Crit range this attack adds to the combatant's.", cite: at(CRIT) },
    {
        name: 'multiattack',
        min: 1,
        max: 20,
        fallback: 1,
        summary: 'Multiattack (X): X attack rolls, each resolved on its own.',
        cite: at('Terms and Things to Know'),
    },
    {
        name: 'cooldown',
        min: 0,
        max: 20,
        fallback: 0,
        summary: 'Cooldown (X): after use, X rounds must pass without it before it can be used again.',
        cite: at('Terms and Things to Know'),
    },
    {
        name: 'uses',
        min: 0,
        max: 20,
        fallback: 0,
        summary: 'Uses per strife (0: unlimited). A use whose roll fails entirely, with nothing else taking effect, is not spent.',
        cite: at('Limited Use Abilities'),
    },
    {
        name: 'steps',
        min: -10,
        max: 20,
        fallback: 0,
        summary: 'Die-size steps on the base damage roll only (Empower and Step bonuses).',
        cite: at(DICE),
    },
    {
        name: 'push',
        min: 0,
        max: 200,
        fallback: 0,
        summary: 'Feet of forced movement a hit inflicts; stopped by a wall, P (T from a monster) damage per 5 ft it could not move.',
        cite: at(ENV),
    },
];

export const RPGSTUCK_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'auto_hit', summary: 'Hits without a roll. Cannot make a called shot.', cite: at(CALLED) },
    {
        name: 'area',
        summary:
            'An area of effect. Cannot make a called shot; against a horde it hits once per 5-ft square (three times for a one-square Medium horde).',
        cite: at(CALLED),
    },
    { name: 'damage_on_miss', summary: 'Still deals damage on a miss. Cannot make a called shot.', cite: at(CALLED) },
    { name: 'effect_on_miss', summary: 'Has any other effect on a miss. Cannot make a called shot.', cite: at(CALLED) },
    { name: 'skill_check', summary: 'Uses a skill check to hit (nat 20 / nat 1 rules do not apply). Cannot make a called shot.', cite: at(CALLED) },
    { name: 'psionic', summary: 'A psionic attack: the only kind that may target a psi core.', cite: at('Common Secret Called Shots Types') },
];

export const RPGSTUCK_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'aim',
        economy: 'minor',
        targets: 'none',
        summary: 'A minor action: an aim die on your next attack roll this turn.',
        cite: at(AIM),
        assumption: 'the die is a d4 (option aim_die).',
    },
    {
        name: 'avert',
        economy: 'minor',
        targets: 'none',
        summary: 'A minor action: a block die against the next attack made against you before your next turn.',
        cite: at(LIMITED),
        assumption: 'the seed names Avert without its effect: a d4 block die (option avert_die).',
    },
    {
        name: 'assail',
        economy: 'minor',
        targets: 'none',
        summary:
            'A minor action: your next damage roll this turn adds one more damage mod — the stat mod for a player, the damage mod for a monster.',
        cite: at('Terms and Things to Know'),
    },
    {
        name: 'move',
        economy: 'movement',
        targets: 'none',
        summary: 'Move up to your speed (climbing and swimming cost double; halved while grappling).',
        cite: at('Special Types of Movement'),
    },
    {
        name: 'block',
        economy: 'reaction',
        targets: 'none',
        summary: 'Shieldkind reaction: a d4 block die against the first attack made on you this round (a `shieldkind` combatant only).',
        cite: at(AIM),
    },
    {
        name: 'grapple',
        economy: 'major',
        targets: 'one',
        summary:
            "A major action with a free hand: your Athletics against the target's Athletics or Acrobatics; disadvantage against a larger target, double against one three sizes larger.",
        cite: at(GRAPPLE),
    },
    {
        name: 'escape',
        economy: 'major',
        targets: 'none',
        summary: "Escape a grapple: your Athletics or Acrobatics against the grappler's Athletics.",
        cite: at(GRAPPLE),
        assumption: 'escaping takes the major action.',
    },
    {
        name: 'shove',
        economy: 'major',
        targets: 'one',
        summary: 'Forced movement: into a wall, P damage (T from a monster) per 5 ft left; into a creature, split it if the second is hit.',
        cite: at(ENV),
        assumption: 'a major action: Athletics against Athletics / Acrobatics; pushes 10 ft (the push stat of an attack overrides).',
    },
];

export const RPGSTUCK_CONDITIONS: readonly RuleDoc[] = [
    { name: 'unconscious', summary: 'At 0 HP: out of the fight, alive unless the story says otherwise (no death saves).', cite: at(HP) },
    { name: 'dead', summary: 'A stat or max HP reduced to 0.', cite: at(HP) },
    {
        name: 'weakened',
        summary: "Damage rolls lose one damage mod (a monster's damage mod).",
        cite: at('Damage (base) and Mods'),
        assumption: 'for a player, the stat mod of the roll.',
    },
    {
        name: 'dazed',
        summary: 'Dazed for a round (a vitals or shatterpoint hit).',
        cite: at('Common Secret Called Shots Types'),
        assumption: 'a dazed combatant has no minor action.',
    },
    {
        name: 'crippled',
        summary: 'Cripple (n) for a time; several Cripples stack (a leg hit adds Cripple (10) for 1 round).',
        cite: at('Common Called Shot Targets'),
        assumption: 'Cripple (n) lowers speed by n feet.',
    },
    {
        name: 'aegis',
        summary: 'Strong against many weak hits.',
        cite: at('Damage (base) and Mods'),
        assumption: 'Aegis (n) reduces each damage instance by n.',
    },
    {
        name: 'empowered',
        summary: 'Empower raises die sizes of the base damage roll only.',
        cite: at(DICE),
        assumption: 'Empower (n) is n die steps; several Empowers do not add up (the largest counts).',
    },
    { name: 'grappled', summary: 'Cannot move by its own will; teleporting escapes.', cite: at(GRAPPLE) },
    {
        name: 'prone',
        summary: 'Knocked down (a rider falls with its mount unless it spends a reaction).',
        cite: at('Mounted Combat'),
        assumption: 'no numeric effect is given in this chapter.',
    },
];

export const RPGSTUCK_TOPICS: readonly RuleDoc[] = [
    {
        name: 'rpgstuck',
        summary:
            'RPGStuck: d20 + P + stat against AC or a resistance; nat 20 always hits and crits, nat 1 always misses; aim and block dice; die-size ladders; called shots.',
        cite: at(CRIT),
    },
    { name: 'nat_20', summary: 'A natural 20 on an attack roll: a critical hit that hits whatever the defense.', cite: at(CRIT) },
    { name: 'nat_1', summary: 'A natural 1 on an attack roll: always a miss, never a crit.', cite: at(CRIT) },
    {
        name: 'critical_hit',
        summary: 'A crit is +100% damage; bonus percentages add together and apply after modifiers; each halving removes 50 points, bonus first.',
        cite: at(CRIT),
    },
    {
        name: 'aim_die',
        summary: 'Aim dice add the highest of them to the roll; block dice subtract it; they cancel one for one. d2 … d10, then +1 / −1 per step.',
        cite: at(AIM),
    },
    {
        name: 'advantage',
        summary:
            'Two d20, keep the best (disadvantage: the worst); a stack gives a flat ±4 that no effect changes. On damage: double the dice, keep the highest half; never stacks.',
        cite: at(DICE),
    },
    {
        name: 'die_ladder',
        summary:
            'd2 d3 d4 d6 d8 d10 d12 2d8 2d10 2d12, then +2P or +Level per step; −P per step below d2; 2dX and 3dX dice have their own ladders; P / Q damage grows by P / Q.',
        cite: at(DICE),
    },
    { name: 'temp_hp', summary: 'Lost before HP; they never stack — a larger grant replaces them.', cite: at(HP) },
    {
        name: 'horde',
        summary: 'Horde Strength +10 (+5 at two thirds HP, none at one third), one extra hit per 5 over the defense, hit once per square by areas.',
        cite: at('Hordes and Swarms'),
    },
    { name: 'cover', summary: 'Half cover +2, three-quarters +4 to AC and Reflex; full cover: cannot be targeted.', cite: at(ENV) },
    { name: 'falling', summary: '1d6 damage per 10 feet fallen.', cite: at(ENV) },
    {
        name: 'forced_movement',
        summary:
            'Stopped by a wall: P (T from a monster) per 5 ft left. Into a creature: the same roll against it; if it is hit the damage splits evenly.',
        cite: at(ENV),
    },
    {
        name: 'encounter_cr',
        summary: "Sum of the monsters' CR; a monster one tier up counts double, one tier down half.",
        cite: at('Combat Rating (CR)'),
    },
    {
        name: 'light',
        summary: 'Dim light: disadvantage on sight-based Perception. Darkness: unseen; attacking an unseen target is at disadvantage.',
        cite: at('Light and Darkness'),
    },
    {
        name: 'limited_use',
        summary: 'Per-strife or per-rest abilities are not spent when their roll fails and nothing else happens.',
        cite: at('Limited Use Abilities'),
    },
    {
        name: 'initiative',
        summary: 'Turns go in initiative order.',
        cite: at('Stealth Shenanigans'),
        assumption: 'd20 + DEX, ties in listing order: the chapter only mentions having the initiative.',
    },
];

/** The body parts, as rule docs for hovers and completion after `called`. */
export const RPGSTUCK_BODY_PARTS: readonly RuleDoc[] = BODY_PARTS.map(p => ({
    name: p.name,
    summary: `${p.secret ? 'Secret part' : 'Part'} (+${p.bonus}${p.maxBonus ? ` to +${p.maxBonus}` : ''}): ${p.effect}`,
    cite: at(p.secret ? 'Common Secret Called Shots Types' : 'Common Called Shot Targets'),
    ...(p.name === 'psi_core' ? { assumption: 'no extra +50% on crits (only the head has it).' } : {}),
}));
