/**
 * Paladins actions with their economy slots (move, crawl, shift, rest, the reactions, medicine and
 * flee, drop_concentration), and the actions named only to be refused, in our own words with their
 * seed sections. Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Conditions,
 * §Health Damage, §Sequence, §Concentration.
 */
import type { ActionSpec } from '../../ruleset.js';
import { at } from './cite.js';

export const PALADINS_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'move',
        economy: 'move',
        targets: 'none',
        summary:
            "A move action: up to speed squares. The first move of a turn is free; a second costs 6 STA; a third is not allowed. Leaving a foe's reach invites its opportunity attack. A prone combatant spends half the move standing up (`crawl` instead keeps it prone at a quarter of its speed).",
        cite: at('Stamina Actions'),
        assumption:
            'without a map, a move provokes the opportunity attacks scripted against it (or, under tactics, from foes it fought in melee this round or the last).',
    },
    {
        name: 'crawl',
        economy: 'move',
        targets: 'none',
        summary:
            'A move action that stays prone: a prone combatant moves at a quarter of its speed (rounded down; a quarter of the halved speed when slowed) without spending half the move standing up. Like a move it provokes opportunity attacks, counts toward the two moves a round and costs 6 STA as the second. A combatant that is not prone just moves.',
        cite: at('Conditions'),
        assumption: 'crawling is the seed\'s "you move at a quarter speed" while prone; without a map the squares are only logged.',
    },
    {
        name: 'shift',
        economy: 'move',
        targets: 'none',
        summary: 'A move action of one square that provokes no opportunity attack. It counts toward the two moves a round.',
        cite: at('Types'),
    },
    {
        name: 'rest',
        economy: 'rest',
        targets: 'none',
        summary:
            'The whole turn is rest: no standard, move or stamina action, only free ones; at the end of the turn the combatant regains 2d4 STA (on top of the usual regeneration, since resting spends nothing).',
        cite: at('Types'),
        assumption:
            "rest's 2d4 comes at the end of the turn and stacks with regeneration; an exposed combatant may still rest, since resting is taking only free actions.",
    },
    {
        name: 'dodge',
        economy: 'reaction',
        targets: 'one',
        summary:
            "Reaction, 6 STA, only outside your own turn (so never against an opportunity attack your own move provokes): `dodge -> Foe` dodges that foe's first attack on you this round. Roll d6 + DEX and take it off the attack roll — a negative sum takes off a negative, raising the roll; if nothing is left after DEF, the attack misses and none of its effects land. A dodge that spends your last STA exposes you before the damage is rolled, so that attack already deals +4.",
        cite: at('Stamina Actions'),
    },
    {
        name: 'shield',
        economy: 'reaction',
        targets: 'one',
        summary:
            "Reaction, outside your own turn, STA equal to the damage: `shield -> Foe` blocks that foe's first attack on you this round. It needs a shield (`shield` above 0). All the damage is negated and paid in STA instead; at 0 STA or less you are drained and exposed (no save on your next turn) — from the next attack on, since the STA is paid out of this attack's damage. A blocked hit still lands its conditions.",
        cite: at('Stamina Actions'),
        assumption: 'on-hit conditions still land through a shield (the seed only removes effects for a dodge that leaves nothing).',
    },
    {
        name: 'opportunity_attack',
        economy: 'reaction',
        targets: 'one',
        usesWeapon: true,
        summary:
            "Reaction, 3 STA: `opportunity_attack -> Foe using Sword` strikes that foe with a melee weapon when it moves away this round (a shift does not provoke). It is a normal attack, resolved before the move, on the mover's turn — so the mover cannot dodge or shield it. Not against the source of your fear when frightened.",
        cite: at('Stamina Actions'),
    },
    {
        name: 'medicine',
        economy: 'standard',
        targets: 'one',
        summary:
            'Healing or medicine that revives an unconscious ally: HEA restored above 0 ends unconscious and throws out the death saves, and only healing or medicine from an ally removes unconscious. Not modelled yet (paladins-not-modelled): the seed gives no healing ability and no check or amount for medicine.',
        cite: at('Health Damage'),
    },
    {
        name: 'flee',
        economy: 'move',
        targets: 'none',
        summary:
            'Fleeing the fight: combat ends when one side flees or otherwise ends it. Not modelled yet (paladins-not-modelled): the seed gives no rule for how a combatant or a side flees; a fight here ends when at most one side still stands.',
        cite: at('Sequence'),
    },
    {
        name: 'drop_concentration',
        economy: 'free',
        targets: 'none',
        summary: 'A free action: stop concentrating; the held conditions can be saved against again.',
        cite: at('Concentration'),
    },
];

/**
 * Actions the schema names (for their hovers) but the engine does not play, each with why: the
 * checks refuse them with `paladins-not-modelled`, and a run that gets them anyway skips them.
 */
export const PALADINS_NOT_MODELLED_ACTIONS: ReadonlyMap<string, string> = new Map([
    [
        'medicine',
        'Healing and medicine that revive an unconscious ally are not modelled yet in Paladins: the seed says what HEA restored above 0 does (§Health Damage) and that only healing or medicine from an ally ends unconscious (§Conditions), but gives no healing ability and no check or amount for medicine.',
    ],
    [
        'flee',
        'Fleeing is not modelled yet in Paladins: the seed ends combat when "one side flees or otherwise ends the combat" (§Sequence) but gives no rule for fleeing; a fight here ends when at most one side still stands.',
    ],
]);
