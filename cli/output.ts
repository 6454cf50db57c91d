/**
 * Writing the CLI's output safely. `strife run … | head -1` closes the pipe early: the EPIPE that
 * follows means nobody is reading any more, so the process ends quietly (exit code unchanged).
 * Any other write error (a full disk: ENOSPC) is reported on stderr and ends the process with
 * exit code 2 (I/O error), instead of an unhandled 'error' event and a stack trace.
 */
import * as fs from 'node:fs';
import { escapeControls, escapeJsonControls } from '../language/engine/terminal-text.js';

/** Installs the handlers on stdout and stderr; call once at start. */
export function guardOutput(): void {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
        writeErrorQuietly(`strife: cannot write the output: ${error.message}\n`);
        process.exit(2);
    });
    process.stderr.on('error', () => {
        // stderr itself is gone: nothing left to tell anyone; the exit code still says it.
    });
}

function writeErrorQuietly(text: string): void {
    try {
        process.stderr.write(text);
    } catch {
        // stderr unwritable too
    }
}

/**
 * Writes to stdout what the CLI prints, with control characters in it written out visibly
 * (`terminal-text.ts`): a name or path from a shared file cannot retitle or clear the terminal.
 * `json`: JSON text, whose remaining raw controls become `\u` escapes (the same JSON value).
 */
export function writeOut(text: string, kind: 'text' | 'json' = 'text'): void {
    process.stdout.write(kind === 'json' ? escapeJsonControls(text) : escapeControls(text));
}

/** Writes a message to stderr, control characters written out visibly. */
export function writeErr(text: string): void {
    process.stderr.write(escapeControls(text));
}

/** A cell to wait on (never notified): `Atomics.wait` on it sleeps the thread without spinning. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes `text` to stdout before returning, for output written while a long computation runs (a
 * streamed run log, thousands of rolls): `process.stdout.write` queues what a slow reader has not
 * taken yet in memory (a 60 MB log piped to a pager held it all), this waits for the reader
 * instead. Control characters are escaped as `writeOut` does. EPIPE ends the process quietly, any
 * other write error with exit code 2, as `guardOutput` does for the stream.
 */
export function writeOutNow(text: string, kind: 'text' | 'json' | 'raw' = 'text'): void {
    const safe = kind === 'raw' ? text : kind === 'json' ? escapeJsonControls(text) : escapeControls(text);
    const bytes = Buffer.from(safe, 'utf8');
    let offset = 0;
    while (offset < bytes.length) {
        try {
            offset += fs.writeSync(process.stdout.fd, bytes, offset);
        } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            if (code === 'EAGAIN') {
                Atomics.wait(PAUSE, 0, 0, 5); // the pipe is full: let the reader catch up
                continue;
            }
            if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
            writeErrorQuietly(`strife: cannot write the output: ${(error as Error).message}\n`);
            process.exit(2);
        }
    }
}
