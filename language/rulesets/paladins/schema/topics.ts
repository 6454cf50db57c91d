/**
 * Paladins tactics and rule topics (what hovers on keywords explain), in our own words
 * with their seed sections. Source: 002_508f9552a4514e32.txt.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

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
            'At 0 STA or less the combatant is exposed without a save; at the end of its next turn the condition ends and it regains d8 + END STA. If that still leaves it at 0 or less, the pool is drained again: exposed, no save, another d8 + END at the end of the next turn.',
        cite: at('Stamina Damage'),
        assumption:
            'when the pool drains during its own turn, "next turn" is the following one; the d8 + END comes on top of ordinary regeneration; a recovery that leaves STA at 0 or less drains the pool again (the seed ties being drained to STA at 0 or less).',
    },
    {
        name: 'death_save',
        summary:
            'A dying combatant rolls d12 + VIT on its turn: over 6 is a success. Three failures: dead. Three successes: stable (still unconscious if down). Only HEA restored above 0 throws the saves out: woken by medicine at 0 HEA or less it keeps them and goes on rolling before it acts.',
        cite: at('Health Damage'),
    },
    {
        name: 'dual_wielding',
        summary:
            "Two of the same weapon, tagged `dual`: no ability scores; the two weapons' attack rolls combine into one against one target, or split one weapon's roll each between two different targets — one standard action.",
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
