/**
 * Simulation reports: what the log tally reads from events, the verdict's reasons, the comparison's
 * significance, and the HTML page (self-contained, strict CSP) and Markdown a user opens.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CombatEvent, FighterSnapshot } from '../../language/engine/log.js';
import type { Encounter } from '../../language/generated/ast.js';
import { encounterModel } from '../../language/model/encounter-model.js';
import { compareSimulations, proportionDifference } from '../../language/report/compare.js';
import { renderReportHtml } from '../../language/report/html.js';
import { emptyDamageTally, hpOverRounds, tallyDamage } from '../../language/report/log-tally.js';
import { renderReportMarkdown } from '../../language/report/markdown.js';
import { buildReport } from '../../language/report/report-data.js';
import { simulateParallel } from '../../language/simulation/parallel.js';
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
    rolls: [{ formula: '1d10', faces: [{ sides: 10, value: 7, kept: true }], shown: '1d10 [7]', total: 7 }],
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

    it('gives hit points at the start and the end of every round', () => {
        expect(hpOverRounds(events)).toEqual([
            { id: 'A', side: 'left', maxHp: 10, hp: [10, 7, 7] },
            { id: 'B', side: 'right', maxHp: 20, hp: [20, 15, 4] },
        ]);
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

describe('the report', async () => {
    const m = await model('side heroes { Kara } side bandits { Bandit x2 } tactics attack_weakest');
    const summary = await simulateParallel(m, 'rise', 500, 3, ON_THIS_THREAD);
    const report = buildReport(m, rise, summary);

    it('explains its verdict: win rate with interval, members down, rounds, the rule', () => {
        expect(report.verdict.headline).toMatch(/^(Trivial|Easy|Medium|Hard|Deadly) for heroes: they win \d+\.\d% of fights\.$/);
        const reasons = report.verdict.reasons.join('\n');
        expect(reasons).toMatch(/heroes win \d+\.\d% of 500 runs \(95% interval \d+\.\d%–\d+\.\d%\)/);
        expect(reasons).toMatch(/bandits: at least one of 2 down in \d+\.\d% of runs/);
        expect(reasons).toMatch(/A fight lasts \d+\.\d rounds on average \(median \d+, 90% within \d+\)/);
        expect(reasons).toMatch(/Rule: \w+ means/);
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
        expect(md).toMatch(/\| Kara \| heroes \| \d+\.\d% \|/);
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
