/**
 * Balance and difficulty as you type (issue 27 "Speed"):
 *  - `strife balance` spawned as a GM runs it, Node's start-up and the worker threads included, on
 *    the Rise ambush example: a sweep of 8 settings (`Bandit x3..10`; fewer than three cannot be played,
 *    the script names Bandit#3) at 10,000 runs each ≤ 3 s, and
 *    a `--target hard` search over the same range ≤ 2 s;
 *  - difficulty as you type over stdio, on a generated 2,000-line Rise file: from the keystroke to
 *    the first verdict in an encounter's lens (the server waits for the edit to settle first) ≤ 1 s,
 *    and a keystroke's diagnostics while a live simulation is running ≤ 100 ms (the keystroke
 *    budget of the lsp rows).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateRiseFile } from './generate.js';
import { type Position, StdioServer } from './stdio-server.js';
import { median, now, type Row } from './timing.js';

const EXAMPLE = 'examples/rise/ambush-at-the-ford.strife';
const VERDICT_LENS = /^(Trivial|Easy|Medium|Hard|Deadly) · heroes win \d+% ±\d+$/;

/** Spawns `strife balance …` `reps` times; the wall times and the last run's JSON. */
function spawnBalance(root: string, args: string[], reps: number): { samples: number[]; json: BalanceJson } {
    const samples: number[] = [];
    let out = '';
    for (let i = 0; i < reps; i++) {
        const t = now();
        const r = spawnSync(process.execPath, [join(root, 'bin/strife.cjs'), 'balance', EXAMPLE, ...args, '--format', 'json'], {
            cwd: root,
            encoding: 'utf8',
        });
        samples.push(now() - t);
        if (r.error) throw r.error;
        if (r.status !== 0 && r.status !== 3) throw new Error(`strife balance ${args.join(' ')} exited ${r.status}:\n${r.stderr}`);
        out = r.stdout;
    }
    return { samples, json: JSON.parse(out) as BalanceJson };
}

interface BalanceJson {
    readonly runs: number;
    readonly points: readonly { readonly label: string; readonly runs: number; readonly verdict?: string }[];
    readonly answer?: { readonly point: number; readonly reached: boolean };
}

function row(name: string, samples: number[], limit: number, note: string): Row {
    return {
        group: 'balance',
        name,
        unit: 'ms',
        reps: samples.length,
        median: median(samples),
        min: Math.min(...samples),
        bar: `≤ ${limit} ms`,
        limit,
        note,
    };
}

export function balanceBench(opts: { root: string; reps: number }): Row[] {
    const sweep = spawnBalance(opts.root, ['--vary', 'Bandit x3..10', '--runs', '10000'], opts.reps);
    const search = spawnBalance(opts.root, ['--vary', 'Bandit x3..10', '--target', 'hard'], opts.reps);
    const a = search.json.answer;
    const answer = a ? `${search.json.points[a.point].label}${a.reached ? '' : ' (nearest, not reached)'}` : 'no answer';
    return [
        row(
            'strife balance: sweep Bandit x3..10, 10000 runs each (spawn, end to end)',
            sweep.samples,
            3000,
            `${EXAMPLE}; ${sweep.json.runs.toLocaleString('en')} runs; ${sweep.json.points.map(p => `${p.label} ${p.verdict}`).join(', ')}`,
        ),
        row(
            'strife balance: --target hard over Bandit x3..10 (spawn, end to end)',
            search.samples,
            2000,
            `answer ${answer}; ${search.json.runs.toLocaleString('en')} runs in all (${search.json.points.map(p => p.runs).join('/')})`,
        ),
    ];
}

/** The first `hit_points N` digit of the text: replacing it by another digit keeps the file valid. */
function hitPointsDigit(text: string): Position {
    const lines = text.split('\n');
    for (let line = 0; line < lines.length; line++) {
        const at = lines[line].indexOf('hit_points ');
        if (at >= 0 && /\d/.test(lines[line][at + 'hit_points '.length])) return { line, character: at + 'hit_points '.length };
    }
    throw new Error('no hit_points line in the generated file');
}

/**
 * Difficulty as you type: `reps` rounds of (a keystroke; the time to its diagnostics and to the first
 * lens refresh whose lenses hold a verdict), then keystrokes sent while the next simulation runs.
 */
export async function liveDifficultyBench(opts: { script: string; lines: number; reps: number }): Promise<Row[]> {
    const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'strife-bench-live-')));
    let refreshed: (() => void) | undefined;
    const { server } = await StdioServer.start({ script: opts.script, workspace, onCodeLensRefresh: () => refreshed?.() });
    const uri = new URL(`file://${join(workspace, 'live.strife')}`).href;
    const gen = generateRiseFile(opts.lines);
    const at = hitPointsDigit(gen.text);
    let digit = gen.text.split('\n')[at.line][at.character];
    const keystroke = () => {
        digit = digit === '1' ? '2' : '1';
        return server.edit(uri, at, 1, digit);
    };
    /** Resolves (ms since `t0`) at the first refresh after which the lenses show a verdict. */
    const firstVerdict = (t0: number) =>
        new Promise<number>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no verdict in the lenses within 60 s')), 60_000);
            refreshed = () => {
                const t = now() - t0;
                server
                    .codeLensTitles(uri)
                    .then(titles => {
                        if (refreshed && titles.some(x => VERDICT_LENS.test(x))) {
                            refreshed = undefined;
                            clearTimeout(timer);
                            resolve(t);
                        }
                    })
                    .catch(reject);
            };
        });
    const verdictMs: number[] = [];
    const quietDiagnostics: number[] = [];
    const busyDiagnostics: number[] = [];
    try {
        await server.open(uri, 'strife', gen.text);
        // Warm-up: the worker thread starts and the server's code is compiled.
        let t0 = now();
        await firstVerdict(t0);
        for (let i = 0; i < opts.reps; i++) {
            t0 = now();
            const verdict = firstVerdict(t0);
            quietDiagnostics.push((await keystroke()).ms);
            verdictMs.push(await verdict);
            // The simulation goes on refining the lenses (2,000 runs per encounter): a keystroke now
            // must still get its diagnostics within the budget.
            await new Promise(r => setTimeout(r, 50));
            busyDiagnostics.push((await keystroke()).ms);
            await firstVerdict(now());
        }
    } finally {
        refreshed = undefined;
        await server.stop();
        rmSync(workspace, { recursive: true, force: true });
    }
    const lines = `${gen.lines.toLocaleString('en')}-line file`;
    return [
        {
            group: 'balance',
            name: `difficulty as you type: keystroke → first verdict in the lens, ${lines}`,
            unit: 'ms',
            reps: verdictMs.length,
            median: median(verdictMs),
            min: Math.min(...verdictMs),
            bar: '≤ 1000 ms',
            limit: 1000,
            note: `stdio; includes the 300 ms the server waits for typing to settle and the first look of 250 runs; keystroke diagnostics ${median(quietDiagnostics).toFixed(0)} ms`,
        },
        {
            group: 'balance',
            name: `1-char edit → diagnostics while a live simulation runs, ${lines}`,
            unit: 'ms',
            reps: busyDiagnostics.length,
            median: median(busyDiagnostics),
            min: Math.min(...busyDiagnostics),
            bar: '≤ 100 ms',
            limit: 100,
            note: 'the edit sent 50 ms after the first verdict, while the simulation refines it',
        },
    ];
}
