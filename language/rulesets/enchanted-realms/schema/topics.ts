/**
 * The rule topics a hover explains and the tactics a side may follow when the script is silent.
 * Seed: 001_66230f9a082df360.txt, the sections each entry cites.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from '../schema.js';

export const ER_TOPICS: readonly RuleDoc[] = [
    {
        name: 'natural_20',
        summary: 'A raw 20 on an attack die always hits and a raw 1 always misses; neither is a crit or a fumble by itself.',
        cite: at('Combat Detailed'),
    },
    {
        name: 'crit_chain',
        summary:
            "However many 20s the pool shows, crits add one d20; each crit die's own 20 adds another, without limit. Hitting crit dice add d3 each.",
        cite: at('Critical Hits'),
    },
    { name: 'pool_cap', summary: 'At most 5 skill dice per attack; advantage, sneak and crit dice go beyond.', cite: at('Critical Hits') },
    {
        name: 'reaction',
        summary: 'One reaction per round (flee attack, impalement, standing up, a readied action); none while defending.',
        cite: at('Defending'),
        assumption: "One per round is the public rules' Combat Mechanics.",
    },
    {
        name: 'sleight_of_hand_touch',
        summary: 'A feat d20 + Agility modifier vs 10 + the victim\'s Agility modifier + its AC "other"; 4 over the DC goes unnoticed.',
        cite: at('Touch-based Effects'),
    },
    { name: 'hold_break', summary: 'A grappler dealt Body damage makes a Strength feat at DC 10 + the damage or lets go.', cite: at('Grappling') },
    {
        name: 'sneak_shock',
        summary:
            "A sneak attack dealing at least half the victim's maximum Body calls for a Resilience save at DC 5 + damage; failing incapacitates it for d3 actions.",
        cite: at('Sneak Attacks'),
        assumption: 'A preservation save (d20 + Resilience score); the seed says only "Resilience save".',
    },
    {
        name: 'pinned_weapon',
        summary: 'Freeing a locked weapon costs 2 attack dice (spread over two rounds with fewer than 2).',
        cite: at('Weapon Negation'),
    },
    {
        name: 'thrown_magic',
        summary:
            "A spell's own d20 against AC: ranged fighting adds a positive Agility modifier, hurling the Agility score instead; damage unchanged.",
        cite: at('Throwing Items'),
    },
    {
        name: 'damage_categories',
        summary: 'Resistance halves one attack (rounded down), vulnerability doubles, both cancel, sources never stack.',
        cite: at('Physical Damage'),
    },
];

/** Tactics for the rounds the script does not cover. */
export const ER_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_weakest',
        summary: 'Attack the active foe with the least Body, with the attack expected to hurt it most.',
        cite: at('The Attack'),
    },
    { name: 'attack_strongest', summary: 'Attack the active foe with the most Body.', cite: at('The Attack') },
    { name: 'attack_first', summary: 'Attack the first active foe in encounter order.', cite: at('The Attack') },
    { name: 'attack_random', summary: 'Attack a random active foe (a seeded draw).', cite: at('The Attack') },
    {
        name: 'cautious',
        summary: 'Defend (attacks against it at disadvantage) while at a quarter of its Body or less; otherwise attack the weakest foe.',
        cite: at('Defending'),
    },
];
