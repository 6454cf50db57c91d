/**
 * The rule words hovers explain: hazards of the chart, topics, and the outcomes an attack's log
 * line names. Source: 004_941aee309a07cd38.txt, the section each entry cites.
 */
import type { OutcomeSpec, RuleDoc } from '../../ruleset.js';
import { HAZARDS } from '../rules/environmental-damage.js';
import { at } from './cite.js';

/** Where the trait-roll curve comes from, for hovers: the seed uses it but never prints it. */
const DICE_RULER =
    'the d100 curve (needed = 50.5 + atan(0.06·(100·D/(D+M) − 50))·49.5/atan 3) is the public Vaxia dice ruler’s (github Vaxia/vaxia, ui/dice_ruler/dice_ruler.module); the seed uses its needed / winsby / PP but does not print it.';

/** Every hazard of the chart as a hover topic. */
export const VAXIA_HAZARDS: readonly RuleDoc[] = HAZARDS.map(h => ({
    name: h.source,
    summary: `${hazardWords(h.timing, h.base, h.source)}; resisted by ${h.resistedBy.join(' + ')} against difficulty 1${h.note ? `; ${h.note}` : ''}. Armour does not help.`,
    cite: at(h.section),
}));

function hazardWords(timing: string, base: number, source: string): string {
    if (source === 'falling') return 'One point of base damage per foot fallen';
    if (source === 'collapse') return `${base} base damage per floor`;
    if (timing === 'each_round') return `${base} base damage every round of exposure`;
    if (timing === 'cumulative') return `${base} base damage the first round, growing by ${base} each further round in a row`;
    return `${base} base damage`;
}

export const VAXIA_TOPICS: readonly RuleDoc[] = [
    {
        name: 'vaxia',
        summary:
            'Vaxia / Sirian: no initiative and no hit or miss. Every action is a d100 ruling of a might against a difficulty that yields a margin (winsby / failsby) and power points (PP); an attack’s PP are its damage.',
        cite: at('Combat Ruling'),
    },
    {
        name: 'needed',
        summary:
            'The roll a might needs against a difficulty: 50.5 when they are equal, near 1 against a tiny difficulty, near 100 against a huge one.',
        cite: at('Ruling Narration'),
        assumption: DICE_RULER,
    },
    { name: 'winsby', summary: 'How far the roll beat the needed value (roll − needed).', cite: at('Ruling Narration') },
    { name: 'failsby', summary: 'How far the roll fell short of the needed value.', cite: at('Ruling Narration') },
    {
        name: 'pp',
        summary: 'Power points: might × winsby / 100 on a success, else 0. Damage, healing, repair and resistance are all counted in PP.',
        cite: at('Attacking and Defending'),
        assumption: DICE_RULER,
    },
    {
        name: 'barely',
        summary: 'A margin under 15: a narrow success (no more than asked) or a narrow failure (little worse than failing).',
        cite: at('Ruling Narration'),
    },
    {
        name: 'moderate',
        summary: 'A margin from 15 to 25: about what was wanted, or a clean failure without backlash.',
        cite: at('Ruling Narration'),
    },
    { name: 'extreme', summary: 'A margin of 25 or more: aced it, or botched it dangerously.', cite: at('Ruling Narration') },
    {
        name: 'two_trait',
        summary:
            'Two mights, each against its own difficulty; the margin is the mean of the two and PP = mean might × margin / 100. One trait can fail while the whole succeeds.',
        cite: at('The Lopsided Two-Trait Ruling'),
        assumption: 'the combination is the public dice ruler’s; the seed shows only that one failed trait does not sink the whole.',
    },
    {
        name: 'lopsided',
        summary: 'One trait soars while the other fails: too much power and no control, or the reverse — narrate the edge.',
        cite: at('The Lopsided Two-Trait Ruling'),
    },
    {
        name: 'passive_defense',
        summary: 'A target who does not defend is attacked against DEX and END (magic: INT and CHA) plus their best avoid skill.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'active_defense',
        summary:
            'When a target defends, each side’s mights are the other’s difficulties: the attack against the defense mights, the defense against the attack mights.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'pp_duration',
        summary: 'Non-damaging effects (and staying conscious) last PP/7 rounds.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'unconscious',
        summary: 'Damage of at least LIF: out, but alive. Healing above 0 LIF revives at once.',
        cite: at('Wounded, Unconscious and Dead'),
    },
    { name: 'dead', summary: 'Damage of twice LIF: dead, typically for good.', cite: at('Wounded, Unconscious and Dead') },
    {
        name: 'stay_conscious',
        summary:
            'Difficulty 25 + damage past 0 LIF. Success: up for the rest of the round and PP/7 rounds more (15 PP → 2), then a new roll opens the next round, with the damage taken meanwhile counted.',
        cite: at('Staying Conscious'),
    },
    {
        name: 'order_of_actions',
        summary:
            'When timing matters, the speed stats (DEX physical, INT magic) are ruled trait against trait; most PP first, then the smaller failsby.',
        cite: at('Order of Actions'),
    },
    {
        name: 'multiple_actions',
        summary: 'Several actions in one post: every might of the post loses 20 per extra action, never below 1.',
        cite: at('Using Your Stats and Skills'),
        assumption: 'the figure is the public dice ruler’s default.',
    },
    { name: 'disabled', summary: 'A vehicle at 0 LIF: immobile, no fighting or dodging; repair above 0 restores it.', cite: at('Vehicle Death') },
    { name: 'destroyed', summary: 'A vehicle at minus its LIF: beyond repair.', cite: at('Vehicle Death') },
    {
        name: 'environmental_damage',
        summary: 'Harm nobody aimed: roll the listed stat(s) against difficulty 1, PP come off the base damage; armour does not help.',
        cite: at('Resisting Environmental Damage'),
    },
    {
        name: 'cumulative',
        summary: 'A cumulative hazard grows by its base each round in a row (gas 5, 10, 15 …); a round out resets it.',
        cite: at('Each Round vs. Cumulative Damage'),
    },
    {
        name: 'falling',
        summary: 'Falling: base damage equal to the feet fallen (20 feet → 20).',
        cite: at('Special Cases - Falling and Space'),
    },
];

export const VAXIA_OUTCOMES: readonly OutcomeSpec[] = [
    {
        name: 'hit',
        label: 'HIT',
        summary: 'The attack succeeded and its PP, less any defense PP and armour, came off LIF.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'stopped',
        label: 'STOPPED',
        summary: 'The attack succeeded but the defense’s PP (and armour) took all of it.',
        cite: at('Attacking and Defending'),
    },
    { name: 'missed', label: 'FAILED', summary: 'The attack’s combined margin fell short: no PP, no damage.', cite: at('Combat Ruling') },
    {
        name: 'no_pp',
        label: 'NO PP',
        summary: 'The attack succeeded by a hair: its PP round to 0 (or metamagic drained them), so it deals nothing.',
        cite: at('Attacking and Defending'),
        assumption: 'the seed never rounds PP; Strife rounds them (option pp_rounding) and names a success that rounds to 0 apart from a failure.',
    },
    {
        name: 'mishap',
        label: 'MISHAP',
        summary: 'A combined margin below −50: an extreme failure that backlashes on the attacker (narrated).',
        cite: at('The Quality of Success and Failure'),
        assumption: 'the −50 threshold is the public dice ruler’s.',
    },
    {
        name: 'redirected',
        label: 'REDIRECTED',
        summary: 'A redirect matched the attack’s PP: it goes elsewhere.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'disarmed',
        label: 'DISARMED',
        summary: 'A disarm matched the attack’s PP: weapon gone or spell cancelled.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'resisted',
        label: 'RESISTED',
        summary: 'Legacy magic: the spell went off (it beat the base difficulty) but did not get past the target.',
        cite: at('Combat Magic'),
    },
    { name: 'fizzled', label: 'FIZZLED', summary: 'Legacy magic: the spell failed even against its base difficulty.', cite: at('Combat Magic') },
];
