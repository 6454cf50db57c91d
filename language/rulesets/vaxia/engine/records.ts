/**
 * Log records of Vaxia rulings: each d100 as a `RollRecord` whose `shown` text carries the might,
 * the difficulty, the roll needed and the margin, so the log shows needed, roll, winsby and PP for
 * every ruling (004_941aee309a07cd38.txt §Ruling Narration). Built only when the log is on.
 */
import type { RollRecord } from '../../../engine/log.js';
import type { TraitRuling } from '../rules/ruling-narration.js';
import type { TwoTraitRuling } from '../rules/lopsided-two-trait-ruling.js';

const two = (n: number) => n.toFixed(2);

/** "d100 [63] DEX 45 vs 40: needed 48.21, winsby 14.79". */
export function traitRecord(label: string, r: TraitRuling): RollRecord {
    const margin = r.success ? `winsby ${two(r.winsby)}` : `failsby ${two(r.failsby)}`;
    return {
        formula: `d100 ${label}`,
        faces: [{ sides: 100, value: r.roll, kept: true }],
        shown: `d100 [${r.roll}] ${label} ${r.might} vs ${r.difficulty}: needed ${two(r.needed)}, ${margin}`,
        total: r.roll,
    };
}

/** Both traits of a two-trait ruling, labelled by their stats. */
export function pairRecords(labels: readonly [string, string], r: TwoTraitRuling): RollRecord[] {
    return [traitRecord(labels[0], r.a), traitRecord(labels[1], r.b)];
}

/** The combined margin and PP in words: "winsby 12.30, PP 7 (barely success)". */
export function pairNote(r: TwoTraitRuling): string {
    const margin = r.success ? `winsby ${two(r.winsby)}` : `failsby ${two(r.failsby)}`;
    return `${margin}, PP ${r.pp} (${r.band} ${r.outcome}${r.lopsided ? ', lopsided' : ''})`;
}

/** One trait's margin and PP in words. */
export function traitNote(r: TraitRuling): string {
    const margin = r.success ? `winsby ${two(r.winsby)}` : `failsby ${two(r.failsby)}`;
    return `${margin}, PP ${r.pp} (${r.band} ${r.success ? 'success' : 'failure'})`;
}
