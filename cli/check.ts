/** `strife check`: every diagnostic as `path:line:col: severity: message [code]`. */
import { formatDiagnostic } from '../language/workspace/run-service.js';
import { buildFiles, displayPath, expandPaths, UsageError } from './files.js';

/** @returns the exit code: 0 clean (warnings allowed), 1 errors found. */
export async function checkCommand(paths: string[]): Promise<number> {
    const files = expandPaths(paths);
    if (files.length === 0) throw new UsageError(`no .strife files under ${paths.join(', ')}.`);
    const { all } = await buildFiles(files);
    let errors = 0;
    let warnings = 0;
    const sorted = [...all].sort((a, b) => displayPath(a).localeCompare(displayPath(b)));
    for (const document of sorted) {
        const diagnostics = [...(document.diagnostics ?? [])].sort(
            (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
        );
        for (const d of diagnostics) {
            if (d.severity === 1) errors++;
            else if (d.severity === 2) warnings++;
            process.stdout.write(`${formatDiagnostic(displayPath(document), d)}\n`);
        }
    }
    process.stderr.write(
        `${all.length} file${all.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.\n`,
    );
    return errors > 0 ? 1 : 0;
}
