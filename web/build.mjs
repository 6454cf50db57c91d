// `npm run build:web`: the playground as one static folder, out/web/, that any static host serves
// (no server-side code). Needs the generated parser (`npm run build` runs langium generate).
//
//   index.html, playground.css   the page and its own styles
//   main.js (+ chunks/)          the page: Monaco through monaco-languageclient (web/main.ts)
//   main.css                     Monaco's and VS Code's styles, gathered by esbuild
//   language-server.js           the Strife language server in a worker (web/workers/language-server.ts)
//   engine.js                    runs and simulations in a worker (web/workers/engine.ts)
//   editor.worker.js, textmate.worker.js   Monaco's own workers
//   assets/                      fonts, the TextMate engine's wasm, theme files
//
// `--dev`: no minification (readable stack traces while working on the page).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { inlineAssetsEsbuild } from '../scripts/inline-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'out/web');
const dev = process.argv.includes('--dev');

/**
 * `new URL('./file', import.meta.url)` in monaco-vscode-api's packages (the oniguruma wasm, the
 * default themes): esbuild leaves these alone, so each is turned into an import of the file with
 * the `file` loader (copied to assets/, named by hash) whose URL is resolved against the chunk.
 */
const importMetaUrlAssets = {
    name: 'import-meta-url-assets',
    setup(build) {
        const pattern = /\bnew\s+URL\s*\(\s*('[^']+'|"[^"]+")\s*,\s*import\.meta\.url\s*\)/g;
        build.onLoad({ filter: /[\\/]node_modules[\\/]@codingame[\\/].*\.js$/ }, args => {
            const code = readFileSync(args.path, 'utf8');
            if (!code.includes('import.meta.url')) return undefined;
            const imports = [];
            const contents = code.replace(pattern, (_match, quoted) => {
                const target = path.resolve(path.dirname(args.path), quoted.slice(1, -1));
                const id = `__asset${imports.length}`;
                imports.push(`import ${id} from ${JSON.stringify(`asset:${target}`)};`);
                return `new URL(${id}, import.meta.url)`;
            });
            return { contents: `${imports.join('\n')}\n${contents}`, loader: 'js', resolveDir: path.dirname(args.path) };
        });
        build.onResolve({ filter: /^asset:/ }, args => ({ path: args.path.slice('asset:'.length), namespace: 'asset' }));
        build.onLoad({ filter: /.*/, namespace: 'asset' }, args => ({ contents: readFileSync(args.path), loader: 'file' }));
    },
};

/** `import examples from 'strife-examples'`: every .strife file under examples/ as `{ path, text }`. */
const strifeExamples = {
    name: 'strife-examples',
    setup(build) {
        const dir = path.join(root, 'examples');
        build.onResolve({ filter: /^strife-examples$/ }, () => ({ path: 'strife-examples', namespace: 'strife-examples' }));
        build.onLoad({ filter: /.*/, namespace: 'strife-examples' }, () => {
            const files = readdirSync(dir, { recursive: true })
                .map(String)
                .filter(p => p.endsWith('.strife'))
                .sort()
                .map(p => ({ path: p.split(path.sep).join('/'), text: readFileSync(path.join(dir, p), 'utf8') }));
            return { contents: `export default ${JSON.stringify(files)};`, loader: 'js', watchDirs: [dir] };
        });
    },
};

const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    legalComments: 'none',
    logLevel: 'warning',
    // The shared code's tsconfig maps `vscode` to @types/vscode for type checking only.
    tsconfigRaw: {},
    assetNames: 'assets/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
};

/** The workers running shared Strife code: Node's modules and globals shimmed (web/shims/). */
const strifeWorker = {
    ...common,
    format: 'iife',
    alias: {
        'node:fs': './web/shims/node-fs.ts',
        'node:path': './web/shims/node-path.ts',
        'node:crypto': './web/shims/node-crypto.ts',
        'node:vm': './web/shims/node-vm.ts',
    },
    inject: ['./web/shims/globals.ts'],
    plugins: [inlineAssetsEsbuild],
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await Promise.all([
    esbuild.build({
        ...common,
        entryPoints: { main: 'web/main.ts' },
        outdir,
        format: 'esm',
        splitting: true,
        loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file', '.png': 'file', '.svg': 'file', '.wasm': 'file', '.mp3': 'file' },
        plugins: [importMetaUrlAssets, strifeExamples],
    }),
    esbuild.build({
        ...common,
        entryPoints: {
            'editor.worker': '@codingame/monaco-vscode-editor-api/esm/vs/editor/editor.worker.js',
            'textmate.worker': '@codingame/monaco-vscode-textmate-service-override/worker',
        },
        outdir,
        format: 'esm',
        loader: { '.wasm': 'file' },
        plugins: [importMetaUrlAssets],
    }),
    esbuild.build({ ...strifeWorker, entryPoints: { 'language-server': 'web/workers/language-server.ts' }, outdir }),
    esbuild.build({ ...strifeWorker, entryPoints: { engine: 'web/workers/engine.ts' }, outdir }),
]);

for (const file of ['index.html', 'playground.css', 'favicon.svg']) cpSync(path.join(root, 'web', file), path.join(outdir, file));

/** Sizes of what was written, for a glance (the budget is measured in the browser: web/bench.mjs). */
function sizes(dir, prefix = '') {
    return readdirSync(dir).flatMap(name => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? sizes(full, `${prefix}${name}/`) : [[`${prefix}${name}`, statSync(full).size]];
    });
}
const total = sizes(outdir).reduce((n, [, size]) => n + size, 0);
console.log(`out/web: ${sizes(outdir).length} files, ${(total / 1024 / 1024).toFixed(1)} MB uncompressed`);
