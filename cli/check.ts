/** `strife check`: every diagnostic as `path:line:col: severity: message [code]`. */
import type { LangiumDocument } from 'langium';
import { formatDiagnostic, inSourceOrder } from '../language/workspace/run-service.js';
import type { LoadFailure } from '../language/workspace/load-documents.js';
import { buildFiles, displayPath, expandPaths, UsageError } from './files.js';
import { writeErr, writeOut } from './output.js';

/**
 * Checks every file and reports every file, whatever happens to one of them: a file that cannot
 * be read is one `file-unreadable` line, and should building them together fail, each file is
 * built on its own so that one file's failure (an `internal-error` line) hides no other's
 * diagnostics.
 * @returns the exit code: 0 clean (warnings allowed), 1 errors found, 2 a file could not be read.
 */
export async function checkCommand(paths: string[]): Promise<number> {
    const files = expandPaths(paths);
    if (files.length === 0) throw new UsageError(`no .strife files under ${paths.join(', ')}.`);
    const { documents, failures, crashes } = await buildEach(files);
    let errors = 0;
    let warnings = 0;
    const lines: { path: string; line: string }[] = [];
    const seen = new Set<string>();
    for (const document of documents) {
        const path = displayPath(document);
        if (seen.has(path)) continue; // a file imported by several roots
        seen.add(path);
        for (const d of inSourceOrder(document.diagnostics)) {
            if (d.severity === 1) errors++;
            else if (d.severity === 2) warnings++;
            lines.push({ path, line: formatDiagnostic(path, d) });
        }
    }
    for (const f of failures) lines.push({ path: f.path, line: `${f.path}:1:1: error: Cannot read this file: ${f.message} [file-unreadable]` });
    for (const f of crashes)
        lines.push({ path: f.path, line: `${f.path}:1:1: error: Strife failed while checking this file: ${f.message} [internal-error]` });
    errors += failures.length + crashes.length;
    // Stable order: by file, each file's lines as sorted above.
    const order = lines.map((l, i) => ({ ...l, i })).sort((a, b) => a.path.localeCompare(b.path) || a.i - b.i);
    for (const l of order) writeOut(`${l.line}\n`);
    const count = seen.size + failures.length + crashes.length;
    writeErr(
        `${count} file${count === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.\n`,
    );
    return failures.length > 0 ? 2 : errors > 0 ? 1 : 0;
}

/** Builds the files together; when that throws, each one alone, so a failure stays with its file. */
async function buildEach(files: readonly string[]): Promise<{ documents: LangiumDocument[]; failures: LoadFailure[]; crashes: LoadFailure[] }> {
    try {
        const { all, failures } = await buildFiles(files);
        return { documents: all, failures, crashes: [] };
    } catch {
        const documents: LangiumDocument[] = [];
        const failures: LoadFailure[] = [];
        const crashes: LoadFailure[] = [];
        for (const file of files) {
            try {
                const built = await buildFiles([file]);
                documents.push(...built.all);
                failures.push(...built.failures);
            } catch (error) {
                crashes.push({ path: file, message: error instanceof Error ? error.message : String(error) });
            }
        }
        return { documents, failures, crashes };
    }
}
