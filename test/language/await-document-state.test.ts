/**
 * A request needing a validated document must wait for it, not fail with -32803, when the document
 * was built without validation (a file loaded for its imports) while the builder is past that state.
 */
import { DocumentState, EmptyFileSystem, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import type { CoalescingDocumentBuilder } from '../../language/lsp/coalesced-updates.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { RISE_FIGHTERS } from '../helpers.js';

describe('a request on a document built without validation', () => {
    it('asks for a build and resolves once the document is validated', async () => {
        const { shared } = createStrifeServices(EmptyFileSystem);
        const builder = shared.workspace.DocumentBuilder as CoalescingDocumentBuilder;
        const imported = shared.workspace.LangiumDocumentFactory.fromString(
            `ruleset rise\n${RISE_FIGHTERS}`,
            URI.parse('memory:///ws/imported.strife'),
        );
        const main = shared.workspace.LangiumDocumentFactory.fromString(
            'ruleset rise\nimport "imported.strife"\n',
            URI.parse('memory:///ws/main.strife'),
        );
        shared.workspace.LangiumDocuments.addDocument(imported);
        shared.workspace.LangiumDocuments.addDocument(main);
        await builder.build([imported], { validation: false });
        await builder.build([main], { validation: true });
        expect(imported.state).toBe(DocumentState.IndexedReferences);

        const asked: string[] = [];
        builder.requestBuild = uri => {
            asked.push(uri.path);
            void builder.update([uri], []);
        };
        await builder.waitUntil(DocumentState.Validated, imported.uri);
        expect(asked).toEqual(['/ws/imported.strife']);
        expect(imported.state).toBe(DocumentState.Validated);
    });
});
