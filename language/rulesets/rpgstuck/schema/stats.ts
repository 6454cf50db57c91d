/**
 * What a stat block may write: the stats (level, tier, CR, P, Q, the six stats, HP, defenses, crit
 * range, damage mod, speed, Aegis), the groups they are written in (`defenses`, `parts`, `skills`),
 * the body parts' bonuses, size and free hands — each in our own words with its seed section.
 * Source: 000_7e14385943d7d1e7.txt.
 */
import type { StatGroupSpec, StatSpec } from '../../ruleset.js';
import { BODY_PARTS } from '../rules/called-shots-and-anatomy.js';
import { maxHp } from '../rules/hit-points-and-stats.js';
import { readOptions } from '../options.js';
import { at, HP, AIM, CRIT, DICE, CALLED, BESTIARY, GRAPPLE, MOVEMENT } from './cite.js';

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
        summary:
            'Maximum hit points. A max HP reduction only caps current HP at the new maximum (the 2024-02-24 note); max HP reduced to 0 is death.',
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
        name: 'grapple_reach',
        min: 0,
        max: 200,
        fallback: 5,
        summary:
            'How far away it can grapple, in feet: 5 (melee) reaches only its own zone; more reaches zones that close. A creature seized at a distance stays that far away as its grappler moves.',
        cite: at(GRAPPLE),
    },
    {
        name: 'teleport',
        min: 0,
        max: 10000,
        fallback: 0,
        summary: 'How far it can teleport, in feet (0: it cannot). It must see where it goes, and that place must be free.',
        cite: at(MOVEMENT),
        assumption: "the range of a teleport is its ability's; write it here.",
    },
    {
        name: 'block_die',
        min: 2,
        max: 12,
        fallback: 4,
        summary: "The size of its Block reaction's block die (Shieldkind: d4; Steps raise it, e.g. d8). d12 is a d10 and +1.",
        cite: at(AIM),
    },
    {
        name: 'block_attacks',
        min: 1,
        max: 10,
        fallback: 1,
        summary: 'How many attacks one Block covers in a round (Bonus Block and the like: two).',
        cite: at(AIM),
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

export const RPGSTUCK_STAT_GROUPS: readonly StatGroupSpec[] = [
    {
        name: 'defenses',
        summary: 'AC and the resistances Reflex, Fortitude and Will: what an attack roll must meet (`vs AC`, `vs reflex`).',
        cite: at(CRIT),
    },
    {
        name: 'parts',
        summary:
            'The called-shot parts this creature has beyond head, arms and legs, each with its bonus to the defense (wings 4, tool 3, artery 4 …). Secret parts listed here count as located.',
        cite: at(CALLED),
        assumption: 'every creature has a head, arms and legs; other parts must be listed.',
    },
    {
        name: 'skills',
        open: true,
        min: -10,
        max: 30,
        summary: 'Skill bonuses (athletics, acrobatics, …) added to a d20 check; grappling uses Athletics against Athletics or Acrobatics.',
        cite: at(GRAPPLE),
        assumption: 'a skill not written adds 0.',
    },
];

/** Parts a creature must list in `parts { }` before they can be aimed at (head, arm, leg are everyone's). */
export const LISTED_PARTS: ReadonlySet<string> = new Set(BODY_PARTS.filter(p => !['head', 'arm', 'leg'].includes(p.name)).map(p => p.name));

/**
 * One stat per body part, written in `parts { }`: its bonus (tools +2 … +6); for the parts that may
 * have hit points of their own, `<part>_hp`; and the artery's bleeding once destroyed.
 */
export const RPGSTUCK_PART_STATS: readonly StatSpec[] = [
    ...BODY_PARTS.map(p => ({
        name: p.name,
        group: 'parts',
        min: p.maxBonus ? p.bonus : 0,
        max: p.maxBonus ?? 10,
        summary: `${p.secret ? 'Secret part' : 'Part'} with its defense bonus (the seed's +${p.bonus}${p.maxBonus ? ` to +${p.maxBonus}` : ''}): ${p.effect}`,
        cite: at(p.secret ? 'Common Secret Called Shots Types' : 'Common Called Shot Targets'),
    })),
    ...BODY_PARTS.filter(p => p.mayHaveHp).map(p => ({
        name: `${p.name}_hp`,
        group: 'parts',
        min: 1,
        max: 100000,
        summary: `The ${p.name}'s own hit points: a called shot's damage comes off them first, what is left over spills onto the creature's HP; at 0 the ${p.name} is destroyed (${p.destroyed}).`,
        cite: at(CALLED),
    })),
    {
        name: 'artery_bleed',
        group: 'parts',
        min: 1,
        max: 1000,
        fallback: 1,
        summary: 'The damage over time a destroyed artery inflicts: bleeding (n) at the start of each of its turns.',
        cite: at('Common Secret Called Shots Types'),
        assumption: 'the chapter gives the damage over time no number: 1 unless written.',
    },
];

/** Size, hands and the rest a grapple needs. */
export const RPGSTUCK_BODY_STATS: readonly StatSpec[] = [
    {
        name: 'size',
        min: 0,
        max: 5,
        fallback: 2,
        summary:
            'Size category: 0 tiny, 1 small, 2 medium, 3 large, 4 huge, 5 gargantuan. Grappling a larger target is at disadvantage, three or more sizes larger at double.',
        cite: at(GRAPPLE),
        assumption: 'medium (2) when not written.',
    },
    {
        name: 'free_hands',
        min: 0,
        max: 8,
        fallback: 1,
        summary: 'Hands free to grapple with: grappling needs at least one.',
        cite: at(GRAPPLE),
        assumption: 'one free hand when not written.',
    },
    {
        name: 'squares',
        min: 1,
        max: 100,
        fallback: 1,
        summary: 'The 5-ft squares a horde fills: an area attack hits it once per square (a Medium horde in one square, three times).',
        cite: at('Hordes and Swarms'),
        assumption: 'the whole horde is inside the area.',
    },
];
