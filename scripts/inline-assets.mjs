// Assets inlined into the bundles as text: `import script from 'inline:report-charts'` gives the
// report page's browser script (language/report/browser/charts.ts with Chart.js), bundled to one
// minified IIFE. Used by esbuild.mjs, test/bench/run.mjs (esbuild plugin) and vitest.config.ts
// (Vite plugin), so the report code reads the same text in the bundles and in the tests.
import * as esbuild from 'esbuild';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = {
    'inline:report-charts': () =>
        esbuild.buildSync({
            absWorkingDir: root,
            entryPoints: [path.join(root, 'language/report/browser/charts.ts')],
            bundle: true,
            write: false,
            format: 'iife',
            platform: 'browser',
            target: 'es2022',
            minify: true,
            legalComments: 'none',
            logLevel: 'warning',
        }).outputFiles[0].text,
};
const cache = new Map();

/** The text of an inline asset; throws for an unknown id. */
export function inlineAsset(id) {
    if (!(id in ASSETS)) throw new Error(`unknown inline asset ${id}`);
    if (!cache.has(id)) cache.set(id, ASSETS[id]());
    return cache.get(id);
}

/** esbuild plugin: resolves `inline:*` imports to their text. */
export const inlineAssetsEsbuild = {
    name: 'inline-assets',
    setup(build) {
        build.onResolve({ filter: /^inline:/ }, args => ({ path: args.path, namespace: 'inline-asset' }));
        build.onLoad({ filter: /.*/, namespace: 'inline-asset' }, args => ({
            contents: `export default ${JSON.stringify(ASSETS[args.path]())};`,
            loader: 'js',
            watchFiles: [path.join(root, 'language/report/browser/charts.ts')],
        }));
    },
};

/** Vite (vitest) plugin: the same. */
export const inlineAssetsVite = {
    name: 'inline-assets',
    resolveId(id) {
        return id.startsWith('inline:') ? `\0${id}` : undefined;
    },
    load(id) {
        return id.startsWith('\0inline:') ? `export default ${JSON.stringify(inlineAsset(id.slice(1)))};` : undefined;
    },
};
