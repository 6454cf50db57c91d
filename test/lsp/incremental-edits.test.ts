/**
 * The real server over stdio while a file is typed in: the incremental re-parse and the lazily
 * computed reference index must not show. Typed edits end with the diagnostics a fresh open of
 * the same text gets; find-references still sees every file; a change to an imported bestiary
 * still reaches the files that import it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic, Location } from 'vscode-languageserver-protocol';
import { LspSession, makeRiseWorkspace, positionOf } from './lsp-harness.js';

const TEST_TIMEOUT = 60_000;

function summary(diagnostics: Diagnostic[]): string[] {
    return diagnostics
        .map(d => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.code} ${d.message}`)
        .sort();
}

describe('edits over stdio', () => {
    const ws = makeRiseWorkspace('strife-incremental-');
    let server: LspSession;
    const ogreUri = ws.fileUri('ogre-bridge.strife');
    const bestiaryUri = ws.fileUri('bestiary.strife');
    const ogreText = readFileSync(join(ws.dir, 'ogre-bridge.strife'), 'utf8');
    const bestiaryText = readFileSync(join(ws.dir, 'bestiary.strife'), 'utf8');

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        await server.initialize(ws.uri);
        const ogre = server.waitForDiagnostics(ogreUri);
        const bestiary = server.waitForDiagnostics(bestiaryUri);
        await server.open(ogreUri, ogreText);
        await server.open(bestiaryUri, bestiaryText);
        await Promise.all([ogre, bestiary]);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'typing a stat line into a combatant, key by key, ends with the diagnostics of a fresh open',
        async () => {
            const at = ogreText.indexOf('\n', ogreText.indexOf('character Wren')) + 1;
            const typed = '  hitpoints 9\n';
            let text = ogreText;
            for (let i = 1; i <= typed.length; i++) {
                text = ogreText.slice(0, at) + typed.slice(0, i) + ogreText.slice(at);
                await server.change(ogreUri, text);
            }
            // The last published diagnostics must become those of a fresh open of the final text.
            const copyUri = ws.fileUri('copy.strife');
            const fresh = summary(
                await (async () => {
                    const published = server.waitForDiagnostics(copyUri);
                    await server.open(copyUri, text);
                    return published;
                })(),
            );
            expect(fresh.some(line => line.includes('unknown-stat'))).toBe(true);
            const afterTyping = await server.waitForDiagnostics(ogreUri, ds => JSON.stringify(summary(ds)) === JSON.stringify(fresh));
            expect(afterTyping.find(d => d.code === 'unknown-stat')?.range.start).toEqual(positionOf(text, 'hitpoints 9'));
            await server.change(ogreUri, ogreText);
            await server.nextDiagnostics(ogreUri, ds => !ds.some(d => d.code === 'unknown-stat'));
        },
        TEST_TIMEOUT,
    );

    it(
        'finds references to a bestiary creature in the files that use it',
        async () => {
            const locations = await server.request<Location[]>('textDocument/references', {
                textDocument: { uri: bestiaryUri },
                position: positionOf(bestiaryText, 'creature Ogre', 'creature '.length + 1),
                context: { includeDeclaration: false },
            });
            expect(locations.some(l => l.uri === ogreUri)).toBe(true);
        },
        TEST_TIMEOUT,
    );

    it(
        'renaming the creature in the bestiary breaks the encounter that uses it',
        async () => {
            const broken = server.nextDiagnostics(ogreUri, ds => ds.some(d => d.code === 'unresolved-reference'));
            await server.change(bestiaryUri, bestiaryText.replace('creature Ogre ', 'creature Ogra '));
            const ds = await broken;
            expect(ds.find(d => d.code === 'unresolved-reference')?.message).toContain("'Ogre'");
        },
        TEST_TIMEOUT,
    );
});
