/** Turning command-line paths into .strife files, and the services that build them. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LangiumDocument, LangiumDocuments } from 'langium';
import { importedDocuments } from '../language/workspace/imports.js';
import { NodeFileSystem } from 'langium/node';
import { findStrifeFiles, loadAndBuild, type LoadFailure } from '../language/workspace/load-documents.js';
import { createStrifeServices } from '../language/strife-module.js';

/** A problem with the command line or the files it names: printed as one line, exit 2. */
export class UsageError extends Error {}

/**
 * Files named directly, plus every .strife file under named folders. A file named directly must
 * end in `.strife` (so `/dev/zero` is refused by name); a FIFO or device that does is refused unread
 * by the build (one `not-a-file` diagnostic), so it can never block.
 * @throws UsageError for a missing path or a file that is not a .strife file.
 */
export function expandPaths(paths: readonly string[]): string[] {
    const files: string[] = [];
    for (const p of paths) {
        let stat: fs.Stats;
        try {
            stat = fs.statSync(p);
        } catch {
            throw new UsageError(`${p}: no such file or folder.`);
        }
        if (stat.isDirectory()) files.push(...findStrifeFiles(p));
        else if (!p.endsWith('.strife')) throw new UsageError(`${p}: not a .strife file (Strife reads only files whose names end in .strife).`);
        else files.push(p);
    }
    return files;
}

/** How a document's path is shown: relative to the working folder when inside it. */
export function displayPath(document: LangiumDocument): string {
    const rel = path.relative(process.cwd(), document.uri.fsPath);
    return rel.startsWith('..') ? document.uri.fsPath : rel;
}

/**
 * Loads and builds `files` with everything they import.
 * @returns the roots that could be read, every document, and the files that could not be read.
 */
export async function buildFiles(files: readonly string[]): Promise<{ roots: LangiumDocument[]; all: LangiumDocument[]; failures: LoadFailure[] }> {
    const { shared } = createStrifeServices({ ...NodeFileSystem });
    return loadAndBuild(shared, files);
}

/** Like buildFiles for one file; a file that cannot be read is a UsageError. */
export async function buildOne(file: string): Promise<{ document: LangiumDocument; all: LangiumDocument[] }> {
    const { roots, all, failures } = await buildFiles([file]);
    if (failures.length > 0 || roots.length === 0) throw new UsageError(`${file}: ${failures[0]?.message ?? 'cannot be read.'}`);
    return { document: roots[0], all };
}

/** The documents `document` imports, transitively, among those the CLI loaded. */
export function importsAmong(document: LangiumDocument, loaded: readonly LangiumDocument[]): LangiumDocument[] {
    const byUri = new Map(loaded.map(d => [d.uri.toString(), d]));
    const documents = { getDocument: uri => byUri.get(uri.toString()) } as Pick<LangiumDocuments, 'getDocument'>;
    return importedDocuments(document, documents as LangiumDocuments);
}
