/**
 * Syntax errors in plain words: no token names (`ID`, `RBRACE`, `'STRING'`), no "Token sequences";
 * what was expected, after which word, what was found, and the block an unclosed `}` belongs to.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

const BROKEN = [
    'ruleset rise\nencounter Ambush {\n  side a { }\n',
    'ruleset rise\ncreature {\n}\n',
    'ruleset rise\ncreature Bandit {\n  accuracy 2\n',
    'ruleset rise\ncreature Bandit { attack Bite { damage } }\n',
    'ruleset rise\ncreature Bandit { attack Bite { vs } }\n',
    'ruleset rise\ncreature Bandit { attack Bite { uses } }\n',
    'ruleset rise\ncreature Bandit { attack Bite { tags } }\n',
    'ruleset rise\ncreature Bandit { resists }\n',
    'ruleset rise\ncreature Bandit { attack }\n',
    'ruleset rise\nencounter E { round { } }\n',
    'ruleset rise\nencounter E { round 1 { Kara: } }\n',
    'ruleset rise\nencounter E { round 1 { Kara Bite } }\n',
    'ruleset rise\nencounter E { round 1 { Kara: Bite -> } }\n',
    'ruleset rise\nencounter E { round 1 { Kara: Bite with } }\n',
    'ruleset rise\nencounter E { seed }\n',
    'ruleset rise\nencounter E { seed x }\n',
    'ruleset rise\nencounter E { expect heroes dies }\n',
    'ruleset rise\nencounter E { side a { Kara at } }\n',
    'ruleset rise\nencounter E { side a { Kara, } }\n',
    'ruleset rise\nimport\n',
    'ruleset rise\nimport bestiary\n',
    'ruleset\n',
    'ruleset rise {\n',
    'ruleset rise { monsters_at_zero }\n',
    'ruleset rise\n}\n',
    'ruleset rise\ncreature Bandit extends { }\n',
    'ruleset rise\ncreature Bandit { defenses { armor } }\n',
    'ruleset rise\ncreature Bandit { defenses { armor 5 }\n',
    'ruleset rise\ncreature Bandit { attack Bite { damage 1d6 + } }\n',
    'ruleset rise\ncreature Bandit { attack Bite { damage (1d6 } }\n',
    'ruleset rise\ncreature Bandit { attack Bite { damage 1d6 * * 2 } }\n',
    'ruleset rise\nencounter E { zone ford { distance } }\n',
    'ruleset rise\nencounter E { zone ford { distance bank } }\n',
    'ruleset rise\nencounter E { tactics }\n',
    'ruleset rise\nencounter E { surprised }\n',
    'ruleset rise\nencounter { }\n',
    'ruleset rise\ncreature Bandit { 5 }\n',
    'ruleset rise\nfoo\n',
    'ruleset rise\ncreature Bandit { hit_points $ }\n',
    'ruleset rise\ncreature Bandit { hit_points 5 } @@@\n',
    'ruleset rise\nencounter E { side a { Kara } side b { Bandit x3 }\n  round 1 {\n    Kara: Longsword -> Bandit#\n  }\n}\n',
    'ruleset rise\nencounter "Ambush {\n}\n',
    'ruleset rise\ncreature 3Bandit { }\n',
    'ruleset rise\ncreature Bandit { attack Bite { damage 1d6 } \n',
    'ruleset rise\nencounter E { side a { Kara }\n',
];

/** Chevrotain's and Langium's token-level wording. */
const TOKEN_TALK = /\b(RBRACE|LBRACE|ID|INT|DICE|COUNT|STRING|EOF)\b|'[A-Z]|Token sequences|Expecting|-->|->.<-/;

async function syntaxMessages(text: string): Promise<string[]> {
    const b = await build(text);
    return b.diagnostics.filter(d => d.code === 'syntax-error').map(d => String(d.message));
}

describe('syntax errors in plain words', () => {
    it.each(BROKEN)('%j is reported without token names', async text => {
        const messages = await syntaxMessages(text);
        expect(messages.length, 'a syntax error').toBeGreaterThan(0);
        for (const message of messages) expect(message).not.toMatch(TOKEN_TALK);
    });

    it('names the block an unclosed } belongs to', async () => {
        expect(await syntaxMessages('ruleset rise\nencounter Ambush {\n  side a { }\n')).toContain(
            'Expected `}` to close `encounter Ambush`, found the end of the file.',
        );
        expect(await syntaxMessages('ruleset rise\ncreature Bandit {\n  accuracy 2\n')).toContain(
            'Expected `}` to close `creature Bandit`, found the end of the file.',
        );
        expect((await syntaxMessages('ruleset rise\ncreature Bandit { defenses { armor 5 }\n')).join('\n')).toMatch(/to close `creature Bandit`/);
        expect((await syntaxMessages('ruleset rise\ncreature Bandit { attack Bite { damage 1d6 } \n')).join('\n')).toMatch(
            /to close `creature Bandit`/,
        );
    });

    it('says what was expected after which word', async () => {
        expect(await syntaxMessages('ruleset rise\ncreature {\n}\n')).toEqual(['Expected a name after `creature`, found `{`.']);
        expect(await syntaxMessages('ruleset rise\ncreature Bandit { attack Bite { damage } }\n')).toEqual([
            'Expected a formula (dice such as `2d6`, a number or a stat) after `damage`, found `}`.',
        ]);
        expect(await syntaxMessages('ruleset rise\nencounter E { expect heroes dies }\n')).toEqual([
            'Expected `wins`, `loses` or `survives` after `heroes`, found `dies`.',
        ]);
        expect(await syntaxMessages('ruleset rise\nencounter E { round 1 { Kara: } }\n')).toEqual([
            'Expected an attack or action name after `:`, found `}`.',
        ]);
        expect(await syntaxMessages('ruleset rise\nimport\n')).toEqual([
            'Expected a quoted file path such as `"bestiary.strife"` after `import`, found the end of the file.',
        ]);
    });

    it('names a character no token starts with', async () => {
        expect(await syntaxMessages('ruleset rise\ncreature Bandit { hit_points $ }\n')).toContain(
            'The character `$` has no meaning in Strife here.',
        );
    });

    it('still words non-ASCII letters in names as their own code', async () => {
        const b = await build('ruleset rise\ncreature Bandït { }\n');
        expect(b.diagnostics.find(d => d.code === 'name-not-ascii')?.message).toContain("'ï' is not allowed");
    });
});
