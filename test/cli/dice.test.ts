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
