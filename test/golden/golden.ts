/**
 * The golden logs: what they are made of, how they are produced, and their manifest. Shared by the
 * test (`runs.test.ts`, which only compares) and the update script (`npm run golden:update -- --why
 * "…"`, `scripts/golden-update.mjs`, the only writer). See test/golden/README.md.
 *
 * A golden is one text file under `test/golden/` holding the text logs of one example: every
 * encounter of the file under every seed of {@link GOLDEN_SEEDS}, one after another (or one seed,
 * for the CLI's own golden). The manifest, `test/golden/manifest.json`, holds each golden's SHA-256
 * and the reason it last changed, so a golden that changes without a new reason fails the test.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NodeFileSystem } from 'langium/node';
import type { LogFormat } from '../../language/engine/render.js';
import { createStrifeServices } from '../../language/strife-module.js';
import { loadAndBuild } from '../../language/workspace/load-documents.js';
import { encountersOf, runDocumentEncounter } from '../../language/workspace/run-service.js';

/** The example folders whose encounters have goldens: one per ruleset, plus the sketches. */
const GOLDEN_FOLDERS = ['rise', 'paladins', 'rpgstuck', 'enchanted-realms', 'vaxia', 'sketches'] as const;

/** Seeds every example encounter is run with. */
const GOLDEN_SEEDS: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1);

/** One golden file: which example it runs, with which seeds, in which format. */
export interface GoldenSpec {
    /** The golden's file name in `test/golden/` (its manifest key). */
    readonly name: string;
    /** The example, relative to the repository root. */
    readonly source: string;
    readonly seeds: readonly number[];
    readonly format: LogFormat;
    /** True: the log exactly as `strife run <source> --seed <seed>` prints it (the CLI test compares it byte for byte), no headings. */
    readonly single?: boolean;
}

/** One manifest entry: the golden's SHA-256 (hex, of its UTF-8 bytes) and why it last changed. */
export interface ManifestEntry {
    readonly sha256: string;
    readonly why: string;
}

export type Manifest = Readonly<Record<string, ManifestEntry>>;

const MANIFEST_NAME = 'manifest.json';

/** A reason must say something: at least this many words. */
const MIN_WHY_WORDS = 4;

export function goldenDir(root: string): string {
    return path.join(root, 'test/golden');
}

/**
 * Every golden, sorted by name: each example file with an `encounter` under {@link GOLDEN_FOLDERS}
 * (all its encounters, seeds 1–20, text), the CLI's `ogre-bridge-seed42.txt`, and one Markdown log
 * (the format that styles faces differently from text).
 */
export function goldenSpecs(root: string): GoldenSpec[] {
    const specs: GoldenSpec[] = GOLDEN_FOLDERS.flatMap(dir =>
        fs
            .readdirSync(path.join(root, 'examples', dir))
            .filter(f => f.endsWith('.strife') && /^encounter /m.test(fs.readFileSync(path.join(root, 'examples', dir, f), 'utf8')))
            .map(f => `examples/${dir}/${f}`)
            .map(source => ({
                name: `runs/${source.replace(/^examples\//, '').replace(/[/.]/g, '-')}.txt`,
                source,
                seeds: GOLDEN_SEEDS,
                format: 'text' as const,
            })),
    );
    specs.push(
        { name: 'ogre-bridge-seed42.txt', source: 'examples/rise/ogre-bridge.strife', seeds: [42], format: 'text', single: true },
        { name: 'runs/rpgstuck-imp-horde-seed1-markdown.txt', source: 'examples/rpgstuck/imp-horde.strife', seeds: [1], format: 'markdown' },
    );
    return specs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The golden's text: every encounter of `spec.source` under every seed, each run headed by
 * `===== <encounter> — seed <n>` (a `single` spec: the one run's log alone).
 * @throws Error when a run fails (the example has errors or the engine stopped): a golden of a failure would hide it.
 */
export async function goldenText(root: string, spec: GoldenSpec): Promise<string> {
    const services = createStrifeServices(NodeFileSystem);
    const { roots, all } = await loadAndBuild(services.shared, [path.join(root, spec.source)]);
    const [document] = roots;
    const related = all.filter(d => d !== document);
    const parts: string[] = [];
    for (const encounter of spec.single ? [undefined] : encountersOf(document)) {
        for (const seed of spec.seeds) {
            const outcome = runDocumentEncounter(document, related, { encounter: encounter?.name, seed, format: spec.format }, d => d.uri.path);
            if (!outcome.ok) throw new Error(`${spec.source}, ${encounter?.name ?? 'first encounter'}, seed ${seed}: ${outcome.output}`);
            parts.push(spec.single ? outcome.output : `===== ${encounter!.name} — seed ${seed}\n${outcome.output}`);
        }
    }
    return parts.join('\n');
}

export function sha256(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function readManifest(root: string): Manifest {
    const file = path.join(goldenDir(root), MANIFEST_NAME);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The manifest as written: keys sorted, two-space JSON, a final newline (stable diffs). */
export function formatManifest(manifest: Manifest): string {
    const sorted = Object.fromEntries(
        Object.keys(manifest)
            .sort()
            .map(k => [k, manifest[k]]),
    );
    return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Why a reason is refused, or undefined when it will do: it must have {@link MIN_WHY_WORDS} words. */
export function whyProblem(why: string | undefined): string | undefined {
    if (why === undefined || why.trim() === '') return 'an update needs its reason: npm run golden:update -- --why "which rule changed and why"';
    if (why.trim().split(/\s+/).length < MIN_WHY_WORDS)
        return `"${why}" is too short to explain a change: say which rule changed and why (at least ${MIN_WHY_WORDS} words)`;
    return undefined;
}

/** What an update would do to one golden. */
export interface GoldenChange {
    readonly name: string;
    /** `recorded`: the text is unchanged but its manifest entry was missing or stale. */
    readonly kind: 'added' | 'changed' | 'recorded' | 'removed';
}

/**
 * Brings the goldens and the manifest up to date with the code: writes every golden whose text
 * changed (or is new), deletes goldens of examples that are gone, and gives each of those the
 * reason `why` in the manifest; goldens that did not change keep their text and their old reason.
 * @param dryRun true: only reports what would change.
 * @throws Error when `why` is refused ({@link whyProblem}) and something changed, or when it is
 * the very reason a changed golden already carries (each change gets its own explanation).
 */
export async function updateGoldens(root: string, why: string | undefined, dryRun = false): Promise<GoldenChange[]> {
    const dir = goldenDir(root);
    const manifest: Record<string, ManifestEntry> = { ...readManifest(root) };
    const specs = goldenSpecs(root);
    const changes: GoldenChange[] = [];
    const texts = new Map<string, string>();
    for (const spec of specs) {
        const text = await goldenText(root, spec);
        const file = path.join(dir, spec.name);
        const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
        const entry = manifest[spec.name];
        if (old === text && entry?.sha256 === sha256(text)) continue;
        texts.set(spec.name, text);
        changes.push({ name: spec.name, kind: old === undefined ? 'added' : old === text ? 'recorded' : 'changed' });
    }
    const wanted = new Set(specs.map(s => s.name));
    for (const name of Object.keys(manifest)) if (!wanted.has(name)) changes.push({ name, kind: 'removed' });
    if (changes.length === 0 || dryRun) return changes;
    const problem = whyProblem(why);
    if (problem) throw new Error(problem);
    const reused = changes.filter(c => manifest[c.name]?.why === why!.trim()).map(c => c.name);
    if (reused.length > 0) throw new Error(`${reused.join(', ')} already changed for "${why}": explain this change in its own words`);
    for (const change of changes) {
        const file = path.join(dir, change.name);
        if (change.kind === 'removed') {
            fs.rmSync(file, { force: true });
            delete manifest[change.name];
            continue;
        }
        const text = texts.get(change.name)!;
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text);
        manifest[change.name] = { sha256: sha256(text), why: why!.trim() };
    }
    fs.writeFileSync(path.join(dir, MANIFEST_NAME), formatManifest(manifest));
    return changes;
}
