/**
 * The import boundaries ARCHITECTURE.md promises, read from the TypeScript import graph (every
 * `import`, `import type`, `export … from`, dynamic `import()` and `require` of the sources, as
 * TypeScript's own pre-processor finds them):
 * - `language/engine/` imports only itself, pure-rand and Node's built-ins: no Langium, LSP or
 *   VS Code, and never a ruleset (rulesets import the engine, not the reverse);
 * - a ruleset never sees the syntax tree: `language/rulesets/` imports only the engine and itself,
 *   and one ruleset's folder never another's (shared code is in `rulesets/shared/` or the engine);
 * - generic code (validation, hover, completion, the model) reads a ruleset only through
 *   `ruleset.ts` and `registry.ts`, never a ruleset's folder;
 * - the worker threads' bundles (simulation, encounter runs) hold no Langium, LSP or VS Code;
 * - the extension client imports only itself, VS Code and the language client, and the server
 *   side imports only the wire types of `client/protocol.ts`;
 * - the report page's script imports no Node built-ins and nothing of the language server;
 * - `engine/dice.ts` is a barrel: nothing it re-exports imports it back.
 * Why a small test and not dependency-cruiser: these rules are a handful of path prefixes over one
 * graph that TypeScript (already here) reads exactly; a failure names the file and the import.
 */
import * as fs from 'node:fs';
import { builtinModules } from 'node:module';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['language', 'server', 'client', 'cli'];

/** One import: the importing file, what it wrote, and the repository file it resolves to (or the package name). */
interface Edge {
    readonly from: string;
    readonly specifier: string;
    /** A repository path (`language/engine/rng.ts`) or a package (`langium`, `node:fs`). */
    readonly to: string;
    readonly local: boolean;
}

function sourceFiles(dir: string): string[] {
    const out: string[] = [];
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) {
            if (rel !== 'language/generated') out.push(...sourceFiles(rel));
        } else if (entry.name.endsWith('.ts')) out.push(rel);
    }
    return out;
}

function edgesOf(file: string): Edge[] {
    const info = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    return info.importedFiles.map(({ fileName: specifier }) => {
        if (!specifier.startsWith('.')) {
            const bare = specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]);
            return { from: file, specifier, to: bare ? `node:${specifier.replace(/^node:/, '')}` : packageOf(specifier), local: false };
        }
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '.ts');
        return { from: file, specifier, to: resolved, local: true };
    });
}

function packageOf(specifier: string): string {
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const FILES = SOURCES.flatMap(sourceFiles);
const EDGES = FILES.flatMap(edgesOf);
const under = (prefix: string) => (p: string) => p.startsWith(prefix);
const describeEdge = (e: Edge) => `${e.from} imports '${e.specifier}'`;

/** Every file and package `start` reaches through imports. */
function closure(start: string): Edge[] {
    const seen = new Set([start]);
    const reached: Edge[] = [];
    const work = [start];
    while (work.length > 0) {
        const file = work.pop()!;
        for (const edge of EDGES.filter(e => e.from === file)) {
            reached.push(edge);
            if (edge.local && !seen.has(edge.to)) {
                seen.add(edge.to);
                work.push(edge.to);
            }
        }
    }
    return reached;
}

/** Langium, the LSP libraries, VS Code, the parser generator and the generated syntax tree. */
const isEditorSide = (e: Edge) =>
    (!e.local && /^(langium|langium-cli|chevrotain|vscode|vscode-.*|@vscode\/.*)$/.test(e.to)) || (e.local && e.to.startsWith('language/generated/'));

describe('import boundaries (ARCHITECTURE.md)', () => {
    it('reads a graph with the shape of the code base', () => {
        expect(FILES.length).toBeGreaterThan(100);
        // Every local import resolves to a source (the server's entry loads the built bundle, out/server/server.cjs).
        const unresolved = EDGES.filter(e => e.local && !fs.existsSync(path.join(ROOT, e.to)) && !e.to.startsWith('language/generated/'));
        expect(unresolved.map(describeEdge)).toEqual(["server/main.ts imports './server.cjs'"]);
        // The test can fail: the validator does import Langium.
        expect(EDGES.some(e => e.from === 'language/validation/validator.ts' && isEditorSide(e))).toBe(true);
    });

    it('language/engine/ imports only itself, pure-rand and Node built-ins (no Langium, LSP, VS Code, no ruleset)', () => {
        const bad = EDGES.filter(e => e.from.startsWith('language/engine/'))
            .filter(e => !(e.local ? e.to.startsWith('language/engine/') : e.to === 'pure-rand' || e.to.startsWith('node:')))
            .map(describeEdge);
        expect(bad).toEqual([]);
    });

    it('rulesets import only the engine and language/rulesets/ — never the syntax tree, Langium or the editor', () => {
        const bad = EDGES.filter(e => e.from.startsWith('language/rulesets/'))
            .filter(e => !(e.local ? under('language/engine/')(e.to) || under('language/rulesets/')(e.to) : e.to.startsWith('node:')))
            .map(describeEdge);
        expect(bad).toEqual([]);
    });

    it("one ruleset's folder never imports another's", () => {
        const folderOf = (p: string) => /^language\/rulesets\/([^/]+)\//.exec(p)?.[1];
        const bad = EDGES.filter(e => e.local && folderOf(e.from) && folderOf(e.to))
            .filter(e => folderOf(e.to) !== folderOf(e.from) && folderOf(e.to) !== 'shared')
            .map(describeEdge);
        expect(bad).toEqual([]);
    });

    it("generic code reads rulesets only through ruleset.ts and registry.ts, never a ruleset's folder", () => {
        const bad = EDGES.filter(e => e.local && !e.from.startsWith('language/rulesets/') && /^language\/rulesets\/[^/]+\//.test(e.to))
            .filter(e => !e.to.startsWith('language/rulesets/shared/'))
            .map(describeEdge);
        expect(bad).toEqual([]);
    });

    it("the engine worker (simulations and the server's encounter runs) reaches no Langium, LSP or VS Code", () => {
        expect(closure('language/simulation/worker.ts').filter(isEditorSide).map(describeEdge)).toEqual([]);
    });

    it('the extension client imports only itself, VS Code and the language client; others import only client/protocol.ts', () => {
        const client = EDGES.filter(e => e.from.startsWith('client/'))
            .filter(e => !(e.local ? e.to.startsWith('client/') : e.to === 'vscode' || e.to === 'vscode-languageclient'))
            .map(describeEdge);
        expect(client).toEqual([]);
        const intoClient = EDGES.filter(e => e.local && !e.from.startsWith('client/') && e.to.startsWith('client/') && e.to !== 'client/protocol.ts');
        expect(intoClient.map(describeEdge)).toEqual([]);
        expect(edgesOf('client/protocol.ts')).toEqual([]);
    });

    it("the report page's script reaches no Node built-ins and nothing of the language server", () => {
        const bad = closure('language/report/browser/charts.ts').filter(e => isEditorSide(e) || e.to.startsWith('node:'));
        expect(bad.map(describeEdge)).toEqual([]);
    });

    it('engine/dice.ts is a barrel: nothing it re-exports imports it back', () => {
        const barrel = 'language/engine/dice.ts';
        const reexported = EDGES.filter(e => e.from === barrel && e.local).map(e => e.to);
        expect(reexported.length).toBeGreaterThan(0);
        for (const file of reexported)
            expect(
                closure(file)
                    .filter(e => e.to === barrel)
                    .map(describeEdge),
            ).toEqual([]);
    });
});
