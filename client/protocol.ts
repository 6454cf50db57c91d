// Wire types of the custom `strife/runEncounter` request. Plain data only (no vscode or
// languageclient imports) so that the server can import the same definitions.

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
    /** Encounter name; when omitted the server picks the encounter containing `position`. */
    encounter?: string;
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
