/**
 * The tactical layer in a real VS Code workbench (code-server + chromium), as a game master meets
 * it: the hover on a condition a participant starts with explains its rule with the seed's citation,
 * and running the encounter from its CodeLens prints the movement lines the CLI prints.
 * Fixture: test/e2e/fixtures/tactical/ (Rise's mill ford: zones with distances, difficult terrain,
 * a prone bandit, an unseen archer, a trip and a grapple).
 * Run with `npm run test:e2e` (each spec starts its own code-server).
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { formatCitation } from '../../language/rulesets/ruleset.js';
import { RISE_CONDITIONS } from '../../language/rulesets/rise/schema/conditions.js';
import {
    check as checkStep,
    type CodeServer,
    Workbench,
    closeSpec,
    installExtension,
    openSpec,
    prepareScratch,
    strifeCli,
    waitFor,
} from './harness.js';

const FORD = 'tactical/mill-ford.strife';

let server: CodeServer | undefined;
let browser: BrowserContext | undefined;
let wb: Workbench;

function check(name: string, body: () => Promise<void>): void {
    checkStep(name, () => wb, body);
}

beforeAll(async () => {
    prepareScratch();
    installExtension();
    ({ server, browser, wb } = await openSpec('tactical'));
});

afterAll(() => closeSpec(server, browser));

describe('the tactical layer in VS Code (code-server)', () => {
    check('the hover on a starting condition gives its rule and citation', async () => {
        const prone = RISE_CONDITIONS.find(c => c.name === 'prone');
        expect(prone).toBeDefined();
        await wb.openFile(FORD);
        const at = Workbench.position(FORD, 'is prone');
        await wb.goTo(at.line, at.column + 'is '.length + 1);
        await wb.hoverAtCursor();
        await waitFor('the prone hover', async () => (await wb.hover.textContent())?.includes(formatCitation(prone!.cite)), 15_000);
        const text = (await wb.hover.textContent()) ?? '';
        expect(text).toContain(prone!.summary);
        // Every effect the engine enforces is listed, not only the name.
        for (const effect of prone!.effects ?? []) expect(text).toContain(effect);
        await wb.page.keyboard.press('Escape');
    });

    check('running the encounter from its CodeLens prints the movement the CLI prints', async () => {
        const cli = strifeCli(['run', FORD, '--encounter', 'The mill ford']);
        expect(cli.status, cli.stderr).toBe(0);
        const moves = cli.stdout.split('\n').filter(l => / moves \d+ ft /.test(l));
        // The fixture's first round wades Kara across 25 ft of difficult terrain.
        expect(moves[0]?.trim()).toMatch(/^Kara moves 25 ft toward ford, now in ford/);

        const at = Workbench.position(FORD, 'encounter "The mill ford"');
        await wb.goTo(at.line, at.column);
        await wb.editor.locator('.codelens-decoration a').first().waitFor({ timeout: 30_000 });
        for (let attempt = 1; ; attempt++) {
            await wb.clickCodeLens('▶ Run encounter');
            try {
                await waitFor('the run to reach the Output view', async () => (await wb.copyOutput()) === cli.stdout, 8_000, 250);
                break;
            } catch (error) {
                // A lens refresh can swallow a click; the same run shows the same log, so click again.
                if (attempt === 3) throw error;
            }
        }
        await waitFor('a movement line on screen', async () =>
            (await wb.outputEditor.locator('.view-line').allTextContents()).some(l =>
                l
                    .replace(/\u00a0/g, ' ')
                    .trim()
                    .startsWith('Kara moves 25 ft toward ford'),
            ),
        );
    });
});
