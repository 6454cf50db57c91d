/**
 * What a turn may do: the actions with their slot in the economy, and the tactics policies. (The
 * conditions are in conditions.ts.)
 * Source: 000_7e14385943d7d1e7.txt.
 */
import type { ActionSpec, RuleDoc } from '../../ruleset.js';
import { at, AIM, ENV, GRAPPLE, LIMITED, MOUNTED, MOVEMENT } from './cite.js';

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
        summary:
            "Move up to your speed (`move to zone`): climbing and swimming (leaving a zone with `terrain difficult`) cost two feet per foot; halved while grappling; a rider uses its mount's speed; a prone combatant stands up instead.",
        cite: at(MOVEMENT),
    },
    {
        name: 'jump',
        economy: 'movement',
        targets: 'none',
        summary: 'Jump to a zone up to STR feet away with a 10-ft running start (`with standing`: none, half as far); the jump is ordinary movement.',
        cite: at(MOVEMENT),
        assumption: 'a zone leaves room for the running start; heights are not measured (zones have none).',
    },
    {
        name: 'teleport',
        economy: 'movement',
        targets: 'none',
        summary:
            'Teleport to a zone you can see (not one in heavy obscuration) within your `teleport` range; a grappled teleporter escapes, a grappler brings its targets.',
        cite: at(MOVEMENT),
        assumption: 'it takes the movement; a zone always has an unoccupied place.',
    },
    {
        name: 'mount',
        economy: 'movement',
        targets: 'one',
        summary: 'Get on an adjacent, willing creature at least one size larger (half your speed): from then on you move at its speed.',
        cite: at(MOUNTED),
        assumption: 'mounting takes the movement of the turn.',
    },
    {
        name: 'dismount',
        economy: 'movement',
        targets: 'none',
        summary: "Get off your mount (half the mount's speed).",
        cite: at(MOVEMENT),
        assumption: 'dismounting takes the movement of the turn.',
    },
    {
        name: 'drag',
        economy: 'movement',
        targets: 'one',
        summary:
            'Move a creature you grapple to a zone still within your grapple reach (`drag -> X to zone`), spending as much speed as it moves: forced movement that deals no fall damage.',
        cite: at(GRAPPLE),
    },
    {
        name: 'block',
        economy: 'reaction',
        targets: 'none',
        summary:
            'Shieldkind reaction: a block die (`block_die`, d4) against the first attack made on you this round, or the first `block_attacks` of them (a `shieldkind` combatant only).',
        cite: at(AIM),
    },
    {
        name: 'grapple',
        economy: 'major',
        targets: 'one',
        summary:
            "A major action with a free hand: your Athletics against the target's Athletics or Acrobatics; disadvantage against a larger target, double against one three sizes larger, and against a rider unless you are two sizes larger than it and its mount. Reach: the target's zone, or within `grapple_reach` ft. `grapple -> X.wings` seizes a part of a creature you already hold (its bonus adds to its check).",
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
        name: 'release',
        economy: 'free',
        targets: 'one',
        summary: 'Let go of a creature you grapple (you choose which).',
        cite: at(GRAPPLE),
    },
    {
        name: 'medicine',
        economy: 'major',
        targets: 'one',
        summary: 'A Medicine check on a bleeding creature: two successes stop the bleeding of a destroyed artery.',
        cite: at('Common Secret Called Shots Types'),
        assumption: 'a major action; d20 + medicine against 10 (the chapter gives no difficulty).',
    },
    {
        name: 'shove',
        economy: 'major',
        targets: 'some',
        summary:
            'Forced movement: the target is pushed (`to zone` says where; 10 ft unless `with push N`). Into a wall: P (T from a monster) per 5 ft left. `shove -> A, B`: A is pushed into B, which resists with the same check; if B fails, the damage is split between them.',
        cite: at(ENV),
        assumption: 'a major action: Athletics against Athletics / Acrobatics.',
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
