/**
 * An editor opened on one file, with no workspace folder: the server loads what the file imports
 * from disk, so names from the bestiary resolve and go to definition reaches it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location, LocationLink } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace, positionOf } from './lsp-harness.js';

const TEST_TIMEOUT = 20_000;

describe('a single file opened without a workspace folder', () => {
    const ws = makeRiseWorkspace('strife-single-');
    let server: LspSession;

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        await server.initialize(null);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'resolves names from the imported bestiary on disk and reports no error',
        async () => {
            const uri = ws.fileUri('ambush-at-the-ford.strife');
            const text = readFileSync(join(ws.dir, 'ambush-at-the-ford.strife'), 'utf8');
            await server.open(uri, text);
            // The first diagnostics the client gets are the final ones: no passing "Cannot find".
            const diagnostics = await server.waitForDiagnostics(uri);
            expect(diagnostics.filter(d => d.severity === 1)).toEqual([]);
            expect(server.publishCount.get(uri)).toBe(1);
            const result = (await server.connection.sendRequest('textDocument/definition', {
                textDocument: { uri },
                position: positionOf(text, 'Bandit x3', 1),
            })) as Location[] | LocationLink[];
            const target = 'uri' in result[0] ? result[0].uri : result[0].targetUri;
            expect(target).toBe(ws.fileUri('bestiary.strife'));
        },
        TEST_TIMEOUT,
    );
});
