/**
 * Imports Strife does not read. A `.strife` name that is a symbolic link to a file of another name
 * is refused by the import policy on its real path's name too (before, the target was parsed and its
 * text quoted in a syntax error). An import of a file over the size limit is one error on the import
 * line, as for any unreadable import (before: one "Unknown combatant" per name it would have brought).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmptyFileSystem, URI } from 'langium';
import { createStrifeServices } from '../../language/strife-module.js';
import { LspSession, makeRiseWorkspace } from '../lsp/lsp-harness.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/strife.cjs');
const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
const SECRET = 'API_KEY=hunter2 character Leak {';

let tmp: string;
beforeAll(() => {
    tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'strife-unread-')));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function strife(args: readonly string[], cwd: string) {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
    if (r.error) throw r.error;
    return r;
}

describe('a .strife link to a file of another name', () => {
    it('an import of it is import-not-strife, its text never read nor quoted', () => {
        const ws = path.join(tmp, 'link');
        fs.mkdirSync(ws);
        fs.writeFileSync(path.join(ws, 'notes.txt'), SECRET);
        fs.symlinkSync(path.join(ws, 'notes.txt'), path.join(ws, 'beasts.strife'));
        fs.writeFileSync(path.join(ws, 'main.strife'), 'ruleset rise\nimport "beasts.strife"\n');
        const r = strife(['check', 'main.strife'], ws);
        expect(r.stdout).toBe(
            "main.strife:2:8: error: 'beasts.strife' is a symbolic link to a file that is not a .strife file; Strife does not read it. [import-not-strife]\n",
        );
        expect(r.status).toBe(1);
    });

    it('checking it is one not-a-strife-file error, its text never read nor quoted', () => {
        const r = strife(['check', 'beasts.strife'], path.join(tmp, 'link'));
        expect(r.stdout).toBe(
            'beasts.strife:1:1: error: This is a symbolic link to a file that is not a .strife file; Strife does not read it. [not-a-strife-file]\n',
        );
        expect(r.stdout + r.stderr).not.toContain('hunter2');
    });
});

describe('an import over the size limit', () => {
    const big = `ruleset rise\n${'// padding\n'.repeat(200)}creature Bandit { hit_points 12 ${DEF} }\ncreature Orc { hit_points 12 ${DEF} }\n`;
    const main = 'ruleset rise\nimport "big.strife"\nencounter e { side a { Bandit } side b { Orc } }\n';

    it('is one error on the import line, not an unknown combatant per name', async () => {
        const services = createStrifeServices(EmptyFileSystem);
        services.shared.workspace.FileSizeGuard.maxBytes = 1024;
        const docs = [
            ['main.strife', main],
            ['big.strife', big],
        ].map(([name, text]) => {
            const doc = services.shared.workspace.LangiumDocumentFactory.fromString(text, URI.parse(`memory:///ws/${name}`));
            services.shared.workspace.LangiumDocuments.addDocument(doc);
            return doc;
        });
        await services.shared.workspace.DocumentBuilder.build(docs, { validation: true });
        const ds = docs[0].diagnostics ?? [];
        expect(ds.map(d => [d.code, d.range.start.line])).toEqual([['file-too-large', 1]]);
        expect(ds[0].message).toBe(
            "Cannot use 'big.strife': This file is 2.3 KB, over the limit of 1.0 KB (setting strife.maxFileSizeKB); Strife does not check it. 2 names used in this file may come from it ('Bandit', 'Orc'); they are not reported on their own.",
        );
    });

    it('over stdio with strife.maxFileSizeKB 1, reading the import from disk', async () => {
        const ws = makeRiseWorkspace('strife-size-import-');
        const server = new LspSession(ws.dir);
        try {
            fs.writeFileSync(path.join(ws.dir, 'big.strife'), big);
            server.connection.onRequest('workspace/configuration', () => [{ maxFileSizeKB: 1 }]);
            await server.initialize(ws.uri, 'rise', { configuration: true });
            const uri = ws.fileUri('main.strife');
            await server.open(uri, main);
            const ds = await server.waitForDiagnostics(uri, d => d.length > 0);
            expect(ds.map(d => d.code)).toEqual(['file-too-large']);
            expect(ds[0].range.start.line).toBe(1);
        } finally {
            server.dispose();
            ws.cleanup();
        }
    }, 60_000);
});
