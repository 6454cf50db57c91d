/**
 * The real stdio language server keeps working through garbage: garbled documents are opened and
 * typed over (full-text didChange), and afterwards the same process still validates and answers
 * hovers. Every garbled text carries `import "step-N.strife"` (after its ruleset line, if any), a
 * file that does not exist: the import-not-found diagnostic naming step N tells which publish
 * belongs to which text.
 *
 * Build first (`npm run build`): the server is the bundled out/cli/main.cjs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace, positionOf, RISE_EXAMPLES } from '../lsp/lsp-harness.js';
import { seededUnit } from './seeded-unit.js';

const TEST_TIMEOUT = 60_000;
const OGRE = readFileSync(join(RISE_EXAMPLES, 'ogre-bridge.strife'), 'utf8');

function garble(text: string, seed: number, changes: number): string {
    const rand = seededUnit(seed);
    const chars = [...text];
    for (let i = 0; i < changes; i++) chars[Math.floor(rand() * chars.length)] = String.fromCharCode(Math.floor(rand() * 0x3000));
    return chars.join('');
}

function bytes(seed: number, length: number): string {
    const rand = seededUnit(seed);
    return Buffer.from(Array.from({ length }, () => Math.floor(rand() * 256))).toString('latin1');
}

const duel = (damage: string) => `ruleset rise
character Alpha {
  hit_points 12
  defenses { armor 5  fortitude 4  reflex 5  mental 3 }
  attack Hit { vs armor  damage ${damage} }
}
`;

/** Garbled texts, without the step marker (see withMarker). */
const GARBAGE: [string, string][] = [
    ['the Ogre example cut in the middle of a round', OGRE.slice(0, OGRE.indexOf('round 3') + 9)],
    ['the Ogre example with 40 characters garbled', garble(OGRE, 7, 40)],
    ['20,000 opening braces', '{'.repeat(20_000)],
    ['8 KB of random bytes', bytes(0xbadf00d, 8192)],
    ['a 100k-character line of tokens', Array.from({ length: 20_000 }, (_, i) => ['Ogre', '{', '#', '->', 'x3'][i % 5]).join(' ')],
    ['an action with a target but no name', OGRE.replace('Ogre: move; Greatclub -> Wren', 'Ogre: move; -> Wren')],
    ['a weapon line without a name', OGRE.replace('attack Rapier { vs armor  damage 1d6 + power  tags melee, light }', 'weapon {')],
    ['damage 100000d100000', duel('100000d100000')],
    ['damage 1d1!', duel('1d1!')],
    ['CR-only line ends, a BOM and NULs', `\ufeff${OGRE.replace(/\n/g, '\r')}\0\0`],
    ['an unterminated comment and string', `${OGRE.slice(0, 300)} /* "never closed`],
];

/** `body` with the step's marker import: after a leading `ruleset rise` line (it must come first), else in front. */
function withMarker(step: number, body: string): string {
    const line = `import "step-${step}.strife"\n`;
    return body.startsWith('ruleset rise\n') ? `ruleset rise\n${line}${body.slice('ruleset rise\n'.length)}` : line + body;
}
const messageOf = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);
const isStep = (step: number) => (ds: Diagnostic[]) => ds.some(d => d.code === 'import-not-found' && messageOf(d).includes(`'step-${step}.strife'`));

/** Diagnostics whose range lies outside `text`, as LSP clients count lines. */
function outside(text: string, ds: Diagnostic[]): Diagnostic[] {
    const lines = text.split(/\r\n|\r|\n/);
    const ok = (p: Diagnostic['range']['start']) => p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line].length;
    return ds.filter(d => !ok(d.range.start) || !ok(d.range.end));
}

const BROKEN_STAT = `ruleset rise

character Wren {
  hitpoints 12
}
`;

describe('the stdio server survives garbled documents', () => {
    const ws = makeRiseWorkspace('strife-survive-');
    let server: LspSession;

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        await server.initialize(ws.uri);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'validates every garbled text typed over one open document, with ranges inside it',
        async () => {
            const uri = ws.fileUri('typed-over.strife');
            let step = 0;
            for (const [label, body] of GARBAGE) {
                const text = withMarker(step, body);
                const published = server.nextDiagnostics(uri, isStep(step));
                if (step === 0) await server.open(uri, text);
                else await server.change(uri, text);
                const ds = await published;
                expect(outside(text, ds), label).toEqual([]);
                // Any answer (even "nothing here") proves the process is alive and serving requests.
                const hover = await server.hover(uri, { line: 1, character: 2 });
                expect(hover === null || typeof hover.contents.value === 'string', label).toBe(true);
                step++;
            }
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );

    it(
        'validates garbled texts opened as new documents',
        async () => {
            for (const [index, [label, body]] of GARBAGE.entries()) {
                const step = 100 + index;
                const uri = ws.fileUri(`opened-${index}.strife`);
                const text = withMarker(step, body);
                const published = server.nextDiagnostics(uri, isStep(step));
                await server.open(uri, text);
                const ds = await published;
                expect(outside(text, ds), label).toEqual([]);
                await server.close(uri);
            }
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );

    it(
        'afterwards still diagnoses, hovers and runs as usual',
        async () => {
            const uri = ws.fileUri('typed-over.strife');
            const published = server.nextDiagnostics(uri, ds => ds.some(d => d.code === 'unknown-stat'));
            await server.change(uri, BROKEN_STAT);
            const ds = await published;
            const d = ds.find(x => x.code === 'unknown-stat')!;
            expect(d.range).toEqual({ start: { line: 3, character: 2 }, end: { line: 3, character: 11 } });

            const hover = await server.hover(uri, positionOf(BROKEN_STAT, 'character Wren', 'character '.length + 1));
            expect(hover?.contents.value).toContain('**Wren**');

            const ogreUri = ws.fileUri('ogre-bridge.strife');
            const ogreHover = await server.hover(ogreUri, positionOf(OGRE, 'Wren: total_defense', 'Wren: '.length + 1));
            expect(ogreHover?.contents.value).toContain('**total_defense**');
            const run = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', {
                uri: ogreUri,
                encounter: 'Ogre on the bridge',
                seed: 42,
            });
            expect(run.ok).toBe(true);
            expect(run.output).toMatch(/^Ogre on the bridge — ruleset rise, seed 42\n/);
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );
});

describe('the stdio server and deeply nested formulas', () => {
    const ws = makeRiseWorkspace('strife-deep-');
    let server: LspSession;

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        await server.initialize(ws.uri);
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'reports a formula nested past the depth limit (100 levels) on its line',
        async () => {
            const uri = ws.fileUri('deep.strife');
            const text = withMarker(100, duel(`${'('.repeat(100)}1d6${')'.repeat(100)}`));
            const published = server.nextDiagnostics(uri, isStep(100));
            await server.open(uri, text);
            const nesting = (await published).filter(d => d.severity === 1 && d.code !== 'import-not-found');
            expect(nesting).toHaveLength(1);
            expect(messageOf(nesting[0])).toMatch(/nest/i);
            expect(nesting[0].range.start.line).toBe(positionOf(text, 'attack Hit').line);
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );

    // This used to kill the server: the parser recursed once per parenthesis, and 5,000 of them
    // overflowed the stack with an uncaught RangeError (exit code 1).
    it(
        'survives a formula with 5,000 nested parentheses and still answers a hover',
        async () => {
            const uri = ws.fileUri('deeper.strife');
            const text = withMarker(5000, duel(`${'('.repeat(5000)}1d6${')'.repeat(5000)}`));
            const published = server.nextDiagnostics(uri, isStep(5000));
            await server.open(uri, text);
            const ds = await published;
            expect(ds.some(d => d.severity === 1 && d.range.start.line === positionOf(text, 'attack Hit').line && /nest/i.test(messageOf(d)))).toBe(
                true,
            );
            const hover = await server.hover(uri, positionOf(text, 'character Alpha', 'character '.length));
            expect(hover?.contents.value).toContain('**Alpha**');
            expect(server.alive).toBe(true);
        },
        TEST_TIMEOUT,
    );
});
