/**
 * No request on the language server's main thread runs unbounded (docs/limits.md §The language
 * server). A ruleset's exact odds of a scripted attack are worked out within a time budget and
 * given up past it, saying so (hovers and inlay hints); completion offers nothing in a file over
 * the size limit instead of lexing all of it. Before, a hover on `3d10000` in RPGStuck (exact
 * counting of every outcome) held the server for minutes (the engine's exact statistics now decline
 * what costs too much, so the budget is tested with a computation that never ends), and dice counts from stats in the
 * hundreds of thousands ran it out of memory.
 */
import { EmptyFileSystem, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import type { InlayHint } from 'vscode-languageserver-types';
import { createStrifeServices } from '../../language/strife-module.js';
import { LspSession, withTimeout } from '../lsp/lsp-harness.js';
import { build } from '../helpers.js';
import { findRuleset } from '../../language/rulesets/registry.js';

/** An RPGStuck duel whose Imp attacks with `damage` in round 1. */
const duel = (damage: string) => `ruleset rpgstuck
creature Imp { level 1 tier 1 cr 1 P 1 Q 20 STR 1 DEX 2 CON 0 damage_mod 1 hp 12
  defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Claw { vs AC damage ${damage} category edged } }
creature Foe { level 1 tier 1 cr 1 P 1 Q 1 STR 1 DEX 2 CON 0 damage_mod 1 hp 12
  defenses { AC 12 reflex 12 fortitude 10 will 9 }
  attack Bite { vs AC damage 1d6 category edged } }
encounter e { side a { Imp } side b { Foe } round 1 { Imp: Claw -> Foe } }
`;
const WHOLE = { start: { line: 0, character: 0 }, end: { line: 100, character: 0 } };

async function hoverAndHints(text: string, needle: string) {
    const built = await build(text);
    const position = built.main.textDocument.positionAt(text.lastIndexOf(needle) + 1);
    const uri = built.main.uri.toString();
    const hover = await built.services.Strife.lsp.HoverProvider!.getHoverContent(built.main, { textDocument: { uri }, position });
    const hints = await built.services.Strife.lsp.InlayHintProvider!.getInlayHints(built.main, { textDocument: { uri }, range: WHOLE });
    return { hover: (hover?.contents as { value: string } | undefined)?.value ?? '', hints: hints ?? [] };
}

describe('hovers and inlay hints within a time budget', () => {
    it('odds a ruleset cannot work out in time are given up, and the hover and the hint say so', async () => {
        // A computation that never ends, whatever the machine: the budget must stop it. (A real formula
        // is slow only on some machines: the engine's exact statistics decline what costs too much.)
        const ruleset = findRuleset('rpgstuck')! as { damageAgainst?: unknown };
        const original = ruleset.damageAgainst;
        ruleset.damageAgainst = () => {
            for (;;) {
                // spins until the budget's watchdog stops it
            }
        };
        try {
            const { hover, hints } = await hoverAndHints(duel('2d6'), 'Claw -> Foe');
            expect(hover).toContain("**against Foe**: odds given up — the ruleset's exact odds take longer than the editor's budget of 250 ms");
            expect(hints.map(h => h.label)).toEqual(['odds given up']);
            expect(JSON.stringify(hints[0].tooltip)).toContain('odds given up');
        } finally {
            ruleset.damageAgainst = original;
        }
    });

    it('odds within the budget are shown as before', async () => {
        const { hover, hints } = await hoverAndHints(duel('2d6'), 'Claw -> Foe');
        expect(hover).toMatch(/\*\*against Foe\*\* \(AC 12\): `.*` — min 0 · mean [\d.]+ · max \d+/);
        expect(hints.map(h => h.label)).toEqual([expect.stringMatching(/^\d+% · [\d.]+ dmg$/)]);
    });

    it('a dice count from stats past the limits gets no odds at all (the model leaves it out), never an out-of-memory', async () => {
        const { hover, hints } = await hoverAndHints(duel('(Q*Q*Q*Q) d6 + DEX'), 'Claw -> Foe');
        expect(hover).toContain('**Claw** — attack of Imp');
        expect(hover).not.toContain('160000');
        // The formula is left out of the model (the file has its error): the ruleset sees no damage dice.
        expect(hints.map(h => h.label)).toEqual(['0% · 0.0 dmg']);
    });
});

describe('completion', () => {
    it('offers nothing in a file over the size limit (it is treated as empty, and its text is not lexed)', async () => {
        const services = createStrifeServices(EmptyFileSystem);
        services.shared.workspace.FileSizeGuard.maxBytes = 1024;
        const text = `ruleset rise\n${'// padding\n'.repeat(200)}creature B { hit_points 3 }\n`;
        const doc = services.shared.workspace.LangiumDocumentFactory.fromString(text, URI.parse('memory:///big.strife'));
        services.shared.workspace.LangiumDocuments.addDocument(doc);
        await services.shared.workspace.DocumentBuilder.build([doc], { validation: true });
        const position = doc.textDocument.positionAt(text.length);
        const list = await services.Strife.lsp.CompletionProvider!.getCompletion(doc, { textDocument: { uri: doc.uri.toString() }, position });
        expect(list?.items ?? []).toEqual([]);
    });

    it('still completes where the cursor stands after a long file (the tokens around it are lexed, not the whole text)', async () => {
        const rounds = Array.from({ length: 400 }, (_, i) => `  round ${i + 1} { Kara: Longsword -> Bandit }`).join('\n');
        const text = `ruleset rise
character Kara { level 2 hit_points 22 defenses { armor 7 fortitude 6 reflex 5 mental 4 } attack Longsword { vs armor damage 1d10 } }
creature Bandit { hit_points 12 defenses { armor 5 fortitude 4 reflex 5 mental 3 } attack Shortsword { vs armor damage 1d6 } }
encounter e { round_limit 1000 side a { Kara } side b { Bandit }
${rounds}
  round 401 { Kara: Longsword -> Bandit with  }
}
`;
        const built = await build(text);
        const position = built.main.textDocument.positionAt(text.indexOf('with  ') + 5);
        const list = await built.services.Strife.lsp.CompletionProvider!.getCompletion(built.main, {
            textDocument: { uri: built.main.uri.toString() },
            position,
        });
        expect(list?.items.map(i => i.label)).toEqual(expect.arrayContaining(['desperate_exertion', 'subdual']));
    });
});

describe('the stdio server', () => {
    // Whether the odds of 100d99 (RPGStuck: hit, crit and damage counted exactly) fit in the budget
    // depends on the machine; either way the server answers and goes on serving.
    it('answers a hover and the inlay hints of costly odds, then keeps serving', async () => {
        const server = new LspSession();
        try {
            await server.initialize(null);
            const uri = 'file:///budget.strife';
            const text = duel('100d99');
            await server.open(uri, text);
            await server.waitForDiagnostics(uri, () => true);
            const lines = text.split('\n');
            const line = lines.findIndex(l => l.includes('Claw -> Foe'));
            const character = lines[line].indexOf('Claw -> Foe') + 1;
            const hover = server.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character } });
            const hints = server.connection.sendRequest<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range: WHOLE });
            const [h, hs] = await withTimeout(Promise.all([hover, hints]), 20_000, 'the hover and the inlay hints');
            expect(JSON.stringify(h)).toMatch(/against Foe\*\*(: odds given up| \(AC 12\))/);
            expect(hs.map(x => x.label)).toEqual([expect.stringMatching(/^(odds given up|\d+% · [\d.]+ dmg)$/)]);
            const symbols = server.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
            expect(await withTimeout(symbols, 10_000, 'a request after them')).toBeInstanceOf(Array);
            expect(await server.shutdown()).toBe(0);
        } finally {
            server.dispose();
        }
    }, 60_000);
});
