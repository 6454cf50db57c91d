/**
 * The real language server, over stdio: `node bin/strife.cjs lsp --stdio` spawned as a child
 * process, spoken to with vscode-jsonrpc exactly as an editor would. The workspace is a temp folder
 * holding copies of examples/rise, so `import "bestiary.strife"` resolves from disk.
 *
 * Build first (`npm run build`): the server is the bundled out/cli/main.cjs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, CompletionItem, CompletionList, Diagnostic, Location, LocationLink } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace, positionOf, STRIFE_BIN } from './lsp-harness.js';

const TEST_TIMEOUT = 20_000;
const CITATION = 'Rise, Combat §';

// A file with rule errors, opened from the editor only (not on disk), next to the bestiary.
const BROKEN = `ruleset rise
import "bestiary.strife"

creature Brute {
  level 2
  hitpoints 12
  damage_resistance 2
  defenses { armor 5  fortitude 4  reflex 5  mental 3 }
  attack Club { vs armor  damage 1d6 + power }
}

encounter "Bridge toll" {
  side heroes { Brute }
  side bandits { Bandit x3 }
  round 1 {
    Brute: Club -> Bandit#4
  }
}
`;

const hasCode = (code: string) => (ds: Diagnostic[]) => ds.some(d => d.code === code);

/** Applies LSP text edits (non-overlapping) to `text`. */
function applyEdits(text: string, edits: { range: Diagnostic['range']; newText: string }[]): string {
    const lines = text.split('\n');
    const offset = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
    const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
    for (const e of sorted) text = text.slice(0, offset(e.range.start)) + e.newText + text.slice(offset(e.range.end));
    return text;
}

describe('strife lsp --stdio', () => {
    const ws = makeRiseWorkspace();
    let server: LspSession;
    const brokenUri = ws.fileUri('broken.strife');
    const ogreUri = ws.fileUri('ogre-bridge.strife');
    const ogreText = readFileSync(join(ws.dir, 'ogre-bridge.strife'), 'utf8');
    const bestiaryUri = ws.fileUri('bestiary.strife');

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        const init = (await server.initialize(ws.uri)) as { capabilities: Record<string, unknown> };
        expect(init.capabilities).toHaveProperty('hoverProvider');
        expect(init.capabilities).toHaveProperty('completionProvider');
        expect(init.capabilities).toHaveProperty('definitionProvider');
        expect(init.capabilities).toHaveProperty('codeActionProvider');
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    describe('diagnostics', () => {
        let diagnostics: Diagnostic[];
        beforeAll(async () => {
            const published = server.waitForDiagnostics(brokenUri, ds => hasCode('unknown-stat')(ds) && hasCode('instance-out-of-range')(ds));
            await server.open(brokenUri, BROKEN);
            diagnostics = await published;
        }, TEST_TIMEOUT);

        it('reports an unknown stat on the stat name, with a did-you-mean', () => {
            const d = diagnostics.find(x => x.code === 'unknown-stat');
            expect(d).toBeDefined();
            expect(d!.severity).toBe(1);
            expect(d!.message).toContain("has no stat 'hitpoints'");
            expect(d!.message).toContain("Did you mean 'hit_points'?");
            // `  hitpoints 12` is line 5 (0-based); the token spans characters 2..11.
            expect(d!.range).toEqual({ start: { line: 5, character: 2 }, end: { line: 5, character: 11 } });
        });

        it('reports Bandit#4 when the encounter has three bandits, on the index', () => {
            const d = diagnostics.find(x => x.code === 'instance-out-of-range');
            expect(d).toBeDefined();
            expect(d!.severity).toBe(1);
            expect(d!.message).toContain('Bandit#4 does not exist');
            expect(d!.message).toContain('3 Bandits');
            const at = positionOf(BROKEN, 'Bandit#4', 'Bandit#'.length);
            expect(d!.range).toEqual({ start: at, end: { line: at.line, character: at.character + 1 } });
        });

        it(
            'offers a quick fix that replaces the misspelled stat, and applying it clears the error',
            async () => {
                const d = diagnostics.find(x => x.code === 'unknown-stat')!;
                const actions = await server.request<CodeAction[]>('textDocument/codeAction', {
                    textDocument: { uri: brokenUri },
                    range: d.range,
                    context: { diagnostics: [d] },
                });
                const fix = actions.find(a => a.title === "Change to 'hit_points'");
                expect(fix, JSON.stringify(actions)).toBeDefined();
                expect(fix!.kind).toBe('quickfix');
                const edits = fix!.edit!.changes![brokenUri];
                expect(edits).toEqual([{ range: d.range, newText: 'hit_points' }]);

                const fixed = applyEdits(BROKEN, edits);
                expect(fixed).toContain('  hit_points 12\n');
                const after = server.nextDiagnostics(brokenUri, ds => !hasCode('unknown-stat')(ds));
                await server.change(brokenUri, fixed);
                const ds = await after;
                expect(ds.map(x => x.code)).not.toContain('unknown-stat');
                expect(ds.map(x => x.code)).not.toContain('missing-stat');
                expect(ds.map(x => x.code)).toContain('instance-out-of-range');
            },
            TEST_TIMEOUT,
        );
    });

    describe('on the Ogre example', () => {
        beforeAll(async () => {
            const published = server.waitForDiagnostics(ogreUri);
            await server.open(ogreUri, ogreText);
            const ds = await published;
            expect(ds.filter(d => d.severity === 1)).toEqual([]);
        }, TEST_TIMEOUT);

        it(
            'hovers a ruleset action in a scripted line with its rule and citation',
            async () => {
                const hover = await server.hover(ogreUri, positionOf(ogreText, 'Wren: total_defense', 'Wren: '.length + 3));
                expect(hover).not.toBeNull();
                expect(hover!.contents.kind).toBe('markdown');
                const md = hover!.contents.value;
                expect(md).toContain('**total_defense**');
                expect(md).toMatch(/defense/i);
                expect(md).toContain(CITATION);
            },
            TEST_TIMEOUT,
        );

        it(
            'hovers a stat name with what it means and its citation',
            async () => {
                const hover = await server.hover(ogreUri, positionOf(ogreText, 'damage_resistance 2', 4));
                const md = hover!.contents.value;
                expect(md).toContain('**damage_resistance**');
                expect(md).toMatch(/absorbs damage/i);
                expect(md).toContain(CITATION);
            },
            TEST_TIMEOUT,
        );

        it(
            'hovers a combatant reference with its resolved stat block from the bestiary',
            async () => {
                const hover = await server.hover(ogreUri, positionOf(ogreText, 'side ogre { Ogre }', 'side ogre { '.length + 1));
                const md = hover!.contents.value;
                expect(md).toContain('**Ogre**');
                expect(md).toContain('creature template');
                expect(md).toMatch(/\|\s*hit_points\s*\|\s*34\s*\|/);
                expect(md).toMatch(/\|\s*armor\s*\|\s*6\s*\|/);
                expect(md).toContain('Greatclub');
            },
            TEST_TIMEOUT,
        );

        it(
            'hovers a dice token with min, mean and max',
            async () => {
                const hover = await server.hover(ogreUri, positionOf(ogreText, 'damage 1d6', 'damage '.length + 1));
                const md = hover!.contents.value;
                expect(md).toMatch(/min 1\b/);
                expect(md).toMatch(/mean 3\.5\b/);
                expect(md).toMatch(/max 6\b/);

                // The Ogre's 1d10 in the imported bestiary.
                const bestiary = readFileSync(join(ws.dir, 'bestiary.strife'), 'utf8');
                const published = server.waitForDiagnostics(bestiaryUri);
                await server.open(bestiaryUri, bestiary);
                await published;
                const greatclub = bestiary.indexOf('attack Greatclub');
                const at = positionOf(bestiary.slice(0, greatclub) + bestiary.slice(greatclub).replace('1d10', '\u0000'), '\u0000', 1);
                const d10 = (await server.hover(bestiaryUri, at))!.contents.value;
                expect(d10).toMatch(/^\*\*1d10\*\* — min 1 · mean 5\.5 · max 10/);
            },
            TEST_TIMEOUT,
        );

        it(
            'goes to the definition of an imported creature in bestiary.strife',
            async () => {
                const result = await server.request<Location | Location[] | LocationLink[] | null>('textDocument/definition', {
                    textDocument: { uri: ogreUri },
                    position: positionOf(ogreText, 'Ogre: move', 1),
                });
                expect(result).not.toBeNull();
                const first = Array.isArray(result) ? result[0] : result!;
                const uri = 'targetUri' in first ? first.targetUri : first.uri;
                const range = 'targetUri' in first ? first.targetSelectionRange : first.range;
                expect(uri).toBe(bestiaryUri);
                const bestiary = readFileSync(join(ws.dir, 'bestiary.strife'), 'utf8');
                const at = positionOf(bestiary, 'creature Ogre {', 'creature '.length);
                expect(range.start).toEqual(at);
            },
            TEST_TIMEOUT,
        );

        it(
            'completes Rise stat names at the start of a new line in a combatant body',
            async () => {
                const uri = ws.fileUri('completion.strife');
                const text = 'ruleset rise\n\ncharacter Wren {\n  level 1\n  \n  defenses { armor 6 }\n}\n';
                const published = server.waitForDiagnostics(uri);
                await server.open(uri, text);
                await published;
                const result = await server.request<CompletionItem[] | CompletionList>('textDocument/completion', {
                    textDocument: { uri },
                    position: { line: 4, character: 2 },
                });
                const items = Array.isArray(result) ? result : result.items;
                const labels = items.map(i => i.label);
                expect(labels).toEqual(expect.arrayContaining(['hit_points', 'damage_resistance', 'accuracy']));
                // Defenses belong in the defenses block, not at this level.
                expect(labels).not.toContain('armor');
            },
            TEST_TIMEOUT,
        );

        it(
            'runs an encounter with strife/runEncounter exactly like `strife run` does',
            async () => {
                const result = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', {
                    uri: ogreUri,
                    encounter: 'Ogre on the bridge',
                    seed: 42,
                });
                const cli = execFileSync(
                    process.execPath,
                    [STRIFE_BIN, 'run', 'ogre-bridge.strife', '--encounter', 'Ogre on the bridge', '--seed', '42'],
                    {
                        cwd: ws.dir,
                        encoding: 'utf8',
                        timeout: 15_000,
                    },
                );
                expect(cli).toContain('Ogre on the bridge — ruleset rise, seed 42');
                expect(result.ok).toBe(true);
                expect(result.output).toBe(cli);
            },
            TEST_TIMEOUT,
        );

        it(
            'refuses to run a file with errors and lists them',
            async () => {
                const result = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', {
                    uri: brokenUri,
                    encounter: 'Bridge toll',
                    seed: 1,
                });
                expect(result.ok).toBe(false);
                expect(result.output).toContain('[instance-out-of-range]');
            },
            TEST_TIMEOUT,
        );
    });

    it(
        'shuts down and exits with code 0',
        async () => {
            const code = await server.shutdown();
            expect(code).toBe(0);
            expect(server.alive).toBe(false);
        },
        TEST_TIMEOUT,
    );
});
