/**
 * The report as one standalone HTML page (the `--report x.html` file and the VS Code webview alike):
 * text first (verdict, reasons, tables — readable with scripts off), canvases that the inlined
 * script (browser/charts.ts + Chart.js) draws into. No external resource at all, and a strict
 * Content-Security-Policy: nothing may load, and only the page's own style and scripts, pinned by
 * their SHA-256 hashes, may run.
 */
import { createHash } from 'node:crypto';
import chartsScript from 'inline:report-charts';
import { partyDeaths } from '../engine/day-simulate.js';
import { percent as pct, sharesAddingUp } from '../engine/percent.js';
import { outcomeShares } from '../engine/simulate.js';
import type { Difference } from './compare.js';
import type { DayReport, PageData } from './page-data.js';
import type { EncounterReport } from './report-data.js';

/** The report pages' style sheet (simulation and balance), pinned by its hash in their CSP. */
export const STYLE = `
:root {
  --text: var(--vscode-foreground, #1f2328);
  --muted: var(--vscode-descriptionForeground, #59636e);
  --bg: var(--vscode-editor-background, #ffffff);
  --panel: var(--vscode-editorWidget-background, #f6f8fa);
  --border: var(--vscode-panel-border, #d1d9e0);
  --grid: var(--vscode-editorIndentGuide-background1, #d1d9e0);
  --font: var(--vscode-font-family, system-ui, -apple-system, "Segoe UI", sans-serif);
  --series-1: var(--vscode-charts-blue, #1f6feb);
  --series-2: var(--vscode-charts-red, #cf222e);
  --series-3: var(--vscode-charts-green, #1a7f37);
  --series-4: var(--vscode-charts-yellow, #9a6700);
  --series-5: var(--vscode-charts-purple, #8250df);
  --series-6: var(--vscode-charts-orange, #bc4c00);
  --good: var(--vscode-charts-green, #1a7f37);
  --warn: var(--vscode-charts-yellow, #9a6700);
  --bad: var(--vscode-charts-red, #cf222e);
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: var(--vscode-foreground, #e6edf3);
    --muted: var(--vscode-descriptionForeground, #9198a1);
    --bg: var(--vscode-editor-background, #0d1117);
    --panel: var(--vscode-editorWidget-background, #151b23);
    --border: var(--vscode-panel-border, #3d444d);
    --grid: var(--vscode-editorIndentGuide-background1, #3d444d);
    --series-1: var(--vscode-charts-blue, #4493f8);
    --series-2: var(--vscode-charts-red, #f85149);
    --series-3: var(--vscode-charts-green, #3fb950);
    --series-4: var(--vscode-charts-yellow, #d29922);
    --series-5: var(--vscode-charts-purple, #ab7df8);
    --series-6: var(--vscode-charts-orange, #db6d28);
    --good: var(--vscode-charts-green, #3fb950);
    --warn: var(--vscode-charts-yellow, #d29922);
    --bad: var(--vscode-charts-red, #f85149);
  }
}
body { margin: 0; padding: 16px 24px; color: var(--text); background: var(--bg); font-family: var(--font); font-size: 14px; line-height: 1.45; }
h1 { font-size: 1.5em; margin: 0 0 4px; } h2 { font-size: 1.2em; margin: 0 0 8px; } h3 { font-size: 1em; margin: 16px 0 6px; }
.meta, figcaption, .note { color: var(--muted); }
.columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(380px, 1fr)); gap: 24px; }
.verdict { border: 1px solid var(--border); border-left: 6px solid var(--warn); background: var(--panel); padding: 10px 14px; border-radius: 4px; }
.verdict-trivial, .verdict-easy { border-left-color: var(--good); } .verdict-deadly { border-left-color: var(--bad); }
.verdict ul { margin: 6px 0 0; padding-left: 20px; }
figure { margin: 16px 0; } .chart { position: relative; height: 220px; } .chart.tall { height: 300px; }
table { border-collapse: collapse; margin: 8px 0; } th, td { border-bottom: 1px solid var(--border); padding: 3px 10px; text-align: right; } th:first-child, td:first-child { text-align: left; }
.significant { color: var(--bad); font-weight: 600; }
button { font: inherit; color: var(--vscode-button-foreground, #ffffff); background: var(--vscode-button-background, #1f6feb); border: 0; padding: 4px 12px; border-radius: 2px; cursor: pointer; margin-right: 6px; }
details { margin: 12px 0; }
tr.answer { background: var(--panel); font-weight: 600; }
`;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function optionsText(r: EncounterReport): string {
    const entries = Object.entries(r.options);
    return entries.length ? entries.map(([k, v]) => `${k}=${v}`).join(', ') : 'defaults';
}

/**
 * A chart: hidden until the page's script draws it (`charts.ts` un-hides the figures it fills), so a
 * page read with scripts off shows no empty boxes — its numbers are in the tables beside it.
 */
function figure(id: string, caption: string, tall = false): string {
    return `<figure hidden><figcaption>${escapeHtml(caption)}</figcaption><div class="chart${tall ? ' tall' : ''}"><canvas id="${id}" role="img" aria-label="${escapeHtml(caption)}"></canvas></div></figure>`;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
    const cells = (r: readonly (string | number)[], tag: string) => `<tr>${r.map(c => `<${tag}>${escapeHtml(String(c))}</${tag}>`).join('')}</tr>`;
    return `<table><thead>${cells(head, 'th')}</thead><tbody>${rows.map(r => cells(r, 'td')).join('')}</tbody></table>`;
}

function reportSection(r: EncounterReport, i: number): string {
    const s = r.summary;
    const run = r.typicalRun;
    // Shares of a whole, rounded to add up to 100.0% (engine/percent.ts).
    const shares = outcomeShares(s);
    const roundShares = sharesAddingUp(
        s.roundsHistogram.map(h => h.runs),
        s.runs,
    );
    return `<section class="report" data-index="${i}">
<h2>${escapeHtml(r.title)}</h2>
<p class="meta">${escapeHtml(`${r.ruleset} · ${s.runs} runs from seed ${s.seed} · options: ${optionsText(r)}`)}</p>
<div class="verdict verdict-${s.verdict}" data-testid="verdict"><strong>${escapeHtml(r.verdict.headline)}</strong>
<ul>${r.verdict.reasons.map(x => `<li>${escapeHtml(x)}</li>`).join('')}</ul></div>
${figure(`outcomes-${i}`, 'Outcome shares')}
${figure(`rounds-${i}`, 'How many rounds a fight lasts (share of runs)')}
${figure(`survival-${i}`, 'At the end of the fight, per combatant', true)}
${figure(`damage-${i}`, `Damage dealt and taken per run (mean of the first ${r.damage.runs} runs)`, true)}
${
    run
        ? figure(
              `hp-${i}`,
              `${capitalize(r.hpName)} over a typical run: run ${run.index + 1} of ${s.runs} (seed ${run.seed}), ${run.rounds} rounds, ${run.winner ? `${run.winner} win` : 'no winner'} (dashed: ${s.sides
                  .filter(x => x.side !== s.judgedSide)
                  .map(x => x.side)
                  .join(', ')})`,
              true,
          )
        : '<p class="note">No run has both the median length and the most common outcome among the first runs: no typical run to show.</p>'
}
<details open><summary>The figures as tables</summary>
${table(
    ['side', 'wins', 'share', '95% interval', 'any member down', 'members down (mean)'],
    s.sides.map((x, k) => [
        x.side,
        x.wins,
        shares.sides[k],
        `${pct(x.interval.low)}–${pct(x.interval.high)}`,
        pct(x.anyDown),
        `${x.meanDown.toFixed(2)} of ${x.members}`,
    ]),
)}
${table(
    ['combatant', 'side', 'standing', 'dead', `mean ${r.hpName} left`, 'dealt/run', 'taken/run'],
    s.fighters.map((f, k) => [
        f.id,
        f.side,
        pct(f.survival),
        // A destroyed vehicle is not dead: its cell says its ruleset's word.
        f.deadWord ? `${pct(f.death)} ${f.deadWord}` : pct(f.death),
        `${f.meanHp.toFixed(1)}/${f.maxHp}`,
        r.damage.fighters[k]?.dealt.toFixed(1) ?? '',
        r.damage.fighters[k]?.taken.toFixed(1) ?? '',
    ]),
)}
${table(
    ['rounds', 'runs', 'share'],
    s.roundsHistogram.map((h, k) => [h.rounds, h.runs, roundShares[k]]),
)}
</details>
</section>`;
}

function differenceRow(d: Difference, asPercent: boolean): (string | number)[] {
    const f = (x: number) => (asPercent ? pct(x) : x.toFixed(2));
    const sign = d.difference > 0 ? '+' : '';
    return [
        d.label,
        f(d.a),
        f(d.b),
        `${sign}${asPercent ? `${(d.difference * 100).toFixed(1)} pts` : d.difference.toFixed(2)}`,
        d.pValue < 0.001 ? '< 0.001' : d.pValue.toFixed(3),
        d.significant ? 'yes' : 'no',
    ];
}

function comparisonSection(data: PageData): string {
    const c = data.comparison;
    if (!c || data.reports.length !== 2) return '';
    const [a, b] = data.reports;
    const rows = [differenceRow(c.winRate, true), differenceRow(c.rounds, false), ...c.survival.map(d => differenceRow(d, true))];
    const html = table(['', `A: ${a.title}`, `B: ${b.title}`, 'B − A', 'p-value', 'significant (5%)'], rows).replace(
        /<tr>(<td>[^<]*<\/td>(?:<td>[^<]*<\/td>){4}<td>yes<\/td>)<\/tr>/g,
        '<tr class="significant">$1</tr>',
    );
    const verdict = c.winRate.significant
        ? `The change is significant: ${a.summary.judgedSide} win ${pct(c.winRate.b)} in B against ${pct(c.winRate.a)} in A (p ${c.winRate.pValue < 0.001 ? '< 0.001' : `= ${c.winRate.pValue.toFixed(3)}`}).`
        : `No significant difference in ${a.summary.judgedSide}'s win rate (${pct(c.winRate.a)} in A, ${pct(c.winRate.b)} in B, p = ${c.winRate.pValue.toFixed(3)}): more runs may tell them apart.`;
    return `<section class="comparison" data-testid="comparison"><h2>A against B</h2><p>${escapeHtml(verdict)}</p>${html}
<p class="note">Two-sided tests at the 5% level: two-proportion z-tests for rates, Welch's z-test for mean rounds.</p></section>`;
}

/** A day's section: the verdict line, charts of the fights and of the party's resources across the day, and the tables. */
function daySection(r: DayReport): string {
    const s = r.summary;
    const names = [...new Set(s.points.flatMap(p => Object.keys(p.resources)))];
    const deaths = s.fights.flatMap((f, i) => f.deaths.filter(d => d.share > 0).map(d => [d.id, `${i + 1}. ${f.encounter}`, pct(d.share)]));
    return `<section class="day" data-testid="day">
<h2>Day: ${escapeHtml(r.title)}</h2>
<p class="meta">${escapeHtml(`${r.ruleset} · ${s.runs} runs from seed ${s.seed} · party ${s.party}`)}</p>
<div class="verdict" data-testid="verdict"><strong>${escapeHtml(`${s.party} get through the day in ${pct(s.rate)} of runs (95% interval ${pct(s.interval.low)}–${pct(s.interval.high)}); ${partyDeaths(s)}.`)}</strong></div>
${figure('day-fights', 'Each fight: the share of runs that reach it, and where the day ends')}
${figure('day-resources', "The party's resources across the day: means entering each fight, then at the end of the day", true)}
<details open><summary>The figures as tables</summary>
${table(
    ['fight', 'reached', 'won when reached', 'the day ends here'],
    s.fights.map((f, i) => [`${i + 1}. ${f.encounter}`, pct(f.reached), pct(f.won), pct(f.failedHere)]),
)}
${table(
    ['point', 'runs', `party ${s.hpName}`, ...names.map(n => n.replace(/_/g, ' ')), ...(s.points[0]?.members.map(m => m.id) ?? [])],
    s.points.map(p => [
        p.label,
        p.runs,
        p.partyHp.toFixed(1),
        ...names.map(n => (p.resources[n] ?? 0).toFixed(1)),
        ...p.members.map(m => `${m.meanHp.toFixed(1)}/${m.maxHp} (down ${pct(m.down)})`),
    ]),
)}
${deaths.length ? table(['member', 'dies in', 'share of runs'], deaths) : '<p class="note">Nobody dies in these runs.</p>'}
</details>
</section>`;
}

/**
 * The whole page. Same data, same bytes (no dates, no random ids), so a report can be diffed.
 * @param data one report, or two with their comparison.
 */
export function renderReportHtml(data: PageData): string {
    const title = data.day ? data.day.title : data.reports.map(r => r.title).join(' vs ');
    // `<` escaped so no text in the data can close the script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    const csp = `default-src 'none'; img-src data:; style-src ${sha256(STYLE)}; script-src ${sha256(chartsScript)}; base-uri 'none'; form-action 'none'`;
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Strife report — ${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Strife simulation report</h1>
<p><button type="button" data-export="html" hidden>Export HTML…</button><button type="button" data-export="markdown" hidden>Export Markdown…</button></p></header>
${comparisonSection(data)}
${data.day ? daySection(data.day) : ''}
<div class="columns">${data.reports.map(reportSection).join('\n')}</div>
<script type="application/json" id="strife-report-data">${json}</script>
<script>${chartsScript}</script>
</body>
</html>
`;
}
