/**
 * The fuzz suite: generated cases (fuzz/generate.ts) through the real CLI and the real stdio
 * language server (fuzz/drivers.ts). Zero crashes, zero hangs (every request answered within
 * 2 s), no leaks, the server's memory bounded.
 *
 * In `npm test` it runs a fixed seed and a fixed number of cases (FUZZ_CI_CASES), well under a
 * minute. `npm run fuzz -- --minutes N` (or `--cases N`, `--seed S`) runs a long campaign through
 * scripts/fuzz.mjs, which sets FUZZ_MINUTES / FUZZ_CASES / FUZZ_SEED; the figures (cases, requests,
 * slowest answer, peak server memory) are printed and written to test-output/fuzz/report.json.
 * A failure names the seed and case index: `fuzzCase(seed, index)` rebuilds it.
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LspSession, PROJECT_ROOT } from '../lsp/lsp-harness.js';
import { fuzzCli, fuzzServerCase, peakRssMb, type Problem, SECRET, type ServerFigures, writeCase } from './fuzz/drivers.js';
import { fuzzCase } from './fuzz/generate.js';

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const MINUTES = Number(process.env.FUZZ_MINUTES ?? 0);
const CAMPAIGN_CASES = Number(process.env.FUZZ_CASES ?? 0);
const CAMPAIGN = MINUTES > 0 || CAMPAIGN_CASES > 0;
/** Cases per run in `npm test`. */
const FUZZ_CI_CASES = 400;
/** In CI the server's peak memory must stay under this (MB). */
const MAX_SERVER_MB = 1024;
const CLI_BATCH = 250;
const deadline = CAMPAIGN ? Date.now() + (MINUTES > 0 ? MINUTES * 60_000 : 24 * 3_600_000) : Number.POSITIVE_INFINITY;
const totalCases = CAMPAIGN ? (CAMPAIGN_CASES > 0 ? CAMPAIGN_CASES : Number.POSITIVE_INFINITY) : FUZZ_CI_CASES;
const TIMEOUT = CAMPAIGN ? (MINUTES > 0 ? MINUTES * 60_000 * 2 + 120_000 : 24 * 3_600_000) : 120_000;

let base: string;
const report = (problems: Problem[]) => problems.map(p => `seed ${SEED}, ${p.where}: ${p.what}`).join('\n');

beforeAll(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'strife-fuzz-')));
    // The target of every `link-out.strife`: outside each case's folder and outside the workspace.
    writeFileSync(join(base, 'secret.strife'), SECRET);
});
afterAll(() => {
    rmSync(base, { recursive: true, force: true });
});

describe(`fuzz (seed ${SEED}${CAMPAIGN ? `, campaign: ${MINUTES ? `${MINUTES} min` : `${CAMPAIGN_CASES} cases`}` : `, ${FUZZ_CI_CASES} cases`})`, () => {
    it(
        'the CLI: `strife check` over every case, `strife run` on some, never crashes, hangs or leaks',
        () => {
            const problems: Problem[] = [];
            let done = 0;
            let lines = 0;
            const started = Date.now();
            while (done < Math.min(totalCases, CAMPAIGN ? Number.POSITIVE_INFINITY : FUZZ_CI_CASES) && Date.now() < deadline) {
                const dir = join(base, `cli-${done}`, 'cases');
                mkdirSync(dir, { recursive: true });
                const batch = Math.min(CLI_BATCH, totalCases - done);
                for (let i = 0; i < batch; i++) writeCase(dir, i, fuzzCase(SEED, done + i));
                const result = fuzzCli(dir, batch, CAMPAIGN ? 20 : 8);
                problems.push(...result.problems.map(p => ({ ...p, where: `cases ${done}..${done + batch - 1}: ${p.where}` })));
                lines += result.lines;
                rmSync(join(base, `cli-${done}`), { recursive: true, force: true });
                done += batch;
                if (!CAMPAIGN) break;
                // Kept after every batch: a campaign stopped early still says what it found.
                writeFigures('cli', { cases: done, diagnosticLines: lines, problems: problems.length }, report(problems), true);
                // A campaign with a time limit shares it between the CLI and the server.
                if (MINUTES > 0 && Date.now() - started > (MINUTES * 60_000) / 3) break;
            }
            if (CAMPAIGN) writeFigures('cli', { cases: done, diagnosticLines: lines, problems: problems.length }, report(problems));
            expect(report(problems)).toBe('');
        },
        TIMEOUT,
    );

    it(
        'the language server: every case opened or typed over, every request answered within 2 s, memory bounded',
        async () => {
            const workspace = join(base, 'server');
            mkdirSync(workspace, { recursive: true });
            const server = new LspSession(workspace);
            const figures: ServerFigures = { cases: 0, requests: 0, slowestRequestMs: 0, slowestDiagnosticsMs: 0, peakRssMb: 0 };
            const problems: Problem[] = [];
            // Errors the server survived but logged (an uncaught exception, a failed build) count too.
            const logged: string[] = [];
            server.connection.onNotification('window/logMessage', (m: { type: number; message: string }) => {
                if (m.type === 1 && !/could not load/.test(m.message)) logged.push(m.message.slice(0, 1500));
            });
            try {
                await server.initialize(pathToFileURL(workspace).href);
                for (let index = 0; index < totalCases && Date.now() < deadline; index++) {
                    const c = fuzzCase(SEED, index);
                    const dir = writeCase(workspace, index, c);
                    problems.push(...(await fuzzServerCase(server, workspace, index, c, figures)));
                    // The case's files go away, as when a folder is deleted: the server drops them.
                    rmSync(dir, { recursive: true, force: true });
                    await server.connection.sendNotification('workspace/didChangeWatchedFiles', {
                        changes: [{ uri: pathToFileURL(dir).href, type: 3 }],
                    });
                    if (!server.alive || problems.length > 50 || problems.filter(p => p.what.startsWith('no diagnostics')).length >= 3) break;
                    if (CAMPAIGN && index % 100 === 99) writeFigures('server', { ...figures, problems: problems.length }, report(problems), true);
                }
                figures.peakRssMb = peakRssMb(server.child.pid);
                problems.push(...logged.map(message => ({ where: 'server log', what: message })));
                expect(await server.shutdown(30_000)).toBe(0);
            } finally {
                server.dispose();
            }
            if (CAMPAIGN) writeFigures('server', { ...figures, problems: problems.length }, report(problems));
            else
                console.log(
                    `fuzz server: ${figures.cases} cases, ${figures.requests} requests, slowest ${Math.round(figures.slowestRequestMs)} ms, peak ${figures.peakRssMb} MB`,
                );
            expect(report(problems)).toBe('');
            expect(figures.cases).toBeGreaterThan(0);
            if (figures.peakRssMb > 0) expect(figures.peakRssMb).toBeLessThan(MAX_SERVER_MB);
        },
        TIMEOUT,
    );
});

/**
 * Adds `figures` and the problems found so far (one line each) under `key` to
 * test-output/fuzz/report.json, and prints the figures unless `quiet` (a campaign's progress).
 */
function writeFigures(key: string, figures: Record<string, number>, problems: string, quiet = false): void {
    const dir = join(PROJECT_ROOT, 'test-output', 'fuzz');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'report.json');
    let existing: Record<string, unknown> = {};
    try {
        existing = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
        existing = {};
    }
    const out = { ...existing, seed: SEED, minutes: MINUTES || undefined, [key]: figures, [`${key}Problems`]: problems ? problems.split('\n') : [] };
    writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
    if (!quiet) console.log(`fuzz ${key}: ${JSON.stringify(figures)}`);
}
