// A static file server on loopback for the playground's browser test and bench (what
// `python3 -m http.server -d out/web` does for a person, with the MIME types module workers and
// wasm need). Counts what it serves, raw and compressed, for the first-load budget.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import * as path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ttf': 'font/ttf',
    '.map': 'application/json',
};

/**
 * Serves `dir` on 127.0.0.1 (a free port). `served` lists every response (path, file, raw bytes);
 * `compressedSizes(served)` adds what they weigh compressed.
 * @returns the base URL, the list, and `close()`.
 */
export async function serveStatic(dir) {
    const served = [];
    const server = createServer(async (req, res) => {
        const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        const file = path.join(dir, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
        if (!file.startsWith(dir)) {
            res.writeHead(403).end();
            return;
        }
        try {
            const body = await readFile(file);
            served.push({ path: urlPath, file, bytes: body.length });
            res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
            res.end(body);
        } catch {
            res.writeHead(404).end();
        }
    });
    await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return {
        url: `http://127.0.0.1:${port}/`,
        served,
        close: () => new Promise(resolve => server.close(resolve)),
    };
}

/**
 * Each served file's size gzipped (level 9) and brotli-compressed (quality 11): what a static host
 * that compresses, or precompresses, sends. Computed after the page loaded, not while serving it.
 */
export function compressedSizes(served) {
    const cache = new Map();
    return served.map(entry => {
        if (!cache.has(entry.file)) {
            const body = readFileSync(entry.file);
            cache.set(entry.file, {
                gzip: gzipSync(body, { level: 9 }).length,
                brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
            });
        }
        return { ...entry, ...cache.get(entry.file) };
    });
}
