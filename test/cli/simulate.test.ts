/**
 * `strife simulate` as a user runs it (the built CLI and its worker bundle: run `npm run build`
 * first): the same summary whatever the number of worker threads, no progress bar in pipes, rule
 * options, and clear refusals of bad run counts and options.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { encounterModel } from '../../language/model/encounter-model.js';
import { emptyTally, mergeTallies, summariseTally, tallyRuns } from '../../language/engine/simulate.js';
import type { Encounter } from '../../language/generated/ast.js';
import { rise } from '../../language/rulesets/rise/index.js';
import { chunkEnds, chunkSize, simulateParallel } from '../../language/simulation/parallel.js';
import { build, RISE_FIGHTERS } from '../helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');
const WORKER = path.join(ROOT, 'out/simulation/worker.cjs');
const FORD = 'examples/rise/ambush-at-the-ford.strife';

function strife(args: readonly string[]) {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    if (r.error) throw r.error;
    return r;
}

async function model() {
    const built = await build(
        `ruleset rise\n${RISE_FIGHTERS}\nencounter e {\nside heroes { Kara } side bandits { Bandit x3 } tactics attack_weakest\n}`,
    );
    return encounterModel(built.root.elements.find((e): e is Encounter => e.$type === 'Encounter')!, rise);
}

describe('worker-count independence', () => {
    it('prints the same JSON with 1, 2 and 4 workers (and on the main thread)', () => {
        const outputs = [0, 1, 2, 4].map(w =>
            strife(['simulate', FORD, '--runs', '3000', '--seed', '9', '--workers', String(w), '--format', 'json']),
        );
        for (const r of outputs) {
            expect(r.status).toBe(0);
            expect(r.stderr).toBe('');
        }
        expect(new Set(outputs.map(r => r.stdout)).size).toBe(1);
        const json = JSON.parse(outputs[0].stdout);
        expect(json.runs).toBe(3000);
        expect(json.sides.reduce((n: number, s: { wins: number }) => n + s.wins, 0) + json.undecided).toBe(3000);
    });

    it('gives, through worker threads, exactly the summary of one thread', async () => {
        const m = await model();
        const one = summariseTally(m, 5, tallyRuns(m, rise, 5, 0, 1200));
        for (const workers of [1, 2, 4]) expect(await simulateParallel(m, 'rise', 1200, 5, { workers, workerFile: WORKER })).toEqual(one);
    });

    it('splits the runs into chunks that cover them once, smaller towards the end so the threads finish together', () => {
        const sizes = (ends: readonly number[]) => ends.map((end, i) => end - (i === 0 ? 0 : ends[i - 1]));
        for (const [total, threads] of [
            [100_000, 2],
            [100_000, 8],
            [2000, 2],
            [7, 2],
            [12_345, 0],
        ]) {
            const ends = chunkEnds(total, threads);
            expect(ends.at(-1)).toBe(total);
            expect(sizes(ends).every(s => s > 0)).toBe(true);
        }
        // Two threads each holding two chunks: the last ones shrink from a full chunk to a few dozen runs.
        const tail = sizes(chunkEnds(100_000, 2)).slice(-12);
        expect(tail[0]).toBeLessThan(chunkSize(100_000));
        expect(tail.at(-1)).toBeLessThanOrEqual(chunkSize(100_000) / 8);
        expect(tail).toEqual([...tail].sort((a, b) => b - a));
        // One thread (or the calling thread) has nobody to wait for: chunks of one size.
        expect(new Set(sizes(chunkEnds(100_000, 1))).size).toBe(1);
    });

    it('tallies any split of the runs to the same counts', async () => {
        const m = await model();
        const whole = tallyRuns(m, rise, 3, 0, 500);
        const split = [0, 7, 250, 251, 500]
            .slice(1)
            .reduce((acc, to, i, ends) => mergeTallies(acc, tallyRuns(m, rise, 3, i === 0 ? 0 : ends[i - 1], to)), emptyTally(m));
        expect(summariseTally(m, 3, split)).toEqual(summariseTally(m, 3, whole));
    });

    it('fails, rather than waits for ever, when a worker answers with a tally it cannot add up', async () => {
        // A worker bundle from another build (a stale `npm run build`) answers in a shape this one cannot read.
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-worker-'));
        const stale = path.join(dir, 'worker.cjs');
        fs.writeFileSync(
            stale,
            `const { parentPort } = require('node:worker_threads');
parentPort.on('message', m => { if (m.kind === 'chunk') parentPort.postMessage({ task: m.task, tally: { runs: m.to - m.from } }); });`,
        );
        try {
            const m = await model();
            await expect(simulateParallel(m, 'rise', 4000, 1, { workers: 2, workerFile: stale })).rejects.toThrow(
                /could not add up the simulation workers' tallies .*npm run build/,
            );
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });

    it('reports progress up to the total and stops when cancelled', async () => {
        const m = await model();
        const seen: number[] = [];
        await simulateParallel(m, 'rise', 2000, 1, { workers: 2, workerFile: WORKER, onProgress: done => seen.push(done) });
        expect(seen.at(-1)).toBe(2000);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        const controller = new AbortController();
        const run = simulateParallel(m, 'rise', 200_000, 1, {
            workers: 2,
            workerFile: WORKER,
            signal: controller.signal,
            onProgress: () => controller.abort(new Error('cancelled by the user')),
        });
        await expect(run).rejects.toThrow('cancelled by the user');
    });
});

describe('strife simulate', () => {
    it('shows no progress bar when its output is a pipe', () => {
        const r = strife(['simulate', FORD, '--runs', '4000']);
        expect(r.status).toBe(0);
        expect(r.stderr).toBe('');
        expect(r.stdout).toMatch(/^Ambush at the ford — 4000 runs from seed 1234\n/);
    });

    it('applies rule options, and the result changes with them', () => {
        const dead = JSON.parse(strife(['simulate', FORD, '--runs', '500', '--format', 'json']).stdout);
        const asleep = JSON.parse(strife(['simulate', FORD, '--runs', '500', '--format', 'json', '--option', 'monsters_at_zero=unconscious']).stdout);
        const bandit = (s: { fighters: { id: string; death: number }[] }) => s.fighters.find(f => f.id === 'Bandit#1')!.death;
        expect(bandit(dead)).toBeGreaterThan(0);
        expect(bandit(asleep)).toBe(0);
    });

    it.each([
        [['--runs', '0'], /the number of runs must be at least 1 \(got 0\)/],
        [['--runs', '-5'], /the number of runs must be at least 1 \(got -5\)/],
        [['--runs', '1000001'], /capped at 1000000/],
        [['--runs', 'many'], /whole number from 1 to 1000000/],
        [['--workers', '65'], /workers must be a whole number from 0 to 64/],
        [['--option', 'crit=double_total'], /The rise ruleset has no option 'crit'\. Options: monsters_at_zero, negative_attribute_rounding\./],
        [['--option', 'monsters_at_zero=zombie'], /cannot be 'zombie'\. Values: dead, unconscious\./],
        [['--option', 'monsters_at_zero'], /write name=value/],
        [['--encounter', 'Nope'], /No encounter named 'Nope'/],
    ])('%j: a clear message on stderr, nothing on stdout, exit 2', (args, message) => {
        const r = strife(['simulate', FORD, ...args]);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(message);
        expect(r.stdout).toBe('');
    });
});

describe('strife simulate --report and --compare', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'strife-report-'));

    it('writes a standalone HTML report and a Markdown one', () => {
        const html = path.join(tmp, 'ford.html');
        const r = strife(['simulate', FORD, '--runs', '1000', '--report', html]);
        expect(r.status).toBe(0);
        expect(r.stderr).toBe(`Report written to ${html}\n`);
        const page = fs.readFileSync(html, 'utf8');
        expect(page).toMatch(/^<!DOCTYPE html>/);
        expect(page).toMatch(/(Trivial|Easy|Medium|Hard|Deadly) for heroes: they win/);
        expect(page).toContain('<canvas id="hp-0"');
        const md = path.join(tmp, 'ford.md');
        expect(strife(['simulate', FORD, '--runs', '1000', '--report', md]).status).toBe(0);
        expect(fs.readFileSync(md, 'utf8')).toMatch(/^# Strife simulation report\n/);
        expect(fs.readdirSync(tmp).sort()).toEqual(['ford.html', 'ford.md']); // no temporary files left
    });

    it('--format markdown prints the same Markdown report on stdout, as run --format markdown prints its log', () => {
        const md = path.join(tmp, 'ford.md');
        const r = strife(['simulate', FORD, '--runs', '1000', '--seed', '4', '--format', 'markdown']);
        expect(r.status, r.stderr).toBe(0);
        expect(strife(['simulate', FORD, '--runs', '1000', '--seed', '4', '--report', md]).status).toBe(0);
        expect(r.stdout).toMatch(/^# Strife simulation report\n/);
        expect(r.stdout).toBe(fs.readFileSync(md, 'utf8'));
    });

    it.each([
        [path.join('/nonexistent-folder', 'r.html'), /the folder \/nonexistent-folder does not exist/],
        ['report.pdf', /name it \.html \(a page with charts\) or \.md/],
        [`${os.tmpdir()}/`, /name it \.html/],
    ])('refuses the report path %s before simulating, and writes nothing', (file, message) => {
        const r = strife(['simulate', FORD, '--runs', '100', '--report', file]);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(message);
        expect(r.stdout).toBe('');
    });

    it('refuses a folder it cannot write into', () => {
        if (process.getuid?.() === 0) return; // root writes anywhere
        const locked = path.join(tmp, 'locked');
        fs.mkdirSync(locked, { mode: 0o500 });
        const r = strife(['simulate', FORD, '--runs', '100', '--report', path.join(locked, 'r.html')]);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(/permission denied/);
    });

    it('compares one encounter under two rule options, with the difference and its significance', () => {
        const r = strife(['simulate', FORD, '--runs', '2000', '--compare-option', 'monsters_at_zero=unconscious', '--format', 'json']);
        expect(r.status).toBe(0);
        const json = JSON.parse(r.stdout);
        expect(json.a.encounter).toBe('Ambush at the ford');
        expect(json.b.fighters.find((f: { id: string }) => f.id === 'Bandit#1').death).toBe(0);
        // A monster at 0 HP is out of the fight whether it lies dead or unconscious: the same seeds give
        // the same winners, so the win rates are equal — a difference of exactly 0, p = 1.
        const rate = json.a.sides.find((x: { side: string }) => x.side === 'heroes').rate;
        expect(json.comparison.winRate).toMatchObject({ label: 'heroes win rate', a: rate, b: rate, difference: 0, significant: false });
        expect(json.comparison.winRate.pValue).toBeCloseTo(1, 6);
        const text = strife(['simulate', FORD, '--runs', '2000', '--compare-option', 'monsters_at_zero=unconscious']).stdout;
        // Each half says what it is (both read "Ambush at the ford — 2000 runs from seed 1234").
        expect(text).toMatch(/^A: Ambush at the ford — 2000 runs/);
        expect(text).toMatch(/\nB: Ambush at the ford \(monsters_at_zero=unconscious\) — 2000 runs/);
        // So does the JSON: each half's ruleset and rule options.
        expect(json.b).toMatchObject({ title: 'Ambush at the ford (monsters_at_zero=unconscious)', ruleset: 'rise' });
        expect(json.b.options).toMatchObject({ monsters_at_zero: 'unconscious' });
        expect(json.a.options.monsters_at_zero).not.toBe('unconscious');
        const pct = `${(rate * 100).toFixed(1)}%`;
        expect(text).toContain(`  heroes win rate: A ${pct}, B ${pct}, B − A 0.0 pts (p = 1.000, not significant)\n`);
    });

    it('compares two encounters and calls a real difference significant, in the report too', () => {
        const file = path.join(tmp, 'two.strife');
        // Imports stay inside the importing file's folder (docs/limits.md): the bestiary comes along.
        fs.copyFileSync(path.join(ROOT, 'examples/rise/bestiary.strife'), path.join(tmp, 'bestiary.strife'));
        fs.writeFileSync(
            file,
            'ruleset rise\nimport "bestiary.strife"\n' +
                fs.readFileSync(path.join(ROOT, FORD), 'utf8').split('\n').slice(2).join('\n') +
                '\nencounter "Alone" {\n  side heroes { Kara }\n  side bandits { Bandit x3, BanditCaptain }\n  tactics attack_weakest\n}\n',
        );
        const html = path.join(tmp, 'compare.html');
        const r = strife(['simulate', file, '--runs', '2000', '--compare', '#Alone', '--report', html]);
        expect(r.status).toBe(0);
        expect(r.stdout).toMatch(/heroes win rate: .*SIGNIFICANT\)/);
        const page = fs.readFileSync(html, 'utf8');
        expect(page).toContain('data-testid="comparison"');
        expect(page).toContain('The change is significant');
        expect(page).toContain('<canvas id="outcomes-1"');
    });

    it('refuses an unknown option on the compared side', () => {
        const r = strife(['simulate', FORD, '--compare-option', 'crit=double_total']);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(/no option 'crit'/);
    });
});
