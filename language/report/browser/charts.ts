/// <reference lib="dom" />
/**
 * The report pages' script (runs in a browser or a VS Code webview, bundled with Chart.js into one
 * IIFE by scripts/inline-assets.mjs and inlined by html.ts and balance-html.ts under a hash-pinned
 * CSP). It reads the data block, draws the charts into the canvases the page laid out (a
 * simulation's, or a balance's: `balance-chart.ts`), takes every colour from CSS variables (VS Code
 * theme colours when in a webview) and redraws when the theme changes.
 */
import {
    BarController,
    BarElement,
    CategoryScale,
    Chart,
    type ChartConfiguration,
    Filler,
    Legend,
    LinearScale,
    LineController,
    LineElement,
    PointElement,
    Tooltip,
} from 'chart.js';
import type { BalanceResult } from '../../simulation/balance-result.js';
import type { PageData } from '../page-data.js';
import { balanceChart } from './balance-chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Filler, Legend, Tooltip);

const data = JSON.parse(document.getElementById('strife-report-data')?.textContent ?? '{"reports":[]}') as PageData;
const balanceText = document.getElementById('strife-balance-data')?.textContent;
const balance = balanceText ? (JSON.parse(balanceText) as BalanceResult) : undefined;
let charts: Chart[] = [];

function cssVar(name: string): string {
    return getComputedStyle(document.body).getPropertyValue(name).trim();
}

function palette(): string[] {
    return [1, 2, 3, 4, 5, 6].map(i => cssVar(`--series-${i}`) || '#888888');
}

/**
 * Colours for sides and combatants: never red or green (series 2 and 3), which the charts keep for
 * what a fighter ends as (standing, dead) and for damage taken.
 */
function sidePalette(colours: readonly string[]): string[] {
    return [colours[0], colours[4], colours[5], colours[3]];
}

/** Point shapes that tell apart combatants drawn in their side's colour. */
const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;

const pct = (x: number) => Math.round(x * 1000) / 10;

function draw(): void {
    for (const c of charts) c.destroy();
    charts = [];
    const colours = palette();
    const sideColours = sidePalette(colours);
    const fg = cssVar('--text') || '#333333';
    const grid = cssVar('--grid') || 'rgba(128,128,128,0.25)';
    const muted = cssVar('--muted') || '#888888';
    Chart.defaults.color = fg;
    Chart.defaults.borderColor = grid;
    Chart.defaults.font.family = cssVar('--font') || 'system-ui, sans-serif';
    Chart.defaults.animation = false;
    Chart.defaults.maintainAspectRatio = false;
    const percentAxis = { min: 0, max: 100, ticks: { callback: (v: number | string) => `${v}%` } };
    const make = (id: string, config: ChartConfiguration) => {
        const canvas = document.getElementById(id);
        if (!(canvas instanceof HTMLCanvasElement)) return;
        // The page hides its figures until they are drawn: read without scripts, it shows its tables only.
        const figure = canvas.closest('figure');
        if (figure) figure.hidden = false;
        charts.push(new Chart(canvas, config));
    };

    if (balance) make('balance-chart', balanceChart(balance, colours, muted) as unknown as ChartConfiguration);
    const day = data.day?.summary;
    if (day) {
        make('day-fights', {
            type: 'bar',
            data: {
                labels: day.fights.map((f, k) => `${k + 1}. ${f.encounter}`),
                datasets: [
                    { label: 'reach it', data: day.fights.map(f => pct(f.reached)), backgroundColor: colours[0] },
                    { label: 'the day ends here', data: day.fights.map(f => pct(f.failedHere)), backgroundColor: colours[1] },
                ],
            },
            options: { scales: { y: percentAxis } },
        });
        const resources = [...new Set(day.points.flatMap(p => Object.keys(p.resources)))];
        const members = day.points[0]?.members.map(m => m.id) ?? [];
        make('day-resources', {
            type: 'line',
            data: {
                labels: day.points.map(p => p.label),
                datasets: [
                    ...members.map((id, k) => ({
                        label: `${id} HP`,
                        data: day.points.map(p => p.members[k]?.meanHp ?? 0),
                        borderColor: sideColours[k % sideColours.length],
                        backgroundColor: sideColours[k % sideColours.length],
                        tension: 0,
                    })),
                    ...resources.map((name, k) => ({
                        label: `party ${name.replace(/_/g, ' ')}`,
                        data: day.points.map(p => p.resources[name] ?? 0),
                        borderColor: sideColours[(members.length + k) % sideColours.length],
                        backgroundColor: sideColours[(members.length + k) % sideColours.length],
                        borderDash: [6, 3],
                        tension: 0,
                    })),
                ],
            },
            options: { scales: { y: { title: { display: true, text: 'mean over the runs that got there' } } } },
        });
    }
    data.reports.forEach((report, i) => {
        const s = report.summary;
        const outcomes = [...s.sides.map(x => ({ label: `${x.side} win`, share: x.rate })), { label: 'no winner', share: s.undecided / s.runs }];
        make(`outcomes-${i}`, {
            type: 'bar',
            data: {
                labels: outcomes.map(o => o.label),
                datasets: [
                    {
                        label: 'share of runs',
                        data: outcomes.map(o => pct(o.share)),
                        backgroundColor: outcomes.map((_, k) => (k === outcomes.length - 1 ? muted : sideColours[k % sideColours.length])),
                    },
                ],
            },
            options: { indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: percentAxis } },
        });
        make(`rounds-${i}`, {
            type: 'bar',
            data: {
                labels: s.roundsHistogram.map(h => String(h.rounds)),
                datasets: [{ label: 'share of runs', data: s.roundsHistogram.map(h => pct(h.runs / s.runs)), backgroundColor: colours[0] }],
            },
            options: {
                plugins: { legend: { display: false } },
                scales: { x: { title: { display: true, text: 'rounds' } }, y: { ticks: { callback: v => `${v}%` } } },
            },
        });
        const ids = s.fighters.map(f => f.id);
        make(`survival-${i}`, {
            type: 'bar',
            data: {
                labels: ids,
                datasets: [
                    { label: 'standing', data: s.fighters.map(f => pct(f.survival)), backgroundColor: colours[2] },
                    { label: 'down, alive', data: s.fighters.map(f => pct(1 - f.survival - f.death)), backgroundColor: colours[3] },
                    { label: 'dead', data: s.fighters.map(f => pct(f.death)), backgroundColor: colours[1] },
                ],
            },
            options: { indexAxis: 'y', scales: { x: { ...percentAxis, stacked: true }, y: { stacked: true } } },
        });
        make(`damage-${i}`, {
            type: 'bar',
            data: {
                labels: report.damage.fighters.map(f => f.id),
                datasets: [
                    { label: 'dealt', data: report.damage.fighters.map(f => f.dealt), backgroundColor: colours[0] },
                    { label: 'taken', data: report.damage.fighters.map(f => f.taken), backgroundColor: colours[1] },
                ],
            },
            options: { indexAxis: 'y', scales: { x: { title: { display: true, text: 'hit points per run' } } } },
        });
        const run = report.typicalRun;
        if (run) {
            const sideIndex = (side: string) =>
                Math.max(
                    0,
                    s.sides.findIndex(x => x.side === side),
                );
            make(`hp-${i}`, {
                type: 'line',
                data: {
                    labels: run.hp[0]?.hp.map((_, r) => String(r)) ?? [],
                    // One colour per side (the legend says whose), a point shape per combatant of the side.
                    datasets: run.hp.map((f, k) => ({
                        label: `${f.id} (${f.side})`,
                        data: [...f.hp],
                        borderColor: sideColours[sideIndex(f.side) % sideColours.length],
                        backgroundColor: sideColours[sideIndex(f.side) % sideColours.length],
                        pointStyle: POINT_STYLES[run.hp.slice(0, k).filter(o => o.side === f.side).length % POINT_STYLES.length],
                        pointRadius: 4,
                        borderDash: f.side === s.judgedSide ? [] : [6, 3],
                        tension: 0,
                    })),
                },
                options: {
                    plugins: { legend: { labels: { usePointStyle: true } } },
                    scales: {
                        x: { title: { display: true, text: 'end of round' } },
                        y: { title: { display: true, text: report.hpName } },
                    },
                },
            });
        }
    });
    document.body.dataset.chartsDrawn = String(charts.length);
}

draw();
// VS Code swaps the body's theme class (vscode-light / vscode-dark / …) when the theme changes.
new MutationObserver(draw).observe(document.body, { attributes: true, attributeFilter: ['class'] });
window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', draw);

// In a VS Code webview the page can ask the extension to export it; in a browser the buttons stay hidden.
declare function acquireVsCodeApi(): { postMessage(message: unknown): void };
if (typeof acquireVsCodeApi === 'function') {
    const vscode = acquireVsCodeApi();
    document.querySelectorAll<HTMLButtonElement>('button[data-export]').forEach(button => {
        button.hidden = false;
        button.addEventListener('click', () => vscode.postMessage({ command: 'export', format: button.dataset.export }));
    });
    // A balance's "Write … into the file": the extension applies the setting's edits (undoable).
    document.querySelectorAll<HTMLButtonElement>('button[data-apply]').forEach(button => {
        button.hidden = false;
        button.addEventListener('click', () => vscode.postMessage({ command: 'apply', point: Number(button.dataset.apply) }));
    });
}
