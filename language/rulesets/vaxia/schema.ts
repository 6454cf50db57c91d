/**
 * Vaxia / Sirian's vocabulary — stats, skill aspects, vehicle stats, actions, options, tactics,
 * hazards and rule topics — explained in our own words, each with the section of the seed it comes
 * from (004_941aee309a07cd38.txt, the Vaxia ruling guides) and an assumption where the seed is silent.
 */
import type { ActionSpec, Citation, ModifierSpec, OptionSpec, OutcomeSpec, RuleDoc, StatGroupSpec, StatSpec } from '../ruleset.js';
import { AVERAGE_STAT } from './combatant.js';
import { HAZARDS } from './environment.js';

export const VAXIA_SEED = '004_941aee309a07cd38.txt';
const at = (section: string): Citation => ({ file: VAXIA_SEED, section });

/** Where the trait-roll curve comes from, for hovers: the seed uses it but never prints it. */
const DICE_RULER =
    'the d100 curve (needed = 50.5 + atan(0.06·(100·D/(D+M) − 50))·49.5/atan 3) is the public Vaxia dice ruler’s (github Vaxia/vaxia, ui/dice_ruler/dice_ruler.module); the seed uses its needed / winsby / PP but does not print it.';

const stat = (name: string, role: string): StatSpec => ({
    name,
    fallback: AVERAGE_STAT,
    defense: true,
    summary: `${role} 25 is average; a stat plus a relevant skill is a might, the number a d100 ruling uses.`,
    cite: at('Understanding Your Stats'),
    assumption: 'the seed gives no ceiling; Strife accepts 1..200 (a vehicle’s up to 1000) and defaults an unwritten stat to the average, 25.',
});

export const VAXIA_STATS: readonly StatSpec[] = [
    stat('STR', 'Strength: the "power" of physical attacks; with END it blocks.'),
    stat('DEX', 'Dexterity: the "to hit" of physical attacks, the speed stat of physical actions, half of a dodge.'),
    stat('END', 'Endurance: physical "soaking"; the usual stat for staying conscious and resisting most hazards.'),
    stat('INT', 'Intelligence: the "to hit" of magic and psi, the speed stat of magical actions, half of a dodge.'),
    stat('SPIR', 'Spirit (also written SPI): the "power" of magic and psi; with CHA it blocks magically.'),
    stat('CHA', 'Charisma: magical "soaking"; with INT it is the passive defense against magic.'),
    stat('CON', 'Constitution: resists noxious gas and drowning.'),
    stat('AWA', 'Awareness: noticing things; thick gas can penalise it.'),
    {
        name: 'LIF',
        required: true,
        min: 1,
        max: 100000,
        summary:
            'Life (a vehicle’s too): damage comes off it. Damage of at least LIF knocks the character out; twice LIF kills. Healing above 0 LIF brings them straight back.',
        cite: at('Wounded, Unconscious and Dead'),
    },
    {
        name: 'armor',
        min: 0,
        max: 100,
        fallback: 0,
        summary: 'Armour’s damage reduction: taken off every attack’s damage after the defense. It never helps against environmental damage.',
        cite: at('Armor and Environmental Damage'),
        assumption: 'the seed names armour’s damage reduction but gives no figures: a flat number, 0 unless written.',
    },
    {
        name: 'shield',
        min: 0,
        max: 100,
        fallback: 0,
        summary: 'A shield’s extra absorb, taken off an attack’s damage only while blocking it. No help against environmental damage.',
        cite: at('Attacking and Defending'),
        assumption: 'a flat number, 0 unless written.',
    },
];

export const VAXIA_STAT_GROUPS: readonly StatGroupSpec[] = [
    {
        name: 'skills',
        open: true,
        min: 0,
        max: 200,
        summary:
            'Skills by any name, each added to a stat to make a might. A skill named after a defense (block, dodge, parry, counter, redirect, disarm — or ending in _block, _dodge…) carries that avoid aspect; hardcore, piloting, repair, healing and magic_resist do what they say; any other is a combat skill that adds to attacks (magical when its name says magic, psi, spell, arcane or divine).',
        cite: at('Combat Stats and Skills'),
        assumption: 'the seed keeps a skill’s aspects in its description; Strife reads them from the name.',
    },
];

/** A vehicle's own stats beside LIF, with their wider scale (checks/combatant.ts reads the ranges). */
export const VAXIA_VEHICLE_STATS: readonly StatSpec[] = [
    {
        name: 'END',
        min: 1,
        max: 1000,
        summary:
            'Armour. Against attacks from outside, it stands in for the END might of everyone aboard a closed vehicle (plus piloting for the pilot).',
        cite: at('Understanding Vehicle Stats'),
    },
    {
        name: 'STR',
        min: 1,
        max: 1000,
        summary: 'Weapons or ramming power: the pilot attacks with vehicle STR + piloting instead of their own STR.',
        cite: at('Understanding Vehicle Stats'),
    },
    {
        name: 'DEX',
        min: 1,
        max: 1000,
        summary: 'Manoeuvrability: the pilot’s DEX might (DEX + piloting) cannot exceed it.',
        cite: at('Understanding Vehicle Stats'),
    },
];

/** Flags of a vehicle. */
export const VAXIA_VEHICLE_TAGS: readonly RuleDoc[] = [
    {
        name: 'closed',
        summary:
            'Encloses pilot and passengers (a shuttle, a tank): its END protects everyone aboard from outside attacks; passengers cannot dodge unless they leap out.',
        cite: at('Vehicle Combat'),
    },
    {
        name: 'open',
        summary: 'A bike, a thruster pack, a horse: riders soak with their own END unless the attacker targets the vehicle itself.',
        cite: at('Open Vehicles'),
    },
    { name: 'shields', summary: 'Shield capability: the vehicle may block.', cite: at('Vehicle Combat') },
    {
        name: 'vehicle',
        summary:
            'Anything that carries riders about the field, a horse as much as a tank: LIF, END, STR and DEX; its pilot’s mights drive it; closed unless tagged open. At 0 LIF disabled, at −LIF destroyed.',
        cite: at('Vehicles and Vehicle Combat'),
    },
    { name: 'electronic', summary: 'Has electronics: an EMP harms it (vehicles always do).', cite: at('Environmental Damage Base Damage Chart') },
    {
        name: 'breathes_water',
        summary: 'Breathes water naturally: never drowns, and the deep sea harms it only by its cold and pressure (10 a round, growing by 10).',
        cite: at('Environmental Damage Base Damage Chart'),
    },
    {
        name: 'gun_ports',
        summary: 'Passengers may fight from inside with their own stats and weapons, besides the pilot’s actions.',
        cite: at('Open Vehicles'),
    },
];

/** Per-attack stats and tags. */
export const VAXIA_ATTACK_STATS: readonly StatSpec[] = [
    {
        name: 'skill',
        min: 0,
        max: 200,
        summary:
            'The attack skill (its damage aspect) added to both attack mights. Unwritten: the attacker’s best combat skill of the attack’s realm.',
        cite: at('Combat Stats and Skills'),
    },
];

export const VAXIA_ATTACK_TAGS: readonly RuleDoc[] = [
    { name: 'physical', summary: 'A mundane attack: DEX and STR mights against DEX and END. The default.', cite: at('Combat Stats and Skills') },
    {
        name: 'magic',
        summary:
            'A magical or psi attack: INT and SPIR mights against INT and CHA. Ruled exactly like a physical attack (no base difficulty, unless the legacy magic option is on).',
        cite: at('Combat Ruling'),
    },
    { name: 'psi', summary: 'Same as magic.', cite: at('Combat Ruling') },
    {
        name: 'non_lethal',
        summary: 'The attacker holds back: PP beyond what takes the target to 0 LIF are not counted.',
        cite: at('Attacking and Defending'),
    },
];

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
        name: 'stay_conscious',
        targets: 'none',
        economy: 'free',
        summary: 'Past 0 LIF, roll END (or STR, SPIR, CHA) + a hardcore skill against 25 + the damage past 0; success keeps you up PP/7 rounds.',
        cite: at('Staying Conscious'),
        assumption: 'the roll is not an action of the post (no multiple-action penalty); a success lasts at least the current round.',
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
        name: 'metamagic',
        targets: 'one',
        summary:
            'Legacy magic only: bolster, drain, reshape or redirect another spell, against 45 + its caster’s INT and SPI. Needs a spell to act on.',
        cite: at('History of Magic Ruling'),
    }),
];

export const VAXIA_TACTICS: readonly RuleDoc[] = [
    { name: 'attack_first', summary: 'Attack the first active foe in encounter order; stand against attacks.', cite: at('Attacking and Defending') },
    { name: 'attack_weakest', summary: 'Attack the active foe with the least LIF left; stand against attacks.', cite: at('Attacking and Defending') },
    {
        name: 'attack_strongest',
        summary: 'Attack the active foe with the most LIF left; stand against attacks.',
        cite: at('Attacking and Defending'),
    },
    {
        name: 'defend_best',
        summary:
            'Attack the weakest foe and defend in the same post (both under the multiple-action penalty): each incoming attack meets the allowed defense with the least expected damage, exactly computed, or none.',
        cite: at('Attacking and Defending'),
        assumption: 'the seed leaves the choice to the player; this policy is ours.',
    },
    {
        name: 'defend_block',
        summary: 'Attack the weakest foe and block (a vehicle without shields dodges), both at the multiple-action penalty.',
        cite: at('Attacking and Defending'),
    },
    { name: 'defend_dodge', summary: 'Attack the weakest foe and dodge, both at the multiple-action penalty.', cite: at('Attacking and Defending') },
    { name: 'defend_only', summary: 'Only defend (the best allowed defense), no penalty.', cite: at('Attacking and Defending') },
];

/** The options: the one source of their names, values and defaults (read by options.ts). */
export const VAXIA_OPTIONS = [
    {
        name: 'pp_rounding',
        values: ['nearest', 'floor'],
        default: 'nearest',
        summary: 'How PP become whole numbers before damage and subtraction.',
        cite: at('Ruling Narration'),
        assumption: 'the seed never rounds; the public dice ruler shows PP to the nearest whole number, halves away from zero.',
    },
    {
        name: 'duration_rounding',
        values: ['floor', 'nearest'],
        default: 'floor',
        summary: 'How PP/7 durations (staying conscious, lasting effects) become whole rounds.',
        cite: at('Staying Conscious'),
        assumption: 'the seed’s one example (15 PP → 2 rounds) fits both; the public ruler displays PP/7 to the nearest.',
    },
    {
        name: 'mishap',
        values: ['failsby_over_50', 'never'],
        default: 'failsby_over_50',
        summary: 'A two-trait ruling whose combined margin is below −50 is a mishap (a backlash for the narration).',
        cite: at('The Quality of Success and Failure'),
        assumption: 'the threshold is the public dice ruler’s; the seed speaks only of extreme failures (25+).',
    },
    {
        name: 'legacy_magic',
        values: ['off', 'on'],
        default: 'off',
        summary:
            'The superseded magic ruling: spells against 25 + the defending stats (metamagic 45 + the caster’s), with mundane defenses ruled in two parts.',
        cite: at('History of Magic Ruling'),
    },
    {
        name: 'metamagic_difficulty',
        values: ['stat', 'might'],
        default: 'stat',
        summary: 'Legacy metamagic: 45 plus the opposing caster’s INT and SPI stats, or their mights.',
        cite: at('History of Magic Ruling'),
        assumption: 'the seed says "might" once and then excludes the caster’s magic skill; stats by default.',
    },
    {
        name: 'metamagic_partial',
        values: ['allowed', 'not_allowed'],
        default: 'allowed',
        summary: 'Whether a reshape or redirect short of the caster’s PP partly succeeds (the spell hits neither target).',
        cite: at('History of Magic Ruling'),
    },
    {
        name: 'multi_action_penalty',
        values: ['20', '10', '15', '25', '30', '0'],
        default: '20',
        summary: 'Every might of a post loses this much per extra action (never below 1).',
        cite: at('Using Your Stats and Skills'),
        assumption: 'the seed points to a guide it does not include; 20 is the public dice ruler’s default.',
    },
    {
        name: 'order_of_actions',
        values: ['simultaneous', 'speed'],
        default: 'simultaneous',
        summary: 'Whether a round’s actions land together, or in the order set by the PP of their speed stats (DEX, or INT for magic).',
        cite: at('Order of Actions'),
    },
    {
        name: 'stay_conscious',
        values: ['hardcore', 'characters', 'never'],
        default: 'hardcore',
        summary:
            'Who rolls to stay conscious on crossing 0 LIF when the script does not say (a scripted stay_conscious always does): those with a hardcore skill, every character, or nobody.',
        cite: at('Staying Conscious'),
        assumption: 'the seed leaves the wish to the player.',
    },
    {
        name: 'frost',
        values: ['lif_damage', 'dex_penalty'],
        default: 'lif_damage',
        summary: 'Extreme cold as LIF damage, or as a stacking DEX penalty.',
        cite: at('Environmental Damage Base Damage Chart'),
    },
] as const satisfies readonly OptionSpec[];

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
        summary: 'Difficulty 25 + damage past 0 LIF; PP/7 rounds up, then again with the new damage counted.',
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
    { name: 'staying_conscious', summary: 'Past 0 LIF but up for PP/7 rounds of a stay-conscious roll.', cite: at('Staying Conscious') },
];

/** Damage categories are words for the narration: the seed rules no resistances by category. */
export const VAXIA_DAMAGE_CATEGORIES: readonly RuleDoc[] = [
    'edged',
    'blunt',
    'piercing',
    'fire',
    'cold',
    'electric',
    'acid',
    'force',
    'psychic',
    'poison',
].map(name => ({
    name,
    summary: `${name} damage: a word for the narration. PP are damage whatever their kind (magic and mundane follow the same rules).`,
    cite: at('Magic/Psi vs Mundane Actions'),
}));
