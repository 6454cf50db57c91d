/**
 * A Debug Adapter Protocol client for the debugger's tests (@vscode/debugadapter-testsupport's
 * DebugClient): connected in-process to a `StrifeDebugSession` reading files as the CLI does, or
 * to `strife debug --stdio` in a child process. Every event is kept, so a test can wait for one
 * that came before it asked.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { loadFileEncounter } from '../../cli/table.js';
import { StrifeDebugSession } from '../../language/debug/adapter.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURE = path.join(ROOT, 'test/debug/fixtures/duel.strife');

/** 1-based line of the first line of the fixture that contains `text`. */
export function lineOf(text: string, file = FIXTURE): number {
    const index = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .findIndex(l => l.includes(text));
    if (index < 0) throw new Error(`"${text}" is not in ${file}`);
    return index + 1;
}

export class Dap extends DebugClient {
    readonly events: DebugProtocol.Event[] = [];
    private seen = 0;

    constructor() {
        super('unused', 'unused', 'strife');
        this.defaultTimeout = 30_000;
    }

    /** A session in this process, reading files as `strife debug` does. */
    static inProcess(): Dap {
        const toAdapter = new PassThrough();
        const toClient = new PassThrough();
        const session = new StrifeDebugSession({ load: loadFileEncounter });
        session.setRunAsServer(true); // a disconnect must not end the test's process
        session.start(toAdapter, toClient);
        const dap = new Dap();
        dap.attach(toClient, toAdapter);
        return dap;
    }

    /** `strife debug --stdio` (the built CLI) in a child process. */
    static cli(): { dap: Dap; stop: () => void } {
        const child = spawn(process.execPath, [path.join(ROOT, 'bin/strife.cjs'), 'debug', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
        const dap = new Dap();
        dap.attach(child.stdout, child.stdin);
        return { dap, stop: () => child.kill() };
    }

    private attach(readable: Readable, writable: Writable): void {
        this.connect(readable, writable);
        for (const name of ['stopped', 'output', 'terminated', 'initialized', 'breakpoint', 'continued', 'strife.ask'])
            this.on(name, (e: DebugProtocol.Event) => this.events.push(e));
    }

    /** The next event named `name` not yet returned by `next` (waiting for it if need be). */
    async next(name: string, timeout = 30_000): Promise<DebugProtocol.Event> {
        const deadline = Date.now() + timeout;
        for (;;) {
            const at = this.events.findIndex((e, i) => i >= this.seen && e.event === name);
            if (at >= 0) {
                this.seen = at + 1;
                return this.events[at];
            }
            if (Date.now() > deadline) throw new Error(`no '${name}' event after ${timeout} ms; events: ${this.events.map(e => e.event).join(', ')}`);
            await new Promise(r => setTimeout(r, 10));
        }
    }

    /** Everything the Debug Console printed so far. */
    get output(): string {
        return this.events
            .filter(e => e.event === 'output')
            .map(e => (e as DebugProtocol.OutputEvent).body.output)
            .join('');
    }

    /** Launches with `args` and `breakpoints` (lines of the fixture), and waits for the first stop. */
    async play(args: Record<string, unknown>, breakpoints: DebugProtocol.SourceBreakpoint[] = []): Promise<DebugProtocol.StoppedEvent> {
        const configured = this.waitForEvent('initialized').then(async () => {
            if (breakpoints.length) await this.setBreakpointsRequest({ source: { path: FIXTURE }, breakpoints });
            await this.configurationDoneRequest();
        });
        await Promise.all([configured, this.launch({ program: FIXTURE, ...args })]);
        return (await this.next('stopped')) as DebugProtocol.StoppedEvent;
    }

    /** The current call stack: frame names and lines, innermost first. */
    async stack(): Promise<{ name: string; line: number }[]> {
        const response = await this.stackTraceRequest({ threadId: 1 });
        return response.body.stackFrames.map(f => ({ name: f.name, line: f.line }));
    }

    /** The Variables view: every fighter's row, and one fighter's fields. */
    async fighters(): Promise<Record<string, { value: string; fields: Record<string, string> }>> {
        const frame = (await this.stackTraceRequest({ threadId: 1 })).body.stackFrames[0];
        const scopes = (await this.scopesRequest({ frameId: frame.id })).body.scopes;
        const rows = (await this.variablesRequest({ variablesReference: scopes.find(s => s.name === 'Fighters')!.variablesReference })).body
            .variables;
        const out: Record<string, { value: string; fields: Record<string, string> }> = {};
        for (const row of rows) {
            const fields = (await this.variablesRequest({ variablesReference: row.variablesReference })).body.variables;
            out[row.name] = { value: row.value, fields: Object.fromEntries(fields.map(f => [f.name, f.value])) };
        }
        return out;
    }

    async evaluate(expression: string, context: 'repl' | 'watch' | 'hover' = 'repl'): Promise<string> {
        return (await this.evaluateRequest({ expression, context })).body.result;
    }
}
