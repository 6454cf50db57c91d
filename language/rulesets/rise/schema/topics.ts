/**
 * Rise's tactics and rule topics (what hovers on keywords explain), in our own words with their seed
 * sections. Source: 003_66faa831a56df10d.txt.
 */
import type { RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

export const RISE_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_weakest',
        summary:
            'Each combatant attacks the active foe with the fewest hit points plus damage resistance, with the attack expected to deal the most damage to it. Characters low on hit points recover once. With positions: a prone combatant stands up; one out of reach moves toward its foe (and charges when one movement is not enough); one with only ranged attacks withdraws from foes beside it; grapplers maintain their grapples and a grappled combatant whose foe is out of reach escapes.',
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
        name: 'positions',
        summary:
            'With zones, where everyone stands matters: combatants in one zone are adjacent; between zones the distance is the shortest path over the distances written. Melee needs adjacency (10 ft with a Long weapon), ranged attacks their range. One movement covers your speed (30 ft unless written); leaving difficult terrain costs 5 ft more; a movement that runs out stops on the way.',
        cite: at('Movement and Positioning'),
    },
    {
        name: 'cover',
        summary:
            'A zone with `cover partial` protects those in it from attackers outside it: +2 Armor and Reflex, and a miss by 1 or 2 (a would-be glancing blow) hits the cover instead. `cover full`: attackers outside cannot target them at all (no line of effect).',
        cite: at('Cover'),
        assumption: 'improved cover is left to the GM by the seed and refused (rise-zone-level).',
    },
    {
        name: 'concealment',
        summary:
            'A zone with `concealment partial` (shadowy light, undergrowth) gives targeted attacks against those in it a 20% miss chance (d10: 1–2 misses); `concealment total` (darkness) 50% (1–5). Area attacks ignore it.',
        cite: at('Concealment'),
        assumption: 'a zone’s concealment counts against every attacker, inside it or not (concealment from lighting).',
    },
    {
        name: 'initiative',
        summary:
            'When actions conflict (a block, a react), each side rolls an opposed initiative check: d10 + the speed it is using. The higher wins; a tie goes to the creature moving.',
        cite: at('Initiative'),
        assumption: 'checks are a d10 that does not explode, and ties favour the mover (the seed says "beat").',
    },
    {
        name: 'forced_movement',
        summary:
            '`pushes N ft` moves each creature hit N ft away from the attacker, one zone after another; difficult terrain costs 5 ft of it. A push stopped by the edge of the scene simply ends; a knockback (tag `knockback`) deals 1d6 damage per 10 ft left.',
        cite: at('Forced Movement'),
    },
    {
        name: 'damage_types',
        summary:
            'Physical damage (acid, bludgeoning, piercing, slashing) and energy damage (cold, electricity, fire, psychic): `category fire` on an attack. `immune fire` stops fire damage; `resists physical` (impervious) is +4 to defenses against attacks whose damage it covers; `vulnerable cold` is −4. A trait against a primary type covers its subtypes; untyped damage escapes them all.',
        cite: at('Damage Types'),
        assumption: 'impervious +4 and vulnerable −4 are the Rise core book’s numbers; the seed names them without numbers.',
    },
    {
        name: 'environmental_damage',
        summary:
            '`hazard fire 4` deals 4 environmental fire damage to everyone in the zone (or the scene) at the end of each round: damage resistance reduces it without being used up; hit points and vital wounds take the rest.',
        cite: at('Environmental Damage'),
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
    zone: 'positions',
    distance: 'positions',
    pushes: 'forced_movement',
    hazard: 'environmental_damage',
    category: 'damage_types',
    resists: 'damage_types',
    immune: 'damage_types',
    vulnerable: 'damage_types',
    vs: 'explode',
    damage: 'dice_increment',
    tactics: 'simultaneous',
    Nd: 'dice_increment',
};
