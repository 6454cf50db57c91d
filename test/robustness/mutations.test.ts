/**
 * Bad input never crashes or hangs the language: every example file is mutated in many
 * deterministic ways (truncated, spans deleted or duplicated, grammar tokens inserted, characters
 * garbled) and built with the real Strife services. A build must not throw, must give an array of
 * diagnostics, and every diagnostic must point inside the document it belongs to — an editor
 * cannot show a squiggle past the end of the text. Mutants that still validate clean are run
 * through the engine, which must produce a log.
 *
 * All randomness comes from a seeded generator (seeded-unit.ts): a failure names the file, the mutation and
 * its parameters, so it reproduces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstUtils, CstUtils, GrammarAST, type LangiumDocument } from 'langium';
import { describe, expect, it, vi } from 'vitest';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { StrifeGrammar } from '../../language/generated/grammar.js';
import { importedDocuments } from '../../language/workspace/imports.js';
import { encountersOf, runDocumentEncounter, type RunOutcome } from '../../language/workspace/run-service.js';
import { build, codes, rangeText, type Built } from '../helpers.js';
import { seededUnit } from './seeded-unit.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLES_DIR = join(ROOT, 'examples', 'rise');
const EXAMPLES: Record<string, string> = Object.fromEntries(
    readdirSync(EXAMPLES_DIR)
        .filter(n => n.endsWith('.strife'))
        .sort()
        .map(n => [n, readFileSync(join(EXAMPLES_DIR, n), 'utf8')]),
);
const BESTIARY = EXAMPLES['bestiary.strife'];

const intBelow = (rand: () => number, n: number) => Math.floor(rand() * n);
const pick = <T>(rand: () => number, list: readonly T[]): T => list[intBelow(rand, list.length)];
/** A stable seed per (file, mutation kind). */
const seedOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);

// ---- what mutations insert ------------------------------------------------------------------
const KEYWORDS: string[] = [
    ...new Set(
        AstUtils.streamAllContents(StrifeGrammar())
            .filter(GrammarAST.isKeyword)
            .map(k => k.value)
            .toArray(),
    ),
].sort();
const PUNCTUATION = [
    '{',
    '}',
    '(',
    ')',
    '#',
    ':',
    ';',
    ',',
    '->',
    'x3',
    '1d0',
    '100000d100000',
    '1d1!',
    'd%',
    '+1d',
    '-',
    '*',
    '/',
    '"',
    "'",
    '/*',
    '//',
    '#0',
    'x0',
    'x99999',
    '0',
    '-1',
    '99999999999999999999',
];
const NAMES = [
    'Bandit',
    'Ogre',
    'Wren',
    'Kara',
    'total_defense',
    'charge',
    'armor',
    'hit_points',
    'power',
    'Greatclub',
    'heroes',
    'melee',
    'rise',
    'nothing',
];
const GARBAGE = [
    '\0',
    '\r',
    '\n',
    '\t',
    '\r\n',
    'é',
    '\u2028',
    '\ufeff',
    '😀',
    '\ud800',
    '"',
    "'",
    '{',
    '}',
    '#',
    '%',
    '!',
    '@',
    '\\',
    '`',
    'ß',
    '𝔇',
    '\x7f',
];

interface Mutant {
    readonly label: string;
    readonly text: string;
}

function truncations(text: string): Mutant[] {
    const out: Mutant[] = [];
    for (let at = 0; at < text.length; at += 37) out.push({ label: `truncate at ${at}`, text: text.slice(0, at) });
    out.push({ label: `truncate at ${text.length - 1}`, text: text.slice(0, text.length - 1) });
    return out;
}

function deletions(text: string, rand: () => number, n = 12): Mutant[] {
    return Array.from({ length: n }, () => {
        const start = intBelow(rand, text.length);
        const length = 1 + intBelow(rand, 80);
        return { label: `delete [${start}, ${start + length})`, text: text.slice(0, start) + text.slice(start + length) };
    });
}

function duplications(text: string, rand: () => number, n = 10): Mutant[] {
    return Array.from({ length: n }, () => {
        const start = intBelow(rand, text.length);
        const span = text.slice(start, start + 1 + intBelow(rand, 200));
        const at = intBelow(rand, text.length + 1);
        return { label: `copy [${start}, ${start + span.length}) to ${at}`, text: text.slice(0, at) + span + text.slice(at) };
    });
}

function insertions(text: string, rand: () => number, n = 16): Mutant[] {
    const pool = [...KEYWORDS, ...PUNCTUATION, ...NAMES];
    return Array.from({ length: n }, () => {
        let result = text;
        const inserted: string[] = [];
        for (let k = 1 + intBelow(rand, 4); k > 0; k--) {
            const token = pick(rand, pool);
            const at = intBelow(rand, result.length + 1);
            const spaced = rand() < 0.5 ? ` ${token} ` : token;
            result = result.slice(0, at) + spaced + result.slice(at);
            inserted.push(`${JSON.stringify(spaced)}@${at}`);
        }
        return { label: `insert ${inserted.join(', ')}`, text: result };
    });
}

function garbles(text: string, rand: () => number, n = 10): Mutant[] {
    return Array.from({ length: n }, () => {
        const chars = [...text];
        const changed: string[] = [];
        for (let k = 1 + intBelow(rand, 10); k > 0; k--) {
            const at = intBelow(rand, chars.length);
            const c = rand() < 0.5 ? pick(rand, GARBAGE) : String.fromCharCode(intBelow(rand, 0x3000));
            chars[at] = c;
            changed.push(`${at}=${JSON.stringify(c)}`);
        }
        return { label: `garble ${changed.join(', ')}`, text: chars.join('') };
    });
}

// ---- checks ---------------------------------------------------------------------------------
/** Lines as an LSP client counts them (\r\n, \r and \n all end a line). */
const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

/** Problems with one document's diagnostics: not an array, or ranges outside the text. */
function diagnosticProblems(doc: LangiumDocument): string[] {
    const diagnostics = doc.diagnostics;
    if (!Array.isArray(diagnostics)) return [`${doc.uri.path}: diagnostics is ${typeof diagnostics}, not an array`];
    const lines = linesOf(doc.textDocument.getText());
    const inside = (p: Diagnostic['range']['start']) =>
        Number.isInteger(p.line) &&
        Number.isInteger(p.character) &&
        p.line >= 0 &&
        p.line < lines.length &&
        p.character >= 0 &&
        p.character <= lines[p.line].length;
    const problems: string[] = [];
    for (const d of diagnostics) {
        const { start, end } = d.range ?? {};
        const where = `${doc.uri.path} [${String(d.code)}] ${JSON.stringify(d.range)} (${lines.length} lines)`;
        if (!start || !end) problems.push(`${where}: no range`);
        else if (!inside(start) || !inside(end)) problems.push(`${where}: range outside the document`);
        else if (start.line > end.line || (start.line === end.line && start.character > end.character))
            problems.push(`${where}: range ends before it starts`);
        const message = typeof d.message === 'string' ? d.message : d.message?.value;
        if (d.severity === undefined || d.severity < 1 || d.severity > 4) problems.push(`${where}: bad severity ${d.severity}`);
        if (typeof message !== 'string' || message.length === 0) problems.push(`${where}: empty message`);
        // Langium turns an exception thrown by a check into this diagnostic: the check crashed.
        else if (/^An error occurred/.test(message)) problems.push(`${where}: a check crashed: ${message.split('\n')[0]}`);
    }
    return problems;
}

/** Hover (every 8th token), completion (every 40th) and code lenses on the main document must not throw. */
async function featureProblems(built: Built): Promise<string[]> {
    const { HoverProvider, CompletionProvider, CodeLensProvider } = built.services.Strife.lsp;
    const doc = built.main;
    const uri = doc.uri.toString();
    const problems: string[] = [];
    const root = doc.parseResult.value.$cstNode;
    const offsets = root
        ? [
              ...new Set(
                  CstUtils.flattenCst(root)
                      .map(leaf => leaf.offset)
                      .toArray(),
              ),
          ]
        : [0];
    for (const [i, offset] of offsets.entries()) {
        const position = doc.textDocument.positionAt(offset + 1);
        if (i % 8 === 0) {
            try {
                await HoverProvider!.getHoverContent(doc, { textDocument: { uri }, position });
            } catch (error) {
                problems.push(`hover at ${JSON.stringify(position)} threw: ${String(error)}`);
            }
        }
        if (i % 40 === 0) {
            try {
                await CompletionProvider!.getCompletion(doc, { textDocument: { uri }, position });
            } catch (error) {
                problems.push(`completion at ${JSON.stringify(position)} threw: ${String(error)}`);
            }
        }
    }
    try {
        await CodeLensProvider!.provideCodeLens(doc, { textDocument: { uri } });
    } catch (error) {
        problems.push(`code lenses threw: ${String(error)}`);
    }
    return problems;
}

function related(built: Built): LangiumDocument[] {
    return importedDocuments(built.main, built.services.shared.workspace.LangiumDocuments);
}

const hasErrors = (docs: LangiumDocument[]) => docs.some(d => (d.diagnostics ?? []).some(x => x.severity === 1));

/** Runs the main document's first encounter when nothing blocks it; returns a problem or undefined. */
function engineProblem(built: Built): string | undefined {
    const others = related(built);
    if (hasErrors([built.main, ...others])) return undefined;
    const encounters = encountersOf(built.main);
    let outcome: RunOutcome;
    try {
        outcome = runDocumentEncounter(built.main, others, {}, d => d.uri.path);
    } catch (error) {
        return `engine threw on a clean file: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    }
    if (encounters.length === 0) return outcome.ok ? 'ran an encounter in a file with none' : undefined;
    if (!outcome.ok) return `a clean file did not run: ${outcome.output}`;
    if (!outcome.output.startsWith(`${encounters[0].name} — ruleset rise`)) return `unexpected log start: ${outcome.output.slice(0, 80)}`;
    return undefined;
}

/** Builds `text` as `name` (next to the real bestiary, so imports resolve) and lists every problem. */
/** The examples an example imports, transitively (the bestiary, a day's fights), by file name; `name` itself left out. */
function importedExamples(text: string, name: string, into: Record<string, string> = {}): Record<string, string> {
    for (const [, file] of text.matchAll(/^import "([^"]+)"/gm)) {
        if (file === name || into[file] !== undefined || EXAMPLES[file] === undefined) continue;
        into[file] = EXAMPLES[file];
        importedExamples(EXAMPLES[file], name, into);
    }
    return into;
}

async function check(name: string, text: string): Promise<{ problems: string[]; built?: Built }> {
    const files = { [name]: text, ...importedExamples(EXAMPLES[name] ?? text, name) };
    // Langium logs exceptions it swallows (a crashing check, hover, ...) with console.error.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
        let built: Built;
        try {
            built = await build(files);
        } catch (error) {
            return { problems: [`build threw: ${error instanceof Error ? error.message : String(error)}`] };
        }
        const problems = Object.values(built.docs).flatMap(diagnosticProblems);
        if (!Array.isArray(built.diagnostics)) problems.push('Built.diagnostics is not an array');
        problems.push(...(await featureProblems(built)));
        const engine = engineProblem(built);
        if (engine) problems.push(engine);
        for (const call of logged.mock.calls) problems.push(`logged an error: ${call.map(String).join(' ').split('\n')[0]}`);
        return { problems, built };
    } finally {
        logged.mockRestore();
    }
}

async function checkAll(name: string, mutants: Mutant[]): Promise<{ failures: string[]; cleanRuns: number }> {
    const failures: string[] = [];
    let cleanRuns = 0;
    for (const mutant of mutants) {
        const { problems, built } = await check(name, mutant.text);
        if (built && !hasErrors([built.main, ...related(built)]) && encountersOf(built.main).length > 0) cleanRuns++;
        for (const p of problems) failures.push(`${name} / ${mutant.label}: ${p}`);
    }
    return { failures, cleanRuns };
}

// ---- the mutation suite ---------------------------------------------------------------------
describe('mutated examples never crash the build', () => {
    it('the grammar yields keywords to insert', () => {
        expect(KEYWORDS).toEqual(expect.arrayContaining(['ruleset', 'creature', 'encounter', 'round', 'damage', 'vs', 'extends', '->', '#', '{']));
    });

    it('every unmutated example builds clean and its encounters run', async () => {
        for (const [name, text] of Object.entries(EXAMPLES)) {
            const { problems, built } = await check(name, text);
            expect(problems, name).toEqual([]);
            expect(
                built!.diagnostics.filter(d => d.severity === 1),
                name,
            ).toEqual([]);
        }
    });

    for (const name of Object.keys(EXAMPLES)) {
        describe(name, () => {
            const text = EXAMPLES[name];

            it('truncated every 37 characters', async () => {
                const mutants = truncations(text);
                const { failures, cleanRuns } = await checkAll(name, mutants);
                expect(failures).toEqual([]);
                expect(mutants.length).toBeGreaterThan(text.length / 37);
                // Cut just before the final newline, an encounter file is still clean: the engine ran.
                if (text.includes('encounter ')) expect(cleanRuns).toBeGreaterThan(0);
            });

            it('with random spans deleted or duplicated', async () => {
                const rand = seededUnit(seedOf(`${name}/spans`));
                const { failures } = await checkAll(name, [...deletions(text, rand), ...duplications(text, rand)]);
                expect(failures).toEqual([]);
            });

            it('with grammar keywords and punctuation inserted', async () => {
                const rand = seededUnit(seedOf(`${name}/tokens`));
                const { failures } = await checkAll(name, insertions(text, rand));
                expect(failures).toEqual([]);
            });

            it('with characters garbled', async () => {
                const rand = seededUnit(seedOf(`${name}/garble`));
                const { failures } = await checkAll(name, garbles(text, rand));
                expect(failures).toEqual([]);
            });
        });
    }
});

// ---- half-written lines --------------------------------------------------------------------
// What a user has on screen mid-typing: the parser recovers a node with a missing name. Each must
// get its syntax error and nothing else: a check that crashes shows the user Langium's internal
// "An error occurred during validation: Cannot read properties of undefined" instead.
describe('half-written lines are reported as syntax errors, not crashed on', () => {
    const OGRE = EXAMPLES['ogre-bridge.strife'];
    const LINE = 'Ogre: move; Greatclub -> Wren';
    const RAPIER = 'attack Rapier { vs armor  damage 1d6 + power  tags melee, light }';
    const inTurn = (line: string) => OGRE.replace(LINE, line);

    async function expectSyntaxErrorOnly(text: string): Promise<void> {
        const { problems, built } = await check('ogre-bridge.strife', text);
        expect(problems).toEqual([]);
        expect(codes(built!.diagnostics)).toContain('syntax-error');
    }

    const survivors: Record<string, string> = {
        'actor list with a hole': inTurn('Ogre, : move'),
        'target list with a hole': inTurn('Ogre: Greatclub -> , Wren'),
        'dangling using': inTurn('Ogre: Greatclub -> Wren using'),
        'dangling with': inTurn('Ogre: Greatclub -> Wren with ,'),
        'index without name as actor': inTurn('#1: move'),
        'name with # but no index': inTurn('Ogre#: move'),
        'double semicolon': inTurn('Ogre: move;;'),
        'side with only a comma': OGRE.replace('side hero { Wren }', 'side hero { , }'),
        'side with only a count': OGRE.replace('side hero { Wren }', 'side hero { x3 }'),
        'side without a name': OGRE.replace('side hero { Wren }', 'side { Wren }'),
        'round without a number': OGRE.replace('round 1 {', 'round {'),
        'seed without a value': OGRE.replace('seed 42', 'seed'),
        'extends without a name': OGRE.replace('character Wren {', 'character Wren extends {'),
        'character without a name': OGRE.replace('character Wren {', 'character {'),
        'stat without a value': OGRE.replace('hit_points 12', 'hit_points'),
        'attack without a name': OGRE.replace(RAPIER, 'attack { vs armor damage 1d6 }'),
        'vs without a defense': OGRE.replace('vs armor', 'vs'),
        'damage without a formula': OGRE.replace('damage 1d6 + power', 'damage'),
        'formula ending in +': OGRE.replace('damage 1d6 + power', 'damage 1d6 +'),
        'empty parentheses': OGRE.replace('damage 1d6 + power', 'damage ( )'),
        'tags list with a hole': OGRE.replace('tags melee, light', 'tags , light'),
        'ruleset without a name': OGRE.replace('ruleset rise', 'ruleset'),
        'ruleset option without a name': OGRE.replace('ruleset rise', 'ruleset rise { : 1 }'),
        'import without a path': OGRE.replace('import "bestiary.strife"', 'import'),
        'encounter without a name': `${OGRE}\nencounter { side a { Wren } side b { Ogre } }\n`,
        'expect without a side': `${OGRE}\nencounter E { expect wins }\n`,
    };

    it('half-written names, lists and formulas', async () => {
        for (const [label, text] of Object.entries(survivors)) {
            const { problems, built } = await check('ogre-bridge.strife', text);
            expect(problems, label).toEqual([]);
            expect(
                built!.diagnostics.some(d => d.severity === 1),
                label,
            ).toBe(true);
        }
    });

    // Regression: a check read `use.action.$refText` of an ActionUse whose action name is missing
    // (also `Ogre: with desperate_exertion`, `Ogre: using Greatclub`).
    it('an action with a target but no name: `Ogre: move; -> Wren`', async () => {
        await expectSyntaxErrorOnly(inTurn('Ogre: move; -> Wren'));
    });

    // Regression: a check read `ref.combatant.ref` of a CombatantRef whose name is missing.
    it('a target with an index but no name: `Ogre: Greatclub -> #2`', async () => {
        await expectSyntaxErrorOnly(inTurn('Ogre: Greatclub -> #2'));
    });

    // Regression: a check called closest(attack.name, …) for `weapon` with no name.
    it('a `weapon` line without a name', async () => {
        await expectSyntaxErrorOnly(OGRE.replace(RAPIER, 'weapon {'));
    });
});

// ---- pathological inputs --------------------------------------------------------------------
const fighter = (name: string, damage: string) => `character ${name} {
  level 1
  hit_points 12
  defenses { armor 5  fortitude 4  reflex 5  mental 3 }
  attack Hit { vs armor  damage ${damage} }
}
`;
const duel = (damage: string) => `ruleset rise
${fighter('Alpha', damage)}${fighter('Beta', '1d6')}
encounter Duel {
  seed 3
  round_limit 10
  side a { Alpha }
  side b { Beta }
  tactics attack_first
}
`;

async function buildClean(text: string): Promise<Built> {
    const built = await build(text);
    expect(diagnosticProblems(built.main)).toEqual([]);
    return built;
}

describe('pathological inputs', () => {
    /** The one error a too-deep formula gets: on the damage line (line 5 of `duel`), about nesting. */
    function expectNestingError(built: Built): void {
        const errors = built.diagnostics.filter(d => d.severity === 1);
        expect(errors).toHaveLength(1);
        expect(['nesting-too-deep', 'dice-too-deep']).toContain(errors[0].code);
        expect(errors[0].range.start.line).toBe(5);
        expect(String(errors[0].message)).toMatch(/nest/i);
        const run = runDocumentEncounter(built.main, [], {}, () => 'duel.strife');
        expect(run.ok).toBe(false);
        expect(run.output).toContain(`[${String(errors[0].code)}]`);
    }

    it('a formula nested just past the depth limit is reported, not crashed on', async () => {
        expectNestingError(await buildClean(duel(`${'('.repeat(65)}1d6${')'.repeat(65)}`)));
    });

    // Used to overflow the parser's stack (RangeError out of build, `strife check` exit 2, the
    // language server process dead); the nesting-limit lexer now reports it instead.
    it('5,000 nested parentheses in a damage formula give one diagnostic, not a stack overflow', async () => {
        const built = await buildClean(duel(`${'('.repeat(5000)}1d6${')'.repeat(5000)}`));
        expectNestingError(built);
        expect(rangeText(built.main, built.diagnostics[0])).toBe('(');
    });

    it('5,000 unary minus signs give a diagnostic, not a stack overflow', async () => {
        const built = await buildClean(duel(`${'-'.repeat(5000)}1d6`));
        expect(built.diagnostics.some(d => d.severity === 1 && d.range.start.line === 5)).toBe(true);
    });

    it('a 2 MB file of combatants builds clean and its encounter runs', async () => {
        const parts = ['ruleset rise\n'];
        let size = 0;
        let count = 0;
        while (size < 2_000_000) {
            const block = `creature Grunt${count++} {\n  level 1\n  accuracy 2\n  power 1\n  hit_points 12\n  damage_resistance 2\n  defenses { armor 5  fortitude 4  reflex 5  mental 3 }\n  attack Shortsword { vs armor  damage 1d6 + power  tags melee }\n}\n`;
            parts.push(block);
            size += block.length;
        }
        parts.push(
            `encounter Horde {\n  seed 5\n  round_limit 20\n  side a { Grunt0 x3 }\n  side b { Grunt${count - 1} x3 }\n  tactics attack_first\n}\n`,
        );
        const text = parts.join('');
        expect(text.length).toBeGreaterThanOrEqual(2_000_000);
        const built = await buildClean(text);
        expect(built.diagnostics).toEqual([]);
        expect(built.root.elements).toHaveLength(count + 1);
        const run = runDocumentEncounter(built.main, [], {}, () => 'horde.strife');
        expect(run.ok).toBe(true);
        expect(run.output).toMatch(/^Horde — ruleset rise, seed 5\n/);
        // No timing assertion (the machine may be loaded): a hang fails by the test's timeout.
        expect(run.output).toContain(`Grunt${count - 1}#3`);
        // How fast is the bench's business (npm run bench), not a test's: the timeout only guards against a hang.
    }, 120_000);

    it('a 100k-character single line runs exactly like the multi-line file', async () => {
        // The Ogre example with its comments removed, on one line, padded with more creatures.
        const files = { 'ogre-bridge.strife': EXAMPLES['ogre-bridge.strife'], 'bestiary.strife': BESTIARY };
        const multi = await build(files);
        expect(multi.diagnostics).toEqual([]);
        const expected = runDocumentEncounter(multi.main, related(multi), {}, () => 'x');
        expect(expected.ok).toBe(true);

        let line = EXAMPLES['ogre-bridge.strife'].replace(/\/\/[^\n]*/g, '').replace(/\s+/g, ' ');
        for (let i = 0; line.length < 100_000; i++) {
            line += ` creature Pad${i} { hit_points 5 defenses { armor 1 fortitude 1 reflex 1 mental 1 } }`;
        }
        expect(line).not.toMatch(/[\r\n]/);
        expect(line.length).toBeGreaterThanOrEqual(100_000);
        const single = await build({ 'ogre-bridge.strife': line, 'bestiary.strife': BESTIARY });
        expect(diagnosticProblems(single.main)).toEqual([]);
        expect(single.diagnostics).toEqual([]);
        const outcome = runDocumentEncounter(single.main, related(single), {}, () => 'x');
        expect(outcome.ok).toBe(true);
        expect(outcome.output).toBe(expected.output);
    });

    it('a single garbled 100k-character line reports errors on line 0 only', async () => {
        const rand = seededUnit(100_000);
        const line = Array.from({ length: 100_000 }, () =>
            pick(rand, ['a', 'Z', '_', '1', ' ', '{', '}', '#', ':', 'd', '(', ')', ',', 'x', '!', '-']),
        ).join('');
        const built = await buildClean(`ruleset rise ${line}`);
        expect(built.diagnostics.length).toBeGreaterThan(0);
        expect(built.diagnostics.every(d => d.range.start.line === 0 && d.range.end.line === 0)).toBe(true);
    });

    it('damage 100000d100000 is refused with dice-limit errors on the token, and does not run', async () => {
        const text = duel('100000d100000');
        const built = await buildClean(text);
        const errors = built.diagnostics.filter(d => d.severity === 1);
        expect(codes(errors)).toEqual(expect.arrayContaining(['dice-too-many', 'dice-too-many-sides']));
        for (const d of errors) expect(rangeText(built.main, d)).toBe('100000d100000');
        const run = runDocumentEncounter(built.main, [], {}, () => 'duel.strife');
        expect(run.ok).toBe(false);
        expect(run.output).toContain('[dice-too-many]');
    });

    it('damage 1d1! (explodes on every face) is refused, and does not run', async () => {
        const built = await buildClean(duel('1d1!'));
        const d = built.diagnostics.find(x => x.code === 'dice-explode-always');
        expect(d?.severity).toBe(1);
        expect(rangeText(built.main, d!)).toBe('1d1!');
        const run = runDocumentEncounter(built.main, [], {}, () => 'duel.strife');
        expect(run.ok).toBe(false);
        expect(run.output).toContain('[dice-explode-always]');
    });

    it('damage 1d0 is refused; 0d6 totals 0 (Avrae) with a warning', async () => {
        const zeroSides = await buildClean(duel('1d0'));
        expect(codes(zeroSides.diagnostics.filter(d => d.severity === 1))).toContain('dice-zero-sides');
        const zeroCount = await buildClean(duel('0d6'));
        expect(codes(zeroCount.diagnostics.filter(d => d.severity === 2))).toContain('dice-zero-count');
    });

    it('a file of only `{`s gets a syntax error, not a crash', async () => {
        const built = await buildClean('{'.repeat(20_000));
        expect(codes(built.diagnostics)).toContain('syntax-error');
        expect(codes(built.diagnostics)).toContain('missing-ruleset');
    });

    it('an empty file asks for a ruleset line, with an insert-at-start fix', async () => {
        const built = await buildClean('');
        expect(codes(built.diagnostics)).toEqual(['missing-ruleset']);
        expect(built.diagnostics[0].range).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
        const uri = built.main.uri.toString();
        const actions = (await built.services.Strife.lsp.CodeActionProvider!.getCodeActions(built.main, {
            textDocument: { uri },
            range: built.diagnostics[0].range,
            context: { diagnostics: built.diagnostics },
        })) as CodeAction[];
        expect(actions.map(a => a.edit?.changes?.[uri])).toContainEqual([{ range: built.diagnostics[0].range, newText: 'ruleset rise\n' }]);
        const run = runDocumentEncounter(built.main, [], {}, () => 'empty.strife');
        expect(run.ok).toBe(false);
    });

    it('a file with only `ruleset rise` is clean and says it has no encounter', async () => {
        const built = await buildClean('ruleset rise');
        expect(built.diagnostics).toEqual([]);
        const run = runDocumentEncounter(built.main, [], {}, () => 'rise.strife');
        expect(run).toMatchObject({ ok: false, reason: 'no-encounter' });
        expect(run.output).toContain('no encounter');
    });

    it('two files importing each other resolve names both ways and run', async () => {
        const block = (name: string, extra = '') =>
            `creature ${name}${extra} {\n  hit_points 12\n  defenses { armor 5  fortitude 4  reflex 5  mental 3 }\n  attack Hit { vs armor  damage 1d6 }\n}\n`;
        const built = await build({
            'a.strife': `ruleset rise\nimport "b.strife"\n${block('A')}encounter E {\n  side x { A }\n  side y { B }\n  tactics attack_first\n}\n`,
            'b.strife': `ruleset rise\nimport "a.strife"\n${block('B')}`,
        });
        expect(built.diagnostics).toEqual([]);
        expect(built.docs['b.strife'].diagnostics).toEqual([]);
        const run = runDocumentEncounter(built.main, related(built), {}, d => d.uri.path);
        expect(run.ok).toBe(true);
        expect(run.output).toContain('Sides: x (A) vs y (B)');
    });

    it('a 1,000-level extends chain is cut off with extends-too-deep', async () => {
        const lines = ['ruleset rise', 'creature C0 {\n  hit_points 12\n  defenses { armor 5  fortitude 4  reflex 5  mental 3 }\n}'];
        for (let i = 1; i < 1000; i++) lines.push(`creature C${i} extends C${i - 1} { }`);
        const built = await buildClean(lines.join('\n'));
        expect(codes(built.diagnostics)).toContain('extends-too-deep');
        const deep = built.diagnostics.find(d => d.code === 'extends-too-deep')!;
        expect(rangeText(built.main, deep)).toMatch(/^C\d+$/);
    });

    it('binary garbage builds with diagnostics inside the document', async () => {
        const rand = seededUnit(0xbadf00d);
        const bytes = Buffer.from(Array.from({ length: 8192 }, () => intBelow(rand, 256)));
        for (const text of [bytes.toString('latin1'), bytes.toString('utf8'), `ruleset rise\n${bytes.toString('latin1')}`]) {
            const built = await buildClean(text);
            expect(built.diagnostics.length).toBeGreaterThan(0);
        }
    });
});
