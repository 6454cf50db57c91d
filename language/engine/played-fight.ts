/**
 * A fight played at the table (`strife play`, the debugger, `strife run --faces`): the dice the
 * table rolls are typed in, the rest come from the seeded generator, and turns the rules leave to
 * a player may be chosen instead of played by tactics.
 *
 * The engine stays synchronous. A played fight is a list of faces and choices (a `TableRecord`)
 * replayed from the start: `playFight` runs the encounter with those faces given, and where the
 * record runs out it lets the generator go on to the end of the fight — a look ahead — and then
 * reads from the log what each die was for. The first die past the record that belongs to a
 * fighter at the table (or the first turn to choose) is the next question for the table; what
 * happened before it is the fight so far, and the generator's dice before it join the record.
 * Answering appends to the record and plays again: same record, same fight, so replaying a saved
 * record gives the same log byte for byte.
 */
import type { Fighter, RulesetRuntime } from './contract.js';
import { type CombatEvent, CombatLog, type FighterSnapshot, type RollRecord } from './log.js';
import type { EncounterModel, PlannedTurn } from './model.js';
import { type RunResult, runEncounter } from './runner.js';
import { type DrawnDie, FaceOutsideDie, fitsDie, GivenFaces } from './table-dice.js';

/** Who rolls at the table: everyone, or the fighters of these sides and these fighters (by id); the generator rolls for the rest. */
export type TableSeats = 'everyone' | readonly string[];

/** How a fight is played: its seed, who rolls at the table and whose turns are chosen there. */
export interface TableSetup {
    readonly seed: number;
    readonly seats: TableSeats;
    /** Side names and fighter ids whose turns are chosen at the table where their side's tactics would play them. */
    readonly choosers: readonly string[];
}

/** A turn chosen at the table: one of the fighter's attacks at one foe, or its side's tactics. */
export type TurnChoice =
    | { readonly actor: string; readonly attack: string; readonly target: string }
    | { readonly actor: string; readonly tactics: true };

/** What the table said so far: every die of the fight in the order drawn, and every turn chosen. */
export interface TableRecord {
    readonly faces: readonly number[];
    readonly choices: readonly TurnChoice[];
}

/** A fighter at one moment: the ruleset's snapshot and the zone it stands in (when the ruleset places fighters). */
export interface FighterState extends FighterSnapshot {
    readonly zone?: string;
}

/** One die of the fight and what it was for. */
export interface RollInfo {
    readonly sides: number;
    readonly value: number;
    /** True when the face came from the record (typed at the table or given), false when the generator rolled it. */
    readonly given: boolean;
    /** The fighter whose roll it is (the one the log line that shows it is about); undefined when no line shows it. */
    readonly owner?: string;
    /** What it is for, e.g. `Kara's attack (Longsword → Ogre): 1d10!` or `Ogre's damage to Kara: 2d6 + 3 (die 2 of 2)`. */
    readonly label: string;
    /** Index of the event that shows it; undefined when none does. */
    readonly event?: number;
}

/** The table is asked for the face of die `index` (0-based, in the order the fight draws them). */
export interface FaceAsk {
    readonly kind: 'face';
    readonly index: number;
    readonly roll: RollInfo;
}

/** The table is asked what `actor` does in `round` (its side's tactics would say `policy`). */
export interface ChoiceAsk {
    readonly kind: 'choice';
    /** 0-based index among the fight's choices. */
    readonly index: number;
    readonly actor: string;
    readonly round: number;
    readonly policy: string;
    /** Every attack of the fighter at every foe still standing, in encounter order; tactics is always a choice too. */
    readonly options: readonly TurnChoice[];
}

export interface PlayedFight {
    /** Every event of the run: the fight so far (`known` of them), then the look ahead past the question. */
    readonly events: readonly CombatEvent[];
    /** How many of `events` happened: all of them when the fight is over. */
    readonly known: number;
    /** Every fighter before the first event, in encounter order. */
    readonly initial: readonly FighterState[];
    /** Every fighter after each event (`states[i]` after `events[i]`). */
    readonly states: readonly (readonly FighterState[])[];
    /** Every die drawn in the run, the look ahead included; the fight so far drew `record.faces.length` of them. */
    readonly rolls: readonly RollInfo[];
    /** The record the fight so far was played from: the one given, with the generator's dice before the question. */
    readonly record: TableRecord;
    /** The question for the table; undefined when the fight is over. */
    readonly ask?: FaceAsk | ChoiceAsk;
    /** The finished run (same as `runEncounter` with these dice); only when the fight is over. */
    readonly result?: RunResult;
    /** For each event, how many dice were drawn before it was logged. */
    readonly diceBefore: readonly number[];
}

/** A record that does not fit the fight: a face outside its die, or a choice for someone whose turn it is not. */
export class RecordMismatch extends Error {}

/**
 * Plays `encounter` from `record` (see the module comment).
 * @throws RecordMismatch when a face of the record does not fit its die or a choice does not fit
 *   the turn it is asked for; other errors are the engine's (models the checks should refuse).
 */
export function playFight(encounter: EncounterModel, ruleset: RulesetRuntime, setup: TableSetup, record: TableRecord): PlayedFight {
    const run = watchRun(encounter, ruleset, setup, record);
    if (run.error instanceof FaceOutsideDie) {
        const { index, face, sides } = run.error;
        // Play again with the faces before the bad one, to say what the die was for.
        const ahead = watchRun(encounter, ruleset, setup, { faces: record.faces.slice(0, index), choices: record.choices });
        const label = attribute(ahead.rng.drawn, ahead.events, ahead.diceBefore)[index]?.label ?? `a d${sides}`;
        throw new RecordMismatch(misfit(index, face, sides, label));
    }
    if (run.error) throw run.error;
    const drawn = run.rng.drawn;
    const rolls = attribute(drawn, run.events, run.diceBefore);
    const sideOf = new Map(encounter.sides.flatMap(s => s.members.map(m => [m.id, s.name] as const)));
    const atTable = (owner: string | undefined) =>
        setup.seats === 'everyone' ||
        (setup.seats.length > 0 && (owner === undefined || setup.seats.includes(owner) || setup.seats.includes(sideOf.get(owner) ?? '')));
    let face: number | undefined;
    for (let k = record.faces.length; k < drawn.length && face === undefined; k++) if (atTable(rolls[k].owner)) face = k;
    const choice = run.pendingChoice;
    const facesUpTo = (n: number) => drawn.slice(0, n).map(d => d.value);
    const common = { events: run.events, initial: run.initial, states: run.states, rolls, diceBefore: run.diceBefore };
    if (choice && (face === undefined || choice.dice <= face)) {
        return { ...common, known: choice.events, record: { faces: facesUpTo(choice.dice), choices: record.choices }, ask: choice.ask };
    }
    if (face !== undefined) {
        let known = 0;
        while (known < run.events.length && run.diceBefore[known] <= face) known++;
        return {
            ...common,
            known,
            record: { faces: facesUpTo(face), choices: record.choices },
            ask: { kind: 'face', index: face, roll: rolls[face] },
        };
    }
    return { ...common, known: run.events.length, record: { faces: facesUpTo(drawn.length), choices: record.choices }, result: run.result };
}

/** Whether `list` (side names and fighter ids) names `f` or its side. */
function names(list: readonly string[], f: Fighter): boolean {
    return list.includes(f.id) || list.includes(f.side);
}

interface WatchedRun {
    readonly rng: GivenFaces;
    readonly events: CombatEvent[];
    readonly diceBefore: number[];
    readonly initial: FighterState[];
    readonly states: FighterState[][];
    readonly pendingChoice?: { readonly dice: number; readonly events: number; readonly ask: ChoiceAsk };
    readonly result?: RunResult;
    readonly error?: unknown;
}

/** One run from the record with every event watched: the fighters after it and the dice drawn before it. */
function watchRun(encounter: EncounterModel, ruleset: RulesetRuntime, setup: TableSetup, record: TableRecord): WatchedRun {
    const rng = new GivenFaces(setup.seed, record.faces);
    const diceBefore: number[] = [];
    const states: FighterState[][] = [];
    let stateOf: () => FighterState[] = () => [];
    const log = new (class extends CombatLog {
        override add(event: CombatEvent | (() => CombatEvent)): void {
            diceBefore.push(rng.drawn.length);
            super.add(event);
            states.push(stateOf());
        }
    })();
    const policyOf = (side: string) =>
        encounter.tactics.find(t => t.side === side)?.policy ?? encounter.tactics.find(t => t.side === undefined)?.policy ?? '';
    let choices = 0;
    let pendingChoice: WatchedRun['pendingChoice'];
    let initial: FighterState[] = [];
    const chooseTurn = (self: Fighter, round: number, foes: readonly Fighter[]): PlannedTurn | undefined => {
        if (!names(setup.choosers, self)) return undefined;
        const index = choices++;
        const chosen = record.choices[index];
        if (chosen === undefined) {
            const options: TurnChoice[] = self.model.attacks.flatMap(a => foes.map(t => ({ actor: self.id, attack: a.name, target: t.id })));
            pendingChoice ??= {
                dice: rng.drawn.length,
                events: log.events.length,
                ask: {
                    kind: 'choice',
                    index,
                    actor: self.id,
                    round,
                    policy: policyOf(self.side),
                    options: [...options, { actor: self.id, tactics: true }],
                },
            };
            return undefined;
        }
        if (chosen.actor !== self.id)
            throw new RecordMismatch(`Choice ${index + 1} is ${chosen.actor}'s, but ${self.id}'s turn in round ${round} came up.`);
        if ('tactics' in chosen) return undefined;
        if (!self.model.attacks.some(a => a.name === chosen.attack))
            throw new RecordMismatch(`Choice ${index + 1}: ${self.id} has no attack ${chosen.attack}.`);
        if (!encounter.sides.some(s => s.members.some(m => m.id === chosen.target)))
            throw new RecordMismatch(`Choice ${index + 1}: nobody in the fight is called ${chosen.target}.`);
        return { actor: self.id, actions: [{ action: chosen.attack, isAttack: true, targets: [chosen.target], modifiers: [] }] };
    };
    try {
        const result = runEncounter(encounter, ruleset, {
            seed: setup.seed,
            rng,
            log,
            chooseTurn,
            onFighters: (fighters, snapshot) => {
                stateOf = () => fighters.map(f => (f.zone === undefined ? snapshot(f) : { ...snapshot(f), zone: f.zone }));
                initial = stateOf();
            },
        });
        return { rng, events: log.events, diceBefore, initial, states, pendingChoice, result };
    } catch (error) {
        return { rng, events: log.events, diceBefore, initial, states, pendingChoice, error };
    }
}

/** A roll record shown by an event, with whose roll it is and what for. */
interface ShownRoll {
    readonly record: RollRecord;
    readonly owner?: string;
    readonly what: string;
}

/** The rolls an event shows, each with its owner and what it is for, in the order the event lists them. */
function shownRolls(e: CombatEvent): ShownRoll[] {
    switch (e.kind) {
        case 'attack':
            return e.rolls.map(record => ({ record, owner: e.actor, what: `${e.actor}'s attack (${e.attack} → ${e.target})` }));
        case 'damage':
            return (e.rolls ?? []).map(record =>
                e.attacker === undefined
                    ? { record, owner: e.target, what: `damage to ${e.target}` }
                    : { record, owner: e.attacker, what: `${e.attacker}'s damage to ${e.target}` },
            );
        case 'check':
            return e.rolls.map(record => ({ record, owner: e.who, what: `${e.who}'s ${e.what}` }));
        case 'order':
            // An order of acting is the round's initiative, whatever words the ruleset heads it with.
            return e.order.flatMap(o => (o.rolls ?? []).map(record => ({ record, owner: o.id, what: `${o.id}'s initiative` })));
        case 'resource':
            return (e.rolls ?? []).map(record => ({ record, owner: e.who, what: `${e.who}'s ${e.resource} (${e.reason})` }));
        case 'wound':
            return e.rolls.map(record => ({ record, owner: e.who, what: `${e.who}'s wound roll` }));
        case 'action':
            return (e.rolls ?? []).map(record => ({ record, owner: e.actor, what: `${e.actor}'s ${e.action}` }));
        default:
            return [];
    }
}

/**
 * What each drawn die was for: the faces of each event's roll records are matched, in order, to
 * the dice drawn before the event was logged (same size and face). A die no record shows — a roll
 * a ruleset tells only in words, such as an attack rolled again — goes with the next face matched;
 * dice no event shows at all get a plain label.
 */
function attribute(drawn: readonly DrawnDie[], events: readonly CombatEvent[], diceBefore: readonly number[]): RollInfo[] {
    const info: (RollInfo | undefined)[] = new Array(drawn.length).fill(undefined);
    let next = 0;
    events.forEach((event, e) => {
        for (const shown of shownRolls(event)) {
            const faces = shown.record.faces;
            faces.forEach((face, j) => {
                let q = next;
                while (q < diceBefore[e] && (drawn[q].sides !== face.sides || drawn[q].value !== face.value)) q++;
                if (q >= diceBefore[e]) return;
                const label = `${shown.what}: ${shown.record.formula}${faces.length > 1 ? ` (die ${j + 1} of ${faces.length})` : ''}`;
                for (let k = next; k <= q; k++) {
                    const unshown = k < q ? ' (an earlier roll of it)' : '';
                    info[k] = { ...drawn[k], owner: shown.owner, label: `${label}${unshown}`, event: e };
                }
                next = q + 1;
            });
        }
    });
    return drawn.map((d, k) => info[k] ?? { ...d, label: `a d${d.sides} (die ${k + 1} of the fight)` });
}

/**
 * Plays `encounter` from `record`, then answers the table's next questions for faces with
 * `faces`, in order (`strife run --faces`, a launch configuration's `faces`): with everyone at the
 * table these are simply the fight's next dice. Stops at the first question they do not answer
 * (or at the end). `used` counts the faces it took.
 * @throws RecordMismatch for a face outside its die, naming the die.
 */
export function playWithFaces(
    encounter: EncounterModel,
    ruleset: RulesetRuntime,
    setup: TableSetup,
    record: TableRecord,
    faces: readonly number[],
): { fight: PlayedFight; used: number } {
    if (setup.seats === 'everyone') {
        // Every die is the table's: the faces follow the record directly (one run, not one a face).
        const fight = playFight(encounter, ruleset, setup, { faces: [...record.faces, ...faces], choices: record.choices });
        return { fight, used: fight.record.faces.length - record.faces.length };
    }
    let fight = playFight(encounter, ruleset, setup, record);
    let used = 0;
    while (fight.ask?.kind === 'face' && used < faces.length) {
        const face = faces[used++];
        const { index, roll } = fight.ask;
        if (!fitsDie(face, roll.sides)) throw new RecordMismatch(misfit(index, face, roll.sides, roll.label));
        fight = playFight(encounter, ruleset, setup, { faces: [...fight.record.faces, face], choices: fight.record.choices });
    }
    return { fight, used };
}

/** The sentence for a face that does not fit its die. */
function misfit(index: number, face: number, sides: number, label: string): string {
    return `Face ${face} for die ${index + 1} of the fight (${label}) does not fit: a d${sides} shows 1 to ${sides}.`;
}

/** The names of `setup` (who rolls and who chooses at the table) that are neither a side nor a fighter of `encounter`. */
export function unknownNames(encounter: EncounterModel, setup: TableSetup): string[] {
    const known = new Set(encounter.sides.flatMap(s => [s.name, ...s.members.map(m => m.id)]));
    const named = [...(setup.seats === 'everyone' ? [] : setup.seats), ...setup.choosers];
    return [...new Set(named.filter(n => !known.has(n)))];
}
