/** The report as Markdown (`--report x.md`, and the webview's Export Markdown): the same figures as tables. */
import type { Difference } from './compare.js';
import type { DayReport, PageData } from './page-data.js';
import type { EncounterReport } from './report-data.js';
import { partyDeaths } from '../engine/day-simulate.js';
import { hitPointWords } from '../engine/log.js';
import { percent as pct, sharesAddingUp } from '../engine/percent.js';
import { outcomeShares } from '../engine/simulate.js';
import { escapeControls, markdownText } from '../engine/terminal-text.js';

const cell = (x: string | number) => String(x).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
    const line = (r: readonly (string | number)[]) => `| ${r.map(cell).join(' | ')} |`;
    return [line(head), `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...rows.map(line)].join('\n');
}

/** A bar of block characters, `width` long at share 1. */
function bar(share: number, width = 20): string {
    return '█'.repeat(Math.round(share * width));
}

function section(r: EncounterReport, level: string, prefix = ''): string {
    const s = r.summary;
    const options =
        Object.entries(r.options)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ') || 'defaults';
    const shares = outcomeShares(s);
    const roundShares = sharesAddingUp(
        s.roundsHistogram.map(h => h.runs),
        s.runs,
    );
    const parts = [
        `${level} ${prefix}${markdownText(r.title)}`,
        `${r.ruleset} · ${s.runs} runs from seed ${s.seed} · options: ${options}`,
        `**${r.verdict.headline}**`,
        r.verdict.reasons.map(x => `- ${x}`).join('\n'),
        `${level}# Outcomes`,
        table(
            ['outcome', 'runs', 'share', '95% interval', ''],
            [
                ...s.sides.map((x, i) => [`${x.side} win`, x.wins, shares.sides[i], `${pct(x.interval.low)}–${pct(x.interval.high)}`, bar(x.rate)]),
                ['no winner', s.undecided, shares.undecided, '', bar(s.undecided / s.runs)],
            ],
        ),
        `${level}# Rounds`,
        table(
            ['rounds', 'runs', 'share', ''],
            s.roundsHistogram.map((h, i) => [h.rounds, h.runs, roundShares[i], bar(h.runs / s.runs)]),
        ),
        `${level}# Combatants`,
        table(
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
        ),
        `Damage is the mean per run over the first ${r.damage.runs} runs.`,
    ];
    const run = r.typicalRun;
    if (run) {
        parts.push(
            `${level}# ${r.hpName.charAt(0).toUpperCase()}${r.hpName.slice(1)} over a typical run`,
            `Run ${run.index + 1} (\`strife run --seed ${run.seed}\` replays it): ${run.rounds} rounds, ${run.winner ? `${run.winner} win` : 'no winner'}. Column r: ${r.hpName} at the end of round r (0: the start).`,
            table(
                ['combatant', ...run.hp[0].hp.map((_, i) => String(i))],
                run.hp.map(f => [f.id, ...f.hp]),
            ),
        );
    }
    return parts.join('\n\n');
}

function differenceRow(d: Difference, asPercent: boolean): (string | number)[] {
    const f = (x: number) => (asPercent ? pct(x) : x.toFixed(2));
    const diff = asPercent ? `${(d.difference * 100).toFixed(1)} pts` : d.difference.toFixed(2);
    return [
        d.label,
        f(d.a),
        f(d.b),
        d.difference > 0 ? `+${diff}` : diff,
        d.pValue < 0.001 ? '< 0.001' : d.pValue.toFixed(3),
        d.significant ? '**yes**' : 'no',
    ];
}

/** A day's report: the fights, the party's resources across the day (bars of its hit points), deaths. */
function daySection(r: DayReport): string {
    const s = r.summary;
    const names = [...new Set(s.points.flatMap(p => Object.keys(p.resources)))];
    const fullHp = s.points[0]?.members.reduce((t, m) => t + m.maxHp, 0) || 1;
    const deaths = s.fights.flatMap((f, i) => f.deaths.filter(d => d.share > 0).map(d => [d.id, `${i + 1}. ${f.encounter}`, pct(d.share)]));
    return [
        `## Day: ${r.title}`,
        `${r.ruleset} · ${s.runs} runs from seed ${s.seed} · party ${s.party}`,
        `**${s.party} get through the day in ${pct(s.rate)} of runs** (95% interval ${pct(s.interval.low)}–${pct(s.interval.high)}); ${partyDeaths(s)}.`,
        '### Fights',
        table(
            ['fight', 'reached', 'won when reached', 'the day ends here', ''],
            s.fights.map((f, i) => [`${i + 1}. ${f.encounter}`, pct(f.reached), pct(f.won), pct(f.failedHere), bar(f.failedHere)]),
        ),
        '### The party across the day',
        `Entering each fight (means over the runs that got there), then at the end of the day; the bar is the party’s ${hitPointWords(s.hpName)} against its full ${hitPointWords(s.hpName)}.`,
        table(
            ['point', 'runs', `party ${s.hpName}`, ...names.map(n => n.replace(/_/g, ' ')), ...(s.points[0]?.members.map(m => m.id) ?? []), ''],
            s.points.map(p => [
                p.label,
                p.runs,
                p.partyHp.toFixed(1),
                ...names.map(n => (p.resources[n] ?? 0).toFixed(1)),
                ...p.members.map(m => `${m.meanHp.toFixed(1)}/${m.maxHp} (down ${pct(m.down)})`),
                bar(Math.min(1, p.partyHp / fullHp)),
            ]),
        ),
        '### Deaths',
        deaths.length ? table(['member', 'dies in', 'share of runs'], deaths) : 'Nobody dies in these runs.',
    ].join('\n\n');
}

/** The whole report as Markdown. */
export function renderReportMarkdown(data: PageData): string {
    const parts = ['# Strife simulation report'];
    if (data.day) parts.push(daySection(data.day));
    const c = data.comparison;
    if (c && data.reports.length === 2) {
        const [a, b] = data.reports;
        parts.push(
            '## A against B',
            table(
                ['', `A: ${markdownText(a.title)}`, `B: ${markdownText(b.title)}`, 'B − A', 'p-value', 'significant (5%)'],
                [differenceRow(c.winRate, true), differenceRow(c.rounds, false), ...c.survival.map(d => differenceRow(d, true))],
            ),
            "Two-sided tests at the 5% level: two-proportion z-tests for rates, Welch's z-test for mean rounds.",
        );
        parts.push(section(a, '##', 'A: '), section(b, '##', 'B: '));
    } else parts.push(...data.reports.map(r => section(r, '##')));
    return escapeControls(`${parts.join('\n\n')}\n`);
}
