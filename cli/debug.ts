/**
 * `strife debug --stdio`: the debug adapter VS Code uses (language/debug/adapter.ts), for any
 * client of the Debug Adapter Protocol, over standard input and output. The launch
 * configuration's `program` is a .strife file, read from disk with its imports.
 */
import { type EncounterSource, StrifeDebugSession } from '../language/debug/adapter.js';
import { loadFileEncounter } from './table.js';

const fromFiles: EncounterSource = { load: loadFileEncounter };

/** Serves one debug session on stdin and stdout; the process ends when the client disconnects. */
export function debugCommand(): void {
    new StrifeDebugSession(fromFiles).start(process.stdin, process.stdout);
}
