/**
 * The incremental build — re-parse (language/parsing/incremental-reparse.ts), linker
 * (scoping/incremental-linker.ts) and validation cache (validation/item-cache.ts) — must give
 * exactly what a full build gives. After each edit the server's path (TextDocuments +
 * DocumentBuilder.update) is compared with a document parsed and built from scratch: the same
 * syntax tree (every leaf's offset, range and token), links, reference index and diagnostics.
 * - A fixture per ruleset (fixtures/incremental/<id>.strife: its examples plus items that set off
 *   many of its checks) under edits that keep the file free of syntax errors, so nearly every edit
 *   takes the incremental path and the cache's reuse of diagnostics is what is being compared.
 * - Random edits (most break the syntax) over every example and a generated file.
 * - Scripted edits whose effect reaches items they do not touch.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AstUtils, type CstNode, EmptyFileSystem, GrammarAST, type LangiumDocument, TextDocument, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import { rulesetIds } from '../../language/rulesets/registry.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { generateRiseFile } from '../bench/generate.js';

const EXAMPLES = path.resolve(__dirname, '../../examples');
const FIXTURES = path.resolve(__dirname, 'fixtures/incremental');

/** Deterministic pseudo-random numbers (the test's own; not the engine's RNG). */
function lcg(seed: number): (n: number) => number {
    let s = seed >>> 0;
    return n => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return Math.floor((s / 2 ** 32) * n);
    };
}

const INSERTS = [
    ' ',
    '\n',
    '}',
    '{',
    'x',
    '7',
    '// note\n',
    '/* c */',
    '\ncreature Zed { hit_points 3 }\n',
    '"',
    '-',
    'd6',
    '/*',
    '\nimport "bestiary.strife"\n',
    '\nruleset rise\n',
    '\n\n',
];

/** One random edit of `text`: digit swaps, renames and whole-line edits (often valid), or any small insertion or deletion. */
function randomEdit(text: string, rand: (n: number) => number): string {
    const at = rand(text.length + 1);
    switch (rand(8)) {
        case 6:
        case 7: {
            // Renames and retargets: a name becomes another name of the file, or gains a letter.
            const words = [...text.matchAll(/\b[A-Za-z_]\w*\b/g)];
            if (words.length === 0) return text;
            const word = words[rand(words.length)];
            const i = word.index ?? 0;
            const replacement = rand(2) === 0 ? `${word[0]}x` : words[rand(words.length)][0];
            return text.slice(0, i) + replacement + text.slice(i + word[0].length);
        }
        case 0: {
            const digits = [...text.matchAll(/\d/g)];
            if (digits.length === 0) return text;
            const i = digits[rand(digits.length)].index ?? 0;
            return text.slice(0, i) + String(rand(10)) + text.slice(i + 1);
        }
        case 1: {
            const lineStart = text.lastIndexOf('\n', at - 1) + 1;
            const lineEnd = text.indexOf('\n', at);
            const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd + 1);
            return text.slice(0, lineStart) + line + text.slice(lineStart);
        }
        case 2:
            return text.slice(0, at) + text.slice(at + 1 + rand(10));
        default:
            return text.slice(0, at) + INSERTS[rand(INSERTS.length)] + text.slice(at);
    }
}

/** Words an edit may put in place of another: names, stat words, actions — never keywords or dice-like tokens. */
function swappableWords(text: string, keywords: ReadonlySet<string>): string[] {
    const words = new Set<string>();
    for (const [word] of text.matchAll(/\b[A-Za-z_][\w-]*\b/g)) if (!keywords.has(word) && !/^(d\d|x\d)/.test(word)) words.add(word);
    return [...words].sort();
}

/**
 * One edit of the kinds a GM makes while writing — a number changed, a name changed to another of
 * the file's words, a line duplicated, deleted or moved, a combatant added to a side — tried until
 * one leaves the file free of syntax errors (`parses`).
 */
function validEdit(text: string, rand: (n: number) => number, keywords: ReadonlySet<string>, parses: (t: string) => boolean): string {
    for (let attempt = 0; attempt < 50; attempt++) {
        const lines = text.split('\n');
        const line = rand(lines.length);
        let edited: string;
        switch (rand(7)) {
            case 6: {
                // A side brings in another combatant (a template that only others extended now fights).
                const sides = [...text.matchAll(/side \w+ \{[^}\n]*?(?= *\})/g)];
                const names = swappableWords(text, keywords).filter(w => /^[A-Z]/.test(w));
                if (sides.length === 0) continue;
                const side = sides[rand(sides.length)];
                const end = (side.index ?? 0) + side[0].length;
                edited = `${text.slice(0, end)}, ${names[rand(names.length)]}${text.slice(end)}`;
                break;
            }
            case 0:
            case 1: {
                const digits = [...text.matchAll(/\d+/g)];
                const hit = digits[rand(digits.length)];
                const at = hit.index ?? 0;
                edited = text.slice(0, at) + String(rand(30)) + text.slice(at + hit[0].length);
                break;
            }
            case 2: {
                const words = [...text.matchAll(/\b[A-Za-z_][\w-]*\b/g)].filter(w => !keywords.has(w[0]) && !/^(d\d|x\d)/.test(w[0]));
                const word = words[rand(words.length)];
                // A name becomes another name (a capital first), a rule word another rule word.
                const capital = /^[A-Z]/.test(word[0]);
                const pool = swappableWords(text, keywords).filter(w => /^[A-Z]/.test(w) === capital);
                const at = word.index ?? 0;
                edited = text.slice(0, at) + (rand(3) === 0 ? `${word[0]}x` : pool[rand(pool.length)]) + text.slice(at + word[0].length);
                break;
            }
            case 3:
                edited = [...lines.slice(0, line + 1), lines[line], ...lines.slice(line + 1)].join('\n');
                break;
            case 4:
                edited = [...lines.slice(0, line), ...lines.slice(line + 1)].join('\n');
                break;
            default: {
                const to = rand(lines.length);
                const moved = lines.filter((_, i) => i !== line);
                moved.splice(to, 0, lines[line]);
                edited = moved.join('\n');
            }
        }
        if (edited !== text && parses(edited)) return edited;
    }
    return text;
}

function leaves(node: CstNode | undefined, out: string[] = []): string[] {
    if (!node) return out;
    if ('content' in node) for (const child of (node as { content: CstNode[] }).content) leaves(child, out);
    else
        out.push(
            `${node.offset}+${node.length} ${JSON.stringify(node.range)} ${(node as { tokenType?: { name: string } }).tokenType?.name}${node.hidden ? ' hidden' : ''}`,
        );
    return out;
}

/** Every reference of `doc` in tree order, with where it resolves to (file and path) or that it does not. */
function links(doc: LangiumDocument, services: ReturnType<typeof createStrifeServices>): string[] {
    const locator = services.Strife.workspace.AstNodeLocator;
    const out: string[] = [];
    for (const node of AstUtils.streamAst(doc.parseResult.value))
        for (const { reference } of AstUtils.streamReferences(node)) {
            const target = 'ref' in reference ? reference.ref : undefined;
            const where = target ? `${AstUtils.getDocument(target).uri.path}#${locator.getAstNodePath(target)}` : 'unresolved';
            out.push(`${reference.$refText}@${reference.$refNode?.offset} -> ${where}`);
        }
    return out;
}

/** What find-references reads: the reference index entries of `doc`. */
function indexed(doc: LangiumDocument, services: ReturnType<typeof createStrifeServices>): string[] {
    const provider = services.Strife.workspace.ReferenceDescriptionProvider;
    return provider.describeNow(doc).map(d => `${d.sourcePath} ${JSON.stringify(d.segment.range)} -> ${d.targetUri.path}#${d.targetPath}`);
}

function diagnosticsOf(doc: LangiumDocument): string[] {
    return (doc.diagnostics ?? []).map(d => JSON.stringify([d.range, d.severity, d.code, d.message])).sort();
}

/** Fixtures: each example with the files it imports (all `.strife` files beside it). */
function exampleSets(): { name: string; files: Record<string, string> }[] {
    const sets: { name: string; files: Record<string, string> }[] = [];
    for (const folder of fs.readdirSync(EXAMPLES)) {
        const dir = path.join(EXAMPLES, folder);
        const all = Object.fromEntries(
            fs
                .readdirSync(dir)
                .filter(f => f.endsWith('.strife'))
                .map(f => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
        );
        for (const main of Object.keys(all)) sets.push({ name: `${folder}/${main}`, files: { [main]: all[main], ...all } });
    }
    return sets;
}

/** Applies `edit` to the current text: random (seeded) or a scripted replacement. */
type Edit = (text: string) => string;

async function compareEdits(
    files: Record<string, string>,
    seed: number,
    steps: number,
    script?: readonly Edit[] | ((text: string, rand: (n: number) => number) => string),
): Promise<{ incremental: number; steps: number; firstCodes: ReadonlySet<string> }> {
    const [mainName] = Object.keys(files);
    const uriOf = (name: string) => URI.parse(`memory:///ws/${name}`);
    const live = createStrifeServices(EmptyFileSystem);
    const fresh = createStrifeServices(EmptyFileSystem);
    for (const [name, text] of Object.entries(files)) {
        live.shared.workspace.TextDocuments.set(TextDocument.create(uriOf(name).toString(), 'strife', 1, text));
        const doc = fresh.shared.workspace.LangiumDocumentFactory.fromString(text, uriOf(name));
        fresh.shared.workspace.LangiumDocuments.addDocument(doc);
    }
    await live.shared.workspace.DocumentBuilder.update(Object.keys(files).map(uriOf), []);
    await fresh.shared.workspace.DocumentBuilder.build(fresh.shared.workspace.LangiumDocuments.all.toArray(), { validation: true });
    const rand = lcg(seed);
    const uri = uriOf(mainName);
    const firstCodes = new Set((live.shared.workspace.LangiumDocuments.getDocument(uri)?.diagnostics ?? []).map(d => String(d.code)));
    let text = files[mainName];
    let incremental = 0;
    let lastClean = text;
    for (let step = 1; step <= steps; step++) {
        // Broken syntax is parsed whole; half the time the next random edit starts from the last clean text.
        if (typeof script === 'function') text = script(text, rand);
        else text = script ? script[step - 1](text) : randomEdit(rand(2) === 0 ? lastClean : text, rand);
        live.shared.workspace.TextDocuments.set(TextDocument.create(uri.toString(), 'strife', step + 1, text));
        await live.shared.workspace.DocumentBuilder.update([uri], []);
        const liveDoc = live.shared.workspace.LangiumDocuments.getDocument(uri)!;
        if (live.shared.workspace.ReparseRecord.keptItems(liveDoc)) incremental++;
        const { lexerErrors, parserErrors } = liveDoc.parseResult;
        if (lexerErrors.length === 0 && parserErrors.length === 0) lastClean = text;

        fresh.shared.workspace.LangiumDocuments.deleteDocument(uri);
        const freshDoc = fresh.shared.workspace.LangiumDocumentFactory.fromString(text, uri);
        fresh.shared.workspace.LangiumDocuments.addDocument(freshDoc);
        await fresh.shared.workspace.DocumentBuilder.build([freshDoc], { validation: true });

        const where = `seed ${seed}, edit ${step}`;
        expect(liveDoc.parseResult.value.$cstNode?.root.fullText, where).toBe(text);
        expect(leaves(liveDoc.parseResult.value.$cstNode), where).toEqual(leaves(freshDoc.parseResult.value.$cstNode));
        expect(links(liveDoc, live), where).toEqual(links(freshDoc, fresh));
        expect(indexed(liveDoc, live), where).toEqual(indexed(freshDoc, fresh));
        expect(diagnosticsOf(liveDoc), where).toEqual(diagnosticsOf(freshDoc));
    }
    return { incremental, steps, firstCodes };
}

/** The grammar's keywords (an edit never turns a name into one, or one into a name). */
function grammarKeywords(): Set<string> {
    const grammar = createStrifeServices(EmptyFileSystem).Strife.Grammar;
    return new Set(
        AstUtils.streamAllContents(grammar)
            .filter(GrammarAST.isKeyword)
            .map(k => k.value)
            .filter(v => /^[A-Za-z_]/.test(v)),
    );
}

const RULESETS = fs
    .readdirSync(FIXTURES)
    .filter(f => f.endsWith('.strife'))
    .map(f => f.replace(/\.strife$/, ''));

describe('an incremental build gives what a full build gives, over edits that keep a file valid', () => {
    const keywords = grammarKeywords();
    const parser = createStrifeServices(EmptyFileSystem).Strife.parser.LangiumParser;
    const parses = (text: string) => {
        const result = parser.parse(text);
        return result.lexerErrors.length === 0 && result.parserErrors.length === 0;
    };

    it('has a fixture for every registered ruleset', () => {
        expect(RULESETS.sort()).toEqual(rulesetIds().sort());
    });

    it.each(RULESETS)(
        'a file of %s checks',
        async id => {
            const files: Record<string, string> = { 'main.strife': fs.readFileSync(path.join(FIXTURES, `${id}.strife`), 'utf8') };
            const bestiary = path.join(EXAMPLES, id, 'bestiary.strife');
            if (fs.existsSync(bestiary)) files['bestiary.strife'] = fs.readFileSync(bestiary, 'utf8');
            expect(parses(files['main.strife'])).toBe(true);
            const steps = 80;
            const { incremental, firstCodes } = await compareEdits(files, id.length * 7919, steps, (text, rand) =>
                validEdit(text, rand, keywords, parses),
            );
            // The fixture sets off many checks: generic ones and the ruleset's own.
            expect([...firstCodes].length, [...firstCodes].join(', ')).toBeGreaterThanOrEqual(14);
            expect([...firstCodes].some(code => code.startsWith(`${id}-`))).toBe(true);
            // Valid edits take the incremental path, bar the odd one that reaches the ruleset line or a cut inside a token.
            expect(incremental, `${incremental} of ${steps} edits parsed incrementally`).toBeGreaterThanOrEqual(steps * 0.8);
        },
        300_000,
    );
});

describe('incremental re-parse gives what a full parse gives', () => {
    it.each(exampleSets())('random edits of $name', async ({ files }) => {
        const { incremental, steps } = await compareEdits(files, files[Object.keys(files)[0]].length, 40);
        // Most random edits break the syntax (then the whole text is parsed); some must not.
        expect(incremental, `${incremental} of ${steps} edits parsed incrementally`).toBeGreaterThan(2);
    });

    it('edits whose effect reaches items they do not touch', async () => {
        const stats = 'accuracy 2 power 1 hit_points 12 damage_resistance 2\n  defenses { armor 5 fortitude 4 reflex 5 mental 3 }';
        const text = [
            'ruleset rise',
            'import "bestiary.strife"',
            '',
            'creature Grand {',
            `  ${stats}`,
            '  attack Bite { vs armor damage 1d6 }',
            '}',
            '',
            'creature Grand2 {',
            `  ${stats}`,
            '}',
            '',
            'creature Base extends Grand {',
            '  level 1',
            '}',
            '',
            'creature Frame {',
            '  level 1',
            '}',
            '',
            'creature Shell extends Frame {',
            `  ${stats}`,
            '}',
            '',
            'creature Child extends Base {',
            `  ${stats}`,
            '}',
            '',
            'character Kara {',
            `  level 2 ${stats}`,
            '  attack Sword { vs armor damage 1d8 }',
            '}',
            '',
            'encounter "E" {',
            '  side heroes { Kara }',
            '  side foes { Child, Bandit, Shell }',
            '  round 1 {',
            '    Child: Bite -> Kara',
            '    Bandit: Shortsword -> Kara',
            '  }',
            '}',
            '',
        ].join('\n');
        const bestiary = fs.readFileSync(path.join(EXAMPLES, 'rise/bestiary.strife'), 'utf8');
        const replace =
            (from: string, to: string): Edit =>
            t => {
                if (!t.includes(from)) throw new Error(`the script expects '${from}'`);
                return t.replace(from, to);
            };
        const script: Edit[] = [
            // A partial template that now fights as it is: its missing stats become an error (it did not change).
            replace('side foes { Child, Bandit, Shell }', 'side foes { Child, Bandit, Shell, Frame }'),
            replace('side foes { Child, Bandit, Shell, Frame }', 'side foes { Child, Bandit, Shell }'),
            // A local creature captures an imported name: the encounter's Shortsword no longer resolves.
            // (Grand2 is used by nothing yet, so only the name can tell the encounter to resolve again.)
            replace('creature Grand2 {', 'creature Bandit {\n  level 1\n}\n\ncreature Grand2 {'),
            replace('creature Bandit {\n  level 1\n}\n\n', ''),
            // A chain changes two items away: Child's Bite came from Grand through Base.
            replace('creature Base extends Grand {', 'creature Base extends Grand2 {'),
            replace('creature Base extends Grand2 {', 'creature Base extends Grand {'),
            // The attack's template renames it.
            replace('attack Bite {', 'attack Bitex {'),
            replace('attack Bitex {', 'attack Bite {'),
        ];
        const { incremental } = await compareEdits({ 'main.strife': text, 'bestiary.strife': bestiary }, 1, script.length, script);
        expect(incremental).toBe(script.length);
    });

    it('an import that comes to be read changes which errors its users get', async () => {
        const text = [
            'ruleset rise',
            'import "elsewhere.strife"',
            '',
            'creature Brute extends Goblin {',
            '  level 2',
            '}',
            '',
            'encounter E {',
            '  side a { Brute }',
            '  side b { Bandit }',
            '}',
            '',
        ].join('\n');
        const bestiary = fs.readFileSync(path.join(EXAMPLES, 'rise/bestiary.strife'), 'utf8');
        const script: Edit[] = [t => t.replace('"elsewhere.strife"', '"bestiary.strife"'), t => t.replace('"bestiary.strife"', '"elsewhere.strife"')];
        await compareEdits({ 'main.strife': text, 'bestiary.strife': bestiary }, 1, script.length, script);
    });

    it('random edits of a generated 400-line file', async () => {
        const { incremental } = await compareEdits({ 'big.strife': generateRiseFile(400).text }, 99, 60);
        expect(incremental).toBeGreaterThan(10);
    }, 120_000);
});
