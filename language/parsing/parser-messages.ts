/**
 * Syntax errors in plain words. Chevrotain words its errors with token names (`Expecting token of
 * type 'ID'`, `one of these possible Token sequences`); this provider (Langium's
 * `parser.ParserErrorMessageProvider` slot) says what was expected in a GM's words, after which
 * word, and what was found instead: "Expected a name after `creature`, found `{`.". Which block an
 * unclosed `}` belongs to is only known once the tree exists: `nameUnclosedBlock` fills it in.
 */
import { AstUtils, CstUtils, type AstNode } from 'langium';
import type { ILexerErrorMessageProvider, IParserErrorMessageProvider, IRecognitionException, IToken, TokenType } from 'chevrotain';
import { wordList } from '../engine/terminal-text.js';

/** Terminals of strife.langium in words; keywords are quoted as written. */
const TERMINAL_WORDS: Readonly<Record<string, string>> = {
    ID: 'a name',
    INT: 'a whole number',
    DICE: 'dice such as `2d6`',
    COUNT: 'a count such as `x3`',
    STRING: 'a quoted text',
    EOF: 'the end of the file',
};

/** What a name (ID) stands for after a keyword; "a name" after the words that declare one. */
const NAME_AFTER: Readonly<Record<string, string>> = {
    extends: 'a combatant name',
    aboard: 'a combatant name',
    '->': 'a combatant name',
    at: 'a zone name',
    to: 'a zone name',
    distance: 'a zone name',
    using: 'an attack name',
    with: 'a modifier name',
    vs: 'a defense name',
    uses: 'a trait name',
    tags: 'a tag name',
    resists: 'a damage category',
    vulnerable: 'a damage category',
    immune: 'a damage category',
    category: 'a damage category',
    hazard: 'a hazard name',
    surprised: 'a side name',
    expect: 'a side name',
    tactics: 'a side name or a tactics name',
};

/** Where no keyword tells (after `,` or `:`), the rule the parser was in does. */
const NAME_IN_RULE: Readonly<Record<string, string>> = {
    ActionUse: 'an attack or action name',
    CombatantRef: 'a combatant name',
    TargetDefense: 'a defense name',
    TraitUse: 'a trait name',
    TagList: 'a tag name',
    DamageTraits: 'a damage category',
    Surprise: 'a side name',
};

/** Rules that are a name with a few keywords allowed in its place (`attack`): reported as the name they are. */
const NAME_RULES: Readonly<Record<string, string>> = {
    ActionName: 'an attack or action name',
};

/** The tokens a formula may start with (`{` a group's): reported as one thing, not six. */
const FORMULA_STARTS = ['-', '(', '{', 'DICE', 'INT', 'ID'];
const FORMULA = 'a formula (dice such as `2d6`, a number or a stat)';

/** What a closing `}` is reported as closing until the tree names the block. */
const UNNAMED_BLOCK = 'the block';

function describeType(type: TokenType): string {
    return TERMINAL_WORDS[type.name] ?? `\`${type.name}\``;
}

/** A token as found in the text: quoted, shortened when long; the end of the file in words. */
function describeFound(token: IToken | undefined): string {
    if (!token || token.tokenType?.name === 'EOF' || token.image === '') return 'the end of the file';
    const image = token.image.length > 30 ? `${token.image.slice(0, 27)}…` : token.image;
    return `\`${image.replace(/`/g, "'")}\``;
}

/** " after `creature`", or nothing at the start of the file. */
function after(previous: IToken | undefined): string {
    return previous?.image && Number.isFinite(previous.startOffset) ? ` after ${describeFound(previous)}` : '';
}

/** `a`, `a or b`, `a, b or c`. */
function oneOf(items: readonly string[]): string {
    return items.length === 0 ? 'something else' : wordList(items, 'or');
}

/** The first tokens of the paths the parser could have taken, in words (a formula's five starts as one). */
function describeStarts(paths: readonly (readonly TokenType[])[]): string {
    const names = [...new Set(paths.map(p => p[0]).filter((t): t is TokenType => !!t))];
    const isFormula = FORMULA_STARTS.every(n => names.some(t => t.name === n));
    const rest = names.filter(t => !isFormula || !FORMULA_STARTS.includes(t.name)).map(describeType);
    return oneOf(isFormula ? [FORMULA, ...rest] : rest);
}

export class StrifeParserErrorMessageProvider implements IParserErrorMessageProvider {
    buildMismatchTokenMessage(options: { expected: TokenType; actual: IToken; previous: IToken; ruleName: string }): string {
        const { expected, actual, previous } = options;
        if (expected.name === '}') return `Expected \`}\` to close ${UNNAMED_BLOCK}, found ${describeFound(actual)}.`;
        if (expected.name === ')') return `Expected \`)\` to close the parenthesis, found ${describeFound(actual)}.`;
        const rule = options.ruleName.replace(/\u200B$/, '');
        const what =
            expected.name === 'ID'
                ? (NAME_AFTER[previous?.image ?? ''] ?? NAME_IN_RULE[rule] ?? describeType(expected))
                : expected.name === 'STRING' && previous?.image === 'import'
                  ? 'a quoted file path such as `"bestiary.strife"`'
                  : describeType(expected);
        return `Expected ${what}${after(previous)}, found ${describeFound(actual)}.`;
    }

    buildNotAllInputParsedMessage(options: { firstRedundant: IToken; ruleName: string }): string {
        const found = options.firstRedundant;
        if (found.image === '}') return 'This `}` closes no open block: remove it, or check the `{` before it.';
        return `Expected \`import\`, \`creature\`, \`character\` or \`encounter\` at the top level of the file, found ${describeFound(found)}.`;
    }

    buildNoViableAltMessage(options: {
        expectedPathsPerAlt: TokenType[][][];
        actual: IToken[];
        previous: IToken;
        customUserDescription?: string;
        ruleName: string;
    }): string {
        const expected =
            options.customUserDescription ??
            NAME_RULES[options.ruleName.replace(/\u200B$/, '')] ??
            describeStarts(options.expectedPathsPerAlt.flat());
        return `Expected ${expected}${after(options.previous)}, found ${describeFound(options.actual[0])}.`;
    }

    buildEarlyExitMessage(options: {
        expectedIterationPaths: TokenType[][];
        actual: IToken[];
        previous: IToken;
        customUserDescription?: string;
        ruleName: string;
    }): string {
        const expected = options.customUserDescription ?? describeStarts(options.expectedIterationPaths);
        return `Expected ${expected}${after(options.previous)}, found ${describeFound(options.actual[0])}.`;
    }
}

/** Characters no token starts with, in words (chevrotain's own message quotes them as `->$<-`). */
export class StrifeLexerErrorMessageProvider implements ILexerErrorMessageProvider {
    buildUnexpectedCharactersMessage(fullText: string, startOffset: number, length: number): string {
        const found = String.fromCodePoint(fullText.codePointAt(startOffset) ?? 0xfffd);
        const skipped = length > found.length ? ` (${length} characters skipped)` : '';
        return `${UNEXPECTED_CHARACTER} \`${found}\` has no meaning in Strife here${skipped}.`;
    }

    buildUnableToPopLexerModeMessage(token: IToken): string {
        return `Unexpected ${describeFound(token)}.`;
    }
}

/** How an unexpected-character message starts; `unexpectedCharacter` reads the character back. */
const UNEXPECTED_CHARACTER = 'The character';

/** The character an unexpected-character message is about, if `message` is one. */
export function unexpectedCharacter(message: string): string | undefined {
    return message.startsWith(UNEXPECTED_CHARACTER) ? /`(.+?)`/su.exec(message)?.[1] : undefined;
}

/** The rules whose body is a `{ … }` block, and what a GM calls one without its name. */
const BLOCK_RULES: Readonly<Record<string, (node: AstNode) => string | undefined>> = {
    RulesetDecl: () => 'the ruleset options',
    Combatant: n => named(n, Reflect.get(n, 'kind') ?? 'combatant'),
    Attack: n => named(n, Reflect.get(n, 'kind') ?? 'attack'),
    StatGroup: n => (Reflect.get(n, 'group') ? `the \`${Reflect.get(n, 'group')}\` block` : undefined),
    Encounter: n => named(n, 'encounter'),
    Zone: n => named(n, 'zone'),
    Side: n => named(n, 'side'),
    ScriptRound: n => (Reflect.get(n, 'number') !== undefined ? `\`round ${Reflect.get(n, 'number')}\`` : undefined),
};

function named(node: AstNode, word: string): string | undefined {
    const name: unknown = Reflect.get(node, 'name');
    return typeof name === 'string' && name ? `\`${word} ${name}\`` : undefined;
}

/**
 * For a "expected `}`" error: the message with the block it should close named (`encounter Ambush`),
 * found from the innermost rule on the parser's stack and the tree built so far. Other messages,
 * and blocks that cannot be named, come back unchanged.
 */
export function nameUnclosedBlock(message: string, error: IRecognitionException, root: AstNode): string {
    const marker = `to close ${UNNAMED_BLOCK}`;
    if (!message.includes(marker) || !root.$cstNode) return message;
    const rule = [...(error.context?.ruleStack ?? [])]
        .reverse()
        .map(r => r.replace(/\u200B$/, ''))
        .find(r => r in BLOCK_RULES);
    const previous = (error as IRecognitionException & { previousToken?: IToken }).previousToken;
    const anchor = [previous, error.token].find(t => t && Number.isFinite(t.startOffset) && t.startOffset >= 0);
    if (!rule || !anchor) return message;
    const leaf = CstUtils.findLeafNodeAtOffset(root.$cstNode, anchor.startOffset);
    const block = leaf && AstUtils.getContainerOfType(leaf.astNode, (n): n is AstNode => n.$type === rule);
    const label = block && BLOCK_RULES[rule](block);
    return label ? message.replace(marker, `to close ${label}`) : message;
}
