/** `strife run`: one seeded run of an encounter or a day; a file with errors prints them instead. */
import type { LangiumDocument } from 'langium';
import type { LogFormat } from '../language/engine/render.js';
import { daysOf, prepareDayRun, renderDayRun } from '../language/workspace/day-service.js';
import { encountersOf, runDocumentEncounter } from '../language/workspace/run-service.js';
import { colourLog, wantsColour } from './colour.js';
import { buildOne, displayPath, expandPaths, importsAmong, UsageError } from './files.js';
import { writeErr, writeOutNow } from './output.js';
import { escapeControls } from '../language/engine/terminal-text.js';

/**
 * Which day `run` and `simulate` play, or undefined for an encounter: `--day NAME`, `--day` alone
 * (the file's only day), or — with neither `--day` nor `--encounter` — the only day of a file that
 * declares days and no encounter of its own (a day file importing its fights).
 * @throws UsageError for `--day` together with `--encounter`.
 */
export function chosenDay(document: LangiumDocument, options: { encounter?: string; day?: string | true }): { day: string | undefined } | undefined {
    if (options.day !== undefined && options.encounter !== undefined) throw new UsageError('give --day or --encounter, not both.');
    if (options.day !== undefined) return { day: options.day === true ? undefined : options.day };
    if (options.encounter === undefined && encountersOf(document).length === 0 && daysOf(document).length > 0) return { day: undefined };
    return undefined;
}

/** @returns the exit code: 0 ran, 1 the file has errors, 2 no such encounter or day. */
export async function runCommand(
    file: string,
    options: { encounter?: string; day?: string | true; seed?: number; format: LogFormat; color?: boolean },
): Promise<number> {
    const files = expandPaths([file]);
    if (files.length !== 1) throw new UsageError(`run takes one .strife file, not ${file}.`);
    const { document, all } = await buildOne(files[0]);
    const related = importsAmong(document, all);
    const colour = options.format === 'text' && wantsColour(process.stdout, options.color ?? true);
    // A log comes with control characters written out (render-stream.ts, terminal-text.ts); colour is
    // added after, so the colours are the only escape sequences that reach the terminal.
    const write = (chunk: string) => {
        const safe = escapeControls(chunk);
        writeOutNow(colour ? colourLog(safe) : safe, 'raw');
    };
    const day = chosenDay(document, options);
    if (day) {
        const prepared = prepareDayRun(document, related, { day: day.day, seed: options.seed, format: options.format }, displayPath);
        const outcome = prepared.ok ? renderDayRun(prepared.model, prepared.ruleset, prepared.seed, options.format) : prepared;
        if (outcome.ok) {
            write(outcome.output);
            return 0;
        }
        writeErr(failureText(outcome));
        return outcome.reason === 'errors' || outcome.reason === 'engine-error' ? 1 : 2;
    }
    // An encounter's log is written as it is played.
    const outcome = runDocumentEncounter(document, related, options, displayPath, write);
    if (outcome.ok) return 0;
    writeErr(failureText(outcome));
    return outcome.reason === 'errors' || outcome.reason === 'engine-error' ? 1 : 2;
}

/** A run that could not start or stopped, as stderr says it: a file's diagnostics as they are, anything else as simulate says it (`strife: …`). */
function failureText(outcome: { readonly reason: string; readonly output: string }): string {
    return outcome.reason === 'errors' ? outcome.output : `strife: ${outcome.output}`;
}
