/**
 * The text of `strife odds`: summary lines per formula, then one table (P(=), P(≥), P(≤) of every
 * formula per value, or per bucket of values) and one chart of ASCII bars. One formula keeps its bar
 * on its table row; several get a chart of their own below the table, one bar per formula and value.
 */
import type { DiceOdds, OddsRow } from '../language/engine/dice-odds.js';

/** Rows shown before values are grouped into buckets, and how many buckets then. */
const MAX_ROWS = 40;
const BUCKETS = 30;
const BAR_WIDTH = 40;

/** One formula of a `strife odds` run, with its result against `--against` when asked. */
export interface OddsEntry {
    readonly formula: string;
    readonly odds: DiceOdds;
    readonly against?: { readonly formula: string; readonly win: number; readonly tie: number; readonly lose: number };
}

/** A row of the table: values `from`..`to`, and per formula P(in it), P(≥ from), P(≤ to). */
interface DisplayRow {
    readonly label: string;
    readonly cells: readonly { p: number; atLeast: number; atMost: number }[];
}

/** Formats a probability as a percentage a reader can compare down a column. */
export function percent(p: number): string {
    if (p === 0) return '0%';
    if (p < 0.0001) return '<0.01%';
    if (p > 0.9999 && p < 1) return '>99.99%';
    return `${(p * 100).toFixed(2)}%`;
}

/** P(from ≤ X ≤ to), P(X ≥ from), P(X ≤ to) from ascending rows. */
function cell(rows: readonly OddsRow[], from: number, to: number): { p: number; atLeast: number; atMost: number } {
    let p = 0;
    let atLeast = 0;
    let atMost = 0;
    let seenFrom = false;
    for (const r of rows) {
        if (r.value >= from && r.value <= to) p += r.p;
        if (!seenFrom && r.value >= from) {
            atLeast = r.atLeast;
            seenFrom = true;
        }
        if (r.value <= to) atMost = r.atMost;
    }
    return { p, atLeast, atMost };
}

/**
 * Each value of any formula, or for wide distributions equal buckets between the lowest 0.1% point
 * and the highest 99.9% point of the formulas, plus a row for each tail.
 */
function displayRows(all: readonly (readonly OddsRow[])[]): DisplayRow[] {
    const values = [...new Set(all.flatMap(rows => rows.map(r => r.value)))].sort((a, b) => a - b);
    const row = (label: string, from: number, to: number): DisplayRow => ({ label, cells: all.map(rows => cell(rows, from, to)) });
    if (values.length <= MAX_ROWS) return values.map(v => row(String(v), v, v));
    const lo = Math.min(...all.map(rows => (rows.find(r => r.atMost >= 0.001) ?? rows[0]).value));
    const hi = Math.max(...all.map(rows => (rows.find(r => r.atMost >= 0.999) ?? rows[rows.length - 1]).value));
    const width = Math.max(1, Math.ceil((hi - lo + 1) / BUCKETS));
    const out: DisplayRow[] = [];
    if (values[0] < lo) out.push(row(`< ${lo}`, values[0], lo - 1));
    for (let start = lo; start <= hi; start += width) {
        const end = Math.min(hi, start + width - 1);
        out.push(row(start === end ? String(start) : `${start}–${end}`, start, end));
    }
    if (values[values.length - 1] > hi) out.push(row(`> ${hi}`, hi + 1, values[values.length - 1]));
    return out;
}

/** The summary lines of one formula (its sampling note, moments, range, explosions and targets). */
function summary(entry: OddsEntry, name: string): string[] {
    const { formula, odds } = entry;
    const lines = [`${name}${formula} — ${odds.exact ? 'exact distribution' : 'ESTIMATED by sampling'}`];
    if (odds.sampling) {
        const s = odds.sampling;
        lines.push(
            `  The exact distribution is out of reach (${s.reason}); estimated from ${s.samples} seeded samples (seed ${s.seed}).`,
            `  Error bound (95%): each probability ±${percent(s.probabilityError)}, the mean ±${s.meanError.toFixed(3)}.`,
        );
    }
    const pct = Object.entries(odds.percentiles)
        .map(([q, v]) => `${q}%: ${v}`)
        .join(', ');
    const range = `${odds.min}–${odds.unbounded ? 'unbounded' : odds.max}`;
    lines.push(`mean ${odds.mean.toFixed(3)}, standard deviation ${odds.sd.toFixed(3)}, range ${range}`, `percentiles  ${pct}`);
    if (odds.unbounded) {
        lines.push(
            `explosions: chains followed until going deeper has a chance below 10⁻⁹ (Strife's default; at most 100 per die). AnyDice stops at depth 2: --explode-depth 2 gives its numbers.`,
        );
    } else if (odds.explodeDepth !== undefined) {
        lines.push(`explosions: at most ${odds.explodeDepth} per die (--explode-depth; Strife's default follows chains to 10⁻⁹, AnyDice's is 2).`);
    }
    if (odds.vs) lines.push(`chance to reach ${odds.vs.target} or more: ${percent(odds.vs.chance)}`);
    if (odds.under) lines.push(`chance to roll ${odds.under.target} or less: ${percent(odds.under.chance)}`);
    if (entry.against) {
        const a = entry.against;
        lines.push(`against ${a.formula}: win ${percent(a.win)}, tie ${percent(a.tie)}, lose ${percent(a.lose)} (higher total wins)`);
    }
    return lines;
}

function bar(p: number, top: number): string {
    return '█'.repeat(top > 0 ? Math.round((p / top) * BAR_WIDTH) : 0);
}

/** The text report of `strife odds` for one formula or several (named A, B, … in the table). */
export function renderOdds(entries: readonly OddsEntry[]): string {
    const several = entries.length > 1;
    const names = entries.map((_, i) => (several ? String.fromCharCode(65 + (i % 26)) + (i >= 26 ? String(Math.floor(i / 26)) : '') : ''));
    const lines: string[] = [];
    entries.forEach((entry, i) => {
        if (i > 0) lines.push('');
        lines.push(...summary(entry, several ? `${names[i]}: ` : ''));
    });
    const rows = displayRows(entries.map(e => e.odds.rows));
    const top = Math.max(...rows.flatMap(r => r.cells.map(c => c.p)));
    const wLabel = Math.max(5, ...rows.map(r => r.label.length));
    const head = entries.map((_, i) => ['P(=)', 'P(≥)', 'P(≤)'].map(h => `${several ? `${names[i]} ` : ''}${h}`.padStart(9)).join(' ')).join('  ');
    lines.push('', `${'value'.padStart(wLabel)}  ${head}`);
    for (const r of rows) {
        const cells = r.cells.map(c => [c.p, c.atLeast, c.atMost].map(p => percent(p).padStart(9)).join(' ')).join('  ');
        lines.push(`${r.label.padStart(wLabel)}  ${cells}${several ? '' : `  ${bar(r.cells[0].p, top)}`}`);
    }
    if (several) {
        lines.push('', `chart: P(=), one bar per formula (${entries.map((e, i) => `${names[i]} = ${e.formula}`).join(', ')})`);
        for (const r of rows) {
            r.cells.forEach((c, i) => {
                lines.push(`${(i === 0 ? r.label : '').padStart(wLabel)} ${names[i].padEnd(2)}${bar(c.p, top)}`);
            });
        }
    }
    return `${lines.join('\n')}\n`;
}
