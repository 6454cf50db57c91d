/**
 * The shared shape of diagnostic tests: a small file that triggers a code (its severity, the exact
 * text the range covers, the quick fixes it offers, something the message says) and a near-identical
 * valid file that does not. `«...»` marks the expected range in the bad file.
 */
import { describe, expect, it } from 'vitest';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { build, rangeText } from '../helpers.js';
import { fixTexts, mark, offsets, summary } from './support.js';

export interface DiagnosticCase {
    readonly code: string;
    readonly name: string;
    readonly severity: 'error' | 'warning';
    /** The file, with one `«»` pair around the expected range. */
    readonly bad: string;
    /** A near-identical file without the problem: no diagnostic at all. */
    readonly good: string;
    /** The newText of the quick fixes offered, in order; none when omitted. */
    readonly fixes?: readonly string[];
    /** Something the message must say. */
    readonly message?: string;
}

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning } as const;

/** One `describe` per case: reported exactly on the marked text, and not on the valid twin. */
export function describeDiagnosticCases(cases: readonly DiagnosticCase[]): void {
    describe.each(cases)('$code: $name', c => {
        it(`is reported as ${c.severity} on exactly the marked text`, async () => {
            const m = mark(c.bad);
            const b = await build(m.text);
            const shown = summary(b.main, b.diagnostics);
            const here = b.diagnostics.filter(d => d.code === c.code && offsets(b.main, d)[0] === m.start && offsets(b.main, d)[1] === m.end);
            expect(here, `no ${c.code} on «${m.marked}»; got:\n${shown.join('\n')}`).toHaveLength(1);
            expect(rangeText(b.main, here[0])).toBe(m.marked);
            expect(here[0].severity).toBe(SEVERITY[c.severity]);
            expect(fixTexts(here[0])).toEqual(c.fixes ?? []);
            if (c.message) expect(here[0].message).toContain(c.message);
        });

        it('is not reported for the near-identical valid file', async () => {
            const b = await build(c.good);
            expect(summary(b.main, b.diagnostics)).toEqual([]);
        });
    });
}
