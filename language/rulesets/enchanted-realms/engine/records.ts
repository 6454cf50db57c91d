/**
 * Roll records of Enchanted Realms dice for the log: a pool of d20s with each die marked hit or
 * not (and a keep-lower pair's unused die unkept), a crit chain, single dice.
 */
import type { DieResult } from '../../../engine/dice-roll.js';
import type { RollRecord } from '../../../engine/log.js';

/** A record of d20 faces: `3d20 [14, 7, 20]`; `total` is the number of hitting dice. */
export function poolRecord(formula: string, dice: readonly { face: number; kept: boolean; hit: boolean }[]): RollRecord {
    const faces: DieResult[] = dice.map(d => ({ sides: 20, value: d.face, kept: d.kept, success: d.hit, failure: d.kept && !d.hit }));
    const shown = `${formula} [${dice.map(d => (d.kept ? String(d.face) : `~${d.face}~`)).join(', ')}]`;
    return { formula, faces, shown, total: dice.filter(d => d.hit).length };
}

/** A record of plain dice of one size (a d3, a d12 pair…), `total` their sum unless given. */
export function diceRecord(formula: string, sides: number, values: readonly number[], total?: number): RollRecord {
    const faces: DieResult[] = values.map(value => ({ sides, value, kept: true }));
    return { formula, faces, shown: `${formula} [${values.join(', ')}]`, total: total ?? values.reduce((a, b) => a + b, 0) };
}

/** A record of a die thrown twice keeping one (the lower under disadvantage, the higher under advantage): the other shown unkept. */
export function pairRecord(formula: string, sides: number, values: readonly number[], kept: number): RollRecord {
    const keptAt = values.indexOf(kept);
    const faces: DieResult[] = values.map((value, i) => ({ sides, value, kept: i === keptAt }));
    return { formula, faces, shown: `${formula} [${values.map((v, i) => (i === keptAt ? String(v) : `~${v}~`)).join(', ')}]`, total: kept };
}
