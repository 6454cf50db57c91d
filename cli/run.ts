/** `strife run`: one seeded run of an encounter; a file with errors prints them instead. */
import type { LogFormat } from '../language/engine/render.js';
import { runDocumentEncounter } from '../language/workspace/run-service.js';
import { colourLog, wantsColour } from './colour.js';
import { buildOne, displayPath, expandPaths, importsAmong, UsageError } from './files.js';
import { writeErr, writeOutNow } from './output.js';
import { escapeControls } from '../language/engine/terminal-text.js';

/** @returns the exit code: 0 ran, 1 the file has errors, 2 no such encounter. */
export async function runCommand(file: string, options: { encounter?: string; seed?: number; format: LogFormat; color?: boolean }): Promise<number> {
    const files = expandPaths([file]);
    if (files.length !== 1) throw new UsageError(`run takes one .strife file, not ${file}.`);
    const { document, all } = await buildOne(files[0]);
    const related = importsAmong(document, all);
    const colour = options.format === 'text' && wantsColour(process.stdout, options.color ?? true);
    // The log is written as it is played. It comes with control characters written out (render-stream.ts);
    // colour is added after, so the colours are the only escape sequences that reach the terminal.
    const outcome = runDocumentEncounter(document, related, options, displayPath, chunk => {
        const safe = escapeControls(chunk);
        writeOutNow(colour ? colourLog(safe) : safe, 'raw');
    });
    if (outcome.ok) return 0;
    writeErr(outcome.output);
    return outcome.reason === 'errors' || outcome.reason === 'engine-error' ? 1 : 2;
}
