// Builds the stock-Langium anchor server (test/bench/anchor/: Langium's domainmodel example) with
// this project's langium-cli and langium, into out/bench/anchor/. See test/bench/anchor/README.md.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Generates and bundles the anchor server; returns the path of its bundle (`main.cjs`, run with `--stdio`). */
export async function buildAnchor(root) {
    const from = path.join(root, 'test/bench/anchor');
    const outDir = path.join(root, 'out/bench/anchor');
    const src = path.join(outDir, 'src');
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(src, { recursive: true });
    for (const name of fs.readdirSync(from)) fs.copyFileSync(path.join(from, name), path.join(src, name));
    // The project's own langium-cli, run on the project's Node, in production mode as `npm run build` generates ours
    // (chevrotain skips its grammar self-checks when building the parser): the anchor is built as we are.
    const cli = path.join(root, 'node_modules/langium-cli/bin/langium.js');
    execFileSync(process.execPath, [cli, 'generate', '--mode=production'], { cwd: src, stdio: 'pipe' });
    const bundle = path.join(outDir, 'main.cjs');
    await esbuild.build({
        absWorkingDir: root,
        entryPoints: [path.join(src, 'main.ts')],
        outfile: bundle,
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        logLevel: 'warning',
        // As our server's bundle (esbuild.mjs): langium's ESM build reads import.meta.url on a path never taken here.
        define: { 'import.meta.url': '__import_meta_url' },
        inject: [path.join(root, 'esbuild-shims.mjs')],
        nodePaths: [path.join(root, 'node_modules')],
    });
    return bundle;
}
