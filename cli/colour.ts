/**
 * Colour for the text log on a terminal (picocolors: tiny, no dependencies): round and section headings in bold, the verdict in green, falls in red, critical
 * hits in yellow. Only the terminal gets colour; pipes, files and the editor get the plain bytes.
 */
import picocolors from 'picocolors';

/** Colours always on: `wantsColour` has already decided (picocolors' own check would look at the process, not the stream). */
const pc = picocolors.createColors(true);

/** Whether to colour output to `stream`: a terminal, no NO_COLOR, and not `--no-color`. */
export function wantsColour(stream: NodeJS.WriteStream, flag: boolean): boolean {
    return flag && stream.isTTY === true && !process.env.NO_COLOR;
}

/** The text log with colour added line by line; the words stay the same. */
export function colourLog(text: string): string {
    return text
        .split('\n')
        .map(line => {
            if (/^(Round \d+|Result|Summary)$/.test(line) || /^ {2}(Movement|Action) phase$|^ {2}\S.*'s turn /.test(line)) return pc.bold(line);
            if (/ won after \d+ rounds?:/.test(line)) return pc.green(pc.bold(line));
            if (/ (dies|is dead|falls unconscious|drops to|is unconscious)/.test(line)) return pc.red(line);
            return line.replace(/CRITICAL HIT( ×\d+)?/g, m => pc.yellow(pc.bold(m)));
        })
        .join('\n');
}
