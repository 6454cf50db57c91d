/**
 * Node globals the shared language code uses, for the playground's workers (injected by
 * web/build.mjs: esbuild replaces the free names `Buffer` and `setImmediate` with these).
 * - `Buffer.byteLength`: the file-size guard counts a long text's UTF-8 bytes
 *   (language/workspace/file-size-limit.ts).
 * - `setImmediate`: work queued behind a build's output (language/lsp/after-output.ts). In the
 *   browser vscode-jsonrpc writes messages from a microtask (its `setImmediate`), and a
 *   `setTimeout(0)` runs after every queued microtask, so it keeps "after the queued output".
 */

export const Buffer = {
    byteLength(text: string, _encoding?: 'utf8'): number {
        return new TextEncoder().encode(text).length;
    },
};

export function setImmediate(callback: () => void): void {
    setTimeout(callback, 0);
}
