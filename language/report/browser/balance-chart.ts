/**
 * The balance page's chart (browser side, bundled into the report script): the judged side's win
 * rate against the first varied value — one line per value of the second knob — with each
 * setting's 95% interval as a shaded band around its line, and the target's win-rate band as a
 * shaded stripe. Settings not played (the search did not need them, or they cannot be played) are
 * gaps.
 */
import type { ChartConfiguration } from 'chart.js';
import type { BalanceResult } from '../../simulation/balance-result.js';

/** The Chart.js configuration of `result`'s chart; `colours` are the page's series colours. */
export function balanceChart(result: BalanceResult, colours: readonly string[], muted: string): ChartConfiguration<'line'> {
    const pct = (x: number | undefined) => (x === undefined ? null : Math.round(x * 1000) / 10);
    const k0 = result.vary[0];
    const n0 = k0.values.length;
    const labels = k0.values.map(v => (k0.kind === 'count' ? `x${v}` : String(v)));
    const series =
        result.vary.length === 2
            ? result.vary[1].values.map((v, s) => ({ name: `${result.vary[1].name} ${v}`, s }))
            : [{ name: `${result.judgedSide} win`, s: 0 }];
    const datasets: ChartConfiguration<'line'>['data']['datasets'] = [];
    const t = result.target;
    if (t) {
        const band = t.band;
        datasets.push(
            {
                label: `target: ${t.text}`,
                data: labels.map(() => pct(band.high)),
                borderColor: muted,
                borderDash: [4, 4],
                borderWidth: 1,
                pointRadius: 0,
                fill: false,
            },
            {
                label: 'target band',
                data: labels.map(() => pct(band.low)),
                borderColor: muted,
                borderDash: [4, 4],
                borderWidth: 1,
                pointRadius: 0,
                fill: '-1',
                backgroundColor: 'rgba(128,128,128,0.15)',
            },
        );
    }
    for (const { name, s } of series) {
        const colour = colours[s % colours.length];
        const points = k0.values.map((_, i) => result.points[i + n0 * s]);
        datasets.push(
            {
                label: `${name} (95% high)`,
                data: points.map(p => pct(p.interval?.high)),
                borderWidth: 0,
                pointRadius: 0,
                fill: false,
                spanGaps: true,
            },
            {
                label: `${name} (95% low)`,
                data: points.map(p => pct(p.interval?.low)),
                borderWidth: 0,
                pointRadius: 0,
                fill: '-1',
                backgroundColor: `${colour}33`,
                spanGaps: true,
            },
            {
                label: name,
                data: points.map(p => pct(p.winRate)),
                borderColor: colour,
                backgroundColor: colour,
                pointRadius: points.map((_, i) => (result.answer?.point === i + n0 * s ? 7 : 4)),
                pointStyle: points.map((_, i) => (result.answer?.point === i + n0 * s ? 'star' : 'circle')),
                spanGaps: true,
                tension: 0,
            },
        );
    }
    return {
        type: 'line',
        data: { labels, datasets },
        options: {
            plugins: { legend: { labels: { filter: item => !/\(95% (high|low)\)$|^target band$/.test(item.text) } } },
            scales: {
                x: { title: { display: true, text: k0.kind === 'count' ? `${k0.name} count` : k0.name } },
                y: { min: 0, max: 100, title: { display: true, text: `${result.judgedSide} win %` }, ticks: { callback: v => `${v}%` } },
            },
        },
    };
}
