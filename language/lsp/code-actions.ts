/** Quick fixes: every Strife diagnostic that carries fixes in its data offers them. */
import type { LangiumDocument, MaybePromise } from 'langium';
import type { CodeActionProvider } from 'langium/lsp';
import { CodeActionKind, type CodeAction, type CodeActionParams, type Command } from 'vscode-languageserver';
import type { StrifeDiagnosticData } from '../validation/context.js';

export class StrifeCodeActionProvider implements CodeActionProvider {
    getCodeActions(document: LangiumDocument, params: CodeActionParams): MaybePromise<Array<Command | CodeAction> | undefined> {
        const actions: CodeAction[] = [];
        for (const diagnostic of params.context.diagnostics) {
            const data = diagnostic.data as StrifeDiagnosticData | undefined;
            for (const fix of data?.fixes ?? []) {
                const range = data?.insertAtStart ? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } : diagnostic.range;
                actions.push({
                    title: fix.title,
                    kind: CodeActionKind.QuickFix,
                    diagnostics: [diagnostic],
                    isPreferred: data?.fixes?.length === 1,
                    edit: { changes: { [document.textDocument.uri]: [{ range, newText: fix.newText }] } },
                });
            }
        }
        return actions;
    }
}
