/** The quick fix for `Aria x2` (a unique character with a count) yields a file without errors. */
import { describe, expect, it } from 'vitest';
import { DiagnosticSeverity, type CodeAction } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { build } from '../helpers.js';
import { fight } from '../validation/support.js';

describe('quick fix: a unique character with a count', () => {
    it('removes the count, and the fixed file has no errors', async () => {
        const text = fight('', 'side heroes { Kara x2, Doran }\n  side bandits { Bandit x3 }');
        const b = await build(text);
        const diagnostic = b.diagnostics.find(d => d.code === 'count-on-character')!;
        expect(diagnostic).toBeDefined();
        const actions = (await b.services.Strife.lsp.CodeActionProvider!.getCodeActions(b.main, {
            textDocument: { uri: b.main.uri.toString() },
            range: diagnostic.range,
            context: { diagnostics: [diagnostic] },
        })) as CodeAction[];
        expect(actions.map(a => a.title)).toEqual(['Remove the count: Kara is unique']);
        const edits = actions[0].edit!.changes![b.main.uri.toString()];
        const fixed = TextDocument.applyEdits(TextDocument.create('x', 'strife', 1, text), edits);
        expect(fixed).toContain('side heroes { Kara , Doran }');
        const again = await build(fixed);
        expect(again.diagnostics.filter(d => d.severity === DiagnosticSeverity.Error)).toEqual([]);
    });
});
