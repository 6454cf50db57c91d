/** The text of `strife odds`: summary lines, then a table with an ASCII bar per value (or bucket of values). */
import type { DiceOdds, OddsRow } from '../language/engine/dice-odds.js';

/** Rows shown before values are grouped into buckets, and how many buckets then. */
const MAX_ROWS = 40;
const BUCKETS = 30;
const BAR_WIDTH = 40;

interface DisplayRow {
    readonly label: string;
    readonly p: number;
    readonly atLeast: number;
}

/** Formats a probability as a percentage a reader can compare down a column. */
export function percent(p: number): string {
    if (p === 0) return '0%';
    if (p < 0.0001) return '<0.01%';
    if (p > 0.9999 && p < 1) return '>99.99%';
    return `${(p * 100).toFixed(2)}%`;
}

/** Each value, or for wide distributions equal buckets between the 0.1% and 99.9% points plus two tails. */
function displayRows(rows: readonly OddsRow[]): DisplayRow[] {
    if (rows.length <= MAX_ROWS) return rows.map(r => ({ label: String(r.value), p: r.p, atLeast: r.atLeast }));
    const lo = (rows.find(r => r.atMost >= 0.001) ?? rows[0]).value;
    const hi = (rows.find(r => r.atMost >= 0.999) ?? rows[rows.length - 1]).value;
    const width = Math.max(1, Math.ceil((hi - lo + 1) / BUCKETS));
    const out: DisplayRow[] = [];
    const below = rows.filter(r => r.value < lo);
    if (below.length) out.push({ label: `< ${lo}`, p: below.reduce((s, r) => s + r.p, 0), atLeast: 1 });
    for (let start = lo; start <= hi; start += width) {
        const end = Math.min(hi, start + width - 1);
        const inside = rows.filter(r => r.value >= start && r.value <= end);
        const first = rows.find(r => r.value >= start);
        out.push({
            label: start === end ? String(start) : `${start}–${end}`,
            p: inside.reduce((s, r) => s + r.p, 0),
            atLeast: first?.atLeast ?? 0,
        });
    }
    const above = rows.filter(r => r.value > hi);
    if (above.length) out.push({ label: `> ${hi}`, p: above.reduce((s, r) => s + r.p, 0), atLeast: above[0].atLeast });
    return out;
}

/** The text report of `strife odds`. */
export function renderOdds(formula: string, odds: DiceOdds): string {
    const lines: string[] = [];
    lines.push(`${formula} — ${odds.exact ? 'exact distribution' : 'ESTIMATED by sampling'}`);
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
    lines.push('', `mean ${odds.mean.toFixed(3)}, standard deviation ${odds.sd.toFixed(3)}, range ${odds.min}–${odds.max}`, `percentiles  ${pct}`);
    if (odds.vs) lines.push(`chance to reach ${odds.vs.target} or more: ${percent(odds.vs.chance)}`);
    const rows = displayRows(odds.rows);
    const top = Math.max(...rows.map(r => r.p));
    const wLabel = Math.max(5, ...rows.map(r => r.label.length));
    lines.push('', `${'value'.padStart(wLabel)}  ${'P(=)'.padStart(8)}  ${'P(≥)'.padStart(8)}`);
    for (const r of rows) {
        const bar = '█'.repeat(top > 0 ? Math.round((r.p / top) * BAR_WIDTH) : 0);
        lines.push(`${r.label.padStart(wLabel)}  ${percent(r.p).padStart(8)}  ${percent(r.atLeast).padStart(8)}  ${bar}`);
    }
    return `${lines.join('\n')}\n`;
}
