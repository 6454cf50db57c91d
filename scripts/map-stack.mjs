#!/usr/bin/env node
// Maps a stack trace from the minified bundles back to the TypeScript sources. The .vsix ships no
// source maps (they would double its size); `npm run package` leaves them beside the bundles in
// out/, so a trace copied from the "Strife Language Server" output channel of a release build can
// be read against the same commit's build. Uses Node's own source-map reader (node:module).
// Usage: node scripts/map-stack.mjs [trace.txt]   (stdin without a file); prints the mapped trace.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const maps = new Map();

/** The source map of a bundle named by its path under out/ (e.g. `server/main.cjs`), or undefined. */
function mapOf(bundle) {
    if (!maps.has(bundle)) {
        const file = resolve(root, 'out', `${bundle}.map`);
        maps.set(bundle, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
    }
    return maps.get(bundle);
}

/**
 * One line of a trace with every `…/out/<bundle>.cjs:LINE:COLUMN` replaced by the source position
 * (`language/…/file.ts:LINE:COLUMN`); positions without a map are left as they are.
 */
export function mapLine(line) {
    return line.replace(/(?:[^\s()]*\/)?out\/([\w/-]+\.cjs):(\d+):(\d+)/g, (whole, bundle, l, c) => {
        const entry = mapOf(bundle)?.findEntry(Number(l) - 1, Number(c) - 1);
        if (!entry?.originalSource) return whole;
        const source = relative(root, resolve(root, 'out', dirname(bundle), entry.originalSource.replace(/^file:\/\//, '')));
        return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const text = readFileSync(process.argv[2] ?? 0, 'utf8');
    process.stdout.write(text.split('\n').map(mapLine).join('\n'));
}
