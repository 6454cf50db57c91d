/**
 * Shared by the validation tests: Rise fixtures, `«»` range markers, and readable summaries of
 * diagnostics (so a failing assertion shows code, text and message at once).
 */
import type { Diagnostic } from 'vscode-languageserver-types';
import type { LangiumDocument } from 'langium';
import type { StrifeDiagnosticData } from '../../language/validation/context.js';
import { RISE_FIGHTERS, rangeText } from '../helpers.js';

/** Complete Rise defenses, for combatants whose defenses do not matter to a test. */
export const DEF = 'defenses { armor 5 fortitude 4 reflex 5 mental 3 }';

/** RISE_FIGHTERS (Kara, Bandit) plus Doran, who fights with two weapons (dexterity 2). */
export const FIGHTERS = `${RISE_FIGHTERS}
character Doran {
  dexterity 2 hit_points 18 power 2
  ${DEF}
  attack Spear { vs armor damage 1d8 + power tags melee }
  attack Dagger { vs armor damage 1d4 + power tags melee, light }
}
`;

/** A Rise file with the fighters and `body`. */
export const rise = (body = ''): string => `ruleset rise\n${FIGHTERS}\n${body}\n`;

/** An encounter of Kara and Doran against three bandits, with `members` (script, settings...). */
export const fight = (members = '', sides = 'side heroes { Kara, Doran }\n  side bandits { Bandit x3 }'): string =>
    rise(`encounter Fight {\n  ${sides}\n${members}\n}`);

export interface Marked {
    /** The source without the markers. */
    readonly text: string;
    /** Offsets of the marked range in `text`. */
    readonly start: number;
    readonly end: number;
    readonly marked: string;
}

/** Strips one `«...»` pair from `src` and remembers the range it marked. */
export function mark(src: string): Marked {
    const open = src.indexOf('«');
    const close = src.indexOf('»');
    if (open < 0 || close < open || src.indexOf('«', open + 1) >= 0) throw new Error(`expected exactly one «» pair in:\n${src}`);
    const text = src.slice(0, open) + src.slice(open + 1, close) + src.slice(close + 1);
    return { text, start: open, end: close - 1, marked: src.slice(open + 1, close) };
}

/** Start and end offsets of a diagnostic. */
export function offsets(doc: LangiumDocument, d: Diagnostic): [number, number] {
    return [doc.textDocument.offsetAt(d.range.start), doc.textDocument.offsetAt(d.range.end)];
}

/** The newText of every quick fix a diagnostic offers. */
export function fixTexts(d: Diagnostic): string[] {
    return ((d.data as StrifeDiagnosticData | undefined)?.fixes ?? []).map(f => f.newText);
}

/** `code «covered text» message` for each diagnostic: what a user would see. */
export function summary(doc: LangiumDocument, diagnostics: readonly Diagnostic[] | undefined): string[] {
    return (diagnostics ?? []).map(d => `${String(d.code ?? (d.data as { code?: string } | undefined)?.code)} «${rangeText(doc, d)}» ${d.message}`);
}
