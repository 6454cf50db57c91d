// `npm run golden:update -- --why "which rule changed and why"`: the only writer of the golden logs
// (test/golden/README.md). Re-runs every example, rewrites the goldens whose text changed, and gives
// each of them the reason in test/golden/manifest.json, so the commit carries which logs changed and
// why. `--check` only lists what would change (exit 1 if anything would).
//
// The code that produces a golden is test/golden/golden.ts, shared with the test; it is bundled here
// with esbuild (as test/bench/run.mjs bundles its suites) because Node cannot import the TypeScript
// sources directly.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { inlineAssetsEsbuild } from './inline-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { why: { type: 'string' }, check: { type: 'boolean', default: false } } });

const bundle = path.join(root, 'out/golden/golden.cjs');
await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'test/golden/golden.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    define: { 'import.meta.url': '__import_meta_url' },
    inject: [path.join(root, 'esbuild-shims.mjs')],
    plugins: [inlineAssetsEsbuild],
});
const golden = createRequire(import.meta.url)(bundle);

if (!values.check) {
    const problem = golden.whyProblem(values.why);
    if (problem) {
        console.error(problem);
        process.exit(2);
    }
}
try {
    const changes = await golden.updateGoldens(root, values.why, values.check);
    if (changes.length === 0) {
        console.log('Every golden log is up to date; nothing written.');
        process.exit(0);
    }
    const verb = values.check ? 'would change' : 'changed';
    console.log(`${changes.length} golden log${changes.length === 1 ? '' : 's'} ${verb}:`);
    for (const c of changes) console.log(`  ${c.kind.padEnd(7)} test/golden/${c.name}`);
    if (values.check) process.exit(1);
    console.log(`\nReason recorded in test/golden/manifest.json: ${values.why.trim()}`);
    console.log('Read the diffs against the rules, then commit them with the manifest and this reason in the message.');
} catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
}
