/**
 * `strife play FILE`: a fight played at the table in the terminal. The log goes to stdout as the
 * fight happens, exactly `strife run`'s text; each die the table rolls and each turn it chooses is
 * asked on stderr and answered on stdin, one line each (a face; a choice's number; nothing: the
 * generator rolls, the tactics choose). `--save` writes the faces and choices after every answer,
 * `--resume` goes on from such a file, `strife run --replay` replays it.
 */
import * as fs from 'node:fs';
import * as readline from 'node:readline';
import { choiceQuestion, choiceText, faceQuestion, namesWarning, readChoice, readFace } from '../language/debug/answers.js';
import { savedFightText } from '../language/debug/saved-fight.js';
import { logText } from '../language/debug/session.js';
import { playFight, RecordMismatch, type TableRecord, type TableSetup, unknownNames } from '../language/engine/played-fight.js';
import { DEFAULT_SEED } from '../language/workspace/run-service.js';
import { colourLog, wantsColour } from './colour.js';
import { UsageError } from './files.js';
import { loadFileEncounter, parseNames, parseSeats, readSavedFile } from './table.js';

export interface PlayOptions {
    readonly encounter?: string;
    readonly seed?: number;
    /** Who rolls at the table (default everyone). */
    readonly table?: string;
    /** Whose turns are chosen at the table. */
    readonly choose?: string;
    readonly save?: string;
    readonly resume?: string;
    readonly color?: boolean;
}

/** @returns the exit code: 0 the fight ended, 1 the file has errors or stdin ended first, 2 no such encounter. */
export async function playCommand(file: string, options: PlayOptions): Promise<number> {
    const saved = options.resume === undefined ? undefined : readSavedFile(options.resume);
    const outcome = await loadFileEncounter(file, options.encounter ?? saved?.encounter);
    if (!outcome.ok) {
        process.stderr.write(`${outcome.message}\n`);
        return outcome.errors ? 1 : 2;
    }
    const { model, ruleset } = outcome.loaded;
    const setup: TableSetup = saved?.setup ?? {
        seed: options.seed ?? model.seed ?? DEFAULT_SEED,
        seats: options.table === undefined ? 'everyone' : parseSeats(options.table),
        choosers: options.choose === undefined ? [] : parseNames(options.choose),
    };
    const unknown = unknownNames(model, setup);
    if (unknown.length) process.stderr.write(`${namesWarning(unknown, model)}\n`);
    let record: TableRecord = saved?.record ?? { faces: [], choices: [] };
    const colour = wantsColour(process.stdout, options.color ?? true);
    const lines = readline.createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
    const ask = async (question: string): Promise<string | undefined> => {
        process.stderr.write(question);
        const line = await lines.next();
        // Piped answers are not echoed by a terminal: show them, so the questions and answers read as a transcript.
        if (!line.done && !process.stdin.isTTY) process.stderr.write(`${line.value}\n`);
        return line.done ? undefined : line.value;
    };
    let printed = 0;
    for (;;) {
        let fight: ReturnType<typeof playFight>;
        try {
            fight = playFight(model, ruleset, setup, record);
        } catch (error) {
            if (error instanceof RecordMismatch) throw new UsageError(`${options.resume ?? file}: ${error.message}`);
            process.stderr.write(`The fight stopped: ${(error as Error).message}\n`);
            return 1;
        }
        const text = logText(fight, fight.known);
        process.stdout.write(colour ? colourLog(text.slice(printed)) : text.slice(printed));
        printed = text.length;
        record = fight.record;
        if (options.save) fs.writeFileSync(options.save, savedFightText({ encounter: model.name, setup, record }));
        const question = fight.ask;
        if (!question) return 0;
        for (;;) {
            const prompt = question.kind === 'face' ? `${faceQuestion(question)} ` : `${choiceQuestion(question).join('\n')}\n> `;
            const answer = await ask(prompt);
            if (answer === undefined) {
                const what = question.kind === 'face' ? question.roll.label : `${question.actor}'s turn in round ${question.round}`;
                process.stderr.write(
                    `\nThe input ended before the fight did (asked: ${what}).${options.save ? ` The fight so far is saved in ${options.save}.` : ''}\n`,
                );
                return 1;
            }
            if (question.kind === 'face') {
                const read = readFace(answer, question);
                if ('error' in read) {
                    process.stderr.write(`${read.error}\n`);
                    continue;
                }
                if (answer.trim() === '') process.stderr.write(`(rolled by the generator: ${read.face})\n`);
                record = { faces: [...record.faces, read.face], choices: record.choices };
            } else {
                const read = readChoice(answer, question);
                if ('error' in read) {
                    process.stderr.write(`${read.error}\n`);
                    continue;
                }
                process.stderr.write(`(${question.actor}: ${choiceText(read.choice, question.policy)})\n`);
                record = { faces: record.faces, choices: [...record.choices, read.choice] };
            }
            break;
        }
    }
}
