/**
 * `node:fs` in the playground's language-server worker: a file system with no files (Langium's
 * EmptyFileSystem, in Node's words). The worker's documents all arrive from the page as open text
 * documents with `inmemory:` URIs, so the shared code reaches these functions only through paths
 * guarded by `uri.scheme === 'file'` or by a try/catch; each answers as for a missing file.
 * Aliased by web/build.mjs for the worker bundle only.
 */

function missing(path: unknown): Error {
    return Object.assign(new Error(`ENOENT: no such file in the browser playground: '${String(path)}'`), { code: 'ENOENT' });
}

export function existsSync(_path: unknown): boolean {
    return false;
}

export function statSync(path: unknown): never {
    throw missing(path);
}

export function readFileSync(path: unknown): never {
    throw missing(path);
}

export function realpathSync(path: unknown): never {
    throw missing(path);
}

/** Only used as a type by the shared code. */
export type Stats = never;
