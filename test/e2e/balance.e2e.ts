/**
 * Balance in a real VS Code workbench (code-server + chromium, the packaged extension): difficulty
 * as you type in the encounter's lens (the CLI's figures for the same runs), the Balance… lens with
 * its quick picks, progress and Cancel, the answer in the report webview with its chart, and the
 * button that writes the chosen value into the file as an edit Undo takes back — nothing saved.
 * Run with `npm run test:e2e`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
    check as checkStep,
    type CodeServer,
    closeSpec,
    installExtension,
    openSpec,
    prepareScratch,
    readmeScreenshot,
    strifeCli,
    waitFor,
    WORKSPACE,
    type Workbench,
} from './harness.js';

let server: CodeServer | undefined;
let browser: BrowserContext | undefined;
let wb: Workbench;

function check(name: string, body: () => Promise<void>): void {
    checkStep(name, () => wb, body);
}

const VERDICT_LENS = /^(Trivial|Easy|Medium|Hard|Deadly) · heroes win \d+% ±\d+$/;

/** The encounter's lens titles as the editor shows them. */
async function lensTitles(): Promise<string[]> {
    return (await wb.editor.locator('.codelens-decoration a').allTextContents()).map(t => t.replace(/\u00a0/g, ' ').trim());
}

/**
 * Answers one step of Balance…'s quick inputs. `step` is text of that step's placeholder or prompt:
 * the answer is typed only once that step's box is shown and holds the keyboard focus, so nothing
 * meant for it can reach the editor while the previous step closes (an empty answer used to send
 * Delete to the editor, taking the file's first letter). Enter goes to the box itself.
 */
async function answerQuickInput(step: string, text: string, firstRow?: RegExp): Promise<void> {
    const widget = wb.page.locator('.quick-input-widget');
    const input = widget.locator('.quick-input-box input');
    await waitFor(
        `the quick input asking "${step}" to hold the focus`,
        async () => {
            if (!(await widget.isVisible())) return false;
            // An input box shows its prompt as a message; a quick pick, as its placeholder (the
            // message element can keep an earlier step's prompt while hidden).
            const message = widget.locator('.quick-input-message');
            const prompt = (await message.isVisible()) ? ((await message.textContent()) ?? '') : '';
            const asked = `${(await input.getAttribute('placeholder')) ?? ''} ${prompt}`;
            return asked.includes(step) && (await input.evaluate(el => el === document.activeElement));
        },
        30_000,
    );
    if ((await input.inputValue()) !== text) await input.fill(text);
    if (firstRow) {
        await waitFor(`"${firstRow}" to be the chosen row`, async () => {
            const label = await widget.locator('.monaco-list-row.focused').first().getAttribute('aria-label');
            return label !== null && firstRow.test(label);
        });
    }
    await input.press('Enter');
}

/** The report webview's page (VS Code nests it in an iframe inside the webview's iframe). */
const report = () => wb.page.frameLocator('iframe.webview').frameLocator('iframe#active-frame');

/** The lines the editor shows, spaces normalised. */
async function editorLines(): Promise<string[]> {
    return (await wb.editor.locator('.view-line').allTextContents()).map(l => l.replace(/\u00a0/g, ' '));
}

beforeAll(async () => {
    prepareScratch({ 'strife.difficultyAsYouType.runs': 2000 });
    installExtension();
    ({ server, browser, wb } = await openSpec('balance'));
});

afterAll(() => closeSpec(server, browser));

describe('Balance in VS Code (code-server)', () => {
    check("difficulty as you type: the encounter's lens shows the verdict of the CLI's 2,000 runs", async () => {
        const json = JSON.parse(strifeCli(['simulate', 'ambush.strife', '--runs', '2000', '--format', 'json']).stdout);
        const heroes = json.sides.find((s: { side: string }) => s.side === 'heroes');
        const points = (x: number) => Math.round(x * 100);
        const half = Math.max(points(heroes.interval.high - heroes.rate), points(heroes.rate - heroes.interval.low));
        const expected = `${json.verdict[0].toUpperCase()}${json.verdict.slice(1)} · heroes win ${points(heroes.rate)}% ±${half}`;
        await wb.openFile('ambush.strife');
        await waitFor('a verdict in the lens', async () => (await lensTitles()).some(t => VERDICT_LENS.test(t)), 60_000);
        // Refined as runs come in: the last look (2,000 runs) is the CLI's simulation of 2,000 runs.
        await waitFor(`the lens to read "${expected}"`, async () => (await lensTitles()).includes(expected), 60_000);
        expect(await lensTitles()).toEqual(expect.arrayContaining(['▶ Run encounter', 'Run with seed…', 'Simulate', 'Balance…', expected]));
        await readmeScreenshot(wb, 'difficulty-as-you-type');
    });

    check('Balance… asks what to vary and the target, and Cancel stops it', async () => {
        await wb.clickCodeLens('Balance…');
        await answerQuickInput('What should vary', 'Kara.hit_points', /^Kara\.hit_points/);
        // A long sweep: 91 settings of 2,000 runs, to be cancelled.
        await answerQuickInput('The values to try', 'Kara.hit_points=10..100');
        await answerQuickInput('Vary something else', '', /^Nothing else/);
        await answerQuickInput('Which setting', 'Sweep', /^Sweep/);
        const toast = wb.page.locator('.notifications-toasts .notification-toast', { hasText: 'balancing Ambush at the ford' });
        await toast.waitFor({ timeout: 30_000 });
        await wb.screenshot('balance-progress');
        await toast.locator('.monaco-button', { hasText: 'Cancel' }).click();
        await toast.waitFor({ state: 'hidden', timeout: 30_000 });
        await new Promise(r => setTimeout(r, 2000));
        expect(await wb.page.locator('iframe.webview').count()).toBe(0);
    });

    check('Balance… answers in the report webview, and its button writes the value as an undoable edit', async () => {
        await wb.command('View: Close All Editors');
        await wb.openFile('ambush.strife');
        const before = readFileSync(join(WORKSPACE, 'ambush.strife'), 'utf8');
        await wb.clickCodeLens('Balance…');
        await answerQuickInput('What should vary', 'Bandit', /^Bandit(,| |$)/);
        await answerQuickInput('The values to try', 'Bandit x3..6');
        await answerQuickInput('Vary something else', '', /^Nothing else/);
        await answerQuickInput('Which setting', 'Deadly', /^Deadly/);
        const answer = report().locator('[data-testid="balance-answer"]');
        await answer.waitFor({ timeout: 120_000 });
        const cli = strifeCli(['balance', 'ambush.strife', '--vary', 'Bandit x3..6', '--target', 'deadly']);
        expect(cli.status, cli.stderr).toBe(0);
        const sentence = /Answer: (.+?\.) /.exec(cli.stdout)![1];
        expect((await answer.locator('strong').textContent())?.trim()).toBe(sentence);
        expect(sentence).toMatch(/^Bandit x4 meets deadly: heroes win \d+\.\d%/);
        await waitFor('the chart drawn', async () => (await report().locator('body').getAttribute('data-charts-drawn')) === '1', 15_000);
        const painted = await report()
            .locator('canvas#balance-chart')
            .evaluate((c: HTMLCanvasElement) => {
                const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
                let n = 0;
                for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
                return n;
            });
        expect(painted).toBeGreaterThan(2000);
        const rows = await report().locator('[data-testid="balance-table"] tbody tr').count();
        expect(rows).toBe(4);
        await readmeScreenshot(wb, 'balance-report');

        // Nothing is written before the click.
        expect(readFileSync(join(WORKSPACE, 'ambush.strife'), 'utf8')).toBe(before);
        const write = report().locator('[data-testid="apply-answer"]');
        expect((await write.textContent())?.trim()).toBe('Write Bandit x4 into the file');
        await write.click();
        await waitFor(
            'the editor to say Bandit x4',
            // Only up to the count: an inlay hint (`Bandit#1, Bandit#2, …`) may follow it in the rendered line.
            async () => (await editorLines()).some(l => l.includes('side bandits { Bandit x4')),
            30_000,
        );
        await waitFor('the tab to show unsaved changes', async () => (await wb.activeTab.getAttribute('class'))?.includes('dirty'), 15_000);
        // Written into the editor, not saved: the GM decides.
        expect(readFileSync(join(WORKSPACE, 'ambush.strife'), 'utf8')).toBe(before);
        await wb.screenshot('balance-written');

        // Focus can still be on the webview whose button was clicked: Undo is pressed again (after
        // focusing the editor) until the editor holds the keys, at most three times.
        const restored = async () => (await editorLines()).some(l => l.includes('side bandits { Bandit x3'));
        for (let attempt = 0; attempt < 3 && !(await restored()); attempt++) {
            await wb.focusEditor();
            await wb.page.keyboard.press('Control+Z');
            await waitFor('Undo to bring back Bandit x3', restored, 10_000).catch(() => undefined);
        }
        expect(await restored()).toBe(true);
        expect(readFileSync(join(WORKSPACE, 'ambush.strife'), 'utf8')).toBe(before);
    });
});
