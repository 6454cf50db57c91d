/**
 * Inlay hints over every ruleset's examples: after each target of a scripted attack, the hint
 * states the same chance of damage and mean damage as the hover of that line, for every ruleset;
 * where the hover has no outlook, there is no hint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AstUtils, type LangiumDocument } from 'langium';
import { describe, expect, it } from 'vitest';
import type { InlayHint } from 'vscode-languageserver';
import { type ActionUse, isActionUse } from '../../language/generated/ast.js';
import { build } from '../helpers.js';
import { PROJECT_ROOT } from './lsp-harness.js';
import { generateRiseFile } from '../bench/generate.js';

const EXAMPLES = join(PROJECT_ROOT, 'examples');
const RULESET_FOLDERS = ['rise', 'paladins', 'rpgstuck', 'enchanted-realms', 'vaxia'];

/** The hover's figures per target: `**against X** (…): … mean M · max N · no damage P%`. */
function hoverFigures(markdown: string): { target: string; mean: number; damageChance: number }[] {
    return [...markdown.matchAll(/\*\*against (\S+)\*\* .*? mean ([\d.-]+) · max -?\d+ · no damage ([\d.]+)%/g)].map(m => ({
        target: m[1],
        mean: Number(m[2]),
        damageChance: 100 - Number(m[3]),
    }));
}

/** `65% · 7.2 dmg` → its numbers (`>99%` and `<1%` read as their bounds). */
function hintFigures(label: string): { damageChance: number; mean: number } {
    const m = /^(>99|<1|\d+)% · (-?[\d.]+) dmg$/.exec(label);
    if (!m) throw new Error(`not an attack hint: ${label}`);
    const chance = m[1] === '>99' ? 99.5 : m[1] === '<1' ? 0.5 : Number(m[1]);
    return { damageChance: chance, mean: Number(m[2]) };
}

describe('inlay hints of scripted attacks agree with hovers', () => {
    for (const folder of RULESET_FOLDERS) {
        it(`${folder}: every outlook a hover gives has its hint, with the same numbers`, async () => {
            const dir = join(EXAMPLES, folder);
            const files = Object.fromEntries(
                readdirSync(dir)
                    .filter(n => n.endsWith('.strife'))
                    .map(n => [n, readFileSync(join(dir, n), 'utf8')]),
            );
            const { services, docs } = await build(files);
            const lsp = services.Strife.lsp;
            let compared = 0;
            for (const doc of Object.values(docs) as LangiumDocument[]) {
                const text = doc.textDocument;
                const range = { start: text.positionAt(0), end: text.positionAt(text.getText().length) };
                const hints: InlayHint[] =
                    (await lsp.InlayHintProvider!.getInlayHints(doc, { textDocument: { uri: doc.uri.toString() }, range })) ?? [];
                const attackHints = hints.filter(h => String(h.label).endsWith(' dmg'));
                const uses = AstUtils.streamAst(doc.parseResult.value).filter(isActionUse).toArray() as ActionUse[];
                let expectedHints = 0;
                for (const use of uses) {
                    const name = use.action?.$refText;
                    const at = use.$cstNode && text.positionAt(use.$cstNode.offset + 1);
                    if (!name || !at || !use.action.ref) continue;
                    const hover = await lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: doc.uri.toString() }, position: at });
                    const value = hover && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '';
                    const figures = hoverFigures(value);
                    expectedHints += figures.length;
                    for (const f of figures) {
                        const target = use.targets.find(t => text.getText().slice(t.$cstNode!.offset, t.$cstNode!.end).startsWith(f.target));
                        const end = target!.$cstNode!.range.end;
                        const hint = attackHints.find(h => h.position.line === end.line && h.position.character === end.character);
                        expect(hint, `${doc.uri.path}: ${name} -> ${f.target}`).toBeDefined();
                        const shown = hintFigures(String(hint!.label));
                        expect(Math.abs(shown.mean - f.mean)).toBeLessThanOrEqual(0.051);
                        expect(Math.abs(shown.damageChance - f.damageChance)).toBeLessThanOrEqual(0.51);
                        compared++;
                    }
                }
                // No hint where the hover had no outlook.
                expect(attackHints).toHaveLength(expectedHints);
            }
            expect(compared).toBeGreaterThan(0);
        });
    }

    it("a range request (the visible lines) gets the whole file's hints of those lines, anywhere in the file", async () => {
        const text = generateRiseFile(400).text;
        const { services, main } = await build(text);
        const provider = services.Strife.lsp.InlayHintProvider!;
        const lines = main.textDocument.lineCount;
        const ask = async (start: number, end: number) =>
            (
                (await provider.getInlayHints(main, {
                    textDocument: { uri: main.uri.toString() },
                    range: { start: { line: start, character: 0 }, end: { line: end, character: 0 } },
                })) ?? []
            ).map(h => `${h.position.line}:${h.position.character} ${String(h.label)}`);
        const all = await ask(0, lines);
        expect(all.length).toBeGreaterThan(20);
        for (const first of [Math.floor(lines / 3), Math.floor((2 * lines) / 3)]) {
            const visible = await ask(first, first + 80);
            expect(visible.length).toBeGreaterThan(0);
            expect(visible).toEqual(
                all.filter(h => {
                    const line = Number(h.split(':')[0]);
                    return line >= first && line < first + 80;
                }),
            );
        }
    });
});
