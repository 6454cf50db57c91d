/**
 * A tiny LSP client for tests: spawns the real `strife lsp --stdio` process and talks JSON-RPC to it
 * over its stdin/stdout. Waits are condition-based (promises resolved by notifications), bounded by
 * a deadline so a dead or stuck server fails the test instead of hanging it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { Diagnostic, Position } from 'vscode-languageserver-types';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const STRIFE_BIN = join(PROJECT_ROOT, 'bin', 'strife.cjs');
export const RISE_EXAMPLES = join(PROJECT_ROOT, 'examples', 'rise');

/** A fresh temp folder holding copies of examples/rise/*.strife, so imports resolve. */
export function makeRiseWorkspace(prefix = 'strife-lsp-'): { dir: string; uri: string; fileUri: (name: string) => string; cleanup: () => void } {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
    for (const name of readdirSync(RISE_EXAMPLES).filter(n => n.endsWith('.strife'))) {
        copyFileSync(join(RISE_EXAMPLES, name), join(dir, name));
    }
    return {
        dir,
        uri: pathToFileURL(dir).href,
        fileUri: name => pathToFileURL(join(dir, name)).href,
        cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface DiagnosticWaiter {
    readonly uri: string;
    readonly accept: (diagnostics: Diagnostic[]) => boolean;
    readonly resolve: (diagnostics: Diagnostic[]) => void;
}

export class LspSession {
    readonly child: ChildProcessWithoutNullStreams;
    readonly connection: MessageConnection;
    /** The last diagnostics published per URI. */
    readonly diagnostics = new Map<string, Diagnostic[]>();
    /** How many times diagnostics were published per URI (a rebuild loop shows as a growing count). */
    readonly publishCount = new Map<string, number>();
    /** Everything the server wrote to stderr (for failure messages). */
    stderr = '';
    /** Resolves with the exit code (or signal) when the process ends. */
    readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
    private waiters: DiagnosticWaiter[] = [];
    private versions = new Map<string, number>();
    private exitedFlag = false;

    constructor(cwd: string = PROJECT_ROOT) {
        this.child = spawn(process.execPath, [STRIFE_BIN, 'lsp', '--stdio'], { cwd, stdio: 'pipe' });
        this.exited = new Promise(resolvePromise =>
            this.child.on('exit', (code, signal) => {
                this.exitedFlag = true;
                resolvePromise({ code, signal });
            }),
        );
        this.child.stderr.on('data', chunk => {
            this.stderr += String(chunk);
        });
        this.connection = createMessageConnection(new StreamMessageReader(this.child.stdout), new StreamMessageWriter(this.child.stdin));
        this.connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; diagnostics: Diagnostic[] }) => {
            this.diagnostics.set(params.uri, params.diagnostics);
            this.publishCount.set(params.uri, (this.publishCount.get(params.uri) ?? 0) + 1);
            this.waiters = this.waiters.filter(w => {
                if (w.uri !== params.uri || !w.accept(params.diagnostics)) return true;
                w.resolve(params.diagnostics);
                return false;
            });
        });
        // Server-to-client requests (configuration, registrations, ...) get a neutral answer.
        this.connection.onRequest((method: string) => (method === 'workspace/configuration' ? [] : null));
        this.connection.onError(() => {
            /* reported through failing requests */
        });
        this.connection.listen();
    }

    get alive(): boolean {
        return !this.exitedFlag && this.child.exitCode === null && this.child.signalCode === null;
    }

    /** `workspaceUri` null: an editor opened on single files, with no folder. */
    /** `workspace`: extra workspace client capabilities (e.g. `{ configuration: true }` to be asked for settings). */
    /** `textDocument`: client capabilities that replace the defaults below (e.g. a `completion` that accepts snippets). */
    /** `more`: window capabilities (e.g. `{ showDocument: { support: true } }`) and initializationOptions (the VS Code extension sends `{ clientRunsLenses: true }`). */
    async initialize(
        workspaceUri: string | null,
        name = 'rise',
        workspace: Record<string, unknown> = {},
        textDocument: Record<string, unknown> = {},
        more: { window?: Record<string, unknown>; initializationOptions?: unknown } = {},
    ): Promise<unknown> {
        const result = await withTimeout(
            this.connection.sendRequest('initialize', {
                processId: process.pid,
                rootUri: workspaceUri,
                workspaceFolders: workspaceUri === null ? null : [{ uri: workspaceUri, name }],
                capabilities: {
                    textDocument: {
                        hover: { contentFormat: ['markdown', 'plaintext'] },
                        completion: { completionItem: { snippetSupport: false, documentationFormat: ['markdown'] } },
                        publishDiagnostics: { relatedInformation: true },
                        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix'] } } },
                        ...textDocument,
                    },
                    workspace: { workspaceFolders: true, ...workspace },
                    ...(more.window ? { window: more.window } : {}),
                },
                ...(more.initializationOptions === undefined ? {} : { initializationOptions: more.initializationOptions }),
            }),
            20_000,
            'initialize',
        );
        await this.connection.sendNotification('initialized', {});
        return result;
    }

    /** Resolves with the first diagnostics published for `uri` that satisfy `accept` (the current ones count). */
    waitForDiagnostics(uri: string, accept: (diagnostics: Diagnostic[]) => boolean = () => true, ms = 15_000): Promise<Diagnostic[]> {
        const current = this.diagnostics.get(uri);
        if (current && accept(current)) return Promise.resolve(current);
        return this.nextDiagnostics(uri, accept, ms);
    }

    /** Like waitForDiagnostics but ignores what was published before the call. */
    nextDiagnostics(uri: string, accept: (diagnostics: Diagnostic[]) => boolean = () => true, ms = 15_000): Promise<Diagnostic[]> {
        const promise = new Promise<Diagnostic[]>(resolvePromise => this.waiters.push({ uri, accept, resolve: resolvePromise }));
        return withTimeout(
            this.unlessExited(promise),
            ms,
            `diagnostics for ${uri}\n--- last published ---\n${JSON.stringify(this.diagnostics.get(uri)?.map(d => d.message))}\n--- server stderr ---\n${this.stderr}`,
        );
    }

    /** Rejects as soon as the server process ends, instead of waiting for a timeout. */
    private unlessExited<T>(promise: Promise<T>): Promise<T> {
        const died = this.exited.then(({ code, signal }) => {
            throw new Error(
                `the server exited (code ${code}, signal ${signal}) while a request or notification was pending\n--- server stderr ---\n${this.stderr.slice(0, 2000)}`,
            );
        });
        return Promise.race([promise, died]);
    }

    async open(uri: string, text: string): Promise<void> {
        this.versions.set(uri, 1);
        await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'strife', version: 1, text } });
    }

    /** A full-text replacement. */
    async change(uri: string, text: string): Promise<void> {
        const version = (this.versions.get(uri) ?? 1) + 1;
        this.versions.set(uri, version);
        await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    }

    async close(uri: string): Promise<void> {
        await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    }

    request<R>(method: string, params: unknown, ms = 15_000): Promise<R> {
        if (!this.alive)
            return Promise.reject(new Error(`${method}: the server is not running\n--- server stderr ---\n${this.stderr.slice(0, 2000)}`));
        return withTimeout(this.unlessExited(this.connection.sendRequest<R>(method, params)), ms, `${method}\n--- server stderr ---\n${this.stderr}`);
    }

    hover(uri: string, position: Position): Promise<{ contents: { kind: string; value: string }; range?: unknown } | null> {
        return this.request('textDocument/hover', { textDocument: { uri }, position });
    }

    /** shutdown + exit; resolves with the exit code. */
    async shutdown(ms = 10_000): Promise<number | null> {
        await this.request('shutdown', null, ms);
        await this.connection.sendNotification('exit');
        const { code } = await withTimeout(this.exited, ms, 'the server process to exit');
        this.connection.dispose();
        return code;
    }

    /** Kills the process if it is still running (for afterAll, even after a failed test). */
    dispose(): void {
        this.connection.dispose();
        if (this.alive) this.child.kill('SIGKILL');
    }
}

/** The zero-based position of the `occurrence`-th (0-based) `needle` in `text`, plus `delta` characters. */
export function positionOf(text: string, needle: string, delta = 0, occurrence = 0): Position {
    let index = -1;
    for (let i = 0; i <= occurrence; i++) {
        index = text.indexOf(needle, index + 1);
        if (index < 0) throw new Error(`'${needle}' (occurrence ${occurrence}) not in text`);
    }
    const offset = index + delta;
    const before = text.slice(0, offset).split('\n');
    return { line: before.length - 1, character: before[before.length - 1].length };
}
