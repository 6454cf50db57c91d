/** What `strife play`, `strife run --faces` and `strife debug` share: an encounter read from a file, and names given on the command line. */
import { loadEncounter, type LoadOutcome } from '../language/debug/load.js';
import { readSavedFight, type SavedFight } from '../language/debug/saved-fight.js';
import type { TableSeats } from '../language/engine/played-fight.js';
import * as fs from 'node:fs';
import { buildOne, displayPath, expandPaths, importsAmong, UsageError } from './files.js';

/** The encounter `name` (else the first) of `file`, built with its imports and checked as `strife run` does. */
export async function loadFileEncounter(file: string, name: string | undefined): Promise<LoadOutcome> {
    try {
        const files = expandPaths([file]);
        if (files.length !== 1) return { ok: false, message: `${file} is not one .strife file.` };
        const { document, all } = await buildOne(files[0]);
        return loadEncounter(document, importsAmong(document, all), name, displayPath);
    } catch (error) {
        if (error instanceof UsageError) return { ok: false, message: error.message };
        throw error;
    }
}

/** `--table`: `everyone`, `nobody`, or side and fighter names separated by commas. */
export function parseSeats(value: string): TableSeats {
    const trimmed = value.trim();
    if (trimmed === 'everyone') return 'everyone';
    if (trimmed === 'nobody') return [];
    return parseNames(trimmed);
}

/** Names separated by commas (or spaces). */
export function parseNames(value: string): string[] {
    return value.split(/[\s,]+/).filter(Boolean);
}

/** A saved fight read from `file`. @throws UsageError when it cannot be read or is not one. */
export function readSavedFile(file: string): SavedFight {
    let text: string;
    try {
        text = fs.readFileSync(file, 'utf8');
    } catch (error) {
        throw new UsageError(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`);
    }
    const saved = readSavedFight(text);
    if ('error' in saved) throw new UsageError(`${file}: ${saved.error}.`);
    return saved;
}
