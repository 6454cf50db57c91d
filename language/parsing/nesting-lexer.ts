/**
 * A lexer that keeps pathological formulas away from the recursive-descent parser and from
 * Langium's recursive tree walks: any text a user can type must give diagnostics, not a stack
 * overflow. Two bounds, both counted on the token stream before parsing:
 *
 * - **Nesting** (MAX_NESTING): every open parenthesis (or a group's `{`, where an operand is due) and
 *   every unary minus still waiting for its operand is one level, so `-(-(-(…` counts two levels per
 *   pair. Extra `(` (with their matching `)`) and extra unary `-` are dropped.
 * - **Length** (MAX_FORMULA_OPERATORS): a chain `1+1+1…` parses flat but builds a left-deep tree,
 *   one level per operator. Operators past the bound are dropped together with their operand.
 *
 * Each bound reports one lexing error, at the first token dropped; the rest of the file parses as
 * usual. The limits are documented in docs/limits.md.
 */
import { DefaultLexer, type LexerResult, type TokenizeOptions } from 'langium';
import type { IToken, TokenTypeDictionary } from 'chevrotain';
import { unexpectedCharacter } from './parser-messages.js';

/** Deepest nesting (open parentheses plus pending unary minus signs) passed to the parser. */
export const MAX_NESTING = 64;
/** Most binary operators in one formula passed to the parser. */
export const MAX_FORMULA_OPERATORS = 256;

/** Lexing error codes, by the message prefix this lexer writes. */
export const LEXING_ERROR_CODES = [
    { prefix: 'Nesting deeper than', code: 'nesting-too-deep' },
    { prefix: 'A formula with more than', code: 'formula-too-long' },
    { prefix: 'Names are ASCII:', code: 'name-not-ascii' },
] as const;

/** The diagnostic code of a lexing error message: one of ours, else `syntax-error`. */
export function lexingErrorCode(message: string): string {
    return LEXING_ERROR_CODES.find(c => message.startsWith(c.prefix))?.code ?? 'syntax-error';
}

// What a token is to a formula (`formulaKinds`).
const OTHER = 0;
const OPEN = 1; // `(`
const CLOSE = 2; // `)`
const BINARY = 3; // `+`, `*`, `/` (always binary)
const MINUS = 4; // `-`: binary after an operand, else unary
const OPERAND = 5; // a name, a number or dice
const BRACE_OPEN = 6; // `{`: a group (`{1d6, 1d8}kh1`) where an operand is due, else a block
const BRACE_CLOSE = 7; // `}`: closes a group, else a block
const FORMULA_START = 8; // `damage`, `roll`, `heals`: an operand is due
const COMMA = 9; // `,`: an operand is due inside a group or set

/** Each token type's formula kind, indexed by `tokenTypeIdx`. */
function formulaKinds(definition: TokenTypeDictionary): Uint8Array {
    const types = Object.values(definition);
    const kinds = new Uint8Array(Math.max(0, ...types.map(t => t.tokenTypeIdx ?? 0)) + 1);
    const byName: Record<string, number> = {
        '(': OPEN,
        ')': CLOSE,
        '+': BINARY,
        '*': BINARY,
        '/': BINARY,
        '-': MINUS,
        ID: OPERAND,
        INT: OPERAND,
        DICE: OPERAND,
        SELECTOR: OPERAND,
        '{': BRACE_OPEN,
        '}': BRACE_CLOSE,
        damage: FORMULA_START,
        roll: FORMULA_START,
        heals: FORMULA_START,
        ',': COMMA,
    };
    for (const type of types) if (type.tokenTypeIdx !== undefined) kinds[type.tokenTypeIdx] = byName[type.name] ?? OTHER;
    return kinds;
}

/** The nesting of one open parenthesis level: unary minus signs still waiting for their operand. */
interface Level {
    pendingMinus: number;
    /** Opened by a group's `{` (closed by `}`), not by `(`. */
    brace?: boolean;
}

export class NestingLimitLexer extends DefaultLexer {
    /** What each token type is to a formula, by `tokenTypeIdx` (integer lookups: this runs per token). */
    private kinds?: Uint8Array;

    override tokenize(text: string, options?: TokenizeOptions): LexerResult {
        const result = super.tokenize(text, options);
        const kinds = (this.kinds ??= formulaKinds(this.definition));
        const tokens = result.tokens;
        const levels: Level[] = [{ pendingMinus: 0 }];
        let depth = 0; // open parentheses kept + pending minus signs on every level
        let droppedParens = 0; // open parentheses dropped and not yet closed
        let droppedBraces = 0; // of which a group's `{`
        let operators = 0; // binary operators in the current formula
        let afterOperand = false; // the previous kept token ends an operand
        let skipOperand = false; // an operator was dropped: drop its operand too
        let skipDepth = 0; // parentheses open inside a dropped operand
        let tooDeep: IToken | undefined;
        let tooLong: IToken | undefined;
        // The tokens passed on, copied only once one is dropped (most files drop none).
        let kept: IToken[] | undefined;
        const top = () => levels[levels.length - 1];
        const operandDone = () => {
            depth -= top().pendingMinus;
            top().pendingMinus = 0;
            afterOperand = true;
        };
        let operandDue = false; // the previous kept token wants an operand next (a `{` there opens a group)
        for (let i = 0; i < tokens.length; i++) {
            const token = tokens[i];
            let kind = kinds[token.tokenTypeIdx] ?? OTHER;
            // Braces of groups count as parentheses; a block's braces and a list's commas are other tokens.
            if (kind === BRACE_OPEN) kind = operandDue ? OPEN : OTHER;
            else if (kind === BRACE_CLOSE) kind = (droppedParens > 0 ? droppedBraces > 0 : top().brace) ? CLOSE : OTHER;
            operandDue = kind === OPEN || kind === BINARY || kind === MINUS || kind === FORMULA_START || (kind === COMMA && levels.length > 1);
            if (kind === FORMULA_START || kind === COMMA) kind = OTHER;
            if (skipOperand) {
                // Drop a whole operand: unary signs, then one token or one parenthesised group. Any
                // token that cannot be part of a formula ends the skipping and is kept.
                const closesKept = kind === CLOSE && skipDepth === 0;
                if (kind !== OTHER && !closesKept) {
                    if (kind === OPEN) skipDepth++;
                    else if (kind === CLOSE) skipDepth--;
                    if (skipDepth === 0 && (kind === OPERAND || kind === CLOSE)) skipOperand = false;
                    kept ??= tokens.slice(0, i);
                    continue;
                }
                skipOperand = false;
                skipDepth = 0;
            }
            if (kind === OPEN) {
                if (afterOperand && levels.length === 1) operators = 0; // a new formula
                if (depth >= MAX_NESTING || droppedParens > 0) {
                    droppedParens++;
                    if (token.image === '{') droppedBraces++;
                    tooDeep ??= token;
                    kept ??= tokens.slice(0, i);
                    continue;
                }
                depth++;
                levels.push(token.image === '{' ? { pendingMinus: 0, brace: true } : { pendingMinus: 0 });
                afterOperand = false;
            } else if (kind === CLOSE) {
                if (droppedParens > 0) {
                    droppedParens--;
                    if (token.image === '}') droppedBraces--;
                    kept ??= tokens.slice(0, i);
                    continue;
                }
                if (levels.length > 1) {
                    depth -= top().pendingMinus + 1;
                    levels.pop();
                }
                operandDone();
            } else if ((kind === BINARY || kind === MINUS) && afterOperand) {
                if (operators >= MAX_FORMULA_OPERATORS) {
                    tooLong ??= token;
                    skipOperand = true;
                    kept ??= tokens.slice(0, i);
                    continue;
                }
                operators++;
                afterOperand = false;
            } else if (kind === MINUS) {
                if (depth >= MAX_NESTING) {
                    tooDeep ??= token;
                    kept ??= tokens.slice(0, i);
                    continue;
                }
                depth++;
                top().pendingMinus++;
            } else if (kind === OPERAND) {
                if (afterOperand && levels.length === 1) operators = 0; // `1d6 power 3`: a new formula
                operandDone();
            } else {
                // Any other token (or `+ * /` with no operand before it) ends the formula
                // (parentheses left open still count).
                operators = 0;
                for (const level of levels) {
                    depth -= level.pendingMinus;
                    level.pendingMinus = 0;
                }
                afterOperand = false;
            }
            kept?.push(token);
        }
        const errors = result.errors.map(explainNonAscii);
        if (!tooDeep && !tooLong) return { ...result, errors };
        if (tooDeep)
            errors.push(
                lexingError(
                    tooDeep,
                    `Nesting deeper than ${MAX_NESTING} levels (parentheses and minus signs count one each) is not supported; simplify this formula.`,
                ),
            );
        if (tooLong)
            errors.push(
                lexingError(
                    tooLong,
                    `A formula with more than ${MAX_FORMULA_OPERATORS} operators is not supported; the rest of this formula is ignored.`,
                ),
            );
        return { ...result, tokens: kept ?? tokens, errors };
    }
}

/**
 * Names are ASCII (`[_a-zA-Z][_a-zA-Z0-9]*`, docs/language.md): a letter such as `ë` gets a message
 * that says so instead of chevrotain's "unexpected character".
 */
function explainNonAscii(error: LexerResult['errors'][number]): LexerResult['errors'][number] {
    const found = unexpectedCharacter(error.message);
    if (!found || !/^[\p{L}\p{N}]/u.test(found)) return error;
    return { ...error, message: `${NON_ASCII_PREFIX} '${[...found][0]}' is not allowed; names use ASCII letters, digits and _.` };
}

const NON_ASCII_PREFIX = 'Names are ASCII:';

function lexingError(token: IToken, message: string): LexerResult['errors'][number] {
    return { offset: token.startOffset, length: token.image.length, line: token.startLine, column: token.startColumn, message };
}
