/**
 * A language server under measurement, spawned as its own process and spoken to over stdio with
 * JSON-RPC, as an editor does: the Strife server and the stock-Langium anchor go through this same
 * class, so their figures differ only by the server. Every wait is for what an editor waits for
 * (the initialize response, the next `publishDiagnostics` of the file, a completion response), and
 * memory is the server process's resident set, read from /proc/<pid>/status (Linux).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { now } from './timing.js';

export interface Position {
    readonly line: number;
    readonly character: number;
}

/** How to start a server: `node <script> --stdio`, on the Node running the bench. */
export interface ServerCommand {
    readonly script: string;
    /** The folder the server is told is the workspace (file URIs), and its working directory. */
    readonly workspace: string;
    /** What the server is given for `workspace/configuration` items, by section. */
    readonly settings?: Readonly<Record<string, unknown>>;
    /** Called on each `workspace/codeLens/refresh` request; when given, the client says it supports them. */
    readonly onCodeLensRefresh?: () => void;
}

const DEADLINE_MS = 120_000;

function withDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the server did not answer ${what} within ${DEADLINE_MS / 1000} s`)), DEADLINE_MS);
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class StdioServer {
    private readonly waiters = new Map<string, ((count: number) => void)[]>();
    private readonly versions = new Map<string, number>();
    private stderr = '';

    private constructor(
        readonly child: ChildProcessWithoutNullStreams,
        readonly connection: MessageConnection,
    ) {}

    /**
     * Spawns the server and completes `initialize` / `initialized`.
     * @returns the server and the wall time (ms) from spawn to the initialize response.
     */
    static async start(command: ServerCommand): Promise<{ server: StdioServer; spawnToInitialize: number }> {
        const t0 = now();
        const child = spawn(process.execPath, [resolve(command.script), '--stdio'], { cwd: command.workspace, stdio: 'pipe' });
        const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
        const server = new StdioServer(child, connection);
        child.stderr.on('data', chunk => {
            server.stderr = (server.stderr + String(chunk)).slice(-4000);
        });
        connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: unknown[] }) => {
            const waiting = server.waiters.get(params.uri) ?? [];
            server.waiters.delete(params.uri);
            for (const resolve of waiting) resolve(params.diagnostics.length);
        });
        connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
            params.items.map(item => command.settings?.[item.section ?? ''] ?? null),
        );
        if (command.onCodeLensRefresh) {
            const onRefresh = command.onCodeLensRefresh;
            connection.onRequest('workspace/codeLens/refresh', () => {
                onRefresh();
                return null;
            });
        }
        connection.onRequest(() => null);
        connection.listen();
        const workspaceUri = new URL(`file://${command.workspace}`).href;
        const died = new Promise<never>((_, reject) =>
            child.once('exit', code => reject(new Error(`${command.script} exited (code ${code}) before answering initialize\n${server.stderr}`))),
        );
        const initialize = withDeadline(
            connection.sendRequest('initialize', {
                processId: process.pid,
                rootUri: workspaceUri,
                workspaceFolders: [{ uri: workspaceUri, name: 'bench' }],
                capabilities: {
                    textDocument: {
                        synchronization: { didSave: false },
                        completion: { completionItem: { snippetSupport: false } },
                        publishDiagnostics: {},
                    },
                    workspace: { workspaceFolders: true, configuration: true, codeLens: { refreshSupport: command.onCodeLensRefresh !== undefined } },
                },
            }),
            'initialize',
        );
        await Promise.race([initialize, died]);
        const spawnToInitialize = now() - t0;
        await connection.sendNotification('initialized', {});
        return { server, spawnToInitialize };
    }

    /** Resolves with the number of diagnostics of the next publish for `uri` (register before sending). */
    private nextDiagnostics(uri: string): Promise<number> {
        const promise = new Promise<number>(resolve => {
            const list = this.waiters.get(uri) ?? [];
            list.push(resolve);
            this.waiters.set(uri, list);
        });
        return withDeadline(promise, `with diagnostics for ${uri}\n--- server stderr ---\n${this.stderr}`);
    }

    /** didOpen; resolves with the wall time (ms) to the file's first diagnostics, and their count. */
    async open(uri: string, languageId: string, text: string): Promise<{ ms: number; diagnostics: number }> {
        this.versions.set(uri, 1);
        const published = this.nextDiagnostics(uri);
        const t0 = now();
        await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
        const diagnostics = await published;
        return { ms: now() - t0, diagnostics };
    }

    async close(uri: string): Promise<void> {
        await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    }

    /**
     * An incremental didChange replacing the `length` characters at `at` with `text` (a keystroke
     * when both are 1); resolves with the wall time (ms) to the next diagnostics, and their count.
     */
    async edit(uri: string, at: Position, length: number, text: string): Promise<{ ms: number; diagnostics: number }> {
        const version = (this.versions.get(uri) ?? 1) + 1;
        this.versions.set(uri, version);
        const published = this.nextDiagnostics(uri);
        const t0 = now();
        await this.connection.sendNotification('textDocument/didChange', {
            textDocument: { uri, version },
            contentChanges: [{ range: { start: at, end: { line: at.line, character: at.character + length } }, text }],
        });
        const diagnostics = await published;
        return { ms: now() - t0, diagnostics };
    }

    /** A completion request; resolves with its wall time (ms) and the item labels. */
    async completion(uri: string, position: Position): Promise<{ ms: number; labels: string[] }> {
        const t0 = now();
        const result = await withDeadline(
            this.connection.sendRequest<{ items: { label: string }[] } | { label: string }[] | null>('textDocument/completion', {
                textDocument: { uri },
                position,
            }),
            'completion',
        );
        const ms = now() - t0;
        const items = result === null ? [] : Array.isArray(result) ? result : result.items;
        return { ms, labels: items.map(i => i.label) };
    }

    /** The document's lens titles. */
    async codeLensTitles(uri: string): Promise<string[]> {
        const lenses = await withDeadline(
            this.connection.sendRequest<{ command?: { title: string } }[] | null>('textDocument/codeLens', { textDocument: { uri } }),
            'codeLens',
        );
        return (lenses ?? []).map(l => l.command?.title ?? '');
    }

    /** The server process's resident set size (MiB), from /proc/<pid>/status `VmRSS`. */
    rssMiB(): number {
        const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
        const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
        if (!kb) throw new Error(`no VmRSS in /proc/${this.child.pid}/status`);
        return Number(kb[1]) / 1024;
    }

    /**
     * CPU time (ms) the server process has used so far, user + system, all its threads (from
     * /proc/<pid>/stat, in clock ticks of 10 ms): unlike wall time, not inflated by other processes.
     */
    cpuMs(): number {
        const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
        // Fields after the command name (which may hold spaces, hence from the last ')'): utime is the 12th, stime the 13th.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
    }

    /** shutdown + exit, then makes sure the process is gone. */
    async stop(): Promise<void> {
        try {
            await withDeadline(this.connection.sendRequest('shutdown'), 'shutdown');
            await this.connection.sendNotification('exit');
        } catch {
            // A server that does not shut down is killed below.
        }
        const exited = new Promise<void>(resolve => {
            if (this.child.exitCode !== null || this.child.signalCode !== null) resolve();
            else this.child.once('exit', () => resolve());
        });
        const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
        this.connection.dispose();
    }
}
