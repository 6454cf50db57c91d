/**
 * Golden logs: every encounter of every example (all five rulesets and the sketches), seeds 1–20,
 * in the text format, plus the CLI's seed-42 log and one Markdown log. A change to a ruleset's
 * behaviour shows here as a diff of the log a GM would read.
 *
 * This test never writes. A golden changes only through `npm run golden:update -- --why "…"`,
 * which records the reason beside the golden's hash in `manifest.json`; a golden whose bytes do not
 * match its manifest entry (edited or regenerated some other way) fails here, so no change lands
 * without its explanation. See test/golden/README.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { goldenDir, goldenSpecs, goldenText, readManifest, sha256, whyProblem } from './golden.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIR = goldenDir(ROOT);
const SPECS = goldenSpecs(ROOT);
const MANIFEST = readManifest(ROOT);
const UPDATE = 'npm run golden:update -- --why "which rule changed and why"';

/** Files under test/golden that are not goldens: this suite's code, the README, the manifest. */
const NOT_GOLDEN = /^(?:[^/]+\.ts|README\.md|manifest\.json)$/;

/** Every golden file on disk, relative to test/golden. */
function goldenFilesOnDisk(dir = DIR, prefix = ''): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
        const name = `${prefix}${e.name}`;
        if (e.isDirectory()) return goldenFilesOnDisk(path.join(dir, e.name), `${name}/`);
        return NOT_GOLDEN.test(name) ? [] : [name];
    });
}

describe('golden logs', () => {
    it('cover every example with an encounter, in all five rulesets', () => {
        const sources = new Set(SPECS.map(s => s.source.split('/')[1]));
        expect([...sources].sort()).toEqual(['enchanted-realms', 'paladins', 'rise', 'rpgstuck', 'sketches', 'vaxia']);
    });

    it('are exactly the files the manifest lists, each with a reason', () => {
        expect(goldenFilesOnDisk().sort(), `golden files on disk vs specs; run ${UPDATE}`).toEqual(SPECS.map(s => s.name).sort());
        expect(Object.keys(MANIFEST).sort(), `manifest entries vs specs; run ${UPDATE}`).toEqual(SPECS.map(s => s.name).sort());
        for (const [name, entry] of Object.entries(MANIFEST)) expect(whyProblem(entry.why), name).toBeUndefined();
    });

    // A golden rewritten without the update script (by hand, or by an old UPDATE_GOLDEN habit) has
    // no reason of its own: its bytes no longer match the hash its reason was recorded with.
    it.each(SPECS.map(s => s.name))('%s matches its manifest entry (changed only with a reason)', name => {
        const text = fs.readFileSync(path.join(DIR, name), 'utf8');
        expect(sha256(text), `${name} differs from the hash recorded with its reason; regenerate it with ${UPDATE}`).toBe(MANIFEST[name]?.sha256);
    });

    // The manifest as last committed: a golden whose hash changed since then must carry a new reason
    // (the update script refuses to reuse one; this catches a hash edited by hand).
    it('gives every golden changed since the last commit a new reason', () => {
        const committed = spawnSync('git', ['show', 'HEAD:test/golden/manifest.json'], { cwd: ROOT, encoding: 'utf8' });
        if (committed.status !== 0) return; // not a git checkout, or no manifest committed yet
        const before = JSON.parse(committed.stdout) as typeof MANIFEST;
        const stale = Object.entries(MANIFEST)
            .filter(([name, entry]) => before[name] && before[name].sha256 !== entry.sha256 && before[name].why === entry.why)
            .map(([name]) => name);
        expect(stale, `changed without a new reason; run ${UPDATE}`).toEqual([]);
    });

    // One renderer marks every ruleset's dice: in text a die that does not count is `~3~`, never a
    // Markdown `~~3~~` or a letter after it that reads like notation (`1d` in `[3, 1d, 6]`).
    it.each(SPECS.filter(s => s.format === 'text'))('$name strikes dice that do not count the one text way', spec => {
        const text = fs.readFileSync(path.join(DIR, spec.name), 'utf8');
        expect(text).not.toMatch(/~~\d/);
        expect(text).not.toMatch(/\[(?:[^\]]*, )?\d+d(?:, |\])/);
    });

    it.each(SPECS)('$name is what the code prints now', async spec => {
        const text = await goldenText(ROOT, spec);
        const golden = fs.readFileSync(path.join(DIR, spec.name), 'utf8');
        // On a difference: read the diff against the rules; if the new log is right, record why with the update script.
        expect(text, `${spec.name} changed; if the new log is right, run ${UPDATE}`).toBe(golden);
    });
});
