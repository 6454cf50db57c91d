/**
 * Text from a file, made safe for where it is printed. A shared file's names (an encounter's name
 * is any quoted text) and paths reach terminals, output channels and Markdown renderers: raw
 * control characters could retitle or clear a terminal (ESC, OSC, BEL, the C1 CSI U+009B), cut
 * output (NUL) or reorder what a reader sees (bidirectional overrides); raw HTML in Markdown would
 * run in a previewer. Every printable output passes through one of these.
 */

// C0 controls but tab and line feed, DEL, the C1 controls, and the bidirectional embedding,
// override and isolate controls (the "Trojan Source" characters).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to escape
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;
// The characters JSON.stringify leaves raw.
const JSON_RAW = /[\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

const hex = (c: string, width: number) => c.charCodeAt(0).toString(16).padStart(width, '0');

/**
 * `text` with every control character written out visibly: `\x1b`, `\x07`, `\x00`, `\x9b`,
 * `\u202e`. Line feeds and tabs stay. Idempotent (the escapes are plain text).
 */
export function escapeControls(text: string): string {
    return text.replace(CONTROLS, c => (c.charCodeAt(0) <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/**
 * JSON text (from `JSON.stringify`, which escapes the C0 controls already) with DEL, the C1 controls
 * and the bidirectional controls escaped as `\u` sequences: the same JSON value, safe on a terminal.
 */
export function escapeJsonControls(json: string): string {
    return json.replace(JSON_RAW, c => `\\u${hex(c, 4)}`);
}

/**
 * Text from a file for Markdown: `&`, `<`, `>` and `"` as entities (no HTML reaches a renderer)
 * and Markdown's punctuation backslash-escaped (no link, image, emphasis or code span; `|` is left to
 * table cells, which escape it), controls
 * escaped as {@link escapeControls} does.
 */
export function markdownText(text: string): string {
    return escapeControls(text)
        .replace(/[\\`*_{}[\]()#+\-.!~]/g, c => `\\${c}`)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}

/** A list in words: `a`, `a or b`, `a, b or c` (`last`: the word before the last item, `or` or `and`). */
export function wordList(items: readonly string[], last: 'and' | 'or'): string {
    return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
