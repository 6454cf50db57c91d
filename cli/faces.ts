/**
 * `strife run FILE --faces 7,10,3,…` and `strife run FILE --replay fight.json`: one run with the
 * dice given instead of rolled — every die of the fight in the order drawn (or, with `--table`,
 * only the dice of those sides and fighters; the generator rolls the rest) — printed like any run.
 * Given the faces a seeded run drew, it prints that run's log byte for byte. Too few faces stop
 * with the die that had none, named; a face outside its die stops with that die.
 */
import type { LogFormat } from '../language/engine/render.js';
import { renderRun } from '../language/engine/render.js';
import { namesWarning } from '../language/debug/answers.js';
import { playFight, playWithFaces, RecordMismatch, type TableSetup, unknownNames } from '../language/engine/played-fight.js';
import { DEFAULT_SEED } from '../language/workspace/run-service.js';
import { colourLog, wantsColour } from './colour.js';
import { UsageError } from './files.js';
import { loadFileEncounter, parseSeats, readSavedFile } from './table.js';

export interface FacesOptions {
    readonly encounter?: string;
    readonly seed?: number;
    readonly format: LogFormat;
    readonly color?: boolean;
    /** `--faces`: whole numbers separated by commas. */
    readonly faces?: string;
    /** `--replay`: a saved fight. */
    readonly replay?: string;
    /** `--table`: whose dice the faces are (default everyone). */
    readonly table?: string;
}

/** @returns the exit code: 0 ran, 1 the file has errors or the faces do not fit the fight, 2 no such encounter. */
export async function facesRunCommand(file: string, options: FacesOptions): Promise<number> {
    if (options.faces !== undefined && options.replay !== undefined)
        throw new UsageError('--faces and --replay do not go together: a saved fight has its faces.');
    const saved = options.replay === undefined ? undefined : readSavedFile(options.replay);
    const outcome = await loadFileEncounter(file, options.encounter ?? saved?.encounter);
    if (!outcome.ok) {
        process.stderr.write(`${outcome.message}\n`);
        return outcome.errors ? 1 : 2;
    }
    const { model, ruleset } = outcome.loaded;
    const given = saved?.record.faces ?? parseFaces(options.faces ?? '');
    const setup: TableSetup = saved?.setup ?? {
        seed: options.seed ?? model.seed ?? DEFAULT_SEED,
        seats: options.table === undefined ? 'everyone' : parseSeats(options.table),
        choosers: [],
    };
    const unknown = unknownNames(model, setup);
    if (unknown.length) process.stderr.write(`${namesWarning(unknown, model)}\n`);
    let played: ReturnType<typeof playWithFaces>;
    try {
        // A saved fight's faces are its record; --faces answer the table's dice in order.
        played = saved
            ? { fight: playFight(model, ruleset, setup, saved.record), used: 0 }
            : playWithFaces(model, ruleset, setup, { faces: [], choices: [] }, given);
    } catch (error) {
        if (!(error instanceof RecordMismatch)) throw error;
        process.stderr.write(`${error.message}\n`);
        return 1;
    }
    const { fight, used } = played;
    const ask = fight.ask;
    if (ask?.kind === 'face') {
        const count = `${given.length} face${given.length === 1 ? ' was' : 's were'} given`;
        process.stderr.write(`The faces ran out: die ${ask.index + 1} of the fight (${ask.roll.label}) has none; ${count}.\n`);
        return 1;
    }
    if (ask?.kind === 'choice') {
        process.stderr.write(`The saved fight stops before ${ask.actor}'s turn in round ${ask.round} was chosen: go on with strife play --resume.\n`);
        return 1;
    }
    const output = renderRun(fight.result!, options.format);
    const colour = options.format === 'text' && wantsColour(process.stdout, options.color ?? true);
    process.stdout.write(colour ? colourLog(output) : output);
    if (!saved && used < given.length) process.stderr.write(`${given.length - used} of the faces given were not needed: the fight used ${used}.\n`);
    return 0;
}

/** `--faces 7,10,3` (commas or spaces). @throws UsageError for anything but whole numbers from 1 up. */
function parseFaces(text: string): number[] {
    const parts = text.split(/[\s,]+/).filter(Boolean);
    for (const p of parts)
        if (!/^\d+$/.test(p) || Number(p) < 1)
            throw new UsageError(`--faces takes faces of dice (whole numbers from 1 up) separated by commas, not ${p}.`);
    return parts.map(Number);
}
