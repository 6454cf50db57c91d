/**
 * The language server over stdio, as an editor sees it, beside the stock-Langium anchor (Langium's
 * domainmodel example, test/bench/anchor/) driven by the same harness (stdio-server.ts) on a file of
 * its own language with the same line count. Budgets (issue "Speed"), for the Strife server:
 *  - spawn → initialize response ≤ 120 ms (median of `spawns` spawns);
 *  - open a 10k-line file → its diagnostics ≤ 250 ms (the first file of a fresh server, median over
 *    the same spawns);
 *  - a one-character edit → diagnostics ≤ 100 ms at 10k lines and ≤ 400 ms at 50k (medians);
 *  - completion at the end of the 10k file ≤ 30 ms (median);
 *  - server RSS after 100 edits of the 10k file ≤ 250 MiB, and flat from 10 to 100 edits (≤ 10 %).
 * Edits are incremental didChange notifications of one character that keep the file valid.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDomainModelFile, generateRiseFile } from './generate.js';
import { StdioServer, type Position, type ServerCommand } from './stdio-server.js';
import { median, type Row } from './timing.js';

/** One server and how to make a file of its language with an edit point and a completion point. */
export interface LspTarget {
    readonly script: string;
    readonly languageId: string;
    readonly extension: string;
    readonly file: (lines: number) => TargetFile;
}

interface TargetFile {
    readonly text: string;
    readonly lines: number;
    /** A character whose replacement by `swap(current)` keeps the file valid. */
    readonly edit: Position;
    readonly swap: (current: string) => string;
    readonly completion: Position;
    /** A label the completion at `completion` must offer (proves the request did the work). */
    readonly expect: (labels: string[]) => boolean;
}

export function strifeTarget(script: string): LspTarget {
    return {
        script,
        languageId: 'strife',
        extension: 'strife',
        file: lines => {
            const gen = generateRiseFile(lines);
            return {
                text: gen.text,
                lines: gen.lines,
                edit: gen.landmarks.editDigit,
                swap: c => (c === '1' ? '2' : '1'),
                completion: gen.landmarks.actionRef,
                expect: labels => labels.includes('total_defense'),
            };
        },
    };
}

export function anchorTarget(script: string): LspTarget {
    return {
        script,
        languageId: 'domain-model',
        extension: 'dmodel',
        file: lines => {
            const gen = generateDomainModelFile(lines);
            const last = gen.text.split('\n')[gen.typeRef.line].slice(gen.typeRef.character);
            return {
                text: gen.text,
                lines: gen.lines,
                edit: gen.editChar,
                swap: c => (c === 'e' ? 'x' : 'e'),
                completion: gen.typeRef,
                // The reference written there (e.g. `P623.Text623`) is one of the types offered.
                expect: labels => labels.includes(last.trim()),
            };
        },
    };
}

/** What one server measured; every list holds samples in ms (RSS in MiB). */
export interface ServerFigures {
    readonly spawnToInitialize: number[];
    readonly open10k: number[];
    readonly edit10k: number[];
    readonly edit50k: number[];
    readonly completion: number[];
    /** Server CPU time per edit (ms, mean over the timed edits), at 10k and 50k lines. */
    readonly cpuPerEdit10k: number;
    readonly cpuPerEdit50k: number;
    readonly rssAfter10: number;
    readonly rssAfter100: number;
    readonly lines10k: number;
    readonly lines50k: number;
    readonly diagnostics10k: number;
    readonly completionItems: number;
}

export interface LspOptions {
    readonly lines: number;
    readonly bigLines: number;
    /** Spawns (each gives a spawn → initialize and a cold open of the 10k file). */
    readonly spawns: number;
    /** Edits of the 10k file in one server (RSS read after 10 and after all; ≥ 100). */
    readonly edits: number;
    /** Timed edits of the 50k file. */
    readonly bigEdits: number;
    readonly completions: number;
}

function lineText(text: string, line: number): string {
    let start = 0;
    for (let i = 0; i < line; i++) start = text.indexOf('\n', start) + 1;
    const end = text.indexOf('\n', start);
    return text.slice(start, end < 0 ? text.length : end);
}

/** Applies a one-character replacement at `at` to `text`. */
function replaceChar(text: string, at: Position, c: string): string {
    let offset = 0;
    for (let i = 0; i < at.line; i++) offset = text.indexOf('\n', offset) + 1;
    offset += at.character;
    return text.slice(0, offset) + c + text.slice(offset + 1);
}

/** Edits `file` `count` times through `server`; returns the latencies (ms). `onEdit(n)` runs after edit n (1-based). */
async function editRepeatedly(server: StdioServer, uri: string, file: TargetFile, count: number, onEdit?: (n: number) => void): Promise<number[]> {
    let text = file.text;
    const samples: number[] = [];
    for (let n = 1; n <= count; n++) {
        const next = file.swap(lineText(text, file.edit.line)[file.edit.character]);
        text = replaceChar(text, file.edit, next);
        const { ms } = await server.edit(uri, file.edit, 1, next);
        samples.push(ms);
        onEdit?.(n);
    }
    return samples;
}

/** Runs every measurement against one server (fresh processes where the measurement needs one). */
export async function measureServer(target: LspTarget, opts: LspOptions, progress: (msg: string) => void = () => {}): Promise<ServerFigures> {
    const workspace = realpathSync(mkdtempSync(join(tmpdir(), `strife-bench-${target.extension}-`)));
    const command: ServerCommand = { script: target.script, workspace };
    const uri = (name: string) => new URL(`file://${join(workspace, `${name}.${target.extension}`)}`).href;
    const file10k = target.file(opts.lines);
    const file50k = target.file(opts.bigLines);
    try {
        // Spawn → initialize, and the first open of a fresh server, `spawns` times.
        const spawnToInitialize: number[] = [];
        const open10k: number[] = [];
        let diagnostics10k = 0;
        for (let i = 0; i < opts.spawns; i++) {
            const { server, spawnToInitialize: ms } = await StdioServer.start(command);
            spawnToInitialize.push(ms);
            const opened = await server.open(uri('big'), target.languageId, file10k.text);
            open10k.push(opened.ms);
            diagnostics10k = opened.diagnostics;
            await server.stop();
        }
        progress(`  spawn and open done (${opts.spawns} servers)`);

        // One server: edits of the 10k file, memory after 10 and after all edits, then completion.
        const { server } = await StdioServer.start(command);
        let rssAfter10 = 0;
        let cpuPerEdit10k = 0;
        let cpuAfterWarmUp = 0;
        let rssAfter100 = 0;
        let edit10k: number[];
        let completion: number[] = [];
        let completionItems = 0;
        try {
            await server.open(uri('big'), target.languageId, file10k.text);
            const all = await editRepeatedly(server, uri('big'), file10k, opts.edits, n => {
                if (n === 5) cpuAfterWarmUp = server.cpuMs();
                if (n === 10) rssAfter10 = server.rssMiB();
            });
            cpuPerEdit10k = (server.cpuMs() - cpuAfterWarmUp) / (opts.edits - 5);
            rssAfter100 = server.rssMiB();
            // The first edits warm the server's code up; latency is the steady state after them.
            edit10k = all.slice(5);
            for (let i = 0; i < opts.completions + 2; i++) {
                const { ms, labels } = await server.completion(uri('big'), file10k.completion);
                if (!file10k.expect(labels)) throw new Error(`completion at the end of the file offered ${labels.slice(0, 10).join(', ')}`);
                completionItems = labels.length;
                if (i >= 2) completion.push(ms);
            }
        } finally {
            await server.stop();
        }
        progress(`  ${opts.edits} edits and ${opts.completions} completions done`);

        // A fresh server for the 50k file: open, two warm-up edits, then the timed ones.
        const big = (await StdioServer.start(command)).server;
        let edit50k: number[];
        let cpuPerEdit50k = 0;
        try {
            await big.open(uri('bigger'), target.languageId, file50k.text);
            await editRepeatedly(big, uri('bigger'), file50k, 2);
            const cpu = big.cpuMs();
            edit50k = await editRepeatedly(big, uri('bigger'), file50k, opts.bigEdits);
            cpuPerEdit50k = (big.cpuMs() - cpu) / opts.bigEdits;
        } finally {
            await big.stop();
        }
        completion = completion.length ? completion : [Number.NaN];
        return {
            spawnToInitialize,
            open10k,
            edit10k,
            edit50k,
            completion,
            cpuPerEdit10k,
            cpuPerEdit50k,
            rssAfter10,
            rssAfter100,
            lines10k: file10k.lines,
            lines50k: file50k.lines,
            diagnostics10k,
            completionItems,
        };
    } finally {
        rmSync(workspace, { recursive: true, force: true });
    }
}

const fmt = (n: number): string => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

/** The LSP rows: the Strife server's figures against their budgets, the anchor's beside them. */
export function lspRows(ours: ServerFigures, anchor: ServerFigures | undefined): Row[] {
    const rows: Row[] = [];
    const anchorMs = (pick: (f: ServerFigures) => number[]) => (anchor ? `stock Langium ${fmt(median(pick(anchor)))} ms` : 'anchor not run');
    const row = (name: string, samples: number[], limit: number, pick: (f: ServerFigures) => number[], note: string): void => {
        rows.push({
            group: 'lsp',
            name,
            unit: 'ms',
            reps: samples.length,
            median: median(samples),
            min: Math.min(...samples),
            bar: `≤ ${limit} ms`,
            limit,
            anchor: anchorMs(pick),
            note,
        });
    };
    const k10 = `${(ours.lines10k / 1000).toFixed(0)}k`;
    const k50 = `${(ours.lines50k / 1000).toFixed(0)}k`;
    row('spawn → initialize (stdio)', ours.spawnToInitialize, 120, f => f.spawnToInitialize, 'node out/server/main.cjs --stdio; median of spawns');
    row(
        `open ${k10}-line file → diagnostics`,
        ours.open10k,
        250,
        f => f.open10k,
        `first file of a fresh server (cold); ${ours.diagnostics10k} diagnostics`,
    );
    const per1k10 = median(ours.edit10k) / (ours.lines10k / 1000);
    const per1k50 = median(ours.edit50k) / (ours.lines50k / 1000);
    const linearity = (f: ServerFigures) =>
        `${fmt(median(f.edit10k) / (f.lines10k / 1000))} → ${fmt(median(f.edit50k) / (f.lines50k / 1000))} ms per 1k lines`;
    row(
        `1-char edit → diagnostics, ${k10} lines`,
        ours.edit10k,
        100,
        f => f.edit10k,
        `incremental didChange, after 5 warm-up edits; ${fmt(per1k10)} ms per 1k lines; server CPU ${fmt(ours.cpuPerEdit10k)} ms/edit (anchor ${anchor ? fmt(anchor.cpuPerEdit10k) : '-'})`,
    );
    row(
        `1-char edit → diagnostics, ${k50} lines`,
        ours.edit50k,
        400,
        f => f.edit50k,
        `${fmt(per1k50)} ms per 1k lines (${(per1k50 / per1k10).toFixed(2)}x the ${k10} figure; anchor ${anchor ? linearity(anchor) : '-'}); server CPU ${fmt(ours.cpuPerEdit50k)} ms/edit (anchor ${anchor ? fmt(anchor.cpuPerEdit50k) : '-'})`,
    );
    row(
        `completion at the end of the ${k10}-line file`,
        ours.completion,
        30,
        f => f.completion,
        `${ours.completionItems} items (anchor: ${anchor?.completionItems ?? '-'}, every type in scope)`,
    );
    rows.push({
        group: 'lsp',
        name: `server RSS after 100 edits of the ${k10}-line file`,
        unit: 'MiB',
        reps: 1,
        median: ours.rssAfter100,
        min: ours.rssAfter100,
        bar: '≤ 250 MiB',
        limit: 250,
        anchor: anchor ? `stock Langium ${fmt(anchor.rssAfter100)} MiB` : 'anchor not run',
        note: `VmRSS of the server process; after 10 edits ${fmt(ours.rssAfter10)} MiB`,
    });
    const growth = (f: ServerFigures) => (f.rssAfter100 / f.rssAfter10 - 1) * 100;
    rows.push({
        group: 'lsp',
        name: 'server RSS growth from 10 to 100 edits',
        unit: '%',
        reps: 1,
        median: growth(ours),
        min: growth(ours),
        bar: '≤ 10 %',
        limit: 10,
        anchor: anchor ? `stock Langium ${fmt(growth(anchor))} % (${fmt(anchor.rssAfter10)} → ${fmt(anchor.rssAfter100)} MiB)` : 'anchor not run',
        note: `${fmt(ours.rssAfter10)} → ${fmt(ours.rssAfter100)} MiB: flat after warm-up means no leak per edit`,
    });
    return rows;
}
