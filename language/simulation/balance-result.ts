/**
 * The result of a balance (`strife balance --format json`, schema version 1; documented in
 * docs/language.md "Balance"): plain data, types only. Apart from `balance.ts`, which builds it, the
 * renderers in `language/report/` read it — among them the report page's script, which must reach
 * nothing of the language server, hence a module of its own.
 */
import type { Interval, Verdict } from '../engine/simulate.js';

export type KnobValue = number | string;

export type BalanceTarget =
    /** The verdict `simulate` would give (verdictFor's bands). */
    | { readonly kind: 'verdict'; readonly verdict: Verdict }
    /** The judged side's win rate within `tolerance` of `rate` (both shares in [0, 1]). */
    | { readonly kind: 'win'; readonly rate: number; readonly tolerance: number };

/** One edit of a setting, as an editor or a GM applies it. */
export interface BalanceEdit {
    readonly uri: string;
    /** The file as the front end names it (a path relative to the working folder, for the CLI). */
    readonly file: string;
    /** Zero-based, in the file as it is now. */
    readonly range: { readonly start: { line: number; character: number }; readonly end: { line: number; character: number } };
    readonly oldText: string;
    readonly newText: string;
}

/** One setting tried (or offered) by a balance. */
export interface BalancePoint {
    /** The knobs' values, in the order of `vary`. */
    readonly setting: readonly KnobValue[];
    /** The setting in words: "Bandit x4", "Bandit x4, Ogre.hit_points 40". */
    readonly label: string;
    /** The file's own setting. */
    readonly current: boolean;
    /** Runs played (0: the search did not need it). */
    readonly runs: number;
    /** Why the setting cannot be played: the errors the file would have. */
    readonly error?: string;
    readonly verdict?: Verdict;
    /** The judged side's win rate, in [0, 1], with its 95% Wilson interval. */
    readonly winRate?: number;
    readonly interval?: Interval;
    /** Share of runs in which a member of the judged side died. */
    readonly deathRate?: number;
    /** Mean rounds a fight lasts. */
    readonly rounds?: number;
    /** Where it stands against the target: easier, meets, harder (with a target). */
    readonly standing?: 'easier' | 'meets' | 'harder';
    /** The 95% intervals put it there (else its point estimate does). */
    readonly confident?: boolean;
    /** The ruleset's own estimate of the setting (RPGStuck's Combat Rating), when it has one. */
    readonly rating?: string;
    /** The edits that write this setting into the files (empty for the file's own setting). */
    readonly edits: readonly BalanceEdit[];
}

export interface BalanceVariation {
    readonly kind: 'count' | 'stat' | 'option';
    readonly name: string;
    readonly values: readonly KnobValue[];
    readonly current: KnobValue;
    readonly note?: string;
}

export interface BalanceResult {
    readonly version: 1;
    readonly encounter: string;
    readonly ruleset: string;
    /** The ruleset's name, for headings. */
    readonly rulesetName: string;
    readonly seed: number;
    /** `sweep`: every setting at `runs` runs; `search`: adaptive, at most `runs` runs per setting. */
    readonly mode: 'sweep' | 'search';
    readonly runsPerSetting: number;
    /** With a target: it, in words, and the win rates it asks for (shares). */
    readonly target?: BalanceTarget & { readonly text: string; readonly band: { readonly low: number; readonly high: number } };
    readonly judgedSide: string;
    readonly vary: readonly BalanceVariation[];
    /** Every setting, the first knob's values varying fastest (index = i₀ + n₀·i₁). */
    readonly points: readonly BalancePoint[];
    /** With a target: the setting chosen (see `answer.reached`). */
    readonly answer?: {
        readonly point: number;
        /** False when no setting meets the target: `point` is then the nearest one. */
        readonly reached: boolean;
        readonly confident: boolean;
    };
    /** Two knobs searched: for each value of the second, the first knob's answer. */
    readonly frontier?: readonly { readonly value: KnobValue; readonly point?: number; readonly reached: boolean }[];
    /** Runs played in all. */
    readonly runs: number;
}
