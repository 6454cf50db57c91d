/**
 * The rest of RPGStuck's vocabulary for the Ruleset interface: stat groups, the body parts a
 * creature lists in `parts { }`, skills, outcomes, `with` modifiers, tactics, combatant tags, damage
 * categories and hazards — each in our own words with its seed section
 * (000_7e14385943d7d1e7.txt), and an `assumption` where the seed is silent.
 */
import type { Citation, ModifierSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';
import { BODY_PARTS } from './anatomy.js';
import { RPGSTUCK_SEED } from './dice.js';

const at = (section: string): Citation => ({ file: RPGSTUCK_SEED, section });
const CRIT = 'Critical Hits, Percentages, Nat 20s, Nat 1s';
const CALLED = 'Called Shots and Anatomy';
const GRAPPLE = 'Grappling with Grappling';
const ENV = 'Environmental Factors';

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

/** One stat per body part, written in `parts { }`: its bonus (tools +2 … +6). */
export const RPGSTUCK_PART_STATS: readonly StatSpec[] = BODY_PARTS.map(p => ({
    name: p.name,
    group: 'parts',
    min: p.maxBonus ? p.bonus : 0,
    max: p.maxBonus ?? 10,
    summary: `${p.secret ? 'Secret part' : 'Part'} with its defense bonus (the seed's +${p.bonus}${p.maxBonus ? ` to +${p.maxBonus}` : ''}): ${p.effect}`,
    cite: at(p.secret ? 'Common Secret Called Shots Types' : 'Common Called Shot Targets'),
}));

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

export const RPGSTUCK_OUTCOMES: readonly OutcomeSpec[] = [
    { name: 'critical', label: 'CRITICAL HIT', summary: 'A nat 20, or a face in the crit range that hits: +100% bonus damage.', cite: at(CRIT) },
    { name: 'hit', label: 'hit', summary: 'The roll met the AC or resistance (a horde lands one more hit per 5 over it).', cite: at(CRIT) },
    { name: 'miss', label: 'miss', summary: 'Below the defense, or a nat 1 whatever the total.', cite: at(CRIT) },
];

export const RPGSTUCK_MODIFIERS: readonly ModifierSpec[] = [
    {
        name: 'aim',
        value: 'dice',
        min: 2,
        max: 10,
        summary: 'One more aim die on this attack roll (`with aim d6`); aim and block dice cancel one for one, the highest left counts.',
        cite: at('Aim and Block Dice'),
    },
    { name: 'advantage', summary: 'Advantage on the attack roll: two d20, keep the best.', cite: at('Other Hit Bonuses/Maluses') },
    { name: 'disadvantage', summary: 'Disadvantage on the attack roll: two d20, keep the worst.', cite: at('Other Hit Bonuses/Maluses') },
    {
        name: 'stacked',
        summary: 'The advantage or disadvantage is stacked: the flat ±4 that no Step raises or ignores is added.',
        cite: at('Other Hit Bonuses/Maluses'),
    },
    {
        name: 'damage_advantage',
        summary: 'Advantage on the damage roll: double the dice, keep the highest half; never stacks.',
        cite: at('Damage Dice'),
    },
    { name: 'trace', summary: 'The 100% bonus damage of Trace, added to the other percentages.', cite: at(CRIT) },
    { name: 'bonus_percent', value: 'number', summary: 'Bonus damage percentage from another source (`with bonus_percent 50`).', cite: at(CRIT) },
    {
        name: 'halved',
        value: 'number',
        summary: 'Halving effects on the damage (`with halved 2`): each removes 50 points, bonus first.',
        cite: at(CRIT),
    },
    { name: 'steps', value: 'number', summary: 'Die-size steps for this use (a Step, Empower): the base damage roll only.', cite: at('Damage Dice') },
    {
        name: 'trade',
        summary:
            "On a called shot: spend crit range equal to the part's bonus to cancel that bonus, when at least that much is left after the penalty.",
        cite: at(CALLED),
    },
    {
        name: 'cripple',
        value: 'number',
        summary: 'On a hit, Cripple (n) for 1 round (it stacks; a leg hit with any such effect adds Cripple (10)).',
        cite: at('Common Called Shot Targets'),
        assumption: 'Cripple (n) slows by n ft.',
    },
    {
        name: 'daze',
        summary: 'On a hit, Daze for 1 round.',
        cite: at('Common Secret Called Shots Types'),
        assumption: 'a dazed combatant has no minor action.',
    },
    { name: 'weaken', summary: 'On a hit, Weakened for 1 round: its damage rolls lose one damage mod.', cite: at('Damage (base) and Mods') },
    {
        name: 'push',
        value: 'number',
        summary: 'Feet a shove (or a hit) pushes the target (`with push 15`).',
        cite: at(ENV),
        assumption: 'a shove pushes 10 ft when not written.',
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

export const RPGSTUCK_COMBATANT_TAGS: readonly RuleDoc[] = [
    {
        name: 'horde',
        summary:
            'A horde: Horde Strength (+10 to hit, +5 at two thirds HP, none at one third), a hit more per 5 over the defense, hit once per square by area attacks.',
        cite: at('Hordes and Swarms'),
    },
    { name: 'shieldkind', summary: 'Has Shieldkind: may Block (a d4 block die) as its reaction.', cite: at('Aim and Block Dice') },
    { name: 'psionic', summary: 'A psionic creature (psi cores).', cite: at('Common Secret Called Shots Types') },
];

export const RPGSTUCK_DAMAGE_CATEGORIES: readonly RuleDoc[] = ['edged', 'blunt', 'piercing', 'fire', 'cold', 'electric', 'psionic', 'poison'].map(
    name => ({
        name,
        summary: `${name} damage. Resisting it counts as one halving (bonus percentage first); vulnerability adds +50% bonus damage; immunity stops it.`,
        cite: at(CRIT),
        assumption: 'the chapter names no damage types; resistance and vulnerability reuse its percentage and halving rules.',
    }),
);

export const RPGSTUCK_HAZARDS: readonly RuleDoc[] = [
    { name: 'falling', summary: 'A drop of N ft (`hazard falling 30`): whoever moves into the zone falls, 1d6 per 10 ft.', cite: at(ENV) },
    {
        name: 'wall',
        summary: 'A hard surface N ft away (`hazard wall 10`): forced movement stopped by it deals P (T from a monster) per 5 ft left.',
        cite: at(ENV),
    },
    {
        name: 'darkness',
        summary: 'Heavy obscuration: creatures in it cannot be seen; attacks at them are at disadvantage.',
        cite: at('Light and Darkness'),
    },
    {
        name: 'dim_light',
        summary: 'Light obscuration: disadvantage on sight-based Perception only — no change to attack rolls.',
        cite: at('Light and Darkness'),
    },
];
