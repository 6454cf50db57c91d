#!/usr/bin/env node
// The release rules of the .vsix, checked at the end of `npm run package` and in CI (.ci/run):
//   - its size, printed, and refused past the budget (a larger extension is slower to download,
//     install and start; the minified bundles are about 0.65 MB packed);
//   - its file list (what `vsce ls` would package), every file matching one allowed pattern, and
//     the files the extension cannot run without all present. Source maps, sources, tests, docs
//     and examples stay out: .vscodeignore is an allow-list, and this catches a slip in it.
// Usage: node scripts/check-package.mjs [strife.vsix]   (exit 1 on any breach, with the reasons)
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Packed size budget of the .vsix, in bytes (1 MB = 1,048,576 bytes). */
export const SIZE_BUDGET_BYTES = 1024 * 1024;

/** Every packaged path (relative to the extension's root, as `vsce ls` prints it) matches one of these. */
export const ALLOWED_FILES = [
    /^out\/(client\/extension|server\/main|server\/server|simulation\/worker)\.cjs$/,
    /^syntaxes\/strife\.tmLanguage\.json$/,
    /^snippets\/strife\.json$/,
    /^language-configuration\.json$/,
    /^package\.json$/,
    /^LICENSE$/,
    /^CHANGELOG\.md$/,
    /^client\/README\.md$/,
    /^images\/icon\.png$/,
];

/** What the installed extension needs to start, highlight, offer its snippets and run encounters. */
export const REQUIRED_FILES = [
    'package.json',
    'out/client/extension.cjs',
    'out/server/main.cjs',
    'out/server/server.cjs',
    'out/simulation/worker.cjs',
    'syntaxes/strife.tmLanguage.json',
    'snippets/strife.json',
    'language-configuration.json',
    'images/icon.png',
    'CHANGELOG.md',
    'client/README.md',
];

/** Reasons the file list breaks the rules (empty when it is fine). */
export function contentProblems(files) {
    const problems = [];
    for (const file of files) {
        if (!ALLOWED_FILES.some(pattern => pattern.test(file))) problems.push(`not allowed in the .vsix: ${file}`);
    }
    for (const file of REQUIRED_FILES) {
        if (!files.includes(file)) problems.push(`missing from the .vsix: ${file}`);
    }
    return problems;
}

/** Reasons the packed size breaks the budget (empty when it is within). */
export function sizeProblems(bytes, budget = SIZE_BUDGET_BYTES) {
    return bytes > budget ? [`the .vsix is ${bytes} bytes (${formatSize(bytes)}), past the budget of ${budget} bytes (${formatSize(budget)})`] : [];
}

/** Bytes as kB with one decimal (1 kB = 1024 bytes), as vsce prints them. */
export function formatSize(bytes) {
    return `${(bytes / 1024).toFixed(1)} kB`;
}

/** The files `vsce package` puts in the .vsix, from `vsce ls` with the options of `npm run package`. */
function packagedFiles(root) {
    const out = execFileSync(resolve(root, 'node_modules/.bin/vsce'), ['ls', '--no-dependencies', '--readme-path', 'client/README.md'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    return out.split('\n').filter(line => line.trim() !== '');
}

function main() {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    const vsix = resolve(process.argv[2] ?? resolve(root, 'strife.vsix'));
    const bytes = statSync(vsix).size;
    const files = packagedFiles(root);
    console.log(`${vsix}: ${formatSize(bytes)} packed (budget ${formatSize(SIZE_BUDGET_BYTES)}), ${files.length} files`);
    const problems = [...sizeProblems(bytes), ...contentProblems(files)];
    for (const problem of problems) console.error(`check-package: ${problem}`);
    if (problems.length > 0) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
