/**
 * Loads .strife files from disk with everything they import, and builds (parses, links, validates)
 * them — for the CLI and tests, where no editor workspace does it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { URI, type LangiumDocument, type LangiumSharedCoreServices } from 'langium';
import type { Document } from '../generated/ast.js';
import { importUri } from './imports.js';
import { importRoots, judgeImport } from './import-policy.js';

/** Every `.strife` file under `dir`, sorted, skipping node_modules and dot-folders. */
export function findStrifeFiles(dir: string): string[] {
    const out: string[] = [];
    const walk = (d: string) => {
        for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
            const full = path.join(d, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (entry.isFile() && entry.name.endsWith('.strife')) out.push(full);
        }
    };
    walk(dir);
    return out;
}

/** A file that could not be loaded (gone, unreadable): the build goes on without it. */
export interface LoadFailure {
    readonly path: string;
    readonly message: string;
}

/**
 * Loads `files` and, transitively, the files they import (imports that do not exist or that the
 * import policy refuses are left for validation to report), then builds them all. Oversized files
 * and FIFOs or devices are not read: they build as empty documents with one diagnostic
 * (file-size-limit.ts).
 * @returns the documents of `files` that could be loaded, in order, every document loaded, and
 * the files that could not be read.
 */
export async function loadAndBuild(
    shared: LangiumSharedCoreServices,
    files: readonly string[],
): Promise<{ roots: LangiumDocument[]; all: LangiumDocument[]; failures: LoadFailure[] }> {
    const documents = shared.workspace.LangiumDocuments;
    const roots = importRoots(documents);
    const loaded = new Map<string, LangiumDocument>();
    const load = async (uri: URI): Promise<LangiumDocument> => {
        const key = uri.toString();
        const existing = loaded.get(key);
        if (existing) return existing;
        const doc = await documents.getOrCreateDocument(uri);
        loaded.set(key, doc);
        for (const imp of (doc.parseResult.value as Document).imports ?? []) {
            if (!imp.path) continue;
            const target = importUri(uri, imp);
            if (!judgeImport(uri, imp.path, target, roots).ok) continue;
            try {
                await load(target);
            } catch {
                // Gone or unreadable since it was judged: validation reports it as not found.
            }
        }
        return doc;
    };
    const rootDocs: LangiumDocument[] = [];
    const failures: LoadFailure[] = [];
    for (const file of files) {
        try {
            rootDocs.push(await load(URI.file(path.resolve(file))));
        } catch (error) {
            // Only file-system errors mean "cannot read"; anything else is a bug, and must surface.
            if (!(error instanceof Error && 'code' in error && typeof error.code === 'string')) throw error;
            failures.push({ path: file, message: error.message });
        }
    }
    const all = [...loaded.values()];
    await shared.workspace.DocumentBuilder.build(all, { validation: true });
    return { roots: rootDocs, all, failures };
}
