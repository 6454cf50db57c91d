/**
 * The ruleset-neutral encounter runner: builds fighters, plans each round from the script or the
 * tactics, asks the ruleset to play it, and stops when at most one side stands, when the script
 * and tactics run out, or at the round limit.
 */
import type { Fighter, RulesetRuntime } from './contract.js';
import { CombatLog, type FighterSnapshot } from './log.js';
import type { EncounterModel, PlannedTurn } from './model.js';
import { internStrings } from './interned.js';
import { SeededRng } from './rng.js';
import { activeFoes } from './tactics.js';

export interface RunResult {
    readonly encounter: string;
    readonly seed: number;
    readonly log: CombatLog;
    /** The side left standing; undefined for a draw or an unfinished fight. */
    readonly winner?: string;
    readonly reason: string;
    /** Why there is no winner, when there is none: the round limit came, the script ran out, or nobody is left standing. */
    readonly undecidedBy?: UndecidedBy;
    readonly rounds: number;
    readonly final: readonly FighterSnapshot[];
    /** What each fighter carries out of the fight, by id (rulesets with `carryOut`, when the run carried state in: a day's fights). */
    readonly carried?: ReadonlyMap<string, unknown>;
    /** Every fighter as the fight began, when `RunOptions.snapshotStart` asked for it. */
    readonly start?: readonly FighterSnapshot[];
}

/** Why a run ends with no winner (`RunResult.undecidedBy`), in the order a simulation counts them. */
export const UNDECIDED_CAUSES = ['round-limit', 'script', 'everyone-down'] as const;
export type UndecidedBy = (typeof UNDECIDED_CAUSES)[number];

export interface RunOptions {
    readonly seed: number;
    /** False for simulations: no events are kept. */
    readonly keepLog?: boolean;
    /**
     * The log to write to instead of a new one: render-stream.ts renders its events as they come, a
     * played fight (`played-fight.ts`) watches each event as it is added.
     */
    readonly log?: CombatLog;
    /** Called before each round is played (for progress reports); not part of the result. */
    readonly onRound?: (round: number, roundLimit: number) => void;
    /** The generator to draw from instead of a new one seeded with `seed` (a day draws every fight from one). */
    readonly rng?: SeededRng;
    /**
     * State carried in from an earlier fight of a day, by instance id (see `RulesetEngine.carryOut`);
     * given (even empty), the run also carries its fighters' state out (`RunResult.carried`).
     */
    readonly carried?: ReadonlyMap<string, unknown>;
    /** Keep every fighter's snapshot as the fight begins (`RunResult.start`). */
    readonly snapshotStart?: boolean;
    /** Called once, when the fighters exist and before the first event, with the ruleset's snapshot of a fighter. */
    readonly onFighters?: (fighters: readonly Fighter[], snapshot: (f: Fighter) => FighterSnapshot) => void;
    /**
     * The turn of a fighter its side's tactics would play, chosen elsewhere (at the table:
     * `played-fight.ts`); undefined leaves it to the tactics. Called in encounter order, before the
     * round is played.
     */
    readonly chooseTurn?: (self: Fighter, round: number, foes: readonly Fighter[]) => PlannedTurn | undefined;
}

/**
 * Runs `encounter` under `ruleset` with the seeded generator; same inputs, same result.
 * @throws Error only for models the validator would have rejected (unknown instance ids).
 */
export function runEncounter(encounter: EncounterModel, ruleset: RulesetRuntime, options: RunOptions): RunResult {
    // Once per model, before any engine reads it: its strings compared by reference from here on.
    internStrings(encounter);
    const rng = options.rng ?? new SeededRng(options.seed);
    const log = options.log ?? new CombatLog(options.keepLog ?? true);
    const engine = ruleset.createEngine({ options: encounter.options, encounter });
    const { lastScripted, scriptOf, policies, indexOf } = planningTables(encounter);
    // Plain loops: this runs once per run, thousands of times in a simulation.
    const fighters: Fighter[] = [];
    for (let i = 0; i < encounter.sides.length; i++) {
        const members = encounter.sides[i].members;
        for (let j = 0; j < members.length; j++) fighters.push(engine.createFighter(members[j], options.carried?.get(members[j].id)));
    }
    options.onFighters?.(fighters, f => engine.snapshot(f));
    const start = options.snapshotStart ? fighters.map(f => engine.snapshot(f)) : undefined;
    const byId = (id: string): Fighter => {
        const i = indexOf.get(id);
        if (i === undefined) throw new Error(`unknown combatant ${id}`);
        return fighters[i];
    };
    if (log.enabled)
        log.add({
            kind: 'start',
            encounter: encounter.name,
            ruleset: ruleset.id,
            seed: options.seed,
            sides: encounter.sides.map(s => ({ name: s.name, members: s.members.map(m => m.id) })),
            outcomes: Object.fromEntries(ruleset.outcomes.map(o => [o.name, o.label])),
        });

    // Foes are asked for while turns are planned, before the round is played: nobody's status changes
    // in between, so one list per side serves the whole round (a fighter per turn filtered them anew).
    // Kept by the side's place among the encounter's few sides, with the round it was made in: no map
    // to clear and look up for every turn of every run.
    let round = 0;
    const sides = encounter.sides;
    const foesList: (readonly Fighter[])[] = [];
    // The round each side's list was made in (0: none yet; rounds count from 1).
    const foesRound: number[] = [];
    for (let k = 0; k < sides.length; k++) {
        foesList.push(NO_FIGHTERS);
        foesRound.push(0);
    }
    const foesOf = (self: Fighter): readonly Fighter[] => {
        let k = 0;
        while (k < sides.length && sides[k].name !== self.side) k++;
        if (k === sides.length) return activeFoes(fighters, self);
        if (foesRound[k] !== round) {
            foesList[k] = activeFoes(fighters, self);
            foesRound[k] = round;
        }
        return foesList[k];
    };

    let reason = `the round limit (${encounter.roundLimit}) was reached`;
    let winner: string | undefined;
    let standingDecided = false;
    let scriptRanOut = false;
    while (round < encounter.roundLimit) {
        const standing = lastSideStanding(fighters);
        if (standing !== SEVERAL) {
            winner = standing;
            reason = standingReason(winner);
            standingDecided = true;
            break;
        }
        const next = round + 1;
        const scripted = scriptOf.get(next);
        if (!scripted && next > lastScripted && encounter.tactics.length === 0) {
            reason = 'the script ran out and no tactics were given';
            scriptRanOut = true;
            break;
        }
        round = next;
        options.onRound?.(round, encounter.roundLimit);
        // Each combatant's turn (`Fighter.plan`): its scripted line, else (active) its side's tactics
        // if it has any, unless the turn is chosen elsewhere.
        const choose = options.chooseTurn;
        const tacticsCtx = { round, fighters, rng, foesOf };
        for (let i = 0; i < fighters.length; i++) {
            const f = fighters[i];
            const policy = policies[i];
            f.plan =
                scripted?.get(f.id) ??
                (f.status === 'active' && policy ? (choose?.(f, round, foesOf(f)) ?? engine.planTactics(f, policy, tacticsCtx)) : undefined);
        }
        engine.playRound({ round, fighters, rng, log, byId, surprised: encounter.surprised });
    }
    if (round >= encounter.roundLimit) {
        const standing = lastSideStanding(fighters);
        if (standing !== SEVERAL) {
            winner = standing;
            reason = standingReason(winner);
            standingDecided = true;
        }
    }
    const undecidedBy: UndecidedBy | undefined =
        winner !== undefined ? undefined : standingDecided ? 'everyone-down' : scriptRanOut ? 'script' : 'round-limit';
    const final = fighters.map(f => engine.snapshot(f));
    if (log.enabled) log.add({ kind: 'end', winner, reason, rounds: round, final });
    // Only a run that carried state in (a fight of a day) carries it out: simulations of one fight skip the work.
    const carryOut = options.carried ? engine.carryOut?.bind(engine) : undefined;
    const carried = carryOut && new Map(fighters.map(f => [f.id, carryOut(f)]));
    return {
        encounter: encounter.name,
        seed: options.seed,
        log,
        winner,
        reason,
        undecidedBy,
        rounds: round,
        final,
        carried,
        start,
    };
}

/**
 * Why a fight ended with at most one side standing: the winner (printed before it, "heroes won")
 * needs no repeating, and a side's name takes no verb of its own here (`heroes`, `the party`).
 */
function standingReason(winner: string | undefined): string {
    return winner ? 'the last side standing' : 'no side is left standing';
}

interface PlanningTables {
    /** The last round the script gives turns for (0: none). */
    readonly lastScripted: number;
    /** Each scripted round's turns by actor, an actor's lines merged in script order. */
    readonly scriptOf: ReadonlyMap<number, ReadonlyMap<string, PlannedTurn>>;
    /** Each combatant's side's tactics (its own, else the encounter's default), by place among the fighters. */
    readonly policies: readonly (string | undefined)[];
    /** Each combatant's place among the fighters (sides in order, members in order), by id. */
    readonly indexOf: ReadonlyMap<string, number>;
}

/** Tables of encounter models already played: a simulation plays one model thousands of times. */
const tablesOf = new WeakMap<EncounterModel, PlanningTables>();

/**
 * What the runner looks up every round, worked out once per encounter model (models are not
 * changed once built): the scripted turns by round, each side's tactics, each combatant's place.
 */
function planningTables(encounter: EncounterModel): PlanningTables {
    const known = tablesOf.get(encounter);
    if (known) return known;
    const scriptOf = new Map<number, Map<string, PlannedTurn>>();
    for (const r of encounter.script) {
        let turns = scriptOf.get(r.round);
        if (!turns) scriptOf.set(r.round, (turns = new Map()));
        for (const turn of r.turns) {
            const existing = turns.get(turn.actor);
            turns.set(turn.actor, existing ? { actor: turn.actor, actions: [...existing.actions, ...turn.actions] } : turn);
        }
    }
    const fallback = encounter.tactics.find(t => t.side === undefined)?.policy;
    const tacticsOf = new Map<string, string>();
    for (const side of encounter.sides) {
        const policy = encounter.tactics.find(t => t.side === side.name)?.policy ?? fallback;
        if (policy) tacticsOf.set(side.name, policy);
    }
    const indexOf = new Map<string, number>();
    const policies: (string | undefined)[] = [];
    for (const side of encounter.sides)
        for (const m of side.members) {
            indexOf.set(m.id, indexOf.size);
            policies.push(tacticsOf.get(side.name));
        }
    const tables = { lastScripted: Math.max(0, ...scriptOf.keys()), scriptOf, policies, indexOf };
    tablesOf.set(encounter, tables);
    return tables;
}

/** No fighters (a side's foes before its list is made; shared, never changed). */
const NO_FIGHTERS: readonly Fighter[] = [];

/** `lastSideStanding`'s answer while two or more sides still have an active combatant. */
const SEVERAL = Symbol('several sides standing');

/** The only side with a combatant still active (undefined: none is), or SEVERAL; allocates nothing (checked every round of every run). */
function lastSideStanding(fighters: readonly Fighter[]): string | undefined | typeof SEVERAL {
    let side: string | undefined;
    for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i];
        if (f.status !== 'active') continue;
        if (side === undefined) side = f.side;
        else if (f.side !== side) return SEVERAL;
    }
    return side;
}
