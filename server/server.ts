/**
 * The Strife language server: Langium's LSP services for .strife plus the `strife/runEncounter`
 * and `strife/simulateEncounter` requests (`start.ts`). Bundled to `out/server/server.cjs` and
 * started by `out/server/main.cjs`.
 */
import { startStrifeServer } from './start.js';

startStrifeServer();
