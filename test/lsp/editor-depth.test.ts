/**
 * Semantic tokens, inlay hints and completion snippets, asked of the real server over stdio as an
 * editor would. The client answers `workspace/configuration` from `settings`, so the
 * `strife.inlayHints.enabled` setting can be read at start and changed later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem, CompletionList, Diagnostic, InlayHint, Position, SemanticTokens } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace, positionOf } from './lsp-harness.js';

const TEST_TIMEOUT = 20_000;

const TOLL = `ruleset rise
import "bestiary.strife"

character Aria {
  level 2  strength 2  perception 2  power 3
  hit_points 22  damage_resistance 6
  defenses { armor 7  fortitude 6  reflex 5  mental 4 }
  attack Longsword { vs armor  damage 1d10 + power  tags melee }
}

creature Brute extends Bandit { level 2 }

encounter Toll {
  zone ford { distance bank 30 ft }
  zone bank
  side heroes { Aria }
  side bandits { Bandit x3, BanditCaptain, Brute }
  round 1 {
    Aria: Longsword -> Bandit#1 with desperate_exertion
    Bandit#2: Shortsword -> Aria
    BanditCaptain: total_defense
  }
  tactics bandits: attack_first
  expect heroes wins
}
`;

/** One decoded token: where it is, its text, its type and modifiers by name. */
interface Token {
    readonly line: number;
    readonly character: number;
    readonly text: string;
    readonly type: string;
    readonly modifiers: string[];
}

/** Decodes the relative 5-tuples of `textDocument/semanticTokens/full` with the server's legend. */
function decode(tokens: SemanticTokens, legend: { tokenTypes: string[]; tokenModifiers: string[] }, text: string): Token[] {
    const lines = text.split('\n');
    const out: Token[] = [];
    let line = 0;
    let character = 0;
    for (let i = 0; i < tokens.data.length; i += 5) {
        const [dLine, dChar, length, type, bits] = tokens.data.slice(i, i + 5);
        line += dLine;
        character = dLine === 0 ? character + dChar : dChar;
        out.push({
            line,
            character,
            text: lines[line].slice(character, character + length),
            type: legend.tokenTypes[type],
            modifiers: legend.tokenModifiers.filter((_, bit) => bits & (1 << bit)),
        });
    }
    return out;
}

describe('editor features over stdio', () => {
    const ws = makeRiseWorkspace('strife-editor-');
    const uri = ws.fileUri('toll.strife');
    let server: LspSession;
    let legend: { tokenTypes: string[]; tokenModifiers: string[] };
    /** What the client answers to `workspace/configuration` for the `strife` section. */
    let settings: Record<string, unknown> = { inlayHints: { enabled: false } };
    /** How many times the server asked the client to ask for inlay hints again. */
    let refreshes = 0;

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        server.connection.onRequest('workspace/inlayHint/refresh', () => {
            refreshes++;
            return null;
        });
        server.connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
            params.items.map(item => (item.section === 'strife' ? settings : null)),
        );
        const snippets = { completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown'] } } };
        const init = (await server.initialize(ws.uri, 'rise', { configuration: true, inlayHint: { refreshSupport: true } }, snippets)) as {
            capabilities: { semanticTokensProvider?: { legend: typeof legend }; inlayHintProvider?: unknown };
        };
        expect(init.capabilities.inlayHintProvider).toBeTruthy();
        legend = init.capabilities.semanticTokensProvider!.legend;
        const linked = server.waitForDiagnostics(uri, ds => ds.every(d => d.code !== 'unresolved-reference'));
        await server.open(uri, TOLL);
        await linked;
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    describe('semantic tokens', () => {
        let tokens: Token[];
        beforeAll(async () => {
            const result = await server.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
            tokens = decode(result, legend, TOLL);
        }, TEST_TIMEOUT);

        /** The token at the `occurrence`-th `needle` of the text. */
        const tokenAt = (needle: string, occurrence = 0) => {
            const at = positionOf(TOLL, needle, 0, occurrence);
            return tokens.find(t => t.line === at.line && t.character === at.character);
        };

        it('registers the dice type in its legend', () => {
            expect(legend.tokenTypes).toContain('dice');
        });

        it('tells characters, creatures and templates apart, the same at declarations and references', () => {
            expect(tokenAt('Aria {')).toMatchObject({ text: 'Aria', type: 'struct', modifiers: ['declaration'] });
            expect(tokenAt('Brute extends')).toMatchObject({ type: 'class', modifiers: ['declaration'] });
            // Bandit is declared in the bestiary and extended there and here: a template.
            expect(tokenAt('Bandit {')).toMatchObject({ text: 'Bandit', type: 'class', modifiers: ['abstract'] });
            expect(tokenAt('Bandit x3')).toMatchObject({ text: 'Bandit', type: 'class', modifiers: ['abstract'] });
            expect(tokenAt('BanditCaptain,')).toMatchObject({ type: 'class', modifiers: [] });
            expect(tokenAt('Aria }')).toMatchObject({ type: 'struct', modifiers: [] });
        });

        it('colours instances in script lines as variables, index included, and a character as itself', () => {
            expect(tokenAt('Bandit#1')).toMatchObject({ text: 'Bandit#1', type: 'variable' });
            expect(tokenAt('Bandit#2:')).toMatchObject({ text: 'Bandit#2', type: 'variable' });
            expect(tokenAt('BanditCaptain: total')).toMatchObject({ text: 'BanditCaptain', type: 'variable' });
            expect(tokenAt('Aria: Longsword')).toMatchObject({ type: 'struct' });
            expect(tokenAt('Aria\n  ', 0)).toMatchObject({ type: 'struct' });
        });

        it('colours attacks as methods and ruleset actions as library functions', () => {
            expect(tokenAt('Longsword {')).toMatchObject({ type: 'method', modifiers: ['declaration'] });
            expect(tokenAt('Longsword ->')).toMatchObject({ type: 'method', modifiers: [] });
            expect(tokenAt('Shortsword ->')).toMatchObject({ type: 'method' });
            expect(tokenAt('total_defense')).toMatchObject({ type: 'function', modifiers: ['defaultLibrary'] });
        });

        it('colours stats as properties, in blocks and in formulas, and dice as dice', () => {
            expect(tokenAt('level 2')).toMatchObject({ type: 'property' });
            expect(tokenAt('armor 7')).toMatchObject({ type: 'property' });
            expect(tokenAt('defenses')).toMatchObject({ type: 'namespace' });
            expect(tokenAt('power  tags')).toMatchObject({ type: 'property' });
            expect(tokenAt('armor  damage')).toMatchObject({ type: 'property' });
            expect(tokenAt('1d10')).toMatchObject({ text: '1d10', type: 'dice' });
            expect(tokenAt('x3')).toMatchObject({ type: 'number' });
        });

        it('colours ruleset words, zones, sides and the encounter', () => {
            expect(tokenAt('melee')).toMatchObject({ type: 'enumMember' });
            expect(tokenAt('desperate_exertion')).toMatchObject({ type: 'enumMember' });
            expect(tokenAt('attack_first')).toMatchObject({ type: 'enumMember' });
            expect(tokenAt('ford')).toMatchObject({ type: 'type', modifiers: ['declaration'] });
            expect(tokenAt('bank 30')).toMatchObject({ type: 'type', modifiers: [] });
            expect(tokenAt('bandits {')).toMatchObject({ type: 'namespace', modifiers: ['declaration'] });
            expect(tokenAt('bandits:')).toMatchObject({ type: 'namespace', modifiers: [] });
            expect(tokenAt('heroes wins')).toMatchObject({ type: 'namespace' });
            expect(tokenAt('Toll')).toMatchObject({ type: 'event', modifiers: ['declaration'] });
            expect(tokenAt('rise')).toMatchObject({ type: 'namespace' });
        });
    });

    describe('inlay hints', () => {
        const wholeFile = { start: { line: 0, character: 0 }, end: { line: TOLL.split('\n').length, character: 0 } };
        const hints = () => server.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range: wholeFile });
        const labelAt = (list: InlayHint[], at: Position) =>
            list.find(h => h.position.line === at.line && h.position.character === at.character)?.label;

        it('shows none while the client says strife.inlayHints.enabled is false', async () => {
            expect(await hints()).toEqual([]);
        });

        it(
            'after workspace/didChangeConfiguration enables them: the odds of a scripted attack, as the hover gives them',
            async () => {
                settings = { inlayHints: { enabled: true } };
                const before = refreshes;
                await server.connection.sendNotification('workspace/didChangeConfiguration', { settings: { strife: settings } });
                // The editor is told to ask again, so the change shows at once.
                await expect.poll(() => refreshes, { timeout: 5_000 }).toBeGreaterThan(before);
                const list = await hints();
                const label = labelAt(list, positionOf(TOLL, 'Bandit#1', 'Bandit#1'.length));
                expect(label).toMatch(/^(\d{1,3}|>99|<1)% · \d+\.\d dmg$/);
                // The hover of the same line states the same mean and chance of no damage.
                const hover = await server.hover(uri, positionOf(TOLL, 'Longsword ->', 1));
                const [, mean, none] = /against Bandit#1\*\* .*mean ([\d.]+) · max \d+ · no damage ([\d.]+)%/.exec(hover!.contents.value) ?? [];
                const [, pct, dmg] = /^(\d+)% · ([\d.]+) dmg$/.exec(String(label))!;
                expect(Math.abs(Number(dmg) - Number(mean))).toBeLessThanOrEqual(0.051);
                expect(Math.abs(Number(pct) - (100 - Number(none)))).toBeLessThanOrEqual(0.51);
                // A target that is a character gets its hint too; a ruleset action gets none.
                expect(labelAt(list, positionOf(TOLL, '-> Aria', '-> Aria'.length))).toMatch(/% · .* dmg$/);
                expect(list.filter(h => String(h.label).endsWith('dmg'))).toHaveLength(2);
            },
            TEST_TIMEOUT,
        );

        it('names the instances a count brings, numbered across the encounter', async () => {
            const list = await hints();
            expect(labelAt(list, positionOf(TOLL, 'Bandit x3', 'Bandit x3'.length))).toBe('Bandit#1, Bandit#2, Bandit#3');
            // A template brought once keeps its name: no hint.
            expect(labelAt(list, positionOf(TOLL, 'BanditCaptain,', 'BanditCaptain'.length))).toBeUndefined();
        });

        it(
            'gives no odds where the file has no ruleset that can tell',
            async () => {
                const other = ws.fileUri('unknown-ruleset.strife');
                const text = TOLL.replace(
                    'ruleset rise\nimport "bestiary.strife"',
                    'ruleset homebrew\ncreature Bandit { attack Shortsword { damage 1d6 } }',
                );
                const published = server.waitForDiagnostics(other, (ds: Diagnostic[]) => ds.length > 0);
                await server.open(other, text);
                await published;
                const list = await server.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri: other }, range: wholeFile });
                expect(list.filter(h => String(h.label).endsWith('dmg'))).toEqual([]);
                expect(list.map(h => h.label)).toContain('Bandit#1, Bandit#2, Bandit#3');
            },
            TEST_TIMEOUT,
        );

        it('shows none again once the setting is turned off', async () => {
            settings = { inlayHints: { enabled: false } };
            await server.connection.sendNotification('workspace/didChangeConfiguration', { settings: { strife: settings } });
            expect(await hints()).toEqual([]);
        });
    });

    describe('completion snippets', () => {
        let files = 0;
        const complete = async (text: string, needle: string) => {
            const completionUri = ws.fileUri(`snippets-${files++}.strife`);
            const built = server.waitForDiagnostics(completionUri);
            await server.open(completionUri, text);
            await built;
            const result = await server.request<CompletionItem[] | CompletionList>('textDocument/completion', {
                textDocument: { uri: completionUri },
                position: positionOf(text, needle),
            });
            await server.close(completionUri);
            return Array.isArray(result) ? result : result.items;
        };

        it('offers an attack skeleton inside a combatant, as a snippet', async () => {
            const items = await complete('ruleset rise\ncreature Wolf {\n  level 1\n  \n}\n', '  \n}');
            const attack = items.find(i => i.label === 'attack' && i.kind === 15);
            expect(attack, JSON.stringify(items.map(i => i.label))).toBeDefined();
            expect(attack!.insertTextFormat).toBe(2);
            expect(attack!.insertText ?? attack!.textEdit?.newText).toBe(
                // biome-ignore lint/suspicious/noTemplateCurlyInString: LSP snippet syntax
                'attack ${1:Strike} { vs ${2|armor,fortitude,reflex,mental|}  damage ${3:1d6} }',
            );
        });

        it("offers actor -> target lines inside a round, with the encounter's fighters and the actor's attacks", async () => {
            const text = TOLL.replace('    BanditCaptain: total_defense\n', '    BanditCaptain: total_defense\n    \n');
            const items = await complete(text, '    \n  }\n  tactics');
            const lines = items.filter(i => i.insertTextFormat === 2 && String(i.label).includes('->'));
            expect(lines.map(i => i.label)).toContain('Aria: Longsword -> …');
            const aria = lines.find(i => i.label === 'Aria: Longsword -> …')!;
            // biome-ignore lint/suspicious/noTemplateCurlyInString: LSP snippet syntax
            expect(aria.insertText ?? aria.textEdit?.newText).toBe('Aria: ${1:Longsword} -> ${2|Bandit#1,Bandit#2,Bandit#3,BanditCaptain,Brute|}');
        });
    });
});
