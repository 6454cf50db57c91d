/**
 * What a turn may do and what may befall a combatant: the actions with their slot in the economy,
 * the tactics policies, and the conditions.
 * Source: 000_7e14385943d7d1e7.txt.
 */
import type { ActionSpec, RuleDoc } from '../../ruleset.js';
import { at, HP, AIM, DICE, ENV, GRAPPLE, LIMITED } from './cite.js';

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

export const RPGSTUCK_TACTICS: readonly RuleDoc[] = [
    { name: 'attack_weakest', summary: 'Assail, then the best attack at the active foe with the fewest HP.', cite: at('Terms and Things to Know') },
    { name: 'attack_strongest', summary: 'Assail, then the best attack at the active foe with the most HP.', cite: at('Terms and Things to Know') },
    { name: 'attack_first', summary: 'Assail, then the best attack at the first active foe listed.', cite: at('Terms and Things to Know') },
    {
        name: 'attack_random',
        summary: 'Assail, then the best attack at a foe drawn from the seeded generator.',
        cite: at('Terms and Things to Know'),
    },
    {
        name: 'careful',
        summary: 'Aim (an aim die) instead of Assail, then attack the weakest foe; block with Shieldkind.',
        cite: at('Aim and Block Dice'),
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
