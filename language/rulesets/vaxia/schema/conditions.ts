/**
 * Vaxia's condition table — the states the seed names that change what a fighter can do — and the
 * rests a day may put between fights. Every effect listed is enforced by the engine (engine/
 * effects.ts, fighter.ts, harm.ts, hazards.ts); how each ends, and whether it outlasts a fight, too.
 * Source: 004_941aee309a07cd38.txt, the section each entry cites.
 */
import type { ConditionSpec, RuleDoc } from '../../ruleset.js';
import { at } from './cite.js';

const AN_EFFECT =
    'Inflicted by a non-damaging attack it lasts PP/7 rounds after the round it lands (`for N rounds` on a starting one); with `save STAT` its holder rolls that stat each round and throws it off with more PP than the effect had.';

export const VAXIA_CONDITIONS: readonly ConditionSpec[] = [
    {
        name: 'wounded',
        rating: 'required',
        summary:
            'Damage already taken when the fight starts (`Kael is wounded 12`: 18 of LIF 30 left). A wounded character is fully effective; at LIF or more unconscious, at twice LIF dead, as for any damage.',
        effects: [
            'LIF left is LIF less the rating from the first round (at LIF or more: unconscious; at twice LIF: dead)',
            'no penalty: a wounded character is 100% effective',
        ],
        ends: 'It is damage: healing (or a vehicle’s repair) gives one LIF back per PP. An attack never inflicts it — its PP are damage.',
        noDuration: true,
        cite: at('Wounded, Unconscious and Dead'),
    },
    {
        name: 'unconscious',
        summary:
            'Out of the fight but alive: from damage of LIF or more, or held without wounds (`is unconscious`, a knockout or a sleep spell). A side whose fighters are all down has lost.',
        effects: [
            'takes no action and rolls no defense: every attack meets its standing mights',
            'a vehicle held unconscious is disabled: no pilot can move or fight it',
        ],
        ends: `From damage: healing above 0 LIF, or a successful stay-conscious roll. Held: ${AN_EFFECT} \`removes unconscious\` wakes it. Without a duration it outlasts the fight.`,
        cite: at('Wounded, Unconscious and Dead'),
    },
    {
        name: 'penalized',
        rating: 'required',
        summary: 'Hindered by a specific attack: every might of the fighter is lower by the rating (`inflicts penalized 10`), never below 1.',
        effects: [
            'every might of its posts (attacks, defenses, heals, repairs) is lower by the rating, never below 1',
            'its standing mights too, when an attack meets it without a defense',
        ],
        ends: `${AN_EFFECT} \`removes penalized\` ends it. It ends with the fight.`,
        cite: at('Wounded, Unconscious and Dead'),
    },
    {
        name: 'wet',
        summary: 'Soaked or standing in water: electrocution strikes harder. Anyone in a zone that drowns (drowning, deep sea) is wet too.',
        effects: ['electrocution’s base damage is 20 instead of 10'],
        ends: `${AN_EFFECT} It ends with the fight.`,
        cite: at('Environmental Damage Base Damage Chart'),
    },
    {
        name: 'irradiated',
        rating: 'required',
        summary: 'Extreme radiation’s END penalty: END is lower by the rating (`is irradiated 5`); each round in extreme radiation adds 5.',
        effects: ['END is lower by the rating, never below 1 — in every might, stay-conscious roll and resistance that uses END'],
        ends: 'An hour, or treatment: it outlasts the fight; a day’s `healing` rest treats it. Inflicted, it lasts PP/7 rounds.',
        cite: at('Environmental Damage Base Damage Chart'),
    },
    {
        name: 'frostbitten',
        rating: 'required',
        summary:
            'Extreme cold taken as a DEX penalty (option `frost: dex_penalty`): DEX is lower by the rating; each round of cold adds what was not resisted.',
        effects: ['DEX is lower by the rating, never below 1 — in every might that uses DEX, speed included'],
        ends: 'It outlasts the fight; a day’s `healing` rest warms it away. Inflicted, it lasts PP/7 rounds.',
        cite: at('Environmental Damage Base Damage Chart'),
        assumption: 'the seed stacks the penalty but never ends it; Strife ends it with rest and care.',
    },
];

/**
 * Conditions that are damage, not an effect: no attack inflicts them (a damaging attack's PP already
 * are damage) and no effect removes them (healing does, one LIF per PP: `heal -> X`, §Vehicle Death,
 * §Wounded, Unconscious and Dead).
 */
export const DAMAGE_CONDITIONS: ReadonlySet<string> = new Set(['wounded']);

/** Held conditions that end with the fight even without a duration (the others carry into a day's next fight). */
export const ENDS_WITH_THE_FIGHT: ReadonlySet<string> = new Set(['penalized', 'wet']);

export const VAXIA_RESTS: readonly RuleDoc[] = [
    {
        name: 'healing',
        summary:
            'Between fights the party’s healer — the member up at the end of the fight with the best INT + healing skill — tends each hurt member once: one LIF per PP of a ruling against 25; above 0 LIF a member is up again. It treats radiation and frostbite (irradiated and frostbitten end). Time passes: a member still past 0 LIF is unconscious (any hold has run out). The dead stay dead; vehicles need repair.',
        cite: at('Vehicle Death'),
        assumption:
            'the seed heals one LIF per PP (vehicles are repaired "just like" people are healed, by someone with the skill) but has no rest; Strife gives one healing roll per hurt member per rest, against 25.',
    },
    {
        name: 'repair',
        summary:
            'Between fights the party’s mechanic — the member up at the end of the fight with the best INT + repair skill — works on each damaged vehicle once: one LIF per PP of a ruling against 25; above 0 LIF it is operational again. A destroyed vehicle cannot be repaired.',
        cite: at('Vehicle Death'),
        assumption: 'one repair roll per damaged vehicle per rest, against 25; time passes as in `healing`.',
    },
];
