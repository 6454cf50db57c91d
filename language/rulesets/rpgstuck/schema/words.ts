/**
 * The rest of RPGStuck's words: rule topics hovers explain, the body parts a called shot may aim at,
 * combatant tags and hazards.
 * Source: 000_7e14385943d7d1e7.txt.
 */
import type { RuleDoc } from '../../ruleset.js';
import { BODY_PARTS } from '../rules/called-shots-and-anatomy.js';
import { at, HP, CRIT, AIM, DICE, ENV } from './cite.js';

export const RPGSTUCK_TOPICS: readonly RuleDoc[] = [
    {
        name: 'rpgstuck',
        summary:
            'RPGStuck: d20 + P + stat against AC or a resistance; nat 20 always hits and crits, nat 1 always misses; aim and block dice; die-size ladders; called shots.',
        cite: at(CRIT),
    },
    { name: 'nat_20', summary: 'A natural 20 on an attack roll: a critical hit that hits whatever the defense.', cite: at(CRIT) },
    { name: 'nat_1', summary: 'A natural 1 on an attack roll: always a miss, never a crit.', cite: at(CRIT) },
    {
        name: 'critical_hit',
        summary: 'A crit is +100% damage; bonus percentages add together and apply after modifiers; each halving removes 50 points, bonus first.',
        cite: at(CRIT),
    },
    {
        name: 'aim_die',
        summary:
            'Aim dice add the highest of them to the roll; block dice subtract it; they cancel one for one. d2 … d10; a size past d10 is a d10 and +1 per step (d12 +1 … 2d12 +4).',
        cite: at(AIM),
    },
    {
        name: 'advantage',
        summary:
            'Two d20, keep the best (disadvantage: the worst); a stack gives a flat ±4 that no effect changes. On damage: double the dice, keep the highest half; never stacks.',
        cite: at(DICE),
    },
    {
        name: 'die_ladder',
        summary:
            'd2 d3 d4 d6 d8 d10 d12 2d8 2d10 2d12, then +2P or +Level per step; −P per step below d2; 2dX and 3dX dice have their own ladders; P / Q damage grows by P / Q.',
        cite: at(DICE),
    },
    { name: 'temp_hp', summary: 'Lost before HP; they never stack — a larger grant replaces them.', cite: at(HP) },
    {
        name: 'horde',
        summary: 'Horde Strength +10 (+5 at two thirds HP, none at one third), one extra hit per 5 over the defense, hit once per square by areas.',
        cite: at('Hordes and Swarms'),
    },
    { name: 'cover', summary: 'Half cover +2, three-quarters +4 to AC and Reflex; full cover: cannot be targeted.', cite: at(ENV) },
    { name: 'falling', summary: '1d6 damage per 10 feet fallen.', cite: at(ENV) },
    {
        name: 'forced_movement',
        summary:
            'Stopped by a wall: P (T from a monster) per 5 ft left. Into a creature: the same roll against it; if it is hit the damage splits evenly.',
        cite: at(ENV),
    },
    {
        name: 'encounter_cr',
        summary: "Sum of the monsters' CR; a monster one tier up counts double, one tier down half.",
        cite: at('Combat Rating (CR)'),
    },
    {
        name: 'light',
        summary: 'Dim light: disadvantage on sight-based Perception. Darkness: unseen; attacking an unseen target is at disadvantage.',
        cite: at('Light and Darkness'),
    },
    {
        name: 'limited_use',
        summary: 'Per-strife or per-rest abilities are not spent when their roll fails and nothing else happens.',
        cite: at('Limited Use Abilities'),
    },
    {
        name: 'initiative',
        summary: 'Turns go in initiative order.',
        cite: at('Stealth Shenanigans'),
        assumption: 'd20 + DEX, ties in listing order: the chapter only mentions having the initiative.',
    },
];

/** The body parts, as rule docs for hovers and completion after `called`. */
export const RPGSTUCK_BODY_PARTS: readonly RuleDoc[] = BODY_PARTS.map(p => ({
    name: p.name,
    summary: `${p.secret ? 'Secret part' : 'Part'} (+${p.bonus}${p.maxBonus ? ` to +${p.maxBonus}` : ''}): ${p.effect}`,
    cite: at(p.secret ? 'Common Secret Called Shots Types' : 'Common Called Shot Targets'),
    ...(p.name === 'psi_core' ? { assumption: 'no extra +50% on crits (only the head has it).' } : {}),
}));

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
