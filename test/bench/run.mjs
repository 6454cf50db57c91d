// `npm run bench`: bundles test/bench/entry.ts (the TypeScript sources) with esbuild, builds the
// stock-Langium anchor server (build-anchor.mjs), runs the benchmarks against their budgets, prints
// one row per measurement — work | now | budget | anchor | PASS/FAIL — and writes every row with the
// machine's facts to bench/results.json (committed: the figures README.md's Performance section
// quotes). A FAIL is reported, not an exit code; only a crash exits non-zero.
//
// Options: --only dice,odds,engine,examples,paladins,balance,lsp,phases,cli run some suites only
//          --quick                       fewer repetitions (a smoke run)
//          --out <file>                  write the results elsewhere (default bench/results.json)
import * as esbuild from 'esbuild';
import { inlineAssetsEsbuild } from '../../scripts/inline-assets.mjs';
import { buildAnchor } from './build-anchor.mjs';
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
const outArg = args.indexOf('--out');
const resultsFile = path.resolve(root, outArg >= 0 ? args[outArg + 1] : 'bench/results.json');
// Another suite's file, bundled in when present: it exports `paladinsBench({ root, runs, reps }): Promise<Row[]>`.
const paladinsSource = path.join(root, 'test/bench/paladins-bench.ts');
const hasPaladins = fs.existsSync(paladinsSource);

// Same settings as esbuild.mjs (kept in step by hand: that script builds on import).
const banner = `if (!Object.groupBy) { Object.groupBy = (items, key) => { const out = Object.create(null); let i = 0; for (const item of items) { const k = key(item, i++); (out[k] ??= []).push(item); } return out; }; }
if (!Map.groupBy) { Map.groupBy = (items, key) => { const out = new Map(); let i = 0; for (const item of items) { const k = key(item, i++); if (!out.has(k)) out.set(k, []); out.get(k).push(item); } return out; }; }`;

fs.mkdirSync(outDir, { recursive: true });
await esbuild.build({
    absWorkingDir: root,
    stdin: {
        contents: `export * from './entry.ts';${hasPaladins ? `\nexport { paladinsBench } from './paladins-bench.ts';` : ''}`,
        resolveDir: path.join(root, 'test/bench'),
        sourcefile: 'bench-entry.ts',
        loader: 'ts',
    },
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
          dice: { reps: 5, sampleMs: 40 },
          engine: { runs: 10_000, reps: 3, logRuns: 1000 },
          paladins: { runs: 10_000, reps: 3 },
          lsp: { lines: 10_000, bigLines: 50_000, spawns: 3, edits: 100, bigEdits: 3, completions: 10 },
          phases: { lines: 10_000, bigLines: 50_000, reps: 3, requestReps: 10 },
          cliReps: 3,
      }
    : {
          dice: { reps: 11, sampleMs: 100 },
          engine: { runs: 10_000, reps: 5, logRuns: 2000 },
          paladins: { runs: 10_000, reps: 5 },
          lsp: { lines: 10_000, bigLines: 50_000, spawns: 9, edits: 100, bigEdits: 9, completions: 30 },
          phases: { lines: 10_000, bigLines: 50_000, reps: 7, requestReps: 30 },
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
    const engineRows = await bench.engineBench(cfg.engine);
    rows.push(...engineRows);
    // Issue 27: every ruleset within 2x of Rise per run (Paladins' ratio is the paladins suite's row).
    const perRun = r => r.cpu ?? r.median;
    const rise = engineRows.find(r => r.name === `${cfg.engine.runs} runs 4v6, keepLog false`);
    for (const r of engineRows) {
        const id = /^\d+ runs 4v6 \(([^)]+)\), keepLog false$/.exec(r.name)?.[1];
        if (!id || !rise) continue;
        rows.push({
            group: 'engine',
            name: `${id} per run ÷ Rise per run (4v6)`,
            unit: '×',
            reps: r.reps,
            median: perRun(r) / perRun(rise),
            min: r.min / rise.min,
            value: perRun(r) / perRun(rise),
            bar: '≤ 2x',
            limit: 2,
            note: `thread CPU time over thread CPU time (steadier than wall time on a busy machine); min column: wall min over min`,
        });
    }
    progress('parallel simulation');
    rows.push(...(await bench.simulateBench({ runs: 100_000, reps: quick ? 1 : 3 })));
    progress('a day, simulated');
    rows.push(...(await bench.dayBench({ root, runs: 10_000, reps: quick ? 1 : 3 })));
}
if (enabled('examples')) {
    progress('examples: a run of each, beside the engine before the tactical layer');
    rows.push(...(await bench.examplesBench({ root, runs: quick ? 1000 : 5000, reps: quick ? 1 : 3 })));
}
if (enabled('paladins')) {
    if (hasPaladins) {
        progress('paladins');
        rows.push(...(await bench.paladinsBench({ root, ...cfg.paladins })));
    } else {
        rows.push({
            group: 'engine',
            name: 'simulate 10000 runs of the Paladins ambush, one core',
            unit: 'ms',
            reps: 0,
            median: Number.NaN,
            min: Number.NaN,
            bar: '≤ 1000 ms',
            note: 'not measured: test/bench/paladins-bench.ts is not in this tree',
        });
    }
}
if (enabled('balance')) {
    progress('balance: strife balance spawned');
    rows.push(...bench.balanceBench({ root, reps: quick ? 1 : 3 }));
    progress('balance: difficulty as you type over stdio');
    rows.push(...(await bench.liveDifficultyBench({ script: path.join(root, 'out/server/main.cjs'), lines: 2000, reps: quick ? 2 : 5 })));
}
if (enabled('lsp')) {
    progress('language servers over stdio: building the stock-Langium anchor');
    const anchorScript = await buildAnchor(root);
    progress('language server: Strife (out/server/main.cjs)');
    const ours = await bench.measureServer(bench.strifeTarget(path.join(root, 'out/server/main.cjs')), cfg.lsp, progress);
    progress('language server: stock-Langium anchor (domainmodel)');
    const anchor = await bench.measureServer(bench.anchorTarget(anchorScript), cfg.lsp, progress);
    rows.push(...bench.lspRows(ours, anchor));
    extra.servers = { strife: ours, anchor };
}
if (enabled('phases')) {
    progress('language server in-process: build phases');
    const r = await bench.lspPhases(cfg.phases);
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
const fmt = n => (Number.isNaN(n) ? '-' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const NOTES = 6;
const table = [['group', 'work', 'now', 'budget', 'anchor', 'result', 'notes']];
for (const r of rows) {
    const now = r.value !== undefined ? `${fmt(r.value)}x (${fmt(r.median)} ${r.unit})` : `${fmt(r.median)} ${r.unit}`;
    table.push([r.group, r.name, now, r.bar ?? '', r.anchor ?? '', r.pass === undefined ? 'info' : r.pass ? 'PASS' : 'FAIL', r.note ?? '']);
}
const widths = table[0].map((_, c) => Math.max(...table.map(row => (c === NOTES ? 0 : row[c].length))));
const line = row => row.map((cell, c) => (c === NOTES ? cell : c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join(' | ');
const machine = {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
};
console.log(`\nStrife benchmarks — node ${machine.node}, ${machine.model} x${machine.cpus}, ${new Date().toISOString()}`);
const cores = machine.cpus;
// The benchmark itself adds about 1 to the load average by the end.
const busy = loadBefore > cores / 2 || loadAfter > 1 + cores / 2;
console.log(
    `load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (this run adds ~1), on ${cores} cores${busy ? ' — WARNING: the machine is busy, wall times are inflated' : ''}`,
);
console.log('now: the median (a ratio where the budget is one); dice rows: thread CPU time; lsp rows: wall time over stdio.\n');
console.log(line(table[0]));
console.log(widths.map((w, c) => '-'.repeat(c === NOTES ? 5 : w)).join('-|-'));
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
    version: 2,
    date: new Date().toISOString(),
    machine,
    loadAverage: { before: loadBefore, after: loadAfter },
    config: cfg,
    rows,
    ...extra,
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`results: ${path.relative(root, resultsFile)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
