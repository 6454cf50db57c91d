/**
 * `strife balance` as a GM runs it (the built CLI: run `npm run build` first): the same answer and
 * figures whatever the number of workers; the adaptive search against a brute-force sweep of the
 * same settings; every setting's edits, applied to a copy of the files by hand, give a file that
 * checks clean and simulates to exactly the figures the balance printed for it; the ruleset's own
 * rating beside the verdicts; the output formats; and bad input — refused with a sentence and a
 * non-zero exit, the files never touched.
 */
import { spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-balance-'));
fs.cpSync(path.join(ROOT, 'examples/rise'), WORK, { recursive: true });
const FORD = 'ambush-at-the-ford.strife';
/** Each spawn plays thousands of runs: minutes on a busy 2-core machine. */
const SLOW = { timeout: 300_000 };

afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

function strife(args: readonly string[], cwd = WORK) {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 240_000 });
    if (r.error) throw r.error;
    return r;
}

interface Point {
    label: string;
    setting: (number | string)[];
    current: boolean;
    runs: number;
    error?: string;
    verdict?: string;
    winRate?: number;
    deathRate?: number;
    rating?: string;
    standing?: string;
    edits: {
        uri: string;
        file: string;
        range: { start: { line: number; character: number }; end: { line: number; character: number } };
        oldText: string;
        newText: string;
    }[];
}
interface Result {
    mode: string;
    seed: number;
    points: Point[];
    answer?: { point: number; reached: boolean; confident: boolean };
    runs: number;
    judgedSide: string;
}

function balanceJson(args: readonly string[], cwd = WORK): Result {
    const r = strife(['balance', ...args, '--format', 'json'], cwd);
    expect([0, 3], r.stderr).toContain(r.status);
    return JSON.parse(r.stdout) as Result;
}

/** Digests of every file of the work folder: a balance never writes them. */
function snapshot(dir = WORK): string {
    const hash = crypto.createHash('sha256');
    for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
    return hash.digest('hex');
}

describe('strife balance gives the same answer whatever the number of workers', () => {
    it('a search and a sweep print the same JSON with 0, 1, 2 and 3 workers', SLOW, () => {
        const search = [0, 1, 2, 3].map(w =>
            strife([
                'balance',
                FORD,
                '--vary',
                'BanditCaptain.hit_points=10..40 step 5',
                '--target',
                'win 50%',
                '--runs',
                '4000',
                '--workers',
                String(w),
                '--format',
                'json',
            ]),
        );
        const sweep = [0, 1, 2, 3].map(w =>
            strife([
                'balance',
                FORD,
                '--vary',
                'Bandit x3..5',
                '--vary',
                'monsters_at_zero',
                '--runs',
                '700',
                '--workers',
                String(w),
                '--format',
                'json',
            ]),
        );
        for (const r of [...search, ...sweep]) expect(r.status, r.stderr).toBe(0);
        expect(new Set(search.map(r => r.stdout)).size).toBe(1);
        expect(new Set(sweep.map(r => r.stdout)).size).toBe(1);
        const s = JSON.parse(sweep[0].stdout) as Result;
        expect(s.points).toHaveLength(6);
        expect(s.runs).toBe(6 * 700);
    });
});

describe('the search against a brute-force sweep of the same settings', () => {
    it.each([
        ['Bandit x3..8', 'deadly', 'Bandit x4'],
        ['Bandit x3..8', 'hard', 'Bandit x3'],
        ['BanditCaptain.hit_points=10..40 step 5', 'win 50%', undefined],
        ['Kara.hit_points=10..40 step 2', 'medium', undefined],
        ['Bandit x3..8', 'easy', undefined],
    ])('%s, target %s', { timeout: 300_000 }, (vary, target, expected) => {
        const search = balanceJson([FORD, '--vary', vary, '--target', target, '--runs', '4000']);
        const sweep = balanceJson([FORD, '--vary', vary, '--target', target, '--runs', '4000', '--sweep']);
        expect(search.mode).toBe('search');
        expect(sweep.mode).toBe('sweep');
        expect(search.answer).toBeDefined();
        expect(search.points[search.answer!.point].label).toBe(sweep.points[sweep.answer!.point].label);
        expect(search.answer!.reached).toBe(sweep.answer!.reached);
        if (expected) expect(search.points[search.answer!.point].label).toBe(expected);
        // The sweep played every playable setting 4,000 times; the search far fewer runs in all.
        expect(search.runs).toBeLessThan(sweep.runs / 2);
        // Settings the search played agree with the sweep's figures as far as their runs go.
        for (const [i, p] of search.points.entries()) if (p.runs > 0) expect(p.runs).toBeLessThanOrEqual(sweep.points[i].runs);
    });
});

/** `text` with LSP-style edits applied (worked out here, independently of the balance's own code). */
function applyByHand(text: string, edits: Point['edits']): string {
    const lines = text.split('\n');
    const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
    let out = text;
    for (const e of [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start))) {
        expect(text.slice(offset(e.range.start), offset(e.range.end))).toBe(e.oldText);
        out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
    }
    return out;
}

describe("each setting's edits write exactly that setting", () => {
    it.each([
        ['a count', 'Bandit x3..5', 'Bandit x4'],
        ['a stat the combatant writes (in its defenses)', 'Kara.armor=5..9 step 2', 'Kara.armor 9'],
        ['a stat the combatant does not write (added to its block)', 'Kara.accuracy=3..5', 'Kara.accuracy 5'],
        ['a stat a template gives (added to the template in the bestiary)', 'BanditCaptain.strength=1..3', 'BanditCaptain.strength 3'],
        ['a rule option (added to the ruleset line)', 'monsters_at_zero', 'monsters_at_zero: unconscious'],
    ])('%s', SLOW, (_what, vary, label) => {
        const before = snapshot();
        const result = balanceJson([FORD, '--vary', vary, '--runs', '400']);
        expect(snapshot()).toBe(before);
        const point = result.points.find(p => p.label === label);
        expect(point, result.points.map(p => p.label).join(', ')).toBeDefined();
        expect(point!.edits.length).toBeGreaterThan(0);
        const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-balance-edit-'));
        try {
            fs.cpSync(WORK, copy, { recursive: true });
            const files = new Set(point!.edits.map(e => e.file));
            for (const file of files)
                fs.writeFileSync(
                    path.join(copy, file),
                    applyByHand(
                        fs.readFileSync(path.join(copy, file), 'utf8'),
                        point!.edits.filter(e => e.file === file),
                    ),
                );
            const check = strife(['check', FORD, ...files], copy);
            expect(check.status, check.stdout + check.stderr).toBe(0);
            const sim = strife(['simulate', FORD, '--runs', '400', '--seed', String(result.seed), '--format', 'json'], copy);
            expect(sim.status, sim.stderr).toBe(0);
            const s = JSON.parse(sim.stdout) as { sides: { side: string; rate: number }[]; judgedDeathRate: number; verdict: string };
            expect(s.sides.find(x => x.side === result.judgedSide)!.rate).toBe(point!.winRate);
            expect(s.judgedDeathRate).toBe(point!.deathRate);
            expect(s.verdict).toBe(point!.verdict);
        } finally {
            fs.rmSync(copy, { recursive: true, force: true });
        }
    });

    // The answer's edit went into the bestiary without a word that every fight importing it changes too.
    it('says when the stat block it would write is shared: declared in an imported bestiary', SLOW, () => {
        const r = strife(['balance', FORD, '--vary', 'BanditCaptain.hit_points=10..20 step 10', '--runs', '50']);
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout).toContain(
            'BanditCaptain is declared in bestiary.strife: a value written there changes it in every encounter that imports it.',
        );
        const own = strife(['balance', FORD, '--vary', 'Kara.accuracy=3..4', '--runs', '50']);
        expect(own.stdout).not.toContain('is declared in');
    });

    it('adds a stat on a line of its own, indented like its neighbours', SLOW, () => {
        const result = balanceJson([FORD, '--vary', 'Kara.accuracy=3..4', '--runs', '50']);
        const text = applyByHand(fs.readFileSync(path.join(WORK, FORD), 'utf8'), result.points.find(p => p.label === 'Kara.accuracy 4')!.edits);
        expect(text).toContain('character Kara {\n  accuracy 4\n  level 2\n');
    });
});

describe("the ruleset's own rating stands beside the verdicts", () => {
    it("RPGStuck's Combat Rating, setting by setting", SLOW, () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-balance-rpgstuck-'));
        try {
            fs.copyFileSync(path.join(ROOT, 'examples/rpgstuck/bestiary.strife'), path.join(dir, 'bestiary.strife'));
            const hive = fs
                .readFileSync(path.join(ROOT, 'examples/rpgstuck/imp-horde.strife'), 'utf8')
                .replace(/ {2}round 1 \{[\s\S]*?\n {2}\}\n/, '');
            fs.writeFileSync(path.join(dir, 'hive.strife'), hive);
            const result = balanceJson(['hive.strife', '--vary', 'Imp x1..3', '--runs', '200'], dir);
            expect(result.points.map(p => p.rating?.match(/a CR (\d+) encounter/)?.[1])).toEqual(['3', '4', '5']);
            const text = strife(['balance', 'hive.strife', '--vary', 'Imp x1..3', '--runs', '200'], dir).stdout;
            expect(text).toContain("RPGStuck's own estimate of each setting:\n  Imp x1: Combat Rating: a CR 3 encounter");
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});

describe('outputs', () => {
    it('text: the table, the answer with the edit to make, and the chart with the target band', SLOW, () => {
        const r = strife(['balance', FORD, '--vary', 'Bandit x3..6', '--target', 'deadly', '--runs', '2000']);
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout).toMatch(/^Balance of Ambush at the ford \(Rise\) for heroes\n/);
        expect(r.stdout).toMatch(/\n {2}▶ x4 +deadly +\d+\.\d% +\d+\.\d%–\d+\.\d%/);
        // The verdict is said once (it read "meets deadly: deadly, heroes win").
        expect(r.stdout).toContain('Answer: Bandit x4 meets deadly: heroes win');
        expect(r.stdout).toContain(`To write it into the file:\n  ${FORD}:35:25  x3 → x4`);
        expect(r.stdout).toContain("Heroes' win rate by setting (● played; ░ the target's win rates, 0.0%–40.0% (deadly))");
        expect(r.stdout).toMatch(/\n {3}0% ┤░+/);
    });
    it('Markdown, HTML (a page under a strict CSP with the data and the chart script) and --report', SLOW, () => {
        const md = strife(['balance', FORD, '--vary', 'Bandit x3..4', '--runs', '200', '--format', 'markdown']).stdout;
        expect(md).toMatch(/^# Balance of Ambush at the ford/);
        expect(md).toContain('| Bandit | verdict | heroes win |');
        expect(md).toContain('```text\n 100% ┤');
        const html = strife(['balance', FORD, '--vary', 'Bandit x3..4', '--runs', '200', '--format', 'html']).stdout;
        expect(html).toMatch(
            /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'sha256-[^']+'; script-src 'sha256-[^']+';/,
        );
        expect(html).toContain('<canvas id="balance-chart"');
        expect(html).toContain('<script type="application/json" id="strife-balance-data">');
        const report = path.join(os.tmpdir(), `strife-balance-${process.pid}.md`);
        try {
            const r = strife(['balance', FORD, '--vary', 'Bandit x3..4', '--runs', '200', '--report', report]);
            expect(r.status).toBe(0);
            expect(r.stderr).toBe(`Report written to ${report}\n`);
            expect(fs.readFileSync(report, 'utf8')).toBe(md);
        } finally {
            fs.rmSync(report, { force: true });
        }
    });
});

describe('bad input: a sentence, a non-zero exit, and the files untouched', () => {
    it.each([
        [['--vary', 'Bandit x8..1'], 2, 'Bandit x8..1 is inverted: write the smaller bound first (Bandit x1..8).'],
        [['--vary', 'Bandit x'], 2, '"Bandit x" gives no values'],
        [['--vary', 'Bandit x498..501'], 2, 'Bandit x501 is past the limit: a count runs from 1 to 500.'],
        [['--vary', 'Bandit x1..200'], 2, 'is 200 values; at most 100 per variation'],
        [['--vary', 'Bandt x1..4'], 2, "'Bandt' is not a participant of the encounter 'Ambush at the ford'. Did you mean 'Bandit'?"],
        [['--vary', 'Kara x1..2'], 2, 'Kara is a character: it is unique and has no count.'],
        [['--vary', 'BanditCaptain.hitpoints=10..20'], 2, "Rise has no stat 'hitpoints'. Did you mean 'hit_points'?"],
        [['--vary', 'Ogre.hit_points=10..20'], 2, "'Ogre' fights in no side of the encounter"],
        [['--vary', 'BanditCaptain.hit_points=-4..3'], 2, 'BanditCaptain.hit_points -4 is past the limit: hit_points runs from 1'],
        [['--vary', 'monster_at_zero'], 2, "Rise has no rule option 'monster_at_zero'. Did you mean 'monsters_at_zero'?"],
        [['--vary', 'Bandit x2..3', '--vary', 'Bandit x4..5'], 2, 'Bandit is varied twice'],
        [['--vary', 'Bandit x2..3', '--vary', 'monsters_at_zero', '--vary', 'Kara.level=1..2'], 2, 'one or two things at once'],
        [[], 2, 'balance needs --vary'],
        [
            ['--vary', 'Bandit x3..4', '--target', 'meduim'],
            2,
            '"meduim" is not a target: write a verdict (trivial, easy, medium, hard, deadly) or a win rate such as "win 60%". Did you mean \'medium\'?',
        ],
        [['--vary', 'Bandit x3..100', '--runs', '200000'], 2, 'past the limit of 10,000,000 runs in all'],
        [['--vary', 'Bandit x3..4', '--encounter', 'Nowhere'], 2, "No encounter named 'Nowhere'."],
    ])('%j', SLOW, (args, status, message) => {
        const before = snapshot();
        const r = strife(['balance', FORD, ...args]);
        expect(r.status).toBe(status);
        expect(r.stdout).toBe('');
        expect(r.stderr).toContain(message);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(snapshot()).toBe(before);
    });

    it('a target no setting reaches: says so, names the nearest, exit 3', SLOW, () => {
        const before = snapshot();
        const r = strife(['balance', FORD, '--vary', 'Bandit x4..8', '--target', 'easy']);
        expect(r.status).toBe(3);
        expect(r.stdout).toContain('Answer: No setting from Bandit x4 to Bandit x8 meets easy. The nearest is Bandit x4: deadly');
        expect(snapshot()).toBe(before);
    });

    it('a setting the file cannot have is shown with the error it would have, not played', SLOW, () => {
        const result = balanceJson([FORD, '--vary', 'Bandit x1..3', '--runs', '100']);
        expect(result.points[0].error).toMatch(/Bandit#2 does not exist: this encounter has 1 Bandit/);
        expect(result.points[0].runs).toBe(0);
        expect(result.points[2].runs).toBe(100);
    });

    it('a file with errors: its diagnostics, exit 1, nothing written', SLOW, () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-balance-bad-'));
        try {
            const file = path.join(dir, 'bad.strife');
            const text = 'ruleset rise\ncreature A { hit_points 3 }\nencounter e { side a { A } side b { B } }\n';
            fs.writeFileSync(file, text);
            const r = strife(['balance', 'bad.strife', '--vary', 'A x1..3'], dir);
            expect(r.status).toBe(1);
            expect(r.stdout).toBe('');
            expect(r.stderr).toContain("bad.strife:3:37: error: Unknown combatant 'B'");
            expect(fs.readFileSync(file, 'utf8')).toBe(text);
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});
