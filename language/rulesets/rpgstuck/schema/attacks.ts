/**
 * What an attack may write and what its lines may add: attack stats (hit bonus, crit range,
 * Multiattack, Cooldown, steps), attack tags, the outcomes its log prints, the `with` modifiers of
 * a scripted line, and damage categories.
 * Source: 000_7e14385943d7d1e7.txt.
 */
import type { ModifierSpec, OutcomeSpec, RuleDoc, StatSpec } from '../../ruleset.js';
import { at, CRIT, DICE, CALLED, ENV, MOVEMENT } from './cite.js';

/** How many die-size steps an attack or a line may take, down or up (§Damage Dice: the ladder, both ways). */
const STEPS_RANGE = { min: -10, max: 20 } as const;

export const RPGSTUCK_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'hit_bonus',
        min: -50,
        max: 50,
        fallback: 0,
        summary: 'A hit bonus (positive) or malus (negative) of this attack: anything that is not P, a stat, or the stacked-advantage ±4.',
        cite: at('Aim and Block Dice'),
    },
    { name: 'crit_range', fallback: 0, summary: "Crit range this attack adds to the combatant's.", cite: at(CRIT) },
    {
        name: 'multiattack',
        min: 1,
        max: 20,
        fallback: 1,
        summary: 'Multiattack (X): X attack rolls, each resolved on its own.',
        cite: at('Terms and Things to Know'),
    },
    {
        name: 'cooldown',
        min: 0,
        max: 20,
        fallback: 0,
        summary: 'Cooldown (X): after use, X rounds must pass without it before it can be used again.',
        cite: at('Terms and Things to Know'),
    },
    {
        name: 'steps',
        ...STEPS_RANGE,
        fallback: 0,
        summary: 'Die-size steps on the base damage roll only (Empower and Step bonuses).',
        cite: at(DICE),
    },
];

export const RPGSTUCK_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'auto_hit', summary: 'Hits without an attack roll (never a crit). Cannot make a called shot.', cite: at(CALLED) },
    {
        name: 'area',
        summary:
            'An area of effect. Cannot make a called shot; against a horde it hits once per 5-ft square (three times for a one-square Medium horde).',
        cite: at(CALLED),
    },
    { name: 'damage_on_miss', summary: 'Still deals damage on a miss. Cannot make a called shot.', cite: at(CALLED) },
    { name: 'effect_on_miss', summary: 'Has any other effect on a miss. Cannot make a called shot.', cite: at(CALLED) },
    {
        name: 'skill_check',
        summary: 'Uses a skill check to hit: the nat 20 and nat 1 rules of attack rolls do not apply, and it never crits. Cannot make a called shot.',
        cite: at(CRIT),
    },
    {
        name: 'psionic',
        summary: 'A psionic attack or ability: the only kind that may target a psi core; its healing stops bleeding.',
        cite: at('Common Secret Called Shots Types'),
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
    {
        name: 'steps',
        value: 'number',
        // The attack stat's range: a line may step a die down (`with steps -1`) as the stat may.
        ...STEPS_RANGE,
        summary: 'Die-size steps for this use (a Step, Empower), down when negative: the base damage roll only.',
        cite: at('Damage Dice'),
    },
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
        summary: 'Feet a shove (or a hit) pushes the target (`with push 15`; on an attack it replaces the `pushes` of the attack).',
        cite: at(ENV),
        assumption: 'a shove pushes 10 ft when not written.',
    },
    {
        name: 'collide',
        summary:
            'A pushing attack at two targets (`-> A, B with collide`): A is pushed into B; the same attack roll goes against B, and if it hits, the impact damage is split evenly between them (an `immovable` B is always hit).',
        cite: at(ENV),
    },
    {
        name: 'standing',
        summary: 'A jump without the 10-ft running start: half as far.',
        cite: at(MOVEMENT),
    },
];

export const RPGSTUCK_DAMAGE_CATEGORIES: readonly RuleDoc[] = ['edged', 'blunt', 'piercing', 'fire', 'cold', 'electric', 'psionic', 'poison'].map(
    name => ({
        name,
        summary: `${name} damage. Resisting it counts as one halving (bonus percentage first); vulnerability adds +50% bonus damage; immunity stops it.`,
        cite: at(CRIT),
        assumption: 'the chapter names no damage types; resistance and vulnerability reuse its percentage and halving rules.',
    }),
);
