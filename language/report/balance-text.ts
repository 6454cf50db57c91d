/**
 * A balance (`language/simulation/balance.ts`) in words, as text and as Markdown: the answer in a
 * sentence, the table of settings and a chart of the judged side's win rate against the varied
 * value with the target's band. The HTML page (`balance-html.ts`) reuses the sentences and the
 * band; the figures are the result's own.
 */
import { percent as pct } from '../engine/percent.js';
import type { BalancePoint, BalanceResult } from '../simulation/balance-result.js';

const num = (n: number) => n.toLocaleString('en');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A side's name as an owner: `heroes'`, `crew's`, `party's`. */
export function possessive(name: string): string {
    return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** The target's band in the chart's caption: "the target's win rates, 55.0%–65.0% (a win rate of 60% ±5)". */
export function bandText(result: BalanceResult): string | undefined {
    const band = result.target?.band;
    return band && `the target's win rates, ${pct(band.low)}–${pct(band.high)} (${result.target!.text})`;
}

/** What varies, in words: "Bandit x1..8 (the file: x3)". */
export function variationText(result: BalanceResult): string {
    return result.vary
        .map(v => {
            const values = v.values;
            const numeric = values.every(x => typeof x === 'number');
            const span = numeric && values.length > 2 ? `${values[0]}..${values.at(-1)}` : values.join(', ');
            if (v.kind === 'count') return `${v.name} x${span} (the file: x${v.current})`;
            if (v.kind === 'stat') return `${v.name} ${span} (the file: ${v.current})`;
            return `the rule option ${v.name}: ${span} (the file: ${v.current})`;
        })
        .join(' and ');
}

/**
 * One setting's figures in words: "hard, heroes win 55.2% (95% 54.2–56.2%), a death among heroes in
 * 12.0% of runs"; without its verdict when the sentence has just said it (`Bandit x4 meets deadly: heroes win …`).
 */
export function pointText(result: BalanceResult, p: BalancePoint): string {
    if (p.error) return `cannot be played: ${p.error.split('\n')[0]}`;
    if (p.verdict === undefined || p.winRate === undefined || p.interval === undefined) return 'not played';
    const verdict = p.verdict === result.target?.text ? '' : `${p.verdict}, `;
    return `${verdict}${result.judgedSide} win ${pct(p.winRate)} (95% ${pct(p.interval.low)}–${pct(p.interval.high)}), a death among ${result.judgedSide} in ${pct(p.deathRate ?? 0)} of runs`;
}

/** The answer in sentences (empty for a sweep without a target). */
export function answerText(result: BalanceResult): string[] {
    const a = result.answer;
    const t = result.target;
    if (!t) return [];
    if (!a) return [`No setting can be played, so none meets ${t.text}.`];
    const p = result.points[a.point];
    const runs = `${num(p.runs)} runs at this setting, ${num(result.runs)} in all.`;
    if (!a.reached) {
        const first = result.points.find(x => !x.error)?.label ?? result.points[0].label;
        const last = [...result.points].reverse().find(x => !x.error)?.label ?? result.points.at(-1)!.label;
        return [`No setting from ${first} to ${last} meets ${t.text}. The nearest is ${p.label}: ${pointText(result, p)}.`, runs];
    }
    const sure = a.confident
        ? `Confident: its 95% intervals lie within ${t.text}.`
        : `Borderline: its 95% intervals reach past ${t.text} even after ${num(p.runs)} runs; the point estimate meets it.`;
    const head = p.current ? `${p.label}, the file's own setting, already meets ${t.text}` : `${p.label} meets ${t.text}`;
    return [`${head}: ${pointText(result, p)}.`, sure, runs];
}

/** "x4" for a count, "40" for a stat, "unconscious" for an option: a value as a column label. */
function short(result: BalanceResult, k: number, value: number | string): string {
    return result.vary[k].kind === 'count' ? `x${value}` : String(value);
}

/** The table's rows: setting, verdict, win rate, interval, deaths, rounds, runs, standing. */
function rows(result: BalanceResult): { head: string[]; body: string[][] } {
    const head = [
        result.vary.map(v => v.name).join(' · '),
        'verdict',
        `${result.judgedSide} win`,
        '95% interval',
        'a death',
        'rounds',
        'runs',
        ...(result.target ? ['vs target'] : []),
    ];
    const body = result.points.map((p, i) => {
        const marks = `${result.answer?.point === i ? '▶ ' : ''}${p.setting.map((v, k) => short(result, k, v)).join(' · ')}${p.current ? ' (file)' : ''}`;
        if (p.error) return [marks, 'cannot be played (below)', '', '', '', '', '0', ...(result.target ? [''] : [])];
        if (p.verdict === undefined) return [marks, '', '', '', '', '', '0', ...(result.target ? ['not needed'] : [])];
        return [
            marks,
            p.verdict,
            pct(p.winRate ?? 0),
            `${pct(p.interval?.low ?? 0)}–${pct(p.interval?.high ?? 1)}`,
            pct(p.deathRate ?? 0),
            (p.rounds ?? 0).toFixed(1),
            num(p.runs),
            ...(result.target ? [`${p.standing ?? ''}${p.confident === false ? '?' : ''}`] : []),
        ];
    });
    return { head, body };
}

/**
 * The chart as text: the judged side's win rate (rows of 10 points) against the settings, the
 * target's band shaded. Two knobs: one letter per value of the second.
 */
export function textChart(result: BalanceResult): string[] {
    const band = result.target?.band;
    const k0 = result.vary[0];
    const n0 = k0.values.length;
    const series = result.vary.length === 2 ? result.vary[1].values : [undefined];
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const width = Math.max(3, ...k0.values.map((v, i) => short(result, 0, v).length + (i === 0 ? 0 : 1)));
    const lines: string[] = [];
    const levels = 10;
    for (let row = levels; row >= 0; row--) {
        const low = (row - 0.5) / levels;
        const high = (row + 0.5) / levels;
        let line = `${String(row * 10).padStart(4)}% ┤`;
        for (let i = 0; i < n0; i++) {
            // Bands are sums of shares (0.8 + 0.05 = 0.8500000000000001): compared past the rounding, a
            // row is shaded only when the band reaches into it.
            const inBand = band !== undefined && band.high > low + 1e-9 && band.low < high - 1e-9;
            let mark = inBand ? '░' : ' ';
            series.forEach((_, s) => {
                const p = result.points[i + n0 * s];
                if (p.winRate === undefined) return;
                if (Math.round(p.winRate * levels) === row) mark = series.length > 1 ? letters[s % letters.length] : '●';
            });
            const fill = inBand ? '░' : ' ';
            line += fill.repeat(width - 1) + mark;
        }
        lines.push(line);
    }
    lines.push(`      └${'─'.repeat(width * n0)}`);
    lines.push(`       ${k0.values.map(v => short(result, 0, v).padStart(width)).join('')}`);
    if (series.length > 1)
        lines.push(`       ${series.map((v, s) => `${letters[s % letters.length]}: ${result.vary[1].name} ${short(result, 1, v!)}`).join('  ')}`);
    return lines;
}

/** The chart's caption: whose win rate, how a setting is marked, the target's band. */
export function chartCaption(result: BalanceResult): string {
    const band = bandText(result);
    const played = result.vary.length === 2 ? `a letter per ${result.vary[1].name}, below` : '● played';
    return `${capital(possessive(result.judgedSide))} win rate by setting (${played}${band ? `; ░ ${band}` : ''})`;
}

function heading(result: BalanceResult): string[] {
    const how =
        result.mode === 'sweep'
            ? `every setting played ${num(result.runsPerSetting)} times`
            : `adaptive search, at most ${num(result.runsPerSetting)} runs per setting`;
    return [
        `Balance of ${result.encounter} (${result.rulesetName}) for ${result.judgedSide}`,
        `Varying ${variationText(result)}${result.target ? `; target: ${result.target.text}` : ''}; ${how}; seed ${result.seed}; ${num(result.runs)} runs in all.`,
        ...result.vary.flatMap(v => (v.note ? [v.note] : [])),
    ];
}

/** The ruleset's own estimates, one per setting, when the ruleset gives them (RPGStuck's Combat Rating). */
function ratings(result: BalanceResult): string[] {
    const rated = result.points.filter(p => p.rating);
    if (rated.length === 0) return [];
    return [`${result.rulesetName}'s own estimate of each setting:`, ...rated.map(p => `  ${p.label}: ${p.rating}`)];
}

/** How to write a setting into the file, one line per edit: "path:line:col  x3 → x4". */
export function editLines(p: BalancePoint): string[] {
    return p.edits.map(
        e =>
            `${e.file}:${e.range.start.line + 1}:${e.range.start.character + 1}  ${e.oldText === '' ? '(insert)' : `\`${e.oldText}\``} → \`${e.newText.replace(/\n/g, '⏎').trim()}\``,
    );
}

/** The balance as text (the CLI's default format). */
export function renderBalanceText(result: BalanceResult): string {
    const { head, body } = rows(result);
    const widths = head.map((h, c) => Math.max(h.length, ...body.map(r => r[c].length)));
    // Numbers right-aligned, words (the setting, the verdict, the standing) left-aligned.
    const numeric = (c: number) => c >= 2 && c <= 6;
    const line = (r: string[]) => `  ${r.map((cell, c) => (numeric(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ')}`.trimEnd();
    const answer = answerText(result);
    const p = result.answer && result.points[result.answer.point];
    const out = [
        ...heading(result),
        '',
        line(head),
        ...body.map(line),
        ...result.points.flatMap(x => (x.error ? [`  ${x.label} cannot be played: ${x.error.split('\n')[0]}`] : [])),
        '',
        ...(answer.length ? [`Answer: ${answer.join(' ')}`] : []),
        ...(p?.edits.length ? ['To write it into the file:', ...editLines(p).map(l => `  ${l.replace(/`/g, '')}`)] : []),
        ...(answer.length ? [''] : []),
        chartCaption(result),
        ...textChart(result),
    ];
    const own = ratings(result);
    if (own.length) out.push('', ...own);
    return `${out.join('\n')}\n`;
}

const cell = (x: string) => x.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The balance as Markdown: the same sentences, the table, the chart in a text block. */
export function renderBalanceMarkdown(result: BalanceResult): string {
    const { head, body } = rows(result);
    const [title, ...rest] = heading(result);
    const answer = answerText(result);
    const p = result.answer && result.points[result.answer.point];
    const parts = [
        `# ${title}`,
        rest.join('\n\n'),
        ...(answer.length ? [`**${answer[0]}** ${answer.slice(1).join(' ')}`] : []),
        ...(p?.edits.length
            ? [
                  `To write it into the file:\n\n${editLines(p)
                      .map(l => `- ${l}`)
                      .join('\n')}`,
              ]
            : []),
        [
            `| ${head.map(cell).join(' | ')} |`,
            `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
            ...body.map(r => `| ${r.map(cell).join(' | ')} |`),
        ].join('\n'),
        ...result.points.flatMap(x => (x.error ? [`${x.label} cannot be played: \`${cell(x.error.split('\n')[0])}\``] : [])),
        `## ${chartCaption(result)}`,
        ['```text', ...textChart(result), '```'].join('\n'),
    ];
    const own = ratings(result);
    if (own.length)
        parts.push(
            `## ${own[0]}`,
            own
                .slice(1)
                .map(l => `- ${l.trim()}`)
                .join('\n'),
        );
    return `${parts.filter(x => x !== '').join('\n\n')}\n`;
}
