/**
 * Editor depth over the real server (`strife lsp --stdio`): formatting (document, range, on-type
 * after `}`), the outline (document symbols: kinds and nesting), workspace symbols and links on
 * import paths. The workspace is a temp folder holding copies of examples/rise.
 *
 * Build first (`npm run build`): the server is the bundled out/cli/main.cjs.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentLink, DocumentSymbol, SymbolInformation, TextEdit, WorkspaceSymbol } from 'vscode-languageserver-types';
import { SymbolKind } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspSession, makeRiseWorkspace } from './lsp-harness.js';

const TEST_TIMEOUT = 20_000;
const OPTIONS = { tabSize: 2, insertSpaces: true };

const MESSY = `ruleset rise
import "bestiary.strife"
character   Wren{level 2   strength 3
      hit_points 20   damage_resistance 4
   defenses{armor 6 fortitude 5 reflex 5 mental 4}
  attack Axe{vs armor damage 1d8+power tags melee}}
encounter "Toll"{side heroes{Wren} side bandits{Bandit x2}
  round 1{Wren:Axe->Bandit#1}
tactics attack_weakest}
`;

const CANONICAL = `ruleset rise
import "bestiary.strife"
character Wren {
  level 2  strength 3
  hit_points 20  damage_resistance 4
  defenses { armor 6  fortitude 5  reflex 5  mental 4 }
  attack Axe { vs armor  damage 1d8 + power  tags melee }
}
encounter "Toll" {
  side heroes { Wren }  side bandits { Bandit x2 }
  round 1 { Wren: Axe -> Bandit#1 }
  tactics attack_weakest
}
`;

function applied(text: string, edits: TextEdit[]): string {
    return TextDocument.applyEdits(TextDocument.create('memory:///x', 'strife', 1, text), edits);
}

/** The name of a symbol kind: `SymbolKind` is a set of constants, not a two-way enum. */
function kindName(kind: SymbolKind): string {
    return Object.entries(SymbolKind).find(([, value]) => value === kind)?.[0] ?? String(kind);
}

/** The outline as `name (kind)` lines, children indented under their parent. */
function outline(symbols: DocumentSymbol[], depth = 0): string[] {
    return symbols.flatMap(s => [`${'  '.repeat(depth)}${s.name} (${kindName(s.kind)})`, ...outline(s.children ?? [], depth + 1)]);
}

describe('formatting, outline and links over stdio', () => {
    const ws = makeRiseWorkspace('strife-depth-');
    // A folder next to the workspace: imports into it are outside the workspace and refused.
    const outside = realpathSync(mkdtempSync(join(tmpdir(), 'strife-outside-')));
    let server: LspSession;
    let capabilities: Record<string, unknown>;

    beforeAll(async () => {
        writeFileSync(join(outside, 'secret.strife'), 'ruleset rise\n');
        writeFileSync(join(ws.dir, 'notes.txt'), 'not a strife file\n');
        server = new LspSession(ws.dir);
        capabilities = ((await server.initialize(ws.uri)) as { capabilities: Record<string, unknown> }).capabilities;
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
        rmSync(outside, { recursive: true, force: true });
    });

    it('announces formatting, on-type formatting after }, symbols and links', () => {
        expect(capabilities.documentFormattingProvider).toBeTruthy();
        expect(capabilities.documentRangeFormattingProvider).toBeTruthy();
        expect(capabilities.documentOnTypeFormattingProvider).toEqual({ firstTriggerCharacter: '}' });
        expect(capabilities.documentSymbolProvider).toBeTruthy();
        expect(capabilities.workspaceSymbolProvider).toBeTruthy();
        expect(capabilities.documentLinkProvider).toBeTruthy();
    });

    describe('formatting', () => {
        const uri = ws.fileUri('messy.strife');
        beforeAll(async () => {
            const published = server.waitForDiagnostics(uri);
            await server.open(uri, MESSY);
            await published;
        }, TEST_TIMEOUT);

        it(
            'textDocument/formatting lays the whole file out canonically',
            async () => {
                const edits = await server.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri }, options: OPTIONS });
                expect(applied(MESSY, edits)).toBe(CANONICAL);
            },
            TEST_TIMEOUT,
        );

        it(
            'textDocument/rangeFormatting changes only the lines asked for',
            async () => {
                // Lines 2–5: the character Wren.
                const range = { start: { line: 2, character: 0 }, end: { line: 5, character: MESSY.split('\n')[5].length } };
                const edits = await server.request<TextEdit[]>('textDocument/rangeFormatting', { textDocument: { uri }, range, options: OPTIONS });
                const result = applied(MESSY, edits);
                expect(result).toContain(CANONICAL.slice(CANONICAL.indexOf('character'), CANONICAL.indexOf('encounter')));
                expect(result.slice(result.indexOf('encounter'))).toBe(MESSY.slice(MESSY.indexOf('encounter')));
            },
            TEST_TIMEOUT,
        );

        it(
            'textDocument/onTypeFormatting after } moves the brace to its place',
            async () => {
                const typedUri = ws.fileUri('typed.strife');
                const typed = 'ruleset rise\ncharacter Wren {\n  defenses {\n    armor 6\n    }\n}\n';
                const published = server.waitForDiagnostics(typedUri);
                await server.open(typedUri, typed);
                await published;
                const edits = await server.request<TextEdit[]>('textDocument/onTypeFormatting', {
                    textDocument: { uri: typedUri },
                    position: { line: 4, character: 5 },
                    ch: '}',
                    options: OPTIONS,
                });
                expect(applied(typed, edits)).toBe('ruleset rise\ncharacter Wren {\n  defenses {\n    armor 6\n  }\n}\n');
            },
            TEST_TIMEOUT,
        );
    });

    describe('symbols', () => {
        const uri = ws.fileUri('ambush-at-the-ford.strife');
        beforeAll(async () => {
            const published = server.waitForDiagnostics(uri);
            await server.open(uri, readFileSync(join(ws.dir, 'ambush-at-the-ford.strife'), 'utf8'));
            await published;
        }, TEST_TIMEOUT);

        it(
            'textDocument/documentSymbol nests attacks and stats in combatants, sides, participants and rounds in encounters',
            async () => {
                const symbols = await server.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
                const lines = outline(symbols);
                expect(lines.slice(0, 12)).toEqual([
                    'rise (Package)',
                    'Kara (Struct)',
                    '  level (Field)',
                    '  strength (Field)',
                    '  perception (Field)',
                    '  power (Field)',
                    '  hit_points (Field)',
                    '  damage_resistance (Field)',
                    '  defenses (Object)',
                    '    armor (Field)',
                    '    fortitude (Field)',
                    '    reflex (Field)',
                ]);
                expect(lines).toContain('  Longsword (Method)');
                expect(lines).toContain('  Dagger (Method)');
                const encounter = lines.slice(lines.indexOf('Ambush at the ford (Namespace)'));
                expect(encounter).toEqual([
                    'Ambush at the ford (Namespace)',
                    '  heroes (Array)',
                    '    Kara (Variable)',
                    '    Doran (Variable)',
                    '  bandits (Array)',
                    '    Bandit x3 (Variable)',
                    '    BanditCaptain (Variable)',
                    '  round 1 (Event)',
                    '  round 2 (Event)',
                ]);
                // Stat references inside dice formulas (`+ power`) are not symbols.
                expect(lines.filter(l => l.trim().startsWith('power'))).toEqual(['  power (Field)', '  power (Field)']);
            },
            TEST_TIMEOUT,
        );

        it(
            'workspace/symbol lists combatants and encounters with the same kinds',
            async () => {
                const found = await server.request<(SymbolInformation | WorkspaceSymbol)[]>('workspace/symbol', { query: '' });
                const kindOf = (name: string) => found.find(s => s.name === name)?.kind;
                expect(kindOf('Bandit')).toBe(SymbolKind.Class);
                expect(kindOf('BanditCaptain')).toBe(SymbolKind.Class);
                expect(kindOf('Kara')).toBe(SymbolKind.Struct);
                expect(kindOf('Ambush at the ford')).toBe(SymbolKind.Namespace);
            },
            TEST_TIMEOUT,
        );
    });

    describe('links on imports', () => {
        it(
            'textDocument/documentLink links an import to the imported file, over the path inside the quotes',
            async () => {
                const uri = ws.fileUri('ambush-at-the-ford.strife');
                const links = await server.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri } });
                expect(links).toHaveLength(1);
                expect(links[0].target).toBe(ws.fileUri('bestiary.strife'));
                expect(links[0].range).toEqual({ start: { line: 1, character: 8 }, end: { line: 1, character: 23 } });
            },
            TEST_TIMEOUT,
        );

        it(
            'gives no link to a refused or missing import',
            async () => {
                const uri = ws.fileUri('imports.strife');
                const text = [
                    'ruleset rise',
                    'import "bestiary.strife"',
                    `import "../${basename(outside)}/secret.strife"`,
                    'import "notes.txt"',
                    'import "missing.strife"',
                    '',
                ].join('\n');
                const published = server.waitForDiagnostics(uri, ds => ds.some(d => d.code === 'import-outside-workspace'));
                await server.open(uri, text);
                await published;
                const links = await server.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri } });
                expect(links.map(l => l.target)).toEqual([ws.fileUri('bestiary.strife')]);
            },
            TEST_TIMEOUT,
        );
    });
});
