/**
 * Golden logs: every encounter of every example, seeds 1–20, in the text format. A change to a
 * ruleset's behaviour shows here as a diff of the log a GM would read; regenerate on purpose with
 * `UPDATE_GOLDEN=1 npx vitest run test/golden/runs.test.ts` and explain the diff in the commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { describe, expect, it } from 'vitest';
import { createStrifeServices } from '../../language/strife-module.js';
import { loadAndBuild } from '../../language/workspace/load-documents.js';
import { encountersOf, runDocumentEncounter } from '../../language/workspace/run-service.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES = ['rise', 'paladins', 'enchanted-realms'].flatMap(dir =>
    fs
        .readdirSync(path.join(ROOT, 'examples', dir))
        .filter(f => f.endsWith('.strife') && /^encounter /m.test(fs.readFileSync(path.join(ROOT, 'examples', dir, f), 'utf8')))
        .sort()
        .map(f => path.join('examples', dir, f)),
);
const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

/** Every encounter of `file` under seeds 1–20, one text log after another. */
async function goldenText(file: string): Promise<string> {
    const services = createStrifeServices(NodeFileSystem);
    const { roots, all } = await loadAndBuild(services.shared, [path.join(ROOT, file)]);
    const [document] = roots;
    const related = all.filter(d => d !== document);
    const parts: string[] = [];
    for (const encounter of encountersOf(document)) {
        for (const seed of SEEDS) {
            const outcome = runDocumentEncounter(document, related, { encounter: encounter.name, seed }, d => d.uri.path);
            parts.push(`===== ${encounter.name} — seed ${seed}\n${outcome.output}`);
        }
    }
    return parts.join('\n');
}

describe('golden logs of every example, seeds 1–20', () => {
    it.each(EXAMPLES)('%s', async file => {
        const golden = path.join(ROOT, 'test/golden/runs', `${file.replace(/^examples\//, '').replace(/[/.]/g, '-')}.txt`);
        const text = await goldenText(file);
        if (process.env.UPDATE_GOLDEN) fs.writeFileSync(golden, text);
        expect(text).toBe(fs.readFileSync(golden, 'utf8'));
    });
});
