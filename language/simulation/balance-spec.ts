/**
 * What `strife balance` varies and what it looks for, as typed (`--vary "Goblin x1..8"`, `--vary
 * "Ogre.hit_points=20..60 step 5"`, `--vary monsters_at_zero`, `--target hard`, `--target "win
 * 60%"`): parsed here into plain specs, with a sentence for anything malformed. Which names exist
 * is checked against the file later (`balance-knobs.ts`). The VS Code command builds the same
 * strings, so both front ends go through this parser.
 */
import { VERDICTS } from '../engine/simulate.js';
import { MAX_COUNT } from '../model/encounter-model.js';
import { didYouMean } from '../util/suggest.js';
import type { BalanceTarget } from './balance-result.js';

/** Most values one variation may take (a range past it needs a step). */
export const MAX_BALANCE_VALUES = 100;
/** Most settings one balance may try in all (two variations: the product of their values). */
export const MAX_BALANCE_POINTS = 400;
/** Win-rate tolerance of a `win N%` target when none is written: ± this many percentage points. */
export const DEFAULT_WIN_TOLERANCE = 0.05;

export type VarySpec =
    /** `Goblin x1..8`: how many of a template one participant line brings. */
    | { readonly kind: 'count'; readonly combatant: string; readonly values: readonly number[] }
    /** `Ogre.hit_points=20..60 step 5`: one stat of a combatant's stat block. */
    | { readonly kind: 'stat'; readonly combatant: string; readonly stat: string; readonly values: readonly number[] }
    /** `monsters_at_zero` (every value) or `monsters_at_zero=dead,unconscious`: a rule option of the file's ruleset line. */
    | { readonly kind: 'option'; readonly option: string; readonly values?: readonly string[] };

/** Declared with the result types, which the report page's script reads without this parser. */
export type { BalanceTarget } from './balance-result.js';

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
/** `lo..hi [step k]` or `a,b,c` (whole numbers, maybe negative). */
const NUMBERS = '(-?\\d+)\\s*\\.\\.\\s*x?(-?\\d+)(?:\\s+step\\s+(-?\\d+))?|-?\\d+(?:\\s*,\\s*x?-?\\d+)*';

/**
 * Parses one `--vary` text.
 * @returns the spec, or a sentence saying what is wrong (an empty or inverted range, a step below
 * 1, a count outside 1..MAX_COUNT, more than MAX_BALANCE_VALUES values).
 */
export function parseVary(text: string): Parsed<VarySpec> {
    const t = text.trim();
    if (t === '')
        return fail(
            '--vary needs something to vary: a participant\'s count ("Goblin x1..8"), a stat ("Ogre.hit_points=20..60 step 5") or a rule option ("monsters_at_zero").',
        );
    const count = new RegExp(`^(${NAME})\\s+x\\s*(.*)$`).exec(t);
    if (count) {
        const values = parseNumbers(count[2], `${count[1]} x`, 'Goblin x1..8');
        if (!values.ok) return values;
        const bad = values.value.find(v => v < 1 || v > MAX_COUNT);
        if (bad !== undefined) return fail(`${count[1]} x${bad} is past the limit: a count runs from 1 to ${MAX_COUNT}.`);
        return { ok: true, value: { kind: 'count', combatant: count[1], values: values.value } };
    }
    const stat = new RegExp(`^(${NAME})\\.(${NAME})\\s*(?:=|\\s)\\s*(.*)$`).exec(t);
    if (stat) {
        const values = parseNumbers(stat[3], `${stat[1]}.${stat[2]}=`, `${stat[1]}.${stat[2]}=20..60 step 5`);
        if (!values.ok) return values;
        return { ok: true, value: { kind: 'stat', combatant: stat[1], stat: stat[2], values: values.value } };
    }
    if (new RegExp(`^(${NAME})\\.(${NAME})$`).test(t)) return fail(`"${t}" gives no values: write a range, e.g. ${t}=20..60 step 5.`);
    const option = new RegExp(`^(${NAME})\\s*(?:=\\s*(.*))?$`).exec(t);
    if (option) {
        if (option[2] === undefined || option[2].trim() === '*') return { ok: true, value: { kind: 'option', option: option[1] } };
        const values = option[2]
            .split(',')
            .map(v => v.trim())
            .filter(v => v !== '');
        if (values.length === 0) return fail(`"${t}" gives no values: list them (${option[1]}=a,b) or leave them out for every value.`);
        return { ok: true, value: { kind: 'option', option: option[1], values: [...new Set(values)] } };
    }
    return fail(
        `"${t}" is not something to vary: write a participant's count ("Goblin x1..8"), a stat ("Ogre.hit_points=20..60 step 5") or a rule option ("monsters_at_zero" or "monsters_at_zero=dead,unconscious").`,
    );
}

function fail<T>(error: string): Parsed<T> {
    return { ok: false, error };
}

/** `lo..hi [step k]` or a list: the values in order, or why not. */
function parseNumbers(text: string, what: string, example: string): Parsed<readonly number[]> {
    const t = text.trim();
    if (t === '') return fail(`"${what}" gives no values: write a range, e.g. ${example}.`);
    const m = new RegExp(`^(?:${NUMBERS})$`).exec(t);
    if (!m) return fail(`"${what}${t}" is not a range: write lo..hi, lo..hi step k, or a list a,b,c — e.g. ${example}.`);
    if (m[1] === undefined) {
        const list = [...new Set(t.split(',').map(v => Number(v.trim().replace(/^x/, ''))))];
        if (list.length > MAX_BALANCE_VALUES) return fail(`${what}${t} is ${list.length} values; at most ${MAX_BALANCE_VALUES} per variation.`);
        return { ok: true, value: list };
    }
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    const step = m[3] === undefined ? 1 : Number(m[3]);
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) return fail(`${what}${t}: the bounds are too large.`);
    if (lo > hi) return fail(`${what}${lo}..${hi} is inverted: write the smaller bound first (${what}${hi}..${lo}).`);
    if (step < 1) return fail(`${what}${t}: the step must be at least 1.`);
    const n = Math.floor((hi - lo) / step) + 1;
    if (n > MAX_BALANCE_VALUES)
        return fail(
            `${what}${lo}..${hi}${m[3] ? ` step ${step}` : ''} is ${n} values; at most ${MAX_BALANCE_VALUES} per variation: take a larger step.`,
        );
    return { ok: true, value: Array.from({ length: n }, (_, i) => lo + i * step) };
}

/**
 * Parses a `--target`: a verdict word (trivial, easy, medium, hard, deadly) or `win N%` with an
 * optional tolerance `±T` (percentage points; default 5).
 */
export function parseTarget(text: string): Parsed<BalanceTarget> {
    const t = text.trim().toLowerCase();
    const verdicts = VERDICTS.map(v => v.verdict);
    const verdict = verdicts.find(v => v === t);
    if (verdict) return { ok: true, value: { kind: 'verdict', verdict } };
    const win = /^win(?:\s+rate)?\s*(?:=\s*)?(\d+(?:\.\d+)?)\s*%?\s*(?:(?:±|\+-|\+\/-)\s*(\d+(?:\.\d+)?)\s*%?)?$/.exec(t);
    if (win) {
        const rate = Number(win[1]) / 100;
        const tolerance = win[2] === undefined ? DEFAULT_WIN_TOLERANCE : Number(win[2]) / 100;
        if (rate < 0 || rate > 1) return fail(`"${text}": a win rate is between 0% and 100%.`);
        if (tolerance <= 0 || tolerance > 0.5) return fail(`"${text}": the tolerance is between 0 and 50 points (e.g. "win 60% ±5").`);
        return { ok: true, value: { kind: 'win', rate, tolerance } };
    }
    return fail(`"${text}" is not a target: write a verdict (${verdicts.join(', ')}) or a win rate such as "win 60%".${didYouMean(t, verdicts)}`);
}

/** The target in words: "hard", "a win rate of 60% ±5". */
export function targetText(target: BalanceTarget): string {
    if (target.kind === 'verdict') return target.verdict;
    return `a win rate of ${round(target.rate * 100)}% ±${round(target.tolerance * 100)}`;
}

/**
 * The win rates a target asks for, as shares: a win target's tolerance band, or a verdict's band of
 * win rates in `VERDICTS` (a verdict also weighs deaths: medium and easier need few of them).
 */
export function winBand(target: BalanceTarget): { readonly low: number; readonly high: number } {
    if (target.kind === 'win') return { low: Math.max(0, target.rate - target.tolerance), high: Math.min(1, target.rate + target.tolerance) };
    const i = VERDICTS.findIndex(v => v.verdict === target.verdict);
    return { low: VERDICTS[i].minWin, high: i === 0 ? 1 : VERDICTS[i - 1].minWin };
}

const round = (x: number) => String(Math.round(x * 10) / 10);
