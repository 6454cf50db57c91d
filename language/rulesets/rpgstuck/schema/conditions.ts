/**
 * RPGStuck's condition table: every condition the chapter names (Weakened, Daze, Cripple (n), Aegis,
 * Empower, grappled, Prone, Unconscious) and the states its other rules need a word for (flying and
 * losing flight, hidden and invisible, bleeding from a destroyed artery, out of breath) — each with
 * every effect the engine plays, how it ends, and its citation. What the chapter leaves open is an
 * `assumption`, said in the hover.
 * Source: 000_7e14385943d7d1e7.txt.
 */
import type { ConditionSpec } from '../../ruleset.js';
import { at, ENV, GRAPPLE, HP, MOVEMENT, STEALTH } from './cite.js';

/** A condition "for 1 round" lasts to the end of the next round; one a combatant starts with counts from round 1. */
const DURATION = 'its duration (`for N rounds`: given during a round, it lasts to the end of the Nth round after it)';

export const RPGSTUCK_CONDITIONS: readonly ConditionSpec[] = [
    {
        name: 'unconscious',
        summary: 'Out of the fight: at 0 HP, or knocked out. Alive unless the story says otherwise (no death saves).',
        effects: ['takes no turn and no reaction', 'a rider knocked unconscious stays mounted until it is moved [assumption]'],
        ends: 'healing that brings it above 0 HP; `removes unconscious` when it still has HP (knocked out by an effect, not by damage)',
        // Not rounds: `inflicts unconscious for 1 rounds` is refused (`condition-takes-no-duration`).
        noDuration: true,
        cite: at(HP),
    },
    {
        name: 'weakened',
        summary: "Its damage rolls lose one damage mod: a monster's damage mod, a character's stat mod of the roll.",
        effects: ['every damage roll it makes: − one damage mod'],
        ends: DURATION,
        cite: at('Damage (base) and Mods'),
        assumption: 'on a character, the damage mod is the stat its damage formula adds (the one Assail adds).',
    },
    {
        name: 'dazed',
        summary: 'Dazed: a vitals hit, a shatterpoint crit, or a daze rider.',
        effects: ['no minor action: no Aim, Avert or Assail'],
        ends: `${DURATION}; from grappled vitals, as long as that grapple lasts`,
        cite: at('Common Secret Called Shots Types'),
        assumption:
            'what Daze does is not in this chapter: a dazed combatant has no minor action (the note that every monster has a minor action to Assail or Aim with makes Dazes worth having).',
    },
    {
        name: 'crippled',
        rating: 'required',
        summary: 'Cripple (n): slowed. It stacks with itself: a leg hit adds Cripple (10) for 1 round on top of any other.',
        effects: ['speed − n ft for each Cripple held (never below 0)', 'each Cripple keeps its own rating and duration'],
        ends: DURATION,
        cite: at('Common Called Shot Targets'),
        assumption: 'Cripple (n) takes n feet off speed.',
    },
    {
        name: 'aegis',
        rating: 'required',
        summary: 'Aegis (n): strong against many weak hits.',
        effects: ['each instance of damage it takes − n, not below 0 (on top of an `aegis` stat)', 'true damage and falls ignore it [assumption]'],
        ends: DURATION,
        cite: at('Damage (base) and Mods'),
        assumption: 'the seed names Aegis as strong against weak, numerous attacks without numbers: a flat reduction per instance.',
    },
    {
        name: 'empowered',
        rating: 'required',
        summary: 'Empower (n): bigger base damage dice.',
        effects: [
            '+n die sizes on the base damage roll of each of its attacks (not bonus damage)',
            'several Empowers do not add up: the largest counts',
        ],
        ends: DURATION,
        cite: at('Damage Dice'),
        assumption: 'Empower (n) is n die steps.',
    },
    {
        name: 'grappled',
        source: 'required',
        summary: 'Held by a grappler.',
        effects: [
            'cannot move by its own will (a teleport moves it and escapes the grapple)',
            'moves with its grappler, at the distance it was seized from',
            'the grappler moves at half speed',
            'its held part, if one was seized: vitals Daze it, wings ground it, while the hold lasts',
        ],
        ends: "`escape` (its Athletics or Acrobatics beating the grappler's Athletics), `release`, forced movement taking the grappler out of reach, the grappler struck on the arm and failing its check, the grappler out of the fight",
        cite: at(GRAPPLE),
    },
    {
        name: 'prone',
        summary: 'Knocked down.',
        effects: [
            'a flying creature falls (it is no longer flying)',
            'a rider knocked prone is dismounted',
            'a mount knocked prone throws its rider, prone beside it, unless the rider spends its reaction',
        ],
        ends: 'standing up: its next movement [assumption]',
        excludes: ['flying'],
        cite: at('Mounted Combat'),
        assumption: "prone's own effects on attacks are not in this chapter; Strife plays only the ones it states.",
    },
    {
        name: 'flying',
        summary: 'Aloft: its fly speed is its speed.',
        effects: [
            'a drop in its zone (`hazard falling N`) does not make it fall',
            'when it stops flying over a drop (knocked prone, grounded by a wings hit), it falls',
            "grappling a flier that is made to fall: the grappler's Athletics against the roll that caused it keeps it aloft, else both fall",
        ],
        ends: 'prone; its wings destroyed (for good)',
        excludes: ['prone'],
        cite: at(MOVEMENT),
    },
    {
        name: 'grounded',
        summary: 'Cannot fly: its wings were hit (1 round) or are grappled (while held).',
        effects: ['not aloft while grounded: a drop in its zone makes it fall'],
        ends: `${DURATION}; from grappled wings, when the hold ends`,
        cite: at('Common Called Shot Targets'),
    },
    {
        name: 'arm_struck',
        summary: 'Its arm was hit while it grappled nobody: disadvantage on its grapple attempts for 1 round.',
        effects: ['disadvantage on every check it makes to start a grapple or seize a part (on top of any for size)'],
        ends: DURATION,
        cite: at('Common Called Shot Targets'),
        assumption: '"for 1 round" is read as every other 1-round effect: it lasts to the end of the next round.',
    },
    {
        name: 'hidden',
        summary: 'Undetected: nobody has seen it.',
        effects: ['cannot be seen: attacks against it are at disadvantage'],
        ends: 'it attacks [assumption]; removed',
        cite: at(STEALTH),
        assumption: "the Stealth check that keeps it hidden is the SM's call (the chapter gives it no difficulty); attacking gives it away.",
    },
    {
        name: 'invisible',
        summary: 'Invisible: cannot be seen.',
        effects: ['cannot be seen: attacks against it are at disadvantage'],
        ends: DURATION,
        cite: at(STEALTH),
    },
    {
        name: 'bleeding',
        rating: 'required',
        summary: 'A damage over time, such as a destroyed artery.',
        effects: ['at the start of each of its turns, takes n damage (true damage: no Aegis)'],
        ends: 'psionic healing (a heal from a `psionic` ability), two successful Medicine checks (`medicine`), or its duration',
        cite: at('Common Secret Called Shots Types'),
        assumption: 'the damage is taken at the start of its turn; a Medicine check is d20 + medicine against 10.',
    },
    {
        name: 'out_of_breath',
        summary: 'Its held breath has run out.',
        effects: ['where there is no air (`hazard airless`), it survives CON rounds (at least 1), then drops to 0 HP at the start of its next turn'],
        ends: 'breathing again (out of the airless zone)',
        cite: at(ENV),
    },
];

/** The conditions that stack with themselves (each held on its own): Cripple. Source: §Called Shots and Anatomy (Leg). */
export const STACKING_CONDITIONS: ReadonlySet<string> = new Set(['crippled']);
