/**
 * Messages of the playground: the page's one custom request to the language-server worker, and the
 * jobs it hands the engine worker. Plain data only, imported by the page and both workers.
 */
import type { EncounterModel } from '../language/engine/model.js';

/**
 * `strife/prepareEncounter` (page → language server): picks an encounter of an open document and
 * its seed exactly as the desktop server's `strife/runEncounter` and `strife/simulateEncounter`
 * do (language/workspace/run-service.ts, language/simulation/prepare.ts), and answers with the
 * plain model the engine worker plays. The playing itself happens in the engine worker, so the
 * editor's worker keeps answering while a simulation runs.
 */
export const PREPARE_ENCOUNTER_METHOD = 'strife/prepareEncounter';

export interface PrepareEncounterParams {
    readonly uri: string;
    /** The encounter's name; without it, the encounter around `offset`, else the file's first. */
    readonly encounter?: string;
    /** Offset of the cursor in the document. */
    readonly offset?: number;
    readonly purpose: 'run' | 'simulate';
    /** An explicit seed (Run with seed…); else the encounter's `seed` line, else 1. */
    readonly seed?: number;
}

export type PrepareEncounterResult =
    | { readonly ok: true; readonly model: EncounterModel; readonly ruleset: string; readonly seed: number }
    | { readonly ok: false; readonly message: string };

/** A job of the engine worker (one worker per job; terminating it cancels the job). */
export type EngineJob =
    | { readonly kind: 'run'; readonly model: EncounterModel; readonly ruleset: string; readonly seed: number }
    | { readonly kind: 'simulate'; readonly model: EncounterModel; readonly ruleset: string; readonly seed: number; readonly runs: number };

/** What the engine worker posts back: progress, then one final message. */
export type EngineMessage =
    | { readonly kind: 'progress'; readonly done: number; readonly total: number; readonly unit: 'round' | 'run' }
    | { readonly kind: 'log'; readonly ok: boolean; readonly output: string }
    | { readonly kind: 'report'; readonly title: string; readonly html: string; readonly markdown: string; readonly ms: number }
    | { readonly kind: 'failed'; readonly message: string };
