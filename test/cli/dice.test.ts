/** `strife roll` and `strife odds` as a user runs them (the built CLI: run `npm run build` first). */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../language/engine/rng.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');

function strife(args: readonly string[]) {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    if (r.error) throw r.error;
    return r;
}

describe('strife roll', () => {
    it('shows every face, the dropped one marked, and repeats with the same seed', () => {
        const r = strife(['roll', '4d6kh3', '--seed', '3', '--times', '3']);
        expect(r.status).toBe(0);
        const lines = r.stdout.trim().split('\n');
        expect(lines[0]).toBe('4d6kh3 — seed 3');
        expect(lines).toHaveLength(4);
        // The twelve d6 drawn straight from a generator seeded 3, four per roll; kh3 strikes the lowest
        // (of equal lowest faces, the one rolled last).
        const rng = new SeededRng(3);
        const expected = [0, 1, 2].map(() => {
            const faces = [rng.die(6), rng.die(6), rng.die(6), rng.die(6)];
            const low = Math.min(...faces);
            const dropped = faces.lastIndexOf(low);
            return `4d6kh3 [${faces.map((v, i) => (i === dropped ? `~${v}~` : String(v))).join(', ')}] = ${faces.reduce((a, b) => a + b, 0) - low}`;
        });
        expect(lines.slice(1)).toEqual(expected);
        expect(strife(['roll', '4d6kh3', '--seed', '3', '--times', '3']).stdout).toBe(r.stdout);
    });

    it('prints the seed it picked when none is given, and JSON with every face', () => {
        const r = strife(['roll', '2d6+3', '--format', 'json']);
        const json = JSON.parse(r.stdout);
        expect(json).toMatchObject({ version: 1, formula: '2d6+3' });
        expect(Number.isInteger(json.seed)).toBe(true);
        expect(json.rolls[0].terms[0].faces).toHaveLength(2);
        expect(json.rolls[0].total).toBe(json.rolls[0].terms[0].total + 3);
    });

    it.each([
        [['roll', '2d6+str'], /"str" is not dice notation/],
        [['roll', '2d6', '--times', '0'], /between 1 and 10000/],
        [['roll', '1d6/(1d1-1)', '--seed', '1'], /can be 0.*\[dice-divisor-zero\]/],
    ])('%j: a clear message and exit 2', (args, message) => {
        const r = strife(args);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(message);
        expect(r.stdout).toBe('');
    });
});

describe('strife odds', () => {
    it('prints the exact table, mean, deviation, percentiles, bars and the chance to reach a target', () => {
        const r = strife(['odds', '2d6+3', '--vs', '15']);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('2d6+3 — exact distribution');
        expect(r.stdout).toContain('mean 10.000, standard deviation 2.415, range 5–15');
        expect(r.stdout).toContain('50%: 10');
        expect(r.stdout).toContain('chance to reach 15 or more: 2.78%');
        // The mode has the longest bar.
        const bars = r.stdout.split('\n').filter(l => /^\s+\d+\s/.test(l));
        expect(bars).toHaveLength(11);
        const longest = bars.reduce((a, b) => ((b.match(/█/g) ?? []).length > (a.match(/█/g) ?? []).length ? b : a));
        expect(longest).toMatch(/^\s+10\s+16\.67%\s+58\.33%/);
    });

    it('groups a wide distribution into buckets', () => {
        const r = strife(['odds', '10d10!']);
        expect(r.status).toBe(0);
        expect(r.stdout).toMatch(/\n\s+\d+–\d+\s/);
        expect(r.stdout.split('\n').length).toBeLessThan(50);
    });

    it('writes JSON', () => {
        const json = JSON.parse(strife(['odds', '1d4', '--vs', '3', '--format', 'json']).stdout);
        expect(json).toMatchObject({ version: 1, formula: '1d4', exact: true, min: 1, max: 4, mean: 2.5, vs: { target: 3, chance: 0.5 } });
        expect(json.rows).toEqual([
            { value: 1, p: 0.25, atLeast: 1, atMost: 0.25 },
            { value: 2, p: 0.25, atLeast: 0.75, atMost: 0.5 },
            { value: 3, p: 0.25, atLeast: 0.5, atMost: 0.75 },
            { value: 4, p: 0.25, atLeast: 0.25, atMost: 1 },
        ]);
    });

    it('says so when it can only estimate, and gives the error bound', () => {
        const r = strife(['odds', '1000d1000']);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('ESTIMATED by sampling');
        expect(r.stdout).toMatch(/Error bound \(95%\): each probability ±\d\.\d\d%/);
    });

    it('refuses a formula it cannot read with exit 2', () => {
        const r = strife(['odds', '2d6 +']);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(/^strife: Expected a number, dice, "\(" or "\{" but found the end\. \[dice-malformed\]\n$/);
    });
});

describe('strife odds at AnyDice depth (issue 26)', () => {
    it('shows P(≤) per row and the roll-under chance', () => {
        const r = strife(['odds', '1d100', '--under', '45']);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('chance to roll 45 or less: 45.00%');
        expect(r.stdout).toMatch(/value\s+P\(=\)\s+P\(≥\)\s+P\(≤\)/);
        const json = JSON.parse(strife(['odds', '2d6', '--under', '4', '--format', 'json']).stdout);
        // By hand: 1 + 2 + 3 ways of 36 to roll 2, 3 or 4.
        expect(json.under.chance).toBeCloseTo(6 / 36, 12);
        expect(json.rows.find((row: { value: number }) => row.value === 7).atMost).toBeCloseTo(21 / 36, 12);
    });

    it('puts several formulas in one table and one chart', () => {
        const r = strife(['odds', '2d6', '1d12']);
        expect(r.status).toBe(0);
        expect(r.stdout).toContain('A: 2d6 — exact distribution');
        expect(r.stdout).toContain('B: 1d12 — exact distribution');
        expect(r.stdout.match(/^value /gm)).toHaveLength(1);
        // One table row per value 1..12, 2d6 at 0% for 1; the chart names both.
        expect(r.stdout).toMatch(/\n\s+1\s+0%\s+100\.00%\s+0%\s+8\.33%\s+100\.00%\s+8\.33%\n/);
        expect(r.stdout).toContain('chart: P(=), one bar per formula (A = 2d6, B = 1d12)');
        const json = JSON.parse(strife(['odds', '2d6', '1d12', '--format', 'json']).stdout);
        expect(json.version).toBe(1);
        expect(json.formulas.map((f: { formula: string }) => f.formula)).toEqual(['2d6', '1d12']);
        expect(json.formulas[0].mean).toBeCloseTo(7, 12);
        expect(json.formulas[1].mean).toBeCloseTo(6.5, 12);
    });

    it('gives win, tie and lose against an opposed roll', () => {
        const json = JSON.parse(strife(['odds', '1d6', '--against', '1d6', '--format', 'json']).stdout);
        // By hand: 6 ties of 36, the other 30 split evenly.
        expect(json.against.formula).toBe('1d6');
        expect(json.against.tie).toBeCloseTo(6 / 36, 12);
        expect(json.against.win).toBeCloseTo(15 / 36, 12);
        expect(json.against.lose).toBeCloseTo(15 / 36, 12);
        const r = strife(['odds', '1d20+5', '--against', '1d20+3']);
        expect(r.stdout).toMatch(/against 1d20\+3: win \d+\.\d\d%, tie \d+\.\d\d%, lose \d+\.\d\d%/);
    });

    it('says "unbounded" for exploding formulas, and both depths', () => {
        const r = strife(['odds', '1d6!']);
        expect(r.stdout).toContain('range 1–unbounded');
        expect(r.stdout).toMatch(/below 10⁻⁹ \(Strife's default.*AnyDice stops at depth 2/);
        const d = strife(['odds', '1d6!', '--explode-depth', '2']);
        // Depth 2: at most 6 + 6 + 6; mean 3.5 × (1 + 1/6 + 1/36).
        expect(d.stdout).toContain('mean 4.181, standard deviation');
        expect(d.stdout).toContain('range 1–18');
        expect(d.stdout).toContain('explosions: at most 2 per die');
        expect(strife(['odds', '1d6!', '--explode-depth', '101']).status).toBe(2);
    });

    it('reads a formula that starts with a minus', () => {
        const r = strife(['roll', '-1d6+3', '--seed', '3']);
        expect(r.status).toBe(0);
        expect(r.stdout).toMatch(/^-1d6\+3 — seed 3\n-1d6 \[\d\] \+ 3 = -?\d+\n$/);
        expect(strife(['odds', '-2', '--format', 'json']).status).toBe(0);
    });

    it('roll --format json keeps its schema (version 1) for the new notations', () => {
        const json = JSON.parse(strife(['roll', '{4dF+3, 1d6!p}kh1', '--seed', '9', '--format', 'json']).stdout);
        expect(json.version).toBe(1);
        expect(Object.keys(json)).toEqual(['version', 'formula', 'seed', 'rolls']);
        for (const term of json.rolls[0].terms) {
            expect(Object.keys(term)).toEqual(['notation', 'faces', 'total']);
            for (const face of term.faces)
                for (const key of Object.keys(face)) expect(['sides', 'value', 'kept', 'rerolled', 'exploded', 'success', 'failure']).toContain(key);
        }
    });
});
