/**
 * Paladins of Awoudan: stat schema, actions, reactions, attack tags, conditions, tactics, options
 * and rule topics — explained in our own words, each citing the section of the seed it comes from
 * (002_508f9552a4514e32.txt, the "Combat" page), with `assumption` where the seed is silent.
 */
import type { ActionSpec, Citation, OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';

export const PALADINS_SEED = '002_508f9552a4514e32.txt';
/** A citation of one section of the seed. */
export const at = (section: string): Citation => ({ file: PALADINS_SEED, section });

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
            'Squares one move action covers. Slowed halves it, prone quarters it. Positions are not simulated; the log names the squares a move covers.',
        cite: at('Types'),
        assumption: '4 + DEX is the public character-creation rule.',
    },
    {
        name: 'DEF',
        group: 'defenses',
        min: 0,
        max: 100,
        derivation: 'armor + shield',
        fallback: s => Math.max(0, (s.armor ?? 0) + (s.shield ?? 0)),
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

export const PALADINS_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'bleeding',
        min: 1,
        max: 50,
        summary: 'On a hit the target gains bleeding with this rating: that much damage at the start of each of its turns until a VIT save ends it.',
        cite: at('Conditions'),
    },
    {
        name: 'burning',
        min: 1,
        max: 50,
        summary: 'On a hit the target gains burning with this rating: that much damage at the start of each of its turns until a DEX save ends it.',
        cite: at('Conditions'),
    },
    {
        name: 'concentration',
        min: 1,
        max: 50,
        summary:
            'The effect of this attack is held by concentration of this rating: the conditions it inflicts cannot be saved against while the attacker keeps paying this much WIL (a free action) at the start of each of its later turns. Damage to the attacker calls for a MIN check minus the damage taken; a failure — or too little WIL — ends it, and the conditions can be saved against again.',
        cite: at('Concentration'),
        assumption:
            'which effects need concentration is left to abilities the seed does not include; here an attack opts in with this stat, and the held effect is "its conditions cannot be saved against".',
    },
];

/** Conditions an attack tag can inflict on a hit (rated ones are attack stats instead). */
export const INFLICTABLE = ['dazed', 'exposed', 'frightened', 'immobilized', 'prone', 'slowed'] as const;

const inflicts = (name: (typeof INFLICTABLE)[number], what: string): RuleDoc => ({
    name,
    summary: `On a hit the target becomes ${name}: ${what}`,
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
            'Wielded in both hands (two of the same weapon): no ability scores are added. Against one target both dice are rolled and added as one attack; against two targets (`-> A, B`) each gets its own roll of one die.',
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
            'An ability that "deals damage instead of an attack": no attack roll, so its dice are the damage as rolled — no DEF or FOC taken off, no prone ±4, no dodge or shield (they answer attacks), no exposed +4 (that is "from all attacks"). Its conditions land whenever it deals damage; it counts as the one standard action (or a 6 STA extra one) like an attack.',
        cite: at('Attacks'),
        assumption:
            'the seed only says "there is no attack roll"; we read the defense, the reactions and the exposed +4 as parts of an attack, so none of them apply.',
    },
    inflicts('dazed', 'no stamina actions or reactions until a MIN save ends it.'),
    inflicts('exposed', 'only free actions, and +4 damage from every attack, until a MIN save ends it.'),
    inflicts('frightened', 'it cannot attack (or move toward) the attacker until a SPI save ends it.'),
    inflicts('immobilized', 'no move actions until a VIT save ends it.'),
    inflicts('prone', 'melee attacks against it get +4, ranged ones −4; its next move action is spent standing up (or it crawls).'),
    inflicts('slowed', 'its speed is halved until a VIT save ends it.'),
];

export const PALADINS_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'move',
        economy: 'move',
        targets: 'none',
        summary:
            "A move action: up to speed squares. The first move of a turn is free; a second costs 6 STA; a third is not allowed. Leaving a foe's reach invites its opportunity attack. A prone combatant spends half the move standing up (`crawl` instead keeps it prone at a quarter of its speed).",
        cite: at('Stamina Actions'),
        assumption:
            'without a map, a move provokes the opportunity attacks scripted against it (or, under tactics, from foes it fought in melee this round or the last).',
    },
    {
        name: 'crawl',
        economy: 'move',
        targets: 'none',
        summary:
            'A move action that stays prone: a prone combatant moves at a quarter of its speed (rounded down; a quarter of the halved speed when slowed) without spending half the move standing up. Like a move it provokes opportunity attacks, counts toward the two moves a round and costs 6 STA as the second. A combatant that is not prone just moves.',
        cite: at('Conditions'),
        assumption: 'crawling is the seed\'s "you move at a quarter speed" while prone; without a map the squares are only logged.',
    },
    {
        name: 'shift',
        economy: 'move',
        targets: 'none',
        summary: 'A move action of one square that provokes no opportunity attack. It counts toward the two moves a round.',
        cite: at('Types'),
    },
    {
        name: 'rest',
        economy: 'rest',
        targets: 'none',
        summary:
            'The whole turn is rest: no standard, move or stamina action, only free ones; at the end of the turn the combatant regains 2d4 STA (on top of the usual regeneration, since resting spends nothing).',
        cite: at('Types'),
        assumption:
            "rest's 2d4 comes at the end of the turn and stacks with regeneration; an exposed combatant may still rest, since resting is taking only free actions.",
    },
    {
        name: 'dodge',
        economy: 'reaction',
        targets: 'one',
        summary:
            "Reaction, 6 STA, only outside your own turn (so never against an opportunity attack your own move provokes): `dodge -> Foe` dodges that foe's first attack on you this round. Roll d6 + DEX and take it off the attack roll — a negative sum takes off a negative, raising the roll; if nothing is left after DEF, the attack misses and none of its effects land. A dodge that spends your last STA exposes you before the damage is rolled, so that attack already deals +4.",
        cite: at('Stamina Actions'),
    },
    {
        name: 'shield',
        economy: 'reaction',
        targets: 'one',
        summary:
            "Reaction, outside your own turn, STA equal to the damage: `shield -> Foe` blocks that foe's first attack on you this round. It needs a shield (`shield` above 0). All the damage is negated and paid in STA instead; at 0 STA or less you are drained and exposed (no save on your next turn) — from the next attack on, since the STA is paid out of this attack's damage. A blocked hit still lands its conditions.",
        cite: at('Stamina Actions'),
        assumption: 'on-hit conditions still land through a shield (the seed only removes effects for a dodge that leaves nothing).',
    },
    {
        name: 'opportunity_attack',
        economy: 'reaction',
        targets: 'one',
        usesWeapon: true,
        summary:
            "Reaction, 3 STA: `opportunity_attack -> Foe using Sword` strikes that foe with a melee weapon when it moves away this round (a shift does not provoke). It is a normal attack, resolved before the move, on the mover's turn — so the mover cannot dodge or shield it. Not against the source of your fear when frightened.",
        cite: at('Stamina Actions'),
    },
    {
        name: 'medicine',
        economy: 'standard',
        targets: 'one',
        summary:
            'Healing or medicine that revives an unconscious ally: HEA restored above 0 ends unconscious and throws out the death saves, and only healing or medicine from an ally removes unconscious. Not modelled yet (paladins-not-modelled): the seed gives no healing ability and no check or amount for medicine.',
        cite: at('Health Damage'),
    },
    {
        name: 'flee',
        economy: 'move',
        targets: 'none',
        summary:
            'Fleeing the fight: combat ends when one side flees or otherwise ends it. Not modelled yet (paladins-not-modelled): the seed gives no rule for how a combatant or a side flees; a fight here ends when at most one side still stands.',
        cite: at('Sequence'),
    },
    {
        name: 'drop_concentration',
        economy: 'free',
        targets: 'none',
        summary: 'A free action: stop concentrating; the held conditions can be saved against again.',
        cite: at('Concentration'),
    },
];

/**
 * Actions the schema names (for their hovers) but the engine does not play, each with why: the
 * checks refuse them with `paladins-not-modelled`, and a run that gets them anyway skips them.
 */
export const PALADINS_NOT_MODELLED_ACTIONS: ReadonlyMap<string, string> = new Map([
    [
        'medicine',
        'Healing and medicine that revive an unconscious ally are not modelled yet in Paladins: the seed says what HEA restored above 0 does (§Health Damage) and that only healing or medicine from an ally ends unconscious (§Conditions), but gives no healing ability and no check or amount for medicine.',
    ],
    [
        'flee',
        'Fleeing is not modelled yet in Paladins: the seed ends combat when "one side flees or otherwise ends the combat" (§Sequence) but gives no rule for fleeing; a fight here ends when at most one side still stands.',
    ],
]);

export const PALADINS_CONDITIONS: readonly RuleDoc[] = [
    {
        name: 'bleeding',
        summary: 'Rated: at the start of its turn the combatant takes damage equal to the rating; a VIT save removes it.',
        cite: at('Conditions'),
        assumption: 'a new bleeding keeps the higher rating rather than adding up; saves come right after the start-of-turn damage.',
    },
    {
        name: 'burning',
        summary: 'Rated: at the start of its turn the combatant takes damage equal to the rating; a DEX save removes it.',
        cite: at('Conditions'),
        assumption: 'as for bleeding.',
    },
    {
        name: 'dying',
        summary: 'HEA is 0 or less: one death save (d12 + VIT over 6) on each turn; three failures kill, three successes stabilise.',
        cite: at('Health Damage'),
    },
    {
        name: 'exposed',
        summary:
            'Only free actions — no standard, move or stamina actions and no reactions — and +4 damage from every attack. A MIN save removes it, except when it came from a drained STA pool: then there is no save, and it ends at the end of the next turn with d8 + END STA regained.',
        cite: at('Stamina Damage'),
    },
    { name: 'dazed', summary: 'No stamina actions (so no extra attacks or moves and no reactions); a MIN save removes it.', cite: at('Conditions') },
    {
        name: 'frightened',
        summary:
            'The combatant cannot attack whoever frightened it — opportunity attacks included — nor move toward it (without positions, "toward" is not modelled); a SPI save removes it.',
        cite: at('Conditions'),
    },
    { name: 'immobilized', summary: 'No move actions; a VIT save removes it.', cite: at('Conditions') },
    {
        name: 'prone',
        summary: 'Quarter speed (the `crawl` action, staying prone); melee attacks against it +4, ranged ones −4. Standing up takes half a move.',
        cite: at('Conditions'),
        assumption: "the seed gives prone no save: it ends when the combatant's next move action stands it up.",
    },
    { name: 'slowed', summary: 'Half speed; a VIT save removes it.', cite: at('Conditions') },
    {
        name: 'unconscious',
        summary: 'No actions and no reactions. Taken at 0 HEA together with dying; no save removes it — only healing.',
        cite: at('Conditions'),
    },
];

export const PALADINS_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_weakest',
        summary:
            'Each turn: attack the active foe with the least HEA, with the attack expected to hurt it most; an extra attack (6 STA) only while 13 STA or more remain, so a dodge stays affordable. Reactions: dodge a dangerous attack, shield when STA can cover the worst case, and make opportunity attacks on foes fought in melee who move away.',
        cite: at('Stamina Actions'),
    },
    { name: 'attack_strongest', summary: 'As attack_weakest, against the foe with the most HEA.', cite: at('Stamina Actions') },
    { name: 'attack_first', summary: 'As attack_weakest, against the first active foe in encounter order.', cite: at('Stamina Actions') },
    { name: 'attack_random', summary: 'As attack_weakest, against a foe drawn from the seeded generator.', cite: at('Stamina Actions') },
    {
        name: 'all_out',
        summary: 'As attack_weakest, but every spare 6 STA buys another attack (keeping at least 1 STA, so the pool never drains).',
        cite: at('Stamina Actions'),
    },
    {
        name: 'cautious',
        summary: 'As attack_weakest with one attack a turn; below 6 STA the combatant rests instead, to have a dodge ready.',
        cite: at('Types'),
    },
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

export const PALADINS_TOPICS: readonly RuleDoc[] = [
    {
        name: 'paladins',
        summary:
            "Paladins of Awoudan: no to-hit roll — an attack rolls its dice plus stats, minus the target's DEF (FOC for spells), and what is left is damage. Three pools (HEA, STA, WIL) drain and regenerate; turns go in initiative order (d12 + DEX); beyond one standard and one move action, everything — extra attacks and moves, dodges, shields, opportunity attacks — is paid in STA.",
        cite: at('Attacks'),
    },
    {
        name: 'round',
        summary:
            "A round: every combatant takes one turn, in initiative order (rolled once, before round 1). A turn is one standard action and one move action, plus stamina actions; reactions interrupt other combatants' turns, once per round.",
        cite: at('Sequence'),
    },
    {
        name: 'surprised',
        summary:
            'Surprised sides lose their turns in round 1 and cannot react during it. With option `surprise_checks: INT` each of their combatants first rolls an INT check (d12 + INT, over 6); a success is not surprised.',
        cite: at('Sequence'),
    },
    {
        name: 'initiative',
        summary:
            "d12 + DEX for each combatant before round 1; turns go from highest to lowest every round. Ties go to the players' side (characters).",
        cite: at('Sequence'),
        assumption: 'ties between two characters or two creatures keep encounter order.',
    },
    {
        name: 'damage',
        summary:
            'The attack roll: dice plus the named stats. Damage = attack roll − DEF (FOC for spells), +4 if the target is exposed, ±4 for melee/ranged against prone; 0 or less is a miss.',
        cite: at('Attacks'),
    },
    { name: 'vs', summary: "The defense an attack's roll is reduced by: DEF for weapons (the default), FOC for spells.", cite: at('Attacks') },
    {
        name: 'check',
        summary: 'Checks and saves: d12 + the ability score; a total over 6 succeeds.',
        cite: at('Health Damage'),
        assumption: 'the seed does not give the check roll; d12 + score over 6 is the public checks page.',
    },
    {
        name: 'stamina_action',
        summary:
            'Each extra attack or extra move costs 6 STA (at most two moves a round); the combatant needs that much STA to pay. Dazed or exposed combatants cannot take stamina actions.',
        cite: at('Stamina Actions'),
        assumption: 'a stamina action needs STA at least equal to its cost; spending the last STA drains the pool (exposed).',
    },
    {
        name: 'reaction',
        summary:
            "One reaction a round, outside one's own turn, paid in STA: dodge (6), shield (the damage) or opportunity attack (3). Not while dazed, exposed, unconscious or surprised.",
        cite: at('Types'),
    },
    {
        name: 'stamina_regeneration',
        summary: 'At the end of a turn in which it spent no STA, a combatant regains d4 + END STA (never a loss), up to its maximum.',
        cite: at('Stamina Regeneration'),
        assumption: 'regained pools stop at their maximum.',
    },
    {
        name: 'willpower_regeneration',
        summary: 'At the end of a turn in which it spent no WIL, a combatant regains WIL equal to its MIN (never a loss), up to its maximum.',
        cite: at('Willpower Regeneration'),
    },
    {
        name: 'stamina_drain',
        summary:
            'At 0 STA or less the combatant is exposed without a save; at the end of its next turn the condition ends and it regains d8 + END STA.',
        cite: at('Stamina Damage'),
        assumption: 'when the pool drains during its own turn, "next turn" is the following one; the d8 + END comes on top of ordinary regeneration.',
    },
    {
        name: 'death_save',
        summary:
            'A dying combatant rolls d12 + VIT on its turn: over 6 is a success. Three failures: dead. Three successes: stable (still unconscious).',
        cite: at('Health Damage'),
    },
    {
        name: 'dual_wielding',
        summary: 'Two of the same weapon, tagged `dual`: no ability scores; roll both dice against one target, or one die against each of two.',
        cite: at('Dual Wielding'),
    },
    {
        name: 'concentration',
        summary:
            'An effect held by concentration costs its rating in WIL each turn; taking damage calls for a MIN check minus the damage, and failing ends it.',
        cite: at('Concentration'),
    },
    {
        name: 'tactics',
        summary: 'After the script (or for combatants without a line), tactics pick targets, extra attacks and reactions.',
        cite: at('Stamina Actions'),
    },
];

export const PALADINS_STAT_GROUPS: readonly StatGroupSpec[] = [
    { name: 'defenses', summary: 'DEF and FOC (and the armor and shield that make DEF): what an attack roll is reduced by.', cite: at('Attacks') },
];

/** A Paladins attack either deals damage (roll − DEF above 0) or does not. */
export const PALADINS_OUTCOMES: readonly OutcomeSpec[] = [
    { name: 'hit', label: 'hit', summary: 'The attack roll beat the defense: the difference is the damage.', cite: at('Attacks') },
    { name: 'miss', label: 'miss', summary: 'The attack roll did not beat the defense: no damage.', cite: at('Attacks') },
];
