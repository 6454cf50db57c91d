/**
 * What a Vaxia script may write: actions, modifiers, tactics and conditions.
 * Source: 004_941aee309a07cd38.txt, the section each entry cites.
 */
import type { ActionSpec, ModifierSpec, RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

const action = (a: Omit<ActionSpec, 'economy'> & { economy?: string }): ActionSpec => ({ economy: 'action', ...a });

export const VAXIA_ACTIONS: readonly ActionSpec[] = [
    action({
        name: 'attack',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A two-trait ruling of the to-hit and power mights (DEX+STR, magic INT+SPIR) against the target’s mights; its PP are the damage. A standing target defends with to-hit and soaking mights (DEX+END, magic INT+CHA) plus their best avoid skill.',
        cite: at('Attacking and Defending'),
    }),
    action({
        name: 'block',
        targets: 'none',
        summary:
            'Soak the blow: STR+END (magic SPIR+CHA) rolled against the attacker’s mights; the PP come off the attack’s. Works against any attack; a shield adds its absorb.',
        cite: at('Attacking and Defending'),
        assumption: 'STR (SPIR) faces the attacker’s to-hit and END (CHA) its power, as in §Mundane vs Magic Combat.',
    }),
    action({
        name: 'dodge',
        targets: 'none',
        summary: 'Get out of the way: INT+DEX against the attacker’s mights; the PP come off the attack’s. Works against any attack.',
        cite: at('Attacking and Defending'),
        assumption: 'against a physical attack DEX faces its to-hit and INT its power; against magic, INT faces its to-hit and DEX its power.',
    }),
    action({
        name: 'parry',
        targets: 'none',
        summary:
            'Fend the attack off: DEX+END (magic INT+CHA); the PP come off the attack’s. Physical parries only meet physical attacks, magical ones only magic.',
        cite: at('Attacking and Defending'),
    }),
    action({
        name: 'counter',
        targets: 'none',
        summary: 'A parry with a counter move: same mights and effect as parry.',
        cite: at('Attacking and Defending'),
    }),
    action({
        name: 'redirect',
        targets: 'one',
        summary:
            'Send the attack elsewhere: DEX+STR (magic INT+SPIR). It works only if its PP reach the attack’s; short of that, the attack lands less the PP made. Same realm only.',
        cite: at('Attacking and Defending'),
        assumption: 'a successful redirect deals no damage to the original target; what it does to the new one is narrated, not ruled.',
    }),
    action({
        name: 'disarm',
        targets: 'none',
        summary:
            'Strip the weapon or cancel the spell: DEX+STR (magic INT+SPIR), needing PP at least the attack’s; short of that, the attack lands less the PP made. Same realm only.',
        cite: at('Attacking and Defending'),
    }),
    action({
        name: 'resist',
        targets: 'none',
        summary:
            'Resist a mental spell with a skill made for it: one trait, SPIR + magic_resist against the caster’s SPIR might; the PP come off the spell’s. Only against mental spells; the only defense they allow beside a magical redirect or disarm.',
        cite: at('Magic vs Mundane in the Dice Ruler'),
        assumption: 'the seed names neither stat nor difficulty: SPIR (the spell aims at SPI) against the spell’s power might.',
    }),
    action({
        name: 'stay_conscious',
        targets: 'none',
        economy: 'free',
        summary:
            'Past 0 LIF, roll END (or STR, SPIR, CHA) + a hardcore skill against 25 + the damage past 0. A success keeps you up the rest of that round and PP/7 more (15 PP: two); the next roll opens the round after them, with the damage taken meanwhile added.',
        cite: at('Staying Conscious'),
        assumption:
            'the roll is not an action of the post (no multiple-action penalty); the round of the roll does not count, so a success under 7 PP holds until the next round opens with a new roll; whoever stays up keeps rolling.',
    }),
    action({
        name: 'heal',
        targets: 'one',
        summary: 'Restore one LIF per PP of the healing roll; above 0 the target is conscious again at once.',
        cite: at('Vehicle Death'),
        assumption:
            'the seed states one LIF per PP for repair and says vehicles are repaired "just like" people are healed; we read healing the same way.',
    }),
    action({
        name: 'repair',
        targets: 'one',
        summary: 'Repair a vehicle: one LIF per PP of the repair roll; a destroyed vehicle cannot be repaired.',
        cite: at('Vehicle Death'),
    }),
    action({
        name: 'defend',
        targets: 'none',
        summary:
            'Meet each incoming attack with whichever allowed defense (or none) leaves the least expected damage, computed exactly. The choice tactics make; a GM may script it too.',
        cite: at('Attacking and Defending'),
        assumption: 'the seed leaves the choice of defense to the player; this choice is ours.',
    }),
    action({
        name: 'move',
        targets: 'none',
        summary: 'Go to another zone (`move to bank`): a vehicle carries its riders; leaving a hazard for a round resets its cumulative counter.',
        cite: at('Each Round vs. Cumulative Damage'),
    }),
    action({
        name: 'leap_out',
        targets: 'none',
        summary: 'Jump off or out of a vehicle: a dodge with your own stats (any dodge of a rider is one); you are off the vehicle after the round.',
        cite: at('Open Vehicles'),
    }),
    action({
        name: 'pilot',
        targets: 'none',
        summary:
            'Non-combat piloting (a landing, a careful manoeuvre): a Tech roll of DEX and INT + piloting, the vehicle’s DEX capping the DEX might. Not modelled (vaxia-not-modelled): the seed gives it no difficulty or result.',
        cite: at('Non-combat piloting'),
    }),
    action({
        name: 'metamagic',
        targets: 'one',
        summary:
            'Legacy magic only: bolster, drain, reshape or redirect another spell, against 45 + its caster’s INT and SPI. Needs a spell to act on.',
        cite: at('History of Magic Ruling'),
    }),
];

export const VAXIA_TACTICS: readonly RuleDoc[] = [
    {
        name: 'attack_first',
        summary:
            'Attack the first active foe in encounter order; stand against attacks; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'attack_weakest',
        summary:
            'Attack the active foe with the least LIF left; stand against attacks; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'attack_strongest',
        summary:
            'Attack the active foe with the most LIF left; stand against attacks; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'defend_best',
        summary:
            'Attack the weakest foe and defend in the same post (both under the multiple-action penalty): each incoming attack meets the allowed defense with the least expected damage, exactly computed, or none; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
        assumption: 'the seed leaves the choice to the player; this policy is ours.',
    },
    {
        name: 'defend_block',
        summary:
            'Attack the weakest foe and block (a vehicle without shields dodges), both at the multiple-action penalty; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'defend_dodge',
        summary:
            'Attack the weakest foe and dodge, both at the multiple-action penalty; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'defend_only',
        summary: 'Only defend (the best allowed defense), no penalty; leave a zone whose hazard would strike (to the nearest safe one).',
        cite: at('Attacking and Defending'),
    },
];

export const VAXIA_MODIFIERS: readonly ModifierSpec[] = [
    {
        name: 'multiple_actions',
        value: 'number',
        summary: 'This post holds n actions (more than the script shows): every might of it loses the per-action penalty for each past the first.',
        cite: at('Using Your Stats and Skills'),
    },
    {
        name: 'penalty',
        value: 'number',
        summary: 'A circumstance penalty taken off every might of the post.',
        cite: at('Using Your Stats and Skills'),
    },
    {
        name: 'magic',
        summary: 'The magical/psi version of a defense: block SPIR + CHA, parry INT + CHA, redirect/disarm INT + SPIR.',
        cite: at('Attacking and Defending'),
    },
    { name: 'non_lethal', summary: 'Hold back: PP past what takes the target to 0 LIF do not count.', cite: at('Attacking and Defending') },
    { name: 'bolster', summary: 'Legacy metamagic: add its PP to the target caster’s spell.', cite: at('History of Magic Ruling') },
    { name: 'drain', summary: 'Legacy metamagic: take its PP off the target caster’s spell.', cite: at('History of Magic Ruling') },
    {
        name: 'redirect',
        summary: 'Legacy metamagic: send the spell elsewhere; needs the caster’s PP (partly, it hits nobody).',
        cite: at('History of Magic Ruling'),
    },
    { name: 'reshape', summary: 'Legacy metamagic: change the spell’s nature; needs the caster’s PP.', cite: at('History of Magic Ruling') },
];

export const VAXIA_CONDITIONS: readonly RuleDoc[] = [
    { name: 'unconscious', summary: 'Damage of at least LIF: out, alive; healing above 0 LIF revives.', cite: at('Wounded, Unconscious and Dead') },
    { name: 'dead', summary: 'Damage of twice LIF.', cite: at('Wounded, Unconscious and Dead') },
    { name: 'disabled', summary: 'A vehicle at 0 LIF: no fighting, dodging or manoeuvring until repaired above 0.', cite: at('Vehicle Death') },
    { name: 'destroyed', summary: 'A vehicle at −LIF: beyond repair.', cite: at('Vehicle Death') },
    {
        name: 'staying_conscious',
        summary: 'Past 0 LIF but up: the rounds of consciousness a stay-conscious roll bought (PP/7) are running.',
        cite: at('Staying Conscious'),
    },
];
