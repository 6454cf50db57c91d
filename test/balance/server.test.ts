/**
 * Balance in the language server, over stdio as an editor talks to it (`strife lsp --stdio`; run
 * `npm run build` first): the choices the quick picks offer, a balance request with its progress
 * and the edits it offers (the same answer as the CLI), refusals, and difficulty as you type — the
 * encounter's lens shows the verdict of the CLI's simulation of the same runs, disappears when the
 * text changes and comes back for the new text, and the setting turns it off.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeLens } from 'vscode-languageserver-types';
import type { BalanceChoicesResult, BalanceEncounterResult } from '../../client/protocol.js';
import { LspSession, makeRiseWorkspace, STRIFE_BIN, withTimeout } from '../lsp/lsp-harness.js';

const SLOW = { timeout: 300_000 };
const VERDICT_LENS = /^(Trivial|Easy|Medium|Hard|Deadly) · heroes win (\d+)% ±(\d+)$/;

function cli(args: readonly string[], cwd: string): string {
    const r = spawnSync(process.execPath, [STRIFE_BIN, ...args], { cwd, encoding: 'utf8', timeout: 240_000 });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
}

/** Polls the document's lenses until `accept` holds. */

/** What the VS Code extension says at initialize: it runs every lens command itself (Balance… among them). */
const VSCODE = { initializationOptions: { clientRunsLenses: true } };
async function lensesUntil(server: LspSession, uri: string, accept: (lenses: CodeLens[]) => boolean, ms = 120_000): Promise<CodeLens[]> {
    return withTimeout(
        (async () => {
            for (;;) {
                const lenses = (await server.request<CodeLens[] | null>('textDocument/codeLens', { textDocument: { uri } })) ?? [];
                if (accept(lenses)) return lenses;
                await new Promise(r => setTimeout(r, 100));
            }
        })(),
        ms,
        `lenses of ${uri}\n${server.stderr}`,
    );
}

const titles = (lenses: CodeLens[]) => lenses.map(l => l.command?.title ?? '');
const verdictLens = (lenses: CodeLens[]) => lenses.find(l => VERDICT_LENS.test(l.command?.title ?? ''));

describe('balance requests', () => {
    const ws = makeRiseWorkspace('strife-balance-lsp-');
    const ford = ws.fileUri('ambush-at-the-ford.strife');
    const fordText = readFileSync(join(ws.dir, 'ambush-at-the-ford.strife'), 'utf8');
    let server: LspSession;
    const progress: { runs: number; total?: number }[] = [];

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        server.connection.onNotification('strife/balanceProgress', (p: { progressToken: string; runs: number; total?: number }) => {
            if (p.progressToken === 'sweep') progress.push(p);
        });
        await server.initialize(ws.uri, 'rise', {}, {}, VSCODE);
        await server.open(ford, fordText);
        await server.waitForDiagnostics(ford);
    }, SLOW.timeout);
    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it('offers the lens and the choices: creature counts, stats, options, each with a range to start from', SLOW, async () => {
        const lenses = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: ford } });
        expect(titles(lenses)).toContain('Balance…');
        expect(lenses.find(l => l.command?.title === 'Balance…')!.command!.arguments).toEqual([ford, 'Ambush at the ford']);
        const choices = await server.request<BalanceChoicesResult>('strife/balanceChoices', { uri: ford, encounter: 'Ambush at the ford' });
        expect(choices.ok).toBe(true);
        // Kara and Doran are characters: no count.
        expect(choices.counts).toEqual([
            { name: 'Bandit', current: 3, suggested: 'Bandit x1..8' },
            { name: 'BanditCaptain', current: 1, suggested: 'BanditCaptain x1..4' },
        ]);
        expect(choices.stats).toContainEqual({
            combatant: 'BanditCaptain',
            stat: 'hit_points',
            current: 20,
            suggested: 'BanditCaptain.hit_points=11..40 step 3',
        });
        expect(choices.stats).toContainEqual(expect.objectContaining({ combatant: 'Kara', stat: 'armor', current: 7 }));
        expect(choices.options).toContainEqual({
            name: 'monsters_at_zero',
            values: ['dead', 'unconscious'],
            current: 'dead',
            suggested: 'monsters_at_zero',
        });
        // A suggestion is a --vary text the CLI accepts.
        cli(['balance', 'ambush-at-the-ford.strife', '--vary', 'BanditCaptain.hit_points=11..40 step 3', '--runs', '20', '--format', 'json'], ws.dir);
    });

    it('answers a search as the CLI does, with the edits that write it', SLOW, async () => {
        const result = await server.request<BalanceEncounterResult>(
            'strife/balanceEncounter',
            { uri: ford, encounter: 'Ambush at the ford', vary: ['Bandit x3..6'], target: 'deadly', runs: 4000, progressToken: 'search' },
            240_000,
        );
        expect(result.ok, result.message).toBe(true);
        const json = JSON.parse(
            cli(
                ['balance', 'ambush-at-the-ford.strife', '--vary', 'Bandit x3..6', '--target', 'deadly', '--runs', '4000', '--format', 'json'],
                ws.dir,
            ),
        );
        expect(result.answer).toBe(json.answer.point);
        expect(result.settings![result.answer!]).toEqual({
            label: 'Bandit x4',
            edits: [{ uri: ford, range: { start: { line: 34, character: 24 }, end: { line: 34, character: 26 } }, oldText: 'x3', newText: 'x4' }],
        });
        expect(result.html).toContain('data-testid="apply-answer"');
        expect(result.markdown).toContain('**Bandit x4 meets deadly');
    });

    it('sends progress of a sweep up to its total', SLOW, async () => {
        const result = await server.request<BalanceEncounterResult>(
            'strife/balanceEncounter',
            { uri: ford, vary: ['Bandit x3..5'], runs: 3000, progressToken: 'sweep' },
            240_000,
        );
        expect(result.ok, result.message).toBe(true);
        expect(result.answer).toBeUndefined();
        expect(progress.length).toBeGreaterThan(0);
        expect(progress.every(p => p.total === 9000 && p.runs <= 9000)).toBe(true);
    });

    it("refuses bad variations and targets with the CLI's sentences, and writes nothing", SLOW, async () => {
        const bad = await server.request<BalanceEncounterResult>('strife/balanceEncounter', { uri: ford, vary: ['Bandt x1..4'], progressToken: 'x' });
        expect(bad).toEqual({ ok: false, message: expect.stringContaining("Did you mean 'Bandit'?") });
        const inverted = await server.request<BalanceEncounterResult>('strife/balanceEncounter', {
            uri: ford,
            vary: ['Bandit x4..1'],
            progressToken: 'x',
        });
        expect(inverted.message).toContain('is inverted');
        const target = await server.request<BalanceEncounterResult>('strife/balanceEncounter', {
            uri: ford,
            vary: ['Bandit x3..4'],
            target: 'hardest',
            progressToken: 'x',
        });
        expect(target.message).toContain('is not a target');
        expect(readFileSync(join(ws.dir, 'ambush-at-the-ford.strife'), 'utf8')).toBe(fordText);
    });

    it('refuses a file with errors', SLOW, async () => {
        const broken = ws.fileUri('broken-balance.strife');
        await server.open(broken, 'ruleset rise\nimport "bestiary.strife"\nencounter e { side a { Bandit } side b { Ogre, Nobody } }\n');
        await server.waitForDiagnostics(broken, ds => ds.length > 0);
        const result = await server.request<BalanceEncounterResult>('strife/balanceEncounter', {
            uri: broken,
            vary: ['Bandit x1..2'],
            progressToken: 'x',
        });
        expect(result.ok).toBe(false);
        expect(result.message).toContain("Unknown combatant 'Nobody'");
        const choices = await server.request<BalanceChoicesResult>('strife/balanceChoices', { uri: broken });
        expect(choices.ok).toBe(false);
    });
});

describe('difficulty as you type', () => {
    const ws = makeRiseWorkspace('strife-live-lsp-');
    const ford = ws.fileUri('ambush-at-the-ford.strife');
    const fordText = readFileSync(join(ws.dir, 'ambush-at-the-ford.strife'), 'utf8');
    let server: LspSession;
    const refreshes: number[] = [];

    beforeAll(async () => {
        server = new LspSession(ws.dir);
        server.connection.onRequest('workspace/codeLens/refresh', () => {
            refreshes.push(Date.now());
            return null;
        });
        await server.initialize(ws.uri, 'rise', { codeLens: { refreshSupport: true } }, {}, VSCODE);
        await server.open(ford, fordText);
    }, SLOW.timeout);
    afterAll(() => {
        server?.dispose();
        ws.cleanup();
    });

    it("shows the verdict of the CLI's simulation of the same runs once all 2,000 are in", SLOW, async () => {
        const lenses = await lensesUntil(
            server,
            ford,
            ls => verdictLens(ls)?.command?.tooltip?.startsWith('Difficulty as you type: 2,000 runs') ?? false,
        );
        const lens = verdictLens(lenses)!;
        const [, verdict, rate, half] = VERDICT_LENS.exec(lens.command!.title)!;
        const json = JSON.parse(cli(['simulate', 'ambush-at-the-ford.strife', '--runs', '2000', '--format', 'json'], ws.dir));
        const heroes = json.sides.find((s: { side: string }) => s.side === 'heroes');
        expect(verdict.toLowerCase()).toBe(json.verdict);
        expect(Number(rate)).toBe(Math.round(heroes.rate * 100));
        expect(Number(half)).toBe(
            Math.max(Math.round(heroes.interval.high * 100 - heroes.rate * 100), Math.round(heroes.rate * 100 - heroes.interval.low * 100)),
        );
        expect(lens.command!.command).toBe('strife.simulateEncounter');
        expect(lens.command!.arguments).toEqual([ford, 'Ambush at the ford']);
        // The lens was refined: refreshes for the first look (250 runs) and each further one.
        expect(refreshes.length).toBeGreaterThanOrEqual(3);
    });

    it('drops the verdict when the text changes, and gives the new text its own', SLOW, async () => {
        const harder = fordText
            .replace('Bandit x3', 'Bandit x3')
            .replace('side bandits { Bandit x3, BanditCaptain }', 'side bandits { Bandit x3, BanditCaptain x2 }');
        // BanditCaptain x2 makes the script's `BanditCaptain` ambiguous: no verdict for a file with errors.
        await server.change(ford, harder);
        await server.waitForDiagnostics(ford, ds => ds.some(d => d.severity === 1));
        const none = await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: ford } });
        expect(verdictLens(none)).toBeUndefined();
        await new Promise(r => setTimeout(r, 1500));
        expect(verdictLens(await server.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: ford } }))).toBeUndefined();
        // Back to a clean file that is harder for the heroes: a new verdict comes.
        const fourBandits = fordText.replace('side bandits { Bandit x3, BanditCaptain }', 'side bandits { Bandit x4, BanditCaptain }');
        await server.change(ford, fourBandits);
        const lenses = await lensesUntil(server, ford, ls => verdictLens(ls) !== undefined);
        expect(verdictLens(lenses)!.command!.title).toMatch(/^Deadly · heroes win/);
    });

    it('stays off when strife.difficultyAsYouType.enabled is false', SLOW, async () => {
        const off = new LspSession(ws.dir);
        try {
            off.connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
                params.items.map(item => (item.section === 'strife' ? { difficultyAsYouType: { enabled: false } } : null)),
            );
            await off.initialize(ws.uri, 'rise', { configuration: true, codeLens: { refreshSupport: true } }, {}, VSCODE);
            await off.open(ford, fordText);
            await off.waitForDiagnostics(ford);
            await new Promise(r => setTimeout(r, 3000));
            const lenses = await off.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri: ford } });
            expect(titles(lenses)).toContain('Balance…');
            expect(verdictLens(lenses)).toBeUndefined();
        } finally {
            off.dispose();
        }
    });
});
