/**
 * `check` gives the verdict `run` would, for numbers at their edges in every numeric slot of every
 * ruleset (fuzz/edges.ts, in process: many cases in seconds). A file with errors is refused by
 * `run`; a file without errors runs to its end — never "The run stopped" — and its log prints
 * every number exactly (no `1e+21`, `NaN`, `Infinity`). Messages never say "undefined" or NaN of
 * their own. Hovers and inlay hints on its script answer (within their time budget) without failing.
 */
import { describe, expect, it } from 'vitest';
import type { Document } from '../../language/generated/ast.js';
import { runDocumentEncounter } from '../../language/workspace/run-service.js';
import { build } from '../helpers.js';
import { numericEdges, schemaEdges } from './fuzz/edges.js';
import { EXAMPLES } from './fuzz/generate.js';
import { seededUnit } from './seeded-unit.js';

const CASES = Number(process.env.AGREEMENT_CASES ?? 60);
const unquoted = (message: string) => message.replace(/'[^'\n]*'|`[^`\n]*`|"[^"\n]*"/g, '');

async function verdicts(label: string, files: Record<string, string>): Promise<string[]> {
    const problems: string[] = [];
    const built = await build(files);
    const docs = Object.values(built.docs);
    const errors = docs.flatMap(d => (d.diagnostics ?? []).filter(x => x.severity === 1));
    for (const d of docs.flatMap(x => x.diagnostics ?? []))
        if (/\bundefined\b|\bNaN\b/.test(unquoted(String(d.message)))) problems.push(`${label}: message [${String(d.code)}] ${d.message}`);
    const hasEncounter = (built.root as Document).elements?.some(e => e.$type === 'Encounter');
    const run = runDocumentEncounter(built.main, docs, { seed: 3 }, d => d.uri.path);
    if (errors.length > 0 && run.ok) problems.push(`${label}: check found ${errors.length} errors, run played it`);
    if (errors.length === 0 && hasEncounter && !run.ok) problems.push(`${label}: check found no error, run said: ${run.output.slice(0, 300)}`);
    if (run.ok && /\d[eE][+-]\d|\bNaN\b|Infinity/.test(unquoted(run.output))) problems.push(`${label}: the log prints a number inexactly`);
    // Hovers on every scripted attack line, and the file's inlay hints.
    const text = built.main.textDocument.getText();
    const uri = built.main.uri.toString();
    for (const m of text.matchAll(/^\s*round \d+ \{ (\w+): (\w+) ->/gm)) {
        const position = built.main.textDocument.positionAt((m.index ?? 0) + m[0].indexOf(m[2]) + 1);
        try {
            await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, { textDocument: { uri }, position });
        } catch (error) {
            problems.push(`${label}: hover threw ${String(error).slice(0, 200)}`);
        }
    }
    try {
        await built.services.Strife.lsp.InlayHintProvider!.getInlayHints(built.main, {
            textDocument: { uri },
            range: { start: { line: 0, character: 0 }, end: { line: 1000, character: 0 } },
        });
    } catch (error) {
        problems.push(`${label}: inlay hints threw ${String(error).slice(0, 200)}`);
    }
    return problems;
}

describe('check and run agree on numbers at their edges', () => {
    it(`in files written from every ruleset's schema (${CASES} cases)`, async () => {
        const problems: string[] = [];
        for (let i = 0; i < CASES; i++) {
            const rand = seededUnit(1000 + i);
            const c = schemaEdges(rand);
            problems.push(...(await verdicts(`schema case ${i} (${c.how})`, { 'main.strife': c.text })));
        }
        expect(problems).toEqual([]);
    }, 600_000);

    it(`in every ruleset's examples with numbers replaced (${CASES} cases)`, async () => {
        const problems: string[] = [];
        for (let i = 0; i < CASES; i++) {
            const rand = seededUnit(5000 + i);
            const example = EXAMPLES[i % EXAMPLES.length];
            const edged = numericEdges(example.text, rand);
            const files: Record<string, string> = { 'main.strife': edged.text };
            const bestiary = EXAMPLES.find(e => e.name === `${example.name.split('/')[0]}/bestiary.strife`);
            if (bestiary && bestiary !== example) files['bestiary.strife'] = bestiary.text;
            problems.push(...(await verdicts(`numbers case ${i} (${example.name}: ${edged.how})`, files)));
        }
        expect(problems).toEqual([]);
    }, 600_000);
});
