/**
 * Semantic tokens of constructs other rulesets use (library weapons, pool rolls, dice shares, zone
 * features, traits), through the language services: the token a reader's theme colours at a name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmptyFileSystem, type LangiumDocument, URI } from 'langium';
import { SemanticTokensDecoder } from 'langium/lsp';
import { describe, expect, it } from 'vitest';
import { createStrifeServices } from '../../language/strife-module.js';
import { build } from '../helpers.js';
import { PROJECT_ROOT } from './lsp-harness.js';
import { generateRiseFile } from '../bench/generate.js';

const example = (path: string) => readFileSync(join(PROJECT_ROOT, 'examples', path), 'utf8');

/** The decoded tokens of `doc`, with modifier names. */
async function tokensOf(services: Awaited<ReturnType<typeof build>>['services'], doc: LangiumDocument) {
    const provider = services.Strife.lsp.SemanticTokenProvider!;
    const result = await provider.semanticHighlight(doc, { textDocument: { uri: doc.uri.toString() } });
    const modifiers = Object.entries(provider.tokenModifiers);
    return SemanticTokensDecoder.decode(result, provider.tokenTypes, doc).map(t => ({
        offset: t.offset,
        text: t.text,
        type: String(t.tokenType),
        modifiers: modifiers.filter(([, bit]) => t.tokenModifiers & bit).map(([name]) => name),
    }));
}

/** The token starting at the `occurrence`-th `needle`. */
function at(tokens: Awaited<ReturnType<typeof tokensOf>>, text: string, needle: string, occurrence = 0) {
    let offset = -1;
    for (let i = 0; i <= occurrence; i++) offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`${needle} not in text`);
    return tokens.find(t => t.offset === offset);
}

describe('semantic tokens across rulesets', () => {
    it('Paladins: library weapons are methods from the default library, declared and used', async () => {
        const text = example('paladins/ambush-on-the-pass.strife');
        const { services, main } = await build(text);
        const tokens = await tokensOf(services, main);
        expect(at(tokens, text, 'longsword')).toMatchObject({ type: 'method', modifiers: ['declaration', 'defaultLibrary'] });
        expect(at(tokens, text, 'crossbow -> Bandit#1')).toMatchObject({ type: 'method', modifiers: ['defaultLibrary'] });
        expect(at(tokens, text, 'shift')).toMatchObject({ type: 'function', modifiers: ['defaultLibrary'] });
    });

    it('Enchanted Realms: pool rolls, dice counts from stats, shares, zone features and categories', async () => {
        const files = {
            'crit-chains.strife': example('enchanted-realms/crit-chains.strife'),
            'bestiary.strife': example('enchanted-realms/bestiary.strife'),
        };
        const text = files['crit-chains.strife'];
        const { services, main } = await build(files);
        const tokens = await tokensOf(services, main);
        expect(at(tokens, text, 'skills d20')).toMatchObject({ text: 'skills', type: 'property' });
        expect(at(tokens, text, 'd20  category')).toMatchObject({ text: 'd20', type: 'dice' });
        expect(at(tokens, text, 'edged')).toMatchObject({ type: 'enumMember' });
        expect(at(tokens, text, 'skills {')).toMatchObject({ type: 'namespace' });
        expect(at(tokens, text, 'Orc#1 x2')).toMatchObject({ text: 'Orc#1', type: 'variable' });
        expect(at(tokens, text, 'x2,')).toMatchObject({ type: 'number' });
        expect(at(tokens, text, 'gate\n')).toMatchObject({ type: 'type', modifiers: ['declaration'] });
        expect(at(tokens, text, 'gate 40')).toMatchObject({ type: 'type', modifiers: [] });
        expect(at(tokens, text, 'gate;')).toMatchObject({ type: 'type', modifiers: [] });
    });

    it('names nothing it cannot resolve: an unknown combatant keeps the TextMate colour', async () => {
        const text = 'ruleset rise\nencounter e {\n  side a { Nobody }\n  side b { Ghost x2 }\n}\n';
        const { services, main } = await build(text);
        const tokens = await tokensOf(services, main);
        expect(at(tokens, text, 'Nobody')).toBeUndefined();
        expect(at(tokens, text, 'Ghost')).toBeUndefined();
        expect(at(tokens, text, 'a {')).toMatchObject({ type: 'namespace' });
    });
});

describe('a file being typed', () => {
    it('gets semantic tokens and inlay hints for every prefix, without an error', async () => {
        const text = `${example('rise/ambush-at-the-ford.strife')}\n${example('rise/bestiary.strife').replace(/^ruleset rise\n/, '')}`.replace(
            /^import .*$/m,
            '',
        );
        // One set of services; each prefix is a document of its own.
        const services = createStrifeServices(EmptyFileSystem);
        const { LangiumDocumentFactory, LangiumDocuments, DocumentBuilder } = services.shared.workspace;
        const lsp = services.Strife.lsp;
        let answered = 0;
        for (let end = 0; end <= text.length; end += 29) {
            const doc = LangiumDocumentFactory.fromString(text.slice(0, end), URI.parse(`memory:///typing/${end}.strife`));
            LangiumDocuments.addDocument(doc);
            await DocumentBuilder.build([doc], { validation: false });
            const range = { start: { line: 0, character: 0 }, end: doc.textDocument.positionAt(end) };
            const tokens = await lsp.SemanticTokenProvider!.semanticHighlight(doc, { textDocument: { uri: doc.uri.toString() } });
            const hints = await lsp.InlayHintProvider!.getInlayHints(doc, { textDocument: { uri: doc.uri.toString() }, range });
            expect(tokens.data.length % 5).toBe(0);
            expect(Array.isArray(hints)).toBe(true);
            LangiumDocuments.deleteDocument(doc.uri);
            answered++;
        }
        expect(answered).toBeGreaterThan(40);
    });

    it("a range request (the visible lines) gets the full request's tokens of those lines, anywhere in the file", async () => {
        const files = [example('rise/ambush-at-the-ford.strife'), example('paladins/ambush-on-the-pass.strife'), generateRiseFile(400).text];
        for (const text of files) {
            const { services, main } = await build(text);
            const provider = services.Strife.lsp.SemanticTokenProvider!;
            const decode = (data: { data: number[] }) =>
                SemanticTokensDecoder.decode(data, provider.tokenTypes, main).map(t => `${t.offset}:${t.text}:${String(t.tokenType)}`);
            const full = decode(await provider.semanticHighlight(main, { textDocument: { uri: main.uri.toString() } }));
            const lines = main.textDocument.lineCount;
            for (const first of [0, Math.floor(lines / 3), Math.floor((2 * lines) / 3), lines - 12]) {
                const range = { start: { line: first, character: 0 }, end: { line: first + 12, character: 0 } };
                const inRange = full.filter(t => {
                    const line = main.textDocument.positionAt(Number(t.split(':')[0])).line;
                    return line >= first && line < first + 12;
                });
                const ranged = decode(await provider.semanticHighlightRange(main, { textDocument: { uri: main.uri.toString() }, range }));
                expect(ranged).toEqual(inRange);
                if (first > 0 && first < lines - 12) expect(ranged.length).toBeGreaterThan(0);
            }
        }
    });
});
