/**
 * The editor's depth in a real VS Code workbench (code-server + chromium), as a person sees it:
 * Format Document lays a messy file out canonically, semantic colours follow meaning, the Outline
 * view nests the file's constructs with their icons, inlay hints show odds and instance names, and
 * a snippet inserts an encounter skeleton to fill in with Tab.
 * Fixtures: test/e2e/fixtures/editor-depth/ (a subfolder: the explorer's file list stays short).
 * Run with `npm run test:e2e` (each spec starts its own code-server).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Locator } from 'playwright-core';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { LspSession } from '../lsp/lsp-harness.js';
import {
    check as checkStep,
    type CodeServer,
    WORKSPACE,
    Workbench,
    installExtension,
    prepareScratch,
    readmeScreenshot,
    waitFor,
    closeSpec,
    openSpec,
} from './harness.js';

const MESSY = 'editor-depth/messy.strife';
const DEPTH = 'editor-depth/depth.strife';

let server: CodeServer | undefined;
let browser: BrowserContext | undefined;
let wb: Workbench;

function check(name: string, body: () => Promise<void>): void {
    checkStep(name, () => wb, body);
}

/** The visible lines of the active editor as a person reads them (Monaco renders spaces as U+00A0). */
async function visibleLines(): Promise<string[]> {
    return (await wb.editor.locator('.view-lines .view-line').allTextContents()).map(l => l.replace(/\u00a0/g, ' '));
}

/** The whole text of the active editor, copied as a person would (Ctrl+A, Ctrl+C); leaves the cursor at the top. */
async function editorText(): Promise<string> {
    await wb.focusEditor();
    await wb.page.keyboard.press('Control+A');
    await wb.page.keyboard.press('Control+C');
    await wb.page.keyboard.press('Control+Home');
    // (The test's tsconfig has no DOM lib: reach the page's clipboard through globalThis.)
    return wb.page.evaluate(() =>
        (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
    );
}

/** The rendered tokens of the first visible line containing `lineText`: each span's text and computed colour. */
async function tokenColours(lineText: string): Promise<{ text: string; color: string }[]> {
    const line = wb.editor.locator('.view-lines .view-line', { hasText: lineText }).first();
    await line.waitFor({ timeout: 5_000 });
    return line
        .locator('span > span')
        .evaluateAll(spans => spans.map(s => ({ text: (s.textContent ?? '').replace(/\u00a0/g, ' ').trim(), color: getComputedStyle(s).color })));
}

/** The colour of the `occurrence`-th (1-based) token whose text is exactly `token` on the line; undefined while not a token of its own. */
async function colourOf(lineText: string, token: string, occurrence = 1): Promise<string | undefined> {
    return (await tokenColours(lineText)).filter(t => t.text === token)[occurrence - 1]?.color;
}

/** The indentation the editor uses for the active file, from the status bar (`Spaces: 2`), as LSP formatting options. */
async function editorIndentation(): Promise<{ tabSize: number; insertSpaces: boolean }> {
    const text = await waitFor('the indentation in the status bar', async () =>
        (await wb.page.locator('#status\\.editor\\.indentation').textContent())?.trim(),
    );
    const m = /^(Spaces|Tab Size): (\d+)$/.exec(text);
    if (!m) throw new Error(`unexpected indentation status "${text}"`);
    return { tabSize: Number(m[2]), insertSpaces: m[1] === 'Spaces' };
}

interface OutlineRow {
    index: number;
    name: string;
    level: number;
    icon: string;
}

/** The outline rows rendered in the Outline view: position in the tree, name, nesting level (1 = top) and the symbol icon's codicon. */
async function outlineRows(rows: Locator): Promise<OutlineRow[]> {
    return rows.evaluateAll(els =>
        els.map(row => ({
            index: Number(row.getAttribute('data-index')),
            name: (row.querySelector('.label-name')?.textContent ?? '').trim(),
            level: Number(row.getAttribute('aria-level')),
            icon: (row.querySelector('.outline-element-icon')?.className ?? '').split(/\s+/).find(c => c.startsWith('codicon-symbol-')) ?? '',
        })),
    );
}

beforeAll(async () => {
    // Semantic colours are on by default for the built-in themes ('configuredByTheme'); say so outright.
    // The explorer does not unfold editor-depth/ when a file of it opens: its file list stays short, and
    // the harness's focusing click below the list (focusWorkbench) lands on no file.
    prepareScratch({ 'editor.semanticHighlighting.enabled': true, 'outline.collapseItems': 'alwaysExpand', 'explorer.autoReveal': false });
    installExtension();
    ({ server, browser, wb } = await openSpec('editor-depth-startup'));
});

afterAll(() => closeSpec(server, browser));

describe('the editor depth of Strife in VS Code (code-server)', () => {
    check('Format Document lays a messy file out canonically, and again changes nothing', async () => {
        const messy = readFileSync(join(WORKSPACE, MESSY), 'utf8');
        await wb.openFile(MESSY);
        const options = await editorIndentation();

        // The canonical text, from the same language server over stdio with the editor's options.
        const lsp = new LspSession(WORKSPACE);
        let expected: string;
        try {
            await lsp.initialize(pathToFileURL(WORKSPACE).href);
            const uri = pathToFileURL(join(WORKSPACE, MESSY)).href;
            await lsp.open(uri, messy);
            const edits = await lsp.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri }, options });
            expected = TextDocument.applyEdits(TextDocument.create(uri, 'strife', 1, messy), edits);
            // Formatting the canonical text again changes nothing.
            await lsp.change(uri, expected);
            expect(await lsp.request<TextEdit[]>('textDocument/formatting', { textDocument: { uri }, options })).toEqual([]);
        } finally {
            lsp.dispose();
        }
        expect(expected).not.toBe(messy);
        expect(expected).toContain('character Wren {\n');
        expect(expected).toContain(`${' '.repeat(options.tabSize)}round 1 { Wren: Axe -> Footpad#1 }\n`);

        expect(await editorText()).toBe(messy);
        // The server has the file once its CodeLens shows: its formatter is registered by then.
        await wb.editor.locator('.codelens-decoration a', { hasText: 'Run encounter' }).first().waitFor({ timeout: 60_000 });
        // Should a run have no effect (VS Code drops a formatting result when the cursor moves while
        // the request is out), it is repeated: formatting is idempotent.
        let shown = '';
        const firstFormattedLine = expected.split('\n').find((line, i) => line !== messy.split('\n')[i]) ?? '';
        for (let attempt = 1; ; attempt++) {
            await wb.command('Format Document');
            try {
                // Watched on screen, not copied: VS Code drops a formatting result if the cursor moves
                // while the request is out, and copying moves it (Ctrl+A).
                await waitFor('the editor to show the formatted text', async () => (await visibleLines()).includes(firstFormattedLine), 10_000, 250);
                shown = await editorText();
                if (shown === expected) break;
                throw new Error('the editor shows a text other than the canonical one');
            } catch (error) {
                if (attempt === 3) expect(shown, String(error)).toBe(expected);
                console.warn(`Format Document ${attempt} had no effect; running it again`);
                await wb.screenshot(`format-document-${attempt}-without-effect`);
                await wb.command('Notifications: Clear All Notifications');
            }
        }
        await readmeScreenshot(wb, 'formatting');

        // Saved, then formatted again: the text stays and the tab stays clean (that the server answers
        // the canonical text with no edit at all is checked above).
        await wb.page.keyboard.press('Control+S');
        await waitFor('the tab to be saved', async () => !(await wb.activeTab.getAttribute('class'))?.includes('dirty'));
        await wb.command('Format Document');
        expect(await editorText()).toBe(expected);
        expect(await wb.activeTab.getAttribute('class')).not.toContain('dirty');
        expect(readFileSync(join(WORKSPACE, MESSY), 'utf8')).toBe(expected);
    });

    check('semantic colours follow meaning: a name looks the same where it is declared and where it is used', async () => {
        await wb.openFile(DEPTH);
        const declaration = 'power 3';
        const formula = 'attack Warhammer { vs armor  damage 1d10 + power';
        const foreground = await wb.editor.locator('.view-lines').evaluate(el => getComputedStyle(el).color);
        // Semantic tokens come after the TextMate colours: wait until the uses take their declarations' colours.
        const colours = await waitFor(
            'semantic colours on the stat, the template and the dice',
            async () => {
                const stat = await colourOf(declaration, 'power');
                const statUse = await colourOf(formula, 'power');
                const template = await colourOf('creature Raider {', 'Raider');
                const extendsUse = await colourOf('creature RaiderChief extends Raider', 'Raider');
                const countUse = await colourOf('side raiders {', 'Raider');
                const chief = await colourOf('creature RaiderChief extends Raider', 'RaiderChief');
                const chiefUse = await colourOf('side raiders {', 'RaiderChief');
                const dice = await colourOf(formula, '1d10');
                const number = await colourOf(declaration, '3');
                const ready =
                    stat !== undefined &&
                    stat === statUse &&
                    template !== undefined &&
                    template === extendsUse &&
                    template === countUse &&
                    chief === template &&
                    chiefUse === template;
                return ready && { stat, template, dice, number };
            },
            30_000,
            250,
        );
        // Meaningful colours, not the plain text colour, and each meaning its own.
        expect(colours.stat).not.toBe(foreground);
        expect(colours.template).not.toBe(foreground);
        expect(colours.template).not.toBe(colours.stat);
        // A dice term is a kind of number: it takes the theme's number colour.
        expect(colours.dice).toBeDefined();
        expect(colours.dice).toBe(colours.number);
        expect(colours.dice).not.toBe(foreground);
        expect(colours.dice).not.toBe(colours.stat);
        // A character is not a template: its name in the side line takes its own colour.
        const character = await colourOf('character Sela {', 'Sela');
        expect(await colourOf('side heroes {', 'Sela')).toBe(character);
        expect(character).not.toBe(foreground);
        await readmeScreenshot(wb, 'semantic-colours');
    });

    check('the Outline view nests combatants, attacks, sides and rounds with their icons', async () => {
        await wb.openFile(DEPTH);
        // Room for the outline: fold the explorer's file list (unfolded again at the end).
        const foldersHeader = wb.page.locator('.pane-header', { hasText: 'workspace' }).first();
        const setFolders = async (expanded: boolean) => {
            if ((await foldersHeader.getAttribute('aria-expanded')) !== String(expanded)) await foldersHeader.click();
            await waitFor(
                `the file list ${expanded ? 'unfolded' : 'folded'}`,
                async () => (await foldersHeader.getAttribute('aria-expanded')) === String(expanded),
            );
        };
        await wb.command('Explorer: Focus on Outline View');
        await setFolders(false);
        try {
            const pane = wb.page.locator('.outline-pane').first();
            const rows = pane.locator('.monaco-list-row');
            await waitFor('the outline of depth.strife', async () => (await outlineRows(rows)).some(r => r.name === 'Raider'), 30_000, 250);
            // The tree renders only the rows in view: scroll it with the mouse wheel (which moves
            // neither selection nor cursor) and gather the rows by their place in the tree.
            const seen = new Map<number, OutlineRow>();
            const box = await pane.boundingBox();
            if (!box) throw new Error('the Outline view is not visible');
            await wb.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
            await waitFor(
                'the whole outline, scrolled through',
                async () => {
                    for (const r of await outlineRows(rows)) seen.set(r.index, r);
                    if ([...seen.values()].some(r => r.name === 'round 1')) return true;
                    await wb.page.mouse.wheel(0, 200);
                    return false;
                },
                30_000,
                250,
            );
            const outline = [...seen.values()].sort((a, b) => a.index - b.index);
            /** The row of `name` under the row of `parent` (the nearest row above it one level up). */
            const row = (name: string, parent?: string) => {
                const at = outline.findIndex((r, i) => {
                    if (r.name !== name) return false;
                    if (parent === undefined) return r.level === 1;
                    const above = outline
                        .slice(0, i)
                        .reverse()
                        .find(p => p.level === r.level - 1);
                    return above?.name === parent;
                });
                expect(at, `${name} under ${parent ?? 'the top'} in ${JSON.stringify(outline)}`).toBeGreaterThanOrEqual(0);
                return outline[at];
            };
            // node-kinds.ts: creature Class, character Struct, attack Method, encounter Namespace,
            // side Array, participant Variable, round Event, stat Field, stat group Object.
            expect(row('rise').icon).toBe('codicon-symbol-package');
            expect(row('Raider').icon).toBe('codicon-symbol-class');
            expect(row('Club', 'Raider').icon).toBe('codicon-symbol-method');
            expect(row('RaiderChief').icon).toBe('codicon-symbol-class');
            expect(row('Sela').icon).toBe('codicon-symbol-struct');
            expect(row('power', 'Sela').icon).toBe('codicon-symbol-field');
            expect(row('Warhammer', 'Sela').icon).toBe('codicon-symbol-method');
            expect(row('Raid on the mill').icon).toBe('codicon-symbol-namespace');
            expect(row('heroes', 'Raid on the mill').icon).toBe('codicon-symbol-array');
            expect(row('Sela', 'heroes').icon).toBe('codicon-symbol-variable');
            expect(row('raiders', 'Raid on the mill').icon).toBe('codicon-symbol-array');
            expect(row('Raider x3', 'raiders').icon).toBe('codicon-symbol-variable');
            expect(row('round 1', 'Raid on the mill').icon).toBe('codicon-symbol-event');
            // The icons are drawn: the codicon font gives each one a glyph.
            const icon = wb.page.locator('.outline-pane .monaco-list-row .outline-element-icon.codicon-symbol-event').first();
            expect(await icon.evaluate(el => getComputedStyle(el, '::before').content)).not.toMatch(/^(none|normal|"")$/);
            await readmeScreenshot(wb, 'outline');
        } finally {
            await setFolders(true).catch(() => undefined);
        }
        await wb.focusEditor();
    });

    check('inlay hints: the odds after a scripted attack, the same as its hover, and the instances after Raider x3', async () => {
        await wb.openFile(DEPTH);
        const hintPattern = /Sela: Warhammer -> Raider#1\s*(\d+)% · (\d+\.\d) dmg/;
        const lines = await waitFor(
            'the inlay hints',
            async () => {
                const shown = await visibleLines();
                return shown.some(l => hintPattern.test(l)) && shown.some(l => /Raider x3\s*Raider#1, Raider#2, Raider#3/.test(l)) && shown;
            },
            30_000,
            250,
        );
        const [, chance, mean] = hintPattern.exec(lines.find(l => hintPattern.test(l))!)!;
        // The hints are decorations, not text: the file itself has neither.
        const text = await editorText();
        expect(text).toContain('    Sela: Warhammer -> Raider#1\n');
        expect(text).not.toContain('Raider#1, Raider#2');
        await readmeScreenshot(wb, 'inlay-hints');

        // The hover on the attack gives the same numbers: 100% minus "no damage", and the mean.
        const at = Workbench.position(DEPTH, 'Warhammer -> Raider#1');
        await wb.goTo(at.line, at.column);
        await wb.hoverAtCursor();
        const figures = /against Raider#1.*?mean (\d+(?:\.\d+)?) · max \d+ · no damage (\d+(?:\.\d+)?)%/;
        const hover = await waitFor(
            'the attack hover with its odds',
            async () => figures.exec((await wb.hover.textContent()) ?? '') ?? undefined,
            15_000,
        );
        expect(Math.abs(Number(chance) - (100 - Number(hover[2])))).toBeLessThanOrEqual(0.5);
        expect(Math.abs(Number(mean) - Number(hover[1]))).toBeLessThanOrEqual(0.05 + 1e-9);
        await wb.page.keyboard.press('Escape');
    });

    check('a snippet inserts an encounter skeleton, and Tab moves to the next placeholder', async () => {
        await wb.openFile(DEPTH);
        // The empty last line of the file: top level.
        await wb.page.keyboard.press('Control+End');
        await wb.page.keyboard.press('Enter');
        await wb.page.keyboard.type('encounter');
        const suggest = wb.page.locator('.editor-widget.suggest-widget');
        const snippetRow = suggest.locator('.monaco-list-row', { has: wb.page.locator('.codicon-symbol-snippet') }).filter({ hasText: 'encounter' });
        await wb.retry('the suggestions with the encounter snippet', async () => {
            await wb.focusEditor();
            await wb.page.keyboard.press('Control+Space');
            await snippetRow.first().waitFor({ state: 'visible', timeout: 5_000 });
        });
        await waitFor(
            'the encounter snippet to be the selected suggestion',
            async () => {
                const focused = suggest.locator('.monaco-list-row.focused');
                if ((await focused.locator('.codicon-symbol-snippet').count()) > 0 && (await focused.textContent())?.includes('encounter'))
                    return true;
                await wb.page.keyboard.press('ArrowDown');
                return false;
            },
            10_000,
            150,
        );
        await wb.page.keyboard.press('Enter');
        const skeleton = [
            'encounter Name {',
            'seed 1',
            'round_limit 12',
            'side heroes { Hero }',
            'side foes { Foe x2 }',
            'tactics attack_weakest',
            'expect heroes wins',
        ];
        await waitFor('the encounter skeleton in the editor', async () => {
            const shown = (await visibleLines()).map(l => l.trim());
            return skeleton.every(s => shown.includes(s));
        });
        await readmeScreenshot(wb, 'snippet');
        // The first placeholder (the name) is selected: type over it, Tab to the seed, type over that.
        await wb.page.keyboard.type('Skirmish');
        await wb.page.keyboard.press('Tab');
        await wb.page.keyboard.type('42');
        await waitFor('the name and seed filled in', async () => {
            const shown = (await visibleLines()).map(l => l.trim());
            return shown.includes('encounter Skirmish {') && shown.includes('seed 42');
        });
        const text = await editorText();
        expect(text).toContain('\nencounter Skirmish {\n  seed 42\n  round_limit 12\n');
    });
});
