/**
 * A day in the editor, through the real language server over stdio (`strife lsp --stdio`): the Run
 * day / Simulate day CodeLenses above a day, `strife/runEncounter` and `strife/simulateEncounter`
 * given a day (by name, and at the cursor), and the hover on a rest. The workspace is a copy of
 * examples/rise, whose the-long-road.strife is a six-fight day. Build first (`npm run build`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeLens } from 'vscode-languageserver-types';
import { LspSession, makeRiseWorkspace, positionOf, STRIFE_BIN } from './lsp-harness.js';

const TEST_TIMEOUT = 30_000;

describe('a day in the editor (strife lsp --stdio)', () => {
    const ws = makeRiseWorkspace('strife-day-');
    let server: LspSession;
    const dayUri = ws.fileUri('the-long-road.strife');
    const dayText = readFileSync(join(ws.dir, 'the-long-road.strife'), 'utf8');
    /** `strife run the-long-road.strife`: the bytes the editor must show too. */
    let cli: string;

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        await server.initialize(ws.uri);
        const published = server.waitForDiagnostics(dayUri);
        await server.open(dayUri, dayText);
        expect((await published).filter(d => d.severity === 1)).toEqual([]);
        cli = execFileSync(process.execPath, [STRIFE_BIN, 'run', 'the-long-road.strife'], { cwd: ws.dir, encoding: 'utf8', timeout: 20_000 });
    }, TEST_TIMEOUT);

    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it(
        'puts Run day and Simulate day above the day, naming it as the commands’ third argument',
        async () => {
            const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: dayUri } });
            const line = dayText.split('\n').findIndex(l => l.startsWith('day "The long road"'));
            expect(lenses.map(l => [l.range.start.line, l.command?.title, l.command?.command, l.command?.arguments])).toEqual([
                [line, '▶ Run day', 'strife.runEncounter', [dayUri, null, 'The long road']],
                [line, 'Simulate day', 'strife.simulateEncounter', [dayUri, null, 'The long road']],
            ]);
        },
        TEST_TIMEOUT,
    );

    it(
        'runs the day by name exactly as `strife run` prints it',
        async () => {
            const result = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', { uri: dayUri, day: 'The long road' });
            expect(cli).toMatch(/^Day The long road — party travellers, seed 12\n/);
            expect(cli).toContain('Fight 6 of 6: The ogre at the gate');
            expect(result).toEqual({ ok: true, output: cli });
        },
        TEST_TIMEOUT,
    );

    it(
        'runs the day at the cursor when no name is given',
        async () => {
            const result = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', {
                uri: dayUri,
                position: positionOf(dayText, 'short_rest', 2),
            });
            expect(result).toEqual({ ok: true, output: cli });
        },
        TEST_TIMEOUT,
    );

    it(
        'refuses a day the file does not have, naming the ones it has',
        async () => {
            const result = await server.request<{ ok: boolean; output: string }>('strife/runEncounter', { uri: dayUri, day: 'The short road' });
            expect(result).toEqual({ ok: false, output: "No day named 'The short road'. Days: 'The long road'.\n" });
        },
        TEST_TIMEOUT,
    );

    it('simulates the day and answers with the report, its chart of the party across the day included', async () => {
        const result = await server.request<{ ok: boolean; title?: string; html?: string; markdown?: string }>(
            'strife/simulateEncounter',
            { uri: dayUri, day: 'The long road', runs: 300, progressToken: 'day-1' },
            60_000,
        );
        expect(result.ok).toBe(true);
        expect(result.title).toBe('The long road');
        expect(result.html).toContain('<canvas id="day-resources"');
        expect(result.markdown).toContain('## Day: The long road');
        expect(result.markdown).toContain('### The party across the day');
        // The same figures as `strife simulate --day -n 300 --format json` (same seed: the day's `seed 12`).
        const json = JSON.parse(
            execFileSync(process.execPath, [STRIFE_BIN, 'simulate', 'the-long-road.strife', '-n', '300', '-f', 'json'], {
                cwd: ws.dir,
                encoding: 'utf8',
                timeout: 30_000,
            }),
        ) as { through: number; runs: number };
        expect(json.runs).toBe(300);
        expect(result.markdown).toContain(`get through the day in ${((json.through / 300) * 100).toFixed(1)}% of runs`);
    }, 60_000);

    it(
        'hovers a rest with what it restores under the ruleset, and its citation',
        async () => {
            const hover = await server.hover(dayUri, positionOf(dayText, 'short_rest', 3));
            const md = hover?.contents.value ?? '';
            expect(md).toContain('short_rest');
            expect(md).toContain('hit points and damage resistance back to their maximum');
            expect(md).toContain('Rise, Combat §Recover');
        },
        TEST_TIMEOUT,
    );
});
