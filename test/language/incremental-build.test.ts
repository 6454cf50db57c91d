/**
 * Incremental re-parsing (language/parsing/incremental-reparse.ts) must give exactly what a full
 * parse gives. Random edit sequences over every example and a generated file: after each edit the
 * server's path (TextDocuments + DocumentBuilder.update) is compared with a document parsed and
 * built from scratch — the same syntax tree (every leaf's offset, range and token) and the same
 * diagnostics.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type CstNode, EmptyFileSystem, type LangiumDocument, TextDocument, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import { keptItems } from '../../language/parsing/reparse-record.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { generateRiseFile } from '../bench/generate.js';

const EXAMPLES = path.resolve(__dirname, '../../examples');

/** Deterministic pseudo-random numbers (the test's own; not the engine's RNG). */
function lcg(seed: number): (n: number) => number {
    let s = seed >>> 0;
    return n => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return Math.floor((s / 2 ** 32) * n);
    };
}

const INSERTS = [
    ' ',
    '\n',
    '}',
    '{',
    'x',
    '7',
    '// note\n',
    '/* c */',
    '\ncreature Zed { hit_points 3 }\n',
    '"',
    '-',
    'd6',
    '/*',
    '\nimport "bestiary.strife"\n',
    '\nruleset rise\n',
    '\n\n',
];

/** One random edit of `text`: digit swaps and whole-line edits (often valid), or any small insertion or deletion. */
function randomEdit(text: string, rand: (n: number) => number): string {
    const at = rand(text.length + 1);
    switch (rand(6)) {
        case 0: {
            const digits = [...text.matchAll(/\d/g)];
            if (digits.length === 0) return text;
            const i = digits[rand(digits.length)].index ?? 0;
            return text.slice(0, i) + String(rand(10)) + text.slice(i + 1);
        }
        case 1: {
            const lineStart = text.lastIndexOf('\n', at - 1) + 1;
            const lineEnd = text.indexOf('\n', at);
            const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd + 1);
            return text.slice(0, lineStart) + line + text.slice(lineStart);
        }
        case 2:
            return text.slice(0, at) + text.slice(at + 1 + rand(10));
        default:
            return text.slice(0, at) + INSERTS[rand(INSERTS.length)] + text.slice(at);
    }
}

function leaves(node: CstNode | undefined, out: string[] = []): string[] {
    if (!node) return out;
    if ('content' in node) for (const child of (node as { content: CstNode[] }).content) leaves(child, out);
    else out.push(`${node.offset}+${node.length} ${JSON.stringify(node.range)} ${(node as { tokenType?: { name: string } }).tokenType?.name}${node.hidden ? ' hidden' : ''}`);
    return out;
}

function diagnosticsOf(doc: LangiumDocument): string[] {
    return (doc.diagnostics ?? []).map(d => JSON.stringify([d.range, d.severity, d.code, d.message])).sort();
}

/** Fixtures: each example with the files it imports (all `.strife` files beside it). */
function exampleSets(): { name: string; files: Record<string, string> }[] {
    const sets: { name: string; files: Record<string, string> }[] = [];
    for (const folder of fs.readdirSync(EXAMPLES)) {
        const dir = path.join(EXAMPLES, folder);
        const all = Object.fromEntries(
            fs
                .readdirSync(dir)
                .filter(f => f.endsWith('.strife'))
                .map(f => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
        );
        for (const main of Object.keys(all)) sets.push({ name: `${folder}/${main}`, files: { [main]: all[main], ...all } });
    }
    return sets;
}

async function compareEdits(files: Record<string, string>, seed: number, steps: number): Promise<{ incremental: number; steps: number }> {
    const [mainName] = Object.keys(files);
    const uriOf = (name: string) => URI.parse(`memory:///ws/${name}`);
    const live = createStrifeServices(EmptyFileSystem);
    const fresh = createStrifeServices(EmptyFileSystem);
    for (const [name, text] of Object.entries(files)) {
        live.shared.workspace.TextDocuments.set(TextDocument.create(uriOf(name).toString(), 'strife', 1, text));
        const doc = fresh.shared.workspace.LangiumDocumentFactory.fromString(text, uriOf(name));
        fresh.shared.workspace.LangiumDocuments.addDocument(doc);
    }
    await live.shared.workspace.DocumentBuilder.update(Object.keys(files).map(uriOf), []);
    await fresh.shared.workspace.DocumentBuilder.build(fresh.shared.workspace.LangiumDocuments.all.toArray(), { validation: true });
    const rand = lcg(seed);
    const uri = uriOf(mainName);
    let text = files[mainName];
    let incremental = 0;
    let lastClean = text;
    for (let step = 1; step <= steps; step++) {
        // Broken syntax is parsed whole; half the time the next edit starts from the last clean text.
        text = randomEdit(rand(2) === 0 ? lastClean : text, rand);
        live.shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', step + 1, text));
        await live.shared.workspace.DocumentBuilder.update([uri], []);
        const liveDoc = live.shared.workspace.LangiumDocuments.getDocument(uri)!;
        if (keptItems(liveDoc)) incremental++;
        const { lexerErrors, parserErrors } = liveDoc.parseResult;
        if (lexerErrors.length === 0 && parserErrors.length === 0) lastClean = text;

        fresh.shared.workspace.LangiumDocuments.deleteDocument(uri);
        const freshDoc = fresh.shared.workspace.LangiumDocumentFactory.fromString(text, uri);
        fresh.shared.workspace.LangiumDocuments.addDocument(freshDoc);
        await fresh.shared.workspace.DocumentBuilder.build([freshDoc], { validation: true });

        const where = `seed ${seed}, edit ${step}`;
        expect(liveDoc.parseResult.value.$cstNode?.root.fullText, where).toBe(text);
        expect(leaves(liveDoc.parseResult.value.$cstNode), where).toEqual(leaves(freshDoc.parseResult.value.$cstNode));
        expect(diagnosticsOf(liveDoc), where).toEqual(diagnosticsOf(freshDoc));
    }
    return { incremental, steps };
}

describe('incremental re-parse gives what a full parse gives', () => {
    it.each(exampleSets())('random edits of $name', async ({ files }) => {
        const { incremental, steps } = await compareEdits(files, files[Object.keys(files)[0]].length, 40);
        // Most random edits break the syntax (then the whole text is parsed); some must not.
        expect(incremental, `${incremental} of ${steps} edits parsed incrementally`).toBeGreaterThan(2);
    });

    it('random edits of a generated 400-line file', async () => {
        const { incremental } = await compareEdits({ 'big.strife': generateRiseFile(400).text }, 99, 60);
        expect(incremental).toBeGreaterThan(10);
    });
});
