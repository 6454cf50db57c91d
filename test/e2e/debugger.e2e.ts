/**
 * A fight in VS Code's debugger, as a game master plays it (the packaged extension in code-server,
 * driven in chromium): a breakpoint set with F9 on a script line, the session started from the
 * Debug encounter lens, the heroes' dice typed into the input box that names each roll (a face
 * outside the die refused), the stop at the breakpoint with Ogre's hit points in the Variables
 * view and the typed face in the Debug Console's log, then Step Over and Step Into the next die.
 * Fixture: test/e2e/fixtures/debugger/duel.strife (Kara against an Ogre, seed 7).
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BrowserContext, Locator } from 'playwright-core';
import {
    check as checkStep,
    type CodeServer,
    Workbench,
    installExtension,
    prepareScratch,
    readmeScreenshot,
    waitFor,
    closeSpec,
    openSpec,
} from './harness.js';

const DUEL = 'debugger/duel.strife';

let server: CodeServer | undefined;
let browser: BrowserContext | undefined;
let wb: Workbench;

function check(name: string, body: () => Promise<void>): void {
    checkStep(name, () => wb, body);
}

/** Texts of the rows of a view's list (the Call Stack, Variables, Debug Console), as shown. */
async function rows(view: string): Promise<string[]> {
    return (await wb.page.locator(`${view} .monaco-list-row`).allTextContents()).map(t =>
        t
            .replace(/\u00a0/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
    );
}

/** The top frame of the Call Stack, once the debugger shows it. */
async function topFrame(name: string): Promise<void> {
    await waitFor(`the Call Stack to show "${name}"`, async () => (await rows('.debug-call-stack')).some(r => r.includes(name)), 30_000, 200);
}

/** The quick input showing `title`: the input box of a die the table rolls. */
async function inputBox(title: string): Promise<Locator> {
    const widget = wb.page.locator('.quick-input-widget');
    await waitFor(
        `the input box "${title}"`,
        async () => (await widget.isVisible()) && (await widget.locator('.quick-input-title').textContent())?.includes(title),
        30_000,
        200,
    );
    return widget.locator('.quick-input-box input');
}

/**
 * Types a face into the input box of `title` and sends it. The box is filled only once the Call
 * Stack shows the roll: VS Code focuses the editor when it takes in a stop, and text typed before
 * that would land in the editor instead of the box.
 */
async function typeFace(title: string, face: string): Promise<void> {
    await topFrame(title.replace(/^Strife: /, ''));
    const input = await inputBox(title);
    await input.fill(face);
    await waitFor(`${face} in the input box "${title}"`, async () => (await input.inputValue()) === face, 10_000, 100);
    await input.press('Enter');
    // The box closes, or shows the next die's question at once (the same widget, another title).
    const widget = wb.page.locator('.quick-input-widget');
    await waitFor(
        `the input box "${title}" to close`,
        async () => !(await widget.isVisible()) || !(await widget.locator('.quick-input-title').textContent())?.includes(title),
        10_000,
        100,
    );
}

/** Presses a button of the debug toolbar by its label (Step Over, Step Into, Continue…). */
async function toolbar(label: string): Promise<void> {
    const button = wb.page.locator(`.debug-toolbar .action-label[aria-label^="${label}"]`).first();
    await button.waitFor({ timeout: 30_000 });
    await button.click();
}

/** The Debug Console's text, as its rows show it. */
async function debugConsole(): Promise<string> {
    return (await rows('.repl')).join('\n');
}

beforeAll(async () => {
    // The heroes' dice are rolled at the table when a fight starts from the lens.
    prepareScratch({
        'strife.debug.table': ['heroes'],
        'debug.openDebug': 'openOnSessionStart',
        'debug.internalConsoleOptions': 'openOnSessionStart',
    });
    installExtension();
    ({ server, browser, wb } = await openSpec('debugger'));
});

afterAll(() => closeSpec(server, browser));

describe('a fight in the debugger', () => {
    check(
        'the Debug encounter lens starts it; the table’s dice are typed in; it stops at the breakpoint with the fighters in Variables',
        async () => {
            await wb.openFile(DUEL);
            const ogre = Workbench.position(DUEL, 'Ogre: Club -> Kara');
            await wb.goTo(ogre.line, ogre.column);
            await wb.page.keyboard.press('F9');
            await wb.editor.locator('.codicon-debug-breakpoint, .codicon-debug-breakpoint-unverified').first().waitFor({ timeout: 10_000 });
            const lens = Workbench.position(DUEL, 'encounter "Duel"');
            await wb.goTo(lens.line, lens.column);
            await wb.clickCodeLens('Debug encounter');

            // Kara's attack die: a face outside the d10 is refused in the box itself, then 7 goes in.
            await topFrame("Kara's attack (Longsword → Ogre): 1d10!");
            const attack = await inputBox("Strife: Kara's attack (Longsword → Ogre): 1d10!");
            await attack.fill('11');
            await waitFor('the input box to refuse 11', async () =>
                (await wb.page.locator('.quick-input-widget .quick-input-message').textContent())?.includes('A d10 shows 1 to 10.'),
            );
            await wb.screenshot('debugger-input-box-refuses');
            await typeFace("Strife: Kara's attack (Longsword → Ogre): 1d10!", '7');
            await typeFace("Strife: Kara's damage to Ogre: 1d10 + power", '3');

            await topFrame('Ogre: Club -> Kara');
            // 7 + 2 = 9 against armor 5: a hit; 3 + power 3 = 6 damage, 2 absorbed: Ogre at 26 of 30.
            await waitFor(
                'Ogre in the Variables view',
                async () => (await rows('.debug-variables')).some(r => /Ogre\s*=\s*active, 26\/30 HP/.test(r)),
                30_000,
                200,
            );
            await waitFor(
                'the typed face in the Debug Console',
                async () => (await debugConsole()).includes('Kara attacks Ogre with Longsword: 1d10! [7] + 2 accuracy = 9 vs armor 5 → hit'),
                30_000,
                200,
            );
            expect(await debugConsole()).toContain('Ogre takes 6 damage (1d10 [3] + power (3))');
            expect(await debugConsole()).not.toContain('Ogre attacks Kara');
            await readmeScreenshot(wb, 'debug-encounter');
        },
    );

    check('Step Over goes to the next round, Step Into to the die Kara rolls next', async () => {
        await toolbar('Step Over');
        await topFrame('Round 2');
        expect(await debugConsole()).toMatch(/Ogre attacks Kara with Club: 1d10! \[/);
        await toolbar('Step Into');
        await topFrame('Kara: Longsword -> Ogre');
        await toolbar('Step Into');
        await typeFace("Strife: Kara's attack (Longsword → Ogre): 1d10!", '9');
        await topFrame("Kara's attack (Longsword → Ogre): 1d10! → 9");
        await toolbar('Step Over');
        await typeFace("Strife: Kara's damage to Ogre: 1d10 + power", '4');
        await topFrame('Ogre: Club -> Kara');
        await waitFor(
            'the second face in the log',
            async () => (await debugConsole()).includes('Kara attacks Ogre with Longsword: 1d10! [9] + 2 accuracy = 11'),
            30_000,
            200,
        );
    });
});
