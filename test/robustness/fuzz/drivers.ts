/**
 * Drives fuzz cases through the real CLI and the real stdio language server and collects
 * problems: a crash (a stack trace, an internal error, a process that died), a hang (a request not
 * answered within REQUEST_DEADLINE_MS, a CLI process past its timeout), a leak (the content of a
 * file outside the case folder in any output), a malformed diagnostic (a range outside the text,
 * an empty message, "undefined" or NaN in a message, a check that threw), `check` and `run`
 * disagreeing (a file check passes that run refuses or stops on, or the reverse), and raw control
 * characters in printed output or raw HTML in Markdown output.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CancellationTokenSource } from 'vscode-jsonrpc/node';
import type { Diagnostic } from 'vscode-languageserver-types';
import { type LspSession, STRIFE_BIN, withTimeout } from '../../lsp/lsp-harness.js';
import { type FuzzCase, textOf } from './generate.js';

/** Every request must be answered within this (the bar: no hangs). */
export const REQUEST_DEADLINE_MS = 2000;
/** Diagnostics of one opened document (a full build of a hostile text) must arrive within this. */
export const DIAGNOSTICS_DEADLINE_MS = 10_000;
/** Text of the file outside every case folder that symbolic links point at: must never show. */
export const SECRET = 'ruleset rise\ncharacter TopSecretLeak { hit_points oops }\n';
const LEAK = /TopSecretLeak|Leak \{|oops/;
/** A message worded from a value that is not there: `undefined`, `NaN`. */
const HALF_WRITTEN = /\bundefined\b|\bNaN\b/;
/** A message without what it quotes from the file (a name may be `NaN`): '…', `…`, "…". */
const unquoted = (message: string) => message.replace(/'[^'\n]*'|`[^`\n]*`|"[^"\n]*"/g, '');
/** Raw control characters a terminal would act on (line feed and tab aside): printed output writes them out. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what must never be printed raw
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
/** HTML that Markdown output must never pass through from a name. */
const RAW_HTML = /<script|<img/i;

export interface Problem {
    readonly where: string;
    readonly what: string;
}

/** Writes case `index` under `casesDir/case-<index>/` (symbolic links included). */
export function writeCase(casesDir: string, index: number, c: FuzzCase): string {
    const dir = join(casesDir, `case-${index}`);
    mkdirSync(dir, { recursive: true });
    for (const f of c.files) {
        const file = join(dir, f.name);
        if (f.symlinkTo) {
            try {
                symlinkSync(f.symlinkTo, file);
            } catch {
                // a name clash with a generated file: keep the file
            }
        } else writeFileSync(file, f.bytes ?? f.text ?? '');
    }
    return dir;
}

const messageOf = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : (d.message as { value?: string })?.value);

/** Problems with diagnostics published for `text`. */
export function diagnosticProblems(where: string, text: string, diagnostics: readonly Diagnostic[]): Problem[] {
    const lines = text.split(/\r\n|\r|\n/);
    const inside = (p: { line: number; character: number } | undefined) =>
        !!p &&
        Number.isInteger(p.line) &&
        Number.isInteger(p.character) &&
        p.line >= 0 &&
        p.line < lines.length &&
        p.character >= 0 &&
        p.character <= lines[p.line].length;
    const problems: Problem[] = [];
    for (const d of diagnostics) {
        const message = messageOf(d);
        const tag = `[${String(d.code)}] ${JSON.stringify(d.range)}`;
        if (!inside(d.range?.start) || !inside(d.range?.end)) problems.push({ where, what: `${tag}: range outside the document` });
        if (typeof message !== 'string' || message.length === 0) problems.push({ where, what: `${tag}: empty message` });
        else if (/^An error occurred/.test(message)) problems.push({ where, what: `${tag}: a check threw: ${message.split('\n')[0]}` });
        else if (HALF_WRITTEN.test(unquoted(message))) problems.push({ where, what: `${tag}: message shows undefined/NaN: ${message}` });
        if (typeof message === 'string' && LEAK.test(message)) problems.push({ where, what: `${tag}: leaks a file outside the folder: ${message}` });
        if (d.code === undefined) problems.push({ where, what: `${tag}: no code: ${message}` });
    }
    return problems;
}

const DIAGNOSTIC_LINE = /^.+:\d+:\d+: (error|warning|info): .+ \[[a-z0-9]+(-[a-z0-9]+)*\]$/;

/**
 * `strife check` over every case folder at once (one process), then `strife run` on the first
 * `runs` cases' main files. Exit codes 0/1/2 only, every stdout line a diagnostic line, no stack.
 */
export function fuzzCli(casesDir: string, count: number, runs: number): { problems: Problem[]; lines: number } {
    const problems: Problem[] = [];
    const check = spawnSync(process.execPath, [STRIFE_BIN, 'check', '.'], { cwd: casesDir, encoding: 'utf8', timeout: 600_000, maxBuffer: 1 << 28 });
    const stdout = check.stdout ?? '';
    if (check.error) problems.push({ where: 'strife check', what: `did not end: ${check.error.message}` });
    else if (check.status !== 0 && check.status !== 1 && check.status !== 2)
        problems.push({ where: 'strife check', what: `exit ${check.status} ${check.signal ?? ''}` });
    if (!/^\d+ files? checked: \d+ errors?, \d+ warnings?\.\n$/.test(check.stderr ?? ''))
        problems.push({ where: 'strife check', what: `stderr: ${(check.stderr ?? '').slice(0, 2000)}` });
    const lines = stdout.split('\n').filter(l => l.length > 0);
    if (RAW_CONTROL.test(stdout) || RAW_CONTROL.test(check.stderr ?? ''))
        problems.push({ where: 'strife check', what: 'raw control characters in the output' });
    // Which cases `check` found errors in: `run` must refuse exactly those (check gives the verdict run would).
    const erroneous = new Set<number>();
    for (const line of lines) {
        const m = /^case-(\d+)\/[^:]*:\d+:\d+: error: /.exec(line);
        if (m) erroneous.add(Number(m[1]));
    }
    for (const line of lines) {
        if (!DIAGNOSTIC_LINE.test(line)) problems.push({ where: 'strife check', what: `not a diagnostic line: ${line.slice(0, 300)}` });
        if (HALF_WRITTEN.test(unquoted(line)) || /An error occurred|internal-error|file-unreadable|Maximum call stack/.test(line))
            problems.push({ where: 'strife check', what: line.slice(0, 300) });
        if (LEAK.test(line)) problems.push({ where: 'strife check', what: `leak: ${line.slice(0, 300)}` });
    }
    // The cases `check` passed (run must play them) first, then a few it refused (run must refuse them).
    const all = Array.from({ length: count }, (_, i) => i);
    const chosen = [...all.filter(i => !erroneous.has(i)).slice(0, runs), ...all.filter(i => erroneous.has(i)).slice(0, 2)];
    // A check that did not end says nothing of which cases have errors: no verdicts to compare.
    for (const [k, i] of (check.error ? [] : chosen).entries()) {
        const markdown = k % 3 === 2;
        const r = spawnSync(process.execPath, [STRIFE_BIN, 'run', join(`case-${i}`, 'main.strife'), ...(markdown ? ['--format', 'markdown'] : [])], {
            cwd: casesDir,
            encoding: 'utf8',
            timeout: 60_000,
            maxBuffer: 1 << 28,
        });
        const where = `strife run case-${i}${markdown ? ' --format markdown' : ''}`;
        if (RAW_CONTROL.test(`${r.stdout}${r.stderr}`)) problems.push({ where, what: 'raw control characters in the output' });
        if (markdown && RAW_HTML.test(r.stdout ?? '')) problems.push({ where, what: 'raw HTML in Markdown output' });
        if (/The run stopped/.test(r.stderr ?? ''))
            problems.push({ where, what: `check found no error the run hit: ${(r.stderr ?? '').slice(0, 500)}` });
        else if (!erroneous.has(i) && r.status === 1)
            problems.push({ where, what: `check found no error, run refused: ${(r.stderr ?? '').slice(0, 500)}` });
        else if (erroneous.has(i) && r.status === 0) problems.push({ where, what: 'check found errors, run played it' });
        if (r.error) problems.push({ where, what: `did not end: ${r.error.message}` });
        else if (r.status !== 0 && r.status !== 1 && r.status !== 2)
            problems.push({ where, what: `exit ${r.status} ${r.signal ?? ''}: ${(r.stderr ?? '').slice(0, 500)}` });
        if (/\n\s+at |Maximum call stack|RangeError|TypeError/.test(r.stderr ?? ''))
            problems.push({ where, what: `stack: ${(r.stderr ?? '').slice(0, 800)}` });
        if (LEAK.test(`${r.stdout}${r.stderr}`)) problems.push({ where, what: 'leak' });
    }
    return { problems, lines: lines.length };
}

/** Figures of a server campaign. */
export interface ServerFigures {
    cases: number;
    requests: number;
    slowestRequestMs: number;
    slowestDiagnosticsMs: number;
    peakRssMb: number;
}

/** Peak resident memory of a process (VmHWM), in MB; 0 where /proc is missing. */
export function peakRssMb(pid: number | undefined): number {
    try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
        return Math.round(kb / 1024);
    } catch {
        return 0;
    }
}

/** The case's main text with a marker import after the ruleset line, so its publish can be told apart. */
function withMarker(step: number, text: string): string {
    const line = `import "step-${step}.strife"\n`;
    const first = /^ruleset \w+[ \t]*\n/.exec(text);
    return first ? `${first[0]}${line}${text.slice(first[0].length)}` : line + text;
}

/** New names a rename is asked for: valid ones, and the kinds rename refuses. */
const RENAMES = ['Brigand', '', '1Thug', 'has space', 'Zoë', 'Thug}{', 'side', 'Kara', 'd6', '\x1b]0;x\x07'];

const markerOf = (step: number) => (ds: Diagnostic[]) =>
    ds.some(d => d.code === 'file-too-large' || (d.code === 'import-not-found' && messageOf(d)?.includes(`'step-${step}.strife'`)));

/**
 * Opens case `index`'s main file in `server` (typed over an already open document every other
 * time), waits for its diagnostics, then sends hover, completion, definition, code lens, document
 * symbols and a run (cancelled if still going after 1.5 s): each must be answered in time, none
 * with an internal error.
 */
export async function fuzzServerCase(server: LspSession, casesDir: string, index: number, c: FuzzCase, figures: ServerFigures): Promise<Problem[]> {
    const where = `case ${index} (${c.label})`;
    const problems: Problem[] = [];
    const main = c.files[0];
    const text = withMarker(index, textOf(main));
    const uri = pathToFileURL(join(casesDir, `case-${index}`, 'main.strife')).href;
    const typedOver = pathToFileURL(join(casesDir, 'typed-over.strife')).href;
    const target = index % 2 === 0 ? uri : typedOver;
    const started = performance.now();
    const published = server.nextDiagnostics(target, markerOf(index), DIAGNOSTICS_DEADLINE_MS);
    if (target === uri) await server.open(uri, text);
    else if (index === 1) await server.open(typedOver, text);
    else await server.change(typedOver, text);
    let diagnostics: Diagnostic[];
    try {
        diagnostics = await published;
    } catch (error) {
        return [{ where, what: `no diagnostics: ${String(error).slice(0, 1500)}` }];
    }
    figures.slowestDiagnosticsMs = Math.max(figures.slowestDiagnosticsMs, performance.now() - started);
    problems.push(...diagnosticProblems(where, text, diagnostics));
    const lines = text.split(/\r\n|\r|\n/);
    const somewhere = (k: number) => {
        const line = (index * 7 + k * 13) % lines.length;
        return { line, character: Math.min(lines[line].length, (index + k * 5) % 40) };
    };
    const td = { textDocument: { uri: target } };
    const requests: [string, unknown][] = [
        ['textDocument/hover', { ...td, position: somewhere(0) }],
        ['textDocument/hover', { ...td, position: somewhere(1) }],
        ['textDocument/completion', { ...td, position: somewhere(2) }],
        ['textDocument/definition', { ...td, position: somewhere(3) }],
        ['textDocument/codeLens', td],
        ['textDocument/documentSymbol', td],
        ['textDocument/codeAction', { ...td, range: { start: somewhere(4), end: somewhere(4) }, context: { diagnostics: diagnostics.slice(0, 5) } }],
        ['textDocument/inlayHint', { ...td, range: { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } } }],
        ['textDocument/rename', { ...td, position: somewhere(5), newName: RENAMES[index % RENAMES.length] }],
    ];
    for (const [method, params] of requests) {
        const t0 = performance.now();
        try {
            await server.request(method, params, REQUEST_DEADLINE_MS);
        } catch (error) {
            const code = (error as { code?: number }).code;
            // Langium answers "document not ready / cancelled" with its own codes (a refused rename: -32602); a thrown handler is -32603.
            if (code === undefined || code === -32603) problems.push({ where, what: `${method}: ${String(error).slice(0, 800)}` });
        }
        figures.requests++;
        figures.slowestRequestMs = Math.max(figures.slowestRequestMs, performance.now() - t0);
    }
    const source = new CancellationTokenSource();
    const cancel = setTimeout(() => source.cancel(), 1500);
    const t0 = performance.now();
    try {
        const run = server.connection.sendRequest<{ ok: boolean; output: string }>('strife/runEncounter', { uri: target }, source.token);
        const result = await withTimeout(run, REQUEST_DEADLINE_MS, 'strife/runEncounter');
        if (typeof result?.output !== 'string') problems.push({ where, what: 'runEncounter: no output' });
        else if (HALF_WRITTEN.test(unquoted(result.output)) || /The run stopped/.test(result.output))
            problems.push({ where, what: `runEncounter: ${result.output.slice(0, 500)}` });
        else if (RAW_CONTROL.test(result.output)) problems.push({ where, what: 'runEncounter: raw control characters in the log' });
        if (LEAK.test(result?.output ?? '')) problems.push({ where, what: 'runEncounter leaks' });
    } catch (error) {
        const code = (error as { code?: number }).code;
        if (code !== -32800) problems.push({ where, what: `runEncounter: ${String(error).slice(0, 800)}` });
    } finally {
        clearTimeout(cancel);
    }
    figures.requests++;
    figures.slowestRequestMs = Math.max(figures.slowestRequestMs, performance.now() - t0);
    if (target === uri) await server.close(uri);
    if (!server.alive) problems.push({ where, what: `the server died\n${server.stderr.slice(0, 2000)}` });
    figures.cases++;
    return problems;
}
