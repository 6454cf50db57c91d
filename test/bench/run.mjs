// `npm run bench`: bundles test/bench/entry.ts (the TypeScript sources) with esbuild, runs the
// benchmarks against the quality bars of the design (§Quality bars), prints a table and writes
// out/bench/results.json. A FAIL is reported, not an exit code; only a crash exits non-zero.
//
// Options: --only dice,odds,engine,lsp,cli  run some suites only
//          --quick                       fewer repetitions (a smoke run)
import * as esbuild from 'esbuild';
import { inlineAssetsEsbuild } from '../../scripts/inline-assets.mjs';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'out/bench');
const bundle = path.join(outDir, 'bench.cjs');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyArg = args.find(a => a.startsWith('--only'));
const only = onlyArg ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1]).split(',') : undefined;
const enabled = name => !only || only.includes(name);

// Same settings as esbuild.mjs (kept in step by hand: that script builds on import).
const banner = `if (!Object.groupBy) { Object.groupBy = (items, key) => { const out = Object.create(null); let i = 0; for (const item of items) { const k = key(item, i++); (out[k] ??= []).push(item); } return out; }; }
if (!Map.groupBy) { Map.groupBy = (items, key) => { const out = new Map(); let i = 0; for (const item of items) { const k = key(item, i++); if (!out.has(k)) out.set(k, []); out.get(k).push(item); } return out; }; }`;

fs.mkdirSync(outDir, { recursive: true });
await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'test/bench/entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: banner },
    define: { 'import.meta.url': '__import_meta_url' },
    inject: [path.join(root, 'esbuild-shims.mjs')],
    plugins: [inlineAssetsEsbuild],
});

// A collection before every sample makes the numbers steadier.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const require = createRequire(import.meta.url);
const bench = require(bundle);
bench.setGc(gc);

const cfg = quick
    ? {
          dice: { reps: 5, draws: 200_000 },
          engine: { runs: 10_000, reps: 3, logRuns: 1000 },
          lsp: { lines: 10_000, bigLines: 50_000, reps: 3, requestReps: 10 },
          cliReps: 3,
      }
    : {
          dice: { reps: 9, draws: 500_000 },
          engine: { runs: 10_000, reps: 5, logRuns: 2000 },
          lsp: { lines: 10_000, bigLines: 50_000, reps: 7, requestReps: 30 },
          cliReps: 3,
      };

const rows = [];
const extra = {};
// Other processes on the machine skew every number: record the load before and after.
const loadBefore = os.loadavg()[0];
const started = performance.now();
const progress = msg => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1)}s] ${msg}\n`);

if (enabled('dice')) {
    progress('dice');
    rows.push(...bench.diceBench(cfg.dice));
}
if (enabled('odds')) {
    progress('odds');
    rows.push(...bench.oddsBench({ reps: cfg.cliReps * 3 }));
    // What a user waits for: the spawned command, Node's start-up included.
    for (const formula of bench.ODDS_FORMULAS) {
        const samples = [];
        let last;
        for (let i = 0; i < cfg.cliReps + 2; i++) {
            const t = performance.now();
            last = spawnSync(process.execPath, [path.join(root, 'bin/strife.cjs'), 'odds', formula], { cwd: root, encoding: 'utf8' });
            samples.push(performance.now() - t);
            if (last.error) throw last.error;
        }
        const sorted = [...samples].sort((a, b) => a - b);
        rows.push({
            group: 'odds',
            name: `strife odds ${formula} (spawn, end to end)`,
            unit: 'ms',
            reps: samples.length,
            median: sorted[sorted.length >> 1],
            min: sorted[0],
            bar: '≤ 200 ms',
            limit: 200,
            note: `exit ${last.status}: ${last.stdout.split('\n')[0]}`,
        });
    }
}
if (enabled('engine')) {
    progress('engine');
    rows.push(...(await bench.engineBench(cfg.engine)));
    rows.push(...(await bench.paladinsBench({ root, runs: cfg.engine.runs, reps: cfg.engine.reps })));
    progress('parallel simulation');
    rows.push(...(await bench.simulateBench({ runs: 100_000, reps: quick ? 1 : 3 })));
}
if (enabled('lsp')) {
    progress('language server');
    const r = await bench.lspBench(cfg.lsp);
    rows.push(...r.rows);
    extra.linearity = r.linearity;
    extra.generatedFile = r.file;
}
if (enabled('cli')) {
    progress('cli');
    const samples = [];
    let last;
    for (let i = 0; i < cfg.cliReps; i++) {
        const t = performance.now();
        last = spawnSync(process.execPath, [path.join(root, 'bin/strife.cjs'), 'check', 'examples'], { cwd: root, encoding: 'utf8' });
        samples.push(performance.now() - t);
        if (last.error) throw last.error;
    }
    const sorted = [...samples].sort((a, b) => a - b);
    rows.push({
        group: 'cli',
        name: 'strife check examples (spawn, end to end)',
        unit: 'ms',
        reps: samples.length,
        median: sorted[sorted.length >> 1],
        min: sorted[0],
        note: `exit ${last.status}: ${`${last.stdout}\n${last.stderr}`.trim().split('\n').pop()}; no bar in the design`,
    });
}
progress('done');
const loadAfter = os.loadavg()[0];

// ---- report ------------------------------------------------------------------------------------
for (const r of rows) {
    if (r.limit === undefined) continue;
    const value = r.value ?? r.median;
    r.pass = r.lowerIsBetter === false ? value >= r.limit : value <= r.limit;
}
const fmt = n => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const NOTES = 10;
const table = [['group', 'benchmark', 'reps', 'median', 'min', 'cpu', 'unit', 'bar', 'measured', 'result', 'notes']];
for (const r of rows) {
    table.push([
        r.group,
        r.name,
        String(r.reps),
        fmt(r.median),
        fmt(r.min),
        r.cpu === undefined ? '' : fmt(r.cpu),
        r.unit,
        r.bar ?? '',
        r.limit === undefined ? '' : r.value !== undefined ? `${fmt(r.value)}x` : `${fmt(r.median)} ${r.unit}`,
        r.pass === undefined ? 'info' : r.pass ? 'PASS' : 'FAIL',
        r.note ?? '',
    ]);
}
const widths = table[0].map((_, c) => Math.max(...table.map(row => (c === NOTES ? 0 : row[c].length))));
const line = row => row.map((cell, c) => (c === NOTES ? cell : c >= 2 && c <= 5 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
console.log(`\nStrife benchmarks — node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}`);
const cores = os.cpus().length;
// The benchmark itself adds about 1 to the load average by the end.
const busy = loadBefore > cores / 2 || loadAfter > 1 + cores / 2;
console.log(
    `load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (this run adds ~1), on ${cores} cores${busy ? ' — WARNING: the machine is busy, wall times are inflated' : ''}`,
);
console.log('median/min: wall time; cpu: median CPU time of the benchmark thread (ms rows); verdicts use the wall median.\n');
console.log(line(table[0]));
console.log(widths.map((w, c) => '-'.repeat(c === NOTES ? 5 : w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));

if (extra.linearity) {
    console.log('\nBuild phases (ms, and ms per 1k lines) — 10k: median of the timed opens; 50k: one run');
    const phases = [...bench.PHASES, 'total'];
    const [a, b] = extra.linearity;
    const head = ['phase', `${a.lines} lines`, 'ms/1k', `${b.lines} lines`, 'ms/1k', 'ratio'];
    const body = phases.map(p => {
        const pa = a.phases[p] / (a.lines / 1000);
        const pb = b.phases[p] / (b.lines / 1000);
        return [p, fmt(a.phases[p]), fmt(pa), fmt(b.phases[p]), fmt(pb), pa > 0.05 ? `${(pb / pa).toFixed(2)}x` : '-'];
    });
    const w = head.map((_, c) => Math.max(...[head, ...body].map(r => r[c].length)));
    for (const r of [head, ...body]) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(w[c]) : cell.padStart(w[c]))).join('  '));
}
const failed = rows.filter(r => r.pass === false);
console.log(`\n${rows.filter(r => r.pass).length} PASS, ${failed.length} FAIL${failed.length ? `: ${failed.map(r => r.name).join('; ')}` : ''}`);

const results = {
    version: 1,
    date: new Date().toISOString(),
    node: process.version,
    cpu: { model: os.cpus()[0]?.model, count: os.cpus().length },
    loadAverage: { before: loadBefore, after: loadAfter },
    config: cfg,
    rows,
    ...extra,
};
fs.writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`results: ${path.relative(root, path.join(outDir, 'results.json'))} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
