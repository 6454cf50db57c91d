/**
 * language/lsp/coalesced-updates.ts: a later change's build cancels the build before it, so it
 * must finish what that build had taken. Found under load over stdio: two files opened together
 * (a workspace build still running) now and then never got their diagnostics, because the second
 * open's build found its change already taken by the first open's build, cancelled that build,
 * and built nothing. Here the same interleaving is forced with a held workspace lock.
 */
import { DocumentState, EmptyFileSystem, TextDocument, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import { createStrifeServices } from '../../language/strife-module.js';

const TEXT = (name: string) => `ruleset rise

creature ${name} {
  level 1  hit_points 8  accuracy 2  power 1
  defenses { armor 5  fortitude 4  reflex 4  mental 3 }
  attack Claw { vs armor  damage 1d6 + power  tags melee }
}
`;

function deferred(): { promise: Promise<void>; resolve: () => void } {
    let resolve!: () => void;
    const promise = new Promise<void>(r => {
        resolve = r;
    });
    return { promise, resolve };
}

const tick = (ms = 0) => new Promise(resolve => setTimeout(resolve, ms));

describe('coalesced document updates', () => {
    it('builds both files when a second open cancels the build that took its change', async () => {
        const { shared } = createStrifeServices(EmptyFileSystem);
        const { WorkspaceLock: lock, WorkspaceManager: manager, TextDocuments: texts, LangiumDocuments: documents } = shared.workspace;
        const builder = shared.workspace.DocumentBuilder;
        const handler = shared.lsp.DocumentUpdateHandler;
        await manager.initialized({});

        // Count the writes the handler asks for.
        let writes = 0;
        const write = lock.write.bind(lock);
        lock.write = action => {
            writes++;
            return write(action);
        };
        // Something else holds the lock (the workspace's first build, in the server).
        const holding = deferred();
        void write(() => holding.promise);
        // The first open's build will pause inside `update` until released.
        const paused = deferred();
        let pausing = true;
        builder.onUpdate(async () => {
            if (pausing) await paused.promise;
        });

        const open = (name: string) => {
            const document = TextDocument.create(`file:///race/${name}.strife`, 'strife', 1, TEXT(name));
            texts.set(document);
            handler.didOpenDocument?.({ document });
            handler.didChangeContent?.({ document });
        };
        open('Ash');
        while (writes === 0) await tick(); // the first open's build waits for the lock
        open('Birch'); // its build waits one timer tick
        holding.resolve(); // the first open's build starts, takes both changes, and pauses
        await tick(5); // the second open's write: it cancels the first build
        expect(writes).toBe(2);
        pausing = false;
        paused.resolve();

        const built = async (name: string) => {
            const uri = URI.parse(`file:///race/${name}.strife`);
            const done = builder.waitUntil(DocumentState.Validated, uri).then(() => true);
            return Promise.race([done, tick(3000).then(() => false)]);
        };
        expect(await built('Ash')).toBe(true);
        expect(await built('Birch')).toBe(true);
        expect(documents.getDocument(URI.parse('file:///race/Birch.strife'))?.diagnostics).toEqual([]);
    });
});
