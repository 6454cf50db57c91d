// Wire types of the custom `strife/runEncounter` request. Plain data only (no vscode or
// languageclient imports) so that the server can import the same definitions.

/**
 * `initializationOptions` a client may send: `clientRunsLenses` — it registers the lens commands
 * (`strife.runEncounter`, `strife.simulateEncounter`) itself, as the VS Code extension does, so the
 * server offers none through `workspace/executeCommand` (language/lsp/command-handler.ts).
 */
export interface StrifeInitializationOptions {
    readonly clientRunsLenses?: boolean;
}

/** LSP method name of the run request. */
export const RUN_ENCOUNTER_METHOD = 'strife/runEncounter';

/** Zero-based LSP position. */
export interface RunEncounterPosition {
    line: number;
    character: number;
}

/** Parameters of `strife/runEncounter`, sent by the client. */
export interface RunEncounterParams {
    /** Document URI as a string (`file:///…` or `untitled:…`). */
    uri: string;
    /** Encounter name; when omitted the server picks the encounter (or day) containing `position`. */
    encounter?: string;
    /** A day's name instead of an encounter: the day is run, each fight with what the party carried in and out. */
    day?: string;
    /** Cursor position, sent only when `encounter` is not known. */
    position?: RunEncounterPosition;
    /** Explicit seed; overrides the encounter's own `seed` line. */
    seed?: number;
    /** `strife.defaultSeed` setting: used when there is neither `seed` nor a `seed` line. */
    defaultSeed?: number;
}

/** Result of `strife/runEncounter`. */
export interface RunEncounterResult {
    /** False when diagnostics prevented the run; `output` then lists them. */
    ok: boolean;
    /** Battle log, or the diagnostics that blocked the run. */
    output: string;
}

/** LSP method name of the simulation request. */
export const SIMULATE_ENCOUNTER_METHOD = 'strife/simulateEncounter';
/** Server → client notification: how far a simulation is. */
export const SIMULATION_PROGRESS_METHOD = 'strife/simulationProgress';

/** Parameters of `strife/simulateEncounter`. Cancelling the request stops the simulation's workers. */
export interface SimulateEncounterParams {
    uri: string;
    encounter?: string;
    /** A day's name instead of an encounter: the day is simulated. */
    day?: string;
    position?: RunEncounterPosition;
    /** Number of runs, 1 to 1,000,000. */
    runs: number;
    seed?: number;
    defaultSeed?: number;
    /** Echoed in progress notifications so the client can tell simulations apart. */
    progressToken: string;
}

/** `strife/simulationProgress`: `done` of `total` runs played. */
export interface SimulationProgressParams {
    progressToken: string;
    done: number;
    total: number;
}

/** Result of `strife/simulateEncounter`. */
export interface SimulateEncounterResult {
    /** False when the file has errors, the encounter is unknown or the runs are out of range; `message` says why. */
    ok: boolean;
    message?: string;
    /** The report's title (the encounter or day). */
    title?: string;
    /** The standalone report page (same as `strife simulate --report x.html`). */
    html?: string;
    /** The same report as Markdown. */
    markdown?: string;
}

// ---- The debugger (debug type `strife`). Its adapter runs in the language server, which holds the
// documents as edited: the extension passes the Debug Adapter Protocol's messages through.

/** LSP notification, both ways: one DAP message of one debug session. */
export const DEBUG_MESSAGE_NOTIFICATION = 'strife/debugMessage';
/** LSP notification, client → server: a debug session ended (its adapter is dropped). */
export const DEBUG_END_NOTIFICATION = 'strife/debugEnd';

export interface DebugMessageParams {
    /** VS Code's id of the debug session. */
    session: string;
    /** A DAP message (request, response or event). */
    message: unknown;
}

/** DAP custom event, adapter → client: the table is asked for the face of a die, or for a turn. */
export const ASK_EVENT = 'strife.ask';

export interface AskEventBody {
    kind: 'face' | 'choice';
    /** What is asked, e.g. "Kara's attack (Longsword → Ogre): 1d10!". */
    title: string;
    /** For a face: the die's size (faces 1 to `sides`). */
    sides?: number;
    /** For a choice: the options in words, in order (the answer is the option's number, from 1). */
    options?: string[];
}

/** DAP custom request, client → adapter: the answer to the question asked (`text` as typed). */
export const ANSWER_REQUEST = 'strife.answer';
/** DAP custom request, client → adapter: save the fight so far to `path`. */
export const SAVE_REQUEST = 'strife.save';
/** DAP custom request, client → adapter: start the fight again with `seed`. */
export const RESTART_WITH_SEED_REQUEST = 'strife.restartWithSeed';

/** LSP method: what the Balance… command may vary in an encounter (its quick picks). */
export const BALANCE_CHOICES_METHOD = 'strife/balanceChoices';

export interface BalanceChoicesParams {
    uri: string;
    encounter?: string;
    position?: RunEncounterPosition;
}

/** Result of `strife/balanceChoices`; `suggested` is a `--vary` text to start from (e.g. `Bandit x1..8`). */
export interface BalanceChoicesResult {
    ok: boolean;
    message?: string;
    encounter?: string;
    counts?: { name: string; current: number; suggested: string }[];
    stats?: { combatant: string; stat: string; current: number; suggested: string }[];
    options?: { name: string; values: string[]; current: string; suggested: string }[];
}

/** LSP method: a balance of an encounter (`strife balance` in the server). Cancelling it stops its workers. */
export const BALANCE_ENCOUNTER_METHOD = 'strife/balanceEncounter';
/** Server → client notification: how far a balance is. */
export const BALANCE_PROGRESS_METHOD = 'strife/balanceProgress';

export interface BalanceEncounterParams {
    uri: string;
    encounter?: string;
    position?: RunEncounterPosition;
    /** One or two `--vary` texts: `Bandit x1..8`, `Ogre.hit_points=20..60 step 5`, `monsters_at_zero`. */
    vary: string[];
    /** A `--target` text (`hard`, `win 60%`); none: a sweep. */
    target?: string;
    /** Runs per setting (a sweep) or at most per setting (a search); default as `strife balance`. */
    runs?: number;
    seed?: number;
    defaultSeed?: number;
    /** Echoed in progress notifications. */
    progressToken: string;
}

/** `strife/balanceProgress`: runs played so far, and in all when known (a sweep). */
export interface BalanceProgressParams {
    progressToken: string;
    runs: number;
    total?: number;
}

/** One text replacement of a setting, as the editor applies it. */
export interface BalanceWireEdit {
    uri: string;
    range: { start: RunEncounterPosition; end: RunEncounterPosition };
    /** The text the range holds now: the write-back is refused when the file no longer says it. */
    oldText: string;
    newText: string;
}

export interface BalanceEncounterResult {
    ok: boolean;
    message?: string;
    title?: string;
    /** The page (same as `strife balance --format html`); its buttons name settings by index into `settings`. */
    html?: string;
    markdown?: string;
    /** Every setting: its words and the edits that write it. */
    settings?: { label: string; edits: BalanceWireEdit[] }[];
    /** The setting the answer chose, if any. */
    answer?: number;
}
