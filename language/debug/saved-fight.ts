/**
 * A played fight saved to a file (`strife play --save`, the debugger's `save`), to resume it
 * (`strife play --resume`, the launch configuration's `resume`) or replay it (`strife run
 * --replay`): the encounter, the seed, who rolls and chooses at the table, every face of the fight
 * so far in the order drawn and every turn chosen. Replaying it gives the same log byte for byte.
 */
import type { TableRecord, TableSeats, TableSetup, TurnChoice } from '../engine/played-fight.js';

/** The `format` a saved fight's JSON carries. */
const FORMAT = 'strife-played-fight';

export interface SavedFight {
    readonly encounter: string;
    readonly setup: TableSetup;
    readonly record: TableRecord;
}

/** The file's text: JSON, one field a line, the faces on one line (a fight draws hundreds). */
export function savedFightText(fight: SavedFight): string {
    const { seed, seats, choosers } = fight.setup;
    const fields: [string, unknown][] = [
        ['format', FORMAT],
        ['version', 1],
        ['encounter', fight.encounter],
        ['seed', seed],
        ['table', seats],
        ['choose', choosers],
        ['faces', fight.record.faces],
        ['choices', fight.record.choices],
    ];
    return `{\n${fields.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n}\n`;
}

/** Reads a saved fight, or says in a sentence what is wrong with the text. */
export function readSavedFight(text: string): SavedFight | { error: string } {
    let data: unknown;
    try {
        data = JSON.parse(text);
    } catch {
        return { error: 'it is not JSON (a saved fight is the JSON `strife play --save` writes)' };
    }
    const d = data as Record<string, unknown>;
    if (typeof d !== 'object' || d === null || d.format !== FORMAT) return { error: `it is not a saved fight (no "format": "${FORMAT}")` };
    if (typeof d.encounter !== 'string') return { error: 'it names no encounter' };
    if (!Number.isSafeInteger(d.seed) || (d.seed as number) < 0) return { error: 'its seed is not a whole number' };
    const seats = readSeats(d.table);
    if (!seats) return { error: '"table" must be "everyone" or a list of side and fighter names' };
    if (!isNames(d.choose)) return { error: '"choose" must be a list of side and fighter names' };
    if (!Array.isArray(d.faces) || !d.faces.every(f => Number.isSafeInteger(f))) return { error: '"faces" must be a list of whole numbers' };
    if (!Array.isArray(d.choices) || !d.choices.every(isChoice))
        return { error: '"choices" must be a list of turns ({ "actor", "attack", "target" } or { "actor", "tactics": true })' };
    return {
        encounter: d.encounter,
        setup: { seed: d.seed as number, seats, choosers: d.choose },
        record: { faces: d.faces as number[], choices: d.choices as TurnChoice[] },
    };
}

/** `table` as written in a saved fight or a launch configuration: "everyone", "nobody", or names. */
export function readSeats(value: unknown): TableSeats | undefined {
    if (value === 'everyone') return 'everyone';
    if (value === 'nobody' || value === undefined) return [];
    return isNames(value) ? value : undefined;
}

function isNames(value: unknown): value is string[] {
    return Array.isArray(value) && value.every(v => typeof v === 'string');
}

function isChoice(value: unknown): value is TurnChoice {
    const c = value as Record<string, unknown>;
    if (typeof c !== 'object' || c === null || typeof c.actor !== 'string') return false;
    return c.tactics === true || (typeof c.attack === 'string' && typeof c.target === 'string');
}
