/**
 * The Strife language server: Langium's LSP services for .strife plus the `strife/runEncounter`
 * request. Transport is chosen from the command line by vscode-languageserver (`--stdio`,
 * `--node-ipc`, `--socket=`); `strife lsp --stdio` starts it through the CLI.
 */
import { startStrifeServer } from './start.js';

startStrifeServer();
