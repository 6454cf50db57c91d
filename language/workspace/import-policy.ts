/**
 * Which imports Strife may read from disk. A shared bestiary is a stranger's file: its imports
 * must not make Strife read (and quote, in diagnostics) files its author should not see. So an
 * import is read only when
 * - its path ends in `.strife`, and so does its real path (symbolic links resolved): anything else
 *   would also loop the server (no service parses it),
 * - its real path (symbolic links resolved) lies inside the importing file's root: the workspace
 *   folder holding the importing file, or — no workspace open, or the file outside all of them —
 *   the importing file's own folder (the CLI's workspace is its working folder),
 * - and it is a regular file (not a FIFO or device, whose reading could block forever).
 * Refusals never quote the target's real path.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LangiumDocuments, URI } from 'langium';

export type ImportRefusalCode = 'import-not-strife' | 'import-outside-workspace' | 'import-not-a-file';

export type ImportVerdict =
    | { readonly ok: true }
    | { readonly ok: false; readonly missing: true }
    | { readonly ok: false; readonly missing?: false; readonly code: ImportRefusalCode; readonly message: string };

/** The workspace folders of each set of documents (a server's); unset: the CLI's working folder. */
const rootsByWorkspace = new WeakMap<LangiumDocuments, readonly string[]>();

/** Sets the workspace folders (file-system paths) whose files may import each other. */
export function setImportRoots(documents: LangiumDocuments, folders: readonly string[]): void {
    rootsByWorkspace.set(
        documents,
        folders.map(f => realpathOr(f)),
    );
}

/** The roots imports are judged against: the server's workspace folders, or the CLI's working folder. */
export function importRoots(documents: LangiumDocuments): readonly string[] {
    return rootsByWorkspace.get(documents) ?? [realpathOr(process.cwd())];
}

/**
 * Judges the import of `target` (already resolved against the importing file) from `importer`.
 * Cheap: a stat and two realpath calls, no reading.
 */
export function judgeImport(importer: URI, importPath: string, target: URI, roots: readonly string[]): ImportVerdict {
    if (!importPath.endsWith('.strife'))
        return { ok: false, code: 'import-not-strife', message: `Only .strife files can be imported; '${importPath}' is not one.` };
    if (target.scheme !== 'file' || importer.scheme !== 'file') return { ok: false, missing: true };
    let real: string;
    try {
        real = fs.realpathSync(target.fsPath);
    } catch {
        return { ok: false, missing: true };
    }
    // The name that counts is the real file's: `beasts.strife` may be a link to `notes.txt`.
    if (!real.endsWith('.strife'))
        return {
            ok: false,
            code: 'import-not-strife',
            message: `'${importPath}' is a symbolic link to a file that is not a .strife file; Strife does not read it.`,
        };
    const importerDir = realpathOr(path.dirname(importer.fsPath));
    const root = roots.find(r => inside(importerDir, r)) ?? importerDir;
    if (!inside(real, root)) {
        const where = roots.some(r => inside(importerDir, r)) ? 'the workspace folder' : "this file's folder";
        return {
            ok: false,
            code: 'import-outside-workspace',
            message: `'${importPath}' leads outside ${where} (through '..' or a symbolic link); Strife does not read it.`,
        };
    }
    let isFile = false;
    try {
        isFile = fs.statSync(real).isFile();
    } catch {
        return { ok: false, missing: true };
    }
    if (!isFile)
        return {
            ok: false,
            code: 'import-not-a-file',
            message: `'${importPath}' is not a regular file (a folder, FIFO or device); Strife does not read it.`,
        };
    return { ok: true };
}

function inside(file: string, folder: string): boolean {
    const rel = path.relative(folder, file);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function realpathOr(p: string): string {
    try {
        return fs.realpathSync(p);
    } catch {
        return path.resolve(p);
    }
}
