/**
 * Simulation reports: what the log tally reads from events, the verdict's reasons, the comparison's
 * significance, and the HTML page (self-contained, strict CSP) and Markdown a user opens.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CombatEvent, FighterSnapshot } from '../../language/engine/log.js';
import { emptyTally, summariseTally } from '../../language/engine/simulate.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { compareSimulations, proportionDifference } from '../../language/report/compare.js';
import { renderReportHtml } from '../../language/report/html.js';
import { hpByRound } from '../../language/report/hp-by-round.js';
import { emptyDamageTally, tallyDamage } from '../../language/report/log-tally.js';
import { runEncounter } from '../../language/engine/runner.js';
import { renderReportMarkdown } from '../../language/report/markdown.js';
import { buildReport } from '../../language/report/report-data.js';
import { simulateParallel } from '../../language/simulation/parallel.js';
import { explainVerdict } from '../../language/report/verdict-text.js';
import { paladins } from '../../language/rulesets/paladins/index.js';
import { rise } from '../../language/rulesets/rise/index.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

async function model(body: string) {
    const built = await build(`ruleset rise\n${RISE_FIGHTERS}\nencounter e {\n${body}\n}`);
    return encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, rise);
}

/** Simulations as the CLI and server run them, every run on this thread (no worker bundle needed). */
const ON_THIS_THREAD = { workers: 0 };

const snap = (id: string, side: string, hp: number, maxHp: number, hpName?: string): FighterSnapshot => ({
    id,
    side,
    status: hp > 0 ? 'active' : 'dead',
    hp,
    maxHp,
    hpName,
    resources: {},
    conditions: [],
});
const attack = (actor: string, target: string): CombatEvent => ({
    kind: 'attack',
    actor,
    attack: 'Sword',
    target,
    rolls: [{ formula: '1d10', faces: [{ sides: 10, value: 7, kept: true }], parts: [{ kind: 'dice', notation: '1d10', faceCount: 1 }], total: 7 }],
    bonuses: [],
    total: 7,
    versus: 'armor',
    defense: 5,
    outcome: 'hit',
});
const damage = (target: string, hpLost: number, hp: number, pool?: string, attacker?: string): CombatEvent => ({
    kind: 'damage',
    attacker,
    target,
    amount: hpLost,
    absorbed: 0,
    hpLost,
    hp,
    maxHp: 20,
    pool,
});

describe('what reports read from the log', () => {
    const events: CombatEvent[] = [
        { kind: 'round', round: 1 },
        attack('A', 'B'),
        damage('B', 5, 15, undefined, 'A'),
        attack('B', 'A'),
        damage('A', 3, 7, undefined, 'B'),
        { kind: 'round', round: 2 },
        damage('B', 2, 13), // no attacker (a condition): taken, dealt by no one
        attack('A', 'B'),
        damage('B', 4, 9, 'STA', 'A'), // stamina, not hit points
        attack('A', 'B'),
        damage('B', 9, 4, 'HEA', 'A'),
        { kind: 'end', winner: 'left', reason: '', rounds: 2, final: [snap('A', 'left', 7, 10), snap('B', 'right', 4, 20, 'HEA')] },
    ];

    it('credits damage to the attacker the damage event names, hit points only', () => {
        const tally = emptyDamageTally();
        tallyDamage(events, tally);
        expect(Object.fromEntries(tally.dealt)).toEqual({ A: 14, B: 3 });
        expect(Object.fromEntries(tally.taken)).toEqual({ A: 3, B: 16 });
    });
});

describe('comparison', () => {
    it('calls a big difference significant and a small one not', () => {
        expect(proportionDifference('x', 500, 1000, 600, 1000).significant).toBe(true);
        const small = proportionDifference('x', 500, 1000, 510, 1000);
        expect(small.significant).toBe(false);
        expect(small.pValue).toBeGreaterThan(0.6);
        expect(small.difference).toBeCloseTo(0.01, 12);
    });

    it('finds no difference between a simulation and itself, and one against a much harder fight', async () => {
        const easy = await simulateParallel(
            await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest'),
            'rise',
            400,
            1,
            ON_THIS_THREAD,
        );
        const hard = await simulateParallel(
            await model('side heroes { Kara } side bandits { Bandit x4 } tactics attack_weakest'),
            'rise',
            400,
            1,
            ON_THIS_THREAD,
        );
        const same = compareSimulations(easy, easy);
        expect(same.winRate).toMatchObject({ difference: 0, significant: false });
        expect(same.rounds.significant).toBe(false);
        const c = compareSimulations(easy, hard);
        expect(c.winRate.difference).toBeLessThan(0);
        expect(c.winRate.significant).toBe(true);
        expect(c.survival.map(d => d.label)).toEqual(['Kara survival']); // only combatants in both
    });
});

describe('the verdict in words', async () => {
    // A tally made by hand (20 runs of Kara against one bandit), so every figure below is worked out
    // here, not by the code under test.
    const m = await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest');
    const summary = summariseTally(m, 7, {
        ...emptyTally(m),
        runs: 20,
        wins: [18, 1],
        undecided: 1,
        undecidedBy: [1, 0, 0], // the round limit
        judgedDeaths: 1,
        sideAnyDown: [2, 18],
        sideDown: [2, 18],
        alive: [17, 2],
        dead: [1, 15],
        hpLeft: [250, 10],
        maxHp: [22, 12],
        roundsHistogram: [0, 0, 10, 8, 0, 0, 2], // 10 runs of 2 rounds, 8 of 3, 2 of 6
    });

    it('explains a verdict exactly on the easy band, failed by a death in exactly 5% of runs', () => {
        // 18/20 = 90% wins (easy needs ≥ 90%) but 1/20 = 5% of runs with a death (easy needs under 5%): medium.
        // Wilson 95% for 18 of 20: centre (0.9 + 1.96²/40) / (1 + 1.96²/20) = 0.8356, half-width 0.1366.
        // Rounds: mean (10·2 + 8·3 + 2·6) / 20 = 2.8; 10 of 20 runs within 2 rounds (50%) → median 2;
        // 18 of 20 within 3 (90%) → 90th percentile 3.
        expect(explainVerdict(summary)).toEqual({
            // The deaths decide it, and the headline says so (it read as if 90% wins made it medium).
            headline: 'Medium for heroes: they win 90.0% of fights, but one of them dies in 5.0% of runs.',
            reasons: [
                'heroes win 90.0% of 20 runs (95% interval 69.9%–97.2%).',
                'In 5.0% of runs at least one of heroes dies.',
                'heroes: at least one of 1 down in 10.0% of runs, 0.10 down on average.',
                'bandits: at least one of 1 down in 90.0% of runs, 0.90 down on average.',
                'A fight lasts 2.8 rounds on average (median 2, 90% within 3).',
                // Which cause, so a GM knows whether the round limit is too short.
                '5.0% of runs end with no winner: the round limit 5.0%.',
                'Rule: medium means at least 70% wins with a death in under 15% of runs.',
            ],
        });
    });

    it('prints the combatants of the summary in the Markdown table', () => {
        // Kara: 17 of 20 standing, 1 dead, 250 HP left over 20 runs = 12.5 of 22.
        const md = renderReportMarkdown({ reports: [buildReport(m, rise, summary)] });
        expect(md).toContain('| Kara | heroes | 85.0% | 5.0% | 12.5/22 |');
        expect(md).toContain('| Bandit | bandits | 10.0% | 75.0% | 0.5/12 |');
        expect(md).toContain('| 2 | 10 | 50.0% | ██████████ |');
    });
});

describe('the report', async () => {
    const m = await model('side heroes { Kara } side bandits { Bandit x2 } tactics attack_weakest');
    const summary = await simulateParallel(m, 'rise', 500, 3, ON_THIS_THREAD);
    const report = buildReport(m, rise, summary);

    // The typical run's table showed Kara at −7 after a round whose end reset her to 0 (it read the
    // damage lines only): the series is the fighters' own hit points as each round ends.
    it("gives each round's end as the fight has it: a Rise character's reset to 0 shows", () => {
        for (let seed = 1; seed <= 400; seed++) {
            const events = runEncounter(m, rise, { seed, keepLog: true }).log.events;
            const reset = events.findIndex(e => e.kind === 'note' && /^Kara's hit points reset from -\d+ to 0/.test(e.text));
            if (reset < 0) continue;
            const round = events.slice(0, reset).findLast(e => e.kind === 'round');
            const { hp } = hpByRound(m, rise, seed);
            expect(round?.kind === 'round' && hp[0].hp[round.round]).toBe(0);
            expect(hp[0].hp[0]).toBe(22);
            return;
        }
        throw new Error('no run of the first 400 resets Kara');
    });

    it('has damage per combatant and a typical run of the median length', () => {
        expect(report.damage.fighters.map(f => f.id)).toEqual(['Kara', 'Bandit#1', 'Bandit#2']);
        expect(report.damage.fighters.find(f => f.id === 'Kara')!.dealt).toBeGreaterThan(0);
        const run = report.typicalRun!;
        expect(run.rounds).toBe(summary.rounds.median);
        expect(run.hp[0].hp).toHaveLength(run.rounds + 1);
        expect(run.hp[0].hp[0]).toBe(run.hp[0].maxHp);
    });

    it('is one self-contained page with a strict policy that pins its style and script', () => {
        const html = renderReportHtml({ reports: [report] });
        expect(html).not.toMatch(/\b(src|href)=/); // nothing loads from anywhere
        expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
        const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1];
        expect(csp).toMatch(/^default-src 'none'; /);
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
        const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
        const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(x => x[1]);
        expect(scripts).toHaveLength(1);
        const hash = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
        expect(csp).toContain(`style-src ${hash(style)}`);
        expect(csp).toContain(`script-src ${hash(scripts[0])}`);
        expect(scripts[0]).toContain('Chart'); // Chart.js is inlined
        for (const id of ['outcomes-0', 'rounds-0', 'survival-0', 'damage-0', 'hp-0']) expect(html).toContain(`<canvas id="${id}"`);
        expect(html).toContain(report.verdict.headline);
        expect(renderReportHtml({ reports: [report] })).toBe(html);
    });

    it('cannot be broken out of by names in the data', () => {
        const nasty = { ...report, title: '</script><script>alert(1)</script>' };
        const html = renderReportHtml({ reports: [nasty] });
        expect(html).not.toContain('<script>alert(1)');
        expect(html).toContain('&lt;/script&gt;');
    });

    it('exports Markdown with the verdict and tables', () => {
        const md = renderReportMarkdown({ reports: [report] });
        expect(md).toContain(`**${report.verdict.headline}**`);
        for (const reason of report.verdict.reasons) expect(md).toContain(`- ${reason}`);
        expect(md).toContain('### Hit points over a typical run');
    });
});

describe("the ruleset's own difficulty estimate", () => {
    it('stands beside the simulated verdict when the ruleset has one', async () => {
        const m = await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest');
        const summary = await simulateParallel(m, 'rise', 50, 1, ON_THIS_THREAD);
        const withHint = buildReport(m, { ...rise, difficultyHint: () => 'CR 2 (sum of 1 creature)' }, summary);
        expect(withHint.verdict.reasons.at(-1)).toBe("Rise's own estimate: CR 2 (sum of 1 creature)");
        expect(buildReport(m, rise, summary).verdict.reasons.join('\n')).not.toContain('own estimate');
    });
});

describe('the HTML report read without JavaScript (issue 25)', () => {
    it('shows the verdict and every figure as text; its charts stay hidden until the script draws them', async () => {
        const m = await model('side heroes { Kara } side bandits { Bandit } tactics attack_weakest');
        const summary = await simulateParallel(m, 'rise', 40, 1, ON_THIS_THREAD);
        const report = buildReport(m, rise, summary);
        // What a browser with scripts off renders: the page without its scripts.
        const html = renderReportHtml({ reports: [report] }).replace(/<script[\s\S]*?<\/script>/g, '');
        expect(html).toContain(report.verdict.headline);
        // Every chart is hidden, so no empty box stands where a chart would be.
        const figures = [...html.matchAll(/<figure[^>]*>/g)].map(f => f[0]);
        expect(figures.length).toBe(5);
        for (const f of figures) expect(f).toBe('<figure hidden>');
        // The tables are open: the heroes' win share and each combatant's row are on the page as text.
        expect(html).not.toMatch(/<details>(?!\s*<\/details>)/);
        expect(html).toContain('<details open>');
        const heroes = summary.sides.find(s => s.side === 'heroes')!;
        expect(html).toContain(`<td>heroes</td><td>${heroes.wins}</td><td>${(heroes.rate * 100).toFixed(1)}%</td>`);
        expect(html).toContain('<td>Kara</td><td>heroes</td>');
        expect(html).toContain('<th>mean hit points left</th>');
    });

    it("names the HP track in the ruleset's own word (Paladins: HEA), in the HTML, the chart's data and the Markdown", async () => {
        const text = fs.readFileSync(path.join(__dirname, '../../examples/paladins/stamina-duel.strife'), 'utf8');
        const built = await build(text);
        const m = encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, paladins);
        const summary = await simulateParallel(m, 'paladins', 20, 1, ON_THIS_THREAD);
        const report = buildReport(m, paladins, summary);
        expect(report.hpName).toBe('HEA');
        const html = renderReportHtml({ reports: [report] });
        expect(html).toContain('<th>mean HEA left</th>');
        expect(html).not.toMatch(/vital wounds/);
        if (report.typicalRun) expect(html).toContain('HEA over a typical run');
        expect(renderReportMarkdown({ reports: [report] })).toContain('mean HEA left');
    });
});
