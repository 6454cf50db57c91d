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
        summary:
            "A zone's light: `concealment light` (dim light, fog: disadvantage on sight-based Perception only) or `concealment heavy` (darkness: nobody in it can be seen; attacking an unseen target is at disadvantage, and nobody teleports into it).",
        cite: at('Light and Darkness'),
    },
    { name: 'dead', summary: 'A stat or the maximum HP reduced to 0 (stats here are modifiers: at 0 or below) kills at once.', cite: at(HP) },
    {
        name: 'collision',
        summary:
            'A creature pushed into another: the same roll or check goes against the second; if it would be hit, the impact damage is split evenly; if not, the first stops beside it and takes it all.',
        cite: at(ENV),
    },
    {
        name: 'mounted',
        summary:
            "A rider (`Rosa aboard Horse`, or `mount -> Horse`) uses its mount's speed and shares its initiative; a prone mount throws its rider unless the rider spends its reaction; a rider knocked prone or pushed is dismounted.",
        cite: at('Mounted Combat'),
    },
    {
        name: 'minion',
        summary:
            "Minions — a specibus' creatures, companions, summons — are written as combatants of their owner's side: they count as allies and act on their own lines.",
        cite: at('Minions'),
    },
    {
        name: 'limited_use',
        summary:
            '`uses N per strife` (or `per short_rest`, `per long_rest`): a use is not spent when every roll of it fails and nothing else of it takes effect.',
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
    {
        name: 'psionic',
        summary:
            'A psionic creature. Nothing in a fight reads it (a warning, `rpgstuck-tag-no-effect`): the seed only says psionic creatures typically have psi cores — list one in `parts { psi_core 2 }` — and an attack or ability is psionic by its own `tags psionic`.',
        cite: at('Common Secret Called Shots Types'),
    },
    {
        name: 'immovable',
        summary: 'Cannot be moved through: a creature pushed into it hits it automatically.',
        cite: at(ENV),
    },
];

export const RPGSTUCK_HAZARDS: readonly RuleDoc[] = [
    {
        name: 'falling',
        summary:
            'A drop of N ft (`hazard falling 30`): whoever moves or is pushed into the zone without flying falls, 1d6 per 10 ft; so does a flier there that stops flying.',
        cite: at(ENV),
    },
    {
        name: 'wall',
        summary: 'A hard surface N ft away (`hazard wall 10`): forced movement stopped by it deals P (T from a monster) per 5 ft left.',
        cite: at(ENV),
    },
    {
        name: 'airless',
        summary:
            'No air (underwater, a vacuum): a creature holds its breath 1 + CON minutes, then survives CON rounds (at least 1), then drops to 0 HP at the start of its turn.',
        cite: at(ENV),
        assumption: "a round is six seconds (ten to the minute), as in the Primer's d20 lineage.",
    },
];
