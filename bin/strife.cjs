#!/usr/bin/env node
// Node's on-disk compile cache (Node >= 22.1): later runs read the 2.5 MB bundle's code from disk
// instead of compiling it again (server/compile-cache.ts says more). Node writes it at exit.
try {
    require('node:module').enableCompileCache?.(require('node:path').join(require('node:os').tmpdir(), 'strife-compile-cache'));
} catch {
    // No cache: a slower start, nothing else.
}
require('../out/cli/main.cjs');
