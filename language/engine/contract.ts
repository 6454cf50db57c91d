/**
 * What the engine asks of a ruleset: the contract between the ruleset-neutral runner
 * (`runner.ts`) and one rule system's resolution. The engine owns these types; a ruleset
 * (language/rulesets/<id>/) implements them. Plain data only: no Langium, LSP or VS Code types.
 */
import type { CombatLog, FighterSnapshot } from './log.js';
import type { EncounterModel, InstanceModel, PlannedTurn } from './model.js';
import type { SeededRng } from './rng.js';

/** Runtime state every ruleset keeps for a combatant; rulesets extend it with their own. */
export interface Fighter {
    readonly id: string;
    readonly side: string;
    readonly model: InstanceModel['model'];
    hp: number;
    maxHp: number;
    /** `fled`: out of the fight, neither down nor dead (rulesets where a combatant can flee); only `active` stands. */
    status: 'active' | 'unconscious' | 'dead' | 'fled';
    /** The zone it stands in, for rulesets that place fighters; unset: none (the debugger shows it). */
    zone?: string;
    /**
     * Its turn this round, scripted or from its side's tactics; undefined: it does nothing. The runner
     * sets it on every fighter before each round is played (a field, not a map by id: read every turn).
     * A ruleset's fighter has it from creation (`plan: undefined`), as its other fields.
     */
    plan: PlannedTurn | undefined;
}

export interface RoundContext<F extends Fighter> {
    readonly round: number;
    readonly fighters: readonly F[];
    readonly rng: SeededRng;
    readonly log: CombatLog;
    /** Sides caught by surprise when the fight starts (`surprised` lines); rulesets without surprise rules ignore it. */
    readonly surprised?: readonly string[];
    byId(id: string): F;
}

export interface TacticsContext<F extends Fighter> {
    readonly round: number;
    readonly fighters: readonly F[];
    readonly rng: SeededRng;
    /** Foes of `self` still active, in encounter order (one list per side and round: never change it). */
    foesOf(self: F): readonly F[];
}

/** One fight's resolution under one ruleset: created per run, so it may keep per-run state. */
export interface RulesetEngine<F extends Fighter = Fighter> {
    /**
     * A fighter for this fight. `carried`, in a day of fights, is what `carryOut` gave for it at the
     * end of its previous fight (after any rest): its wounds, pools, spent uses and lasting
     * conditions. Undefined: it comes fresh.
     */
    createFighter(instance: InstanceModel, carried?: unknown): F;
    /**
     * What a fighter carries out of this fight into the next of a day (rulesets with
     * `features.days`): opaque to the runner, read back by `createFighter` and `RulesetRuntime.rest`.
     */
    carryOut?(f: F): unknown;
    /** The turn a fighter takes under a tactics policy (one of the ruleset's `tactics`). */
    planTactics(self: F, policy: string, ctx: TacticsContext<F>): PlannedTurn;
    /** Plays one whole round, logging every roll and state change. */
    playRound(ctx: RoundContext<F>): void;
    snapshot(f: F): FighterSnapshot;
}

/**
 * What an engine is set up with: the rule options in force (defaults filled in) and the whole
 * encounter — sides, zones and where everyone stands, hazards, surprise — so a ruleset with
 * positions or environmental damage can read them before the first round.
 */
export interface EngineSetup {
    readonly options: Readonly<Record<string, string>>;
    readonly encounter: EncounterModel;
}

/** The words an outcome id is printed with (Rise: `critical` → "CRITICAL HIT"). */
export interface OutcomeWord {
    readonly name: string;
    readonly label: string;
}

/** Where a rest of a day tells what it rolled: the day's log for this member, and its id. */
export interface RestLog {
    readonly log: CombatLog;
    readonly id: string;
}

/** The part of a ruleset the runner needs. */
export interface RulesetRuntime {
    readonly id: string;
    /** Every outcome id the engine's attack events use, with its words. */
    readonly outcomes: readonly OutcomeWord[];
    createEngine(setup: EngineSetup): RulesetEngine<Fighter>;
    /**
     * A rest of a day applied to what a party member carries (`carryOut`'s value): what the rest
     * restores under the ruleset's rules. `rest` is one of the ruleset's `rests`; `rng` is the day's
     * generator, for rests that roll (Paladins' rest action regains 2d4 STA; RPGStuck's hit dice).
     * `told` (a day whose log is kept) takes what the rest rolled and why, as combat events naming
     * the member by its `id`; what it changed the day works out itself from the member before and
     * after (`day.ts RestChange`).
     */
    rest?(rest: string, carried: unknown, model: InstanceModel['model'], rng: SeededRng, told?: RestLog): unknown;
}
