/**
 * Rise's actions (with their economy slots) and the modifiers an attack can carry, in our own words
 * with their seed sections. Source: 003_66faa831a56df10d.txt §Movement Abilities, §Universal
 * Abilities, §Special Combat Abilities, §Grappling, §Awareness and Surprise, §Subdual Damage.
 */
import type { ActionSpec, RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

/** Movements: one in the movement phase, another in place of the standard action. */
const MOVEMENTS: readonly ActionSpec[] = [
    {
        name: 'move',
        economy: 'movement',
        targets: 'optional',
        summary:
            'A movement (hustle): up to your speed. `move to bank` heads for a zone; `move -> Ogre` follows a creature (after the others have moved, toward where it ends up); a plain `move` stays put. If the speed runs out you stop on the way and go on with your next movement. Leaving difficult terrain costs 5 ft more.',
        cite: at('Movement Abilities'),
    },
    {
        name: 'sprint',
        economy: 'movement',
        targets: 'optional',
        summary:
            'A movement at double land speed (`sprint to bank`, `sprint -> Ogre`). In the movement phase it costs 1 fatigue level; in the action phase it is free.',
        cite: at('Sprint'),
    },
    {
        name: 'withdraw',
        economy: 'movement',
        targets: 'some',
        summary:
            'A movement that keeps away from the creatures named (`withdraw -> Ogre, Goblin#1`): up to your speed toward the zone farthest from the nearest of them, after the movements that head for a zone.',
        cite: at('Withdraw'),
    },
    {
        name: 'block',
        economy: 'movement',
        swift: true,
        targets: 'one',
        summary:
            'A Swift movement (`block -> Ogre`): this phase, when the creature tries to leave the zone you stand in, you make opposed initiative checks (d10 + the speed each uses); if you win, leaving costs it extra movement equal to your speed — usually it stays.',
        cite: at('Block'),
    },
    {
        name: 'stand_up',
        economy: 'movement',
        targets: 'none',
        summary: 'A movement that ends being prone.',
        cite: at('Trip'),
        assumption: 'standing up takes a movement (the Rise core book; the seed names prone without saying how it ends).',
    },
    {
        name: 'overrun',
        economy: 'movement',
        targets: 'none',
        summary:
            'A movement up to your speed toward a zone (`overrun to bank`) straight through creatures in your way: each foe blocking you takes an attack vs. Fortitude (full Strength in place of half Perception); a hit lets you pass it, a miss ends your movement. +1 fatigue level.',
        cite: at('Overrun'),
    },
];

/** Standard and minor actions, and the free actions of a grapple. */
const ACTIONS: readonly ActionSpec[] = [
    {
        name: 'charge',
        economy: 'standard',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A standard action: move up to your speed straight toward the target, then make a melee strike if it is in reach (`charge -> Foe using Weapon` — a weapon, not a spell or a projectile). Afterwards your defenses are −2 briefly — from the next phase to the end of the next round; it does not weaken you in the phase you charge.',
        cite: at('Charge'),
        assumption: '"briefly" = until the end of the next round (rules digest); zones are joined by straight lines.',
    },
    {
        name: 'total_defense',
        economy: 'standard',
        swift: true,
        targets: 'none',
        summary:
            "A Swift standard action: +2 to all defenses for the rest of the round. Swift means it resolves before the enemies' attacks in the same phase.",
        cite: at('Total Defense'),
    },
    {
        name: 'recover',
        economy: 'standard',
        swift: true,
        targets: 'none',
        summary:
            'A Swift standard action: regain all hit points and shake off the conditions effects inflicted, at the cost of 2 fatigue levels. Not again until a short rest (in a day of fights; once per fight otherwise).',
        cite: at('Recover'),
    },
    {
        name: 'offhand_strike',
        economy: 'minor',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A minor action: a strike with a second weapon (`offhand_strike -> Foe using Dagger`) after a standard action struck with a different weapon in the same phase (not a spell). −2 accuracy, and −1 more for each non-light weapon attacked with this phase, the offhand weapon included (spear then dagger: −3; two non-light weapons: −4); no power added. Needs dexterity 1 or more; never a shield.',
        cite: at('Offhand Strike'),
    },
    {
        name: 'dirty_trick',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack with a free hand against an adjacent foe’s Fortitude or Reflex (`with against_fortitude` / `against_reflex`; unwritten: the lower); a hit gives it −2 to one defense briefly (`with lowers_armor`, `lowers_fortitude`, `lowers_reflex`, `lowers_mental`; unwritten: Armor). Two tricks lowering the same defense do not add.',
        cite: at('Dirty Trick'),
        assumption: 'the GM picks the defenses by the trick described: unwritten, the target’s lower of Fortitude and Reflex, and Armor.',
    },
    {
        name: 'grapple',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack with a free hand against an adjacent foe’s Fortitude and Reflex; a hit against both makes you and it grappled by each other.',
        cite: at('Grapple'),
    },
    {
        name: 'escape_grapple',
        economy: 'standard',
        targets: 'none',
        summary:
            'A standard action against every creature grappling you: your accuracy or half your level + Strength, whichever is better, against the result of its maintain_grapple this round (0 if it did not); each hit ends that grapple both ways.',
        cite: at('Escape Grapple'),
        assumption: 'the Flexibility skill is not modelled: the better of accuracy and half level + Strength is used.',
    },
    {
        name: 'maintain_grapple',
        economy: 'free',
        swift: true,
        targets: 'none',
        summary:
            'A Swift free action: an attack roll (accuracy or half your level + Strength, the better) whose result is what escaping your grapples must beat this round. Without it, escaping needs only 0.',
        cite: at('Maintain Grapple'),
    },
    {
        name: 'release',
        economy: 'free',
        targets: 'one',
        summary: 'A free action: let go of a creature you grapple without being grappled by it (an asymmetric grapple).',
        cite: at('Asymmetric Grappling'),
    },
    {
        name: 'react',
        economy: 'free',
        swift: true,
        targets: 'one',
        summary:
            'A Swift free action, in the movement phase: an opposed initiative check against the creature (d10 + speed each). What it learns changes nothing in a scripted fight; if you fail, it beats you on every other opposed initiative check this phase (blocks).',
        cite: at('React'),
    },
    {
        name: 'shove',
        economy: 'standard',
        targets: 'some',
        summary:
            'A standard action against one adjacent creature or every creature grappling you: an attack vs. Fortitude (full Strength in place of half Perception); on a hit you move up to half your speed toward the zone written (`shove -> Ogre to pit`), pushing the targets with you. Shoving everyone grappling you is how a grappled creature moves.',
        cite: at('Shove'),
    },
    {
        name: 'throw',
        economy: 'standard',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A standard action: a Strength check (d10 + Strength against 0) throws the object (`throw -> Foe using Rock`) 5 ft, doubled for every 5 points of success (10, 20, 40 ft…); if that reaches the target, a thrown strike with it.',
        cite: at('Throw'),
        assumption: 'size categories are not modelled (no size bonus); the object is one of the thrower’s attacks.',
    },
    {
        name: 'trip',
        economy: 'standard',
        targets: 'one',
        usesWeapon: 'optional',
        summary:
            'A standard action: a melee attack against an adjacent foe’s Fortitude and Reflex, with a free hand or a `tripping` weapon (`trip -> Foe using Flail`, adding its accuracy); a hit against both knocks it prone. With a tripping weapon that also beats Armor, it takes the weapon’s damage without power (dice doubled on a critical against Armor).',
        cite: at('Trip'),
    },
];

export const RISE_ACTIONS: readonly ActionSpec[] = [...MOVEMENTS, ...ACTIONS];

/** The `with` modifiers of a dirty trick: the defense attacked and the defense lowered. */
export const DIRTY_TRICK_MODIFIERS: readonly RuleDoc[] = [
    ...['fortitude', 'reflex'].map(d => ({
        name: `against_${d}`,
        summary: `A dirty trick aimed at ${d === 'fortitude' ? 'Fortitude (pulling, tripping up, winding)' : 'Reflex (sand in the eyes, a feint)'}.`,
        cite: at('Dirty Trick'),
    })),
    ...['armor', 'fortitude', 'reflex', 'mental'].map(d => ({
        name: `lowers_${d}`,
        summary: `A dirty trick that, on a hit, gives the target −2 ${d[0].toUpperCase()}${d.slice(1)} briefly (until the end of the next round).`,
        cite: at('Dirty Trick'),
    })),
];

export const RISE_MODIFIERS: readonly RuleDoc[] = [
    {
        name: 'unaware',
        summary:
            'The targets are unaware of this attack (stealth, sudden treachery): −5 to their Armor and Reflex defenses against it; other defenses are unchanged. Written `with unaware` on the attack; against a surprised side in round 1 it is the same −5, not −10.',
        cite: at('Awareness and Surprise'),
    },
    {
        name: 'partially_unaware',
        summary:
            'The targets know they are in danger but not where this attack comes from (an unseen foe): −2 to their Armor and Reflex defenses against it. Written `with partially_unaware` on the attack; a surprised target takes the larger −5 instead.',
        cite: at('Awareness and Surprise'),
        assumption: "the seed names partial unawareness without a number; −2 Armor and Reflex is the Rise core book's.",
    },
    {
        name: 'desperate_exertion',
        summary:
            'After seeing an attack miss or glance, reroll it once with +2; costs 2 fatigue levels, once. A strike against several targets has one attack roll, so it is rerolled once for all of them. Written `with desperate_exertion`: the engine spends it only when the first roll fails to hit the primary (first) target.',
        cite: at('Desperate Exertion'),
    },
    {
        name: 'subdual',
        summary:
            'Choose to make this strike subdual: it deals half damage, and no vital wounds (3 fatigue levels instead of each). Only strikes can be made subdual, not spells.',
        cite: at('Subdual Damage'),
    },
    {
        name: 'keep_up',
        summary:
            'On a movement that follows a creature (`move -> Ogre with keep_up`): if the creature’s movement would leave you short, you sprint instead (double land speed; +1 fatigue level in the movement phase). Player characters only: monsters do not sprint to keep up.',
        cite: at('Conflicting Actions'),
    },
    ...DIRTY_TRICK_MODIFIERS,
];
