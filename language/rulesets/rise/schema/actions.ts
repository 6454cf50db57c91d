/**
 * Rise's actions (with their economy slots), the universal abilities not modelled yet, and the
 * modifiers an attack can carry, in our own words with their seed sections.
 * Source: 003_66faa831a56df10d.txt §Universal Abilities, §Special Combat Abilities, §Awareness and
 * Surprise, §Subdual Damage.
 */
import type { ActionSpec, RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

export const RISE_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'move',
        economy: 'movement',
        targets: 'none',
        summary: 'A movement (hustle): move up to your speed. One fits the movement phase; another can replace the standard action.',
        cite: at('The Movement Phase'),
    },
    {
        name: 'sprint',
        economy: 'movement',
        targets: 'none',
        summary: 'A movement at double speed. Sprinting in the movement phase costs 1 fatigue level; in the action phase it is free.',
        cite: at('Sprint'),
    },
    {
        name: 'charge',
        economy: 'standard',
        targets: 'one',
        usesWeapon: true,
        summary:
            'A standard action: move in a straight line, then make a melee strike (`charge -> Foe using Weapon` — a weapon, not a spell or a projectile). Afterwards your defenses are −2 briefly — from the next phase to the end of the next round; it does not weaken you in the phase you charge.',
        cite: at('Charge'),
        assumption: '"briefly" = until the end of the next round (rules digest).',
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
            'A Swift standard action: regain all hit points and shake off conditions, at the cost of 2 fatigue levels. Usable once per short rest — once per encounter here.',
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
];

/**
 * Universal abilities the engine does not model yet (§Special Combat Abilities): named so hovers
 * explain them, rejected in a script with `rise-not-modelled`.
 */
export const RISE_NOT_MODELLED_ACTIONS: readonly ActionSpec[] = [
    {
        name: 'dirty_trick',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack with a free hand against Fortitude or Reflex; on a hit the target is briefly −2 to one defense. Not modelled yet (rise-not-modelled).',
        cite: at('Dirty Trick'),
    },
    {
        name: 'grapple',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack with a free hand against Fortitude and Reflex; a hit on both grapples you and the target. Not modelled yet (rise-not-modelled).',
        cite: at('Grapple'),
    },
    {
        name: 'overrun',
        economy: 'movement',
        targets: 'some',
        summary:
            'A movement: move in a straight line through creatures that do not avoid you, with an attack vs. Fortitude against each; +1 fatigue. Not modelled yet (rise-not-modelled).',
        cite: at('Overrun'),
    },
    {
        name: 'shove',
        economy: 'standard',
        targets: 'some',
        summary:
            'A standard action: an attack vs. Fortitude (full Strength in place of half Perception); a hit pushes the targets up to half your speed. Not modelled yet (rise-not-modelled).',
        cite: at('Shove'),
    },
    {
        name: 'throw',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action (or a movement at −20): a Strength check to throw a held object, then a thrown strike to hit with it. Not modelled yet (rise-not-modelled).',
        cite: at('Throw'),
    },
    {
        name: 'trip',
        economy: 'standard',
        targets: 'one',
        summary:
            'A standard action: a melee attack against Fortitude and Reflex; a hit knocks the target prone (a Tripping weapon that also beats Armor deals its damage, without power). Not modelled yet (rise-not-modelled).',
        cite: at('Trip'),
    },
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
];
