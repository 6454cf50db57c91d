/**
 * "Run encounter", "Debug encounter" and "Simulate" lenses above each encounter, "Run day" and
 * "Simulate day" above each day; the client's commands do the work (a day's name is their third argument).
 */
import type { LangiumDocument, MaybePromise } from 'langium';
import type { CodeLensProvider } from 'langium/lsp';
import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import type { Document } from '../generated/ast.js';

export class StrifeCodeLensProvider implements CodeLensProvider {
    provideCodeLens(document: LangiumDocument, _params: CodeLensParams): MaybePromise<CodeLens[] | undefined> {
        const root = document.parseResult.value as Document;
        const uri = document.textDocument.uri;
        return root.elements
            .filter(e => (e.$type === 'Encounter' || e.$type === 'Day') && e.$cstNode && e.name)
            .flatMap(encounter => {
                const start = encounter.$cstNode!.range.start;
                const range = { start, end: start };
                if (encounter.$type === 'Day')
                    return [
                        { range, command: { title: '▶ Run day', command: 'strife.runEncounter', arguments: [uri, null, encounter.name] } },
                        { range, command: { title: 'Simulate day', command: 'strife.simulateEncounter', arguments: [uri, null, encounter.name] } },
                    ];
                return [
                    { range, command: { title: '▶ Run encounter', command: 'strife.runEncounter', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Run with seed…', command: 'strife.runEncounterWithSeed', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Debug encounter', command: 'strife.debugEncounter', arguments: [uri, encounter.name] } },
                    { range, command: { title: 'Simulate', command: 'strife.simulateEncounter', arguments: [uri, encounter.name] } },
                ];
            });
    }
}
