/**
 * The actions a script may write (`Vessa: grapple -> Orc`), each with its slot in the turn's
 * economy. Seed: 001_66230f9a082df360.txt, the sections each entry cites.
 */
import type { ActionSpec } from '../../ruleset.js';
import { at } from '../schema.js';

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
