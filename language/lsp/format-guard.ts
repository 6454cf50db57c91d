/**
 * The formatter's safety net: formatting may move whitespace, never tokens. Whitespace is the only
 * thing the .strife grammar ignores, so a text with the same tokens (kind and spelling, in order)
 * and the same comments parses to the same tree; anything else (two tokens glued into one, a token
 * swallowed by a `//` comment) would be a formatter bug, and its edits are dropped instead.
 */
import type { Lexer } from 'langium';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver';

/** True when applying `edits` to `document` keeps every token and comment (comments up to trailing blanks). */
export function keepsMeaning(lexer: Lexer, document: TextDocument, edits: readonly TextEdit[]): boolean {
    if (edits.length === 0) return true;
    const before = document.getText();
    const after = TextDocument.applyEdits(document, [...edits]);
    return tokenText(lexer, before) === tokenText(lexer, after);
}

/** The token stream as one comparable string: kind and image of every token, then every comment. */
function tokenText(lexer: Lexer, text: string): string {
    const { tokens, hidden } = lexer.tokenize(text);
    const words = tokens.map(t => `${t.tokenType.name}\u0000${t.image}`);
    const comments = hidden.map(t => t.image.replace(/[ \t]+$/, ''));
    return JSON.stringify([words, comments]);
}
