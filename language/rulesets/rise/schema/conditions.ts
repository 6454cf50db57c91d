/**
 * Rise's condition table: every state a combatant can start a fight in (`is prone`) or an effect can
 * give (`inflicts prone`), with every effect the engine enforces, how it ends, and its seed section.
 * The numbers live in ../rules/ (one place); these are the words hovers and docs show.
 * Source: 003_66faa831a56df10d.txt §Trip, §Being In A Grapple, §Awareness and Surprise,
 * §Movement Impediments (Squeezing), §Vision and Light, §Attacking Unseen Foes, §Flying
 * Maneuverability, §Gliding, §Vital Rolls, §Desperate Exertion (fatigue).
 */
import type { ConditionSpec } from '../../ruleset.js';
import { at } from './cite.js';

export const RISE_CONDITIONS: readonly ConditionSpec[] = [
    {
        name: 'prone',
        summary: 'Lying on the ground, knocked down by a trip or started that way.',
        effects: [
            '−2 Armor and Reflex',
            '+4 to all defenses against projectile and thrown strikes',
            '−2 accuracy with strikes (charges and offhand strikes included)',
            'moves at a quarter of its speed until it stands up',
        ],
        ends: 'stand_up (a movement); tactics stand up in the movement phase',
        excludes: ['flying', 'gliding'],
        cite: at('Trip'),
        assumption: 'the seed names prone (a trip causes it, allies see its defense penalties) without numbers; these are the Rise core book’s.',
    },
    {
        name: 'grappled',
        source: 'required',
        summary: 'Wrestling with the creature named after `by` (a hit with grapple against Fortitude and Reflex makes both grappled by each other).',
        effects: [
            '−2 Armor and Reflex',
            'cannot move: its movements are lost, except the shove that pushes every creature grappling it',
            'one hand is busy: no attack with a heavy (two-handed) weapon',
        ],
        ends: 'escape_grapple beats the grappler’s maintain_grapple roll (0 when it did not maintain); the grappler releases it (asymmetric grapples) or is defeated; `removes grappled` (the grapple ends on both sides); the two no longer stand in one place',
        cite: at('Being In A Grapple'),
        assumption: 'a grapple also ends when either side is defeated or the two are moved apart (the seed does not say).',
    },
    {
        name: 'unaware',
        summary: 'Does not know an attack is coming (stealth, sudden treachery).',
        effects: ['−5 Armor and Reflex against attacks', 'the larger of this and partially unaware applies; they do not add'],
        ends: 'after it has been attacked once (it is aware of later attacks)',
        excludes: ['partially_unaware'],
        cite: at('Awareness and Surprise'),
    },
    {
        name: 'partially_unaware',
        summary: 'Knows it is in danger but not where the attacks come from (an ominous sound, a foe it has not seen).',
        effects: ['−2 Armor and Reflex against attacks'],
        ends: 'after it has been attacked once (it then knows where the attacks come from)',
        cite: at('Awareness and Surprise'),
        assumption: 'the seed names the state without a number or an end: −2 is the Rise core book’s; it ends like unawareness.',
    },
    {
        name: 'squeezing',
        summary: 'Squeezed into a space narrower than its own.',
        effects: ['moves at half speed', '−2 Armor and Reflex'],
        ends: 'when it moves out of the zone it squeezes in (or by `removes`, or its duration)',
        cite: at('Movement Impediments'),
        assumption: 'zones have no width: it ends when the combatant leaves its zone.',
    },
    {
        name: 'blinded',
        summary: 'Cannot see (total darkness without darkvision, a blinding effect).',
        effects: [
            'its targeted attacks have a 50% miss chance (d10: 1–5 misses)',
            'partially unaware of every attack against it (−2 Armor and Reflex)',
        ],
        ends: 'by `removes` or its duration; when an effect inflicted it, also by recover or a short rest',
        cite: at('Vision and Light'),
        assumption: 'the seed gives the 50% miss chance for attacking unseen foes; being partially unaware of attacks is the Rise core book’s.',
    },
    {
        name: 'unseen',
        summary: 'Hidden or invisible: its foes cannot see it.',
        effects: [
            'targeted attacks against it have a 50% miss chance (d10: 1–5 misses)',
            'the targets of its attacks are partially unaware of them (−2 Armor and Reflex)',
        ],
        ends: 'once it has attacked (the attack gives it away), or by `removes` or its duration',
        cite: at('Attacking Unseen Foes'),
        assumption: 'attacking reveals it (the seed does not say how long a creature stays unseen).',
    },
    {
        name: 'flying',
        summary: 'In the air with a fly speed of average maneuverability.',
        effects: ['−2 Armor and Reflex until it reaches solid ground'],
        ends: 'by `removes` (it lands) or its duration',
        excludes: ['prone'],
        cite: at('Flying Maneuverability'),
        assumption: 'average maneuverability, the default; heights, minimum speeds and falls are not modelled (zones have no altitude).',
    },
    {
        name: 'gliding',
        summary: 'Gliding through the air with a glide speed.',
        effects: ['−2 Armor and Reflex until it reaches solid ground'],
        ends: 'by `removes` (it lands) or its duration',
        excludes: ['prone', 'flying'],
        cite: at('Gliding'),
    },
    {
        name: 'unconscious',
        summary: 'Knocked out: it takes no actions and is out of the fight. A vital roll of 1 or less, or a fatigue penalty of 5 or more, causes it.',
        effects: ['takes no actions; the fight treats it as defeated'],
        ends: 'a vital roll of 1: when its hit points are full again (healing, a rest); fatigue: when the penalty drops below 5 (a long rest); a vital roll of 0 or less: when that wound is removed (a long rest)',
        noDuration: true,
        cite: at('Vital Rolls'),
    },
    {
        name: 'vital_wound',
        rating: 'optional',
        summary:
            'A vital wound already suffered: `vital_wound 4` is a wound whose vital roll was 4 (the table’s effect applies); without a rating, a wound with no extra effect. Below 0 hit points a character takes new ones (d10, −2 per wound already suffered).',
        effects: [
            'its table effect: 1 unconscious while below full hit points; 2 and 3 −10 / −5 ft speed; 4 and 5 −2 / −1 defenses; 6 maximum damage resistance 0; 7 halved; 8 and 9 −2 / −1 accuracy; 10 or more nothing',
            'each wound makes later vital rolls 2 lower',
        ],
        ends: 'a long rest removes one vital wound (the most harmful first)',
        noDuration: true,
        cite: at('Vital Wounds'),
    },
    {
        name: 'fatigue',
        rating: 'required',
        summary:
            'A fatigue level (`fatigue 3`): exertion (desperate exertion, recover, sprinting, overrun) raises it. Levels beyond the fatigue tolerance are a penalty to accuracy.',
        effects: ['−1 accuracy per level beyond the fatigue tolerance', 'a penalty of 5 or more knocks the combatant unconscious'],
        ends: 'a long rest brings the level back to 0',
        noDuration: true,
        cite: at('Desperate Exertion'),
        assumption: 'the tolerance (constitution + willpower), the knockout and the long rest are the Rise core book’s.',
    },
];
