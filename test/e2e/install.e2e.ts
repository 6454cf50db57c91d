/**
 * The extension installed from the .vsix in the windows people open besides a plain folder: a
 * window with no folder on a single `.strife` file, a multi-root workspace (two folders, a file in
 * each, an import inside one), and a file from outside every workspace folder. Each must show its
 * diagnostics and hovers; imports resolve in the importing file's folder. Also the
 * `strife.trace.server` setting: the message trace in the `Strife Language Server` channel.
 * Run with `npm run test:e2e` (with vscode.e2e.ts; each spec starts its own code-server).
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { RISE_STATS } from '../../language/rulesets/rise/schema.js';
import { formatCitation } from '../../language/rulesets/ruleset.js';
import { SERVER_LOG_CHANNEL } from '../../client/client-identity.js';
import {
    check as checkStep,
    CodeServer,
    ROOT,
    SCRATCH,
    Workbench,
    installExtension,
    launchBrowser,
    prepareScratch,
    readmeScreenshot,
    strifeCli,
    waitFor,
    closeSpec,
} from './harness.js';

/** The fixtures of this spec, copied out of the repository into the scratch folder. */
const FILES = join(SCRATCH, 'install');
const LONE = join(FILES, 'lone/lone.strife');
const WORKSPACE_FILE = join(FILES, 'multi/strife.code-workspace');
const ROADSIDE = join(FILES, 'multi/alpha/roadside.strife');
const DUEL = join(FILES, 'multi/beta/duel.strife');
const STRAY = join(FILES, 'outside/stray.strife');

let server: CodeServer | undefined;
let browser: BrowserContext | undefined;
let wb: Workbench;

function check(name: string, body: () => Promise<void>): void {
    checkStep(name, () => wb, body);
}

/** The CLI's first error for a file (run in the file's folder): position, message and code. */
function cliError(file: string): { line: number; column: number; message: string; code: string } {
    const dir = join(file, '..');
    const r = strifeCli(['check', file], dir);
    const m = /:(\d+):(\d+): error: (.+) \[([\w-]+)\]/.exec(r.stdout + r.stderr);
    expect(m, r.stdout + r.stderr).not.toBeNull();
    return { line: Number(m![1]), column: Number(m![2]), message: m![3], code: m![4] };
}

/** The CLI's error is a squiggle in the editor and a row of the Problems panel with its code and position. */
async function expectProblem(file: string): Promise<void> {
    const error = cliError(file);
    await wb.editor.locator('.squiggly-error').first().waitFor({ timeout: 30_000 });
    const rows = await wb.problems();
    const row = rows
        .filter({ has: wb.page.locator('.marker-message', { hasText: error.message }) })
        .filter({ has: wb.page.locator('.marker-line', { hasText: `[Ln ${error.line}, Col ${error.column}]` }) })
        .first();
    await row.waitFor({ timeout: 30_000 });
    expect((await row.locator('.marker-code').textContent())?.trim()).toBe(error.code);
    expect((await row.locator('.marker-source').textContent())?.trim()).toBe('strife');
}

/** Hovering a Rise stat in `file` shows the stat's summary and its citation. */
async function expectStatHover(file: string, statName: string): Promise<void> {
    const stat = RISE_STATS.find(s => s.name === statName)!;
    const at = Workbench.position(file, `${statName} `);
    await wb.page.keyboard.press('Escape');
    await wb.goTo(at.line, at.column);
    await wb.hoverAtCursor();
    await waitFor(`the ${statName} hover`, async () => (await wb.hover.textContent())?.includes(stat.summary), 15_000);
    expect(await wb.hover.textContent()).toContain(formatCitation(stat.cite));
}

/**
 * F12 on `reference` in the active file opens `target` at the line of `definition`. The key is
 * pressed again while nothing opens: in a new window the extension host may still be starting the
 * language client, and VS Code drops F12 while no definition provider is registered.
 */
async function expectDefinition(file: string, reference: string, target: string, definition: string): Promise<void> {
    const at = Workbench.position(file, reference);
    const name = target.split('/').pop()!;
    const opened = async () => (await wb.activeTab.getAttribute('aria-label'))?.startsWith(name);
    for (let attempt = 1; ; attempt++) {
        await wb.page.keyboard.press('Escape');
        await wb.goTo(at.line, at.column + 1);
        await wb.page.keyboard.press('F12');
        try {
            await waitFor(`${name} to be the active tab`, opened, 10_000);
            break;
        } catch (error) {
            if (attempt === 3) throw error;
        }
    }
    const line = Workbench.position(target, definition).line;
    await waitFor(`the cursor on line ${line} of ${name}`, async () =>
        (await wb.page.locator('#status\\.editor\\.selection').textContent())?.includes(`Ln ${line},`),
    );
}

/**
 * Opens a new window of the workbench in a new page, as a person opening another VS Code window
 * would (the page of the previous window is closed first, so its extension host ends).
 */
async function openWindow(open: Parameters<typeof Workbench.url>[1]): Promise<void> {
    await (wb as Workbench | undefined)?.page.close();
    wb = new Workbench(await browser!.newPage());
    await wb.load(Workbench.url(server!.url, open), { folders: open !== 'empty' });
}

beforeAll(async () => {
    // The trace setting is on from the start: the client reads it when it starts.
    prepareScratch({ 'strife.trace.server': 'verbose' });
    cpSync(join(ROOT, 'test/e2e/install-fixtures'), FILES, { recursive: true });
    installExtension();
    // No default folder: each check opens the window it needs by URL.
    server = await CodeServer.start(null);
    browser = await launchBrowser();
});

afterAll(() => closeSpec(server, browser));

describe('Strife installed from the .vsix, in windows other than one folder', () => {
    check('a window with no folder: a single .strife file gets its diagnostic and a cited hover', async () => {
        await openWindow('empty');
        expect(await wb.page.locator('.explorer-folders-view .monaco-list-row').count()).toBe(0);
        await wb.openFile(LONE);
        await waitFor(
            'the status bar to say Strife',
            async () => (await wb.page.locator('#status\\.editor\\.mode').textContent())?.trim() === 'Strife',
        );
        await expectProblem(LONE);
        await expectStatHover(LONE, 'damage_resistance');
    });

    check('strife.trace.server: verbose traces the messages in the Strife Language Server channel', async () => {
        await wb.page.keyboard.press('Escape');
        await wb.command('Output: Show Output Channels...');
        const input = wb.page.locator('.quick-input-widget .quick-input-box input');
        await input.waitFor({ state: 'visible' });
        await input.fill(SERVER_LOG_CHANNEL);
        await waitFor(`${SERVER_LOG_CHANNEL} in the channel list`, async () =>
            ((await wb.page.locator('.quick-input-widget .monaco-list-row.focused').first().textContent()) ?? '').includes(SERVER_LOG_CHANNEL),
        );
        await wb.page.keyboard.press('Enter');
        await waitFor(`the Output view to show ${SERVER_LOG_CHANNEL}`, async () => (await wb.shownOutputChannel()) === SERVER_LOG_CHANNEL, 30_000);
        // Verbose: each message with its parameters, so the opened file's URI is in the trace.
        const text = await waitFor(
            'the trace of the opened file',
            async () => {
                const copied = await wb.copyOutput();
                return /Sending notification 'textDocument\/didOpen'/.test(copied) && copied.includes('lone.strife') && copied;
            },
            30_000,
            500,
        );
        expect(text).toMatch(/Received (response|notification) '/);
    });

    check('a multi-root workspace: an import resolves inside its folder, the other folder gets its diagnostics and quick fix', async () => {
        await openWindow({ workspace: WORKSPACE_FILE });
        const roots = wb.page.locator('.explorer-folders-view .monaco-list-row');
        await waitFor('both folders in the explorer', async () => {
            const labels = (await roots.allTextContents()).map(t => t.trim());
            return labels.some(l => l.startsWith('alpha')) && labels.some(l => l.startsWith('beta'));
        });

        // alpha: the encounter's bandits come from the bestiary beside it.
        await wb.openFile(ROADSIDE);
        // The server has read the file once its lens is drawn.
        await wb.editor.locator('.codelens-decoration a', { hasText: 'Run encounter' }).first().waitFor({ timeout: 30_000 });
        await expectDefinition(ROADSIDE, 'Bandit x2', join(FILES, 'multi/alpha/bestiary.strife'), 'creature Bandit {');
        await wb.openFile(ROADSIDE);
        expect(await wb.editor.locator('.squiggly-error').count()).toBe(0);

        // beta: a misspelt stat, fixed with the quick fix the diagnostic offers.
        await wb.openFile(DUEL);
        await expectProblem(DUEL);
        const typo = Workbench.position(DUEL, 'hit_pionts');
        await wb.goTo(typo.line, typo.column + 2);
        const fix = wb.page.locator('.action-widget .monaco-list-row', { hasText: "Change to 'hit_points'" }).first();
        await wb.retry('the quick fix menu', async () => {
            await wb.focusEditor();
            await wb.page.keyboard.press('Control+.');
            await fix.waitFor({ state: 'visible', timeout: 3_000 });
        });
        await readmeScreenshot(wb, 'quick-fix');
        await fix.click();
        await waitFor('the fixed stat in the editor', async () =>
            (await wb.editor.locator('.view-line').allTextContents()).some(l => l.replace(/\u00a0/g, ' ').trim() === 'hit_points 14'),
        );
        await waitFor('the squiggles to go', async () => (await wb.editor.locator('.squiggly-error').count()) === 0, 30_000);
    });

    check('a file outside every workspace folder: its diagnostic, a cited hover and its import', async () => {
        // Still the multi-root window: the file lies in neither of its folders.
        await wb.page.keyboard.press('Escape');
        await wb.openFile(STRAY);
        await expectProblem(STRAY);
        await expectStatHover(STRAY, 'damage_resistance');
        await expectDefinition(STRAY, 'Kobold x2', join(FILES, 'outside/kobolds.strife'), 'creature Kobold {');
    });
});
