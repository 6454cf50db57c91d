/**
 * A balance as one standalone page (`strife balance --format html`, `--report x.html`, and the VS
 * Code webview): the answer in words, the chart of the judged side's win rate against the varied
 * value with its intervals and the target's band (drawn by the report script, browser/charts.ts),
 * and the table of settings. Under the same hash-pinned Content-Security-Policy as the simulation
 * report (html.ts). In the webview, "Write … into the file" buttons ask the extension to apply a
 * setting's edits; in a browser they stay hidden.
 */
import chartsScript from 'inline:report-charts';
import { percent as pct } from '../engine/percent.js';
import type { BalanceResult } from '../simulation/balance-result.js';
import { answerText, bandText, editLines, pointText, possessive, variationText } from './balance-text.js';
import { escapeHtml, STYLE, sha256 } from './html.js';

function table(result: BalanceResult): string {
    const head = [
        ...result.vary.map(v => v.name),
        'verdict',
        `${result.judgedSide} win`,
        '95% interval',
        'a death',
        'rounds',
        'runs',
        ...(result.target ? ['vs target'] : []),
        ...(result.points.some(p => p.rating) ? [`${result.rulesetName}'s estimate`] : []),
        '',
    ];
    const rows = result.points.map((p, i) => {
        const cls = [result.answer?.point === i ? 'answer' : '', p.current ? 'current' : ''].filter(Boolean).join(' ');
        const cells = p.setting.map(v => String(v));
        if (p.error) cells.push('—', 'cannot be played', '', '', '', '0');
        else if (p.verdict === undefined) cells.push('', '', '', '', '', '0');
        else
            cells.push(
                p.verdict,
                pct(p.winRate ?? 0),
                `${pct(p.interval?.low ?? 0)}–${pct(p.interval?.high ?? 1)}`,
                pct(p.deathRate ?? 0),
                (p.rounds ?? 0).toFixed(1),
                p.runs.toLocaleString('en'),
            );
        if (result.target)
            cells.push(p.error ? '' : p.verdict === undefined ? 'not needed' : `${p.standing ?? ''}${p.confident === false ? ' (borderline)' : ''}`);
        if (result.points.some(x => x.rating)) cells.push(p.rating ?? '');
        const td = cells.map(c => `<td>${escapeHtml(c)}</td>`).join('');
        const use =
            p.edits.length && !p.error
                ? `<button type="button" data-apply="${i}" title="${escapeHtml(`Write ${p.label} into the file: ${editLines(p).join('; ').replace(/`/g, '')}`)}" hidden>Use</button>`
                : p.current
                  ? '<span class="note">the file</span>'
                  : '';
        const title = p.error ? ` title="${escapeHtml(p.error)}"` : '';
        return `<tr${cls ? ` class="${cls}"` : ''}${title} data-point="${i}">${td}<td>${use}</td></tr>`;
    });
    return `<table data-testid="balance-table"><thead><tr>${head.map(h => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The page. Same result, same bytes.
 */
export function renderBalanceHtml(result: BalanceResult): string {
    const answer = answerText(result);
    const a = result.answer;
    const chosen = a && result.points[a.point];
    const band = result.target?.band;
    const verdictClass = chosen?.verdict ? ` verdict-${chosen.verdict}` : '';
    const answerBox = answer.length
        ? `<section class="verdict${verdictClass}" data-testid="balance-answer"><strong>${escapeHtml(answer[0])}</strong>
<ul>${answer
              .slice(1)
              .map(x => `<li>${escapeHtml(x)}</li>`)
              .join('')}${chosen?.edits.length ? `<li>${escapeHtml(`To write it: ${editLines(chosen).join('; ').replace(/`/g, '')}`)}</li>` : ''}</ul>
${chosen?.edits.length ? `<p><button type="button" data-apply="${a!.point}" data-testid="apply-answer" hidden>Write ${escapeHtml(chosen.label)} into the file</button></p>` : ''}</section>`
        : '';
    const how =
        result.mode === 'sweep'
            ? `every setting played ${result.runsPerSetting.toLocaleString('en')} times`
            : `adaptive search, at most ${result.runsPerSetting.toLocaleString('en')} runs per setting`;
    const caption = `${possessive(result.judgedSide)} win rate by setting, with its 95% interval${band ? `; shaded: ${bandText(result)}` : ''}`;
    const json = JSON.stringify(result).replace(/</g, '\\u003c');
    const csp = `default-src 'none'; img-src data:; style-src ${sha256(STYLE)}; script-src ${sha256(chartsScript)}; base-uri 'none'; form-action 'none'`;
    const unplayable = result.points.filter(p => p.error);
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Strife balance — ${escapeHtml(result.encounter)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Balance of ${escapeHtml(result.encounter)}</h1>
<p class="meta">${escapeHtml(`${result.rulesetName} · judged for ${result.judgedSide} · varying ${variationText(result)}${result.target ? ` · target: ${result.target.text}` : ''} · ${how} · seed ${result.seed} · ${result.runs.toLocaleString('en')} runs in all`)}</p>
${result.vary.flatMap(v => (v.note ? [`<p class="note">${escapeHtml(v.note)}</p>`] : [])).join('\n')}
<p><button type="button" data-export="html" hidden>Export HTML…</button><button type="button" data-export="markdown" hidden>Export Markdown…</button></p></header>
${answerBox}
<figure hidden><figcaption>${escapeHtml(caption)}</figcaption><div class="chart tall"><canvas id="balance-chart" role="img" aria-label="${escapeHtml(caption)}"></canvas></div></figure>
${table(result)}
${unplayable.length ? `<details><summary>${unplayable.length} setting${unplayable.length === 1 ? '' : 's'} cannot be played</summary><ul>${unplayable.map(p => `<li>${escapeHtml(`${p.label}: ${pointText(result, p)}`)}</li>`).join('')}</ul></details>` : ''}
<script type="application/json" id="strife-balance-data">${json}</script>
<script>${chartsScript}</script>
</body>
</html>
`;
}
