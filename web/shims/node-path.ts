/**
 * `node:path` in the playground's language-server worker. The shared code uses it only to judge
 * imports of `file:` URIs (language/workspace/import-policy.ts), after a `realpathSync` that the
 * empty file system (node-fs.ts) always refuses, so none of these is reached; should one be, it
 * says so instead of guessing a path. Aliased by web/build.mjs for the worker bundle only.
 */

function unavailable(name: string): never {
    throw new Error(`path.${name} is not available in the browser playground`);
}

export const dirname = (_p: string): string => unavailable('dirname');
export const relative = (_from: string, _to: string): string => unavailable('relative');
export const isAbsolute = (_p: string): boolean => unavailable('isAbsolute');
export const resolve = (..._p: string[]): string => unavailable('resolve');
