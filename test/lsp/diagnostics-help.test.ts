/**
 * Editor depth over the real server (stdio): keyword hovers, syntax errors in plain words, one
 * error for an import that cannot be read, and the quick fix for a unique character with a count.
 *
 * Build first (`npm run build`): the server is the bundled out/cli/main.cjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspSession, makeRiseWorkspace, positionOf } from './lsp-harness.js';

const TEST_TIMEOUT = 20_000;

// Kara and Bandit come from the example bestiary next to it.
const FIGHT = `ruleset rise
import "bestiary.strife"

character Aria {
  level 2 hit_points 20 power 2
  defenses { armor 6 fortitude 5 reflex 5 mental 4 }
  attack Rapier { vs armor damage 1d8 + power }
}

encounter Ambush {
  side heroes { Aria x2 }
  side bandits { Bandit x3 }
  round 1 {
    Aria: Rapier -> Bandit#1
  }
}
`;

const errors = (ds: Diagnostic[]) => ds.filter(d => d.severity === 1);

describe('editor depth over stdio', () => {
    const ws = makeRiseWorkspace('strife-depth-');
    let server: LspSession;
    const uri = (name: string) => ws.fileUri(name);

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        await server.initialize(ws.uri);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        "a keyword's hover explains it with an example line, then Rise's rule for it",
        async () => {
            const published = server.waitForDiagnostics(uri('hover.strife'));
            await server.open(uri('hover.strife'), FIGHT);
            await published;
            const hover = await server.hover(uri('hover.strife'), positionOf(FIGHT, 'round 1', 1));
            const text = hover?.contents.value ?? '';
            expect(text).toContain('**round** — Strife keyword');
            expect(text).toContain('```strife\nround 1 {');
            expect(text).toContain('Rise rule');
        },
        TEST_TIMEOUT,
    );

    it(
        'the quick fix for `Aria x2` removes the count, and the server then reports no error',
        async () => {
            const name = uri('count.strife');
            const published = server.waitForDiagnostics(name, ds => ds.some(d => d.code === 'count-on-character'));
            await server.open(name, FIGHT);
            const diagnostic = (await published).find(d => d.code === 'count-on-character')!;
            const actions = await server.request<CodeAction[]>('textDocument/codeAction', {
                textDocument: { uri: name },
                range: diagnostic.range,
                context: { diagnostics: [diagnostic] },
            });
            const fix = actions.find(a => a.title === 'Remove the count: Aria is unique');
            expect(fix, JSON.stringify(actions)).toBeDefined();
            const fixed = TextDocument.applyEdits(TextDocument.create(name, 'strife', 1, FIGHT), fix!.edit!.changes![name]);
            const after = server.nextDiagnostics(name, ds => !ds.some(d => d.code === 'count-on-character'));
            await server.change(name, fixed);
            expect(errors(await after)).toEqual([]);
        },
        TEST_TIMEOUT,
    );

    it(
        'a missing import is one error, not one per name it would have brought; a syntax error is in plain words',
        async () => {
            const name = uri('missing.strife');
            const text = `${FIGHT.replace('bestiary.strife', 'gone.strife').replace('Aria x2', 'Aria')}\nencounter Broken {\n  side a { Bandit }\n  side b { Aria }\n`;
            const published = server.waitForDiagnostics(name, ds => ds.some(d => d.code === 'import-not-found'));
            await server.open(name, text);
            const ds = errors(await published);
            expect(ds.map(d => d.code).sort()).toEqual(['import-not-found', 'syntax-error']);
            expect(ds.find(d => d.code === 'import-not-found')!.message).toContain(
                "1 name used in this file may come from it ('Bandit'); it is not reported on its own.",
            );
            expect(ds.find(d => d.code === 'syntax-error')!.message).toBe('Expected `}` to close `encounter Broken`, found the end of the file.');
        },
        TEST_TIMEOUT,
    );
});
