/**
 * The real stdio language server under bad input, load and faults (build first: `npm run build`).
 * Each case used to crash, hang or leak: requests before `initialize`, formulas that overflowed
 * the stack, imports of non-.strife files (a rebuild loop), imports through symbolic links (a
 * leak), imported files vanishing (an unhandled rejection), huge files and encounters, and 500
 * edits in a burst. Waits are condition-based with deadlines (lsp-harness.ts): a hang fails.
 */
import { mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancellationTokenSource } from 'vscode-jsonrpc/node';
import type { Diagnostic } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace, positionOf, withTimeout } from '../lsp/lsp-harness.js';

const TEST_TIMEOUT = 60_000;
const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const messageOf = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);
const duel = (damage: string) => `ruleset rise\ncharacter Alpha {\n  hit_points 12\n  ${DEF}\n  attack Hit { vs armor  damage ${damage} }\n}\n`;

describe('the LSP lifecycle', () => {
    it(
        'a request before initialize is answered -32002, a notification dropped; then initialize works',
        async () => {
            const server = new LspSession();
            try {
                const early = server.connection.sendRequest('textDocument/hover', {
                    textDocument: { uri: 'file:///x.strife' },
                    position: { line: 0, character: 0 },
                });
                await expect(withTimeout(early, 10_000, 'an answer before initialize')).rejects.toMatchObject({ code: -32002 });
                await server.connection.sendNotification('textDocument/didOpen', {
                    textDocument: { uri: 'file:///early.strife', languageId: 'strife', version: 1, text: 'ruleset rise\n' },
                });
                await server.initialize(null);
                const later = 'file:///later.strife';
                await server.open(later, 'ruleset rise\ncharacter X { hitpoints 3 }\n');
                await server.waitForDiagnostics(later, d => d.length > 0);
                expect(server.diagnostics.has('file:///early.strife')).toBe(false); // the dropped didOpen opened nothing
                expect(await server.shutdown()).toBe(0);
            } finally {
                server.dispose();
            }
        },
        TEST_TIMEOUT,
    );
});

describe('the server and bad documents', () => {
    const ws = makeRiseWorkspace('strife-faults-');
    let server: LspSession;

    beforeAll(async () => {
        writeFileSync(join(ws.dir, 'README.md'), 'character Leak {\n');
        server = new LspSession(ws.dir);
        await server.initialize(ws.uri);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        '-(-(-(… 400 deep and a 6,000-term sum: diagnostics, and the server lives',
        async () => {
            const uri = ws.fileUri('deep.strife');
            await server.open(uri, duel(`${'-('.repeat(400)}1d6${')'.repeat(400)}`));
            const deep = await server.waitForDiagnostics(uri, ds => ds.length > 0);
            expect(deep.map(d => d.code)).toContain('nesting-too-deep');
            await server.change(uri, duel(Array(6000).fill('1').join('+')));
            const long = await server.waitForDiagnostics(uri, ds => ds.some(d => d.code === 'formula-too-long'));
            expect(long.filter(d => d.code === 'formula-too-long')).toHaveLength(1);
            const hover = await server.hover(uri, { line: 1, character: 11 });
            expect(hover?.contents.value).toContain('**Alpha**');
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );

    it(
        'an import path with a lone surrogate (typed half an emoji): diagnostics, not a build that never ends',
        async () => {
            const uri = ws.fileUri('surrogate.strife');
            await server.open(uri, 'ruleset rise\nimport "best\ud800iary.strife"\nencounter E { side a { Wren } side b { Ogre } }\n');
            const ds = await server.waitForDiagnostics(uri, d => d.length > 0);
            expect(ds.map(d => d.code)).toContain('import-not-found');
            expect(ds.map(messageOf).join('\n')).not.toMatch(/An error occurred|URI malformed/);
        },
        TEST_TIMEOUT,
    );

    it(
        'importing a README or a system file: one import-not-strife each, and no rebuild loop',
        async () => {
            const uri = ws.fileUri('readme-import.strife');
            const text = 'ruleset rise\nimport "README.md"\nimport "/etc/passwd"\n';
            await server.open(uri, text);
            const ds = await server.waitForDiagnostics(uri, d => d.length === 2);
            expect(ds.map(d => d.code)).toEqual(['import-not-strife', 'import-not-strife']);
            expect(ds.map(messageOf).join('\n')).not.toContain('Leak');
            // Two more round trips: a loop would have published many more times by now.
            await server.hover(uri, { line: 0, character: 1 });
            await server.hover(uri, { line: 1, character: 1 });
            expect(server.publishCount.get(uri)).toBeLessThanOrEqual(2);
            expect(server.publishCount.get(ws.fileUri('README.md'))).toBeUndefined();
        },
        TEST_TIMEOUT,
    );

    it(
        'an import through a symbolic link to a file outside the workspace: refused, its content and path never shown',
        async () => {
            const outside = realpathSync(mkdtempSync(join(tmpdir(), 'strife-secret-')));
            try {
                writeFileSync(join(outside, 'secret.strife'), 'ruleset rise\ncharacter TopSecret { hit_points oops }\n');
                symlinkSync(join(outside, 'secret.strife'), join(ws.dir, 'link.strife'));
                const uri = ws.fileUri('uses-link.strife');
                await server.open(uri, 'ruleset rise\nimport "link.strife"\n');
                const ds = await server.waitForDiagnostics(uri, d => d.length > 0);
                expect(ds.map(d => d.code)).toEqual(['import-outside-workspace']);
                expect(messageOf(ds[0])).toBe(
                    "'link.strife' leads outside the workspace folder (through '..' or a symbolic link); Strife does not read it.",
                );
                await server.hover(uri, { line: 0, character: 1 });
                const leaked = [...server.diagnostics.entries()].filter(
                    ([u, d]) => u.endsWith('/link.strife') || d.some(x => /TopSecret|oops/.test(messageOf(x))),
                );
                expect(leaked).toEqual([]);
            } finally {
                rmSync(outside, { recursive: true, force: true });
            }
        },
        TEST_TIMEOUT,
    );

    it(
        'a 3 MB document: one file-too-large diagnostic; the server keeps answering',
        async () => {
            const uri = ws.fileUri('huge.strife');
            const huge = `ruleset rise\n${`character C { hit_points 3 ${DEF} }\n`.repeat(60_000)}`;
            await server.open(uri, huge);
            const ds = await server.waitForDiagnostics(uri, d => d.length > 0);
            expect(ds.map(d => d.code)).toEqual(['file-too-large']);
            expect(messageOf(ds[0])).toMatch(
                /^This file is \d\.\d MB, over the limit of 2\.0 MB \(setting strife\.maxFileSizeKB\); Strife does not check it\.$/,
            );
            const small = ws.fileUri('after-huge.strife');
            await server.open(small, 'ruleset rise\ncharacter X { hitpoints 3 }\n');
            expect((await server.waitForDiagnostics(small, d => d.length > 0)).map(d => d.code)).toContain('unknown-stat');
        },
        TEST_TIMEOUT,
    );

    it(
        '500 full-text edits in a burst: the last edit is diagnosed, the stale ones are mostly never built',
        async () => {
            const uri = ws.fileUri('typing.strife');
            await server.open(uri, 'ruleset rise\n');
            await server.waitForDiagnostics(uri);
            const before = server.publishCount.get(uri) ?? 0;
            for (let i = 1; i <= 500; i++) void server.change(uri, `ruleset rise\ncharacter C${i} { hitpoints 3 }\n`);
            const ds = await server.waitForDiagnostics(uri, d => d.some(x => x.code === 'missing-stat' && messageOf(x).startsWith('C500 ')));
            expect(ds.length).toBeGreaterThan(0);
            expect((server.publishCount.get(uri) ?? 0) - before).toBeLessThan(50);
        },
        TEST_TIMEOUT,
    );
});

describe('imports vanishing under an unsaved file (no workspace folder)', () => {
    it(
        'closing an unsaved file whose import was deleted: the server lives on',
        async () => {
            const dir = realpathSync(mkdtempSync(join(tmpdir(), 'strife-gone-')));
            const server = new LspSession(dir);
            try {
                writeFileSync(join(dir, 'lib.strife'), `ruleset rise\ncreature Rat { hit_points 1 ${DEF} }\n`);
                await server.initialize(null);
                const unsaved = pathToFileURL(join(dir, 'unsaved.strife')).href; // never written to disk
                const text = 'ruleset rise\nimport "lib.strife"\nencounter E { side a { Rat } side b { Rat } }\n';
                await server.open(unsaved, text);
                await server.waitForDiagnostics(unsaved, ds => !ds.some(d => d.code === 'unresolved-reference'));
                unlinkSync(join(dir, 'lib.strife'));
                // An editor's file watcher may report the vanished file as changed: reading it fails (ENOENT).
                await server.connection.sendNotification('workspace/didChangeWatchedFiles', {
                    changes: [{ uri: pathToFileURL(join(dir, 'lib.strife')).href, type: 2 }],
                });
                await server.close(unsaved);
                const other = pathToFileURL(join(dir, 'other.strife')).href;
                await server.open(other, 'ruleset rise\nimport "lib.strife"\n');
                const ds = await server.waitForDiagnostics(other, d => d.length > 0);
                expect(ds.map(d => d.code)).toEqual(['import-not-found']);
                expect(server.alive).toBe(true);
                expect(await server.shutdown()).toBe(0);
            } finally {
                server.dispose();
                rmSync(dir, { recursive: true, force: true });
            }
        },
        TEST_TIMEOUT,
    );
});

describe('encounter runs off the main loop', () => {
    const ws = makeRiseWorkspace('strife-runs-');
    let server: LspSession;
    const progress: { token: unknown; value: { kind: string; percentage?: number } }[] = [];
    // 200 fighters who cannot hurt each other: all 1,000 rounds are played (about a second or more).
    const long = `ruleset rise\ncreature Wall { hit_points 999 ${DEF} attack Tap { vs armor damage 1 } }\nencounter Siege {\n  round_limit 1000\n  side a { Wall x100 }\n  side b { Wall x100 }\n  tactics attack_first\n}\n`;

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        server.connection.onNotification('$/progress', (p: { token: unknown; value: { kind: string; percentage?: number } }) => {
            progress.push(p);
        });
        await server.initialize(ws.uri);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'x500 against x500: too-many-fighters, and the run is refused at once',
        async () => {
            const uri = ws.fileUri('horde.strife');
            await server.open(uri, long.replace(/x100/g, 'x500'));
            const ds = await server.waitForDiagnostics(uri, d => d.length > 0);
            expect(ds.map(d => d.code)).toEqual(['too-many-fighters']);
            const run = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', { uri, encounter: 'Siege' });
            expect(run.ok).toBe(false);
            expect(run.output).toContain('[too-many-fighters]');
        },
        TEST_TIMEOUT,
    );

    it(
        'a long run reports progress, and a hover sent during it is answered before it ends',
        async () => {
            const uri = ws.fileUri('siege.strife');
            await server.open(uri, long);
            await server.waitForDiagnostics(uri, d => d.length === 0);
            let runDone = false;
            const run = server
                .request<{ ok: boolean; output: string }>('strife/runEncounter', { uri, encounter: 'Siege', workDoneToken: 'siege-1' }, 60_000)
                .then(r => {
                    runDone = true;
                    return r;
                });
            await withTimeout(
                new Promise<void>(resolve => {
                    const poll = setInterval(() => {
                        if (progress.some(p => p.token === 'siege-1' && p.value.kind === 'report')) {
                            clearInterval(poll);
                            resolve();
                        }
                    }, 5);
                }),
                30_000,
                'a progress report',
            );
            const hover = await server.hover(uri, positionOf(long, 'creature Wall', 'creature '.length + 1));
            expect(hover?.contents.value).toContain('**Wall**');
            expect(runDone).toBe(false);
            const result = await run;
            expect(result.ok).toBe(true);
            expect(result.output).toMatch(/^Siege — ruleset rise, seed 1\n/);
            const kinds = progress.filter(p => p.token === 'siege-1').map(p => p.value.kind);
            expect(kinds[0]).toBe('begin');
            expect(kinds.at(-1)).toBe('end');
        },
        TEST_TIMEOUT,
    );

    it(
        'a cancelled run answers RequestCancelled (-32800), and the next run works',
        async () => {
            const uri = ws.fileUri('siege.strife');
            const source = new CancellationTokenSource();
            const run = server.connection.sendRequest('strife/runEncounter', { uri, encounter: 'Siege', workDoneToken: 'siege-2' }, source.token);
            await withTimeout(
                new Promise<void>(resolve => {
                    const poll = setInterval(() => {
                        if (progress.some(p => p.token === 'siege-2' && p.value.kind === 'report')) {
                            clearInterval(poll);
                            resolve();
                        }
                    }, 5);
                }),
                30_000,
                'the run to start',
            );
            source.cancel();
            await expect(withTimeout(run, 10_000, 'the cancelled run')).rejects.toMatchObject({ code: -32800 });
            const ogre = ws.fileUri('ogre-bridge.strife');
            const again = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', { uri: ogre, seed: 42 });
            expect(again.ok).toBe(true);
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );
});

describe('the file-size setting', () => {
    it(
        'strife.maxFileSizeKB 1: a 2 KB file gets file-too-large',
        async () => {
            const ws = makeRiseWorkspace('strife-size-');
            const server = new LspSession(ws.dir);
            try {
                server.connection.onRequest('workspace/configuration', () => [{ maxFileSizeKB: 1 }]);
                await server.initialize(ws.uri, 'rise', { configuration: true });
                const uri = ws.fileUri('two-kb.strife');
                await server.open(uri, `ruleset rise\n${'// padding\n'.repeat(200)}`);
                const ds = await server.waitForDiagnostics(uri, d => d.length > 0);
                expect(ds.map(d => d.code)).toEqual(['file-too-large']);
                expect(messageOf(ds[0])).toContain('over the limit of 1.0 KB');
            } finally {
                server.dispose();
                ws.cleanup();
            }
        },
        TEST_TIMEOUT,
    );
});
