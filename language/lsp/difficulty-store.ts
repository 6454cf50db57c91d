/**
 * The verdicts of "difficulty as you type" (`server/live-difficulty.ts` plays a small simulation of
 * each encounter of an open document after an edit settles), by document and encounter, for the
 * encounter's CodeLens. A verdict is shown only for the document version it was worked out for;
 * the server drops a document's verdicts whenever a build relinks it (an import changed).
 */
import type { Verdict } from '../engine/simulate.js';

export interface LiveVerdict {
    /** The document version the simulation ran on. */
    readonly version: number;
    readonly verdict: Verdict;
    readonly judgedSide: string;
    /** The judged side's win rate and its 95% Wilson interval, shares in [0, 1]. */
    readonly rate: number;
    readonly low: number;
    readonly high: number;
    readonly runs: number;
    /** Runs the setting allows (`strife.difficultyAsYouType.runs`): `runs` grows to it as more come in. */
    readonly budget: number;
    readonly seed: number;
}

export class DifficultyStore {
    private readonly byDocument = new Map<string, Map<string, LiveVerdict>>();

    set(uri: string, encounter: string, verdict: LiveVerdict): void {
        let encounters = this.byDocument.get(uri);
        if (!encounters) this.byDocument.set(uri, (encounters = new Map()));
        encounters.set(encounter, verdict);
    }

    /** The verdict of `encounter` in the document at `version`, if one was worked out for that version. */
    get(uri: string, encounter: string, version: number): LiveVerdict | undefined {
        const verdict = this.byDocument.get(uri)?.get(encounter);
        return verdict?.version === version ? verdict : undefined;
    }

    /** Forgets a document's verdicts (it changed, or something it imports did). */
    clear(uri: string): void {
        this.byDocument.delete(uri);
    }
}
