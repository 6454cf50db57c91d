/**
 * End-to-end harness: the packaged extension (strife.vsix) in a real VS Code workbench.
 *
 * code-server (installed by scripts/e2e/setup.sh into .cache/e2e/) serves VS Code on loopback with a
 * fresh profile under test-output/e2e/scratch/; Debian's chromium, driven by playwright-core, opens it.
 * Everything the run writes stays in test-output/e2e/ (HOME, XDG_*, TMPDIR point into the scratch
 * folder), and code-server runs in its own process group, which `stop()` kills as a whole.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
    copyFileSync,
    cpSync,
    existsSync,
    mkdirSync,
    openSync,
    closeSync,
    readFileSync,
    readdirSync,
    rmSync,
    statSync,
    writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, it } from 'vitest';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Screenshots, page dumps and logs. */
export const OUT = join(ROOT, 'test-output/e2e');
/** Profile, extensions, workspace and HOME of one run; emptied when a run starts, kept after it for reading. */
export const SCRATCH = join(OUT, 'scratch');
export const WORKSPACE = join(SCRATCH, 'workspace');
const FIXTURES = join(ROOT, 'test/e2e/fixtures');
const USER_DATA = join(SCRATCH, 'user-data');
const EXTENSIONS = join(SCRATCH, 'extensions');
const CODE_SERVER_LOG = join(OUT, 'code-server.log');
/** Process group id of a running code-server; scripts/e2e/run.sh kills that group if a run dies before stop(). */
export const CODE_SERVER_PGID_FILE = join(SCRATCH, 'code-server.pgid');

const CODE_SERVER_ENTRY = join(ROOT, '.cache/e2e/code-server/node_modules/code-server/out/node/entry.js');
/** The project's devDependency `node` (24.x): code-server 4.139 runs on Node 24 only. */
const NODE = join(ROOT, 'node_modules/.bin/node');
const CHROMIUM = process.env.STRIFE_E2E_CHROMIUM ?? '/usr/bin/chromium';
/** The .vsix under test; built by `npm run package` (see scripts/e2e/run.sh). */
export const VSIX = process.env.STRIFE_E2E_VSIX ? resolve(process.env.STRIFE_E2E_VSIX) : join(ROOT, 'strife.vsix');

/** Workbench settings of the fresh profile: no AI chat, no welcome page, no trust prompt, no telemetry. */
const SETTINGS = {
    // Read by the Simulate lens check: set from the start, as a file watcher may pick up a later
    // change only after the lens was clicked.
    'strife.simulation.runs': 3000,
    'chat.disableAIFeatures': true,
    'workbench.startupEditor': 'none',
    'security.workspace.trust.enabled': false,
    'telemetry.telemetryLevel': 'off',
    'telemetry.feedback.enabled': false,
    'workbench.enableExperiments': false,
    'workbench.tips.enabled': false,
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'extensions.ignoreRecommendations': true,
    'update.mode': 'none',
    'git.enabled': false,
    'files.autoSave': 'off',
    'editor.minimap.enabled': false,
    'editor.stickyScroll.enabled': false,
    'editor.fontSize': 14,
    'editor.hover.delay': 200,
    'editor.quickSuggestions': { other: false, comments: false, strings: false },
    'window.commandCenter': false,
    'workbench.layoutControl.enabled': false,
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
};

/** Environment of code-server and chromium: Node 24 first on PATH, HOME, XDG and TMPDIR in the scratch folder. */
function scratchEnv(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) {
        // Nothing of an enclosing VS Code, Electron or npm run leaks into the workbench under test.
        if (/^(VSCODE_|ELECTRON_|npm_)/.test(k)) continue;
        env[k] = v;
    }
    return {
        ...env,
        PATH: `${dirname(NODE)}:${process.env.PATH ?? ''}`,
        HOME: join(SCRATCH, 'home'),
        XDG_CONFIG_HOME: join(SCRATCH, 'xdg-config'),
        XDG_DATA_HOME: join(SCRATCH, 'xdg-data'),
        XDG_CACHE_HOME: join(SCRATCH, 'xdg-cache'),
        XDG_STATE_HOME: join(SCRATCH, 'xdg-state'),
        TMPDIR: join(SCRATCH, 'tmp'),
    };
}

/** Changes one setting of the profile; the workbench picks the file change up while it runs. */
export function setUserSetting(key: string, value: unknown): void {
    const file = join(USER_DATA, 'User/settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    settings[key] = value;
    writeFileSync(file, JSON.stringify(settings, null, 2));
}

/**
 * Starts a spec afresh: removes the previous scratch folder, copies the fixtures into a new
 * workspace and writes the profile's settings (the defaults below plus `settings`). Screenshots
 * and logs of other specs in the same run stay; scripts/e2e/run.sh clears them when a run starts.
 */
export function prepareScratch(settings: Record<string, unknown> = {}): void {
    mkdirSync(OUT, { recursive: true });
    rmSync(SCRATCH, { recursive: true, force: true });
    for (const d of ['home', 'xdg-config', 'xdg-data', 'xdg-cache', 'xdg-state', 'tmp', 'chromium', 'user-data/User', 'extensions']) {
        mkdirSync(join(SCRATCH, d), { recursive: true });
    }
    cpSync(FIXTURES, WORKSPACE, { recursive: true });
    writeFileSync(join(USER_DATA, 'User/settings.json'), JSON.stringify({ ...SETTINGS, ...settings }, null, 2));
    // Playwright's own temporary files (os.tmpdir()) go to the scratch folder as well.
    process.env.TMPDIR = join(SCRATCH, 'tmp');
}

function requireFile(path: string, hint: string): void {
    if (!existsSync(path)) throw new Error(`${path} is missing: ${hint}`);
}

/** `code-server --install-extension strife.vsix` into the scratch extensions folder. */
export function installExtension(): void {
    requireFile(CODE_SERVER_ENTRY, 'run scripts/e2e/setup.sh (npm run test:e2e does)');
    requireFile(VSIX, 'run npm run package (npm run test:e2e does)');
    const r = spawnSync(
        NODE,
        [
            CODE_SERVER_ENTRY,
            '--user-data-dir',
            USER_DATA,
            '--extensions-dir',
            EXTENSIONS,
            '--config',
            join(SCRATCH, 'code-server.yaml'),
            '--install-extension',
            VSIX,
        ],
        { cwd: SCRATCH, env: scratchEnv(), encoding: 'utf8', timeout: 120_000 },
    );
    writeFileSync(join(OUT, 'install-extension.log'), `${r.stdout}\n${r.stderr}`);
    if (r.status !== 0 || !/successfully installed/.test(r.stdout)) {
        throw new Error(`installing ${VSIX} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
    }
}

/** Polls `probe` until it returns a value other than undefined/false; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
    what: string,
    probe: () => T | undefined | false | Promise<T | undefined | false>,
    timeoutMs = 30_000,
    intervalMs = 100,
): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
        try {
            const value = await probe();
            if (value !== undefined && value !== false) return value;
        } catch (error) {
            lastError = error;
        }
        if (Date.now() > deadline) {
            throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
        }
        await new Promise(r => setTimeout(r, intervalMs));
    }
}

export class CodeServer {
    readonly child: ChildProcess;
    readonly url: string;
    private constructor(child: ChildProcess, url: string) {
        this.child = child;
        this.url = url;
    }

    /**
     * Starts code-server in its own process group (setsid) on a free loopback port. It opens
     * `folder` (default: the fixtures' workspace) unless the page's URL asks for another window
     * (`Workbench.url`); `null` gives no default folder.
     */
    static async start(folder: string | null = WORKSPACE): Promise<CodeServer> {
        requireFile(CODE_SERVER_ENTRY, 'run scripts/e2e/setup.sh (npm run test:e2e does)');
        const log = openSync(CODE_SERVER_LOG, 'w');
        const child = spawn(
            NODE,
            [
                CODE_SERVER_ENTRY,
                '--bind-addr',
                '127.0.0.1:0',
                '--auth',
                'none',
                '--disable-telemetry',
                '--disable-update-check',
                '--disable-workspace-trust',
                '--disable-getting-started-override',
                '--config',
                join(SCRATCH, 'code-server.yaml'),
                '--user-data-dir',
                USER_DATA,
                '--extensions-dir',
                EXTENSIONS,
                ...(folder === null ? [] : [folder]),
            ],
            {
                cwd: SCRATCH,
                env: scratchEnv(),
                stdio: ['ignore', log, log],
                // detached: the child calls setsid(), so it leads a new session and process group of its own;
                // its helpers (extension host, language server) inherit the group, and stop() kills the group.
                detached: true,
            },
        );
        closeSync(log);
        const server = new CodeServer(child, '');
        if (child.pid !== undefined) {
            writeFileSync(CODE_SERVER_PGID_FILE, `${child.pid}\n`);
            // Should the test process end without afterAll (a crash, an interrupt), take the group along.
            const pgid = child.pid;
            process.once('exit', () => {
                try {
                    process.kill(-pgid, 'SIGKILL');
                } catch {
                    /* already stopped */
                }
            });
        }
        try {
            const url = await waitFor(
                'code-server to listen',
                () => {
                    if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode}; see ${CODE_SERVER_LOG}`);
                    return /HTTP server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(readFileSync(CODE_SERVER_LOG, 'utf8'))?.[1];
                },
                30_000,
            );
            await waitFor('code-server /healthz', async () => (await fetch(`${url}/healthz`)).ok, 30_000);
            return new CodeServer(child, url);
        } catch (error) {
            await server.stop();
            throw error;
        }
    }

    /** SIGTERM to the whole process group, SIGKILL after 10 s; resolves when no process of the group is left. */
    async stop(): Promise<void> {
        const pgid = this.child.pid;
        if (pgid === undefined) return;
        const alive = () => {
            try {
                process.kill(-pgid, 0);
                return true;
            } catch {
                return false;
            }
        };
        const signal = (s: NodeJS.Signals) => {
            try {
                process.kill(-pgid, s);
            } catch {
                /* already gone */
            }
        };
        signal('SIGTERM');
        try {
            await waitFor('code-server to stop', () => !alive(), 10_000);
        } catch {
            signal('SIGKILL');
            await waitFor('code-server to die', () => !alive(), 5_000);
        }
        rmSync(CODE_SERVER_PGID_FILE, { force: true });
    }

    static log(): string {
        return existsSync(CODE_SERVER_LOG) ? readFileSync(CODE_SERVER_LOG, 'utf8') : '';
    }
}

/** Processes whose command line mentions the scratch folder (code-server, its extension host, the language server). */
export function leftoverProcesses(): string[] {
    const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
    return ps.stdout.split('\n').filter(line => line.includes(SCRATCH) && !line.includes('ps -eo'));
}

export async function launchBrowser(): Promise<BrowserContext> {
    return chromium.launchPersistentContext(join(SCRATCH, 'chromium'), {
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
        env: scratchEnv() as Record<string, string>,
        viewport: { width: 1600, height: 1000 },
        permissions: ['clipboard-read', 'clipboard-write'],
    });
}

/** Runs the project's CLI (`node bin/strife.cjs …`) in `cwd` (default: the workspace); returns its output and status. */
export function strifeCli(args: string[], cwd = WORKSPACE): { stdout: string; stderr: string; status: number | null } {
    const r = spawnSync(NODE, [join(ROOT, 'bin/strife.cjs'), ...args], { cwd, encoding: 'utf8', env: scratchEnv() });
    return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** Files whose content changed under a folder since `since` (ms); used to show nothing leaks to HOME or /tmp. */
export function newEntries(dir: string, since: number): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter(name => {
        try {
            return statSync(join(dir, name)).mtimeMs >= since;
        } catch {
            return false;
        }
    });
}

/** Driving the VS Code workbench in the page. */
export class Workbench {
    readonly page: Page;
    constructor(page: Page) {
        this.page = page;
    }

    /**
     * Loads the workbench and waits until the explorer shows the workspace, or, for a window with
     * no folder (`{ folders: false }`), until the status bar is drawn.
     */
    async load(url: string, { folders = true }: { folders?: boolean } = {}): Promise<void> {
        await this.page.goto(url);
        await this.page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
        if (!folders) {
            await this.page.locator('.part.statusbar').waitFor({ timeout: 60_000 });
            return;
        }
        const rows = this.page.locator('.explorer-folders-view .monaco-list-row').first();
        try {
            await rows.waitFor({ timeout: 30_000 });
        } catch {
            // Seen twice in the first runs of install.e2e.ts, a .code-workspace window opened after
            // another window: the workbench came up with the workspace's name but none of its
            // folders, and stayed so for a minute. Reload once, as a person would (the warning and
            // the screenshot say it happened).
            await this.screenshot('load-without-folders').catch(() => undefined);
            console.warn(`the workbench at ${url} showed no folders after 30 s; reloading it`);
            await this.page.reload();
            await rows.waitFor({ timeout: 60_000 });
        }
    }

    /**
     * The workbench URL of code-server at `base` for a window on a folder, a `.code-workspace`
     * file, or nothing (an empty window): the query parameters of VS Code's web workbench.
     */
    static url(base: string, open: { folder: string } | { workspace: string } | 'empty'): string {
        const url = new URL(base);
        if (open === 'empty') url.searchParams.set('ew', 'true');
        else if ('folder' in open) url.searchParams.set('folder', open.folder);
        else url.searchParams.set('workspace', open.workspace);
        return url.href;
    }

    /** The editor of the active tab. */
    get editor(): Locator {
        return this.page.locator('.editor-group-container.active .monaco-editor[data-uri]').first();
    }

    get activeTab(): Locator {
        return this.page.locator('.editor-group-container.active .tabs-container .tab.active');
    }

    /**
     * Opens a file with Quick Open (Ctrl+P) and waits for its editor to render it: `name` is a file
     * of the workspace, or an absolute path (Quick Open opens any file by its path, inside the
     * workspace folders or not, and in a window with no folder).
     */
    async openFile(path: string): Promise<void> {
        const name = basename(path);
        await this.focusWorkbench();
        const input = this.page.locator('.quick-input-widget .quick-input-box input');
        await this.retry(`quick open for ${name}`, async () => {
            await this.page.keyboard.press('Control+P');
            await input.waitFor({ state: 'visible', timeout: 2_000 });
        });
        await input.fill(path);
        const row = this.page.locator('.quick-input-widget .monaco-list-row', { hasText: name }).first();
        await row.waitFor({ state: 'visible' });
        await waitFor(`${name} to be the first quick open result`, async () =>
            (await this.page.locator('.quick-input-widget .monaco-list-row.focused').first().getAttribute('aria-label'))?.includes(name),
        );
        await this.page.keyboard.press('Enter');
        await waitFor(`${name} to be the active tab`, async () => (await this.activeTab.getAttribute('aria-label'))?.startsWith(name));
        await waitFor(`the editor of ${name}`, async () => (await this.editor.getAttribute('data-uri'))?.endsWith(`/${name}`));
        await this.editor.locator('.view-lines .view-line').first().waitFor();
        await this.focusEditor();
    }

    /** Clicks the explorer: takes keyboard focus away from any panel that grabbed it at start-up. */
    async focusWorkbench(): Promise<void> {
        // A window with no folder has no folder view: nothing to click (and no wait for one).
        const folders = this.page.locator('.explorer-folders-view').first();
        if ((await folders.count()) === 0) return;
        await folders.click({ position: { x: 40, y: 200 }, timeout: 5_000 }).catch(() => undefined);
    }

    /**
     * Gives the active editor keyboard focus with Ctrl+1 (View: Focus First Editor Group). Never a
     * click: Playwright scrolls a clicked element into view, which shifts Monaco's own scrolling.
     */
    async focusEditor(): Promise<void> {
        const focused = () => this.editor.evaluate(el => el.classList.contains('focused'));
        if (await focused()) return;
        await this.page.keyboard.press('Escape');
        await this.page.keyboard.press('Control+1');
        await waitFor('the editor to have focus', focused, 10_000);
    }

    /** Runs a command from the palette (F1) by its exact title, e.g. "Strife: Run Encounter". */
    async command(title: string): Promise<void> {
        const input = this.page.locator('.quick-input-widget .quick-input-box input');
        await this.retry('the command palette', async () => {
            await this.page.keyboard.press('F1');
            await input.waitFor({ state: 'visible', timeout: 2_000 });
        });
        await input.fill(`>${title}`);
        const label = (row: Locator) =>
            row
                .locator('.label-name')
                .first()
                .textContent()
                .then(t => t?.replace(/\s+/g, ' ').trim());
        const rows = this.page.locator('.quick-input-widget .monaco-list-row');
        await waitFor(`"${title}" in the palette`, async () => {
            for (const row of await rows.all()) if ((await label(row)) === title) return true;
            return false;
        });
        // Several entries may match ("Run Encounter" and "Run Encounter with Seed…"): move the
        // selection onto the exact title with the arrow keys, then run it.
        await waitFor(
            `"${title}" to be selected`,
            async () => {
                if ((await label(rows.and(this.page.locator('.focused')).first())) === title) return true;
                await this.page.keyboard.press('ArrowDown');
                return false;
            },
            10_000,
            150,
        );
        await this.page.keyboard.press('Enter');
    }

    /** Moves the cursor to a 1-based line and column with Go to Line (Ctrl+G). */
    async goTo(line: number, column: number): Promise<void> {
        await this.focusEditor();
        const input = this.page.locator('.quick-input-widget .quick-input-box input');
        await this.retry('go to line', async () => {
            await this.page.keyboard.press('Control+G');
            await input.waitFor({ state: 'visible', timeout: 2_000 });
        });
        await input.fill(`:${line}:${column}`);
        await this.page.keyboard.press('Enter');
        await input.waitFor({ state: 'hidden' });
        await waitFor(`cursor at ${line}:${column}`, async () => {
            const text = await this.page.locator('#status\\.editor\\.selection').textContent();
            return text?.includes(`Ln ${line}, Col ${column}`);
        });
    }

    /** Line and column (1-based) of an occurrence of `text` in a workspace file (or a file by its absolute path). */
    static position(file: string, text: string, occurrence = 1): { line: number; column: number } {
        const lines = readFileSync(resolve(WORKSPACE, file), 'utf8').split('\n');
        let seen = 0;
        for (let i = 0; i < lines.length; i++) {
            let from = 0;
            for (;;) {
                const at = lines[i].indexOf(text, from);
                if (at < 0) break;
                if (++seen === occurrence) return { line: i + 1, column: at + 1 };
                from = at + 1;
            }
        }
        throw new Error(`"${text}" not found in ${file}`);
    }

    /** The rendered tokens of one visible line: text and class (`mtkN`) of each span. */
    async lineTokens(lineText: string): Promise<{ text: string; cls: string }[]> {
        const line = this.editor.locator('.view-lines .view-line', { hasText: lineText }).first();
        await line.waitFor();
        return line.locator('span > span').evaluateAll(spans => spans.map(s => ({ text: s.textContent ?? '', cls: s.className })));
    }

    /** The visible hover widget (content hovers only). */
    get hover(): Locator {
        return this.page.locator('.monaco-hover:not(.hidden) .monaco-hover-content').first();
    }

    /** Puts the mouse on the character at the cursor (after goTo), which opens the editor hover. */
    async hoverAtCursor(): Promise<void> {
        const cursor = this.editor.locator('.cursors-layer .cursor').first();
        await cursor.waitFor();
        // The editor may still be scrolling the cursor's line into view (or a panel resizing it):
        // take the cursor's box once it holds still, so the mouse lands on the cursor's word.
        let last = '';
        const box = await waitFor('the cursor to hold still', async () => {
            const b = await cursor.boundingBox();
            const key = JSON.stringify(b);
            const still = b && key === last;
            last = key;
            return still ? b : undefined;
        });
        // The editor hover opens on mouse movement over a word: move in two steps, onto its second character.
        await this.page.mouse.move(box.x + 2, box.y + box.height / 2);
        await this.page.mouse.move(box.x + 12, box.y + box.height / 2, { steps: 3 });
    }

    /** Problems panel rows (opened with its command). */
    async problems(): Promise<Locator> {
        await this.command('View: Focus Problems (Errors, Warnings, Infos)');
        const panel = this.page.locator('.markers-panel');
        await panel.waitFor();
        return panel.locator('.monaco-list-row');
    }

    /** Retries an action whose effect may be swallowed while the workbench is still settling (focus moves). */
    async retry(what: string, action: () => Promise<void>, attempts = 10): Promise<void> {
        let last: unknown;
        for (let i = 0; i < attempts; i++) {
            try {
                await action();
                return;
            } catch (error) {
                last = error;
                await this.page.keyboard.press('Escape').catch(() => undefined);
                await this.focusWorkbench();
            }
        }
        throw new Error(`${what} did not open after ${attempts} attempts: ${String(last)}`);
    }

    /** The output channel shown in the panel, by the panel's channel picker. */
    async shownOutputChannel(): Promise<string | undefined> {
        const values = await this.page
            .locator('.part.panel select.monaco-select-box')
            .evaluateAll(els => els.map(e => (e as unknown as { value: string }).value));
        return values.find(v => v !== '');
    }

    /** The editor of the Output view in the panel. */
    get outputEditor(): Locator {
        return this.page.locator('.part.panel .monaco-editor[data-uri^="output:"]').first();
    }

    /**
     * The whole text of the Output view as a person would take it: click into it, Ctrl+A, Ctrl+C,
     * then read the clipboard. Also scrolls the view to its first line (Ctrl+Home).
     */
    async copyOutput(): Promise<string> {
        const box = await this.outputEditor.boundingBox();
        if (!box) throw new Error('the Output view is not visible');
        await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await this.page.keyboard.press('Control+Home');
        await this.page.keyboard.press('Control+A');
        await this.page.keyboard.press('Control+C');
        await this.page.keyboard.press('Control+Home');
        // (The test's tsconfig has no DOM lib: reach the page's clipboard through globalThis.)
        return this.page.evaluate(() =>
            (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
        );
    }

    /**
     * Clicks a CodeLens of the active editor by its title. VS Code re-creates the lens widgets
     * whenever the server's lenses are refreshed, so the element is looked up afresh until it has
     * a box on screen, and then clicked at that point with the mouse.
     */
    async clickCodeLens(title: string): Promise<void> {
        const lens = this.editor.locator('.codelens-decoration a', { hasText: title }).first();
        const box = await waitFor(
            `the CodeLens "${title}" on screen`,
            async () => {
                const b = await lens.boundingBox({ timeout: 1_000 }).catch(() => null);
                return b && b.width > 0 && b.height > 0 ? b : undefined;
            },
            30_000,
        );
        await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }

    async screenshot(name: string): Promise<string> {
        const path = join(OUT, `${name}.png`);
        await this.page.screenshot({ path });
        return path;
    }

    /**
     * After a failed check: the page's HTML and a copy of the code-server log next to the screenshot,
     * and the workbench's own logs (extension host, Strife Language Server, output channels).
     */
    async saveFailure(name: string): Promise<void> {
        writeFileSync(join(OUT, `${name}.failed.html`), await this.page.content().catch(e => `<!-- no content: ${String(e)} -->`));
        writeFileSync(join(OUT, `${name}.failed.code-server.log`), CodeServer.log());
        const logs = join(USER_DATA, 'logs');
        if (existsSync(logs)) cpSync(logs, join(OUT, `${name}.failed.logs`), { recursive: true });
    }
}

/**
 * A test of a spec: a screenshot `test-output/e2e/<slug>.png` when it passes; on failure a
 * `.failed` screenshot, the page's HTML, the code-server log and the workbench's logs.
 * `workbench` is read when the test runs (specs create theirs in beforeAll).
 */
export function check(name: string, workbench: () => Workbench | undefined, body: () => Promise<void>): void {
    const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    it(name, async () => {
        try {
            await body();
            await workbench()?.screenshot(slug);
        } catch (error) {
            const wb = workbench();
            if (wb) {
                await wb.screenshot(`${slug}.failed`).catch(() => undefined);
                await wb.saveFailure(slug);
            }
            throw error;
        }
    });
}

/**
 * A screenshot for the extension's README (client/README.md): always into test-output/e2e/, and
 * into images/<name>.png when STRIFE_E2E_DOCS_SCREENSHOT is set (how the pictures are refreshed).
 */
export async function readmeScreenshot(wb: Workbench, name: string): Promise<string> {
    const shot = await wb.screenshot(name);
    if (process.env.STRIFE_E2E_DOCS_SCREENSHOT) copyFileSync(shot, join(ROOT, 'images', `${name}.png`));
    return shot;
}

/**
 * A spec's code-server on the scratch workspace, a browser and the workbench page loaded in it
 * (on failure to load: a screenshot and the logs, named after `spec`). Call after `prepareScratch`
 * and `installExtension`; end with `closeSpec`.
 */
export async function openSpec(spec: string): Promise<{ server: CodeServer; browser: BrowserContext; wb: Workbench }> {
    const server = await CodeServer.start();
    const browser = await launchBrowser();
    const wb = new Workbench(browser.pages()[0] ?? (await browser.newPage()));
    try {
        await wb.load(server.url);
    } catch (error) {
        await wb.screenshot(`${spec}.failed`).catch(() => undefined);
        await wb.saveFailure(spec);
        throw error;
    }
    return { server, browser, wb };
}

/** Closes a spec's browser and code-server; no process of theirs may be left. */
export async function closeSpec(server: CodeServer | undefined, browser: BrowserContext | undefined): Promise<void> {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    expect(leftoverProcesses()).toEqual([]);
}
