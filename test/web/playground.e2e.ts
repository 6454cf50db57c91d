/**
 * The playground in a real browser (Debian's chromium, driven by playwright-core), loaded from a
 * static server as a person would (README: `python3 -m http.server -d out/web`): it picks an
 * example, sees a diagnostic after a typo and a hover with its citation, runs an encounter,
 * simulates it and sees a chart, and opens a share link (and a broken one). Screenshots go to
 * test-output/web/; with STRIFE_E2E_DOCS_SCREENSHOT=1 the README's picture is refreshed too
 * (docs/images/playground.png).
 *
 * Run by `npm run test:web` (needs `npm run build:web`), part of `npm run test:e2e`.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

const ROOT = resolve(__dirname, '../..');
const SITE = join(ROOT, 'out/web');
const OUT = join(ROOT, 'test-output/web');
const CHROMIUM = process.env.STRIFE_E2E_CHROMIUM ?? '/usr/bin/chromium';

let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A fresh profile (its own local storage), a laptop-sized window, errors of the page collected. */
async function openPage(hash = '', viewport = { width: 1366, height: 768 }): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, colorScheme: 'light' });
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
    const page = await context.newPage();
    const errors: string[] = [];
    // With its stack: a fault seen once in many runs must say where it came from.
    page.on('pageerror', error => errors.push(error.stack ?? error.message));
    page.on('console', message => {
        // The language client logs a request that raced a closed or changed document ("Request
        // textDocument/documentHighlight failed.") as VS Code's output channel would: not a fault.
        if (message.type() === 'error' && !/^Request \S+ failed\.$/.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${server.url}${hash}`);
    await page.waitForSelector('body[data-ready=true]', { timeout: 60_000 });
    return { page, errors };
}

async function shot(page: Page, name: string): Promise<void> {
    const file = join(OUT, `${name}.png`);
    await page.screenshot({ path: file });
    if (process.env.STRIFE_E2E_DOCS_SCREENSHOT && name === 'playground') copyFileSync(file, join(ROOT, 'docs/images/playground.png'));
}

/** The visible lines of the editor (Monaco draws spaces as no-break spaces). */
const textOf = (locator: Locator) => locator.textContent().then(t => t ?? '');
const editorText = (page: Page) =>
    page
        .locator('.monaco-editor .view-lines')
        .first()
        .textContent()
        .then(t => t ?? '')
        .then(t => t.replace(/\u00a0/g, ' '));
/** The editor's line holding `text` (words separated by any spaces). */
const line = (page: Page, text: string) => page.locator('.monaco-editor .view-line', { hasText: new RegExp(text.split(' ').join('\\s+')) }).first();

beforeAll(async () => {
    if (!existsSync(join(SITE, 'index.html'))) throw new Error(`${SITE}/index.html is missing: run npm run build:web first`);
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium (scripts/e2e/setup.sh does)`);
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    server = await serveStatic(SITE);
    browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
        ],
    });
});

afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
});

/** The .strife files of examples/<folder>/, in the playground's order. */
function examplesIn(folder: string): string[] {
    return readdirSync(join(ROOT, 'examples', folder))
        .filter(f => f.endsWith('.strife'))
        .sort((a, b) => a.localeCompare(b));
}

describe('the playground in chromium', () => {
    let page: Page;
    let errors: string[];
    let shareLink: string;

    it('picks an example: its folder is loaded, the picked file open, and the old files can be restored', async () => {
        ({ page, errors } = await openPage());
        await page.selectOption('#example', 'paladins/ambush-on-the-pass.strife');
        await expect
            .poll(() => page.locator('#files [role=tab]').allTextContents())
            // Every file of examples/paladins/, as the folder holds them (the list grows with the examples).
            .toEqual(examplesIn('paladins'));
        await expect.poll(() => textOf(page.locator('#files [aria-selected=true]'))).toBe('ambush-on-the-pass.strife');
        await expect.poll(() => editorText(page)).toContain('ruleset paladins');
        await expect.poll(() => textOf(page.locator('[data-notice=replaced] button').first())).toBe('Restore them');
        // The clean example has no error.
        await expect.poll(() => page.locator('.monaco-editor .squiggly-error').count(), { timeout: 20_000 }).toBe(0);
    });

    it('shows a diagnostic after a typo, and none once it is undone', async () => {
        await line(page, 'ruleset paladins').click();
        await page.keyboard.press('End');
        await page.keyboard.type('x');
        await expect.poll(() => page.locator('.monaco-editor .squiggly-error').count(), { timeout: 20_000 }).toBeGreaterThan(0);
        // Hovered again on every poll: a code lens drawn above the line once the server answers moves
        // the text from under a mouse that stays put, and the hover closes.
        await expect
            .poll(
                async () => {
                    await line(page, 'ruleset paladinsx')
                        .locator('span', { hasText: /paladinsx/ })
                        .first()
                        .hover();
                    return page
                        .locator('.monaco-hover')
                        .allTextContents()
                        .then(t => t.join('\n'));
                },
                { timeout: 15_000 },
            )
            .toMatch(/paladinsx/);
        await shot(page, 'playground-diagnostic');
        await page.keyboard.press('Escape');
        await line(page, 'ruleset paladinsx').click();
        await page.keyboard.press('Control+z');
        await expect.poll(() => page.locator('.monaco-editor .squiggly-error').count(), { timeout: 20_000 }).toBe(0);
    });

    it('hovers a rule with its citation (seed file and section)', async () => {
        await expect
            .poll(
                async () => {
                    // Hovered again on every poll (see the diagnostic's hover above).
                    await line(page, 'STR 1 DEX 3').locator('span', { hasText: /^STR$/ }).first().hover();
                    return page
                        .locator('.monaco-hover')
                        .allTextContents()
                        .then(t => t.join('\n'));
                },
                { timeout: 15_000 },
            )
            .toMatch(/(Rise|RPGStuck|Paladins of Awoudan|Enchanted Realms|Vaxia \/ Sirian), [A-Za-z ]+ §/);
        await shot(page, 'playground-hover');
        await page.keyboard.press('Escape');
    });

    it('runs the encounter at the cursor with Ctrl+Enter, and from its lens: the battle log appears beside the editor', async () => {
        await line(page, 'ruleset paladins').click();
        await page.keyboard.press('Control+Enter');
        await expect.poll(() => page.locator('#log').textContent(), { timeout: 30_000 }).toMatch(/Round 1/);
        expect(await page.locator('#log').textContent()).toMatch(/ruleset paladins/);
        await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Ran .* with seed \d+\./);
        await page.locator('#log').evaluate(log => {
            log.textContent = '';
        });
        // The encounter is below the fold: scroll the editor until its lens is drawn.
        const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: 'Run encounter' }).first();
        const box = (await page.locator('#editor').boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        for (let i = 0; i < 40 && !(await lens.isVisible()); i++) await page.mouse.wheel(0, 400);
        // Lenses drawn while scrolling are replaced once it stops (their commands with them).
        await page.waitForTimeout(1500);
        await lens.click();
        await expect.poll(() => page.locator('#log').textContent(), { timeout: 30_000 }).toMatch(/Round 1/);
    });

    it('simulates it: the report with its charts', async () => {
        await page.fill('#runs', '3000');
        await page.locator('#simulate').click();
        await expect.poll(() => page.locator('#report').isVisible(), { timeout: 60_000 }).toBe(true);
        const report = page.frameLocator('#report');
        await expect.poll(() => textOf(report.locator('[data-testid=verdict]')), { timeout: 20_000 }).toMatch(/\w/);
        expect(await textOf(report.locator('.meta').first())).toMatch(/3000 runs from seed/);
        // A chart drawn: the outcome chart's canvas has painted pixels.
        const frame = page.frames().find(f => f !== page.mainFrame() && f.parentFrame() === page.mainFrame());
        expect(frame).toBeDefined();
        await expect
            .poll(
                () =>
                    frame!.evaluate(() => {
                        const canvas = document.querySelector<HTMLCanvasElement>('canvas#outcomes-0');
                        if (!canvas || canvas.width === 0) return 0;
                        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
                        let painted = 0;
                        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
                        return painted;
                    }),
                { timeout: 20_000 },
            )
            .toBeGreaterThan(1000);
        await expect.poll(() => textOf(page.locator('#status'))).toMatch(/^Simulated 3,000 runs of .* in \d+\.\d\d s\.$/);
        await shot(page, 'playground');
    });

    it('shows the progress of a long simulation and cancels it', async () => {
        await page.fill('#runs', '1000000');
        await page.locator('#simulate').click();
        await expect.poll(() => textOf(page.locator('#progress-text')), { timeout: 30_000 }).toMatch(/^[\d,]+ of 1,000,000 runs$/);
        expect(await page.locator('#progress-bar').getAttribute('max')).toBe('1000000');
        await page.locator('#cancel').click();
        await expect.poll(() => textOf(page.locator('#status'))).toBe('The simulation was cancelled.');
        expect(await page.locator('#progress').isVisible()).toBe(false);
        await page.fill('#runs', '10000');
    });

    it('shares the open file with the file it imports; the link opens them and runs nothing', async () => {
        await page.selectOption('#example', 'rise/ogre-bridge.strife');
        await expect.poll(() => textOf(page.locator('#files [aria-selected=true]'))).toBe('ogre-bridge.strife');
        await page.locator('#share').click();
        shareLink = await page.locator('[data-notice=share] .link').inputValue();
        expect(shareLink).toMatch(/#share=1\.[A-Za-z0-9_-]+$/);
        expect(await textOf(page.locator('[data-notice=share]'))).toMatch(/ogre-bridge\.strife and bestiary\.strife/);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

        // A player opens it in a browser of their own.
        const player = await openPage(shareLink.slice(shareLink.indexOf('#')));
        await expect.poll(() => player.page.locator('#files [role=tab]').allTextContents()).toEqual(['ogre-bridge.strife', 'bestiary.strife']);
        await expect.poll(() => editorText(player.page)).toContain('ruleset rise');
        expect(await textOf(player.page.locator('[data-notice=replaced]'))).toMatch(/nothing has run/);
        expect(await textOf(player.page.locator('#log'))).toMatch(/^Run an encounter/);
        expect(await player.page.locator('#report').isVisible()).toBe(false);
        expect(new URL(player.page.url()).hash).toBe('');
        await expect.poll(() => player.page.locator('.monaco-editor .squiggly-error').count(), { timeout: 20_000 }).toBe(0);
        await shot(player.page, 'playground-shared');
        expect(player.errors).toEqual([]);
    });

    it('says which import is missing when a file it needs is removed, and brings it back', async () => {
        await page.locator('#files [role=tab]', { hasText: 'bestiary.strife' }).click();
        await page.locator('#delete-file').click();
        await expect
            .poll(() => page.locator('#files [role=tab]').allTextContents())
            // The Rise folder's other files, as examples/rise/ holds them (the list grows with the examples).
            .toEqual(examplesIn('rise').filter(f => f !== 'bestiary.strife'));
        await expect
            .poll(
                () =>
                    page
                        .locator('[data-notice=missing-imports]')
                        .textContent()
                        .catch(() => ''),
                { timeout: 20_000 },
            )
            .toMatch(/imports 'bestiary\.strife', which is not in the playground/);
        await page.locator('[data-notice=replaced] button', { hasText: 'Restore them' }).click();
        // Restored: the Rise folder as it was, the bestiary back.
        await expect.poll(() => page.locator('#files [role=tab]').count()).toBe(examplesIn('rise').length);
        await expect.poll(() => page.locator('[data-notice=missing-imports]').count(), { timeout: 20_000 }).toBe(0);
    });

    it('undoes a paste that would take a file past the size limit, and says so; nothing of the file is lost', async () => {
        const stored = () => page.evaluate(() => localStorage.getItem('strife.playground.workspace'));
        await page.waitForTimeout(500);
        const before = await stored();
        const big = `// ${'x'.repeat(2 * 1024 * 1024)}\n`;
        await page.evaluate(text => navigator.clipboard.writeText(text), big);
        await line(page, 'ruleset rise').click();
        await page.keyboard.press('Control+v');
        await expect
            .poll(() => textOf(page.locator('[data-notice=too-large]')).catch(() => ''), { timeout: 20_000 })
            .toMatch(/over the 2048 KB limit .* so it was undone; your text is as it was/);
        await page.waitForTimeout(500);
        expect(await stored()).toBe(before);
    });

    it('switches to the dark theme, the editor and the report with it', async () => {
        await page.locator('#files [role=tab]', { hasText: 'ogre-bridge.strife' }).click();
        await page.selectOption('#theme', 'dark');
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await expect
            .poll(
                () =>
                    page
                        .locator('.monaco-editor')
                        .first()
                        .evaluate(e => getComputedStyle(e).backgroundColor),
                { timeout: 10_000 },
            )
            .toBe('rgb(31, 31, 31)');
        await page.locator('#simulate').click();
        await expect.poll(() => page.locator('#report').isVisible(), { timeout: 60_000 }).toBe(true);
        const frame = page.frames().find(f => f !== page.mainFrame() && f.parentFrame() === page.mainFrame())!;
        await expect.poll(() => frame.evaluate(() => getComputedStyle(document.body).backgroundColor), { timeout: 20_000 }).toBe('rgb(31, 31, 31)');
        await shot(page, 'playground-dark');
    });

    it('says a broken share link is broken and keeps the files the page had', async () => {
        const open = await page.locator('#files [aria-selected=true]').textContent();
        const broken = `${shareLink.slice(shareLink.indexOf('#'), -12)}`;
        await page.evaluate(hash => {
            location.hash = hash;
        }, broken);
        await expect
            .poll(() => textOf(page.locator('[data-notice=share-link]')).catch(() => ''), { timeout: 15_000 })
            .toMatch(/This share link cannot be opened: .*Your own files are unchanged\./);
        expect(await textOf(page.locator('#files [aria-selected=true]'))).toBe(open);
        expect(errors).toEqual([]);
    });
});
