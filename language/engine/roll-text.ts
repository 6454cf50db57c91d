/**
 * How a roll reads in the log: the one place that turns faces and their marks into text, for the
 * text log (terminal, VS Code), the Markdown log and `strife roll`. docs/language.md §Run output
 * describes the marks.
 *
 * A face is its value followed by its marks — `!` exploded (the die that follows it is the
 * explosion's), `*` counted as a success (or a hit), `f` counted as a failure, `r` rerolled (the
 * face that follows it replaced it) — and a face that does not count (dropped by keep/drop, or
 * rerolled) is struck through: `~1~` in text, `~~1~~` in Markdown. So `4d6kh3 [5, ~1~, 2, 4]`,
 * `2d6r1 [~1r~, 4, 5]`, `1d10! [10!, 3]`, `4d10cs>=8 [8*, 3, 10*, 1]`. A group that keeps, drops or
 * counts is followed by its items' values marked the same way: `{2d6 [6, 4] + 3, 1d8 [3] + 4}kh1 [13, ~7~]`.
 */
import type { DieResult } from './dice-roll.js';
import type { RollRecord } from './log.js';

/** `text`: the plain log; `markdown`: struck faces as `~~1~~` and `*` escaped. */
export type RollStyle = 'text' | 'markdown';

/** One face (or a group's item) with its marks, struck through when it does not count. */
export function faceText(face: Omit<DieResult, 'sides'> & { readonly sides?: number }, style: RollStyle = 'text'): string {
    if (face.kept && !face.exploded && !face.success && !face.failure && !face.rerolled) return String(face.value);
    let s = String(face.value);
    if (face.exploded) s += '!';
    if (face.success) s += style === 'markdown' ? '\\*' : '*';
    if (face.failure) s += 'f';
    if (face.rerolled) s += 'r';
    if (face.kept) return s;
    return style === 'markdown' ? `~~${s}~~` : `~${s}~`;
}

/** A dice term: its notation and its faces (`faces[from..to)`, default all) in brackets, e.g. `2d6 [6, 3]`. */
export function diceText(notation: string, faces: readonly DieResult[], style: RollStyle = 'text', from = 0, to = faces.length): string {
    let s = `${notation} [`;
    for (let i = from; i < to; i++) s += i > from ? `, ${faceText(faces[i], style)}` : faceText(faces[i], style);
    return `${s}]`;
}

/** A roll as the log prints it, without its total: `2d6 [6, 3] + power (3)`. */
export function recordText(record: Pick<RollRecord, 'faces' | 'parts'>, style: RollStyle = 'text'): string {
    let s = '';
    let next = 0;
    for (const part of record.parts) {
        if (part.kind === 'dice') {
            s += diceText(part.notation, record.faces, style, next, next + part.faceCount);
            next += part.faceCount;
        } else if (part.kind === 'group') s += ` [${part.items.map(item => faceText(item, style)).join(', ')}]`;
        else s += part.kind === 'stat' ? `${part.name} (${part.value})` : part.text;
    }
    return s;
}
