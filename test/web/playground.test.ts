/**
 * The playground's logic outside the browser: share links (good and broken), the workspace and its
 * storage, the example picker, the language-server worker's prepare request, the engine worker's
 * jobs against the desktop's own run and simulation, the report's theme, and the bundle shims.
 * The page in a real browser: playground.e2e.ts (npm run test:e2e).
 */
import { createHash as nodeCreateHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { EmptyFileSystem, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import { renderRun } from '../../language/engine/render.js';
import { runEncounter } from '../../language/engine/runner.js';
import { renderReportHtml } from '../../language/report/html.js';
import { buildReport } from '../../language/report/report-data.js';
import { findRuleset } from '../../language/rulesets/registry.js';
import { simulateParallel } from '../../language/simulation/parallel.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { DEFAULT_MAX_FILE_KB } from '../../language/workspace/file-size-limit.js';
import { setImportRoots } from '../../language/workspace/import-policy.js';
import packageJson from '../../package.json';
import { exampleGroups, exampleWorkspace, FOLDER_LABELS, type ExampleFile } from '../../web/examples.js';
import type { EngineMessage, PrepareEncounterResult } from '../../web/protocol.js';
import { themedReport } from '../../web/report-theme.js';
import { decodeShare, encodeShare, MAX_FILES } from '../../web/share.js';
import { createHash } from '../../web/shims/node-crypto.js';
import { Buffer as BufferShim } from '../../web/shims/globals.js';
import { playJob } from '../../web/workers/engine-jobs.js';
import { prepareEncounter } from '../../web/workers/prepare.js';
import { badFileName, type KeyValueStore, nameOfUri, uriOf, WorkspaceStore, type WorkspaceState } from '../../web/workspace.js';

const ROOT = path.resolve(__dirname, '../..');
const LIMIT = DEFAULT_MAX_FILE_KB * 1024;
const examples: ExampleFile[] = readdirSync(path.join(ROOT, 'examples'), { recursive: true })
    .map(String)
    .filter(p => p.endsWith('.strife'))
    .map(p => ({ path: p.split(path.sep).join('/'), text: readFileSync(path.join(ROOT, 'examples', p), 'utf8') }));
const ford = exampleWorkspace(examples, 'rise/ambush-at-the-ford.strife')!;

describe('share links', () => {
    it('carry the files and the open one, and nothing else', async () => {
        const state: WorkspaceState = { files: ford.files, active: ford.active, origin: 'example' };
        const fragment = await encodeShare(state);
        expect(fragment).toMatch(/^share=1\.[A-Za-z0-9_-]+$/);
        const decoded = await decodeShare(`#${fragment}`, LIMIT);
        expect(decoded).toEqual({ ok: true, state: { files: ford.files, active: ford.active, origin: 'a share link' } });
    });

    it('refuse a cut, altered, foreign or oversized link with a reason, never an exception', async () => {
        const fragment = await encodeShare({ files: [{ name: 'a.strife', text: 'ruleset rise\n'.repeat(50) }], active: 'a.strife' });
        const reason = async (f: string, limit = LIMIT) => {
            const r = await decodeShare(f, limit);
            expect(r.ok).toBe(false);
            return r.ok ? '' : r.reason;
        };
        expect(await reason(fragment.slice(0, fragment.length - 6))).toMatch(/damaged/);
        expect(await reason(`${fragment.slice(0, 20)}!!${fragment.slice(22)}`)).toMatch(/characters a share link never has/);
        expect(await reason('share=9.abc')).toMatch(/not made by this version/);
        expect(await reason('share=')).toMatch(/not made by this version/);
        expect(await reason('share=1.')).toMatch(/characters/);
        // Valid deflate of something that is not a workspace.
        const empty = await encodeShare({ files: [], active: '' });
        expect(await reason(empty)).toMatch(/holds no files/);
        const badName = await encodeShare({ files: [{ name: '../etc/passwd', text: '' }], active: '' });
        expect(await reason(badName)).toMatch(/ends in \.strife/);
        // Just over the per-file limit (UTF-8 bytes), and inflating past the whole cap.
        expect(await reason(fragment, 'ruleset rise\n'.length * 50 - 1)).toMatch(/a\.strife is over the 1 KB limit for one file/);
        const many = await encodeShare({
            files: Array.from({ length: MAX_FILES + 1 }, (_, i) => ({ name: `f${i}.strife`, text: '' })),
            active: 'f0.strife',
        });
        expect(await reason(many)).toMatch(new RegExp(`takes ${MAX_FILES} at most`));
    });

    it('count a file exactly at the limit as allowed, one byte over as refused', async () => {
        const text = 'é'.repeat(50); // 100 UTF-8 bytes
        const fragment = await encodeShare({ files: [{ name: 'a.strife', text }], active: 'a.strife' });
        expect((await decodeShare(fragment, 100)).ok).toBe(true);
        expect(await decodeShare(fragment, 99)).toMatchObject({ ok: false });
    });
});

describe('workspace', () => {
    it('names files by URI in both spellings of an empty authority', () => {
        expect(uriOf('bestiary.strife')).toBe('inmemory:///bestiary.strife');
        expect(uriOf('a b/c.strife')).toBe('inmemory:///a%20b/c.strife');
        expect(nameOfUri('inmemory:///a%20b/c.strife')).toBe('a b/c.strife');
        // Monaco and Langium print `inmemory:/x` (the server's document links do).
        expect(nameOfUri('inmemory:/bestiary.strife')).toBe('bestiary.strife');
        expect(nameOfUri('file:///bestiary.strife')).toBeUndefined();
    });

    it('takes .strife file names without parent steps, once each', () => {
        expect(badFileName('goblins.strife', [])).toBeUndefined();
        expect(badFileName('rise/goblins.strife', [])).toBeUndefined();
        expect(badFileName('goblins.txt', [])).toMatch(/ends in \.strife/);
        expect(badFileName('../goblins.strife', [])).toMatch(/ends in \.strife/);
        expect(badFileName('goblins.strife', ['goblins.strife'])).toMatch(/already a file/);
    });

    it('keeps the workspace and the one it replaced, and says when the storage is full', () => {
        const map = new Map<string, string>();
        const memory: KeyValueStore = {
            getItem: k => map.get(k) ?? null,
            setItem: (k, v) => void map.set(k, v),
            removeItem: k => void map.delete(k),
        };
        const store = new WorkspaceStore(memory);
        expect(store.load()).toBeUndefined();
        expect(store.save(ford)).toEqual({ ok: true });
        expect(store.load()).toEqual(ford);
        const other: WorkspaceState = { files: [{ name: 'x.strife', text: 'ruleset rise\n' }], active: 'x.strife' };
        store.keepPrevious(ford);
        store.save(other);
        expect(store.previous()).toEqual(ford);
        map.set('strife.playground.workspace', '{"files": "garbage"}');
        expect(store.load()).toBeUndefined();
        const full = new WorkspaceStore({
            ...memory,
            setItem: () => {
                throw new DOMException('quota', 'QuotaExceededError');
            },
        });
        expect(full.save(ford)).toEqual({ ok: false, reason: "the browser's local storage for this page is full" });
        expect(new WorkspaceStore(undefined).save(ford)).toMatchObject({ ok: false });
    });

    it('limits files like the desktop server (strife.maxFileSizeKB default)', () => {
        expect(packageJson.contributes.configuration.properties['strife.maxFileSizeKB'].default).toBe(DEFAULT_MAX_FILE_KB);
    });
});

describe('example picker', () => {
    it('offers every file under examples/, each folder under its label', () => {
        const groups = exampleGroups(examples);
        const offered = groups.flatMap(g => g.entries.map(e => e.id)).sort();
        expect(offered).toEqual(examples.map(e => e.path).sort());
        for (const group of groups) expect(FOLDER_LABELS[group.folder], `label for examples/${group.folder}`).toBeDefined();
        // The five rulesets.
        expect(groups.map(g => g.folder)).toEqual(expect.arrayContaining(['rise', 'paladins', 'rpgstuck', 'enchanted-realms', 'vaxia']));
    });

    it('loads the picked file with its folder, the picked one open', () => {
        expect(ford.active).toBe('ambush-at-the-ford.strife');
        expect(ford.files.map(f => f.name).sort()).toEqual([
            'ambush-at-the-ford.strife',
            'bestiary.strife',
            'iron-golem.strife',
            'ogre-bridge.strife',
        ]);
    });
});

/** The language server of the worker, in Node: same services, EmptyFileSystem, no import roots, inmemory: URIs. */
async function workerServer(state: WorkspaceState) {
    const { shared } = createStrifeServices(EmptyFileSystem);
    setImportRoots(shared.workspace.LangiumDocuments, []);
    const docs = state.files.map(f => shared.workspace.LangiumDocumentFactory.fromString(f.text, URI.parse(uriOf(f.name))));
    for (const d of docs) shared.workspace.LangiumDocuments.addDocument(d);
    await shared.workspace.DocumentBuilder.build(docs, { validation: true });
    return { shared, docs };
}

describe('the language-server worker', () => {
    it('prepares an encounter of a file that imports another, and the engine worker plays it as the desktop does', async () => {
        const { shared } = await workerServer(ford);
        const prepared = (await prepareEncounter(shared, { uri: uriOf(ford.active), purpose: 'run' })) as Extract<
            PrepareEncounterResult,
            { ok: true }
        >;
        expect(prepared).toMatchObject({ ok: true, ruleset: 'rise', seed: 1234 });
        const messages: EngineMessage[] = [];
        playJob({ kind: 'run', model: prepared.model, ruleset: 'rise', seed: 77 }, m => messages.push(m));
        const desktop = renderRun(runEncounter(prepared.model, findRuleset('rise')!, { seed: 77 }), 'text');
        expect(messages.at(-1)).toEqual({ kind: 'log', ok: true, output: desktop });
        expect(messages.filter(m => m.kind === 'progress').length).toBeGreaterThan(0);
    });

    it('simulates to the same report page, byte for byte, as the desktop simulation', async () => {
        const { shared } = await workerServer(ford);
        const prepared = (await prepareEncounter(shared, { uri: uriOf(ford.active), purpose: 'simulate', seed: 9 })) as Extract<
            PrepareEncounterResult,
            { ok: true }
        >;
        expect(prepared.seed).toBe(9);
        const messages: EngineMessage[] = [];
        playJob({ kind: 'simulate', model: prepared.model, ruleset: 'rise', seed: 9, runs: 1100 }, m => messages.push(m));
        const ruleset = findRuleset('rise')!;
        const summary = await simulateParallel(prepared.model, 'rise', 1100, 9, { workers: 0 });
        const report = messages.at(-1) as Extract<EngineMessage, { kind: 'report' }>;
        expect(report.kind).toBe('report');
        expect(report.html).toBe(renderReportHtml({ reports: [buildReport(prepared.model, ruleset, summary)] }));
        const progress = messages.filter(m => m.kind === 'progress').map(m => m.done);
        expect(progress).toEqual([250, 500, 750, 1000, 1100]);
    });

    it('refuses a file with errors in the desktop words, and an import of a file not in the workspace is import-not-found', async () => {
        const broken: WorkspaceState = {
            files: [{ name: 'fight.strife', text: ford.files.find(f => f.name === ford.active)!.text }],
            active: 'fight.strife',
        };
        const { shared, docs } = await workerServer(broken);
        const codes = (docs[0].diagnostics ?? []).map(d => d.code);
        expect(codes).toContain('import-not-found');
        const refused = await prepareEncounter(shared, { uri: uriOf('fight.strife'), purpose: 'run' });
        expect(refused.ok).toBe(false);
        expect(refused.ok ? '' : refused.message).toMatch(/^fight\.strife:2:\d+: error: Cannot find 'bestiary\.strife'.*\[import-not-found\]$/m);
        expect(await prepareEncounter(shared, { uri: uriOf('none.strife'), purpose: 'run' })).toEqual({
            ok: false,
            message: 'The playground has no file none.strife.',
        });
    });

    it('picks the encounter around the cursor, else by name', async () => {
        const { shared } = await workerServer(ford);
        const text = ford.files.find(f => f.name === ford.active)!.text;
        const at = text.indexOf('encounter "Ambush at the ford"') + 20;
        const prepared = await prepareEncounter(shared, { uri: uriOf(ford.active), purpose: 'run', offset: at });
        expect(prepared.ok && prepared.model.name).toBe('Ambush at the ford');
        const unknown = await prepareEncounter(shared, { uri: uriOf(ford.active), purpose: 'simulate', encounter: 'Nope' });
        expect(unknown).toMatchObject({ ok: false, message: expect.stringMatching(/No encounter named 'Nope'/) });
    });
});

describe('report theme and bundle shims', () => {
    it('adds the hash of the theme style it inserts to the report CSP, and changes nothing else', async () => {
        const html =
            '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'sha256-x\'"></head><body></body></html>';
        const themed = await themedReport(html, 'dark');
        const style = /<style>([^<]*)<\/style>/.exec(themed)![1];
        expect(style).toContain('--vscode-editor-background: #1f1f1f;');
        const hash = nodeCreateHash('sha256').update(style, 'utf8').digest('base64');
        expect(themed).toContain(`style-src 'sha256-${hash}' 'sha256-x'`);
        expect(themed.replace(`<style>${style}</style>\n`, '').replace(`'sha256-${hash}' `, '')).toBe(html);
    });

    it('node:crypto and Buffer stand-ins give what Node gives', () => {
        for (const text of ['', 'abc', 'Ünïcödé — dice 🎲', 'x'.repeat(100_000)]) {
            expect(createHash('sha256').update(text, 'utf8').digest('base64')).toBe(nodeCreateHash('sha256').update(text, 'utf8').digest('base64'));
            expect(BufferShim.byteLength(text, 'utf8')).toBe(Buffer.byteLength(text, 'utf8'));
        }
    });
});
