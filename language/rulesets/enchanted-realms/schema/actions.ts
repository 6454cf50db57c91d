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
        targets: 'optional',
        usesWeapon: 'optional',
        summary:
            'Spend the action to prepare a reaction with an "if" trigger: `ready -> X using Bow` strikes if X (any foe, when none is named) moves — a melee weapon once X is within reach; `ready to zone` moves away if such a foe comes near. It fires right after the trigger, as the reaction of the round, or lapses at your next turn.',
        cite: at('At The Ready'),
        assumption: 'The triggers a script can name are a foe moving and a foe coming near; others are for the GM.',
    },
    {
        name: 'dash',
        economy: 'action',
        targets: 'none',
        summary: 'Spend the action to move your walking rate again this turn; never while crawling (prone, nauseated, asphyxiating).',
        cite: at('Knocked Down'),
        assumption: "The seed names dash only to forbid it while crawling; one more movement rate for the action is the public rules'.",
    },
    {
        name: 'wake',
        economy: 'action',
        targets: 'one',
        summary: 'Wake a sleeping ally next to you: your standard action.',
        cite: at('Restrictions in Combat'),
    },
    {
        name: 'slam',
        economy: 'action',
        targets: 'some',
        summary:
            'Two sizes larger than the victim you have held since before this turn: hurl it down for your Strength modifier in blunt damage and let go; size 5 or more may hurl it into a second target next to you (`slam -> Victim, Other`: a d20 against its AC, the same damage).',
        cite: at('Grappling'),
        assumption: 'The wait is the one the seed gives for dragging; ten feet tall is size 5 (huge).',
    },
    {
        name: 'shackle',
        economy: 'action',
        targets: 'one',
        summary:
            'Manacle a foe (tag `manacles`): one action binds one that is incapacitated, paralyzed, petrified, stunned, unconscious or charmed by you; a grappled one takes one action per hand, both yours; a free, fighting foe cannot be shackled.',
        cite: at('Shackling'),
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
        usesWeapon: 'optional',
        summary:
            "With the weapon lock skill (`tags weapon_lock`): a single d20 against AC pins the foe's primary weapon (no rebuff); the victim may react with a Strength competition, you at advantage. A pinned weapon strikes only after its wielder sacrifices 2 attack dice; you keep the lock only while sparing your hands.",
        cite: at('Weapon Negation'),
        assumption: "The d20 is compared with the victim's AC; the competition uses the grappling table's size and ground rows.",
    },
    {
        name: 'weapon_disarm',
        economy: 'action',
        targets: 'one',
        usesWeapon: 'optional',
        summary:
            "With the weapon disarm skill (`tags weapon_disarm`): a single d20 against AC sends the foe's primary weapon to the ground; resisting (a reaction) costs 2/3/4 Body (your weapon light/medium/heavy) and an Agility competition, you at advantage.",
        cite: at('Weapon Negation'),
        assumption: "The d20 is compared with the victim's AC; the competition uses the grappling table's size and ground rows.",
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
        name: 'dodge',
        economy: 'reaction',
        targets: 'optional',
        summary:
            'Keep the reaction to dodge (`tags dodge`): when a melee blow would wound you, a d6 comes off its lowest hitting die that is not a natural 20; below your AC, that die misses. Not while restrained.',
        cite: at('Critical Hits'),
        assumption: 'The d6 against the lowest hitting die is the public rules\' "Dodge & Deflect"; `-> X` keeps it for X\'s blows.',
    },
    {
        name: 'rebuff',
        economy: 'reaction',
        targets: 'optional',
        summary:
            'Keep the reaction to rebuff a melee blow with your weapon (`tags rebuff`), as a dodge; allowed while restrained, not with a pinned or dropped weapon.',
        cite: at('Critical Hits'),
        assumption: 'Worked as a dodge (the public "Dodge & Deflect" groups them).',
    },
    {
        name: 'deflect',
        economy: 'reaction',
        targets: 'optional',
        summary: 'Keep the reaction to deflect a missile (`tags deflect_missiles`), as a dodge against a ranged blow. Not while restrained.',
        cite: at('Restrictions in Combat'),
        assumption: 'Worked as a dodge (the public "Dodge & Deflect" groups them).',
    },
    {
        name: 'resist',
        economy: 'reaction',
        targets: 'optional',
        summary:
            'Keep the reaction to resist a weapon lock (a Strength competition) or a disarm (2/3/4 Body, then an Agility competition), the attacker at advantage.',
        cite: at('Weapon Negation'),
    },
    {
        name: 'move',
        economy: 'movement',
        targets: 'none',
        summary: 'Move to another zone (`move to bank`): the feet moved this round decide the flee attacks of foes left behind.',
        cite: at('Flee Attack'),
    },
    {
        name: 'fly',
        economy: 'movement',
        targets: 'none',
        summary: 'Move with the flying speed (`fly to ridge`): what is left of it after the feet already moved this turn.',
        cite: at('Movement Details'),
    },
    {
        name: 'swim',
        economy: 'movement',
        targets: 'none',
        summary: 'Move with the swimming speed (`swim to reef`): what is left of it after the feet already moved this turn.',
        cite: at('Movement Details'),
    },
    {
        name: 'drag',
        economy: 'movement',
        targets: 'none',
        summary:
            'Move dragging the victim you have held since before this turn (`drag to bank`): half speed unless you are two sizes larger; not a larger or petrified victim.',
        cite: at('Grappling'),
        assumption: 'A victim larger than its grappler outweighs what it can carry.',
    },
    {
        name: 'pick_up',
        economy: 'movement',
        targets: 'none',
        usesWeapon: 'optional',
        summary: 'Pick up your dropped weapon (`pick_up using Sword`): 10 ft of movement, and your action must still be unused this round.',
        cite: at('Weapon Negation'),
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
