// Bundles the three entry points. Each bundle is self-contained CommonJS so that VS Code (extension
// host), `node` (CLI, server) and the .vsix need no node_modules at run time.
import * as esbuild from 'esbuild';
import { inlineAssetsEsbuild } from './scripts/inline-assets.mjs';

const watch = process.argv.includes('--watch');
// `--minify`: the release build of `npm run package`. Source maps are written in both builds, beside
// each bundle in out/; .vscodeignore keeps them out of the .vsix, and `keepNames` keeps function and
// class names in minified stack traces (scripts/map-stack.mjs maps a trace back to the sources).
const minify = process.argv.includes('--minify');

// chevrotain >= 12 calls Object.groupBy (Node >= 21). The polyfill lets the bundled CLI and server
// also run on an older Node, such as the one a user's shell may find first.
const banner = `if (!Object.groupBy) { Object.groupBy = (items, key) => { const out = Object.create(null); let i = 0; for (const item of items) { const k = key(item, i++); (out[k] ??= []).push(item); } return out; }; }
if (!Map.groupBy) { Map.groupBy = (items, key) => { const out = new Map(); let i = 0; for (const item of items) { const k = key(item, i++); if (!out.has(k)) out.set(k, []); out.get(k).push(item); } return out; }; }`;

const common = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    minify,
    keepNames: minify,
    logLevel: 'warning',
    banner: { js: banner },
    // langium's ESM build uses import.meta.url in a code path we never reach from a bundle.
    define: { 'import.meta.url': '__import_meta_url' },
    inject: ['./esbuild-shims.mjs'],
    // `inline:report-charts`: the report page's script, bundled in as text (language/report/html.ts).
    plugins: [inlineAssetsEsbuild],
};

const builds = [
    { entryPoints: { 'client/extension': 'client/extension.ts' }, external: ['vscode'] },
    // The server's entry loads the server bundle through Node's compile cache (server/compile-cache.ts).
    { entryPoints: { 'server/main': 'server/main.ts' }, external: ['./server.cjs'] },
    { entryPoints: { 'server/server': 'server/server.ts' } },
    { entryPoints: { 'cli/main': 'cli/main.ts' } },
    // The engine's worker thread: simulations for the CLI and the server (language/simulation/parallel.ts),
    // and the server's encounter runs (server/encounter-runs.ts).
    { entryPoints: { 'simulation/worker': 'language/simulation/worker.ts' } },
];

for (const b of builds) {
    const options = { ...common, ...b, outdir: 'out', outExtension: { '.js': '.cjs' } };
    if (watch) {
        const ctx = await esbuild.context(options);
        await ctx.watch();
    } else {
        await esbuild.build(options);
    }
}
