/**
 * The Strife language server's entry: loads the server bundle (`out/server/server.cjs`, from
 * `server/server.ts`) through Node's compile cache (`compile-cache.ts`). Transport is chosen from
 * the command line by vscode-languageserver (`--stdio`, `--node-ipc`, `--socket=`); `strife lsp
 * --stdio` starts the same server through the CLI.
 */
import { loadWithCompileCache } from './compile-cache.js';

loadWithCompileCache(() => require('./server.cjs'));
