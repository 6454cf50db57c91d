// `npm run bench:web`: the playground's budgets (issue 32), measured in Debian's chromium against
// out/web served from loopback (test/web/static-server.mjs), each page in a fresh profile:
//   - first load: every response until the page is interactive and 2 s more, raw, gzip and brotli;
//   - interactive: navigation start → the editor takes input and the language server has answered
//     `initialize` (the page's `strife-ready` mark);
//   - a keystroke's diagnostics on a 2,000-line file (test/bench/generate.ts): key down → the error
//     squiggle drawn, and back;
//   - 10,000 simulated runs in the engine worker, one example per ruleset (the report's own timing:
//     tallies, summary and report page), each beside `strife simulate --runs 10000 --workers 0
//     --report` run by Node on one thread just before (the anchor: on a busy machine both slow down).
// Prints a table and writes test-output/web/bench.json. Reported, not asserted (no timed tests).
// Options: --reps N (default 5).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { generateRiseFile } from '../bench/generate.ts';
import { compressedSizes, serveStatic } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'test-output/web');
const CHROMIUM = process.env.STRIFE_E2E_CHROMIUM ?? '/usr/bin/chromium';
const repsArg = process.argv.indexOf('--reps');
const REPS = repsArg > 0 ? Number(process.argv[repsArg + 1]) : 5;
const SIMULATIONS = [
    'rise/ambush-at-the-ford.strife',
    'paladins/ambush-on-the-pass.strife',
    'rpgstuck/imp-horde.strife',
    'enchanted-realms/crit-chains.strife',
    'vaxia/duel.strife',
];

const median = xs => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const mb = bytes => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const server = await serveStatic(path.join(ROOT, 'out/web'));
const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
    ],
});

/** A fresh profile; `workspace` is put in its local storage before the page loads. */
async function load(workspace) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    if (workspace) await context.addInitScript(json => localStorage.setItem('strife.playground.workspace', json), JSON.stringify(workspace));
    const page = await context.newPage();
    const from = server.served.length;
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready=true]', { timeout: 60_000 });
    const [editor, ready] = await page.evaluate(() => ['strife-editor', 'strife-ready'].map(m => performance.getEntriesByName(m)[0].startTime));
    return { context, page, editor, ready, from };
}

mkdirSync(OUT, { recursive: true });
const results = {
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg(), node: process.version },
    chromium: '',
    rows: [],
};
results.chromium = browser.version();

// First load and interactive.
const readies = [];
const editors = [];
let firstLoad;
for (let i = 0; i < REPS; i++) {
    const { context, page, editor, ready, from } = await load();
    readies.push(ready);
    editors.push(editor);
    await page.waitForTimeout(2000);
    if (i === 0) {
        const served = compressedSizes(server.served.slice(from));
        const sum = key => served.reduce((n, s) => n + s[key], 0);
        const distinct = [...new Map(served.map(s => [s.path, s])).values()];
        const sumDistinct = key => distinct.reduce((n, s) => n + s[key], 0);
        firstLoad = {
            responses: served.length,
            files: distinct.length,
            raw: sum('bytes'),
            gzip: sum('gzip'),
            brotli: sum('brotli'),
            gzipDistinct: sumDistinct('gzip'),
            brotliDistinct: sumDistinct('brotli'),
            largest: distinct
                .sort((a, b) => b.gzip - a.gzip)
                .slice(0, 8)
                .map(s => `${s.path} ${(s.gzip / 1024).toFixed(0)} KB`),
        };
    }
    await context.close();
}
results.rows.push({ name: 'first load, gzip (every response)', value: firstLoad.gzip, unit: 'bytes', budget: '≤ 3 MB compressed' });
results.rows.push({ name: 'first load, brotli (every response)', value: firstLoad.brotli, unit: 'bytes', budget: '≤ 3 MB compressed' });
results.rows.push({ name: 'interactive: the editor takes input, median', value: median(editors), unit: 'ms', budget: '≤ 2000 ms', all: editors });
results.rows.push({
    name: 'interactive: the language server answered, median',
    value: median(readies),
    unit: 'ms',
    budget: '≤ 2000 ms',
    all: readies,
});

// A keystroke's diagnostics on a 2,000-line file: an `x` after `ruleset rise` (every line is checked
// again under the unknown ruleset), then Backspace.
const big = generateRiseFile(2000);
{
    const { context, page } = await load({ files: [{ name: 'big.strife', text: big.text }], active: 'big.strife' });
    await page.waitForTimeout(3000);
    const timings = { error: [], clean: [] };
    const line = page.locator('.monaco-editor .view-line').first();
    for (let i = 0; i < REPS; i++) {
        for (const [key, want] of [
            ['x', 'error'],
            ['Backspace', 'clean'],
        ]) {
            await line.click();
            await page.keyboard.press('End');
            const measure = page.evaluate(
                wantError =>
                    new Promise(resolve => {
                        let start = 0;
                        addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
                        const has = () => document.querySelector('.monaco-editor .squiggly-error') !== null;
                        const observer = new MutationObserver(() => {
                            if (start && has() === wantError) {
                                observer.disconnect();
                                resolve(performance.now() - start);
                            }
                        });
                        observer.observe(document.querySelector('.monaco-editor'), { subtree: true, childList: true, attributes: true });
                    }),
                want === 'error',
            );
            await page.waitForTimeout(50);
            await page.keyboard.press(key);
            timings[want].push(await measure);
            await page.waitForTimeout(500);
        }
    }
    results.rows.push({
        name: `keystroke → error drawn, ${big.lines}-line file, median`,
        value: median(timings.error),
        unit: 'ms',
        budget: '≤ 150 ms (desktop 100 ms × 1.5)',
        all: timings.error,
    });
    results.rows.push({
        name: `keystroke → error gone, ${big.lines}-line file, median`,
        value: median(timings.clean),
        unit: 'ms',
        budget: '≤ 150 ms (desktop 100 ms × 1.5)',
        all: timings.clean,
    });
    await context.close();
}

// 10,000 simulated runs in the engine worker.
{
    const { context, page } = await load();
    for (const example of SIMULATIONS) {
        await page.selectOption('#example', example);
        await page.fill('#runs', '10000');
        const times = [];
        const anchors = [];
        for (let i = 0; i < Math.min(REPS, 3); i++) {
            const report = path.join(OUT, 'anchor-report.html');
            const started = performance.now();
            spawnSync(
                process.execPath,
                [
                    path.join(ROOT, 'out/cli/main.cjs'),
                    'simulate',
                    path.join(ROOT, 'examples', example),
                    '--runs',
                    '10000',
                    '--workers',
                    '0',
                    '--report',
                    report,
                ],
                { stdio: 'ignore' },
            );
            anchors.push(performance.now() - started);
            rmSync(report, { force: true });
            await page.evaluate(() => delete document.getElementById('status').dataset.simulationMs);
            await page.locator('#simulate').click();
            await page.waitForFunction(() => document.getElementById('status').dataset.simulationMs !== undefined, undefined, { timeout: 60_000 });
            times.push(Number(await page.evaluate(() => document.getElementById('status').dataset.simulationMs)));
        }
        results.rows.push({
            name: `10,000 runs in the worker: ${example}, median`,
            value: median(times),
            unit: 'ms',
            budget: '≤ 2000 ms',
            anchor: `strife simulate --workers 0 --report, spawn to exit: ${median(anchors).toFixed(0)} ms`,
            all: times,
            anchors,
        });
    }
    await context.close();
}

await browser.close();
await server.close();
results.firstLoad = firstLoad;
mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`chromium ${results.chromium}, ${results.machine.cpus} cores, load ${results.machine.load.map(x => x.toFixed(2)).join(' ')}`);
for (const r of results.rows)
    console.log(
        `${r.name.padEnd(62)} ${(r.unit === 'bytes' ? mb(r.value) : `${r.value.toFixed(0)} ms`).padStart(10)}   ${r.budget}${r.anchor ? `   (${r.anchor})` : ''}`,
    );
console.log(
    `first load: ${firstLoad.responses} responses (${firstLoad.files} files), ${mb(firstLoad.raw)} raw; distinct files ${mb(firstLoad.gzipDistinct)} gzip, ${mb(firstLoad.brotliDistinct)} brotli`,
);
console.log(`largest (gzip): ${firstLoad.largest.join(', ')}`);
