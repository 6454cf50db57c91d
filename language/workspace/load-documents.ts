/**
 * Loads .strife files from disk with everything they import, and builds (parses, links, validates)
 * them — for the CLI and tests, where no editor workspace does it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { URI, type LangiumDocument, type LangiumSharedCoreServices } from 'langium';
import type { Document } from '../generated/ast.js';
import { importUri } from './imports.js';

/** Files larger than this are refused before parsing (a clear error instead of a long stall). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

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

export class FileTooLargeError extends Error {}

/**
 * Loads `files` and, transitively, the files they import (an import that does not exist on disk is
 * left for validation to report), then builds them all.
 * @returns the documents of `files`, in order, and every document loaded.
 * @throws FileTooLargeError for a file over MAX_FILE_BYTES; fs errors for unreadable files.
 */
export async function loadAndBuild(
    shared: LangiumSharedCoreServices,
    files: readonly string[],
): Promise<{ roots: LangiumDocument[]; all: LangiumDocument[] }> {
    const documents = shared.workspace.LangiumDocuments;
    const loaded = new Map<string, LangiumDocument>();
    const load = async (uri: URI): Promise<LangiumDocument> => {
        const key = uri.toString();
        const existing = loaded.get(key);
        if (existing) return existing;
        const size = fs.statSync(uri.fsPath).size;
        if (size > MAX_FILE_BYTES) throw new FileTooLargeError(`${uri.fsPath} is ${size} bytes; the limit is ${MAX_FILE_BYTES}.`);
        const doc = await documents.getOrCreateDocument(uri);
        loaded.set(key, doc);
        for (const imp of (doc.parseResult.value as Document).imports ?? []) {
            if (!imp.path) continue;
            const target = importUri(uri, imp);
            if (fs.existsSync(target.fsPath) && fs.statSync(target.fsPath).isFile()) await load(target);
        }
        return doc;
    };
    const roots: LangiumDocument[] = [];
    for (const file of files) roots.push(await load(URI.file(path.resolve(file))));
    const all = [...loaded.values()];
    await shared.workspace.DocumentBuilder.build(all, { validation: true });
    return { roots, all };
}
