/**
 * Paladins actions with their economy slots (move, crawl, shift, flee, rest, the reactions,
 * medicine, drop_concentration), in our own words with their seed sections. Source: 002_508f9552a4514e32.txt §Types, §Stamina Actions, §Conditions,
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
            "A move action: up to speed squares, toward a zone (`move to bank`) or, under tactics, toward a foe; a move longer than the speed stops on the way and goes on with the next. The first move of a turn is free; a second costs 6 STA; a third is not allowed. Leaving a foe's side (a square away) invites its opportunity attack. A prone combatant spends half the move standing up (`crawl` instead keeps it prone at a quarter of its speed). A frightened combatant cannot move nearer whoever frightens it. In a fight without zones, or without `to`, it moves without changing where it stands.",
        cite: at('Stamina Actions'),
        assumption:
            'one square is 5 ft; a combatant next to a foe (the same zone, or zones 5 ft apart) is adjacent. In a fight without zones, a move provokes the opportunity attacks scripted against it (or, under tactics, from foes it fought in melee this round or the last).',
    },
    {
        name: 'crawl',
        economy: 'move',
        targets: 'none',
        summary:
            'A move action that stays prone: a prone combatant moves at a quarter of its speed (rounded down; a quarter of the halved speed when slowed) without spending half the move standing up, toward a zone with `to`. Like a move it provokes opportunity attacks, counts toward the two moves a round and costs 6 STA as the second. A combatant that is not prone just moves.',
        cite: at('Conditions'),
        assumption: 'crawling is the seed\'s "you move at a quarter speed" while prone; without a map the squares are only logged.',
    },
    {
        name: 'shift',
        economy: 'move',
        targets: 'none',
        summary:
            'A move action of one square (toward a zone with `to`) that provokes no opportunity attack. It counts toward the two moves a round. A prone combatant only stands up with it.',
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
            "Standard action: tend an unconscious ally next to you (the same zone, or one square away). It loses unconscious and acts again on its next turn, at the HEA it has. Medicine restores no HEA, so a dying ally (0 HEA or less) stays dying: its death saves are not thrown out (only HEA restored above 0 does that), it makes its death save at the start of each of its turns before acting — three failures kill it, three successes stabilise it — and its next HEA damage drops it again with the saves it has. A stable ally wakes the same way; on a conscious ally medicine does nothing, on a dead one nothing can. It is the turn's standard action: no extra one can be bought with STA (only attacks can).",
        cite: at('Conditions'),
        assumption:
            'the seed names medicine from an ally as one of two ways out of unconscious, without a check or an amount; here it always works and restores no HEA (healing, `heals`, restores HEA). §Health Damage throws the death saves out only when HEA is restored above 0, so an ally woken at 0 HEA or less is awake and still dying.',
    },
    {
        name: 'flee',
        economy: 'move',
        targets: 'none',
        summary:
            'A move action: leave the fight. Every foe next to the fleeing combatant may make an opportunity attack as it goes (in a fight without zones: those scripted against it, or foes under tactics it fought in melee this round or the last); if it is still standing it is gone — out of the fight, neither down nor dead. When every standing combatant of a side has fled, the combat ends and the other side holds the field. Not while immobilized or exposed; a prone combatant stands up as it goes.',
        cite: at('Sequence'),
        assumption:
            'the seed ends combat when one side flees; fleeing is a move action that takes the combatant off the map (zones have no edge to reach). A fled party member rejoins the party for the next fight of a day.',
    },
    {
        name: 'drop_concentration',
        economy: 'free',
        targets: 'none',
        summary: 'A free action: stop concentrating; the conditions it held end with it.',
        cite: at('Concentration'),
    },
];
