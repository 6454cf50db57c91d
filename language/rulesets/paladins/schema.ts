/**
 * Paladins of Awoudan: stat schema, actions, reactions, attack tags, conditions, tactics, options
 * and rule topics — explained in our own words, each citing the section of the seed it comes from
 * (002_508f9552a4514e32.txt, the "Combat" page), with `assumption` where the seed is silent.
 */
import type { MovementSpec, OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';

import { defFromArmor } from './rules/attacks.js';
import type { INFLICTABLE } from './rules/inflicted.js';
import { speedFeet } from './rules/movement.js';
import { at } from './schema/cite.js';

export { PALADINS_SEED } from './schema/cite.js';
export { PALADINS_ACTIONS } from './schema/actions.js';
export { PALADINS_CONDITIONS } from './schema/conditions.js';
export { PALADINS_TACTICS, PALADINS_TOPICS } from './schema/topics.js';

/** The eight ability scores, in the order the ruleset lists them. */
export const ABILITY_SCORES = ['STR', 'DEX', 'END', 'VIT', 'ARC', 'SPI', 'INT', 'MIN'] as const;
export type AbilityScore = (typeof ABILITY_SCORES)[number];

/** The range a player character's ability score must stay in; monsters are only warned beyond it. */
export const CHARACTER_SCORE_RANGE = { min: -2, max: 5 } as const;

const SCORE_ASSUMPTION =
    'the seed uses the scores without defining them; their meaning and the −2..+5 range for characters come from the public rules (system.md, character creation), as the rules digest records.';

const score = (name: AbilityScore, use: string): StatSpec => ({
    name,
    min: -10,
    max: 20,
    fallback: 0,
    summary: `An ability score (characters −2 to +5; monsters may go beyond, with a warning). ${use}`,
    cite: at('Attacks'),
    assumption: SCORE_ASSUMPTION,
});

/** A pool's maximum when the stat block does not write it: never below 1. */
const atLeastOne = (n: number) => Math.max(1, n);

export const PALADINS_STATS: readonly StatSpec[] = [
    score('STR', 'Strength: heavy weapons (greatsword, maul) add it to their attack roll.'),
    score(
        'DEX',
        'Dexterity: initiative is d12 + DEX; finesse weapons add it; a dodge subtracts d6 + DEX; burning is saved with DEX; it adds to maximum STA.',
    ),
    score(
        'END',
        'Endurance: end-of-turn stamina regeneration is d4 + END, recovery from a drained STA pool d8 + END; twice END adds to maximum STA.',
    ),
    score('VIT', 'Vitality: death saves and saves against bleeding, immobilized and slowed are VIT checks; twice VIT adds to maximum HEA.'),
    score('ARC', 'Arcane: spell attacks usually add it (`damage d6 + ARC`).'),
    score('SPI', 'Spirit: frightened is saved with SPI.'),
    score('INT', 'Intelligence: it adds to maximum WIL.'),
    score(
        'MIN',
        'Mind: exposed and dazed are saved with MIN, concentration is kept with a MIN check; twice MIN adds to maximum WIL, and WIL regenerates by MIN at the end of a turn that spent none.',
    ),
    {
        name: 'base_HEA',
        min: 0,
        max: 500,
        fallback: 8,
        summary: "The class's starting health, the base of maximum HEA when HEA is not written.",
        cite: at('Health Damage'),
        assumption: 'the seed gives no class values; 8 is the public character-creation start for every class.',
    },
    {
        name: 'base_WIL',
        min: 0,
        max: 500,
        fallback: 8,
        summary: "The class's starting willpower, the base of maximum WIL when WIL is not written.",
        cite: at('Damage'),
        assumption: 'the seed gives no class values; 8 is the public character-creation start for every class.',
    },
    {
        name: 'HEA',
        min: 1,
        max: 10000,
        derivation: 'base_HEA + 2·VIT (at least 1)',
        fallback: s => atLeastOne((s.base_HEA ?? 8) + 2 * (s.VIT ?? 0)),
        summary:
            'Maximum health. Attacks take HEA; at 0 or less the combatant falls unconscious and is dying (death saves each turn). Combatants start the fight at their maximum.',
        cite: at('Health Damage'),
        assumption: "the derivation is the rules digest's (class base + 2·VIT, from the public class pages).",
    },
    {
        name: 'STA',
        min: 1,
        max: 10000,
        derivation: '6 + DEX + 2·END (at least 1)',
        fallback: s => atLeastOne(6 + (s.DEX ?? 0) + 2 * (s.END ?? 0)),
        summary:
            'Maximum stamina: the pool that pays for every action beyond the first standard and move action, and for reactions. At 0 or less the combatant is drained and exposed.',
        cite: at('Stamina Damage'),
        assumption: "the derivation is the rules digest's (6 + DEX + 2·END).",
    },
    {
        name: 'WIL',
        min: 1,
        max: 10000,
        derivation: 'base_WIL + INT + 2·MIN (at least 1)',
        fallback: s => atLeastOne((s.base_WIL ?? 8) + (s.INT ?? 0) + 2 * (s.MIN ?? 0)),
        summary: 'Maximum willpower: spent to keep concentration, and taken by attacks tagged WIL. At 0 or less the combatant is dazed.',
        cite: at('Damage'),
        assumption:
            "the derivation is the rules digest's (class base + INT + 2·MIN); WIL at 0 or less giving dazed is ours — the seed names dazed among the conditions a drained pool brings without pairing them.",
    },
    {
        name: 'speed',
        min: 0,
        max: 100,
        derivation: '4 + DEX',
        fallback: s => Math.max(0, 4 + (s.DEX ?? 0)),
        summary:
            "Squares one move action covers (a square is 5 ft of the zones' distances). Slowed halves it, prone quarters it (crawling), standing up takes half of it.",
        cite: at('Types'),
        assumption: '4 + DEX is the public character-creation rule.',
    },
    {
        name: 'DEF',
        group: 'defenses',
        min: 0,
        max: 100,
        derivation: 'armor + shield',
        fallback: defFromArmor,
        summary: 'Defense: subtracted from every weapon attack roll against this combatant; what is left is the damage.',
        cite: at('Attacks'),
    },
    {
        name: 'FOC',
        group: 'defenses',
        min: 0,
        max: 100,
        fallback: 0,
        summary: 'Focus: subtracted from spell attack rolls (attacks tagged `spell`, or `vs FOC`) instead of DEF.',
        cite: at('Attacks'),
        assumption: 'the seed only says a "relevant defense stat"; FOC for spells is the public rule the digest records.',
    },
    {
        name: 'armor',
        group: 'defenses',
        min: 0,
        max: 50,
        fallback: 0,
        summary: 'What worn armor adds to DEF when DEF is not written: light 1, medium 3, heavy 6.',
        cite: at('Attacks'),
        assumption: "armor values are the rules digest's (public equipment table).",
    },
    {
        name: 'shield',
        group: 'defenses',
        min: 0,
        max: 50,
        fallback: 0,
        summary:
            'What a wielded shield adds to DEF when DEF is not written (a shield: 2). Above 0 the combatant wields a shield and may use the shield reaction.',
        cite: at('Stamina Actions'),
        assumption: "shield +2 DEF is the rules digest's (public equipment table).",
    },
];

/** An area shape as an attack stat (`blast 2`): aimed at a zone (`in hill`), it reaches everyone standing there but the attacker. */
const area = (name: string, what: string): StatSpec => ({
    name,
    min: 1,
    max: 20,
    summary: `An area attack, ${name.replace('_', ' ')} N: ${what} Aim it with \`Attack in <zone>\`: everyone in that zone when it resolves, friend or foe, but the attacker, is attacked (one roll each).`,
    cite: at(name === 'close_burst' ? 'Close Burst' : name.charAt(0).toUpperCase() + name.slice(1)),
    assumption:
        "the seed's heading is empty; the shape is the next public revision's, and a zone stands for the squares it covers: everyone in it is caught.",
});

export const PALADINS_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'bleeding',
        min: 1,
        max: 50,
        summary:
            'On a hit the target gains bleeding with this rating: that much damage at the start of each of its turns until a VIT save ends it. The same as `inflicts bleeding N`.',
        cite: at('Conditions'),
    },
    {
        name: 'burning',
        min: 1,
        max: 50,
        summary:
            'On a hit the target gains burning with this rating: that much damage at the start of each of its turns until a DEX save ends it. The same as `inflicts burning N`.',
        cite: at('Conditions'),
    },
    {
        name: 'concentration',
        min: 1,
        max: 50,
        summary:
            'The effect of this attack is held by concentration of this rating: the conditions it inflicts cannot be saved against while the attacker keeps paying this much WIL (a free action) at the start of each of its later turns. Damage to the attacker calls for a MIN check minus the damage taken; a failure — or too little WIL — ends it, and the conditions it held end with it (§Concentration: the effect ends).',
        cite: at('Concentration'),
        assumption:
            'which effects need concentration is left to abilities the seed does not include; here an attack opts in with this stat, and the held effect is "its conditions cannot be saved against".',
    },
    {
        name: 'range',
        min: 1,
        max: 100,
        summary:
            'How far the attack reaches, in squares of 5 ft: a target farther away cannot be attacked (the attacker moves first). Unwritten: one square for a melee attack (adjacent foes), no limit for the others.',
        cite: at('Ranges'),
        assumption:
            "the seed's §Ranges headings are empty; ranges in squares are the public equipment table's (crossbow 20, melee weapons 1), a square is 5 ft.",
    },
    area('blast', 'a wide, short pattern starting next to the attacker: the zone aimed at may be up to N + 1 squares away.'),
    area(
        'burst',
        "a square pattern around any point within the attack's range: the zone may be up to range + N squares away (no limit without a range).",
    ),
    area('close_burst', 'a square pattern around the attacker itself: the zone may be up to N squares away (its own zone included).'),
    area('line', 'a thin pattern that starts next to the attacker and runs N squares: the zone may be up to N squares away.'),
    {
        name: 'wall',
        min: 1,
        max: 50,
        summary:
            'A wall of N sections placed on the map as objects. Not modelled (paladins-not-modelled): zones have no squares to put sections in, and a wall blocks rather than attacks.',
        cite: at('Wall'),
        assumption: "the seed's heading is empty; the public rules' next revision describes walls as objects placed square by square.",
    },
];

const inflicts = (name: (typeof INFLICTABLE)[number], what: string): RuleDoc => ({
    name,
    summary: `On a hit the target becomes ${name}: ${what} The same as \`inflicts ${name}\`.`,
    cite: at('Conditions'),
});

export const PALADINS_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'melee', summary: 'A melee attack: +4 against a prone target; it can be an opportunity attack.', cite: at('Conditions') },
    { name: 'ranged', summary: 'A ranged attack: −4 against a prone target.', cite: at('Conditions') },
    {
        name: 'spell',
        summary: "A spell attack: the target's FOC is subtracted instead of its DEF.",
        cite: at('Attacks'),
        assumption: 'FOC for spells is the public rule the digest records.',
    },
    {
        name: 'dual',
        summary:
            "Wielded in both hands (two of the same weapon): no ability scores are added, and the two weapons' attack rolls are one standard action. Split (`-> A, B`, two different targets) each target gets one weapon's roll (a d6 each for shortswords), and each hit lands its own on-hit effects; against one target both rolls combine into one (2d6). If only one of two written targets can be attacked when it comes, both rolls combine against it.",
        cite: at('Dual Wielding'),
    },
    {
        name: 'STA',
        summary: "The damage comes off the target's STA instead of its HEA (at 0 or less it is drained and exposed).",
        cite: at('Damage'),
        assumption: 'the seed says all three pools can be damaged but not by what; an attack opts in with this tag.',
    },
    {
        name: 'WIL',
        summary: "The damage comes off the target's WIL instead of its HEA (at 0 or less it is dazed).",
        cite: at('Damage'),
        assumption: 'as for STA; WIL at 0 giving dazed is our pairing.',
    },
    {
        name: 'no_attack_roll',
        summary:
            'An ability that "deals damage instead of an attack": no attack roll, so its dice are the damage as rolled — no DEF or FOC taken off, no prone ±4, no dodge or shield (they answer attacks), no exposed +4 (that is "from all attacks"). Its conditions land whenever it deals damage; it counts as the one standard action (or a 6 STA extra one) like an attack. An `ability` that names no defense (`vs`) is the same.',
        cite: at('Attacks'),
        assumption:
            'the seed only says "there is no attack roll"; we read the defense, the reactions and the exposed +4 as parts of an attack, so none of them apply.',
    },
    inflicts('dazed', 'no stamina actions or reactions until a MIN save ends it.'),
    inflicts('exposed', 'only free actions, and +4 damage from every attack, until a MIN save ends it.'),
    inflicts('frightened', 'it cannot attack (or move toward) the attacker until a SPI save ends it.'),
    inflicts('immobilized', 'no move actions until a VIT save ends it.'),
    inflicts('prone', 'melee attacks against it get +4, ranged ones −4; standing up takes half its next move (or it crawls).'),
    inflicts('slowed', 'its speed is halved until a VIT save ends it.'),
];

export const PALADINS_OPTIONS = [
    {
        name: 'creatures_at_zero',
        values: ['dying', 'dead'],
        default: 'dying',
        summary: 'What a creature (monster) at 0 HEA becomes: dying like everyone (death saves), or dead at once. Characters are always dying.',
        cite: at('Health Damage'),
        assumption: 'the seed writes its dying rules for every character; tables often kill monsters outright.',
    },
    {
        name: 'surprise_checks',
        values: ['none', 'INT'],
        default: 'none',
        summary:
            'How a side written `surprised` is surprised (step 1 of the combat sequence, before initiative). `none`: every combatant of it is surprised, as the GM decided. `INT`: each of them rolls an INT check (d12 + INT, over 6) "to piece together that the location is perfect for an ambush"; a success is not surprised and takes its round-1 turn and reactions.',
        cite: at('Sequence'),
        assumption:
            'the seed lets the GM use "any check they wish"; this option offers its INT example for the side that may be surprised, rolled once per combatant before initiative.',
    },
] as const satisfies readonly OptionSpec[];

export const PALADINS_STAT_GROUPS: readonly StatGroupSpec[] = [
    { name: 'defenses', summary: 'DEF and FOC (and the armor and shield that make DEF): what an attack roll is reduced by.', cite: at('Attacks') },
];

/** A Paladins attack either deals damage (roll − DEF above 0) or does not. */
export const PALADINS_OUTCOMES: readonly OutcomeSpec[] = [
    { name: 'hit', label: 'hit', summary: 'The attack roll beat the defense: the difference is the damage.', cite: at('Attacks') },
    { name: 'miss', label: 'miss', summary: 'The attack roll did not beat the defense: no damage.', cite: at('Attacks') },
];

/**
 * How far a Paladins move goes, for the generic script checks: `speed` squares of 5 ft a move
 * action; a move too long for it stops on the way and goes on with the next (the seed lets a move
 * cover "a number of squares equal to your speed", no more). Shifts and crawls, whose length does not
 * scale with the speed alone, are measured by the ruleset's own checks (checks/positions.ts).
 */
export const PALADINS_MOVEMENT: MovementSpec = { speed: speedFeet, actions: { move: 1 }, tooFar: 'stops' };
