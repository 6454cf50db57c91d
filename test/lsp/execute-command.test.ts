/**
 * Issue 25, "Any LSP editor": the Run and Simulate lenses run in editors other than VS Code. The
 * real server over stdio advertises `executeCommandProvider` for the lens commands, runs them on
 * `workspace/executeCommand` (answering with the result) and shows the result through the
 * protocol: a document (`window/showDocument`) when the client can show one, else a message. The
 * VS Code extension, which registers those commands itself, is offered none of them.
 *
 * Build first (`npm run build`): the server is the bundled out/cli/main.cjs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeLens } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace } from './lsp-harness.js';

const TEST_TIMEOUT = 60_000;
const ENCOUNTER = 'Ogre on the bridge';

describe('lens commands in an editor other than VS Code (workspace/executeCommand)', () => {
    const ws = makeRiseWorkspace();
    const uri = ws.fileUri('ogre-bridge.strife');
    const text = readFileSync(fileURLToPath(uri), 'utf8');
    let server: LspSession;
    let capabilities: { executeCommandProvider?: { commands: string[] } };
    const shown: { uri: string; takeFocus?: boolean }[] = [];

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        server.connection.onRequest('window/showDocument', (params: { uri: string; takeFocus?: boolean }) => {
            shown.push(params);
            return { success: true };
        });
        // The client's settings: a small simulation for the Simulate lens.
        server.connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
            params.items.map(i => (i.section === 'strife' ? { simulation: { runs: 200 } } : null)),
        );
        const init = (await server.initialize(ws.uri, 'rise', { configuration: true }, {}, { window: { showDocument: { support: true } } })) as {
            capabilities: typeof capabilities;
        };
        capabilities = init.capabilities;
        await server.open(uri, text);
        await server.waitForDiagnostics(uri);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it('advertises the Run and Simulate commands', () => {
        expect(capabilities.executeCommandProvider?.commands).toEqual(['strife.runEncounter', 'strife.simulateEncounter']);
    });

    it('gives lenses it can run itself, and none that need VS Code', async () => {
        const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
        const commands = lenses.map(l => [l.command?.title, l.command?.command]);
        expect(commands).toContainEqual(['▶ Run encounter', 'strife.runEncounter']);
        expect(commands).toContainEqual(['Simulate', 'strife.simulateEncounter']);
        for (const [, command] of commands) expect(capabilities.executeCommandProvider?.commands).toContain(command);
    });

    it(
        'runs the Run lens: answers with the log and opens it as a document',
        async () => {
            const lens = (await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } })).find(
                l => l.command?.command === 'strife.runEncounter',
            )!;
            const result = await server.request<{ ok: boolean; output: string }>(
                'workspace/executeCommand',
                { command: lens.command!.command, arguments: lens.command!.arguments },
                TEST_TIMEOUT,
            );
            expect(result.ok).toBe(true);
            expect(result.output).toContain(`${ENCOUNTER} — ruleset rise, seed`);
            expect(result.output).toMatch(/Ogre attacks Wren with Greatclub: 1d10! \[/);
            const opened = shown.at(-1)!;
            expect(opened.takeFocus).toBe(true);
            expect(readFileSync(fileURLToPath(opened.uri), 'utf8')).toBe(result.output);
        },
        TEST_TIMEOUT,
    );

    it(
        'runs the Simulate lens with the runs the settings name, and opens the Markdown report',
        async () => {
            const result = await server.request<{ ok: boolean; markdown: string }>(
                'workspace/executeCommand',
                { command: 'strife.simulateEncounter', arguments: [uri, ENCOUNTER] },
                TEST_TIMEOUT,
            );
            expect(result.ok).toBe(true);
            expect(result.markdown).toContain('200 runs');
            const opened = shown.at(-1)!;
            expect(opened.uri).toMatch(/report\.md$/);
            expect(readFileSync(fileURLToPath(opened.uri), 'utf8')).toBe(result.markdown);
        },
        TEST_TIMEOUT,
    );
});

describe('a client that cannot show documents', () => {
    const ws = makeRiseWorkspace();
    const uri = ws.fileUri('ogre-bridge.strife');
    let server: LspSession;

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'gets the log in a message',
        async () => {
            server = new LspSession(ws.dir);
            const messages: { type: number; message: string }[] = [];
            server.connection.onNotification('window/showMessage', (m: { type: number; message: string }) => {
                messages.push(m);
            });
            await server.initialize(ws.uri);
            await server.open(uri, readFileSync(fileURLToPath(uri), 'utf8'));
            await server.waitForDiagnostics(uri);
            const result = await server.request<{ ok: boolean; output: string }>(
                'workspace/executeCommand',
                { command: 'strife.runEncounter', arguments: [uri, ENCOUNTER] },
                TEST_TIMEOUT,
            );
            expect(messages.map(m => m.message)).toContain(result.output);
            expect(messages.find(m => m.message === result.output)!.type).toBe(3); // Info
        },
        TEST_TIMEOUT,
    );
});

describe('the VS Code extension (initializationOptions.clientRunsLenses)', () => {
    const ws = makeRiseWorkspace();
    const uri = ws.fileUri('ogre-bridge.strife');
    let server: LspSession;

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'is offered no command to register a second time, and keeps its own lenses',
        async () => {
            server = new LspSession(ws.dir);
            const init = (await server.initialize(ws.uri, 'rise', {}, {}, { initializationOptions: { clientRunsLenses: true } })) as {
                capabilities: { executeCommandProvider?: { commands: string[] } };
            };
            expect(init.capabilities.executeCommandProvider?.commands ?? []).toEqual([]);
            await server.open(uri, readFileSync(fileURLToPath(uri), 'utf8'));
            await server.waitForDiagnostics(uri);
            const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
            expect(lenses.map(l => l.command?.title)).toEqual(
                expect.arrayContaining(['▶ Run encounter', 'Run with seed…', 'Debug encounter', 'Simulate', 'Balance…']),
            );
        },
        TEST_TIMEOUT,
    );
});
