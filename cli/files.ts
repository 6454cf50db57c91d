/** Turning command-line paths into .strife files, and the services that build them. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LangiumDocument, LangiumDocuments } from 'langium';
import { importedDocuments } from '../language/workspace/imports.js';
import { NodeFileSystem } from 'langium/node';
import { findStrifeFiles, loadAndBuild } from '../language/workspace/load-documents.js';
import { createStrifeServices } from '../language/strife-module.js';

/** A problem with the command line or the files it names: printed as one line, exit 2. */
export class UsageError extends Error {}

/** Files named directly, plus every .strife file under named folders. */
export function expandPaths(paths: readonly string[]): string[] {
    const files: string[] = [];
    for (const p of paths) {
        if (!fs.existsSync(p)) throw new UsageError(`${p}: no such file or folder.`);
        const stat = fs.statSync(p);
        if (stat.isDirectory()) files.push(...findStrifeFiles(p));
        else files.push(p);
    }
    return files;
}

/** How a document's path is shown: relative to the working folder when inside it. */
export function displayPath(document: LangiumDocument): string {
    const rel = path.relative(process.cwd(), document.uri.fsPath);
    return rel.startsWith('..') ? document.uri.fsPath : rel;
}

export async function buildFiles(files: readonly string[]): Promise<{ roots: LangiumDocument[]; all: LangiumDocument[] }> {
    const { shared } = createStrifeServices({ ...NodeFileSystem });
    try {
        return await loadAndBuild(shared, files);
    } catch (error) {
        throw new UsageError(error instanceof Error ? error.message : String(error));
    }
}

/** The documents `document` imports, transitively, among those the CLI loaded. */
export function importsAmong(document: LangiumDocument, loaded: readonly LangiumDocument[]): LangiumDocument[] {
    const byUri = new Map(loaded.map(d => [d.uri.toString(), d]));
    const documents = { getDocument: uri => byUri.get(uri.toString()) } as Pick<LangiumDocuments, 'getDocument'>;
    return importedDocuments(document, documents as LangiumDocuments);
}
