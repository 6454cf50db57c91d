/**
 * Rise's conditions, tactics and rule topics (what hovers on keywords explain), in our own words
 * with their seed sections. Source: 003_66faa831a56df10d.txt.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

export const RISE_CONDITIONS: readonly RuleDoc[] = [
    {
        name: 'vital_wound',
        summary:
            "Taken when a character's hit points drop below 0, plus one more for each half of maximum hit points further down. Each one is rolled on the vital wound table (d10, −2 per wound already suffered).",
        cite: at('Vital Wounds'),
    },
    {
        name: 'unconscious',
        summary: 'Knocked out: the combatant takes no more actions. A vital roll of 1 or less or a fatigue penalty of 5 or more causes it.',
        cite: at('Vital Rolls'),
    },
    {
        name: 'fatigue',
        summary:
            'Fatigue levels come from exertion (desperate exertion, recover, sprinting). Levels beyond your fatigue tolerance are a penalty to accuracy.',
        cite: at('Desperate Exertion'),
    },
];

export const RISE_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_weakest',
        summary:
            'Each combatant attacks the active foe with the fewest hit points plus damage resistance, with the attack expected to deal the most damage to it. Characters low on hit points recover once.',
        cite: at('Resolving Actions'),
    },
    {
        name: 'attack_strongest',
        summary: 'As attack_weakest, but against the foe with the most hit points plus damage resistance.',
        cite: at('Resolving Actions'),
    },
    { name: 'attack_first', summary: 'Attack the first active foe in the order the encounter lists them.', cite: at('Resolving Actions') },
    { name: 'attack_random', summary: 'Attack a foe drawn at random (from the seeded generator).', cite: at('Resolving Actions') },
    { name: 'defend', summary: 'Take total defense every round.', cite: at('Total Defense') },
];

export const RISE_TOPICS: readonly RuleDoc[] = [
    {
        name: 'rise',
        summary:
            'Rise: attacks roll d10 + accuracy against a defense; a 10 explodes. Damage goes through damage resistance, then hit points; characters below 0 take vital wounds. Each round has a movement phase and an action phase, and opposing groups act simultaneously.',
        cite: at('Making Attacks'),
    },
    {
        name: 'glancing_blow',
        summary: 'An attack that misses by 1 or 2 still glances: no damage dice are rolled, but flat damage such as power is dealt.',
        cite: at('Glancing Blows'),
    },
    {
        name: 'critical_hit',
        summary: 'Beat the defense by 10 and the damage dice double; by 20, triple; and so on. Flat damage (power) is never multiplied.',
        cite: at('Critical Hits'),
    },
    { name: 'explode', summary: 'A 10 on the attack d10 is rolled again and added, as long as 10s keep coming.', cite: at('Exploding Attacks') },
    {
        name: 'dice_increment',
        summary:
            '`+1d` moves a damage pool one step along the ladder 1d2, 1d3, 1d4, 1d6, 1d8, 1d10, 2d6, 2d8, 2d10, 4d6, 4d8, 4d10, 5d10 … 8d10, then +1d10 per step.',
        cite: at('Dice Pools'),
    },
    { name: 'movement_phase', summary: 'The first phase of a round: each combatant may make one movement.', cite: at('The Movement Phase') },
    {
        name: 'action_phase',
        summary: 'The second phase: one standard action and one minor action — or a movement or a second minor action in place of the standard one.',
        cite: at('The Action Phase'),
    },
    {
        name: 'simultaneous',
        summary:
            "Allies resolve one after another and see each other's results; opposing groups resolve at the same time: nothing an enemy group does in a phase (damage, vital wounds, fatigue, defeat) changes this group's actions in that phase — a combatant knocked out still acts, two foes can drop each other, and a wound's penalties count from the next phase.",
        cite: at('Resolving Actions'),
    },
    {
        name: 'surprise',
        summary:
            'A side written `surprised` is unaware of the fight in round 1: it takes no actions, and has −5 Armor and Reflex against each attack until it has been attacked once. Attacks the GM marks `with unaware` or `with partially_unaware` take −5 or −2 off Armor and Reflex.',
        cite: at('Awareness and Surprise'),
        assumption: 'the surprised side becomes aware of the fight at the end of round 1, and the attackers start with the movement phase.',
    },
    {
        name: 'swift',
        summary: 'Swift abilities (total defense, recover) resolve before all other actions of the phase.',
        cite: at('Swift Abilities'),
    },
];

/** Keywords of the language whose hover explains a Rise rule. */
export const RISE_KEYWORD_TOPICS: Readonly<Record<string, string>> = {
    round: 'action_phase',
    vs: 'explode',
    damage: 'dice_increment',
    tactics: 'simultaneous',
    Nd: 'dice_increment',
};
