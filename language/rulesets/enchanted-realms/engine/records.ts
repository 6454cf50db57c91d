/**
 * Roll records of Enchanted Realms dice for the log: a pool of d20s with each die marked hit or
 * not (and a keep-lower pair's unused die unkept), a crit chain, single dice.
 */
import type { DieResult } from '../../../engine/dice-roll.js';
import { type RollRecord, recordFaces } from '../../../engine/log.js';

/**
 * A record of d20 faces, the hitting dice marked as successes: `3d20 [14*, 7, 20*]`; `total` is the
 * number of hitting dice. A die that misses is not a counted failure (it takes nothing off).
 */
export function poolRecord(formula: string, dice: readonly { face: number; kept: boolean; hit: boolean }[]): RollRecord {
    const faces: DieResult[] = dice.map(d =>
        d.hit ? { sides: 20, value: d.face, kept: d.kept, success: true } : { sides: 20, value: d.face, kept: d.kept },
    );
    return recordFaces(formula, faces, dice.filter(d => d.hit).length);
}

/** What a pool attack's total counts, in the log's words: `each vs AC 11: 2 hits` (log.ts, `counts`). */
export const POOL_HITS = ['hit', 'hits'] as const;

/** A record of plain dice of one size (a d3, a d12 pair…), `total` their sum unless given. */
export function diceRecord(formula: string, sides: number, values: readonly number[], total?: number): RollRecord {
    const faces: DieResult[] = values.map(value => ({ sides, value, kept: true }));
    return recordFaces(formula, faces, total ?? values.reduce((a, b) => a + b, 0));
}

/** A record of a die thrown twice keeping one (the lower under disadvantage, the higher under advantage): the other shown unkept. */
export function pairRecord(formula: string, sides: number, values: readonly number[], kept: number): RollRecord {
    const keptAt = values.indexOf(kept);
    const faces: DieResult[] = values.map((value, i) => ({ sides, value, kept: i === keptAt }));
    return recordFaces(formula, faces, kept);
}
