/**
 * A run's log rendered while it is played: each event is written out (text, markdown or JSON) as
 * it is logged and dropped; the end-of-fight summary is added up as they pass (`FightTally`). A run of
 * 200 fighters over 1,000 rounds logs some 400,000 events with every die; held whole until the end
 * it peaked at 1.2 GB, streamed it stays near the engine's own size (docs/limits.md §Figures).
 * `renderRun` (render.ts) is this renderer fed a finished log, so both give the same bytes.
 */
import { CombatLog, type CombatEvent } from './log.js';
import type { EncounterModel } from './model.js';
import { type LogFormat, RUN_JSON_VERSION, renderEvent, renderSummary } from './render.js';
import type { RulesetRuntime } from './contract.js';
import { runEncounter, type RunOptions, type RunResult } from './runner.js';
import { FightTally } from './summary.js';
import { escapeControls, escapeJsonControls } from './terminal-text.js';

/** Output is handed on in chunks of about this many characters. */
const CHUNK = 64 * 1024;

/** The log of a streamed run: events go to the renderer, and none is kept (`events` stays empty). */
class StreamingLog extends CombatLog {
    constructor(private readonly renderer: RunRenderer) {
        super(true);
    }

    override add(event: CombatEvent | (() => CombatEvent)): void {
        this.renderer.event(typeof event === 'function' ? event() : event);
    }
}

/**
 * Renders events one by one to `write`, in `format`, with control characters in names written out
 * (terminal-text.ts); `finish` writes what follows the events (the summary; JSON's closing fields).
 */
export class RunRenderer {
    private buffer: string[] = [];
    private size = 0;
    private outcomes: Readonly<Record<string, string>> = {};
    private events = 0;
    /** The summary's sums, added up as the events pass. */
    private readonly tally = new FightTally();

    constructor(
        private readonly format: LogFormat,
        private readonly write: (chunk: string) => void,
    ) {}

    /** One event: its lines (text, markdown) or its JSON object in the `events` array. */
    event(e: CombatEvent): void {
        if (e.kind === 'start') this.outcomes = e.outcomes;
        this.tally.add(e);
        if (this.format === 'json') {
            if (this.events === 0 && e.kind === 'start') this.emit(jsonHead(e));
            this.emit(`${this.events === 0 ? '' : ',\n'}    ${JSON.stringify(e, null, 2).replace(/\n/g, '\n    ')}`);
        } else {
            for (const line of renderEvent(e, this.format, this.outcomes)) this.emit(`${this.format === 'markdown' ? this.listLine(line) : line}\n`);
        }
        this.events++;
    }

    /** Markdown list levels: of the item before (undefined after any other line), and how far the current list is moved left. */
    private listLevel: number | undefined;
    private listShift = 0;

    /**
     * A Markdown line with its list item's indent mended: events nest by meaning (a damage line two
     * levels under its round, one under its attack), but under a heading a list must start within
     * three spaces of the margin (four is a code block: the "End of the round" heading's damage lines
     * were), and an item may sit at most one level deeper than the one before it.
     */
    private listLine(line: string): string {
        const item = /^( *)- /.exec(line);
        if (!item) {
            this.listLevel = undefined;
            return line;
        }
        const written = item[1].length / 2;
        if (this.listLevel === undefined) this.listShift = Math.max(0, written - 1);
        const floor = this.listLevel === undefined ? 0 : Math.min(1, written);
        const level = Math.min(
            Math.max(floor, written - this.listShift),
            this.listLevel === undefined ? written - this.listShift : this.listLevel + 1,
        );
        this.listLevel = level;
        return level === written ? line : `${'  '.repeat(level)}${line.slice(item[1].length)}`;
    }

    /** The end of the output: the summary, or JSON's closing fields from the finished run. */
    finish(result: RunResult): void {
        const summary = this.tally.summary();
        if (this.format === 'json') {
            const tail = {
                winner: result.winner ?? null,
                reason: result.reason,
                rounds: result.rounds,
                final: result.final,
                summary: summary.map(({ final: _final, ...rest }) => rest),
            };
            this.emit(`${this.events === 0 ? '' : '\n'}  ],\n${JSON.stringify(tail, null, 2).slice(2)}\n`);
        } else {
            for (const line of renderSummary(summary, this.format, this.outcomes)) this.emit(`${line}\n`);
        }
        this.flush();
    }

    private emit(text: string): void {
        this.buffer.push(text);
        this.size += text.length;
        if (this.size >= CHUNK) this.flush();
    }

    private flush(): void {
        if (this.buffer.length === 0) return;
        const chunk = this.buffer.join('');
        this.buffer = [];
        this.size = 0;
        this.write(this.format === 'json' ? escapeJsonControls(chunk) : escapeControls(chunk));
    }
}

/** `{ "version", "encounter", "seed", "events": [` — the JSON document's opening (docs/language.md §Run output). */
function jsonHead(start: Extract<CombatEvent, { kind: 'start' }>): string {
    const head = JSON.stringify({ version: RUN_JSON_VERSION, encounter: start.encounter, seed: start.seed }, null, 2);
    return `${head.slice(0, -2)},\n  "events": [\n`;
}

/**
 * Plays `encounter` as `runEncounter` does, writing its log to `write` in `format` as it goes.
 * @returns the result; its `log` keeps no events (they were written out).
 * @throws what runEncounter throws; the output written until then stays written.
 */
export function runStreamed(
    encounter: EncounterModel,
    ruleset: RulesetRuntime,
    options: Omit<RunOptions, 'log' | 'keepLog'>,
    format: LogFormat,
    write: (chunk: string) => void,
): RunResult {
    const renderer = new RunRenderer(format, write);
    const result = runEncounter(encounter, ruleset, { ...options, log: new StreamingLog(renderer) });
    renderer.finish(result);
    return result;
}
