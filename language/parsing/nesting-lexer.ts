/**
 * A lexer that keeps pathological nesting away from the recursive-descent parser: more than
 * MAX_NESTING open parentheses, or a longer run of unary minus signs, would overflow the parser's
 * stack (any text a user can type must give diagnostics, not a crash). The extra tokens are dropped
 * and reported as one lexing error at the first of them; the rest of the file parses as usual.
 */
import { DefaultLexer, type LexerResult, type TokenizeOptions } from 'langium';
import type { IToken } from 'chevrotain';

/** Deepest parenthesis nesting (and longest run of `-`) passed to the parser. */
export const MAX_NESTING = 64;

export class NestingLimitLexer extends DefaultLexer {
    override tokenize(text: string, options?: TokenizeOptions): LexerResult {
        const result = super.tokenize(text, options);
        let depth = 0;
        let dropped = 0; // open parentheses dropped and not yet closed
        let minusRun = 0;
        let firstDropped: IToken | undefined;
        const kept: IToken[] = [];
        for (const token of result.tokens) {
            const image = token.image;
            let keep = true;
            if (image === '(') {
                if (depth >= MAX_NESTING) {
                    dropped++;
                    keep = false;
                } else depth++;
            } else if (image === ')') {
                if (dropped > 0) {
                    dropped--;
                    keep = false;
                } else if (depth > 0) depth--;
            }
            if (image === '-') {
                minusRun++;
                if (minusRun > MAX_NESTING) keep = false;
            } else minusRun = 0;
            if (keep) kept.push(token);
            else firstDropped ??= token;
        }
        if (!firstDropped) return result;
        return {
            ...result,
            tokens: kept,
            errors: [
                ...result.errors,
                {
                    offset: firstDropped.startOffset,
                    length: firstDropped.image.length,
                    line: firstDropped.startLine,
                    column: firstDropped.startColumn,
                    message: `Nesting deeper than ${MAX_NESTING} levels (parentheses or minus signs) is not supported; simplify this formula.`,
                },
            ],
        };
    }
}
