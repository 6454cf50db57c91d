/**
 * Groups and sets in a file's dice slots (issue 26): Roll20's grouped roll `{4d6+3, 2d8}kh1` and
 * Avrae's sets `(1, 2, 3)k1`, `(1d4, 2+2, 3d6kl1)kh1`, read as `strife roll` reads them
 * (engine/dice-group.ts), through the paths users get: `strife check` (the validator), a fight
 * played with scripted dice, a hover, the formatter and the editor's tokens.
 */
import { readFileSync } from 'node:fs';
import { EmptyFileSystem, type LangiumDocument, URI } from 'langium';
import { SemanticTokensDecoder } from 'langium/lsp';
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createStrifeServices } from '../../language/strife-module.js';
import { parseDiceFormula } from '../../language/engine/dice-formula.js';
import { recordText } from '../../language/engine/roll-text.js';
import { damageEvents, arena } from '../rise/harness.js';
import { build } from '../helpers.js';

const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';

/** A Rise duel: the Striker hits the Dummy once with `damage` (an attack die of 9 + accuracy 1 meets armor 10). */
const duel = (damage: string) => `ruleset rise
character Striker { accuracy 1 power 3 hit_points 30 defenses { armor 5 fortitude 5 reflex 5 mental 5 }
  attack Blade { vs armor damage ${damage} } }
creature Dummy { hit_points 200 defenses { armor 10 fortitude 10 reflex 10 mental 10 } attack Poke { vs armor damage 1 } }
encounter e { side a { Striker } side b { Dummy }
  round 1 { Striker: Blade -> Dummy } }`;

/** A Rise file whose one attack deals `formula`. */
const file = (formula: string) => `ruleset rise\ncreature B { hit_points 9 ${DEF} attack Hit { vs armor damage ${formula} } }\n`;

/** The diagnostics `check` gives a Rise damage line with `formula` (the ruleset's ladder warning aside). */
async function fileDiagnostics(formula: string) {
    const built = await build(file(formula));
    return built.diagnostics.filter(d => d.code !== 'rise-dice-off-ladder');
}

/** The code the dice tools refuse `formula` with, if any. */
function toolCode(formula: string): string | undefined {
    const parsed = parseDiceFormula(formula);
    return 'error' in parsed ? (/\[([a-z-]+)\]$/.exec(parsed.error)?.[1] ?? 'no-code') : undefined;
}

describe('groups and sets are checked in a file as strife roll reads them', () => {
    it.each([
        '{4d6+3, 2d8}kh1',
        '(1d4, 2+2, 3d6kl1)kh1',
        '(1, 2, 3)k1',
        '(10d6kh5)kl2',
        '(1d6, 1d8)d1',
        '{1d6, 1d8}d1',
        '(1d6,)kh1',
        '{2d6, 1d8}>7',
        '{1d20, 1d20}k>10',
        '{1d6, 1d8}',
        '{1d6, 1d8}kh',
        '2 * {1d4, 1d6}kl1 + 1',
        '(1d6)!',
    ])('%s: accepted by both', async formula => {
        expect(toolCode(formula)).toBeUndefined();
        expect((await fileDiagnostics(formula)).map(d => String(d.code))).toEqual([]);
    });

    it.each([
        ['{1d6, 1d8}!', 'dice-group-modifier'],
        ['{1d6, 1d8}rr1', 'dice-group-modifier'],
        ['(1d6, 1d8)mi2', 'dice-group-modifier'],
        ['{1d6, 1d8}kh3', 'dice-keep-too-many'],
        ['{1d6, 1d8}kh0', 'dice-keep-none'],
        ['(1d6, 1d8)dl2', 'dice-drop-too-many'],
        ['{1d6, 1d8}p2', 'dice-ambiguous'],
        ['{1d6, 1d8}kq1', 'dice-malformed'],
        ['(2d20)kh3', 'dice-keep-too-many'],
        ['(1d1)!', 'dice-explode-always'],
    ])('%s: the code strife roll refuses it with, on the selector', async (formula, code) => {
        const diagnostics = await fileDiagnostics(formula);
        expect(diagnostics.map(d => String(d.code))).toEqual([code]);
        expect(toolCode(formula)).toBe(code);
    });
});

it("a dice increment (Rise's 1d) inside a group is refused in a file, on the selector: it moves the whole formula's pool, and a group has none", async () => {
    expect((await fileDiagnostics('{1d6, 1d}kh1')).map(d => String(d.code))).toEqual(['dice-group-increment']);
});

describe('a group in a file plays in a fight with scripted dice', () => {
    // Striker: accuracy 1 against armor 10, so a 9 on the attack die hits (margin 0); then the damage dice.

    it.each([
        // Roll20: 4d6+3 = 1+1+1+1+3 = 7 against 2d8 = 8+7 = 15; the higher is kept.
        ['{4d6+3, 2d8}kh1', [1, 1, 1, 1, 8, 7], 15],
        // Avrae: the highest of a d4 (3), 4 and the lowest of 3d6 (5, 6, 6 → 5).
        ['(1d4, 2+2, 3d6kl1)kh1', [3, 5, 6, 6], 5],
        // Avrae's set of numbers: Strife reads k1 as Roll20's keep-highest-1 (docs/language.md).
        ['(1, 2, 3)k1', [], 3],
        // One term in a group keeps from its own dice: 10d6kh5kl2 keeps 6, 5, 5, 4, 4, then the lowest two: 4 + 4.
        ['(10d6kh5)kl2', [6, 1, 5, 2, 5, 3, 4, 1, 4, 2], 8],
        // A set's d1 drops its lowest item: 2 (1d6) is dropped, 7 (1d8) stays.
        ['(1d6, 1d8)d1', [2, 7], 7],
        // Success counting on a group: 2d6 = 9 and 1d8 = 7 both reach 7.
        ['{2d6, 1d8}>7', [4, 5, 7], 2],
        // A count from stats inside a group: power 3 → 3d6, keep the highest.
        ['(power d6)kh1', [2, 6, 3], 6],
        // A group inside a sum: 2 × the lower of 1d4 (3) and 1d6 (5), plus power.
        ['2 * {1d4, 1d6}kl1 + power', [3, 5], 2 * 3 + 3],
    ])('%s', async (damage, dice, amount) => {
        const a = await arena(duel(damage));
        const events = a.play(1, [9, ...dice]);
        expect(damageEvents(events)[0].amount).toBe(amount);
    });
});

describe("a group's roll in the log", () => {
    it.each([
        // 2d6 + 3 = 4 + 5 + 3 = 12 against 1d8 + 4 = 7 + 4 = 11: the second is dropped, struck as a dropped die is.
        ['{2d6 + 3, 1d8 + 4}kh1', [4, 5, 7], '{2d6 [4, 5] + 3, 1d8 [7] + 4}kh1 [12, ~11~]', '{2d6 [4, 5] + 3, 1d8 [7] + 4}kh1 [12, ~~11~~]'],
        // A tie ranks the earlier item higher, as a term ranks its dice (2d6kl1 [~3~, 3]): keeping the lowest keeps the later.
        ['{1d6, 1d4}kl1', [3, 3], '{1d6 [3], 1d4 [3]}kl1 [~3~, 3]', '{1d6 [3], 1d4 [3]}kl1 [~~3~~, 3]'],
        ['{1d6, 1d4}kh1', [3, 3], '{1d6 [3], 1d4 [3]}kh1 [3, ~3~]', '{1d6 [3], 1d4 [3]}kh1 [3, ~~3~~]'],
        // Counting: 9 and 7 reach 7 (successes), 2 does not; a success is marked as a die's is.
        ['{2d6, 1d8, 1d4}>7', [4, 5, 7, 2], '{2d6 [4, 5], 1d8 [7], 1d4 [2]}>7 [9*, 7*, 2]', '{2d6 [4, 5], 1d8 [7], 1d4 [2]}>7 [9\\*, 7\\*, 2]'],
        // A group that only adds shows no item values: its sum is the roll.
        ['{1d6, 1d4}', [3, 2], '{1d6 [3], 1d4 [2]}', '{1d6 [3], 1d4 [2]}'],
    ])('%s reads %s', async (damage, dice, text, markdown) => {
        const a = await arena(duel(damage));
        const roll = damageEvents(a.play(1, [9, ...dice]))[0].rolls![0];
        expect(recordText(roll)).toBe(text);
        expect(recordText(roll, 'markdown')).toBe(markdown);
    });
});

describe('a group in the editor', () => {
    it("the selector's hover gives the group's exact odds: {1d4, 1d4}kh1 by hand", async () => {
        const text = file('{1d4, 1d4}kh1');
        const { services, main } = await build(text);
        const doc = main as LangiumDocument;
        const hover = await services.Strife.lsp.HoverProvider!.getHoverContent(doc, {
            textDocument: { uri: doc.uri.toString() },
            position: doc.textDocument.positionAt(text.indexOf('kh1') + 1),
        });
        const value = (hover?.contents as { value: string } | undefined)?.value ?? '';
        // The higher of two d4: P(k) = (2k − 1)/16; mean 50/16 = 3.125.
        expect(value).toContain('min 1 · mean 3.13 · max 4');
        for (const [k, p] of [
            [1, '6.3'],
            [2, '18.8'],
            [3, '31.3'],
            [4, '43.8'],
        ])
            expect(value).toContain(`| ${k} | ${p}% |`);
    });

    it("a wrong selector on a count from stats is reported too, though the count's checks wait for each combatant's stats", async () => {
        const text = file('(power d6)kq1');
        const built = await build(text);
        const d = built.diagnostics.find(x => x.code === 'dice-malformed');
        expect(d?.message).toMatch(/Unknown "q"/);
        expect((built.main as LangiumDocument).textDocument.getText(d!.range)).toBe('kq1');
    });

    it('the refused selector is the range of its diagnostic', async () => {
        const text = file('{1d6, 1d8}rr1');
        const built = await build(text);
        const d = built.diagnostics.find(x => x.code === 'dice-group-modifier')!;
        const doc = built.main as LangiumDocument;
        expect(doc.textDocument.getText(d.range)).toBe('rr1');
    });

    it('formats spaces after commas, none inside the brackets or before the selector', async () => {
        const services = createStrifeServices(EmptyFileSystem);
        const messy = file('{ 4d6+3 ,2d8 }kh1 + ( 1d4,2+2 , 3d6kl1 )kh1 + (1d6, 1d8) d1 + (1 + 1)d6');
        const document = services.shared.workspace.LangiumDocumentFactory.fromString(messy, URI.parse('memory:///groups.strife'));
        const edits = await services.Strife.lsp.Formatter!.formatDocument(document, {
            textDocument: { uri: document.uri.toString() },
            options: { tabSize: 2, insertSpaces: true },
        });
        expect(TextDocument.applyEdits(document.textDocument, edits)).toContain(
            'damage {4d6 + 3, 2d8}kh1 + (1d4, 2 + 2, 3d6kl1)kh1 + (1d6, 1d8)d1 + (1 + 1) d6 }',
        );
    });

    it('the selector is coloured as dice', async () => {
        const text = file('(1d6, 1d8)kh1');
        const { services, main } = await build(text);
        const provider = services.Strife.lsp.SemanticTokenProvider!;
        const result = await provider.semanticHighlight(main, { textDocument: { uri: main.uri.toString() } });
        const tokens = SemanticTokensDecoder.decode(result, provider.tokenTypes, main);
        expect(tokens.find(t => t.text === 'kh1')?.tokenType).toBe('dice');
    });

    it('a name right after a block is never read as a selector', async () => {
        const text = `ruleset rise
creature A { hit_points 9 attack X { vs armor damage 1d6 }defenses { armor 5 fortitude 4 reflex 5 mental 3 }}
creature B { hit_points 9 ${DEF} }encounter E { side a { A }side b { B }}
`;
        const built = await build(text);
        expect(built.diagnostics.filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
    });
});

describe('the TextMate grammar', () => {
    it("the TextMate grammar paints the selector as dice, and a name after a block's brace not", () => {
        const textMate = JSON.parse(readFileSync(new URL('../../syntaxes/strife.tmLanguage.json', import.meta.url), 'utf8')) as {
            patterns: { name?: string; match?: string }[];
        };
        const dice = textMate.patterns.filter(p => p.name === 'constant.numeric.dice.strife' && p.match).map(p => new RegExp(p.match!, 'g'));
        const painted = (text: string) => dice.flatMap(re => [...text.matchAll(re)].map(m => m[0]));
        expect(painted('damage {4d6+3, 2d8}kh1')).toEqual(expect.arrayContaining(['4d6', '2d8', 'kh1']));
        expect(painted('}defenses { armor 5 }')).toEqual([]);
    });

    it('groups nested past the nesting limit are a lexing error, not a stack overflow', async () => {
        const deep = `${'{'.repeat(5000)}1d6${'}'.repeat(5000)}`;
        const codes = (await fileDiagnostics(deep)).map(d => String(d.code));
        expect(codes).toContain('nesting-too-deep');
    });
});
