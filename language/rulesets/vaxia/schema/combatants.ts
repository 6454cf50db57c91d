/**
 * What a Vaxia stat block may write: stats, skills, vehicle stats and tags, per-attack stats and
 * tags, damage categories. Source: 004_941aee309a07cd38.txt, the section each entry cites.
 */
import type { RuleDoc, StatGroupSpec, StatSpec } from '../../ruleset.js';
import { AVERAGE_STAT } from '../rules/understanding-your-stats.js';
import { at } from './cite.js';

const stat = (name: string, role: string): StatSpec => ({
    name,
    fallback: AVERAGE_STAT,
    defense: true,
    summary: `${role} 25 is average; a stat plus a relevant skill is a might, the number a d100 ruling uses.`,
    cite: at('Understanding Your Stats'),
    assumption: 'the seed gives no ceiling; Strife accepts 1..200 (a vehicle’s up to 1000) and defaults an unwritten stat to the average, 25.',
});

export const VAXIA_STATS: readonly StatSpec[] = [
    stat('STR', 'Strength: the "power" of physical attacks; with END it blocks.'),
    stat('DEX', 'Dexterity: the "to hit" of physical attacks, the speed stat of physical actions, half of a dodge.'),
    stat('END', 'Endurance: physical "soaking"; the usual stat for staying conscious and resisting most hazards.'),
    stat('INT', 'Intelligence: the "to hit" of magic and psi, the speed stat of magical actions, half of a dodge.'),
    stat('SPIR', 'Spirit (also written SPI): the "power" of magic and psi; with CHA it blocks magically.'),
    stat('CHA', 'Charisma: magical "soaking"; with INT it is the passive defense against magic.'),
    stat('CON', 'Constitution: resists noxious gas and drowning.'),
    stat('AWA', 'Awareness: noticing things; thick gas can penalise it.'),
    {
        name: 'LIF',
        required: true,
        min: 1,
        max: 100000,
        summary:
            'Life (a vehicle’s too): damage comes off it. Damage of at least LIF knocks the character out; twice LIF kills. Healing above 0 LIF brings them straight back.',
        cite: at('Wounded, Unconscious and Dead'),
    },
    {
        name: 'armor',
        min: 0,
        max: 100,
        fallback: 0,
        summary: 'Armour’s damage reduction: taken off every attack’s damage after the defense. It never helps against environmental damage.',
        cite: at('Armor and Environmental Damage'),
        assumption: 'the seed names armour’s damage reduction but gives no figures: a flat number, 0 unless written.',
    },
    {
        name: 'shield',
        min: 0,
        max: 100,
        fallback: 0,
        summary: 'A shield’s extra absorb, taken off an attack’s damage only while blocking it. No help against environmental damage.',
        cite: at('Attacking and Defending'),
        assumption: 'a flat number, 0 unless written.',
    },
];

export const VAXIA_STAT_GROUPS: readonly StatGroupSpec[] = [
    {
        name: 'skills',
        open: true,
        min: 0,
        max: 200,
        summary:
            'Skills by any name, each added to a stat to make a might. A skill named after a defense (block, dodge, parry, counter, redirect, disarm — or ending in _block, _dodge…) carries that avoid aspect; hardcore, piloting, repair, healing and magic_resist do what they say (a hardcore skill stays conscious with END, or with the STR, SPIR or CHA its name carries: hardcore_spir); any other is a combat skill that adds to attacks (magical when its name says magic, psi, spell, arcane or divine).',
        cite: at('Combat Stats and Skills'),
        assumption: 'the seed keeps a skill’s aspects in its description; Strife reads them from the name.',
    },
];

/** A vehicle's own stats beside LIF, with their wider scale (checks/combatant.ts reads the ranges). */
export const VAXIA_VEHICLE_STATS: readonly StatSpec[] = [
    {
        name: 'END',
        min: 1,
        max: 1000,
        summary:
            'Armour. Against attacks from outside, it stands in for the END might of everyone aboard a closed vehicle (plus piloting for the pilot).',
        cite: at('Understanding Vehicle Stats'),
    },
    {
        name: 'STR',
        min: 1,
        max: 1000,
        summary: 'Weapons or ramming power: the pilot attacks with vehicle STR + piloting instead of their own STR.',
        cite: at('Understanding Vehicle Stats'),
    },
    {
        name: 'DEX',
        min: 1,
        max: 1000,
        summary: 'Manoeuvrability: the pilot’s DEX might (DEX + piloting) cannot exceed it.',
        cite: at('Understanding Vehicle Stats'),
    },
];

/** Combatant tags: what a vehicle is and carries, and the few flags the hazards read. */
export const VAXIA_COMBATANT_TAGS: readonly RuleDoc[] = [
    {
        name: 'closed',
        summary:
            'Encloses pilot and passengers (a shuttle, a tank): its END protects everyone aboard from outside attacks; passengers cannot dodge unless they leap out.',
        cite: at('Vehicle Combat'),
    },
    {
        name: 'open',
        summary: 'A bike, a thruster pack, a horse: riders soak with their own END unless the attacker targets the vehicle itself.',
        cite: at('Open Vehicles'),
    },
    { name: 'shields', summary: 'Shield capability: the vehicle may block.', cite: at('Vehicle Combat') },
    {
        name: 'vehicle',
        summary:
            'Anything that carries riders about the field, a horse as much as a tank: LIF, END, STR and DEX; its pilot’s mights drive it; closed unless tagged open. At 0 LIF disabled, at −LIF destroyed.',
        cite: at('Vehicles and Vehicle Combat'),
    },
    { name: 'electronic', summary: 'Has electronics: an EMP harms it (vehicles always do).', cite: at('Environmental Damage Base Damage Chart') },
    {
        name: 'breathes_water',
        summary: 'Breathes water naturally: never drowns, and the deep sea harms it only by its cold and pressure (10 a round, growing by 10).',
        cite: at('Environmental Damage Base Damage Chart'),
    },
    {
        name: 'gun_ports',
        summary: 'Passengers may fight from inside with their own stats and weapons, besides the pilot’s actions.',
        cite: at('Open Vehicles'),
    },
];

/** Per-attack stats and tags. */
export const VAXIA_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'skill',
        min: 0,
        max: 200,
        summary:
            'The attack skill (its damage aspect) added to both attack mights. Unwritten: the attacker’s best combat skill of the attack’s realm.',
        cite: at('Combat Stats and Skills'),
    },
];

export const VAXIA_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'physical', summary: 'A mundane attack: DEX and STR mights against DEX and END. The default.', cite: at('Combat Stats and Skills') },
    {
        name: 'magic',
        summary:
            'A magical or psi attack: INT and SPIR mights against INT and CHA. Ruled exactly like a physical attack (no base difficulty, unless the legacy magic option is on).',
        cite: at('Combat Ruling'),
    },
    { name: 'psi', summary: 'Same as magic.', cite: at('Combat Ruling') },
    {
        name: 'mental',
        summary:
            'A mental spell, or one aimed at SPI: a magic attack against INT and SPIR that cannot be blocked, dodged or parried; only a skill made to resist magic meets it (the `resist` action).',
        cite: at('Magic vs Mundane in the Dice Ruler'),
        assumption: 'the note sits with the superseded magic ruling; Strife applies it under both rulings, as a property of the spell.',
    },
    {
        name: 'non_lethal',
        summary: 'The attacker holds back: PP beyond what takes the target to 0 LIF are not counted.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'unarmed',
        summary: 'Fists, claws, a body: no weapon to lose. A disarm that matches it stops the blow but takes nothing away.',
        cite: at('Attacking and Defending'),
        assumption: 'a disarm removes a weapon; an attack with none keeps striking.',
    },
];

/** Damage categories are words for the narration: the seed rules no resistances by category. */
export const VAXIA_DAMAGE_CATEGORIES: readonly RuleDoc[] = [
    'edged',
    'blunt',
    'piercing',
    'fire',
    'cold',
    'electric',
    'acid',
    'force',
    'psychic',
    'poison',
].map(name => ({
    name,
    summary: `${name} damage: a word for the narration. PP are damage whatever their kind (magic and mundane follow the same rules).`,
    cite: at('Magic/Psi vs Mundane Actions'),
}));
