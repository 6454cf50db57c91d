/**
 * Writing `--report` files: the format from the extension, the path checked before any simulation
 * runs, and the text written to a temporary file beside it then renamed, so a failure never leaves
 * a half-written report (nor a stray temporary file).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { UsageError } from './files.js';

export type ReportFormat = 'html' | 'markdown';

/**
 * The report's format, after checking the path can be written.
 * @throws UsageError for an extension other than .html/.htm/.md, a missing folder, a folder in the
 * way, or a place the user may not write.
 */
export function checkReportPath(file: string): ReportFormat {
    const ext = path.extname(file).toLowerCase();
    const format: ReportFormat | undefined =
        ext === '.html' || ext === '.htm' ? 'html' : ext === '.md' || ext === '.markdown' ? 'markdown' : undefined;
    if (!format) throw new UsageError(`cannot write the report to ${file}: name it .html (a page with charts) or .md (Markdown).`);
    const dir = path.dirname(path.resolve(file));
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
        throw new UsageError(`cannot write the report to ${file}: the folder ${dir} does not exist.`);
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) throw new UsageError(`cannot write the report to ${file}: it is a folder.`);
    try {
        fs.accessSync(dir, fs.constants.W_OK);
        if (fs.existsSync(file)) fs.accessSync(file, fs.constants.W_OK);
    } catch {
        throw new UsageError(`cannot write the report to ${file}: permission denied.`);
    }
    return format;
}

/** Writes `text` to `file` whole or not at all. @throws UsageError saying why it could not. */
export function writeWhole(file: string, text: string): void {
    const temp = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.tmp`);
    try {
        fs.writeFileSync(temp, text);
        fs.renameSync(temp, file);
    } catch (error) {
        fs.rmSync(temp, { force: true });
        throw new UsageError(`cannot write the report to ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
}
