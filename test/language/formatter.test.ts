/**
 * The formatter through the language services: canonical output for messy input, every example
 * already canonical (and reached again from a scrambled copy), idempotence, comments kept, meaning
 * kept (the AST without text positions is the same before and after), files with syntax errors left
 * alone, range and on-type formatting, the editor's indentation settings and CRLF files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem, isReference, type LangiumDocument, URI } from 'langium';
import { describe, expect, it } from 'vitest';
import type { FormattingOptions, Range, TextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { keepsMeaning } from '../../language/lsp/format-guard.js';
import { createStrifeServices } from '../../language/strife-module.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES = fs
    .readdirSync(path.join(ROOT, 'examples'), { recursive: true, encoding: 'utf8' })
    .filter(f => f.endsWith('.strife'))
    .sort();

const services = createStrifeServices(EmptyFileSystem);
const formatter = services.Strife.lsp.Formatter!;
const TWO_SPACES: FormattingOptions = { tabSize: 2, insertSpaces: true };
let documentCount = 0;

function parse(text: string): LangiumDocument {
    return services.shared.workspace.LangiumDocumentFactory.fromString(text, URI.parse(`memory:///format/${documentCount++}.strife`));
}

async function formatEdits(text: string, options = TWO_SPACES): Promise<{ document: LangiumDocument; edits: TextEdit[] }> {
    const document = parse(text);
    const edits = await formatter.formatDocument(document, { textDocument: { uri: document.uri.toString() }, options });
    return { document, edits };
}

async function format(text: string, options = TWO_SPACES): Promise<string> {
    const { document, edits } = await formatEdits(text, options);
    return TextDocument.applyEdits(document.textDocument, edits);
}

async function formatRange(text: string, range: Range): Promise<string> {
    const document = parse(text);
    const edits = await formatter.formatDocumentRange(document, { textDocument: { uri: document.uri.toString() }, options: TWO_SPACES, range });
    return TextDocument.applyEdits(document.textDocument, edits);
}

/** The AST as JSON without positions or source text: what the file means, comments included. */
function shape(text: string): string {
    const document = parse(text);
    expect(document.parseResult.parserErrors).toEqual([]);
    // References as written: resolving them would need a linked workspace, and the text is what formatting could break.
    return services.Strife.serializer.JsonSerializer.serialize(document.parseResult.value, {
        comments: true,
        replacer: (key, value, serialize) => (isReference(value) ? { $refText: value.$refText } : serialize(key, value)),
    });
}

function exampleText(file: string): string {
    return fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8');
}

/** A small seeded generator, so a scrambled file is the same on every run. */
function seededRandom(seed: number): (n: number) => number {
    let state = seed >>> 0;
    return n => {
        state = (state * 1664525 + 1013904223) >>> 0;
        return state % n;
    };
}

/**
 * `text` with every gap between tokens rewritten at random but keeping what the canonical layout
 * reads from it: how many line breaks, whether a block's braces share a line, and the spaces before
 * a comment that follows code (which the formatter keeps). Tokens glued together get 0–2 spaces,
 * spaced ones 1–3 blanks (tabs too), and lines get random indentation and trailing blanks.
 */
function scramble(text: string, seed: number): string {
    const random = seededRandom(seed);
    const blanks = (min: number, max: number) => Array.from({ length: min + random(max - min + 1) }, () => (random(4) === 0 ? '\t' : ' ')).join('');
    const { tokens, hidden } = services.Strife.parser.Lexer.tokenize(text);
    const all = [...tokens, ...hidden].sort((a, b) => a.startOffset - b.startOffset);
    let out = '';
    let end = 0;
    for (const token of all) {
        const gap = text.slice(end, token.startOffset);
        const lines = gap.split('\n').length - 1;
        const trailingComment = lines === 0 && token.image.startsWith('/') && end > 0;
        if (trailingComment) out += gap;
        else if (lines > 0) out += Array.from({ length: lines }, () => `${blanks(0, 2)}\n`).join('') + blanks(0, 6);
        else out += gap.length === 0 ? blanks(0, 2).replace(/\t/g, ' ') : blanks(1, 3);
        out += token.image;
        end = token.startOffset + token.image.length;
    }
    return `${out}\n\n${blanks(0, 3)}\n`;
}

const MESSY = `

// header comment   
ruleset   enchanted - realms{defense_rolls :off ,competition_ties:reroll}
import    "bestiary.strife"
creature   Goblin   extends Orc{strength 2   agility -  6


\tbody 8
        // indented oddly
   defenses{armor 8}   // trailing comment
  skills {  }
  skills {
  }
  parts {
     // only a comment
  }
   resists piercing ,edged
 attack Dagger{roll 1d20 category piercing
   weight 1 tags light,ranged uses agility damage -( 2*Q )d4+-3 /2}
/* block
   comment */
 weapon longsword}
encounter   Fight{seed 3 round_limit 4
zone a{distance b -30 ft cover half hazard fire 5}
zone b
side x{Goblin x2 at a ,Orc aboard Skiff
Bob}
  surprised x , y
round 1{Goblin # 1 , Goblin#2 : move to b ; Dagger->Bob . head x2 , Bob using Dagger with aim d6 ,advantage
}
tactics x :attack_first
tactics   attack_weakest
expect x   wins
}



`;

const CANONICAL = `// header comment
ruleset enchanted-realms { defense_rolls: off, competition_ties: reroll }
import "bestiary.strife"
creature Goblin extends Orc {
  strength 2  agility -6

  body 8
  // indented oddly
  defenses { armor 8 }   // trailing comment
  skills {}
  skills {}
  parts {
    // only a comment
  }
  resists piercing, edged
  attack Dagger {
    roll 1d20  category piercing
    weight 1  tags light, ranged  uses agility  damage -(2 * Q) d4 + -3 / 2
  }
  /* block
   comment */
  weapon longsword
}
encounter Fight {
  seed 3  round_limit 4
  zone a { distance b -30 ft  cover half  hazard fire 5 }
  zone b
  side x {
    Goblin x2 at a, Orc aboard Skiff
    Bob
  }
  surprised x, y
  round 1 {
    Goblin#1, Goblin#2: move to b; Dagger -> Bob.head x2, Bob using Dagger with aim d6, advantage
  }
  tactics x: attack_first
  tactics attack_weakest
  expect x wins
}
`;

describe('formatting a document', () => {
    it('lays out every construct canonically: indentation, spacing, blocks, blank lines, comments, final newline', async () => {
        expect(await format(MESSY)).toBe(CANONICAL);
    });

    it('is idempotent and keeps the meaning of the messy file', async () => {
        expect(await format(CANONICAL)).toBe(CANONICAL);
        expect(shape(CANONICAL)).toBe(shape(MESSY));
    });

    it('keeps every comment, word for word', async () => {
        const comments = (text: string) => (text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).map(c => c.trimEnd());
        expect(comments(await format(MESSY))).toEqual(comments(MESSY));
    });

    it('indents a line that a comment pushed down as a continuation', async () => {
        const text = 'ruleset rise\ncreature A {\n  attack X { vs // which defense\n armor }\n}\n';
        expect(await format(text)).toBe('ruleset rise\ncreature A {\n  attack X {\n    vs // which defense\n      armor\n  }\n}\n');
    });

    it("follows the editor's indentation settings", async () => {
        const text = 'ruleset rise\ncreature A {\n  defenses {\n    armor 5\n  }\n}\n';
        expect(await format(text, { tabSize: 4, insertSpaces: true })).toBe(
            'ruleset rise\ncreature A {\n    defenses {\n        armor 5\n    }\n}\n',
        );
        expect(await format(text, { tabSize: 4, insertSpaces: false })).toBe('ruleset rise\ncreature A {\n\tdefenses {\n\t\tarmor 5\n\t}\n}\n');
    });

    it('keeps the line endings of a CRLF file', async () => {
        const text = 'ruleset rise\r\ncreature A {\r\n      level 2   power 1\r\n}\r\n\r\n';
        expect(await format(text)).toBe('ruleset rise\r\ncreature A {\r\n  level 2  power 1\r\n}\r\n');
    });
});

describe('the examples', () => {
    it.each(EXAMPLES)('%s is already formatted', async file => {
        const { edits } = await formatEdits(exampleText(file));
        expect(edits).toEqual([]);
    });

    it.each(EXAMPLES)('%s comes back from a scrambled copy, with the same meaning', async file => {
        const text = exampleText(file);
        const scrambled = scramble(text, file.length);
        expect(scrambled).not.toBe(text);
        expect(shape(scrambled)).toBe(shape(text));
        const formatted = await format(scrambled);
        expect(formatted).toBe(text);
        expect(await format(formatted)).toBe(formatted);
    });
});

describe('files with syntax errors', () => {
    const BROKEN = 'ruleset rise\ncreature   A {\n      level 2\n}\ncreature B {\n  level\n}\ncreature    C { level 1 }\n';

    it('get no edits for the whole document', async () => {
        const { document, edits } = await formatEdits(BROKEN);
        expect(document.parseResult.parserErrors.length).toBeGreaterThan(0);
        expect(edits).toEqual([]);
    });

    it('get edits in a range only before the first error', async () => {
        const before = { start: { line: 1, character: 0 }, end: { line: 3, character: 1 } };
        expect(await formatRange(BROKEN, before)).toBe(BROKEN.replace('creature   A {\n      level', 'creature A {\n  level'));
        const after = { start: { line: 7, character: 0 }, end: { line: 7, character: 26 } };
        expect(await formatRange(BROKEN, after)).toBe(BROKEN);
    });
});

describe('range and on-type formatting', () => {
    const TEXT = 'ruleset rise\ncreature   A {\n      level 2\n}\ncreature    B {\n      level 3\n}\n';

    it('a range changes the lines it covers and nothing else', async () => {
        const second = { start: { line: 4, character: 0 }, end: { line: 6, character: 1 } };
        expect(await formatRange(TEXT, second)).toBe('ruleset rise\ncreature   A {\n      level 2\n}\ncreature B {\n  level 3\n}\n');
    });

    it('typing } puts the closing brace where it belongs', async () => {
        expect(formatter.formatOnTypeOptions).toEqual({ firstTriggerCharacter: '}' });
        const text = 'ruleset rise\ncreature A {\n  defenses {\n    armor 5\n    }\n}\n';
        const document = parse(text);
        const edits = await formatter.formatDocumentOnType(document, {
            textDocument: { uri: document.uri.toString() },
            options: TWO_SPACES,
            position: { line: 4, character: 5 },
            ch: '}',
        });
        expect(TextDocument.applyEdits(document.textDocument, edits)).toBe('ruleset rise\ncreature A {\n  defenses {\n    armor 5\n  }\n}\n');
    });
});

describe('the safety net', () => {
    const lexer = services.Strife.parser.Lexer;
    const document = TextDocument.create('memory:///guard.strife', 'strife', 1, 'attack A { damage Q d6 } // note\nlevel 2\n');

    it('accepts edits that only move whitespace', () => {
        const edit = { range: { start: { line: 0, character: 10 }, end: { line: 0, character: 11 } }, newText: '   ' };
        expect(keepsMeaning(lexer, document, [edit])).toBe(true);
    });

    it('refuses edits that glue two tokens into one', () => {
        const glue = { range: { start: { line: 0, character: 19 }, end: { line: 0, character: 20 } }, newText: '' };
        expect(keepsMeaning(lexer, document, [glue])).toBe(false);
    });

    it('refuses edits that pull a line into a comment', () => {
        const join = { range: { start: { line: 0, character: 32 }, end: { line: 1, character: 0 } }, newText: ' ' };
        expect(keepsMeaning(lexer, document, [join])).toBe(false);
    });
});
