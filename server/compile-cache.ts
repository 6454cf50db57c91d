/**
 * Node's on-disk compile cache (`module.enableCompileCache`, Node ≥ 22.1) for the bundles: the
 * server's 2 MB bundle spent ~110 ms of its start in compiling the script; with the cache, later
 * starts read V8's code from disk instead. The cache lives in the OS temporary folder
 * (`strife-compile-cache/`, files readable by their owner only), keyed by Node version and file
 * content, so a new build or Node never reads stale code. Where the function is missing (an older
 * Node, e.g. an editor's bundled one) nothing happens. `load` requires the bundle; the cache is
 * written right after it and again after the server's first build (a language server is usually
 * ended by a signal, before Node would write it at exit).
 */
import * as nodeModule from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';

type CacheApi = { enableCompileCache?: (dir?: string) => unknown; flushCompileCache?: () => void };

export function loadWithCompileCache(load: () => void): void {
    const api = nodeModule as unknown as CacheApi;
    try {
        api.enableCompileCache?.(path.join(os.tmpdir(), 'strife-compile-cache'));
    } catch {
        // No cache: a slower start, nothing else.
    }
    load();
    // Written at once (a server ended early still leaves a cache); `writeCompileCache` writes it
    // again once the first build has compiled the parser's, linker's and checks' functions.
    api.flushCompileCache?.();
}

/**
 * Writes the compile cache now (after the first build: the functions it compiled lazily go in
 * too, so the next server's first build starts from bytecode). Nothing where Node lacks it.
 */
export function writeCompileCache(): void {
    try {
        (nodeModule as unknown as CacheApi).flushCompileCache?.();
    } catch {
        // A cache not written: the next start compiles again.
    }
}
